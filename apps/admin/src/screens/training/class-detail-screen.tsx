import { useState } from 'react';
import { api } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { type AdminTrainee, type AdminTrainingDetail, type RemoteAppProps, Role, TRAINING_TYPE_LABELS } from '@badminton/contracts';
import { Link, useSearchParams } from '@badminton/router';
import { useSession } from '@badminton/session';
import { Button, confirm, PageSection, readRecordId, resolveFileUrl, SafeHtml, toast } from '@badminton/ui';
import { Field, RecordPending, send } from '../review/parts';
import { getAdminTraining, setAdminTrainingStop } from './calls';
import { TRAINING_CLASS_EDIT_PATH, TRAINING_CLASSES_PATH } from './paths';
import { ResultDialog } from './result-dialog';
import { span, stageClass, yuanOf } from './view';
import '../queue.css';
import '../review/review.css';
import '../content/content.css';
import './training.css';

function reviewClass(review: number): string {
  if (review === 1) return 'review-status review-status--done';
  if (review === 2) return 'review-status review-status--rejected';
  return 'review-status review-status--pending';
}

function ClassInfo({ detail, fileHost }: { detail: AdminTrainingDetail; fileHost: string }) {
  return (
    <>
      <section className="review-section" aria-labelledby="t-info">
        <h2 id="t-info">基本信息</h2>
        <dl className="review-fields">
          <Field label="培训班名称">{detail.name}</Field>
          <Field label="培训类型">{TRAINING_TYPE_LABELS[detail.trainType]}</Field>
          <Field label="培训等级">{detail.gradeName}</Field>
          <Field label="培训地点">{`${detail.provinceName}${detail.cityName}${detail.districtName} ${detail.detail_addr}`}</Field>
          <Field label="报名时间">{span(detail.apply_start_time, detail.apply_end_time)}</Field>
          <Field label="开班时间">{span(detail.opening_class_start_time, detail.opening_class_end_time)}</Field>
          <Field label="考核时间">{span(detail.assessment_start_time, detail.assessment_end_time)}</Field>
          <Field label="费用">{detail.fees.map((fee) => `${fee.fee_name} ${yuanOf(fee.fee_fen)} 元`).join('；')}</Field>
          <Field label="资质选项">{detail.aptitude.join('、')}</Field>
          <Field label="附件">
            {detail.file_path ? (
              <a href={resolveFileUrl(detail.file_path, fileHost)} target="_blank" rel="noreferrer">
                查看附件
              </a>
            ) : null}
          </Field>
        </dl>
      </section>
      <section className="review-section" aria-labelledby="t-contents">
        <h2 id="t-contents">考核内容</h2>
        <table className="review-table">
          <caption className="bm-visually-hidden">考核内容</caption>
          <thead>
            <tr>
              <th scope="col">序号</th>
              <th scope="col">培训及考核内容</th>
              <th scope="col">考核方式</th>
            </tr>
          </thead>
          <tbody>
            {detail.contents.map((item) => (
              <tr key={item.id}>
                <td data-label="序号">{item.sort}</td>
                <td data-label="培训及考核内容">{item.content}</td>
                <td data-label="考核方式">{item.assessment_method}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="review-section" aria-labelledby="t-notice">
        <h2 id="t-notice">{`培训须知：${detail.notice_title}`}</h2>
        <SafeHtml html={detail.notice_content} fileHost={fileHost} />
      </section>
    </>
  );
}

function Trainees({ detail, onRecord }: { detail: AdminTrainingDetail; onRecord(trainee: AdminTrainee): void }) {
  if (detail.trainees.length === 0) return <p className="review-muted">暂无考评员报名</p>;
  return (
    <table className="review-table">
      <caption className="bm-visually-hidden">报名考评员</caption>
      <thead>
        <tr>
          <th scope="col">考评员</th>
          <th scope="col">报名类型</th>
          <th scope="col">缴费状态</th>
          <th scope="col">成绩</th>
          <th scope="col">考核结果</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {detail.trainees.map((trainee) => (
          <tr key={trainee.record_id}>
            <td data-label="考评员">
              <span className="review-title">{trainee.name || '（未填写姓名）'}</span>
              <span className="review-muted review-block">{[trainee.mobile, trainee.certificates_number].filter(Boolean).join(' · ')}</span>
            </td>
            <td data-label="报名类型">
              {trainee.fee_name}
              {trainee.aptitude ? <span className="review-muted review-block">{trainee.aptitude}</span> : null}
            </td>
            <td data-label="缴费状态">
              {trainee.payment_status_name}
              {trainee.order_sn ? <span className="review-muted review-block">{trainee.order_sn}</span> : null}
            </td>
            <td data-label="成绩">{trainee.scores.length > 0 ? trainee.scores.map((item) => `${item.content} ${item.score}`).join('；') : '—'}</td>
            <td data-label="考核结果">
              <span className={reviewClass(trainee.performance_review)}>{trainee.performance_review_name}</span>
              {trainee.completed_on ? <span className="review-muted review-block">{`结业 ${trainee.completed_on}`}</span> : null}
            </td>
            <td data-label="操作">
              {trainee.can_record ? (
                <Button size="small" type={trainee.performance_review === 0 ? 'primary' : undefined} onClick={() => onRecord(trainee)}>
                  {trainee.performance_review === 0 ? '录入成绩' : '修改成绩'}
                  <span className="bm-visually-hidden"> {trainee.name}</span>
                </Button>
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /personal/training/class?id (issue 26 item 6; decision 0074): a training class as the evaluators see it — times,
 * place, fees, contents, the notice — with its enrolled evaluators, their payment and results. The national
 * administrator edits it (while its sign-up has not opened or nobody signed up), stops or resumes its sign-up (after a
 * confirmation) and, once the assessment began, records a paid evaluator's result (录入成绩). The provincial reviewer
 * reads only.
 */
export default function TrainingClassDetailScreen({ fileHost }: RemoteAppProps) {
  const role = useSession((s) => s.role);
  const [params] = useSearchParams();
  const id = readRecordId(params);
  const state = useCall(getAdminTraining, { id: id ?? 0 }, { skip: id === null });
  const [recording, setRecording] = useState<AdminTrainee | null>(null);
  const [busy, setBusy] = useState(false);
  const detail = state.result;

  async function toggleStop(stop: boolean) {
    if (!detail) return;
    const words = stop ? `停止“${detail.name}”的报名吗？停止后考评员不能再报名。` : `恢复“${detail.name}”的报名吗？`;
    if (!(await confirm(words, stop ? '停止报名' : '恢复报名'))) return;
    setBusy(true);
    const outcome = await send(api().call(setAdminTrainingStop, { id: detail.id, is_stop: stop }));
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
      return;
    }
    toast.success(stop ? '已停止报名' : '已恢复报名');
    state.reload();
  }

  const body = detail ? (
    <>
      <div className="review-head">
        <p className="review-head__status">
          报名状态：<span className={stageClass(detail.stage)}>{detail.stage_name}</span>
          <span className="review-muted review-block">{`报名 ${detail.enrolled} 人，已缴费 ${detail.paid} 人，已评定 ${detail.reviewed} 人`}</span>
          {role === Role.NationalAdministrator && detail.actions.edit_refusal ? <span className="review-muted review-block">{detail.actions.edit_refusal}</span> : null}
        </p>
        <div className="review-actions">
          {detail.actions.can_edit ? (
            <Link className="el-button el-button--default" to={`${TRAINING_CLASS_EDIT_PATH}?id=${detail.id}`}>
              编辑
            </Link>
          ) : null}
          {detail.actions.can_stop ? (
            <Button type="danger" plain loading={busy} onClick={() => void toggleStop(true)}>
              停止报名
            </Button>
          ) : null}
          {detail.actions.can_resume ? (
            <Button type="primary" loading={busy} onClick={() => void toggleStop(false)}>
              恢复报名
            </Button>
          ) : null}
        </div>
      </div>
      <ClassInfo detail={detail} fileHost={fileHost} />
      <section className="review-section" aria-labelledby="t-trainees">
        <h2 id="t-trainees">报名考评员</h2>
        {detail.actions.can_record ? null : <p className="review-muted">考核开始后，中羽协管理员可为已缴费的考评员录入成绩。</p>}
        <Trainees detail={detail} onRecord={setRecording} />
      </section>
      <ResultDialog
        detail={detail}
        trainee={recording}
        onClose={() => setRecording(null)}
        onDone={() => {
          setRecording(null);
          toast.success('成绩已保存');
          state.reload();
        }}
      />
    </>
  ) : (
    <RecordPending state={state} hasId={id !== null} />
  );

  return (
    <PageSection title="培训班详情">
      <p className="review-back">
        <Link to={TRAINING_CLASSES_PATH}>返回培训班列表</Link>
      </p>
      {body}
    </PageSection>
  );
}
