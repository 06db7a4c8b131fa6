import { useEffect, useState } from 'react';
import { Link } from '@badminton/router';
import { api } from '@badminton/api-client';
import { useCall, useMutation } from '@badminton/api-client/react';
import {
  getQualificationList,
  QUALIFICATION_GRADE_OPTIONS,
  QUALIFICATION_GROUPS,
  QUALIFICATION_HINTS,
  QUALIFICATION_IMAGE_ACCEPT,
  QUALIFICATION_IMAGE_MAX_BYTES,
  QUALIFICATION_MESSAGES as M,
  QUALIFICATION_NOTICE,
  QUALIFICATION_STATUS_VIEW,
  QUALIFICATION_TEXT_MAX,
  type QualificationItem,
  type RemoteAppProps,
  submitQualification,
} from '@badminton/contracts';
import { Button, ErrorState, PageLoading, PageSection, resolveFileUrl, toast } from '@badminton/ui';
import { atTextLimit, checkImageFile, codePointLength, joinGroups, qualificationProblems, splitGroups } from '@badminton/validation';
import { Field, ImagePicker, TextInput } from '../shared/fields';
import '../shared/institution.css';

interface FormValues {
  licence: File | null;
  siteName: string;
  address: string;
  courts: string;
  evaluators: string;
  grades: string[];
  groups: string[][];
  facility: string;
  promotion: string;
  recent: string;
  isAgree: boolean;
  isCommit: boolean;
}

function initialValues(item: QualificationItem | undefined): FormValues {
  return {
    licence: null,
    siteName: item?.testInstitutionalSite ?? '',
    address: item?.detailed_address ?? '',
    courts: item ? String(item.plastic_paces_number) : '',
    evaluators: item?.evaluator_number === null || item?.evaluator_number === undefined ? '' : String(item.evaluator_number),
    grades: item?.grade ? item.grade.split(',').filter(Boolean) : [],
    groups: splitGroups(item?.comprehensive_content, QUALIFICATION_GROUPS.length),
    facility: item?.facility_introduct ?? '',
    promotion: item?.promotion_and_education_resources ?? '',
    recent: item?.recent_situation ?? '',
    isAgree: false,
    isCommit: false,
  };
}

function statusText(status: number | null): string {
  return status === null ? '未提交' : (QUALIFICATION_STATUS_VIEW[status] ?? String(status));
}

function toggle(list: readonly string[], value: string, on: boolean): string[] {
  return on ? [...list.filter((entry) => entry !== value), value] : list.filter((entry) => entry !== value);
}

/** A 500-character text area with its counter; at the limit it says 内容已达到最大限制. */
function TextArea({ id, value, onChange, error, disabled }: { id: string; value: string; onChange(value: string): void; error?: string; disabled: boolean }) {
  const full = atTextLimit(value, QUALIFICATION_TEXT_MAX);
  return (
    <>
      <textarea
        id={id}
        className="iq-input"
        value={value}
        disabled={disabled}
        maxLength={QUALIFICATION_TEXT_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(Array.from(event.target.value).slice(0, QUALIFICATION_TEXT_MAX).join(''))}
      />
      <p className="iq-counter" id={`${id}-count`} aria-live="polite">
        {full ? `${M.textLimit} ` : ''}
        {codePointLength(value)}/{QUALIFICATION_TEXT_MAX}
      </p>
    </>
  );
}

