import type { RegionValue } from '@badminton/pickers';
import { text, toRegionValue } from '../../shared/region';
import { MAX_INSTITUTION_PHOTOS } from '../../shared/image-file';
import { DEFAULT_CERTIFICATE_TYPE } from './personal-form';

/** The institution form (role 3, req: accounts.md#institution-form) as the screen edits it. */
export interface InstitutionFormValues {
  mechanism_fullName: string;
  nickname: string;
  business_license: string;
  region: RegionValue;
  detailed_address: string;
  office_address: string;
  principal: string;
  principal_tel: string;
  legal_person: string;
  certificates_type: string;
  legal_person_idNumber: string;
  management_tel: string;
}

/** Locked after the first submit (issue 3): full name, licence, legal person, document type and number. */
export const INSTITUTION_KEY_FIELDS = [
  'mechanism_fullName',
  'business_license',
  'legal_person',
  'certificates_type',
  'legal_person_idNumber',
] as const;

/**
 * One photo slot of the form: a stored photo (`path` from view1..3) or a new file chosen in the browser.
 * The form keeps up to three; their order is the order of institutional_view1..3.
 */
export type PhotoSlot = { kind: 'stored'; path: string } | { kind: 'new'; file: File; preview: string };

export function emptyInstitutionForm(): InstitutionFormValues {
  return {
    mechanism_fullName: '',
    nickname: '',
    business_license: '',
    region: {},
    detailed_address: '',
    office_address: '',
    principal: '',
    principal_tel: '',
    legal_person: '',
    certificates_type: DEFAULT_CERTIFICATE_TYPE,
    legal_person_idNumber: '',
    management_tel: '',
  };
}

export function institutionFormFromProfile(profile: Record<string, unknown> | null | undefined): InstitutionFormValues {
  if (!profile) return emptyInstitutionForm();
  return {
    mechanism_fullName: text(profile.mechanism_fullName),
    nickname: text(profile.nickname),
    business_license: text(profile.business_license),
    region: toRegionValue(profile.province, profile.city, profile.district),
    detailed_address: text(profile.detailed_address),
    office_address: text(profile.office_address),
    principal: text(profile.principal),
    principal_tel: text(profile.principal_tel),
    legal_person: text(profile.legal_person),
    certificates_type: text(profile.certificates_type) || DEFAULT_CERTIFICATE_TYPE,
    legal_person_idNumber: text(profile.legal_person_idNumber),
    management_tel: text(profile.management_tel),
  };
}

/** The stored photos of a profile (view1..3, empty ones skipped). */
export function storedPhotos(profile: Record<string, unknown> | null | undefined): PhotoSlot[] {
  if (!profile) return [];
  return [profile.view1, profile.view2, profile.view3]
    .map(text)
    .filter((path) => path !== '')
    .slice(0, MAX_INSTITUTION_PHOTOS)
    .map((path) => ({ kind: 'stored', path }));
}

/**
 * The multipart payload of TestMechanism/SubmitMechanismInfo: trimmed text fields, region ids, `kept_views` (the
 * stored photos still in the form, so a removed one is dropped) and the new files as `institutional_view1..3`.
 */
export function toInstitutionPayload(
  values: InstitutionFormValues,
  photos: readonly PhotoSlot[],
): Record<string, string | number | File> {
  const payload: Record<string, string | number | File> = {
    mechanism_fullName: values.mechanism_fullName.trim(),
    nickname: values.nickname.trim(),
    business_license: values.business_license.trim(),
    detailed_address: values.detailed_address.trim(),
    office_address: values.office_address.trim(),
    principal: values.principal.trim(),
    principal_tel: values.principal_tel.trim(),
    legal_person: values.legal_person.trim(),
    certificates_type: values.certificates_type,
    legal_person_idNumber: values.legal_person_idNumber.trim(),
    management_tel: values.management_tel.trim(),
  };
  if (values.region.provinceId) payload.province = values.region.provinceId;
  if (values.region.cityId) payload.city = values.region.cityId;
  if (values.region.districtId) payload.district = values.region.districtId;
  const kept = photos.slice(0, MAX_INSTITUTION_PHOTOS);
  payload.kept_views = JSON.stringify(kept.flatMap((slot) => (slot.kind === 'stored' ? [slot.path] : [])));
  kept
    .flatMap((slot) => (slot.kind === 'new' ? [slot.file] : []))
    .forEach((file, index) => {
      payload[`institutional_view${index + 1}`] = file;
    });
  return payload;
}
