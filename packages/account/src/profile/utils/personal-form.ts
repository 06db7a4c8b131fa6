import type { RegionValue } from '@badminton/pickers';
import { birthDateFromIdNumber } from '@badminton/validation';
import { text, toRegionValue } from '../../shared/region';

/**
 * Identity document types (req: accounts.md#identity-documents-and-names): 1 ID card (default), 2 HK/Macau pass,
 * 3 Taiwan pass, 4 passport.
 */
export const DEFAULT_CERTIFICATE_TYPE = '1';

/** The personal form (roles 1 and 2, req: accounts.md#personal-form) as the screen edits it: every value a string. */
export interface PersonalFormValues {
  name: string;
  personal_en_name: string;
  /** '0' male, '1' female, '' not chosen. */
  sex: string;
  certificates_type: string;
  certificates_number: string;
  /** YYYY-MM-DD or ''. */
  birthday: string;
  region: RegionValue;
  native_place: string;
  mailing_address: string;
  educational_information: string;
  email: string;
}

/** The fields a reviewer alone may change once the profile is locked (issue 3: name, type, number, birthday, sex). */
export const PERSONAL_KEY_FIELDS = ['name', 'certificates_type', 'certificates_number', 'birthday', 'sex'] as const;

export function emptyPersonalForm(): PersonalFormValues {
  return {
    name: '',
    personal_en_name: '',
    sex: '',
    certificates_type: DEFAULT_CERTIFICATE_TYPE,
    certificates_number: '',
    birthday: '',
    region: {},
    native_place: '',
    mailing_address: '',
    educational_information: '',
    email: '',
  };
}

/** The form values of a stored profile (fields the profile lacks stay empty). */
export function personalFormFromProfile(profile: Record<string, unknown> | null | undefined): PersonalFormValues {
  if (!profile) return emptyPersonalForm();
  const birthday = text(profile.birthday).slice(0, 10);
  return {
    name: text(profile.name),
    personal_en_name: text(profile.personal_en_name),
    sex: text(profile.sex),
    certificates_type: text(profile.certificates_type) || DEFAULT_CERTIFICATE_TYPE,
    certificates_number: text(profile.certificates_number),
    birthday,
    region: toRegionValue(profile.province, profile.city, profile.district),
    native_place: text(profile.native_place),
    mailing_address: text(profile.mailing_address),
    educational_information: text(profile.educational_information),
    email: text(profile.email),
  };
}

/**
 * A new document number. For an ID card (type 1) whose 15 or 18 characters hold a real date, the birthday is
 * filled from it (req: accounts.md#personal-form).
 */
export function withCertificateNumber(values: PersonalFormValues, certificatesNumber: string): PersonalFormValues {
  const next = { ...values, certificates_number: certificatesNumber };
  if (values.certificates_type !== '1') return next;
  const birthday = birthDateFromIdNumber(certificatesNumber);
  return birthday ? { ...next, birthday } : next;
}

/** A new document type; the birthday is filled again when the number is an ID card with a date. */
export function withCertificateType(values: PersonalFormValues, certificatesType: string): PersonalFormValues {
  return withCertificateNumber({ ...values, certificates_type: certificatesType }, values.certificates_number);
}

/**
 * Whether the role's form asks for residence, detailed address and education (role 2 only,
 * req: accounts.md#personal-form).
 */
export function asksResidence(role: number | null | undefined): boolean {
  return role === 2;
}

/**
 * The multipart payload of UserAthlete/SubmitPersonalInfo (role 1) or UserCoach/SubmitPersonalInfo (role 2):
 * trimmed text fields, region ids and education for role 2, and `photo` when a new avatar was chosen.
 */
export function toPersonalPayload(
  values: PersonalFormValues,
  role: number | null | undefined,
  photo?: File | null,
): Record<string, string | number | File> {
  // Multipart: every field travels as text; the service reads sex and the type as numbers.
  const payload: Record<string, string | number | File> = {
    name: values.name.trim(),
    personal_en_name: values.personal_en_name.trim(),
    sex: values.sex,
    certificates_type: values.certificates_type,
    certificates_number: values.certificates_number.trim(),
    birthday: values.birthday,
    email: values.email.trim(),
    native_place: values.native_place.trim(),
  };
  if (asksResidence(role)) {
    if (values.region.provinceId) payload.province = values.region.provinceId;
    if (values.region.cityId) payload.city = values.region.cityId;
    if (values.region.districtId) payload.district = values.region.districtId;
    payload.mailing_address = values.mailing_address.trim();
    payload.educational_information = values.educational_information;
  }
  if (photo) payload.photo = photo;
  return payload;
}
