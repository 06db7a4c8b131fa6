import { Pagination } from '../../element/element';
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

/**
 * element Pagination (prev, pager, next) in a `<nav>` named 分页; renders nothing while everything fits on one page. Its
 * arrows are named 上一页 / 下一页 and its page numbers are keyboard buttons in element's own markup (build fixes 11, 12),
 * so the server's page is named before any script runs.
 */
export function Pager({ total, pageSize, page, onChange, showAbove, className }: PagerProps) {
  if (!needsPager(total, pageSize, showAbove)) return null;
  return (
    <nav className={className ? `bm-pager ${className}` : 'bm-pager'} aria-label="分页">
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
