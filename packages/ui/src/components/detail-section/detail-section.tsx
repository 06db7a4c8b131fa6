import type { ReactNode } from 'react';
import { Button } from '../../element/element';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { PageSection } from '../page-section/page-section';
import { PageLoading } from '../spinner/spinner';
import './detail-section.css';

/** The state of one detail call (the shape `useCall` of @badminton/api-client returns). */
export interface DetailCallState {
  loading: boolean;
  result: unknown;
  errorMsg: string;
  /** False for a refusal the service answered (e.g. no such record): no 重试. Absent → 重试 is offered. */
  retryable?: boolean;
  reload: () => void;
}

export interface DetailSectionProps<D> {
  title: ReactNode;
  /** False when the address names no record (e.g. no numeric `id`): the empty state, no call. */
  valid: boolean;
  state: DetailCallState;
  /** The record inside the answer; missing → the empty state. */
  record: D | null | undefined;
  /** 返回, in the title bar and under the record. */
  onBack: () => void;
  children: (record: D) => ReactNode;
  className?: string;
}

/**
 * A detail page's card: the title with 返回, then loading on the first load, the error (with 重试 when it may help), the record
 * followed by a second 返回, or 暂无相关信息 for an address or an answer without a record.
 */
export function DetailSection<D>({ title, valid, state, record, onBack, children, className }: DetailSectionProps<D>) {
  const { loading, result, errorMsg, retryable, reload } = state;
  let body: ReactNode;
  if (!valid) body = <EmptyState />;
  else if (loading && !result) body = <PageLoading />;
  else if (errorMsg) body = <ErrorState text={errorMsg} onRetry={retryable === false ? undefined : reload} />;
  else if (record === null || record === undefined) body = <EmptyState />;
  else
    body = (
      <>
        {children(record)}
        <div className="bm-detail-section__actions">
          <Button type="primary" onClick={onBack}>
            返回
          </Button>
        </div>
      </>
    );
  return (
    <PageSection title={title} extra={<Button onClick={onBack}>返回</Button>} className={className}>
      {body}
    </PageSection>
  );
}
