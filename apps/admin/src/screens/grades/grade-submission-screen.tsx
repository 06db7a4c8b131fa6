import { useId, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { ADMIN_GRADE_MESSAGES as M, type AdminGradeSubmissionDetail } from '@badminton/contracts';
import { Link, useSearchParams } from '@badminton/router';
import { Button, confirm, Dialog, PageSection, readRecordId, toast } from '@badminton/ui';
import { RecordPending } from '../review/parts';
import { approveGradeSubmission, downloadAdminSupervisionForm, getAdminGradeSubmission, publishGradeSubmission, rejectGradeSubmission } from './calls';
import { Fact, ReasonField } from './parts';
import { RecordHistory } from './record-history';
import { checkReason, GRADE_SUBMISSIONS_PATH, gradeStatusTone, judgmentText } from './view';
import '../queue.css';
import './grades.css';

/** Saves a file the service hands out at `href` (same origin, `content-disposition: attachment`). */
function saveFile(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The rejection dialog: the reason, required, at most 100 characters with a counter. */
export function ReasonDialog({
  title,
  label,
  visible,
  submitText,
  messages,
  onClose,
  onSubmit,
}: {
  title: string;
  label: string;
  visible: boolean;
  submitText: string;
  messages: { required: string; tooLong: string };
  onClose(): void;
  onSubmit(text: string): Promise<string | null>;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  async function submit() {
    const rule = checkReason(text, messages);
    if (rule) {
      setProblem(rule);
      return;
    }
    setBusy(true);
    const refusal = await onSubmit(text.trim());
    setBusy(false);
    if (refusal) setProblem(refusal);
    else setText('');
  }
  return (
    <Dialog customClass="grade-dialog" title={title} visible={visible} onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        <ReasonField id={id} label={label} value={text} placeholder={messages.required} problem={problem} onChange={setText} onProblem={setProblem} />
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        <Button onClick={() => onClose()}>取消</Button>
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {submitText}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}

function EntriesTable({ detail }: { detail: AdminGradeSubmissionDetail }) {
  const subjects = detail.entries[0]?.subjects.map((s) => s.subject) ?? ['步法移动', '发球', '击球技术', '实战对抗'];
  return (
    <table className="grade-table">
      <caption className="bm-visually-hidden">参测学员成绩</caption>
      <thead>
        <tr>
          <th scope="col">姓名</th>
          <th scope="col">证件号码</th>
          <th scope="col">等级</th>
          {subjects.map((subject, i) => (
            <th scope="col" key={i}>
              {subject || `科目${i + 1}`}
            </th>
          ))}
          <th scope="col">评定</th>
          <th scope="col">证书编号</th>
        </tr>
      </thead>
      <tbody>
        {detail.entries.map((entry) => (
          <tr key={entry.application_id}>
            <td data-label="姓名">{entry.athlete_name}</td>
            <td data-label="证件号码">{entry.certificates_number}</td>
            <td data-label="等级">{entry.gradeName}</td>
            {entry.subjects.map((s, i) => (
              <td key={s.sort} data-label={subjects[i] || `科目${i + 1}`}>
                {s.score === null ? '—' : s.score.toFixed(1)}
              </td>
            ))}
            <td data-label="评定">
              <span className={entry.score_judgment === 1 ? 'grade-table__pass' : entry.score_judgment === 2 ? 'grade-table__fail' : undefined}>{judgmentText(entry.score_judgment)}</span>
            </td>
            <td data-label="证书编号">{entry.certificate_number ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Decisions({ detail, onDone }: { detail: AdminGradeSubmissionDetail; onDone(): void }) {
  const [busy, setBusy] = useState<'approve' | 'publish' | null>(null);
  const [rejecting, setRejecting] = useState(false);
  if (!detail.can_approve && !detail.can_publish && !detail.can_reject) return null;

  async function approve() {
    if (!(await confirm(`确定审核通过“${detail.test_class_title}”的成绩吗？通过后将报送中羽协发布。`, '审核通过'))) return;
    setBusy('approve');
    const outcome = await settle(api().call(approveGradeSubmission, { id: detail.id }));
    setBusy(null);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
    } else toast.success(M.approved);
    onDone();
  }

  async function publish() {
    const message = `确定发布“${detail.test_class_title}”的成绩吗？发布后运动员即可查看成绩，合格的 ${detail.pass_count} 人将获发证书，此操作不可撤销。`;
    if (!(await confirm(message, '发布成绩'))) return;
    setBusy('publish');
    const outcome = await settle(api().call(publishGradeSubmission, { id: detail.id }));
    setBusy(null);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
    } else toast.success(`${M.published}，已发放证书 ${outcome.result.certificates} 张`);
    onDone();
  }

  return (
    <section className="grade-actions" aria-label="审核操作">
      {detail.can_approve ? (
        <Button type="primary" loading={busy === 'approve'} onClick={() => void approve()}>
          审核通过
        </Button>
      ) : null}
      {detail.can_publish ? (
        <Button type="primary" loading={busy === 'publish'} onClick={() => void publish()}>
          发布成绩
        </Button>
      ) : null}
      {detail.can_reject ? <Button onClick={() => setRejecting(true)}>驳回</Button> : null}
      <p className="grade-actions__note">
        {detail.can_publish ? '发布后：运动员可查看成绩并在7天内申诉，合格者获发电子证书，证书可在证书查询中查到。' : '驳回后机构可在查看报名中看到驳回理由，修改后重新提交。'}
      </p>
      <ReasonDialog
        title="驳回成绩"
        label="驳回理由"
        submitText="驳回"
        visible={rejecting}
        messages={{ required: M.reasonRequired, tooLong: M.reasonTooLong }}
        onClose={() => setRejecting(false)}
        onSubmit={async (reason) => {
          const outcome = await settle(api().call(rejectGradeSubmission, { id: detail.id, reason }));
          if (!outcome.ok) return outcome.reported ? null : outcome.errorMsg;
          toast.success(M.rejected);
          setRejecting(false);
          onDone();
          return null;
        }}
      />
    </section>
  );
}

function Detail({ detail, onDone }: { detail: AdminGradeSubmissionDetail; onDone(): void }) {
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    const outcome = await settle(api().call(downloadAdminSupervisionForm, { id: detail.id }));
    setDownloading(false);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
      return;
    }
    saveFile(outcome.result.file_path, outcome.result.file_name);
  }
  return (
    <div className="grade-detail">
      <dl className="grade-facts">
        <Fact label="测试班">{detail.test_class_title}</Fact>
        <Fact label="测试机构">{detail.institution_name || '—'}</Fact>
        <Fact label="测试地点">{`${detail.province_name}${detail.city_name}${detail.district_name} ${detail.detailed_address}`}</Fact>
        <Fact label="测试时间">{`${detail.test_start_time.slice(0, 16)} 至 ${detail.test_end_time.slice(0, 16)}`}</Fact>
        <Fact label="联系人">{`${detail.contact} ${detail.contact_number}`}</Fact>
        <Fact label="成绩状态">
          <span className={`grade-status grade-status--${gradeStatusTone(detail.grade_submission_status)}`}>{detail.grade_submission_status_name}</span>
          {detail.grade_submission_status === 2 && detail.grade_submission_msg ? `（驳回理由：${detail.grade_submission_msg}）` : ''}
          
        </Fact>
        <Fact label="参测/合格">{`${detail.entry_count} 人 / ${detail.pass_count} 人`}</Fact>
        <Fact label="发布时间">{detail.scores_published_at ?? '未发布'}</Fact>
      </dl>
      <Decisions detail={detail} onDone={onDone} />
      <section aria-labelledby="grade-entries-title">
        <h3 id="grade-entries-title">参测学员成绩（四科均 ≥ 60 分为合格）</h3>
        {detail.entries.length ? <EntriesTable detail={detail} /> : <p>暂无参测学员</p>}
      </section>
      <section aria-labelledby="grade-form-title">
        <h3 id="grade-form-title">考评员监督表</h3>
        {detail.supervision_form ? (
          <p>
            {`${detail.supervision_form.file_name}（${detail.supervision_form.uploader_name || '考评组长'} 于 ${detail.supervision_form.uploaded_at} 上传）`}{' '}
            <Button size="small" loading={downloading} onClick={() => void download()}>
              下载监督表
            </Button>
          </p>
        ) : (
          <p>考评组长尚未上传监督表</p>
        )}
      </section>
      <section aria-labelledby="grade-videos-title">
        <h3 id="grade-videos-title">测试视频</h3>
        {detail.videos.length ? (
          <ul className="grade-list">
            {detail.videos.map((video) => (
              <li key={video.id}>
                <a href={video.video_url} target="_blank" rel="noopener noreferrer">
                  {video.video_url}
                </a>
                <span className="grade-table__sub">{`保存于 ${video.created_at}`}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>机构尚未上传测试视频</p>
        )}
      </section>
      <RecordHistory rows={detail.history} workflow="gradeSubmission" />
    </div>
  );
}

/**
 * /personal/review/gradeSubmission?id= (issue 26, decision 0068): one class's submitted grades — every tested athlete
 * with the four subject scores and the judgment of the one pass rule, the evaluators' supervision form, the videos and
 * the history — and the decisions the caller may make: 审核通过 (provincial reviewer), 发布成绩 (national
 * administrator, after a confirmation), 驳回 with a reason (both).
 */
export default function GradeSubmissionScreen() {
  const [params] = useSearchParams();
  const id = readRecordId(params);
  const state = useCall(getAdminGradeSubmission, { id: id ?? 0 }, { skip: id === null });
  const body = state.result && id !== null ? <Detail detail={state.result} onDone={state.reload} /> : <RecordPending state={state} hasId={id !== null} />;
  return (
    <PageSection
      title="成绩审核详情"
      extra={
        <Link className="el-button el-button--default" to={GRADE_SUBMISSIONS_PATH}>
          返回列表
        </Link>
      }
    >
      {body}
    </PageSection>
  );
}
