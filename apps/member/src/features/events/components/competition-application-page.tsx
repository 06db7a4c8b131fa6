import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { autoApplyEvent, EVENT_APPLICATION_INTRO, type EventResultItem, getEventApplyList, getEventList, gradeLabel, manualApplyEvent } from '@badminton/contracts';
import { Button, EmptyState, ErrorState, Form, PageLoading, PageSection, Pager, Radio, Select, toast } from '@badminton/ui';
import {
  AUTO_PAGE_SIZE,
  autoListLimit,
  autoRowsShown,
  checkManualForm,
  checkProofFile,
  EVENT_APPLY_FAILED,
  EVENT_APPLY_SUCCESS,
  MANUAL_GRADES,
  PAGER_ABOVE,
  PROOF_ACCEPT,
} from '../utils/event-rules';
import '../events.css';

function ResultCard({ item, busy, onApply }: { item: EventResultItem; busy: boolean; onApply: (item: EventResultItem) => void }) {
  return (
    <li className="event-card">
      <div className="event-card__main">
        <h3 className="event-card__title">{item.event_name}</h3>
        <p className="event-card__meta">
          {item.event_type} · {item.organizer} · {item.start_date} 至 {item.end_date}
        </p>
        <p className="event-card__meta">
          成绩：{item.placing} · 可申请等级：<strong>{item.gradeName}</strong> · 申请截止：{item.apply_end_time}
        </p>
      </div>
      <Button type="primary" size="small" loading={busy} onClick={() => onApply(item)} aria-label={`申请${item.event_name}${item.gradeName}`}>
        申请
      </Button>
    </li>
  );
}

/** The automatic applications: the athlete's results in open events, 5 per page with the pager above 10. */
function AutoApplyList({ onApplied, onSettled }: { onApplied: () => void; onSettled: () => void }) {
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const { loading, result, errorMsg, reload } = useCall(getEventApplyList, { page, limit: autoListLimit(page) });
  const settled = !loading || result !== null || errorMsg !== '';
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  async function apply(item: EventResultItem) {
    setBusy(item.id);
    const outcome = await settle(api().call(autoApplyEvent, { event_id: item.event_id, apply_grade: item.apply_grade }));
    setBusy(null);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg ? `${EVENT_APPLY_FAILED}：${outcome.errorMsg}` : EVENT_APPLY_FAILED);
      return;
    }
    toast.success(EVENT_APPLY_SUCCESS);
    onApplied();
  }
  if (loading && !result) return <PageLoading />;
  if (errorMsg && !result) return <ErrorState text={errorMsg} onRetry={reload} />;
  const total = result?.totalCount ?? 0;
  const rows = autoRowsShown(result?.items ?? [], total);
  if (rows.length === 0) return <EmptyState text="暂无可申请的赛事等级" />;
  return (
    <>
      <ul className="event-list" aria-label="可申请的赛事等级">
        {rows.map((item) => (
          <ResultCard key={item.id} item={item} busy={busy === item.id} onApply={(chosen) => void apply(chosen)} />
        ))}
      </ul>
      <Pager total={total} pageSize={AUTO_PAGE_SIZE} page={page} onChange={setPage} showAbove={PAGER_ABOVE} />
    </>
  );
}

