import { type AthleteDetail, type AthleteListInput, type AthleteListItem, gradeLabel, PORTAL_MESSAGES } from '@badminton/contracts';
import { ageOn, badgeSum, maskMiddle } from '@badminton/validation';
import { badgeImagePath } from '../../badges/index';
import { certificateImageUrl } from '../../certificates/index';
import type { Database } from '../../db/client';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDate, toWireDateTime } from '../../lib/wire-time';
import { regionText } from '../regions/service';
import * as repository from './repository';

/** Where the public may see an athlete: the privacy switch and whether the athlete is a minor (decision 0026). */
export interface PublicView {
  /** The athlete's privacy switch (`CommonApi/SetOpenQuery`). */
  open: boolean;
  /** Under the children's age limit on the service's clock. */
  minor: boolean;
}

export interface PrivacyRule {
  /** Today as `YYYY-MM-DD` (service clock, China time). */
  today: string;
  /** `CHILD_AGE_LIMIT`. */
  childAgeLimit: number;
}

export function publicView(openQuery: boolean, birthday: string, rule: PrivacyRule): PublicView {
  return { open: openQuery, minor: ageOn(birthday, rule.today) < rule.childAgeLimit };
}

export async function listAthletes(
  db: Database,
  input: AthleteListInput,
  rule: PrivacyRule,
): Promise<{ items: AthleteListItem[]; totalCount: number }> {
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
      // Only open athletes are listed; a minor's photo stays out of public answers (decision 0026).
      photo: publicView(true, row.birthday, rule).minor ? null : row.photoPath,
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
  rule: PrivacyRule,
): Promise<{ items: AthleteDetail[] }> {
  // One round trip: profile, published certificates, the page of test records and the region names.
  const athlete = await repository.findAthleteDetail(db, input.userNumber, toPage(input));
  if (!athlete) throw new BusinessError(PORTAL_MESSAGES.athleteNotFound);
  const profile = athlete;
  // What the public sees of this athlete: the table of decision 0026.
  const view = publicView(athlete.openQuery, profile.birthday, rule);
  const personal = view.open && !view.minor;
  const certificates = athlete.certificates;
  const records = view.open ? { rows: athlete.testRecords, total: athlete.testRecordTotal } : { rows: [], total: 0 };
  const cityId = view.minor ? null : profile.cityId;
  const names = view.open
    ? new Map<number, string>([
        ...(profile.provinceId !== null && profile.provinceName !== null ? [[profile.provinceId, profile.provinceName] as const] : []),
        ...(profile.cityId !== null && profile.cityName !== null ? [[profile.cityId, profile.cityName] as const] : []),
      ])
    : null;
  return {
    items: [
      {
        userid: athlete.id,
        name: view.open ? profile.name : null,
        photo: personal ? profile.photoPath : null,
        sex: personal ? profile.sex : null,
        birth_year: personal ? Number(profile.birthday.slice(0, 4)) : null,
        address: names ? regionText(names, profile.provinceId, cityId) || null : null,
        athlete_rank_name: gradeLabel(profile.athleteRank ?? 0),
        ...badgeImages(certificates.map((certificate) => certificate.grade)),
        // The certificate image prints the holder's name, and name plus number answers the certificate query: both stay
        // out of the detail of an athlete who keeps the name private (req: public-portal.md#privacy-of-public-answers).
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
