import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { Pager } from '../pager/pager';
import { PageLoading } from '../spinner/spinner';

/** The state of one paged list call (the shape `useCall` of @badminton/api-client returns). */
export interface PagedCallState<T> {
  loading: boolean;
  /** The last answer (kept while a newer request is in flight). */
  result: { items: readonly T[]; totalCount: number } | null;
  /** The failure message of the last request ('' when it succeeded). */
  errorMsg: string;
  /** False for a refusal the service answered: no 重试. Absent → 重试 is offered. */
  retryable?: boolean;
  reload: () => void;
}

export interface PagedResultProps<T> {
  state: PagedCallState<T>;
  /** 1-based current page. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Keep the last list on screen when a newer request fails (default: the error replaces it). */
  keepListOnError?: boolean;
  /** The total the pager appears above (default `pageSize`). */
  pagerAbove?: number;
  /** The most rows the pager pages through, for a list the service serves only so deep (default: all of them). */
  pagerDepth?: number;
  /** The rows of the current page (never called with an empty list). */
  children: (items: readonly T[], totalCount: number) => ReactNode;
}

/**
 * The body of a paged list page: loading on the first load, the error with 重试, the rows followed by the
 * pager (shown only when the total exceeds the page size, or `pagerAbove`), or 暂无相关信息 for an empty answer. While
 * the next page loads, the old rows stay, marked `aria-busy`.
 */
export function PagedResult<T>({
  state,
  page,
  pageSize,
  onPageChange,
  keepListOnError = false,
  pagerAbove,
  pagerDepth,
  children,
}: PagedResultProps<T>) {
  const { loading, result, errorMsg, retryable, reload } = state;
  if (loading && !result) return <PageLoading />;
  if (errorMsg && !(keepListOnError && result)) return <ErrorState text={errorMsg} onRetry={retryable === false ? undefined : reload} />;
  if (!result || result.items.length === 0) return <EmptyState />;
  // While another page loads, the rows on screen are the old page's: marked busy (for assistive technology, and for
  // the browser tests, which wait for it to clear). `display: contents` leaves the layout to the rows themselves.
  return (
    <div className="bm-paged-result" style={{ display: 'contents' }} aria-busy={loading ? true : undefined}>
      {children(result.items, result.totalCount)}
      <Pager
        total={pagerDepth === undefined ? result.totalCount : Math.min(result.totalCount, pagerDepth)}
        pageSize={pageSize}
        page={page}
        onChange={onPageChange}
        showAbove={pagerAbove}
      />
    </div>
  );
}
