import {
  type AthleteDetail,
  type AthleteListInput,
  type AthleteListItem,
  type EvaluatorDetail,
  type EvaluatorListItem,
  evaluatorRankLabel,
  type GradeOption,
  gradeLabel,
  type InstitutionDetail,
  type InstitutionListItem,
  type OpenQueryInput,
  type OpenQueryResult,
  PORTAL_MESSAGES,
  type TestClassItem,
  type TestClassListInput,
  type TrainingClassDetail,
  type TrainingClassItem,
} from '@badminton/contracts';
import {
  badgeSum,
  eligibleGrades,
  gradeTrack,
  joinRegionNames,
  maskMiddle,
  normalizeIdNumber,
  registrationPhase,
  validateCertificateQuery,
} from '@badminton/validation';
import { badgeImagePath } from '../../badges/index';
import { certificateImageUrl } from '../../certificates/index';
import type { Database } from '../../db/client';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { fromWireDateTime, toWireDateTime } from '../../lib/wire-time';
import type { MemoryRateLimiter, MemoryRateLimitOptions } from '../rate-limits/memory';
import * as repository from './repository';

const ONE_SECOND_MS = 1000;
/** The institution detail lists at most this many of its tests, latest first (the page pages them; decision 0015). */
const INSTITUTION_CLASS_LIMIT = 200;

/**
 * Public certificate queries per client address (CommonApi/OpenQuery): 30 per rolling minute, counted in the
 * process (docs/decisions/0011-response-cache-and-query-limit.md).
 */
export const OPEN_QUERY_LIMIT: MemoryRateLimitOptions = { limit: 30, windowMs: 60_000 };

const FEE_NAMES: Record<number, string> = { 1: '培训费', 2: '考核费', 3: '培训+考核费' };

function wireDate(instant: Date): string {
  return toWireDateTime(instant).slice(0, 10);
}

function regionText(names: Map<number, string>, ...ids: Array<number | null>): string {
  return joinRegionNames(...ids.map((id) => (id ? names.get(id) : undefined)));
}

// ------------------------------------------------------------------ institutions

type InstitutionRow = NonNullable<Awaited<ReturnType<typeof repository.findInstitution>>>;

function toInstitutionItem(row: InstitutionRow, names: Map<number, string>): InstitutionListItem {
  return {
    id: row.id,
    mechanism_fullName: row.fullName,
    institutional_view: row.view1,
    mechanismName: row.nickname,
    star: row.star,
    provinceName: names.get(row.provinceId) ?? '',
    cityName: names.get(row.cityId) ?? '',
    districtName: names.get(row.districtId) ?? '',
    detailAddress: row.detailedAddress,
  };
}

export async function listInstitutionsIndex(db: Database, input: { limit: number; page: number }) {
  const { rows, total } = await repository.findInstitutions(db, undefined, toPage(input));
  return {
    items: rows.map((row) => ({ id: row.id, mechanism_fullName: row.fullName, institutional_view: row.view1 })),
    totalCount: total,
  };
}

export async function listInstitutions(db: Database, input: { limit: number; page: number; keyword?: string }) {
  const { rows, total } = await repository.findInstitutions(db, input.keyword, toPage(input));
  const names = await repository.regionNames(db, rows.flatMap((row) => [row.provinceId, row.cityId, row.districtId]));
  return { items: rows.map((row) => toInstitutionItem(row, names)), totalCount: total };
}

export async function getInstitution(db: Database, id: number): Promise<{ items: InstitutionDetail[] }> {
  const row = await repository.findInstitution(db, id);
  if (!row) throw new BusinessError(PORTAL_MESSAGES.institutionNotFound);
  const names = await repository.regionNames(db, [row.provinceId, row.cityId, row.districtId]);
  const classes = await repository.findInstitutionClasses(db, id, INSTITUTION_CLASS_LIMIT);
  const classIds = classes.map((item) => item.id);
  const grades = await repository.findClassGrades(db, classIds);
  const crew = await repository.findClassEvaluators(db, classIds);
  const tested = await repository.countTestedAthletes(db, classIds);
  return {
    items: [
      {
        ...toInstitutionItem(row, names),
        views: [row.view1, row.view2, row.view3].filter((view): view is string => Boolean(view)),
        introduce: row.introduce,
        detailList: classes.map((item) => ({
          id: item.id,
          testTime: `${toWireDateTime(item.testStartTime)} 至 ${toWireDateTime(item.testEndTime)}`,
          testTitle: item.title,
          testLevels: grades
            .filter((grade) => grade.testClassId === item.id)
            .map((grade) => gradeLabel(grade.grade))
            .join('、'),
          coachLeader: crew.find((member) => member.testClassId === item.id && member.isLeader)?.name ?? '',
          coachs: crew
            .filter((member) => member.testClassId === item.id && !member.isLeader)
            .map((member) => member.name)
            .join('、'),
          testCount: tested.get(item.id) ?? 0,
        })),
      },
    ],
  };
}

// ------------------------------------------------------------------ evaluators

