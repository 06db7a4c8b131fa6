import { Pagination } from '../../element/element';
import './pager.css';

export interface PagerProps {
  /** Total number of rows (the list answer's totalCount). */
  total: number;
  pageSize: number;
  /** 1-based current page. */
  page: number;
  onChange: (page: number) => void;
  className?: string;
}

/** Whether a pager is needed: spec 000 shows it only when the total exceeds the page size. */
export function needsPager(total: number, pageSize: number): boolean {
  return total > pageSize;
}

/** element Pagination (prev, pager, next); renders nothing while everything fits on one page. */
export function Pager({ total, pageSize, page, onChange, className }: PagerProps) {
  if (!needsPager(total, pageSize)) return null;
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
