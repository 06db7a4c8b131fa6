import { type AthleteDetail, type AthleteListInput, type AthleteListItem, gradeLabel, PORTAL_MESSAGES } from '@badminton/contracts';
import { badgeSum, maskMiddle } from '@badminton/validation';
import { badgeImagePath } from '../../badges/index';
import { certificateImageUrl } from '../../certificates/index';
import type { Database } from '../../db/client';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDate, toWireDateTime } from '../../lib/wire-time';
import { regionNames, regionText } from '../regions/service';
import * as certificateRepository from '../certificates/repository';
import * as repository from './repository';

export async function listAthletes(db: Database, input: AthleteListInput): Promise<{ items: AthleteListItem[]; totalCount: number }> {
  const { rows, total } = await repository.findPublicAthletes(
    db,
    {
      provinceId: input.provinceId || undefined,
      cityId: input.cityId || undefined,
      districtId: input.districtId || undefined,
      rank: input.evaluator_rank,
      keyword: input.keyword,
    },
    toPage(input),
  );
  return {
    items: rows.map((row) => ({
      userid: row.id,
      name: row.name,
      certificates_number: maskMiddle(row.certificatesNumber),
      creationTime: toWireDateTime(row.createdAt),
      photo: row.photoPath,
      athlete_rank: row.rank ?? 0,
      athlete_rank_name: gradeLabel(row.rank ?? 0),
    })),
    totalCount: total,
  };
}

/** The combined badge images of a set of certificate grades (null for a track without certificates). */
export function badgeImages(grades: readonly number[]): { adultBadge: string | null; childBadge: string | null } {
  const sums = badgeSum(grades);
  return {
    adultBadge: sums.adult > 0 ? badgeImagePath('adult', sums.adult) : null,
    childBadge: sums.child > 0 ? badgeImagePath('child', sums.child) : null,
  };
}

export async function getAthlete(
  db: Database,
  input: { userNumber: number; limit: number; page: number },
  certificateImageKey: Buffer,
): Promise<{ items: AthleteDetail[] }> {
  const athlete = await repository.findAthlete(db, input.userNumber);
  if (!athlete) throw new BusinessError(PORTAL_MESSAGES.athleteNotFound);
  const { profile } = athlete;
  const certificates = await certificateRepository.findPublishedCertificates(db, athlete.id);
  const records = await repository.findTestRecords(db, athlete.id, toPage(input));
  const names = await regionNames(db, [profile.provinceId, profile.cityId, profile.districtId]);
  return {
    items: [
      {
        userid: athlete.id,
        name: athlete.openQuery ? profile.name : null,
        photo: athlete.openQuery ? profile.photoPath : null,
        sex: profile.sex,
        birthday: profile.birthday,
        address: regionText(names, profile.provinceId, profile.cityId, profile.districtId),
        athlete_rank_name: gradeLabel(profile.athleteRank ?? 0),
        ...badgeImages(certificates.map((certificate) => certificate.grade)),
        // The certificate image prints the holder's name, and name plus number answers the certificate query:
        // both stay out of the detail of an athlete who keeps the name private (product-decisions §4).
        certList: certificates.map((certificate) => ({
          id: certificate.id,
          certificate_grade: certificate.grade,
          certificate_grade_name: gradeLabel(certificate.grade),
          certificate_number: athlete.openQuery ? certificate.certificateNumber : null,
          certificate_url: athlete.openQuery
            ? certificateImageUrl(certificateImageKey, certificate.certificateUrl, certificate.certificateNumber)
            : null,
          created_date: toWireDateTime(certificate.createdDate),
          is_grant: certificate.isGrant,
          isEvent: certificate.isEvent,
        })),
        testRecord: records.rows.map((record) => ({
          testDate: toWireDate(record.testDate),
          testClassName: record.title,
          rankName: gradeLabel(record.grade),
        })),
        testRecordTotal: records.total,
      },
    ],
  };
}
