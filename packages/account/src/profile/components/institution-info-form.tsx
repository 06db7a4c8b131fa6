import { useEffect, useMemo, useRef, useState } from 'react';
import { CERTIFICATE_TYPE_LABELS, NICKNAME_MAX_LENGTH, PROFILE_MESSAGES, type InstitutionProfile } from '@badminton/contracts';
import { RegionCascade } from '@badminton/pickers';
import { confirm, Form, Input, Select, toast } from '@badminton/ui';
import { FormActions } from '../../shared/form-actions';
import { isFieldReadOnly } from '../../shared/form-mode';
import { loadRegions } from '../../shared/loaders';
import { useEditLock } from '../../shared/use-edit-lock';
import { checkInstitutionName, submitInstitutionInfo } from '../api/profile-calls';
import {
  INSTITUTION_KEY_FIELDS,
  institutionFormFromProfile,
  storedPhotos,
  toInstitutionPayload,
  type InstitutionFormValues,
  type PhotoSlot,
} from '../utils/institution-form';
import { institutionRules } from '../utils/institution-rules';
import { KEY_INFO_CONFIRM, SUBMIT_SUCCESS } from './personal-info-form';
import { PhotoPicker } from './photo-picker';

export const INSTITUTION_KEY_FIELDS_HINT =
  '带 * 号为必填项；机构名称、营业执照编号、法人姓名、法人证件类型、法人证件号码为关键信息，首次提交后不能自行修改。';

export interface InstitutionInfoFormProps {
  profile: InstitutionProfile | null;
  fileHost: string;
  onSaved: () => Promise<void> | void;
}

const CERTIFICATE_TYPES = Object.entries(CERTIFICATE_TYPE_LABELS);

