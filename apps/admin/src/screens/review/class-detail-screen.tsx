import { useState } from 'react';
import { api } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { ADMIN_REVIEW_DEFAULT_COMMENTS, type AdminTestClassDetail, evaluatorRankLabel, Role } from '@badminton/contracts';
import { Link, useSearchParams } from '@badminton/router';
import { useSession } from '@badminton/session';
import { Button, PageSection, readRecordId } from '@badminton/ui';
import { AssessorEditor } from './assessor-editor';
import { getAdminTestClassDetail, passAdminTestClass, rejectAdminTestClass } from './calls';
import { DecisionDialog, DecisionHead, Field, HistoryTable, RecordPending, send, useDecision } from './parts';
import { TEST_CLASSES_PATH } from './paths';
import { day } from './query';
import '../queue.css';
import './review.css';

function Assessors({ detail }: { detail: AdminTestClassDetail }) {
  if (detail.assessors.length === 0) return <p className="review-muted">未分配考评员</p>;
  return (
    <table className="review-table">
      <caption className="bm-visually-hidden">考评员</caption>
      <thead>
        <tr>
          <th scope="col">担任级别</th>
          <th scope="col">姓名</th>
          <th scope="col">考评员级别</th>
          <th scope="col">手机号</th>
          <th scope="col">说明</th>
        </tr>
      </thead>
      <tbody>
        {detail.assessors.map((a) => (
          <tr key={a.id}>
            <td data-label="担任级别">{evaluatorRankLabel(a.level)}</td>
            <td data-label="姓名">
              {a.name}
              {a.is_leader ? <span className="review-badge">组长</span> : null}
            </td>
            <td data-label="考评员级别">{a.evaluator_rank_name}</td>
            <td data-label="手机号">{a.mobile}</td>
            <td data-label="说明">{a.may_assess && a.evaluator_rank === a.level ? '—' : <span className="review-warning">不可担任该级别考评工作</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /personal/review/testClass?id (issue 26; decision 0067): the class as the institution applied for it — dates, site,
 * grades, the number of testers, the assessors per level and the leader (mobiles in full), the contact and the mailing
 * address — with its history. The reviewer of the class's stage passes it (once the assessors meet the minimum and one
 * leads) or rejects it with a reason the institution reads on its list, and may replace or add assessors and set the
 * leader (调整考评员, audited).
 */
export default function ClassDetailScreen() {
  const role = useSession((s) => s.role);
  const [params] = useSearchParams();
  const id = readRecordId(params);
  const state = useCall(getAdminTestClassDetail, { id: id ?? 0 }, { skip: id === null });
  const [decision, setDecision, done] = useDecision(state.reload);
  const [editing, setEditing] = useState(false);
  const detail = state.result;
  const national = role === Role.NationalAdministrator;
  const passLabel = national ? ADMIN_REVIEW_DEFAULT_COMMENTS.classNational : ADMIN_REVIEW_DEFAULT_COMMENTS.classProvince;

  const body = detail ? (
    <>
      <DecisionHead
        status={detail.application_status_name}
        note={detail.application_status === '审核驳回' && detail.approval_comments ? <span className="review-muted review-block">{`驳回理由：${detail.approval_comments}`}</span> : null}
        passLabel={passLabel}
        canPass={detail.actions.can_pass}
        canReject={detail.actions.can_reject}
        onDecide={setDecision}
      />
      {detail.assessors_short ? (
        <p className="review-warning review-callout" role="status">
          {detail.assessors_short}
        </p>
      ) : null}
      <section className="review-section" aria-labelledby="c-class">
        <h2 id="c-class">测试班信息</h2>
        <dl className="review-fields">
          <Field label="测试班名称">{detail.test_class_title}</Field>
          <Field label="申请机构">{`${detail.institution.mechanism_full_name}（${detail.institution.nickname}）`}</Field>
          <Field label="报名时间">{`${detail.registration_start_time} 至 ${detail.registration_end_time}`}</Field>
          <Field label="测试时间">{`${detail.test_start_time} 至 ${detail.test_end_time}`}</Field>
          <Field label="测试地点">{`${detail.province_name}${detail.city_name}${detail.district_name} ${detail.test_detail_addr}`}</Field>
          <Field label="测试等级">{detail.test_grade.map((grade) => grade.grade_name).join('、')}</Field>
          <Field label="测试人数上限">{`${detail.test_num} 人（已报名 ${detail.seats_taken} 人）`}</Field>
          <Field label="联系人">{`${detail.contact} ${detail.contact_number}`}</Field>
          <Field label="邮寄地址">{detail.mailing_address.replace(/_/g, ' ')}</Field>
          <Field label="机构负责人">{detail.institution.principal ? `${detail.institution.principal} ${detail.institution.principal_tel}` : ''}</Field>
        </dl>
      </section>
      <section className="review-section" aria-labelledby="c-assessors">
        <div className="review-section__head">
          <h2 id="c-assessors">考评员</h2>
          {detail.actions.can_assign && !editing ? (
            <Button size="small" onClick={() => setEditing(true)}>
              调整考评员
            </Button>
          ) : null}
        </div>
        {editing ? (
          <AssessorEditor
            classId={detail.id}
            grades={detail.test_grade.map((grade) => grade.grade)}
            assessors={detail.assessors}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              state.reload();
            }}
          />
        ) : (
          <Assessors detail={detail} />
        )}
      </section>
      <section className="review-section" aria-labelledby="c-history">
        <h2 id="c-history">审核记录</h2>
        <HistoryTable rows={detail.history} caption="审核记录" />
      </section>
      <DecisionDialog
        decision={decision}
        subject={`${detail.test_class_title}（${day(detail.test_start_time)}）`}
        passLabel={passLabel}
        validity={null}
        onClose={() => setDecision(null)}
        onSubmit={(chosen, values) =>
          chosen === 'pass'
            ? send(api().call(passAdminTestClass, { id: detail.id, approval_comments: values.reason }))
            : send(api().call(rejectAdminTestClass, { id: detail.id, approval_comments: values.reason }))
        }
        onDone={done}
      />
    </>
  ) : (
    <RecordPending state={state} hasId={id !== null} />
  );

  return (
    <PageSection title="测试班审核详情">
      <p className="review-back">
        <Link to={TEST_CLASSES_PATH}>返回测试班审核列表</Link>
      </p>
      {body}
    </PageSection>
  );
}
