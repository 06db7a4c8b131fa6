import { useEffect, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { evaluatorRankLabel, gradeLabel, PROFILE_FORM_HINTS, type PersonalProfile } from '@badminton/contracts';
import { DictionarySelect } from '@badminton/pickers';
import { DatePicker, Form, Input, Radio, resolveFileUrl } from '@badminton/ui';
import { loadDictionary } from '../../shared/loaders';
import { submitPersonalInfo } from '../api/profile-calls';
import {
  asksResidence,
  PERSONAL_KEY_FIELDS,
  personalFormFromProfile,
  toPersonalPayload,
  withCertificateNumber,
  withCertificateType,
} from '../utils/personal-form';
import { personalRules } from '../utils/personal-rules';
import { AvatarPicker } from './avatar-picker';
import { CertificateTypeItem, InfoFormFrame, RegionItem, TextItem } from './info-form';
import { useInfoForm } from './use-info-form';

export { KEY_INFO_CONFIRM, SUBMIT_SUCCESS } from './use-info-form';
export const KEY_FIELDS_HINT = PROFILE_FORM_HINTS.person;

export interface PersonalInfoFormProps {
  role: 1 | 2;
  profile: PersonalProfile | null;
  fileHost: string;
  /** Called after a successful submit; the page reloads and stores the profile. */
  onSaved: () => Promise<void> | void;
}

function toDate(value: string): Date | null {
  const parsed = value ? dayjs(value, 'YYYY-MM-DD') : null;
  return parsed && parsed.isValid() ? parsed.toDate() : null;
}

/**
 * The personal form of roles 1 and 2 (req: accounts.md#personal-form) with the lock-after-submit pattern
 * (req: accounts.md#lock-after-submit).
 */
export function PersonalInfoForm({ role, profile, fileHost, onSaved }: PersonalInfoFormProps) {
  const form = useInfoForm(profile, personalFormFromProfile, PERSONAL_KEY_FIELDS);
  const { values, setValues, mode, readOnly, set, revalidate, current } = form;
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const rules = useMemo(() => personalRules(role, () => current.current), [role, current]);

  useEffect(() => () => {
    if (photo) URL.revokeObjectURL(photo.preview);
  }, [photo]);

  function cancel() {
    setPhoto(null);
    form.cancelEdit();
  }

  // A refused personal submit is shown in a browser alert (req: accounts.md#personal-form).
  const submit = () =>
    void form.submit(
      (submitted) => submitPersonalInfo(role, toPersonalPayload(submitted, role, photo?.file)),
      (errorMsg) => window.alert(errorMsg),
      onSaved,
    );

  const avatarSrc = photo ? photo.preview : resolveFileUrl(profile?.photo_path ?? '', fileHost);
  const rank =
    role === 1
      ? { label: '运动员等级', value: profile?.athlete_rank ? gradeLabel(profile.athlete_rank) : '', time: profile?.athlete_obtain_time }
      : { label: '考评员级别', value: profile?.evaluator_rank ? evaluatorRankLabel(profile.evaluator_rank) : '', time: profile?.evaluator_obtain_time };

  return (
    <InfoFormFrame
      form={form}
      hint={KEY_FIELDS_HINT}
      rules={rules}
      labelWidth="110"
      onCancel={cancel}
      onSubmit={submit}
    >
      <Form.Item label="头像">
        <AvatarPicker
          src={avatarSrc}
          disabled={mode !== 'editing'}
          onPick={(file) => setPhoto({ file, preview: URL.createObjectURL(file) })}
        />
      </Form.Item>
      {profile ? (
        <Form.Item label={rank.label}>
          <span className="bm-info-form__static">
            {rank.value || '暂无'}
            {rank.value && rank.time ? `（${String(rank.time).slice(0, 10)} 获得）` : ''}
          </span>
        </Form.Item>
      ) : null}
      <TextItem form={form} field="name" label="姓名" placeholder="请输入中文姓名" maxLength={100} />
      <TextItem form={form} field="personal_en_name" label="英文名" placeholder="请输入英文名或拼音，首字母大写" maxLength={100} />
      <Form.Item label="性别" prop="sex">
        <Radio.Group value={values.sex} disabled={readOnly('sex')} onChange={(v: string) => set('sex', String(v))}>
          <Radio value="0">男</Radio>
          <Radio value="1">女</Radio>
        </Radio.Group>
      </Form.Item>
      <CertificateTypeItem
        form={form}
        label="证件类型"
        placeholder="请选择证件类型"
        numberField="certificates_number"
        withType={withCertificateType}
      />
      <Form.Item label="证件号码" prop="certificates_number">
        <Input
          value={values.certificates_number}
          placeholder="请输入证件号码"
          disabled={readOnly('certificates_number')}
          maxLength={32}
          onChange={(v) => {
            const next = withCertificateNumber(current.current, v);
            setValues(next);
            if (next.birthday && next.birthday !== current.current.birthday) revalidate('birthday');
          }}
        />
      </Form.Item>
      <Form.Item label="出生日期" prop="birthday">
        <DatePicker
          value={toDate(values.birthday)}
          placeholder="请选择出生日期"
          format="yyyy-MM-dd"
          isDisabled={readOnly('birthday')}
          disabledDate={(date: Date) => date.getTime() > Date.now()}
          onChange={(date) => {
            set('birthday', date ? dayjs(date).format('YYYY-MM-DD') : '');
            revalidate('birthday');
          }}
        />
      </Form.Item>
      <TextItem form={form} field="native_place" label="籍贯" placeholder="选填" maxLength={100} />
      {asksResidence(role) ? (
        <>
          <RegionItem form={form} label="居住地" />
          <TextItem form={form} field="mailing_address" label="详细地址" placeholder="请输入详细地址" maxLength={200} />
          <Form.Item label="学历" prop="educational_information">
            <DictionarySelect
              classCode="education"
              value={values.educational_information}
              loadDictionary={loadDictionary}
              placeholder="请选择学历"
              disabled={readOnly('educational_information')}
              onChange={(value) => {
                set('educational_information', value);
                revalidate('educational_information');
              }}
            />
          </Form.Item>
        </>
      ) : null}
      <TextItem form={form} field="email" label="邮箱" placeholder="选填，如 name@example.com" maxLength={254} />
    </InfoFormFrame>
  );
}
