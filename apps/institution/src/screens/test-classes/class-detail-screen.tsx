import { useCall } from '@badminton/api-client/react';
import { INSTITUTION_CLASS_PAGE_SIZE, TestClassStatus } from '@badminton/contracts';
import { Link, useSearchParams } from '@badminton/router';
import { ErrorState, NotFoundState, PageLoading, PageSection, readRecordId } from '@badminton/ui';
import { getTestClassDetail } from './calls';
import { QualificationGate } from './gate';
import { applicationStatusText, coachesByLevel, day, gradesText, mailingText, TEST_LIST_PATH } from './view';
import './test-classes.css';

/**
 * /personal/addClassApplicationView?id (req: institution.md#test-class-detail; decision 0059): the institution's own
 * class, read only — the dates (first 10 characters), the grades, the upper limit of testers, the assessors per level,
 * the mailing address and the contact.
 */
function ClassDetail() {
  const [params] = useSearchParams();
  const id = readRecordId(params);
  const state = useCall(getTestClassDetail, { testId: id ?? 0, limit: INSTITUTION_CLASS_PAGE_SIZE, page: 1 }, { skip: id === null });
  const detail = state.result?.items[0] ?? null;
  let body;
  if (id === null) body = <NotFoundState />;
  else if (state.loading && !state.result) body = <PageLoading />;
  else if (state.errorMsg && !detail) body = <ErrorState text={state.errorMsg} onRetry={state.retryable ? state.reload : undefined} />;
  else if (!detail) body = <NotFoundState />;
  else
    body = (
      <dl className="class-detail">
        <div>
          <dt>测试班名称</dt>
          <dd>{detail.test_class_title}</dd>
        </div>
        <div>
          <dt>审核状态</dt>
          <dd>
            {applicationStatusText(detail.application_status)}
            {detail.application_status === TestClassStatus.Rejected && detail.approval_comments ? `（驳回意见：${detail.approval_comments}）` : ''}
          </dd>
        </div>
        <div>
          <dt>报名时间</dt>
          <dd>{`${day(detail.registration_start_time)} 至 ${day(detail.registration_end_time)}`}</dd>
        </div>
        <div>
          <dt>测试时间</dt>
          <dd>{`${day(detail.test_start_time)} 至 ${day(detail.test_end_time)}`}</dd>
        </div>
        <div>
          <dt>测试地点</dt>
          <dd>{`${detail.province_name}${detail.city_name}${detail.district_name} ${detail.test_detail_addr}`}</dd>
        </div>
        <div>
          <dt>测试等级</dt>
          <dd>{gradesText(detail.test_grade)}</dd>
        </div>
        <div>
          <dt>测试人数上限</dt>
          <dd>{detail.test_num}</dd>
        </div>
        <div>
          <dt>考评员</dt>
          <dd>
            {coachesByLevel(detail.testcoachdetail).length === 0 ? (
              '—'
            ) : (
              <ul className="class-detail__coaches">
                {coachesByLevel(detail.testcoachdetail).map((group) => (
                  <li key={group.level}>
                    <span className="class-detail__level">{group.label}：</span>
                    {group.names.join('、')}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>邮寄地址</dt>
          <dd>{mailingText(detail.mailingtest_detail_addr) || '—'}</dd>
        </div>
        <div>
          <dt>联系人</dt>
          <dd>{detail.contact}</dd>
        </div>
        <div>
          <dt>联系电话</dt>
          <dd>{detail.contact_number}</dd>
        </div>
      </dl>
    );
  return body;
}

export default function ClassDetailScreen() {
  return (
    <PageSection
      title="测试班详情"
      extra={
        <Link className="el-button el-button--default" to={TEST_LIST_PATH}>
          返回
        </Link>
      }
    >
      <QualificationGate>
        <ClassDetail />
      </QualificationGate>
    </PageSection>
  );
}