/** The institution form of role 3 (spec 002 §3, §5) with the lock-after-submit pattern. */
export function InstitutionInfoForm({ profile, fileHost, onSaved }: InstitutionInfoFormProps) {
  const lock = useEditLock<InstitutionFormValues>(() => institutionFormFromProfile(profile), Boolean(profile));
  const { values, setValues, mode, setMode, formKey, bindForm, revalidate } = lock;
  const [photos, setPhotos] = useState<PhotoSlot[]>(() => storedPhotos(profile));
  const current = useRef(values);
  current.current = values;
  const currentPhotos = useRef(photos);
  currentPhotos.current = photos;
  const locked = Boolean(profile?.locked);
  const readOnly = (field: string) => isFieldReadOnly(field, mode, INSTITUTION_KEY_FIELDS, locked);
  const fullNameEditable = !readOnly('mechanism_fullName');
  const nicknameEditable = !readOnly('nickname');

  const rules = useMemo(
    () =>
      institutionRules(() => current.current, {
        checkFullName: fullNameEditable ? (name) => checkInstitutionName(2, name) : undefined,
        checkNickname: nicknameEditable ? (name) => checkInstitutionName(1, name) : undefined,
      }),
    [fullNameEditable, nicknameEditable],
  );

  // Previews of files chosen but not submitted are released when the form goes away.
  useEffect(
    () => () => {
      for (const slot of currentPhotos.current) if (slot.kind === 'new') URL.revokeObjectURL(slot.preview);
    },
    [],
  );

  const set = <K extends keyof InstitutionFormValues>(field: K, value: InstitutionFormValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  function cancel() {
    for (const slot of photos) if (slot.kind === 'new') URL.revokeObjectURL(slot.preview);
    setPhotos(storedPhotos(profile));
    lock.cancelEdit();
  }

  async function submit() {
    if (!(await lock.validate())) return;
    if (!(await confirm(KEY_INFO_CONFIRM))) return;
    setMode('submitting');
    const answer = await submitInstitutionInfo(toInstitutionPayload(current.current, currentPhotos.current));
    if (!answer.ok) {
      if (!answer.sessionExpired) toast.error(answer.errorMsg);
      setMode('editing');
      return;
    }
    toast.success(SUBMIT_SUCCESS);
    await onSaved();
  }

  return (
    <div className="bm-info-form">
      <p className="bm-form-hint">{INSTITUTION_KEY_FIELDS_HINT}</p>
      {locked ? <p className="bm-form-hint bm-form-hint--locked">{PROFILE_MESSAGES.keyFieldsLocked}</p> : null}
      <Form key={formKey} ref={bindForm} model={values} rules={rules} labelWidth="130" className="bm-info-form__form">
        <Form.Item label="机构名称" prop="mechanism_fullName">
          <Input
            value={values.mechanism_fullName}
            placeholder="请填写机构名称（与营业执照一致）"
            disabled={readOnly('mechanism_fullName')}
            maxLength={100}
            onChange={(v) => set('mechanism_fullName', v)}
          />
        </Form.Item>
        <Form.Item label="机构简称" prop="nickname">
          <Input
            value={values.nickname}
            placeholder={`不超过${NICKNAME_MAX_LENGTH}个字`}
            disabled={readOnly('nickname')}
            maxLength={NICKNAME_MAX_LENGTH}
            onChange={(v) => set('nickname', v)}
          />
        </Form.Item>
        <Form.Item label="营业执照编号" prop="business_license">
          <Input
            value={values.business_license}
            placeholder="请填写营业执照编号"
            disabled={readOnly('business_license')}
            maxLength={64}
            onChange={(v) => set('business_license', v)}
          />
        </Form.Item>
        <Form.Item label="所在地区" prop="region">
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
        <Form.Item label="注册详细地址" prop="detailed_address">
          <Input
            value={values.detailed_address}
            placeholder="请填写机构注册详细地址"
            disabled={readOnly('detailed_address')}
            maxLength={200}
            onChange={(v) => set('detailed_address', v)}
          />
        </Form.Item>
        <Form.Item label="办公地址" prop="office_address">
          <Input
            value={values.office_address}
            placeholder="选填"
            disabled={readOnly('office_address')}
            maxLength={200}
            onChange={(v) => set('office_address', v)}
          />
        </Form.Item>
        <Form.Item label="负责人" prop="principal">
          <Input
            value={values.principal}
            placeholder="选填"
            disabled={readOnly('principal')}
            maxLength={100}
            onChange={(v) => set('principal', v)}
          />
        </Form.Item>
        <Form.Item label="负责人电话" prop="principal_tel">
          <Input
            value={values.principal_tel}
            placeholder="选填，11位手机号"
            disabled={readOnly('principal_tel')}
            maxLength={11}
            onChange={(v) => set('principal_tel', v)}
          />
        </Form.Item>
        <Form.Item label="法人姓名" prop="legal_person">
          <Input
            value={values.legal_person}
            placeholder="请填写法人姓名"
            disabled={readOnly('legal_person')}
            maxLength={100}
            onChange={(v) => set('legal_person', v)}
          />
        </Form.Item>
        <Form.Item label="法人证件类型" prop="certificates_type">
          <Select
            value={values.certificates_type}
            placeholder="请选择法人证件类型"
            disabled={readOnly('certificates_type')}
            onChange={(v: string) => {
              set('certificates_type', String(v));
              revalidate('certificates_type');
              if (current.current.legal_person_idNumber) revalidate('legal_person_idNumber');
            }}
          >
            {CERTIFICATE_TYPES.map(([value, label]) => (
              <Select.Option key={value} value={value} label={label} />
            ))}
          </Select>
        </Form.Item>
        <Form.Item label="法人证件号码" prop="legal_person_idNumber">
          <Input
            value={values.legal_person_idNumber}
            placeholder="请输入证件号码"
            disabled={readOnly('legal_person_idNumber')}
            maxLength={32}
            onChange={(v) => set('legal_person_idNumber', v)}
          />
        </Form.Item>
        <Form.Item label="管理电话" prop="management_tel">
          <Input
            value={values.management_tel}
            placeholder="选填，11位手机号"
            disabled={readOnly('management_tel')}
            maxLength={11}
            onChange={(v) => set('management_tel', v)}
          />
        </Form.Item>
        <Form.Item label="机构实景图">
          <PhotoPicker photos={photos} onChange={setPhotos} fileHost={fileHost} disabled={mode !== 'editing'} />
        </Form.Item>
        <Form.Item>
          <FormActions mode={mode} canCancel={Boolean(profile)} onEdit={lock.edit} onCancel={cancel} onSubmit={() => void submit()} />
        </Form.Item>
      </Form>
    </div>
  );
}