type EvaluatorRow = NonNullable<Awaited<ReturnType<typeof repository.findEvaluator>>>;

function toEvaluatorItem(row: EvaluatorRow, names: Map<number, string>): EvaluatorListItem {
  const rank = row.rank ?? 0;
  return {
    id: row.id,
    name: row.name,
    athletes_photo: row.photoPath,
    evaluator_rank_value: rank,
    evaluator_rank_name: evaluatorRankLabel(rank),
    sex: row.sex,
    star: row.star,
    address: regionText(names, row.provinceId, row.cityId),
  };
}

export async function listEvaluatorsIndex(db: Database, input: { limit: number; page: number }) {
  const { rows, total } = await repository.findEvaluators(db, undefined, toPage(input));
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      athletes_photo: row.photoPath,
      evaluator_rank_value: row.rank ?? 0,
      evaluator_rank_name: evaluatorRankLabel(row.rank ?? 0),
    })),
    totalCount: total,
  };
}

export async function listEvaluators(db: Database, input: { limit: number; page: number; keyword?: string }) {
  const { rows, total } = await repository.findEvaluators(db, input.keyword, toPage(input));
  const names = await repository.regionNames(db, rows.flatMap((row) => [row.provinceId, row.cityId]));
  return { items: rows.map((row) => toEvaluatorItem(row, names)), totalCount: total };
}

export async function getEvaluator(db: Database, id: number, now = new Date()): Promise<{ coachInfo: EvaluatorDetail }> {
  const row = await repository.findEvaluator(db, id);
  if (!row) throw new BusinessError(PORTAL_MESSAGES.evaluatorNotFound);
  const names = await repository.regionNames(db, [row.provinceId, row.cityId, row.districtId]);
  const trainings = await repository.findTrainingHistory(db, id);
  const work = await repository.findWorkHistory(db, id, now);
  const grades = await repository.findClassGrades(db, work.map((item) => item.id));
  const item = toEvaluatorItem(row, names);
  return {
    coachInfo: {
      ...item,
      address: regionText(names, row.provinceId, row.cityId, row.districtId),
      gradeName: item.evaluator_rank_name,
      photo: row.photoPath,
      existRecord: trainings.map((training) => ({
        existDate: training.completedOn ?? '',
        trainClassName: training.name,
        gradeName: evaluatorRankLabel(training.grade),
      })),
      workRecord: work.map((testClass) => ({
        workDate: wireDate(testClass.testStartTime),
        testClassName: testClass.title,
        gradeName: grades
          .filter((grade) => grade.testClassId === testClass.id)
          .map((grade) => gradeLabel(grade.grade))
          .join('、'),
      })),
    },
  };
}

// ------------------------------------------------------------------ athletes

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
  const certificates = await repository.findPublishedCertificates(db, athlete.id);
  const records = await repository.findTestRecords(db, athlete.id, toPage(input));
  const names = await repository.regionNames(db, [profile.provinceId, profile.cityId, profile.districtId]);
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
          testDate: wireDate(record.testDate),
          testClassName: record.title,
          rankName: gradeLabel(record.grade),
        })),
        testRecordTotal: records.total,
      },
    ],
  };
}

// ------------------------------------------------------------------ test classes

export async function listTestClasses(db: Database, input: TestClassListInput, now = new Date()): Promise<{ items: TestClassItem[]; totalCount: number }> {
  const { rows, total } = await repository.findApprovedClasses(
    db,
    {
      provinceId: input.provinceId || undefined,
      cityId: input.cityId || undefined,
      districtId: input.districtId || undefined,
      grade: input.evaluator_rank,
      keyword: input.keyword,
      testFrom: input.startTime ? fromWireDateTime(input.startTime) : undefined,
      testTo: input.endTime ? new Date(fromWireDateTime(input.endTime).getTime() + ONE_SECOND_MS - 1) : undefined,
    },
    toPage(input),
    now,
  );
  const grades = await repository.findClassGrades(db, rows.map((row) => row.testClass.id));
  return {
    items: rows.map(({ testClass, mechanismFullName }) => ({
      id: testClass.id,
      test_class_title: testClass.title,
      mechanism_fullName: mechanismFullName,
      provinceName: testClass.provinceName,
      cityName: testClass.cityName,
      districtName: testClass.districtName,
      detailed_address: testClass.detailedAddress,
      registration_start_time: toWireDateTime(testClass.registrationStartTime),
      registration_end_time: toWireDateTime(testClass.registrationEndTime),
      test_start_time: toWireDateTime(testClass.testStartTime),
      test_end_time: toWireDateTime(testClass.testEndTime),
      grade: grades
        .filter((grade) => grade.testClassId === testClass.id)
        .map((grade) => ({ grade: grade.grade, grade_name: gradeLabel(grade.grade), fee: grade.fee })),
      test_num: testClass.testNum,
      file_path: testClass.filePath,
      contact: testClass.contact,
      contact_number: maskMiddle(testClass.contactNumber),
      isStop: testClass.isStop,
    })),
    totalCount: total,
  };
}

