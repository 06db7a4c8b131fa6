import { useEffect, useMemo, useRef, useState } from 'react';
import { NICKNAME_MAX_LENGTH, PROFILE_FORM_HINTS, type InstitutionProfile } from '@badminton/contracts';
import { Form, toast } from '@badminton/ui';
import { checkInstitutionName, submitInstitutionInfo } from '../api/profile-calls';
import {
  INSTITUTION_KEY_FIELDS,
  institutionFormFromProfile,
  storedPhotos,
  toInstitutionPayload,
  type PhotoSlot,
} from '../utils/institution-form';
import { institutionRules } from '../utils/institution-rules';
import { CertificateTypeItem, InfoFormFrame, RegionItem, TextItem } from './info-form';
import { PhotoPicker } from './photo-picker';
import { useInfoForm } from './use-info-form';

export const INSTITUTION_KEY_FIELDS_HINT = PROFILE_FORM_HINTS.institution;

export interface InstitutionInfoFormProps {
  profile: InstitutionProfile | null;
  fileHost: string;
  onSaved: () => Promise<void> | void;
}

/**
 * The institution form of role 3 (req: accounts.md#institution-form) with the lock-after-submit pattern
 * (req: accounts.md#lock-after-submit).
 */
export function InstitutionInfoForm({ profile, fileHost, onSaved }: InstitutionInfoFormProps) {
  const form = useInfoForm(profile, institutionFormFromProfile, INSTITUTION_KEY_FIELDS);
  const { readOnly, current } = form;
  const [photos, setPhotos] = useState<PhotoSlot[]>(() => storedPhotos(profile));
  const currentPhotos = useRef(photos);
  currentPhotos.current = photos;
  const fullNameEditable = !readOnly('mechanism_fullName');
  const nicknameEditable = !readOnly('nickname');

  const rules = useMemo(
    () =>
      institutionRules(() => current.current, {
        checkFullName: fullNameEditable ? (name) => checkInstitutionName(2, name) : undefined,
        checkNickname: nicknameEditable ? (name) => checkInstitutionName(1, name) : undefined,
      }),
    [current, fullNameEditable, nicknameEditable],
  );

  // Previews of files chosen but not submitted are released when the form goes away.
  useEffect(
    () => () => {
      for (const slot of currentPhotos.current) if (slot.kind === 'new') URL.revokeObjectURL(slot.preview);
    },
    [],
  );

  function cancel() {
    for (const slot of photos) if (slot.kind === 'new') URL.revokeObjectURL(slot.preview);
    setPhotos(storedPhotos(profile));
    form.cancelEdit();
  }

  const submit = () =>
    void form.submit(
      (submitted) => submitInstitutionInfo(toInstitutionPayload(submitted, currentPhotos.current)),
      (errorMsg) => toast.error(errorMsg),
      onSaved,
    );

  return (
    <InfoFormFrame
      form={form}
      hint={INSTITUTION_KEY_FIELDS_HINT}
      rules={rules}
      labelWidth="130"
      onCancel={cancel}
      onSubmit={submit}
    >
      <TextItem form={form} field="mechanism_fullName" label="机构名称" placeholder="请填写机构名称（与营业执照一致）" maxLength={100} />
      <TextItem form={form} field="nickname" label="机构简称" placeholder={`不超过${NICKNAME_MAX_LENGTH}个字`} maxLength={NICKNAME_MAX_LENGTH} />
      <TextItem form={form} field="business_license" label="营业执照编号" placeholder="请填写营业执照编号" maxLength={64} />
      <RegionItem form={form} label="所在地区" />
      <TextItem form={form} field="detailed_address" label="注册详细地址" placeholder="请填写机构注册详细地址" maxLength={200} />
      <TextItem form={form} field="office_address" label="办公地址" placeholder="选填" maxLength={200} />
      <TextItem form={form} field="principal" label="负责人" placeholder="选填" maxLength={100} />
      <TextItem form={form} field="principal_tel" label="负责人电话" placeholder="选填，11位手机号" maxLength={11} />
      <TextItem form={form} field="legal_person" label="法人姓名" placeholder="请填写法人姓名" maxLength={100} />
      <CertificateTypeItem form={form} label="法人证件类型" placeholder="请选择法人证件类型" numberField="legal_person_idNumber" />
      <TextItem form={form} field="legal_person_idNumber" label="法人证件号码" placeholder="请输入证件号码" maxLength={32} />
      <TextItem form={form} field="management_tel" label="管理电话" placeholder="选填，11位手机号" maxLength={11} />
      <Form.Item label="机构实景图">
        <PhotoPicker photos={photos} onChange={setPhotos} fileHost={fileHost} disabled={form.mode !== 'editing'} />
      </Form.Item>
    </InfoFormFrame>
  );
}
