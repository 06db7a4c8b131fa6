import { codePointLength, isBlank } from './text';

/**
 * The institution's qualification form, real-name form and their images (req: institution.md#qualification-application,
 * #real-name-authentication, #seal-upload; decision 0058). The screens show these messages before they submit; the
 * service applies the same rules as the authority. The messages are passed in (they live with the calls in
 * `@badminton/contracts`, which this package does not import), in the `QUALIFICATION_MESSAGES` shape.
 */

export interface QualificationMessages {
  licenceRequired: string;
  addressRequired: string;
  siteRequired: string;
  countRequired: string;
  countInvalid: string;
  gradeRequired: string;
  groupRequired: (label: string) => string;
  facilityRequired: string;
  promotionRequired: string;
  recentRequired: string;
  textLimit: string;
  noticeRequired: string;
  commitmentRequired: string;
}

/** The three text areas' limit (500 characters, counted in code points). */
export const TEXT_AREA_MAX = 500;

/** A count field: digits only (请输入正确的数量). Empty passes (required is a separate rule). */
export function isCountText(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '' || /^\d{1,6}$/.test(value.trim());
}

/** True when a text area has reached its limit (the form then says 内容已达到最大限制). */
export function atTextLimit(value: string | null | undefined, max = TEXT_AREA_MAX): boolean {
  return codePointLength(value ?? '') >= max;
}

/** The selections of one group of `comprehensive_content` (`|` between groups, `,` within one). */
export function splitGroups(content: string | null | undefined, groupCount: number): string[][] {
  const groups = (content ?? '').split('|');
  return Array.from({ length: groupCount }, (_, index) =>
    (groups[index] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

export function joinGroups(groups: readonly (readonly string[])[]): string {
  return groups.map((group) => group.join(',')).join('|');
}

export interface QualificationForm {
  /** A licence image is chosen now, or one is already stored. */
  hasLicence: boolean;
  detailedAddress: string | null | undefined;
  siteName: string | null | undefined;
  plasticPacesNumber: string | null | undefined;
  evaluatorNumber: string | null | undefined;
  /** 申报等级 codes chosen. */
  grades: readonly (string | number)[];
  /** Each group's label and the values chosen in it (in the form's order). */
  groups: readonly { label: string; options: readonly string[]; chosen: readonly string[] }[];
  facilityIntroduct: string | null | undefined;
  promotionAndEducationResources: string | null | undefined;
  recentSituation: string | null | undefined;
  isAgree: boolean;
  isCommit: boolean;
}

/** Every problem of the form by field (the page shows each under its field), in the page's order. */
export function qualificationProblems(form: QualificationForm, M: QualificationMessages): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (!form.hasLicence) add('business_license_key', M.licenceRequired);
  if (isBlank(form.siteName)) add('testInstitutionalSite', M.siteRequired);
  if (isBlank(form.detailedAddress)) add('detailed_address', M.addressRequired);
  if (isBlank(form.plasticPacesNumber)) add('plastic_paces_number', M.countRequired);
  else if (!isCountText(form.plasticPacesNumber)) add('plastic_paces_number', M.countInvalid);
  if (!isCountText(form.evaluatorNumber)) add('evaluator_number', M.countInvalid);
  if (form.grades.length === 0) add('grade', M.gradeRequired);
  form.groups.forEach((group, index) => {
    const chosen = group.chosen.filter((value) => group.options.includes(value));
    if (chosen.length === 0 || chosen.length !== group.chosen.length) add(`group${index}`, M.groupRequired(group.label));
  });
  const areas: [string, string | null | undefined, string][] = [
    ['facility_introduct', form.facilityIntroduct, M.facilityRequired],
    ['promotion_and_education_resources', form.promotionAndEducationResources, M.promotionRequired],
    ['recent_situation', form.recentSituation, M.recentRequired],
  ];
  for (const [field, value, required] of areas) {
    if (isBlank(value)) add(field, required);
    else if (codePointLength(value ?? '') > TEXT_AREA_MAX) add(field, M.textLimit);
  }
  if (!form.isAgree) add('isAgree', M.noticeRequired);
  if (!form.isCommit) add('isCommit', M.commitmentRequired);
  return problems;
}

/** The first problem of the qualification form, or null. */
export function validateQualificationForm(form: QualificationForm, M: QualificationMessages): string | null {
  return qualificationProblems(form, M)[0]?.message ?? null;
}

/** The real-name form: every field required, each with its own message; both images required. */
export interface RealNameForm {
  fields: readonly { key: string; message: string; value: string | null | undefined }[];
  hasLicence: boolean;
  hasIdFront: boolean;
}

export function realNameProblems(
  form: RealNameForm,
  M: { licenceRequired: string; idRequired: string },
): { field: string; message: string }[] {
  const problems = form.fields.filter((field) => isBlank(field.value)).map((field) => ({ field: field.key, message: field.message }));
  if (!form.hasLicence) problems.push({ field: 'credit_image_path', message: M.licenceRequired });
  if (!form.hasIdFront) problems.push({ field: 'legal_id_front_path', message: M.idRequired });
  return problems;
}

/** The first problem of the real-name form, or null. */
export function validateRealNameForm(form: RealNameForm, M: { licenceRequired: string; idRequired: string }): string | null {
  return realNameProblems(form, M)[0]?.message ?? null;
}

type FileLike = { name: string; type: string; size: number };

/**
 * A chosen image (licence, identity card, seal): null when acceptable, else the message — format first, then size
 * (under `maxBytes`: a file of exactly that size is refused). The browser's check; the service decodes the content.
 */
export function checkImageFile(file: FileLike, maxBytes: number, messages: { type: string; size: string }): string | null {
  const type = file.type.toLowerCase();
  const image = type ? ['image/jpeg', 'image/jpg', 'image/png'].includes(type) : /\.(jpe?g|png)$/i.test(file.name);
  if (!image) return messages.type;
  if (file.size >= maxBytes) return messages.size;
  return null;
}
