import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@badminton/api-client/react';
import type { OpenQueryResult, RemoteAppProps } from '@badminton/contracts';
import { Button, Input, PageSection, Select, resolveFileUrl } from '@badminton/ui';
import { queryCertificate } from '../api/enquiry-calls';
import {
  CERTIFICATE_INVALID,
  CERTIFICATE_QUERY_HINT,
  CERTIFICATE_TYPE_OPTIONS,
  checkCertificateQuery,
  EMPTY_CERTIFICATE_QUERY,
  toOpenQueryPayload,
  type CertificateQueryDraft,
} from '../utils/certificate-query-form';
import { EnquiryLayout } from './enquiry-layout';
import { CertificateGallery } from './certificate-gallery';

type Outcome = { kind: 'result'; result: OpenQueryResult } | { kind: 'refused'; message: string } | null;
type FieldErrors = Partial<Record<'name' | 'certificates_number' | 'query', string>>;

/**
 * /enquiry/certificateAuthenticity (req: public-portal.md#public-certificate-query): athlete name (required),
 * certificate type (default 身份证) with the ID number checked by type, certificate number, certificate serial number; at
 * least two items.
 */
export default function CertificateQueryPage({ fileHost }: RemoteAppProps) {
  const [draft, setDraft] = useState<CertificateQueryDraft>(EMPTY_CERTIFICATE_QUERY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const query = useMutation(queryCertificate);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const set = <K extends keyof CertificateQueryDraft>(field: K, value: CertificateQueryDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query.pending) return;
    const problem = checkCertificateQuery(draft);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      setOutcome(null); // an earlier answer no longer matches the form
      return;
    }
    setErrors({});
    const answer = await query.run(toOpenQueryPayload(draft));
    // Shown in the page, also after a transport failure the shell alerted (the old answer no longer matches).
    setOutcome(answer.ok ? { kind: 'result', result: answer.result } : { kind: 'refused', message: answer.errorMsg });
  };

  const reset = () => {
    setDraft(EMPTY_CERTIFICATE_QUERY);
    setErrors({});
    setOutcome(null);
  };

  return (
    <EnquiryLayout>
      <PageSection title="运动员资格证书查询">
        <form className="enquiry-query" onSubmit={submit} noValidate aria-label="证书查询">
          <QueryField id="cq-name" label="运动员姓名" required error={errors.name}>
            <Input
              id="cq-name"
              value={draft.name}
              maxLength={50}
              placeholder="请输入运动员姓名"
              aria-label="运动员姓名"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'cq-name-error' : undefined}
              onChange={(value: string) => set('name', value)}
            />
          </QueryField>
          <QueryField id="cq-type" label="证件类型">
            <Select
              className="enquiry-query__select"
              value={draft.certificates_type}
              aria-label="证件类型"
              onChange={(value: number | string) => set('certificates_type', Number(value) || EMPTY_CERTIFICATE_QUERY.certificates_type)}
            >
              {CERTIFICATE_TYPE_OPTIONS.map((option) => (
                <Select.Option key={option.value} value={option.value} label={option.label} />
              ))}
            </Select>
          </QueryField>
          <QueryField id="cq-number" label="证件号码" error={errors.certificates_number}>
            <Input
              id="cq-number"
              value={draft.certificates_number}
              maxLength={30}
              placeholder="请输入证件号码"
              aria-label="证件号码"
              aria-invalid={errors.certificates_number ? true : undefined}
              aria-describedby={errors.certificates_number ? 'cq-number-error' : undefined}
              onChange={(value: string) => set('certificates_number', value)}
            />
          </QueryField>
          <QueryField id="cq-serial" label="证书编号">
            <Input
              id="cq-serial"
              value={draft.certificate_numbering}
              maxLength={40}
              placeholder="请输入证书编号"
              aria-label="证书编号"
              onChange={(value: string) => set('certificate_numbering', value)}
            />
          </QueryField>
          <p className="enquiry-query__hint">{CERTIFICATE_QUERY_HINT}</p>
          {errors.query ? (
            <p className="enquiry-query__error" role="alert">
              {errors.query}
            </p>
          ) : null}
          <div className="enquiry-query__actions">
            <Button type="primary" nativeType="submit" loading={query.pending}>
              查询
            </Button>
            <Button nativeType="button" onClick={reset}>
              重置
            </Button>
          </div>
        </form>
        <div aria-live="polite">{outcome ? <QueryOutcome outcome={outcome} fileHost={fileHost} /> : null}</div>
      </PageSection>
    </EnquiryLayout>
  );
}

function QueryField({
  id,
  label,
  required = false,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'enquiry-query__field is-error' : 'enquiry-query__field'}>
      <label className="enquiry-query__label" htmlFor={id}>
        {required ? <span className="enquiry-query__required" aria-hidden="true">*</span> : null}
        {label}
      </label>
      <div className="enquiry-query__control">
        {children}
        {error ? (
          <p className="enquiry-query__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function QueryOutcome({ outcome, fileHost }: { outcome: NonNullable<Outcome>; fileHost: string }) {
  if (outcome.kind === 'refused') {
    return (
      <div className="enquiry-result enquiry-result--refused" role="alert">
        {outcome.message}
      </div>
    );
  }
  const { result } = outcome;
  if (!result.hasCert) {
    return (
      <div className="enquiry-result enquiry-result--invalid">
        <p className="enquiry-result__invalid">{CERTIFICATE_INVALID}</p>
        <p className="enquiry-result__note">未查询到与所填信息相符的有效证书，请核对后重新查询。</p>
      </div>
    );
  }
  const matchedUrls = new Set(result.certificateList.map((c) => c.certificate_url));
  const others = result.allCertificateList.filter((c) => !matchedUrls.has(c.certificate_url));
  return (
    <div className="enquiry-result enquiry-result--valid">
      <p className="enquiry-result__badge">证书有效</p>
      <dl className="enquiry-result__facts">
        <div>
          <dt>姓名</dt>
          <dd>{result.name}</dd>
        </div>
        <div>
          <dt>等级</dt>
          <dd>{result.gradeStr}</dd>
        </div>
        {result.certificates_number ? (
          <div>
            <dt>证件号码</dt>
            <dd>{result.certificates_number}</dd>
          </div>
        ) : null}
      </dl>
      <h3 className="enquiry-subtitle">查询到的证书</h3>
      <CertificateGallery
        items={result.certificateList.map((c) => ({ src: resolveFileUrl(c.certificate_url, fileHost), title: c.certificate_grade }))}
      />
      {others.length > 0 ? (
        <>
          <h3 className="enquiry-subtitle">该运动员的其他证书</h3>
          <CertificateGallery
            items={others.map((c) => ({ src: resolveFileUrl(c.certificate_url, fileHost), title: c.certificate_grade }))}
          />
        </>
      ) : null}
    </div>
  );
}
