import { useEffect, useId, useState } from 'react';
import { api } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { ADMIN_ASSESSOR_PAGE_SIZE, type AdminAssessor, evaluatorRankLabel } from '@badminton/contracts';
import { RegionCascade, type RegionValue } from '@badminton/pickers';
import { checkAssessorMinimum, checkDuplicateAssessor } from '@badminton/validation';
import { Button, Dialog, EmptyState, ErrorState, Input, Pager, PageLoading, toast } from '@badminton/ui';
import { loadRegions, searchAdminAssessors, setAdminTestClassAssessors } from './calls';
import { send } from './parts';
import { textLength } from './query';

type Level = 1 | 2 | 3;
const LEVELS: readonly Level[] = [1, 2, 3];
interface Picked {
  id: number;
  name: string;
}
type Crew = Record<Level, Picked[]>;

function crewOf(assessors: readonly AdminAssessor[]): Crew {
  const crew: Crew = { 1: [], 2: [], 3: [] };
  for (const a of assessors) if (a.level === 1 || a.level === 2 || a.level === 3) crew[a.level].push({ id: a.id, name: a.name });
  return crew;
}

/** The evaluator picker: evaluators who may assess at one level, by province, city and name, 5 per page. */
function Picker({ level, onClose, onPick }: { level: Level | null; onClose(): void; onPick(picked: Picked): string | null }) {
  const id = useId();
  const [draft, setDraft] = useState<{ region: RegionValue; keyword: string }>({ region: {}, keyword: '' });
  const [filters, setFilters] = useState(draft);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (level === null) return;
    setDraft({ region: {}, keyword: '' });
    setFilters({ region: {}, keyword: '' });
    setPage(1);
    setNotice('');
  }, [level]);
  const state = useCall(
    searchAdminAssessors,
    {
      evaluator_rank: level ?? 1,
      page,
      limit: ADMIN_ASSESSOR_PAGE_SIZE,
      ProvinceId: filters.region.provinceId,
      CityId: filters.region.cityId,
      keyword: filters.keyword.trim() || undefined,
    },
    { skip: level === null },
  );
  let body;
  if (state.loading) body = <PageLoading />;
  else if (state.errorMsg && !state.result) body = <ErrorState text={state.errorMsg} onRetry={state.retryable ? state.reload : undefined} />;
  else if (!state.result || state.result.items.length === 0) body = <EmptyState text="暂无符合条件的考评员" />;
  else
    body = (
      <>
        <table className="review-table">
          <caption className="bm-visually-hidden">{`${evaluatorRankLabel(level ?? 1)}列表`}</caption>
          <thead>
            <tr>
              <th scope="col">姓名</th>
              <th scope="col">地区</th>
              <th scope="col">手机号</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {state.result.items.map((item) => (
              <tr key={item.id}>
                <td data-label="姓名">{item.name}</td>
                <td data-label="地区">{item.region || '—'}</td>
                <td data-label="手机号">{item.mobile}</td>
                <td data-label="操作">
                  <Button size="small" type="primary" onClick={() => setNotice(onPick({ id: item.id, name: item.name }) ?? `已选择${item.name}`)}>
                    选择<span className="bm-visually-hidden">{item.name}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager total={state.result.totalCount} pageSize={ADMIN_ASSESSOR_PAGE_SIZE} page={page} onChange={setPage} />
      </>
    );
  return (
    <Dialog customClass="review-dialog review-picker" title={level === null ? '选择考评员' : `选择${evaluatorRankLabel(level)}`} visible={level !== null} onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        <form
          className="review-picker__filters"
          role="search"
          aria-label="筛选考评员"
          onSubmit={(event) => {
            event.preventDefault();
            setFilters(draft);
            setPage(1);
            setNotice('');
          }}
        >
          <RegionCascade levels={2} value={draft.region} loadRegions={loadRegions} onChange={(region) => setDraft((d) => ({ ...d, region }))} />
          <Input value={draft.keyword} placeholder="考评员姓名" aria-label="考评员姓名" maxLength={20} onChange={(value) => setDraft((d) => ({ ...d, keyword: String(value) }))} />
          <Button type="primary" nativeType="submit">
            搜索
          </Button>
        </form>
        <p id={`${id}-notice`} className="review-notice" role="status" aria-live="polite">
          {notice}
        </p>
        {body}
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        <Button onClick={onClose}>完成</Button>
      </Dialog.Footer>
    </Dialog>
  );
}

export interface AssessorEditorProps {
  classId: number;
  grades: readonly number[];
  assessors: readonly AdminAssessor[];
  onCancel(): void;
  onSaved(): void;
}

/**
 * The reviewer's assessor assignment (decision 0067): per level the chosen evaluators (remove; 添加 opens the picker of
 * evaluators who may assess at that level), the leader among them, the same minimum as the institution's form (shown as
 * it changes, checked again by the service), and a note for the record. Saving writes one audited change.
 */
export function AssessorEditor({ classId, grades, assessors, onCancel, onSaved }: AssessorEditorProps) {
  const id = useId();
  const [crew, setCrew] = useState<Crew>(() => crewOf(assessors));
  const [leader, setLeader] = useState<number | null>(() => assessors.find((a) => a.is_leader)?.id ?? null);
  const [reason, setReason] = useState('');
  const [picking, setPicking] = useState<Level | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const everyone = LEVELS.flatMap((level) => crew[level]);
  const short = checkAssessorMinimum(grades, { 1: crew[1].length, 2: crew[2].length, 3: crew[3].length });

  function pick(level: Level, picked: Picked): string | null {
    const duplicate = checkDuplicateAssessor(crew[level], picked);
    if (duplicate) return duplicate;
    if (everyone.some((member) => member.id === picked.id)) return `${picked.name}已在其他级别中`;
    setCrew((current) => ({ ...current, [level]: [...current[level], picked] }));
    setProblem('');
    return null;
  }

  function remove(level: Level, member: Picked) {
    setCrew((current) => ({ ...current, [level]: current[level].filter((m) => m.id !== member.id) }));
    if (leader === member.id) setLeader(null);
  }

  async function save() {
    if (short) return setProblem(short);
    if (leader === null || !everyone.some((member) => member.id === leader)) return setProblem('请设置考评组组长');
    if (textLength(reason) > 200) return setProblem('调整说明不能超过200个字');
    setBusy(true);
    const outcome = await send(
      api().call(setAdminTestClassAssessors, {
        id: classId,
        grade_one_examiner: crew[1].map((m) => m.id),
        grade_two_examiner: crew[2].map((m) => m.id),
        grade_three_examiner: crew[3].map((m) => m.id),
        leader,
        reason: reason.trim(),
      }),
    );
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) setProblem(outcome.errorMsg);
      return;
    }
    toast.success('考评员已保存');
    onSaved();
  }

  return (
    <div className="review-editor" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>调整考评员与组长</h3>
      {LEVELS.map((level) => (
        <fieldset key={level} className="review-editor__level">
          <legend>{evaluatorRankLabel(level)}</legend>
          {crew[level].length === 0 ? <p className="review-muted">未选择</p> : null}
          <ul className="review-editor__chosen">
            {crew[level].map((member) => (
              <li key={member.id}>
                <span>{member.name}</span>
                <label className="review-editor__leader">
                  <input type="radio" name={`${id}-leader`} checked={leader === member.id} onChange={() => setLeader(member.id)} />
                  组长
                </label>
                <Button size="small" onClick={() => remove(level, member)}>
                  移除<span className="bm-visually-hidden">{member.name}</span>
                </Button>
              </li>
            ))}
          </ul>
          <Button size="small" onClick={() => setPicking(level)}>
            {`添加${evaluatorRankLabel(level)}`}
          </Button>
        </fieldset>
      ))}
      <p className={short ? 'review-warning' : 'review-muted'} aria-live="polite">
        {short ?? '考评员人数满足本测试班的要求'}
      </p>
      <label className="review-dialog__label" htmlFor={`${id}-reason`}>
        调整说明（选填）
      </label>
      <Input id={`${id}-reason`} value={reason} maxLength={200} onChange={(value) => setReason(String(value))} />
      <p className="review-problem" role="alert">
        {problem}
      </p>
      <div className="review-actions">
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" loading={busy} onClick={() => void save()}>
          保存考评员
        </Button>
      </div>
      <Picker level={picking} onClose={() => setPicking(null)} onPick={(picked) => (picking === null ? null : pick(picking, picked))} />
    </div>
  );
}
