import { type Dispatch, type ReactNode, type SetStateAction, useState } from 'react';
import type { CallOutcome } from '@badminton/api-client';
import { ADMIN_REVIEW_PAGE_SIZE, type AdminBulkResult } from '@badminton/contracts';
import { RegionCascade } from '@badminton/pickers';
import { Link } from '@badminton/router';
import { Button, confirm, Input, type PagedCallState, PagedResult, PageSection, SearchField, toast } from '@badminton/ui';
import { loadRegions } from './calls';
import { BulkResultDialog, ReviewFilters, type StatusTab } from './parts';
import type { ReviewQuery } from './query';

/** The filters both review queues offer: the region (province, city) and the institution's name, editing `draft`. */
export function RegionFilter({ draft, onDraft }: { draft: ReviewQuery; onDraft: Dispatch<SetStateAction<ReviewQuery>> }) {
  return (
    <SearchField label="所在地区">
      <RegionCascade
        levels={2}
        value={{ provinceId: draft.provinceId, cityId: draft.cityId }}
        loadRegions={loadRegions}
        onChange={(region) => onDraft((d) => ({ ...d, provinceId: region.provinceId, cityId: region.cityId }))}
      />
    </SearchField>
  );
}

export function InstitutionNameFilter({ draft, onDraft }: { draft: ReviewQuery; onDraft: Dispatch<SetStateAction<ReviewQuery>> }) {
  return (
    <SearchField label="机构名称">
      <Input value={draft.keyword} placeholder="请输入机构名称" aria-label="机构名称" maxLength={50} onChange={(value: string) => onDraft((d) => ({ ...d, keyword: value }))} />
    </SearchField>
  );
}

/** A queue's bulk pass: the bar's words, the confirmation, and the call that passes the chosen ids. */
export interface BulkPass {
  /** The bar's words while nothing is chosen. */
  hint: string;
  /** The counting word of the bar (个, 条). */
  unit: string;
  /** The button's and the confirmation's title. */
  label: string;
  /** The confirmation's question for `count` chosen records. */
  question(count: number): string;
  pass(ids: number[]): Promise<CallOutcome<AdminBulkResult>>;
}

/** What the queue's table needs of the bulk choice (no check boxes when `bulk` is false). */
export interface Choice {
  bulk: boolean;
  chosen: ReadonlySet<number>;
  onChoose(id: number, on: boolean): void;
}

/**
 * A review queue's frame (decision 0067): the counts per status as the status filter, the search bar with the queue's
 * `filters`, the bulk bar (only with `bulk`), the page of records drawn by `children`, and the bulk pass's result.
 * Going to another page or filter forgets the choice.
 */
export function ReviewQueueFrame<T>({
  title,
  path,
  query,
  draft,
  onDraft,
  onGo,
  tabs,
  filters,
  state,
  bulk,
  children,
}: {
  title: string;
  path: string;
  query: ReviewQuery;
  draft: ReviewQuery;
  onDraft: Dispatch<SetStateAction<ReviewQuery>>;
  onGo(next: ReviewQuery): void;
  tabs: readonly StatusTab[];
  filters: ReactNode;
  state: PagedCallState<T>;
  bulk: BulkPass | null;
  children(items: readonly T[], choice: Choice): ReactNode;
}) {
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [bulkResult, setBulkResult] = useState<AdminBulkResult | null>(null);
  const [busy, setBusy] = useState(false);
  const go = (next: ReviewQuery) => {
    setChosen(new Set());
    onGo(next);
  };

  async function passChosen() {
    if (!bulk) return;
    const ids = [...chosen];
    if (ids.length === 0) return;
    if (!(await confirm(bulk.question(ids.length), bulk.label))) return;
    setBusy(true);
    const outcome = await bulk.pass(ids);
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
      return;
    }
    setChosen(new Set());
    setBulkResult(outcome.result);
    state.reload();
  }

  const choice: Choice = {
    bulk: bulk !== null,
    chosen,
    onChoose: (id, on) =>
      setChosen((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
  };

  return (
    <PageSection title={title}>
      <ReviewFilters path={path} query={query} tabs={tabs} draft={draft} onDraft={onDraft} onGo={go}>
        {filters}
      </ReviewFilters>
      {bulk ? (
        <div className="review-bulk-bar">
          <span role="status">{chosen.size > 0 ? `已选择 ${chosen.size} ${bulk.unit}` : bulk.hint}</span>
          <Button type="primary" size="small" disabled={chosen.size === 0} loading={busy} onClick={() => void passChosen()}>
            {bulk.label}
          </Button>
        </div>
      ) : null}
      <PagedResult state={state} page={query.page} pageSize={ADMIN_REVIEW_PAGE_SIZE} onPageChange={(page) => go({ ...query, page })}>
        {(items) => children(items, choice)}
      </PagedResult>
      <BulkResultDialog result={bulkResult} onClose={() => setBulkResult(null)} />
    </PageSection>
  );
}

/** The choice column's head (only while choosing is offered). */
export function ChoiceHead({ bulk }: { bulk: boolean }) {
  if (!bulk) return null;
  return (
    <th scope="col">
      <span className="bm-visually-hidden">选择</span>
    </th>
  );
}

/** A record's choice cell: a check box where the record may be passed in bulk (`can`), empty elsewhere. */
export function ChoiceCell({ choice, id, name, can }: { choice: Choice; id: number; name: string; can: boolean }) {
  if (!choice.bulk) return null;
  return (
    <td data-label="选择">
      {can ? (
        <input
          type="checkbox"
          className="review-check"
          aria-label={`选择${name}`}
          checked={choice.chosen.has(id)}
          onChange={(event) => choice.onChoose(id, event.target.checked)}
        />
      ) : null}
    </td>
  );
}

/** A record's 审核 (where the caller decides now) or 查看 link to its detail at `to`. */
export function OpenCell({ to, name, canPass }: { to: string; name: string; canPass: boolean }) {
  return (
    <td data-label="操作">
      <Link className={`el-button el-button--small ${canPass ? 'el-button--primary' : 'el-button--default'} review-link`} to={to} aria-label={`${canPass ? '审核' : '查看'}${name}`}>
        {canPass ? '审核' : '查看'}
      </Link>
    </td>
  );
}