/**
 * Until when a class list computed at `now` stays exact: the phases (open, not yet open, closed) move with the clock
 * at the registration window boundaries.
 */
export function testClassListValidUntil(db: Database, now: Date): Promise<Date | null> {
  return repository.findNextRegistrationChange(db, now);
}

function toOptions(grades: readonly number[]): GradeOption[] {
  return grades.map((grade) => ({ key: grade, value: gradeLabel(grade) }));
}

export async function listClassGrades(db: Database, id: number): Promise<{ items: GradeOption[] }> {
  const testClass = await repository.findApprovedClass(db, id);
  if (!testClass) throw new BusinessError(PORTAL_MESSAGES.testClassNotFound);
  const grades = await repository.findClassGrades(db, [id]);
  return { items: toOptions(grades.map((grade) => grade.grade)) };
}

/**
 * The grades of an approved class the athlete may sign up for now (product-decisions §4, rules in
 * @badminton/validation `registrationPhase` and `eligibleGrades`): refused outside the registration window
 * (both ends open) or for a stopped class; held grades are the athlete's published certificates.
 */
export async function checkApply(
  db: Database,
  athleteUserId: number,
  id: number,
  { now = new Date(), childAgeLimit }: { now?: Date; childAgeLimit?: number } = {},
): Promise<{ levels: GradeOption[] }> {
  const testClass = await repository.findApprovedClass(db, id);
  if (!testClass) throw new BusinessError(PORTAL_MESSAGES.testClassNotFound);
  if (registrationPhase(testClass.registrationStartTime.getTime(), testClass.registrationEndTime.getTime(), now.getTime()) !== 'open') {
    throw new BusinessError(PORTAL_MESSAGES.outsideRegistration);
  }
  if (testClass.isStop) throw new BusinessError(PORTAL_MESSAGES.testClassStopped);
  const athlete = await repository.findAthlete(db, athleteUserId);
  if (!athlete) throw new BusinessError(PORTAL_MESSAGES.profileRequired);
  const held = await repository.findPublishedCertificates(db, athleteUserId);
  const offered = await repository.findClassGrades(db, [id]);
  const levels = eligibleGrades(
    offered.map((grade) => grade.grade),
    {
      birthday: athlete.profile.birthday,
      testDate: wireDate(testClass.testStartTime),
      heldGrades: held.map((certificate) => certificate.grade),
      childAgeLimit,
    },
  );
  return { levels: toOptions(levels) };
}

// ------------------------------------------------------------------ training classes

type TrainingRow = NonNullable<Awaited<ReturnType<typeof repository.findTrainingClass>>>['row'];

function toTrainingItem(row: TrainingRow): TrainingClassItem {
  return {
    id: row.id,
    name: row.name,
    trainType: row.trainType,
    grade: row.grade,
    gradeName: evaluatorRankLabel(row.grade),
    provinceName: row.provinceName,
    cityName: row.cityName,
    districtName: row.districtName,
    detail_addr: row.detailAddr,
    apply_start_time: toWireDateTime(row.applyStartTime),
    apply_end_time: toWireDateTime(row.applyEndTime),
    opening_class_start_time: toWireDateTime(row.openingClassStartTime),
    opening_class_end_time: toWireDateTime(row.openingClassEndTime),
    file_path: row.filePath,
    isStop: row.isStop,
  };
}

export async function listTrainingClasses(db: Database, input: { limit: number; page: number; keyword?: string }) {
  const { rows, total } = await repository.findTrainingClasses(db, input.keyword, toPage(input));
  return { items: rows.map(toTrainingItem), totalCount: total };
}

export async function getTrainingClass(db: Database, id: number): Promise<{ items: TrainingClassDetail[] }> {
  const found = await repository.findTrainingClass(db, id);
  if (!found) throw new BusinessError(PORTAL_MESSAGES.trainingClassNotFound);
  const { row, fees, contents } = found;
  return {
    items: [
      {
        ...toTrainingItem(row),
        startTime: toWireDateTime(row.assessmentStartTime),
        endTime: toWireDateTime(row.assessmentEndTime),
        aptitude: row.aptitude,
        notice_title: row.noticeTitle,
        notice_content: row.noticeContent,
        contents: contents.map((item) => ({ content: item.content, assessment_method: item.assessmentMethod })),
        feeList: fees.map((item) => ({ feeType: item.feeType, feeName: FEE_NAMES[item.feeType] ?? '', fee: item.fee })),
        createTime: toWireDateTime(row.createdAt),
      },
    ],
  };
}

// ------------------------------------------------------------------ certificate query

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
 * The public certificate query (spec 000 §5): the form rules of @badminton/validation, limited per
 * client address; answers only published certificates, with the ID number masked.
 */
export async function openQuery(
  db: Database,
  input: OpenQueryInput,
  clientAddress: string,
  limiter: MemoryRateLimiter,
  certificateImageKey: Buffer,
): Promise<OpenQueryResult> {
  if (!limiter.tryHit(clientAddress)) throw new BusinessError(PORTAL_MESSAGES.queryTooFrequent);
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
