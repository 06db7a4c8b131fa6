import { useEffect, useId, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { ADMIN_CONTENT_MESSAGES as M, type AdminContact, CONTENT_TEXT_LIMITS as L, type RemoteAppProps } from '@badminton/contracts';
import { Button, ErrorState, Input, PageSection, Spinner, toast } from '@badminton/ui';
import { getAdminContact, saveAdminContact } from './calls';
import { ContentNav, ImageField } from './shared';

const EMPTY: AdminContact = {
  name: '',
  file_path1: '',
  file_path2: '',
  file_path3: '',
  service_account1_name: '',
  service_account2_name: '',
  service_account3_name: '',
  copyright: '',
  police_record_number: '',
};

type TextKey = 'name' | 'copyright' | 'police_record_number' | 'service_account1_name' | 'service_account2_name' | 'service_account3_name';
const ACCOUNTS = [1, 2, 3] as const;

function limitOf(key: TextKey): [number, string, string] {
  if (key === 'name') return [L.contactName, M.contactNameRequired, M.contactNameTooLong];
  if (key === 'copyright') return [L.copyright, M.copyrightRequired, M.copyrightTooLong];
  if (key === 'police_record_number') return [L.policeRecord, M.policeRecordRequired, M.policeRecordTooLong];
  return [L.accountName, M.accountNameRequired, M.accountNameTooLong];
}

/** The form's own checks, worded as the service words them. */
export function contactProblems(values: AdminContact): Partial<Record<keyof AdminContact, string>> {
  const problems: Partial<Record<keyof AdminContact, string>> = {};
  for (const key of ['name', 'service_account1_name', 'service_account2_name', 'service_account3_name', 'copyright', 'police_record_number'] as const) {
    const [limit, required, tooLong] = limitOf(key);
    const text = values[key].trim();
    if (!text) problems[key] = required;
    else if ([...text].length > limit) problems[key] = tooLong;
  }
  for (const n of ACCOUNTS) if (!values[`file_path${n}`]) problems[`file_path${n}`] = M.imageRequired;
  return problems;
}

function ContactForm({ fileHost }: { fileHost: string }) {
  const id = useId();
  const loaded = useCall(getAdminContact, {});
  // From the page's first answer when there is one: the server draws the saved contact, and hydrating moves nothing.
  const [values, setValues] = useState<AdminContact>(() => loaded.result?.item ?? EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof AdminContact, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (loaded.result?.item) setValues(loaded.result.item);
  }, [loaded.result]);

  const change = (patch: Partial<AdminContact>) => {
    setValues((current) => ({ ...current, ...patch }));
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
    setRefusal('');
  };

  async function save() {
    const found = contactProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const outcome = await settle(api().call(saveAdminContact, values));
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) setRefusal(outcome.errorMsg);
      return;
    }
    toast.success(M.saved);
    loaded.reload();
  }

  if (loaded.loading && !loaded.result) return <Spinner label="正在加载联系我们" />;
  if (loaded.errorMsg && !loaded.result) return <ErrorState text={loaded.errorMsg} onRetry={loaded.reload} />;

  const text = (key: TextKey, label: string) => (
    <div className="content-field">
      <label className="content-field__label" htmlFor={`${id}-${key}`}>
        <span className="content-field__required" aria-hidden="true">* </span>
        {label}
      </label>
      <div className="content-field__control">
        <Input
          id={`${id}-${key}`}
          value={values[key]}
          aria-required="true"
          aria-invalid={problems[key] ? true : undefined}
          aria-describedby={`${id}-${key}-problem`}
          onChange={(value) => change({ [key]: String(value) })}
        />
        <p id={`${id}-${key}-problem`} className="content-field__problem" role="alert">
          {problems[key] ?? ''}
        </p>
      </div>
    </div>
  );

  return (
    <form
      className="content-form"
      noValidate
      aria-label="联系我们"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {loaded.result && !loaded.result.item ? <p className="content-note">页脚的“联系我们”还没有填写，保存后即显示。</p> : null}
      {text('name', '单位名称')}
      {ACCOUNTS.map((n) => (
        <fieldset key={n} className="content-fieldset">
          <legend>服务号{n === 1 ? '一' : n === 2 ? '二' : '三'}</legend>
          {text(`service_account${n}_name`, '名称')}
          <ImageField
            label="二维码"
            required
            preview="logo"
            value={values[`file_path${n}`] || null}
            fileHost={fileHost}
            problem={problems[`file_path${n}`]}
            onChange={(path) => change({ [`file_path${n}`]: path ?? '' })}
          />
        </fieldset>
      ))}
      {text('copyright', '版权信息')}
      {text('police_record_number', '备案号')}
      <p className="content-form__refusal" role="alert">
        {refusal}
      </p>
      <div className="content-form__actions">
        <Button type="primary" nativeType="submit" loading={busy}>
          保存
        </Button>
      </div>
    </form>
  );
}

/**
 * /personal/content/contact (req: public-portal.md#footer; decision 0070): the footer's contact-us block — the body's
 * name, three service accounts with their QR codes, the copyright line and the filing number; saved, every page's
 * footer shows it at once.
 */
export default function ContactScreen({ fileHost }: RemoteAppProps) {
  return (
    <PageSection title="联系我们">
      <ContentNav />
      <ContactForm fileHost={fileHost} />
    </PageSection>
  );
}
