import { api } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { ADMIN_REVIEW_DEFAULT_COMMENTS, type AdminQualificationDetail, type RemoteAppProps, Role } from '@badminton/contracts';
import { Link, useSearchParams } from '@badminton/router';
import { useSession } from '@badminton/session';
import { PageSection, readRecordId } from '@badminton/ui';
import { getAdminQualificationDetail, passAdminQualification, rejectAdminQualification } from './calls';
import { DecisionDialog, DecisionHead, Field, Figure, HistoryTable, RecordPending, send, useDecision } from './parts';
import { QUALIFICATIONS_PATH } from './paths';
import '../queue.css';
import './review.css';

function Application({ detail, fileHost }: { detail: AdminQualificationDetail; fileHost: string }) {
  const { institution: i, application: a } = detail;
  return (
    <>
      <section className="review-section" aria-labelledby="q-institution">
        <h2 id="q-institution">机构基本信息</h2>
        <dl className="review-fields">
          <Field label="机构名称">{i.mechanism_full_name}</Field>
          <Field label="机构简称">{i.nickname}</Field>
          <Field label="统一社会信用代码">{i.business_license}</Field>
          <Field label="注册地址">{`${i.province_name}${i.city_name}${i.district_name} ${i.detailed_address}`}</Field>
          <Field label="办公地址">{i.office_address}</Field>
          <Field label="法人姓名">{i.legal_person}</Field>
          <Field label="法人证件">{`${i.certificates_type_name} ${i.legal_person_id_number}`}</Field>
          <Field label="负责人">{i.principal ? `${i.principal} ${i.principal_tel}` : ''}</Field>
          <Field label="管理电话">{i.management_tel}</Field>
          <Field label="账号手机号">{i.mobile}</Field>
        </dl>
      </section>
      <section className="review-section" aria-labelledby="q-application">
        <h2 id="q-application">资质申请内容</h2>
        <dl className="review-fields">
          <Field label="提交时间">{a.submitted_at}</Field>
          <Field label="申报等级">{a.grade_names.join('、')}</Field>
          <Field label="测试场地">{`${a.site_name}（${a.site_address}）`}</Field>
          <Field label="塑胶场地数量">{`${a.plastic_paces_number} 片`}</Field>
          <Field label="考评员数量">{a.evaluator_number === null ? '' : `${a.evaluator_number} 名`}</Field>
          {a.groups.map((group) => (
            <Field key={group.label} label={group.label}>
              {group.chosen.length ? (
                <ul className="review-list">
                  {group.chosen.map((option) => (
                    <li key={option}>{option}</li>
                  ))}
                </ul>
              ) : (
                '未勾选'
              )}
            </Field>
          ))}
          <Field label="场地设施介绍">
            <span className="review-text">{a.facility_introduct}</span>
          </Field>
          <Field label="宣传教育资源">
            <span className="review-text">{a.promotion_and_education_resources}</span>
          </Field>
          <Field label="近期开展情况">
            <span className="review-text">{a.recent_situation}</span>
          </Field>
        </dl>
        <div className="review-figures">
          <Figure src={a.business_license_key} caption="营业执照" fileHost={fileHost} />
          {a.attachments.map((path, index) => (
            <Figure key={path} src={path} caption={`附件${index + 1}`} fileHost={fileHost} />
          ))}
        </div>
      </section>
    </>
  );
}

/**
 * /personal/review/qualification?id (issue 26; decision 0067): an application as the institution submitted it — every
 * field, the licence and the attachments (shown at the signed addresses the answer hands out), the institution's basic
 * information with the personal numbers in full (reviewers only) — and the whole history. 初审通过 / 终审通过 and 驳回,
 * each after its confirmation with a reason (required to reject); a final approval sets the validity (two years by
 * default). Only the decisions the caller may make now are offered; the service checks again.
 */
export default function QualificationDetailScreen({ fileHost }: RemoteAppProps) {
  const role = useSession((s) => s.role);
  const [params] = useSearchParams();
  const id = readRecordId(params);
  const state = useCall(getAdminQualificationDetail, { id: id ?? 0 }, { skip: id === null });
  const [decision, setDecision, done] = useDecision(state.reload);
  const detail = state.result;
  const national = role === Role.NationalAdministrator;
  const passLabel = national ? ADMIN_REVIEW_DEFAULT_COMMENTS.qualificationNational : ADMIN_REVIEW_DEFAULT_COMMENTS.qualificationProvince;

  const body = detail ? (
    <>
      <DecisionHead
        status={detail.approval_status_name}
        passLabel={passLabel}
        canPass={detail.actions.can_pass}
        canReject={detail.actions.can_reject}
        onDecide={setDecision}
        idle={detail.approval_status === 1 && national ? '待省协会初审' : detail.approval_status === 2 && !national ? '已初审通过，待中羽协终审' : '无需审核'}
      />
      <Application detail={detail} fileHost={fileHost} />
      <section className="review-section" aria-labelledby="q-history">
        <h2 id="q-history">审批记录</h2>
        <HistoryTable rows={detail.history} caption="审批记录" />
      </section>
      <DecisionDialog
        decision={decision}
        subject={detail.institution.mechanism_full_name}
        passLabel={passLabel}
        validity={detail.actions.default_start_date && detail.actions.default_end_date ? { start: detail.actions.default_start_date, end: detail.actions.default_end_date } : null}
        onClose={() => setDecision(null)}
        onSubmit={(chosen, values) =>
          chosen === 'pass'
            ? send(
                api().call(passAdminQualification, {
                  id: detail.id,
                  approval_content: values.reason,
                  ...(national ? { effective_start_date: values.start, effective_end_date: values.end } : {}),
                }),
              )
            : send(api().call(rejectAdminQualification, { id: detail.id, approval_content: values.reason }))
        }
        onDone={done}
      />
    </>
  ) : (
    <RecordPending state={state} hasId={id !== null} />
  );

  return (
    <PageSection title="资质审核详情">
      <p className="review-back">
        <Link to={QUALIFICATIONS_PATH}>返回资质审核列表</Link>
      </p>
      {body}
    </PageSection>
  );
}