/** The manual application: an open event, a grade of 4/5/6 (up to the event's max), a JPG/PNG proof under 4 MB. */
function ManualApplyForm({ onApplied }: { onApplied: () => void }) {
  const events = useCall(getEventList, {});
  const [eventId, setEventId] = useState<number | null>(null);
  const [grade, setGrade] = useState<number | null>(null);
  const [proof, setProof] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const chosen = events.result?.items.find((event) => event.id === eventId) ?? null;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const refused = checkProofFile(file);
    if (refused) {
      setProblem(refused);
      toast.error(refused);
      return;
    }
    setProblem('');
    setProof(file);
  }

  async function submit() {
    const refused = checkManualForm({ eventId, grade, proof });
    if (refused || !eventId || !grade || !proof) {
      setProblem(refused ?? EVENT_APPLY_FAILED);
      toast.error(refused ?? EVENT_APPLY_FAILED);
      return;
    }
    setBusy(true);
    const outcome = await settle(api().call(manualApplyEvent, { event_id: eventId, apply_grade: grade, athletes_photo: proof } as never));
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.reported) return;
      setProblem(outcome.errorMsg || EVENT_APPLY_FAILED);
      toast.error(outcome.errorMsg ? `${EVENT_APPLY_FAILED}：${outcome.errorMsg}` : EVENT_APPLY_FAILED);
      return;
    }
    toast.success(EVENT_APPLY_SUCCESS);
    setEventId(null);
    setGrade(null);
    setProof(null);
    setProblem('');
    onApplied();
  }

  return (
    <Form className="event-manual" labelWidth="90" labelPosition="right" onSubmit={(e) => e.preventDefault()}>
      <Form.Item label="赛事" required>
        <Select
          value={eventId ?? ''}
          placeholder={events.loading ? '加载中…' : '请选择赛事'}
          onChange={(value: number) => {
            setEventId(Number(value) || null);
            setGrade(null);
            setProblem('');
          }}
        >
          {(events.result?.items ?? []).map((event) => (
            <Select.Option key={event.id} value={event.id} label={`${event.name}（${event.event_type}）`} />
          ))}
        </Select>
        {/* A select's box shows one line: on a phone a long event name is cut, so the chosen one is written out whole. */}
        {chosen ? (
          <p className="event-manual__chosen" aria-live="polite">
            已选：{chosen.name}（{chosen.event_type}）
          </p>
        ) : null}
      </Form.Item>
      <Form.Item label="申请等级" required>
        <Radio.Group value={grade ?? undefined} onChange={(value: number) => setGrade(Number(value))}>
          {MANUAL_GRADES.map((code) => (
            <Radio key={code} value={code} disabled={chosen !== null && !chosen.grades.includes(code)}>
              {gradeLabel(code)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item label="证明图片" required>
        <div className="event-proof">
          <input ref={fileInput} className="bm-visually-hidden" type="file" accept={PROOF_ACCEPT} aria-label="上传证明图片" onChange={pick} />
          <button type="button" className="bm-upload-button" onClick={() => fileInput.current?.click()}>
            {proof ? '更换图片' : '上传图片'}
          </button>
          <span className="event-proof__name">{proof ? proof.name : '未选择图片'}</span>
          <span className="bm-form-tip">支持 JPG/PNG 格式，大小不超过 4MB（比赛成绩证明、获奖证书等）</span>
        </div>
      </Form.Item>
      <p className="event-manual__problem" role="alert">
        {problem}
      </p>
      <Form.Item>
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          提交申请
        </Button>
      </Form.Item>
    </Form>
  );
}

/** /personal/competitionApplication (req: 001 §3, §5, §7–§9): the automatic list and the manual application. */
export default function CompetitionApplicationPage() {
  const [version, setVersion] = useState(0);
  // The manual section comes once the list above has its first answer: drawn under the list's loading placeholder, it
  // was pushed down by the list's real height (a layout shift of 0.14 on a phone).
  const [listSettled, setListSettled] = useState(false);
  const markListSettled = useCallback(() => setListSettled(true), []);
  return (
    <>
      <PageSection title="赛事等级申请">
        <p className="event-intro">{EVENT_APPLICATION_INTRO}</p>
        <AutoApplyList key={version} onApplied={() => setVersion((v) => v + 1)} onSettled={markListSettled} />
      </PageSection>
      {listSettled && (
        <PageSection title="手动申请">
          <p className="event-intro">未在上方列出的赛事成绩，可上传证明图片手动申请（仅可申请四级、五级、六级）。</p>
          <ManualApplyForm onApplied={() => setVersion((v) => v + 1)} />
        </PageSection>
      )}
    </>
  );
}
