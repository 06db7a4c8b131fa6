import { CERTIFICATE_TYPE_LABELS, type CertificateTypeCode, type OpenQueryInput } from '@badminton/contracts';
import {
  compactQuery,
  DEFAULT_CERTIFICATE_TYPE,
  validateCertificateQuery,
  type CertificateQueryError,
} from '@badminton/validation';

/**
 * Certificate (identity document) types of the query form (req: public-portal.md#public-certificate-query); 1 is the
 * default. The labels are the shared ones of the contracts (the same as the certificates_type dictionary).
 */
export const CERTIFICATE_TYPE_OPTIONS = Object.entries(CERTIFICATE_TYPE_LABELS).map(([value, label]) => ({
  value: Number(value) as CertificateTypeCode,
  label,
}));

export const CERTIFICATE_QUERY_HINT = '姓名必填，身份证号与证书编号填写其一即可';
export const CERTIFICATE_INVALID = '证书无效';

export interface CertificateQueryDraft {
  name: string;
  certificates_type: number;
  certificates_number: string;
  certificate_numbering: string;
}

export const EMPTY_CERTIFICATE_QUERY: CertificateQueryDraft = {
  name: '',
  certificates_type: DEFAULT_CERTIFICATE_TYPE,
  certificates_number: '',
  certificate_numbering: '',
};

/** The form's first problem (name, at-least-two rule, ID number by type), or null. */
export function checkCertificateQuery(draft: CertificateQueryDraft): CertificateQueryError | null {
  return validateCertificateQuery(draft);
}

/**
 * CommonApi/OpenQuery payload: values trimmed, empty fields dropped (compactQuery); the certificate type
 * travels only with the number it describes.
 */
export function toOpenQueryPayload(draft: CertificateQueryDraft): OpenQueryInput {
  const number = draft.certificates_number.trim();
  return compactQuery({
    name: draft.name.trim(),
    certificates_type: number ? draft.certificates_type : undefined,
    certificates_number: number,
    certificate_numbering: draft.certificate_numbering.trim(),
  }) as OpenQueryInput;
}
