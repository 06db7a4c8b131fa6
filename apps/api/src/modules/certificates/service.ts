import { gradeLabel, type OpenQueryInput, type OpenQueryResult, PORTAL_MESSAGES } from '@badminton/contracts';
import { gradeTrack, maskMiddle, normalizeIdNumber, validateCertificateQuery } from '@badminton/validation';
import { certificateImageUrl } from '../../certificates/index';
import type { Database } from '../../db/client';
import { BusinessError } from '../../lib/errors';
import type { AddressLimiter, WindowLimit } from '../rate-limits/limiter';
import * as repository from './repository';

/**
 * Public certificate queries per client address (CommonApi/OpenQuery): 30 per rolling minute, counted in the
 * process (docs/decisions/0011-response-cache-and-query-limit.md).
 */
export const OPEN_QUERY_LIMIT: WindowLimit = { limit: 30, windowMs: 60_000 };

const NO_CERTIFICATE: OpenQueryResult = {
  hasCert: false,
  name: '',
  certificates_number: '',
  gradeStr: '',
  certificateList: [],
  allCertificateList: [],
};

function highestLabels(grades: readonly number[]): string {
  const top = (track: 'adult' | 'child') => {
    const inTrack = grades.filter((grade) => gradeTrack(grade) === track);
    return inTrack.length > 0 ? gradeLabel(Math.max(...inTrack)) : null;
  };
  return [top('adult'), top('child')].filter(Boolean).join('、');
}

/**
 * The public certificate query (req: public-portal.md#public-certificate-query): the form rules of the validation
 * package (`@badminton/validation`), limited per client address; answers only published certificates, with the ID
 * number masked.
 */
export async function openQuery(
  db: Database,
  input: OpenQueryInput,
  clientAddress: string,
  limiter: AddressLimiter,
  certificateImageKey: Buffer,
): Promise<OpenQueryResult> {
  if (!(await limiter.tryHit(clientAddress))) throw new BusinessError(PORTAL_MESSAGES.queryTooFrequent);
  const problem = validateCertificateQuery(input);
  if (problem) throw new BusinessError(problem.message);
  const name = (input.name ?? '').trim();
  const idNumber = input.certificates_number ? normalizeIdNumber(input.certificates_number) : undefined;
  const serial = input.certificate_numbering?.trim();
  const athletes = await repository.findQueriedAthletes(db, { name, idType: input.certificates_type ?? 1, idNumber, serial });
  for (const athlete of athletes) {
    const published = await repository.findPublishedCertificates(db, athlete.id);
    if (published.length === 0) continue;
    const matched = serial
      ? published.filter((certificate) => certificate.certificateNumbering === serial || certificate.certificateNumber === serial)
      : published;
    if (matched.length === 0) continue;
    const shape = (certificate: (typeof published)[number]) => ({
      certificate_url: certificateImageUrl(certificateImageKey, certificate.certificateUrl, certificate.certificateNumber),
      certificate_grade: gradeLabel(certificate.grade),
    });
    return {
      hasCert: true,
      name: athlete.name,
      certificates_number: maskMiddle(athlete.certificatesNumber),
      gradeStr: highestLabels(published.map((certificate) => certificate.grade)),
      certificateList: matched.map(shape),
      allCertificateList: published.map(shape),
    };
  }
  return NO_CERTIFICATE;
}
