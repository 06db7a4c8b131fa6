import { CERTIFICATE_QUERY_MESSAGES } from './messages';
import { validateIdByType, type DateOptions } from './identity';
import { isBlank, validateRequired, type FieldValue } from './text';

/** The public certificate query form, `CommonApi/OpenQuery` (req: public-portal.md#public-certificate-query). */
export interface CertificateQueryForm {
  /** Athlete name (required). */
  name?: FieldValue;
  /** Identity-document type of `certificates_number`: 1 ID card (default), 2 HK/Macau, 3 Taiwan, 4 passport. */
  certificates_type?: number | string | null;
  /** Identity-document number. */
  certificates_number?: FieldValue;
  /** Certificate serial number. */
  certificate_numbering?: FieldValue;
}

export type CertificateQueryField = 'name' | 'certificates_number' | 'query';

export interface CertificateQueryError {
  /** The field to mark, or `'query'` for the whole form. */
  field: CertificateQueryField;
  message: string;
}

/** Certificate type default of the query form. */
export const DEFAULT_CERTIFICATE_TYPE = 1;

/** Athlete name of the query: required ('请输入运动员姓名'). */
export function validateAthleteName(value: FieldValue): string | null {
  return validateRequired(value, CERTIFICATE_QUERY_MESSAGES.nameRequired);
}

/**
 * Whole-form check, first failure wins:
 * 1. name blank → `{ field: 'name', message: '请输入运动员姓名' }`;
 * 2. fewer than two of name / certificates_number / certificate_numbering filled →
 *    `{ field: 'query', message: '至少填写两项进行查询' }`;
 * 3. certificates_number filled but wrong for `certificates_type` (default 1) →
 *    `{ field: 'certificates_number', message: <validateIdByType message> }`.
 * `null` when the query may be sent (send `compactQuery(form)`).
 */
export function validateCertificateQuery(
  form: CertificateQueryForm,
  options?: DateOptions,
): CertificateQueryError | null {
  const nameError = validateAthleteName(form.name);
  if (nameError) return { field: 'name', message: nameError };
  const filled = [form.name, form.certificates_number, form.certificate_numbering].filter((v) => !isBlank(v)).length;
  if (filled < 2) return { field: 'query', message: CERTIFICATE_QUERY_MESSAGES.atLeastTwo };
  if (!isBlank(form.certificates_number)) {
    const type = isBlank(form.certificates_type) ? DEFAULT_CERTIFICATE_TYPE : form.certificates_type;
    // Spaces around the number are not part of it (the payload is trimmed too).
    const idError = validateIdByType(type, String(form.certificates_number).trim(), options);
    if (idError) return { field: 'certificates_number', message: idError };
  }
  return null;
}

/**
 * Removes the keys of a payload whose value is empty: `undefined`, `null`, or a blank string
 * (req: public-portal.md#public-certificate-query).
 */
export function compactQuery<T extends object>(query: T): Partial<T> {
  const result: Partial<T> = {};
  for (const key of Object.keys(query) as (keyof T)[]) {
    const value = query[key];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    result[key] = value;
  }
  return result;
}
