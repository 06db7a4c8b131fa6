import { evaluatorRankLabel } from '@badminton/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { certificates, personProfiles } from '../db/schema';
import { gradeLabel as athleteGradeLabel } from '../badges/art';
import { type CertificateArt, isEvaluatorGrade } from './render';
import type { CertificateLookup } from './index';

export const CERTIFICATE_ISSUER = '中国羽毛球协会';

/** Asia/Shanghai calendar date of an instant, `YYYY-MM-DD`. */
function shanghaiDate(instant: Date): string {
  return new Date(instant.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

function gradeLabel(grade: number): string {
  return isEvaluatorGrade(grade) ? evaluatorRankLabel(grade - 30) : athleteGradeLabel(grade);
}

/** Published athlete (grades 1–16) and evaluator (31–33) certificates with the holder's profile name. */
export function certificateLookup(db: Database): CertificateLookup {
  return async (certificateNumber): Promise<CertificateArt | null> => {
    const [row] = await db
      .select({
        grade: certificates.grade,
        certificateNumber: certificates.certificateNumber,
        serialNumber: certificates.certificateNumbering,
        createdDate: certificates.createdDate,
        holderName: personProfiles.name,
      })
      .from(certificates)
      .leftJoin(personProfiles, eq(personProfiles.userId, certificates.userId))
      .where(and(eq(certificates.certificateNumber, certificateNumber), eq(certificates.published, true)))
      .limit(1);
    if (!row || !((row.grade >= 1 && row.grade <= 16) || isEvaluatorGrade(row.grade))) return null;
    return {
      holderName: row.holderName ?? '',
      gradeCode: row.grade,
      gradeLabel: gradeLabel(row.grade),
      certificateNumber: row.certificateNumber,
      serialNumber: row.serialNumber,
      issuedOn: shanghaiDate(row.createdDate),
      issuer: CERTIFICATE_ISSUER,
    };
  };
}
