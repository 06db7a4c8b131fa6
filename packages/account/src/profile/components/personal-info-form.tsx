import { useEffect, useMemo, useRef, useState } from 'react';
import dayjs from 'dayjs';
import {
  CERTIFICATE_TYPE_LABELS,
  evaluatorRankLabel,
  gradeLabel,
  PROFILE_MESSAGES,
  type PersonalProfile,
} from '@badminton/contracts';
import { DictionarySelect, RegionCascade } from '@badminton/pickers';
import { confirm, DatePicker, Form, Input, Radio, resolveFileUrl, Select, toast } from '@badminton/ui';
import { FormActions } from '../../shared/form-actions';
import { isFieldReadOnly } from '../../shared/form-mode';
import { loadDictionary, loadRegions } from '../../shared/loaders';
import { useEditLock } from '../../shared/use-edit-lock';
import { submitPersonalInfo } from '../api/profile-calls';
import {
  asksResidence,
  PERSONAL_KEY_FIELDS,
  personalFormFromProfile,
  toPersonalPayload,
  withCertificateNumber,
  withCertificateType,
  type PersonalFormValues,
} from '../utils/personal-form';
import { personalRules } from '../utils/personal-rules';
import { AvatarPicker } from './avatar-picker';

/** Asked before every submit of a basic-information form (spec 002 §5). */
export const KEY_INFO_CONFIRM = '带*号信息为关键信息，提交后无法自行修改，请确认后提交?';
export const SUBMIT_SUCCESS = '提交成功';
export const KEY_FIELDS_HINT = '带 * 号为必填项；姓名、性别、证件类型、证件号码、出生日期为关键信息，首次提交后不能自行修改。';

export interface PersonalInfoFormProps {
  role: 1 | 2;
  profile: PersonalProfile | null;
  fileHost: string;
  /** Called after a successful submit; the page reloads and stores the profile. */
  onSaved: () => Promise<void> | void;
}

const CERTIFICATE_TYPES = Object.entries(CERTIFICATE_TYPE_LABELS);

function toDate(value: string): Date | null {
  const parsed = value ? dayjs(value, 'YYYY-MM-DD') : null;
  return parsed && parsed.isValid() ? parsed.toDate() : null;
}

/** The personal form of roles 1 and 2 (spec 002 §3, §5) with the lock-after-submit pattern. */
export function PersonalInfoForm({ role, profile, fileHost, onSaved }: PersonalInfoFormProps) {
  const lock = useEditLock<PersonalFormValues>(() => personalFormFromProfile(profile), Boolean(profile));
  const { values, setValues, mode, setMode, formKey, bindForm, revalidate } = lock;
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const current = useRef(values);
  current.current = values;
  const locked = Boolean(profile?.locked);
  const readOnly = (field: string) => isFieldReadOnly(field, mode, PERSONAL_KEY_FIELDS, locked);
  const rules = useMemo(() => personalRules(role, () => current.current), [role]);

  useEffect(() => () => {
    if (photo) URL.revokeObjectURL(photo.preview);
  }, [photo]);

  const set = <K extends keyof PersonalFormValues>(field: K, value: PersonalFormValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  function cancel() {
    setPhoto(null);
    lock.cancelEdit();
  }

  async function submit() {
    if (!(await lock.validate())) return;
    if (!(await confirm(KEY_INFO_CONFIRM))) return;
    // The fields lock while the call runs; a failure unlocks them (spec 002 §4).
    setMode('submitting');
    const answer = await submitPersonalInfo(role, toPersonalPayload(current.current, role, photo?.file));
    if (!answer.ok) {
      if (!answer.sessionExpired) window.alert(answer.errorMsg);
      setMode('editing');
      return;
    }
    toast.success(SUBMIT_SUCCESS);
    await onSaved();
  }

  const avatarSrc = photo ? photo.preview : resolveFileUrl(profile?.photo_path ?? '', fileHost);
  const rank =
    role === 1
      ? { label: '运动员等级', value: profile?.athlete_rank ? gradeLabel(profile.athlete_rank) : '', time: profile?.athlete_obtain_time }
      : { label: '考评员级别', value: profile?.evaluator_rank ? evaluatorRankLabel(profile.evaluator_rank) : '', time: profile?.evaluator_obtain_time };

  return (
    <div className="bm-info-form">
      <p className="bm-form-hint">{KEY_FIELDS_HINT}</p>
      {locked ? <p className="bm-form-hint bm-form-hint--locked">{PROFILE_MESSAGES.keyFieldsLocked}</p> : null}
      <Form key={formKey} ref={bindForm} model={values} rules={rules} labelWidth="110" className="bm-info-form__form">
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
        <Form.Item label="姓名" prop="name">
          <Input
            value={values.name}
            placeholder="请输入中文姓名"
            disabled={readOnly('name')}
            maxLength={100}
            onChange={(v) => set('name', v)}
          />
        </Form.Item>
        <Form.Item label="英文名" prop="personal_en_name">
          <Input
            value={values.personal_en_name}
            placeholder="请输入英文名或拼音，首字母大写"
            disabled={readOnly('personal_en_name')}
            maxLength={100}
            onChange={(v) => set('personal_en_name', v)}
          />
        </Form.Item>
        <Form.Item label="性别" prop="sex">
          <Radio.Group value={values.sex} disabled={readOnly('sex')} onChange={(v: string) => set('sex', String(v))}>
            <Radio value="0">男</Radio>
            <Radio value="1">女</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="证件类型" prop="certificates_type">
          <Select
            value={values.certificates_type}
            placeholder="请选择证件类型"
            disabled={readOnly('certificates_type')}
            onChange={(v: string) => {
              setValues((prev) => withCertificateType(prev, String(v)));
              revalidate('certificates_type');
              if (current.current.certificates_number) revalidate('certificates_number');
            }}
          >
            {CERTIFICATE_TYPES.map(([value, label]) => (
              <Select.Option key={value} value={value} label={label} />
            ))}
          </Select>
        </Form.Item>
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
        <Form.Item label="籍贯" prop="native_place">
          <Input
            value={values.native_place}
            placeholder="选填"
            disabled={readOnly('native_place')}
            maxLength={100}
            onChange={(v) => set('native_place', v)}
          />
        </Form.Item>
        {asksResidence(role) ? (
          <>
            <Form.Item label="居住地" prop="region">
              <RegionCascade
                value={values.region}
                loadRegions={loadRegions}
                disabled={readOnly('region')}
                onChange={(region) => {
                  set('region', region);
                  revalidate('region');
                }}
              />
            </Form.Item>
            <Form.Item label="详细地址" prop="mailing_address">
              <Input
                value={values.mailing_address}
                placeholder="请输入详细地址"
                disabled={readOnly('mailing_address')}
                maxLength={200}
                onChange={(v) => set('mailing_address', v)}
              />
            </Form.Item>
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
        <Form.Item label="邮箱" prop="email">
          <Input
            value={values.email}
            placeholder="选填，如 name@example.com"
            disabled={readOnly('email')}
            maxLength={254}
            onChange={(v) => set('email', v)}
          />
        </Form.Item>
        <Form.Item>
          <FormActions mode={mode} canCancel={Boolean(profile)} onEdit={lock.edit} onCancel={cancel} onSubmit={() => void submit()} />
        </Form.Item>
      </Form>
    </div>
  );
}
