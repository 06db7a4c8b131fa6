import { useEffect, useRef } from 'react';
import { Pagination } from '../../element/element';
import { nameElementControls } from '../../element/name-controls';
import './pager.css';

export interface PagerProps {
  /** Total number of rows (the list answer's totalCount). */
  total: number;
  pageSize: number;
  /** 1-based current page. */
  page: number;
  onChange: (page: number) => void;
  /**
   * The total the pager appears above (default `pageSize`; 6 for the 5-per-page training list,
   * req: public-portal.md#training-class-list).
   */
  showAbove?: number;
  className?: string;
}

/** Whether a pager is needed: only when the total exceeds the page size (or the list's own threshold). */
export function needsPager(total: number, pageSize: number, showAbove: number = pageSize): boolean {
  return total > showAbove;
}

/** element Pagination (prev, pager, next); renders nothing while everything fits on one page. */
export function Pager({ total, pageSize, page, onChange, showAbove, className }: PagerProps) {
  const nav = useRef<HTMLElement>(null);
  const shown = needsPager(total, pageSize, showAbove);
  useEffect(() => {
    const root = nav.current;
    if (!shown || !root) return undefined;
    // The arrows are named 上一页 / 下一页 at once (the kit's document observer keeps them in step afterwards).
    nameElementControls(root);
    return undefined;
  }, [shown, page, total, pageSize]);
  if (!shown) return null;
  return (
    <nav ref={nav} className={className ? `bm-pager ${className}` : 'bm-pager'} aria-label="分页">
      <Pagination
        layout="prev, pager, next"
        total={total}
        pageSize={pageSize}
        currentPage={page}
        onCurrentChange={onChange}
      />
    </nav>
  );
}
