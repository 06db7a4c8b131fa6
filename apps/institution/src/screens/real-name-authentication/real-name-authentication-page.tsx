import { useState } from 'react';
import { api } from '@badminton/api-client';
import { useCall, useMutation } from '@badminton/api-client/react';
import {
  getRealName,
  QUALIFICATION_IMAGE_ACCEPT,
  QUALIFICATION_IMAGE_MAX_BYTES,
  REAL_NAME_FIELDS,
  REAL_NAME_MESSAGES as R,
  type RealNameFieldKey,
  submitRealName,
} from '@badminton/contracts';
import { Button, ErrorState, PageLoading, PageSection, toast } from '@badminton/ui';
import { checkImageFile, realNameProblems } from '@badminton/validation';
import { Field, ImagePicker, TextInput } from '../shared/fields';
import '../shared/institution.css';

type Texts = Record<RealNameFieldKey, string>;
const EMPTY: Texts = Object.fromEntries(REAL_NAME_FIELDS.map((field) => [field.key, ''])) as Texts;

function RealNameForm({ companyName, onVerifying }: { companyName: string; onVerifying(url: string): void }) {
  const [texts, setTexts] = useState<Texts>(() => ({ ...EMPTY, company_name: companyName }));
  const [licence, setLicence] = useState<File | null>(null);
  const [idFront, setIdFront] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation((payload: Record<string, unknown>) => api().call(submitRealName, payload as never), {
    onError: (message) => toast.error(message),
  });
  const clear = (field: string) => setErrors((current) => ({ ...current, [field]: '' }));

  function pick(field: 'credit_image_path' | 'legal_id_front_path', file: File) {
    const messages = field === 'credit_image_path' ? { type: R.licenceType, size: R.licenceSize } : { type: R.idType, size: R.idSize };
    const refused = checkImageFile(file, QUALIFICATION_IMAGE_MAX_BYTES, messages);
    if (refused) {
      setErrors((current) => ({ ...current, [field]: refused }));
      toast.warning(refused);
      return;
    }
    clear(field);
    if (field === 'credit_image_path') setLicence(file);
    else setIdFront(file);
  }

  async function submit() {
    const problems = realNameProblems(
      { fields: REAL_NAME_FIELDS.map((field) => ({ key: field.key, message: field.message, value: texts[field.key] })), hasLicence: Boolean(licence), hasIdFront: Boolean(idFront) },
      R,
    );
    setErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
    if (problems.length > 0) {
      toast.warning(problems[0].message);
      document.getElementById(`rn-${problems[0].field}`)?.focus();
      return;
    }
    const outcome = await send.run({ ...texts, credit_image_path: licence, legal_id_front_path: idFront });
    if (!outcome.ok) return;
    const answer = outcome.result as { code: number; msg: string; data: { url: string } };
    if (answer.code === 1 && answer.data.url) onVerifying(answer.data.url);
    else toast.error(answer.msg || '提交失败');
  }

  return (
    <form className="iq-form" aria-label="企业实名认证" onSubmit={(event) => event.preventDefault()}>
      {REAL_NAME_FIELDS.map((field) => (
        <Field key={field.key} id={`rn-${field.key}`} label={field.label} required error={errors[field.key]}>
          <TextInput
            id={`rn-${field.key}`}
            value={texts[field.key]}
            inputMode={field.key === 'legal_mobile' ? 'tel' : undefined}
            maxLength={100}
            error={errors[field.key]}
            onChange={(value) => {
              setTexts((current) => ({ ...current, [field.key]: value }));
              clear(field.key);
            }}
          />
        </Field>
      ))}
      <Field id="rn-credit_image_path" label="机构营业执照" required error={errors.credit_image_path}>
        <ImagePicker id="rn-credit_image_path" label="上传机构营业执照" file={licence} accept={QUALIFICATION_IMAGE_ACCEPT} onPick={(file) => pick('credit_image_path', file)} error={errors.credit_image_path} />
        <p className="iq-tip">支持 JPG/PNG 格式，大小不超过 4MB</p>
      </Field>
      <Field id="rn-legal_id_front_path" label="法人/授权代表身份证" required error={errors.legal_id_front_path}>
        <ImagePicker id="rn-legal_id_front_path" label="上传身份证人像面" file={idFront} accept={QUALIFICATION_IMAGE_ACCEPT} onPick={(file) => pick('legal_id_front_path', file)} error={errors.legal_id_front_path} />
        <p className="iq-tip">支持 JPG/PNG 格式，大小不超过 4MB</p>
      </Field>
      <div className="iq-actions">
        <Button type="primary" loading={send.pending} onClick={() => void submit()}>
          提交认证
        </Button>
      </div>
    </form>
  );
}

/**
 * /personal/realNameAuthentication (req: institution.md#real-name-authentication; decision 0058): with a verification
 * page (`url`), the embedded page and 重新认证; without one (none yet, or the last one failed), the form — every field
 * with its own message, both images checked (JPG/PNG under 4 MB) — whose answer `code` 1 embeds the page.
 */
export function RealNameAuthenticationPage() {
  const state = useCall(getRealName, {});
  const [override, setOverride] = useState<{ url: string } | null>(null);
  const answer = state.result;
  if (!answer) {
    if (state.errorMsg) {
      return (
        <PageSection title="实名认证">
          <ErrorState text={state.errorMsg} onRetry={state.retryable ? state.reload : undefined} />
        </PageSection>
      );
    }
    return <PageLoading />;
  }
  const url = override ? override.url : answer.url;
  return (
    <div className="iq-page">
      <PageSection title="实名认证">
        <p className="iq-status__current">
          认证状态：<strong>{override ? (override.url ? R.verifying : '未认证') : answer.status_name}</strong>
        </p>
        {!override && answer.reason ? <p className="iq-error">未通过原因：{answer.reason}</p> : null}
        {url ? (
          <>
            <iframe className="iq-frame" src={url} title="企业实名认证页面" />
            <div className="iq-actions">
              <Button onClick={() => setOverride({ url: '' })}>{R.reverify}</Button>
              <Button type="primary" onClick={() => { setOverride(null); state.reload(); }}>
                刷新认证状态
              </Button>
            </div>
          </>
        ) : (
          <RealNameForm companyName={answer.company_name} onVerifying={(next) => setOverride({ url: next })} />
        )}
      </PageSection>
    </div>
  );
}

export default RealNameAuthenticationPage;