function StatusView({ status, item }: { status: number | null; item: QualificationItem | undefined }) {
  return (
    <PageSection title="审核状态">
      <div className="iq-status">
        <p className="iq-status__current">
          当前状态：<strong className={`iq-badge iq-badge--${status ?? 0}`}>{statusText(status)}</strong>
        </p>
        {item?.approval_content ? <p className="iq-tip">审核意见：{item.approval_content}</p> : null}
        {item?.effective_start_date ? (
          <p className="iq-tip">
            资质有效期：{item.effective_start_date} 至 {item.effective_end_date ?? '—'}
          </p>
        ) : null}
        <h3 className="iq-field__label">审批记录</h3>
        {item && item.history.length > 0 ? (
          <ol className="iq-history">
            {item.history.map((row, index) => (
              <li key={`${row.approval_time}-${index}`}>
                <span>
                  <span className={`iq-badge iq-badge--${row.approval_status}`}>{row.approval_status_name}</span> {row.approval_content}
                </span>
                <span className="iq-history__meta">
                  {row.approval_time}
                  {row.effective_start_date ? ` · 有效期 ${row.effective_start_date} 至 ${row.effective_end_date ?? '—'}` : ''}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="iq-tip">暂无审批记录</p>
        )}
      </div>
    </PageSection>
  );
}

function QualificationForm({
  item,
  canEdit,
  fileHost,
  onSubmitted,
}: {
  item: QualificationItem | undefined;
  canEdit: boolean;
  fileHost: string;
  onSubmitted(): void;
}) {
  const [values, setValues] = useState<FormValues>(() => initialValues(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setValues(initialValues(item)), [item]);
  const set = (change: Partial<FormValues>, field?: string) => {
    setValues((current) => ({ ...current, ...change }));
    if (field) setErrors((current) => ({ ...current, [field]: '' }));
  };
  const save = useMutation((payload: Record<string, unknown>) => api().call(submitQualification, payload as never), {
    onError: (message) => toast.error(message),
  });
  const disabled = !canEdit || save.pending;

  async function submit() {
    const problems = qualificationProblems(
      {
        hasLicence: Boolean(values.licence) || Boolean(item?.business_license_key),
        detailedAddress: values.address,
        siteName: values.siteName,
        plasticPacesNumber: values.courts,
        evaluatorNumber: values.evaluators,
        grades: values.grades,
        groups: QUALIFICATION_GROUPS.map((group, index) => ({ label: group.label, options: group.options, chosen: values.groups[index] ?? [] })),
        facilityIntroduct: values.facility,
        promotionAndEducationResources: values.promotion,
        recentSituation: values.recent,
        isAgree: values.isAgree,
        isCommit: values.isCommit,
      },
      M,
    );
    setErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
    if (problems.length > 0) {
      toast.warning(problems[0].message);
      document.getElementById(`q-${problems[0].field}`)?.focus();
      return;
    }
    const outcome = await save.run({
      grade: [...values.grades].sort((a, b) => Number(a) - Number(b)).join(','),
      comprehensive_content: joinGroups(values.groups),
      plastic_paces_number: values.courts.trim(),
      evaluator_number: values.evaluators.trim(),
      facility_introduct: values.facility,
      promotion_and_education_resources: values.promotion,
      recent_situation: values.recent,
      testInstitutionalSite: values.siteName,
      detailed_address: values.address,
      isAgree: values.isAgree ? '1' : '0',
      isCommit: values.isCommit ? '1' : '0',
      ...(values.licence ? { business_license_key: values.licence } : {}),
    });
    if (outcome.ok) {
      toast.success(M.submitted);
      onSubmitted();
    }
  }

  function pickLicence(file: File) {
    const refused = checkImageFile(file, QUALIFICATION_IMAGE_MAX_BYTES, { type: M.licenceType, size: M.licenceSize });
    if (refused) {
      setErrors((current) => ({ ...current, business_license_key: refused }));
      toast.warning(refused);
      return;
    }
    set({ licence: file }, 'business_license_key');
  }

  return (
    <form className="iq-form" aria-label="资质申请表" onSubmit={(event) => event.preventDefault()}>
      {canEdit ? null : <p className="iq-tip">资质申请审核中或已通过，当前不能修改。</p>}
      <Field id="q-business_license_key" label="营业执照" required error={errors.business_license_key}>
        <ImagePicker
          id="q-business_license_key"
          label="上传营业执照"
          file={values.licence}
          stored={item?.business_license_key ? resolveFileUrl(item.business_license_key, fileHost) : undefined}
          storedLabel="查看营业执照"
          accept={QUALIFICATION_IMAGE_ACCEPT}
          disabled={disabled}
          onPick={pickLicence}
          error={errors.business_license_key}
        />
        <p className="iq-tip">支持 JPG/PNG 格式，大小不超过 4MB</p>
      </Field>
      <Field id="q-testInstitutionalSite" label="测试场地名称" required error={errors.testInstitutionalSite}>
        <TextInput id="q-testInstitutionalSite" value={values.siteName} maxLength={100} disabled={disabled} error={errors.testInstitutionalSite} onChange={(v) => set({ siteName: v }, 'testInstitutionalSite')} />
      </Field>
      <Field id="q-detailed_address" label="详细地址" required error={errors.detailed_address}>
        <TextInput id="q-detailed_address" value={values.address} maxLength={200} disabled={disabled} error={errors.detailed_address} onChange={(v) => set({ address: v }, 'detailed_address')} />
      </Field>
      <Field id="q-plastic_paces_number" label="塑胶场地数量" required error={errors.plastic_paces_number}>
        <TextInput id="q-plastic_paces_number" value={values.courts} inputMode="numeric" maxLength={6} disabled={disabled} error={errors.plastic_paces_number} onChange={(v) => set({ courts: v }, 'plastic_paces_number')} />
      </Field>
      <Field id="q-evaluator_number" label="考评员数量" error={errors.evaluator_number}>
        <TextInput id="q-evaluator_number" value={values.evaluators} inputMode="numeric" maxLength={6} disabled={disabled} error={errors.evaluator_number} onChange={(v) => set({ evaluators: v }, 'evaluator_number')} />
      </Field>
      <Field id="q-grade" label="申报等级" required group error={errors.grade}>
        <div className="iq-choices">
          {QUALIFICATION_GRADE_OPTIONS.map((option, index) => (
            <label key={option.value}>
              <input
                type="checkbox"
                id={index === 0 ? 'q-grade' : undefined}
                checked={values.grades.includes(String(option.value))}
                disabled={disabled}
                onChange={(event) => set({ grades: toggle(values.grades, String(option.value), event.target.checked) }, 'grade')}
              />
              {option.label}
            </label>
          ))}
        </div>
      </Field>
      {QUALIFICATION_GROUPS.map((group, groupIndex) => (
        <Field key={group.key} id={`q-group${groupIndex}`} label={group.label} required group error={errors[`group${groupIndex}`]}>
          <div className="iq-choices">
            {group.options.map((option, index) => (
              <label key={option}>
                <input
                  type="checkbox"
                  id={index === 0 ? `q-group${groupIndex}` : undefined}
                  checked={(values.groups[groupIndex] ?? []).includes(option)}
                  disabled={disabled}
                  onChange={(event) => {
                    const groups = values.groups.map((chosen, at) => (at === groupIndex ? toggle(chosen, option, event.target.checked) : chosen));
                    set({ groups }, `group${groupIndex}`);
                  }}
                />
                {option}
              </label>
            ))}
          </div>
        </Field>
      ))}
      <Field id="q-facility_introduct" label="场地设施介绍" required error={errors.facility_introduct}>
        <TextArea id="q-facility_introduct" value={values.facility} disabled={disabled} error={errors.facility_introduct} onChange={(v) => set({ facility: v }, 'facility_introduct')} />
      </Field>
      <Field id="q-promotion_and_education_resources" label="宣传教育资源" required error={errors.promotion_and_education_resources}>
        <TextArea
          id="q-promotion_and_education_resources"
          value={values.promotion}
          disabled={disabled}
          error={errors.promotion_and_education_resources}
          onChange={(v) => set({ promotion: v }, 'promotion_and_education_resources')}
        />
      </Field>
      <Field id="q-recent_situation" label="近期开展情况" required error={errors.recent_situation}>
        <TextArea id="q-recent_situation" value={values.recent} disabled={disabled} error={errors.recent_situation} onChange={(v) => set({ recent: v }, 'recent_situation')} />
      </Field>
      <div>
        <h3 className="iq-field__label">申请须知</h3>
        <p className="iq-notice">{QUALIFICATION_NOTICE}</p>
      </div>
      <div className="iq-checks">
        <label>
          <input id="q-isAgree" type="checkbox" checked={values.isAgree} disabled={disabled} onChange={(event) => set({ isAgree: event.target.checked }, 'isAgree')} />
          我已阅读并知悉申请须知
        </label>
        <label>
          <input id="q-isCommit" type="checkbox" checked={values.isCommit} disabled={disabled} onChange={(event) => set({ isCommit: event.target.checked }, 'isCommit')} />
          本机构承诺所填信息及材料真实有效
        </label>
      </div>
      <div className="iq-actions">
        <Button type="primary" loading={save.pending} disabled={!canEdit || !values.isAgree || !values.isCommit} onClick={() => void submit()}>
          提交申请
        </Button>
      </div>
    </form>
  );
}

/**
 * /personal/qualificationApplication (req: institution.md#qualification-application; decision 0058): the status with
 * the full approval history, the eligibility hints, and the form with every rule (`@badminton/validation`, the same
 * the service applies), editable only while the status is absent, 1 or 4; the notice and the commitment enable 提交申请.
 */
export function QualificationApplicationPage({ fileHost }: RemoteAppProps) {
  const state = useCall(getQualificationList, {});
  const answer = state.result;
  if (!answer) {
    if (state.errorMsg) {
      return (
        <PageSection title="资质申请">
          <ErrorState text={state.errorMsg} onRetry={state.retryable ? state.reload : undefined} />
        </PageSection>
      );
    }
    return <PageLoading />;
  }
  const item = answer.items[0];
  return (
    <div className="iq-page">
      <StatusView status={answer.approval_status} item={item} />
      <PageSection title="资质申请">
        <ol className="iq-hints" aria-label="申请条件">
          {QUALIFICATION_HINTS.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        {answer.hasProfile ? (
          <QualificationForm item={item} canEdit={answer.canEdit} fileHost={fileHost} onSubmitted={state.reload} />
        ) : (
          <p className="iq-tip">
            {M.profileRequired}：
            <Link className="iq-link" to="/personal/completeInformation">
              去完善基本信息
            </Link>
          </p>
        )}
      </PageSection>
    </div>
  );
}

export default QualificationApplicationPage;
