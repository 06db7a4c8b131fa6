import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from '@badminton/router';
import { useCall } from '@badminton/api-client/react';
import { trainingFeeTypeLabel, type RemoteAppProps, type TrainingClassDetail } from '@badminton/contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  PageLoading,
  PageSection,
  readRecordId,
  SafeHtml,
  Tabs,
  formatDateTime,
  goBack,
  resolveFileUrl,
} from '@badminton/ui';
import { formatFee, joinRegionNames, registrationReason, registrationState, SIGN_UP_BUTTON_LABELS, TRAINING_ORGANISER, type RegistrationState } from '@badminton/validation';
import { getTrainingClassDetail } from '../api/training-calls';
import {
  TRAINING_LIST_PATH,
  trainingSignUpPath,
} from '../utils/training-access';
import { useTrainingAccess } from './use-training-access';
import '../training.css';

const TABS = [
  { name: 'basic', label: '基本信息' },
  { name: 'notice', label: '培训须知' },
  { name: 'contents', label: '考核内容' },
] as const;
type TabName = (typeof TABS)[number]['name'];

function range(start: string, end: string): string {
  return `${formatDateTime(start)} 至 ${formatDateTime(end)}`;
}

function BasicInfo({ detail }: { detail: TrainingClassDetail }) {
  const rows: [string, ReactNode][] = [
    ['培训班名称', detail.name],
    ['培训类型', trainingFeeTypeLabel(detail.trainType)],
    ['考评员等级', detail.gradeName],
    ['培训地点', `${joinRegionNames(detail.provinceName, detail.cityName, detail.districtName)} ${detail.detail_addr}`],
    ['报名时间', range(detail.apply_start_time, detail.apply_end_time)],
    ['开班时间', range(detail.opening_class_start_time, detail.opening_class_end_time)],
    ['考核时间', range(detail.startTime, detail.endTime)],
    [
      '费用',
      detail.feeList.length > 0 ? (
        <ul className="training-detail__fees">
          {detail.feeList.map((fee) => (
            <li key={fee.feeType}>
              <span>{fee.feeName}</span>
              <strong>{formatFee(fee.fee)}</strong>
            </li>
          ))}
        </ul>
      ) : (
        '—'
      ),
    ],
    ['报名资质', detail.aptitude.length > 0 ? detail.aptitude.join('；') : '—'],
    ['发布时间', formatDateTime(detail.createTime)],
  ];
  return (
    <dl className="training-detail__info">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Notice({ detail, fileHost }: { detail: TrainingClassDetail; fileHost: string }) {
  if (!detail.notice_title && !detail.notice_content) return <EmptyState />;
  return (
    <article className="training-detail__notice">
      <h3>{detail.notice_title}</h3>
      <SafeHtml html={detail.notice_content} fileHost={fileHost} className="training-detail__notice-body" />
    </article>
  );
}

function Contents({ detail }: { detail: TrainingClassDetail }) {
  if (detail.contents.length === 0) return <EmptyState />;
  return (
    <div className="training-detail__table-wrap">
      <table className="training-detail__table">
        <thead>
          <tr>
            <th scope="col">序号</th>
            <th scope="col">考核内容</th>
            <th scope="col">考核方式</th>
          </tr>
        </thead>
        <tbody>
          {detail.contents.map((row, index) => (
            <tr key={`${index}-${row.content}`}>
              <td>{index + 1}</td>
              <td>{row.content}</td>
              <td>{row.assessment_method}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Training sign-up is open within the application window (req: evaluator.md#training-sign-up) unless the class is
 * stopped: the same rule as a test class.
 */
function signUpWindow(detail: TrainingClassDetail) {
  return { isStop: detail.isStop, registration_start_time: detail.apply_start_time, registration_end_time: detail.apply_end_time };
}

function signUpState(detail: TrainingClassDetail): RegistrationState {
  return registrationState(signUpWindow(detail), Date.now());
}

/**
 * /evaluationStaffTraining/evaluationStaffTrainingDetail?id (req: evaluator.md#training-class-detail): tabs 基本信息, 培训须知,
 * 考核内容, and 报名 (evaluators go to the training order; anyone else gets the 考评员 reminder).
 */
export default function TrainingDetailPage({ fileHost }: RemoteAppProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = readRecordId(params);
  const [tab, setTab] = useState<TabName>('basic');
  const { loading, result, errorMsg, retryable, reload } = useCall(getTrainingClassDetail, { id: id ?? 0 }, { skip: id === null });
  const access = useTrainingAccess();
  const detail = result?.items[0];

  const back = (
    <Button size="small" onClick={() => goBack(navigate, TRAINING_LIST_PATH)}>
      返回
    </Button>
  );

  let body: ReactNode;
  if (id === null) body = <ErrorState text="该培训班不存在" />;
  else if (loading && !result) body = <PageLoading />;
  else if (errorMsg && !result) body = <ErrorState text={errorMsg} onRetry={retryable ? reload : undefined} />;
  else if (!detail) body = <EmptyState />;
  else {
    const signUp = signUpState(detail);
    const reason = registrationReason(signUpWindow(detail), Date.now(), TRAINING_ORGANISER);
    body = (
      <>
        <div className="training-detail__head">
          {detail.file_path ? (
            <div className="training-detail__cover">
              <img src={resolveFileUrl(detail.file_path, fileHost)} alt="" width={480} height={270} />
            </div>
          ) : null}
          <div className="training-detail__summary">
            <h1 className="training-detail__title">{detail.name}</h1>
            <p className="training-detail__meta">
              {detail.gradeName} · {trainingFeeTypeLabel(detail.trainType)} · {detail.provinceName}
              {detail.cityName}
            </p>
            <p className="training-detail__meta">报名时间：{range(detail.apply_start_time, detail.apply_end_time)}</p>
            <Button
              type="primary"
              className="training-detail__sign-up"
              disabled={signUp !== 'open'}
              onClick={() => access.open(trainingSignUpPath(detail.id))}
            >
              {SIGN_UP_BUTTON_LABELS[signUp]}
            </Button>
            {reason ? (
              <p className="training-detail__reason" id="training-detail-reason">
                {reason}
              </p>
            ) : null}
          </div>
        </div>
        <Tabs activeName={tab} onTabClick={(pane: { props: { name: string } }) => setTab(pane.props.name as TabName)}>
          {TABS.map((entry) => (
            <Tabs.Pane key={entry.name} name={entry.name} label={entry.label} />
          ))}
        </Tabs>
        <div className="training-detail__panel" role="tabpanel" aria-label={TABS.find((t) => t.name === tab)?.label}>
          {tab === 'basic' && <BasicInfo detail={detail} />}
          {tab === 'notice' && <Notice detail={detail} fileHost={fileHost} />}
          {tab === 'contents' && <Contents detail={detail} />}
        </div>
      </>
    );
  }

  return (
    <div className="portal-container">
      <PageSection title="培训班详情" extra={back} className="training-detail">
        {body}
      </PageSection>
      {access.dialogs}
    </div>
  );
}
