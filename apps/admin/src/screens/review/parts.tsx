import { type ReactNode, useEffect, useId, useState } from 'react';
import { settle, type CallOutcome } from '@badminton/api-client';
import type { CallState } from '@badminton/api-client/react';
import { ADMIN_REVIEW_REASON_MAX, type AdminBulkResult, type AdminHistoryRow } from '@badminton/contracts';
import { Link } from '@badminton/router';
import { Button, Dialog, ErrorState, Input, NotFoundState, PageLoading, resolveFileUrl, SearchBar, toast } from '@badminton/ui';
import { EMPTY_REVIEW_QUERY, type ReviewQuery, textLength, writeReviewQuery } from './query';

/**
 * A detail screen without its record yet: not found (no id in the address, or no record), loading, or the service's
 * refusal (重试 only where trying again may help).
 */
export function RecordPending({ state, hasId }: { state: CallState<unknown>; hasId: boolean }) {
  if (!hasId) return <NotFoundState />;
  if (state.loading) return <PageLoading />;
  if (state.errorMsg) return <ErrorState text={state.errorMsg} onRetry={state.retryable ? state.reload : undefined} />;
  return <NotFoundState />;
}

/** One label and value of a detail's `<dl className="review-fields">`; an empty value shows —. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children === '' || children === null || children === undefined ? '—' : children}</dd>
    </div>
  );
}

/** An uploaded picture (at the signed address the answer hands out), opening full size in a new tab. */
export function Figure({ src, caption, fileHost }: { src: string; caption: string; fileHost: string }) {
  const url = resolveFileUrl(src, fileHost);
  return (
    <figure className="review-figure">
      <a href={url} target="_blank" rel="noreferrer">
        <img src={url} alt={caption} loading="lazy" />
      </a>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** One status filter with its count; `code` '' is 全部. */
export interface StatusTab {
  code: string;
  label: string;
  count: number;
}

/**
 * The status filter and the counts per status in one: a link per status (the list's address with that status), the
 * current one marked `aria-current`.
 */
export function StatusTabs({ tabs, current, hrefOf, label }: { tabs: readonly StatusTab[]; current: string; hrefOf(code: string): string; label: string }) {
  return (
    <nav className="review-tabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.code || 'all'}>
            <Link to={hrefOf(tab.code)} className={tab.code === current ? 'review-tabs__tab is-current' : 'review-tabs__tab'} aria-current={tab.code === current ? 'page' : undefined}>
              {tab.label}
              <span className="review-tabs__count">{tab.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A history row: the review queues' (`AdminHistoryRow`), or another queue's without a validity. */
export type HistoryRow = Omit<AdminHistoryRow, 'status' | 'effective_start_date' | 'effective_end_date'> &
  Partial<Pick<AdminHistoryRow, 'effective_start_date' | 'effective_end_date'>>;

/** A queue's tabs from the answer's counts per status: 全部 (their sum) first, then each status with its count. */
export function countTabs<C extends string>(statuses: readonly C[], labelOf: (code: C) => string, counts: Readonly<Partial<Record<C, number>>> | undefined): StatusTab[] {
  const total = counts ? Object.values<number | undefined>(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0) : 0;
  return [{ code: '', label: '全部', count: total }, ...statuses.map((code) => ({ code, label: labelOf(code), count: counts?.[code] ?? 0 }))];
}

/**
 * A review queue's filters over a `ReviewQuery` kept in the address at `path`: the counts per status as the status
 * filter, then the search bar with the other filters (`children`, editing `draft`). 搜索 keeps the status and goes to
 * page 1; 重置 clears all but the status.
 */
export function ReviewFilters({
  path,
  query,
  tabs,
  onDraft,
  onGo,
  draft,
  children,
  tabsLabel = '按审核状态筛选',
}: {
  /** The status filter's accessible name (a queue whose statuses are not review states names its own). */
  tabsLabel?: string;
  path: string;
  query: ReviewQuery;
  tabs: readonly StatusTab[];
  draft: ReviewQuery;
  onDraft(next: ReviewQuery): void;
  onGo(next: ReviewQuery): void;
  children: ReactNode;
}) {
  return (
    <>
      <StatusTabs
        label={tabsLabel}
        tabs={tabs}
        current={query.status}
        hrefOf={(code) => {
          const search = writeReviewQuery({ ...query, status: code, page: 1 }).toString();
          return search ? `${path}?${search}` : path;
        }}
      />
      <SearchBar
        className="review-search"
        onSearch={() => onGo({ ...draft, status: query.status, page: 1 })}
        onReset={() => {
          onDraft(EMPTY_REVIEW_QUERY);
          onGo({ ...EMPTY_REVIEW_QUERY, status: query.status });
        }}
      >
        {children}
      </SearchBar>
    </>
  );
}

/** A record's history, oldest first: what, by whom, when, the comment (and a final approval's validity). */
export function HistoryTable({ rows, caption }: { rows: readonly HistoryRow[]; caption: string }) {
  if (rows.length === 0) return <p className="review-muted">暂无记录</p>;
  return (
    <table className="review-table review-history">
      <caption className="bm-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">时间</th>
          <th scope="col">操作</th>
          <th scope="col">操作人</th>
          <th scope="col">意见 / 说明</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.time}-${index}`}>
            <td data-label="时间">{row.time}</td>
            <td data-label="操作">
              {row.action}
              {row.status_name ? <span className="review-muted review-block">{row.status_name}</span> : null}
            </td>
            <td data-label="操作人">{row.actor}</td>
            <td data-label="意见 / 说明">
              {row.comment || '—'}
              {row.effective_start_date ? <span className="review-muted review-block">{`有效期：${row.effective_start_date} 至 ${row.effective_end_date ?? ''}`}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export type Decision = 'pass' | 'reject';

/**
 * The decision being confirmed (null: none), its setter, and what follows a decision made: the dialog closes, 审核通过 /
 * 已驳回 is said, the record is read again (`reload`).
 */
export function useDecision(reload: () => void) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const done = (chosen: Decision) => {
    setDecision(null);
    toast.success(chosen === 'pass' ? '审核通过' : '已驳回');
    reload();
  };
  return [decision, setDecision, done] as const;
}

/**
 * A record's head: its status (with a `note` under it), and the pass and reject buttons the caller may use now — or,
 * when neither, the `idle` words.
 */
export function DecisionHead({
  status,
  note,
  passLabel,
  canPass,
  canReject,
  onDecide,
  idle,
}: {
  status: string;
  note?: ReactNode;
  passLabel: string;
  canPass: boolean;
  canReject: boolean;
  onDecide(decision: Decision): void;
  idle?: string;
}) {
  return (
    <div className="review-head">
      <p className="review-head__status">
        当前状态：<strong>{status}</strong>
        {note}
      </p>
      {canPass || canReject ? (
        <div className="review-actions">
          {canPass ? (
            <Button type="primary" onClick={() => onDecide('pass')}>
              {passLabel}
            </Button>
          ) : null}
          {canReject ? (
            <Button type="danger" plain onClick={() => onDecide('reject')}>
              驳回
            </Button>
          ) : null}
        </div>
      ) : idle ? (
        <p className="review-muted">{idle}</p>
      ) : null}
    </div>
  );
}

export interface DecisionValues {
  reason: string;
  start: string;
  end: string;
}

export interface DecisionDialogProps {
  /** Open with the decision to confirm; null closes. */
  decision: Decision | null;
  /** What is decided on (the institution's or the class's name). */
  subject: string;
  /** Who reads the rejection's reason (default 申请机构). */
  applicant?: string;
  /** The reason's limit in characters (default the review queues', 200). */
  reasonMax?: number;
  /** The stage's words for passing (省协会初审通过 / 中羽协终审通过 …). */
  passLabel: string;
  /** A final approval's validity, prefilled (null: no validity asked for). */
  validity: { start: string; end: string } | null;
  onClose(): void;
  /** Sends the decision; the outcome's message is shown in the dialog when refused. */
  onSubmit(decision: Decision, values: DecisionValues): Promise<CallOutcome<unknown>>;
  onDone(decision: Decision): void;
}

/**
 * The confirmation of a decision (nothing is decided until 确定): the record, a reason (required to reject, at most 200
 * characters with a counter), and for a final approval the validity (both days, prefilled with the default). The
 * service's refusal (out of order, another province, changed meanwhile) is shown in the dialog.
 */
export function DecisionDialog({
  decision,
  subject,
  applicant = '申请机构',
  reasonMax = ADMIN_REVIEW_REASON_MAX,
  passLabel,
  validity,
  onClose,
  onSubmit,
  onDone,
}: DecisionDialogProps) {
  const id = useId();
  const [values, setValues] = useState<DecisionValues>({ reason: '', start: '', end: '' });
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setValues({ reason: '', start: validity?.start ?? '', end: validity?.end ?? '' });
    setProblem('');
  }, [decision, validity?.start, validity?.end]);

  const rejecting = decision === 'reject';
  const length = textLength(values.reason);
  async function submit() {
    if (!decision) return;
    if (rejecting && length === 0) return setProblem('请填写驳回理由');
    if (length > reasonMax) return setProblem(`审核意见不能超过${reasonMax}个字`);
    if (validity && (!values.start || !values.end)) return setProblem('请选择有效期');
    if (validity && values.start > values.end) return setProblem('有效期开始日期不能晚于结束日期');
    setBusy(true);
    const outcome = await onSubmit(decision, { ...values, reason: values.reason.trim() });
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) setProblem(outcome.errorMsg);
      return;
    }
    onDone(decision);
  }

  const title = rejecting ? '确认驳回' : `确认${passLabel}`;
  return (
    <Dialog customClass="review-dialog" title={title} visible={decision !== null} onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        <p className="review-dialog__subject">{rejecting ? `驳回“${subject}”的申请，驳回理由将告知${applicant}。` : `${passLabel}：${subject}`}</p>
        {validity && !rejecting ? (
          <fieldset className="review-dialog__validity">
            <legend>资质有效期</legend>
            <label htmlFor={`${id}-start`}>开始日期</label>
            <input
              id={`${id}-start`}
              className="review-date"
              type="date"
              value={values.start}
              onChange={(event) => setValues((v) => ({ ...v, start: event.target.value }))}
            />
            <label htmlFor={`${id}-end`}>结束日期</label>
            <input id={`${id}-end`} className="review-date" type="date" value={values.end} onChange={(event) => setValues((v) => ({ ...v, end: event.target.value }))} />
            <p className="review-muted">默认自今日起两年。</p>
          </fieldset>
        ) : null}
        <label className="review-dialog__label" htmlFor={`${id}-reason`}>
          {rejecting ? '驳回理由（必填）' : '审核意见（选填）'}
        </label>
        <Input
          id={`${id}-reason`}
          type="textarea"
          value={values.reason}
          autosize={{ minRows: 3, maxRows: 6 }}
          aria-describedby={`${id}-count ${id}-problem`}
          onChange={(value) => {
            setValues((v) => ({ ...v, reason: String(value) }));
            if (problem) setProblem('');
          }}
        />
        <div className="review-dialog__meta">
          <span id={`${id}-problem`} className="review-problem" role="alert">
            {problem}
          </span>
          <span id={`${id}-count`} className={length > reasonMax ? 'review-count is-over' : 'review-count'}>
            {`${length}/${reasonMax}`}
          </span>
        </div>
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        <Button onClick={() => onClose()}>取消</Button>
        <Button type={rejecting ? 'danger' : 'primary'} loading={busy} onClick={() => void submit()}>
          {rejecting ? '确定驳回' : '确定通过'}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}

/** The bulk pass's answer: each record, passed or refused with the reason. */
export function BulkResultDialog({ result, onClose }: { result: AdminBulkResult | null; onClose(): void }) {
  return (
    <Dialog customClass="review-dialog" title="批量审核结果" visible={result !== null} onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        {result ? (
          <>
            <p role="status">{`通过 ${result.passed} 条，未通过 ${result.refused} 条。`}</p>
            <ul className="review-bulk">
              {result.items.map((item) => (
                <li key={item.id} className={item.ok ? 'is-ok' : 'is-refused'}>
                  <span className="review-bulk__name">{item.name || `编号 ${item.id}`}</span>
                  <span>{item.ok ? '已通过' : `未通过：${item.message}`}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        <Button type="primary" onClick={onClose}>
          知道了
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}

/** A call as the dialogs want it. */
export function send<R>(pending: Parameters<typeof settle<R>>[0]): Promise<CallOutcome<R>> {
  return settle(pending);
}
