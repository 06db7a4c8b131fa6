import { api } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { ADMIN_EVENT_MESSAGES as M, ADMIN_EVENT_REASON_MAX, type AdminEventApplyDetail, gradeLabel, type RemoteAppProps, Role } from '@badminton/contracts';
import { Link, useSearchParams } from '@badminton/router';
import { useSession } from '@badminton/session';
import { PageSection, readRecordId } from '@badminton/ui';
import { DecisionDialog, DecisionHead, Field, Figure, HistoryTable, RecordPending, send, useDecision } from '../review/parts';
import { getAdminEvent, passAdminEvent, rejectAdminEvent } from './calls';
import { EVENT_APPLICATIONS_PATH } from './paths';
import { applyWayLabel } from './view';
import '../queue.css';
import '../review/review.css';

function Application({ detail, fileHost }: { detail: AdminEventApplyDetail; fileHost: string }) {
  const { athlete, event } = detail;
  const dates = event.start_date && event.end_date && event.start_date !== event.end_date ? `${event.start_date} 至 ${event.end_date}` : event.start_date;
  return (
    <>
      <section className="review-section" aria-labelledby="e-athlete">
        <h2 id="e-athlete">运动员信息</h2>
        <dl className="review-fields">
          <Field label="姓名">{athlete.name}</Field>
          <Field label="证件号码">{athlete.certificates_number}</Field>
          <Field label="手机号">{athlete.mobile}</Field>
          <Field label="所在地区">{`${detail.province_name}${athlete.city_name}`}</Field>
        </dl>
      </section>
      <section className="review-section" aria-labelledby="e-event">
        <h2 id="e-event">赛事信息</h2>
        <dl className="review-fields">
          <Field label="赛事名称">{detail.event_name}</Field>
          <Field label="赛事类型">{detail.event_type}</Field>
          <Field label="主办单位">{event.organizer}</Field>
          <Field label="比赛日期">{dates}</Field>
          <Field label="可认定最高等级">{gradeLabel(event.max_grade)}</Field>
        </dl>
      </section>
      <section className="review-section" aria-labelledby="e-application">
        <h2 id="e-application">申请内容</h2>
        <dl className="review-fields">
          <Field label="申请等级">{detail.gradeName}</Field>
          <Field label="申请方式">{applyWayLabel(detail.apply_way)}</Field>
          <Field label="申请时间">{detail.apply_time}</Field>
          {detail.placing !== null || !detail.proof_path ? <Field label="赛事成绩">{detail.placing}</Field> : null}
          <Field label="审核意见">
            <span className="review-text">{detail.approval_comments}</span>
          </Field>
          <Field label="审核时间">{detail.reviewed_at}</Field>
        </dl>
        {detail.proof_path ? (
          <div className="review-figures">
            <Figure src={detail.proof_path} caption="证明材料" fileHost={fileHost} />
          </div>
        ) : null}
      </section>
    </>
  );
}

/**
 * /personal/review/eventApplication?id (issue 26 item 6; decision 0072): an athlete's event-level application — the
 * athlete with the full ID number (reviewers only), the event, the placing of an automatic application or the proof
 * image of a manual one — and its history. The national administrator decides an awaiting one: 审核通过 (an optional
 * comment) or 驳回 (a reason, required), each at most 200 characters, after its confirmation, with the service's
 * refusal shown in the dialog. Only the decisions the answer allows are offered; the provincial reviewer reads only.
 */
export default function EventApplicationDetailScreen({ fileHost }: RemoteAppProps) {
  const role = useSession((s) => s.role);
  const [params] = useSearchParams();
  const id = readRecordId(params);
  const state = useCall(getAdminEvent, { id: id ?? 0 }, { skip: id === null });
  const [decision, setDecision, done] = useDecision(state.reload);
  const detail = state.result;
  const national = role === Role.NationalAdministrator;

  const body = detail ? (
    <>
      <DecisionHead
        status={detail.apply_status_name}
        passLabel="审核通过"
        canPass={national && detail.actions.can_pass}
        canReject={national && detail.actions.can_reject}
        onDecide={setDecision}
        idle={detail.apply_status === 0 && !national ? M.nationalOnly : '无需审核'}
      />
      <Application detail={detail} fileHost={fileHost} />
      <section className="review-section" aria-labelledby="e-history">
        <h2 id="e-history">审核记录</h2>
        <HistoryTable rows={detail.history} caption="审核记录" />
      </section>
      <DecisionDialog
        decision={decision}
        subject={`${detail.athlete_name} · ${detail.event_name} · ${detail.gradeName}`}
        applicant="运动员"
        reasonMax={ADMIN_EVENT_REASON_MAX}
        passLabel="审核通过"
        validity={null}
        onClose={() => setDecision(null)}
        onSubmit={(chosen, values) =>
          chosen === 'pass'
            ? send(api().call(passAdminEvent, { id: detail.id, approval_comments: values.reason }))
            : send(api().call(rejectAdminEvent, { id: detail.id, reason: values.reason }))
        }
        onDone={done}
      />
    </>
  ) : (
    <RecordPending state={state} hasId={id !== null} />
  );

  return (
    <PageSection title="赛事等级审核详情">
      <p className="review-back">
        <Link to={EVENT_APPLICATIONS_PATH}>返回赛事等级审核列表</Link>
      </p>
      {body}
    </PageSection>
  );
}
