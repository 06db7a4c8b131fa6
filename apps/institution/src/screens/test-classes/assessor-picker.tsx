import { useEffect, useId, useState } from 'react';
import { useCall } from '@badminton/api-client/react';
import { ASSESSOR_PICKER_PAGE_SIZE, type AssessorItem, evaluatorRankLabel } from '@badminton/contracts';
import { RegionCascade, type RegionValue } from '@badminton/pickers';
import { Button, Dialog, EmptyState, ErrorState, Input, Pager, PageLoading } from '@badminton/ui';
import { loadRegions, searchAssessors } from './calls';

export interface PickedAssessor {
  id: number;
  name: string;
}

export interface AssessorPickerProps {
  /** The level being picked (1–3), or null when closed. */
  level: 1 | 2 | 3 | null;
  onClose(): void;
  /** A pick: the message to show (已经选择了{name}) or null when taken. */
  onPick(assessor: PickedAssessor): string | null;
}

interface Filters {
  region: RegionValue;
  keyword: string;
}

const EMPTY_FILTERS: Filters = { region: {}, keyword: '' };

/**
 * The assessor picker (req: institution.md#evaluator-picker; decision 0059): evaluators of one level who may assess, by
 * province / city / district and a name keyword, 5 per page; 60 % wide, 90 % below 769 px (test-classes.css). A second
 * pick of someone already chosen in the level says 已经选择了{name}.
 */
export function AssessorPicker({ level, onClose, onPick }: AssessorPickerProps) {
  const id = useId();
  const [draft, setDraft] = useState<Filters>(EMPTY_FILTERS);
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (level !== null) {
      setDraft(EMPTY_FILTERS);
      setFilters(EMPTY_FILTERS);
      setPage(1);
      setNotice('');
    }
  }, [level]);

  const state = useCall(
    searchAssessors,
    {
      evaluator_rank: level ?? 1,
      page,
      limit: ASSESSOR_PICKER_PAGE_SIZE,
      ProvinceId: filters.region.provinceId,
      CityId: filters.region.cityId,
      DistrictId: filters.region.districtId,
      keyword: filters.keyword.trim() || undefined,
    },
    { skip: level === null },
  );

  function search() {
    setFilters(draft);
    setPage(1);
    setNotice('');
  }

  function pick(item: AssessorItem) {
    const refused = onPick({ id: item.id, name: item.name });
    setNotice(refused ?? `已选择${item.name}`);
  }

  let body;
  // While a search is in flight its previous rows (another level, another page) are not offered.
  if (state.loading) body = <PageLoading />;
  else if (state.errorMsg && !state.result) body = <ErrorState text={state.errorMsg} onRetry={state.retryable ? state.reload : undefined} />;
  else if (!state.result || state.result.items.length === 0) body = <EmptyState text="暂无符合条件的考评员" />;
  else
    body = (
      <>
        <table className="assessor-table">
          <caption className="bm-visually-hidden">{`${evaluatorRankLabel(level ?? 1)}列表`}</caption>
          <thead>
            <tr>
              <th scope="col">姓名</th>
              <th scope="col">级别</th>
              <th scope="col">手机号</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {state.result.items.map((item) => (
              <tr key={item.id}>
                <td data-label="姓名">{item.name}</td>
                <td data-label="级别">{item.evaluator_rank_name}</td>
                <td data-label="手机号">{item.mobile}</td>
                <td data-label="操作">
                  <Button size="small" type="primary" onClick={() => pick(item)}>
                    选择<span className="bm-visually-hidden">{item.name}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager total={state.result.totalCount} pageSize={ASSESSOR_PICKER_PAGE_SIZE} page={page} onChange={setPage} />
      </>
    );

  return (
    <Dialog
      customClass="assessor-dialog"
      title={level === null ? '选择考评员' : `选择${evaluatorRankLabel(level)}`}
      visible={level !== null}
      onCancel={onClose}
      lockScroll={false}
    >
      <Dialog.Body>
        <form
          className="assessor-filters"
          role="search"
          aria-label="筛选考评员"
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
        >
          <RegionCascade value={draft.region} loadRegions={loadRegions} onChange={(region) => setDraft((d) => ({ ...d, region }))} className="assessor-filters__region" />
          <Input
            className="assessor-filters__keyword"
            value={draft.keyword}
            placeholder="考评员姓名"
            aria-label="考评员姓名"
            maxLength={20}
            onChange={(value) => setDraft((d) => ({ ...d, keyword: String(value) }))}
          />
          <Button type="primary" nativeType="submit">
            搜索
          </Button>
        </form>
        <p id={`${id}-notice`} className="assessor-notice" role="status" aria-live="polite">
          {notice}
        </p>
        {body}
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onClose}>完成</Button>
      </Dialog.Footer>
    </Dialog>
  );
}
