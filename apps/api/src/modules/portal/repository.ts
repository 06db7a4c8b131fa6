import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  certificates,
  evaluators,
  evaluatorTrainingRecords,
  institutionProfiles,
  institutions,
  personProfiles,
  regions,
  testClasses,
  testClassEvaluators,
  testClassGrades,
  testRecords,
  trainingClassContents,
  trainingClasses,
  trainingClassFees,
  users,
} from '../../db/schema';
import { escapeLike } from '../content/repository';

export interface Page {
  limit: number;
  offset: number;
}

/** Qualification status of an institution that is finally approved (public). */
export const INSTITUTION_APPROVED = 3;
export const CLASS_APPROVED = '中羽协审核通过';

function contains(column: Parameters<typeof ilike>[0], keyword: string | undefined): SQL | undefined {
  return keyword ? ilike(column, `%${escapeLike(keyword)}%`) : undefined;
}

/** Region names by id (one query for a page of rows). */
export async function regionNames(db: Database, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: regions.id, name: regions.areaName }).from(regions).where(inArray(regions.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

// ------------------------------------------------------------------ institutions

const institutionColumns = {
  id: institutions.userId,
  star: institutions.star,
  introduce: institutions.introduce,
  fullName: institutionProfiles.fullName,
  nickname: institutionProfiles.nickname,
  provinceId: institutionProfiles.provinceId,
  cityId: institutionProfiles.cityId,
  districtId: institutionProfiles.districtId,
  detailedAddress: institutionProfiles.detailedAddress,
  view1: institutionProfiles.view1,
  view2: institutionProfiles.view2,
  view3: institutionProfiles.view3,
};

function institutionWhere(keyword?: string): SQL | undefined {
  return and(
    eq(institutionProfiles.approvalStatus, INSTITUTION_APPROVED),
    keyword ? or(contains(institutionProfiles.fullName, keyword), contains(institutionProfiles.nickname, keyword)) : undefined,
  );
}

export async function findInstitutions(db: Database, keyword: string | undefined, page: Page) {
  const where = institutionWhere(keyword);
  const rows = await db
    .select(institutionColumns)
    .from(institutions)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, institutions.userId))
    .where(where)
    .orderBy(desc(institutions.sort), desc(institutions.userId))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(institutions)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, institutions.userId))
    .where(where);
  return { rows, total };
}

export async function findInstitution(db: Database, id: number) {
  const [row] = await db
    .select(institutionColumns)
    .from(institutions)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, institutions.userId))
    .where(and(eq(institutions.userId, id), institutionWhere()));
  return row;
}

/** Approved classes of an institution, latest test first. */
export function findInstitutionClasses(db: Database, institutionUserId: number, limit: number) {
  return db
    .select({
      id: testClasses.id,
      title: testClasses.title,
      testStartTime: testClasses.testStartTime,
      testEndTime: testClasses.testEndTime,
    })
    .from(testClasses)
    .where(and(eq(testClasses.institutionUserId, institutionUserId), eq(testClasses.applicationStatus, CLASS_APPROVED)))
    .orderBy(desc(testClasses.testStartTime), desc(testClasses.id))
    .limit(limit);
}

/** Number of athletes tested (distinct athletes with a test record) per class, for the given classes. */
export async function countTestedAthletes(db: Database, classIds: readonly number[]): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ testClassId: testRecords.testClassId, count: sql<number>`count(distinct ${testRecords.athleteUserId})::int` })
    .from(testRecords)
    .where(inArray(testRecords.testClassId, [...classIds]))
    .groupBy(testRecords.testClassId);
  return new Map(rows.map((row) => [row.testClassId, row.count]));
}

export function findClassGrades(db: Database, classIds: readonly number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(testClassGrades)
    .where(inArray(testClassGrades.testClassId, [...classIds]))
    .orderBy(asc(testClassGrades.testClassId), asc(testClassGrades.grade));
}

export function findClassEvaluators(db: Database, classIds: readonly number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      testClassId: testClassEvaluators.testClassId,
      name: personProfiles.name,
      level: testClassEvaluators.level,
      isLeader: testClassEvaluators.isLeader,
    })
    .from(testClassEvaluators)
    .innerJoin(personProfiles, eq(personProfiles.userId, testClassEvaluators.evaluatorUserId))
    .where(inArray(testClassEvaluators.testClassId, [...classIds]))
    .orderBy(asc(testClassEvaluators.testClassId), desc(testClassEvaluators.isLeader), asc(testClassEvaluators.level), asc(personProfiles.userId));
}

// ------------------------------------------------------------------ evaluators

const evaluatorColumns = {
  id: evaluators.userId,
  star: evaluators.star,
  name: personProfiles.name,
  sex: personProfiles.sex,
  photoPath: personProfiles.photoPath,
  rank: personProfiles.evaluatorRank,
  provinceId: personProfiles.provinceId,
  cityId: personProfiles.cityId,
  districtId: personProfiles.districtId,
};

function evaluatorWhere(keyword?: string): SQL | undefined {
  return and(eq(evaluators.isListed, true), isNotNull(personProfiles.evaluatorRank), contains(personProfiles.name, keyword));
}

export async function findEvaluators(db: Database, keyword: string | undefined, page: Page) {
  const where = evaluatorWhere(keyword);
  const rows = await db
    .select(evaluatorColumns)
    .from(evaluators)
    .innerJoin(personProfiles, eq(personProfiles.userId, evaluators.userId))
    .where(where)
    .orderBy(asc(personProfiles.evaluatorRank), desc(evaluators.star), asc(evaluators.userId))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(evaluators)
    .innerJoin(personProfiles, eq(personProfiles.userId, evaluators.userId))
    .where(where);
  return { rows, total };
}

export async function findEvaluator(db: Database, id: number) {
  const [row] = await db
    .select(evaluatorColumns)
    .from(evaluators)
    .innerJoin(personProfiles, eq(personProfiles.userId, evaluators.userId))
    .where(and(eq(evaluators.userId, id), evaluatorWhere()));
  return row;
}

export function findTrainingHistory(db: Database, evaluatorUserId: number) {
  return db
    .select({ completedOn: evaluatorTrainingRecords.completedOn, name: trainingClasses.name, grade: evaluatorTrainingRecords.grade })
    .from(evaluatorTrainingRecords)
    .innerJoin(trainingClasses, eq(trainingClasses.id, evaluatorTrainingRecords.trainingClassId))
    .where(and(eq(evaluatorTrainingRecords.evaluatorUserId, evaluatorUserId), eq(evaluatorTrainingRecords.performanceReview, 1)))
    .orderBy(desc(evaluatorTrainingRecords.completedOn), desc(evaluatorTrainingRecords.id));
}

/** The approved classes an evaluator has worked at: assigned, and the test has begun by `now`. */
export function findWorkHistory(db: Database, evaluatorUserId: number, now: Date) {
  return db
    .select({ id: testClasses.id, title: testClasses.title, testStartTime: testClasses.testStartTime })
    .from(testClassEvaluators)
    .innerJoin(testClasses, eq(testClasses.id, testClassEvaluators.testClassId))
    .where(
      and(
        eq(testClassEvaluators.evaluatorUserId, evaluatorUserId),
        eq(testClasses.applicationStatus, CLASS_APPROVED),
        lte(testClasses.testStartTime, now),
      ),
    )
    .orderBy(desc(testClasses.testStartTime), desc(testClasses.id));
}

// ------------------------------------------------------------------ athletes

export interface AthleteFilter {
  provinceId?: number;
  cityId?: number;
  districtId?: number;
  rank?: number;
  keyword?: string;
}

export async function findPublicAthletes(db: Database, filter: AthleteFilter, page: Page) {
  const where = and(
    eq(users.usertype, 1),
    eq(users.openQuery, true),
    isNotNull(personProfiles.athleteRank),
    filter.provinceId ? eq(personProfiles.provinceId, filter.provinceId) : undefined,
    filter.cityId ? eq(personProfiles.cityId, filter.cityId) : undefined,
    filter.districtId ? eq(personProfiles.districtId, filter.districtId) : undefined,
    filter.rank ? eq(personProfiles.athleteRank, filter.rank) : undefined,
    contains(personProfiles.name, filter.keyword),
  );
  const rows = await db
    .select({
      id: users.id,
      createdAt: users.createdAt,
      name: personProfiles.name,
      certificatesNumber: personProfiles.certificatesNumber,
      photoPath: personProfiles.photoPath,
      rank: personProfiles.athleteRank,
    })
    .from(personProfiles)
    .innerJoin(users, eq(users.id, personProfiles.userId))
    .where(where)
    .orderBy(desc(personProfiles.userId))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(personProfiles).innerJoin(users, eq(users.id, personProfiles.userId)).where(where);
  return { rows, total };
}

export async function findAthlete(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id, openQuery: users.openQuery, profile: personProfiles })
    .from(users)
    .innerJoin(personProfiles, eq(personProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.usertype, 1)));
  return row;
}

/** Published certificates of a user, by grade. */
export function findPublishedCertificates(db: Database, userId: number) {
  return db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.published, true)))
    .orderBy(asc(certificates.grade), asc(certificates.id));
}

export async function findTestRecords(db: Database, athleteUserId: number, page: Page) {
  const where = eq(testRecords.athleteUserId, athleteUserId);
  const rows = await db
    .select({ testDate: testRecords.testDate, grade: testRecords.grade, title: testClasses.title })
    .from(testRecords)
    .innerJoin(testClasses, eq(testClasses.id, testRecords.testClassId))
    .where(where)
    .orderBy(desc(testRecords.testDate), desc(testRecords.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(testRecords).where(where);
  return { rows, total };
}

// ------------------------------------------------------------------ test classes

export interface TestClassFilter {
  provinceId?: number;
  cityId?: number;
  districtId?: number;
  grade?: number;
  keyword?: string;
  testFrom?: Date;
  /** Inclusive. */
  testTo?: Date;
}

export async function findApprovedClasses(db: Database, filter: TestClassFilter, page: Page, now: Date) {
  const where = and(
    eq(testClasses.applicationStatus, CLASS_APPROVED),
    filter.provinceId ? eq(testClasses.provinceId, filter.provinceId) : undefined,
    filter.cityId ? eq(testClasses.cityId, filter.cityId) : undefined,
    filter.districtId ? eq(testClasses.districtId, filter.districtId) : undefined,
    filter.grade
      ? exists(
          db
            .select({ one: sql`1` })
            .from(testClassGrades)
            .where(and(eq(testClassGrades.testClassId, testClasses.id), eq(testClassGrades.grade, filter.grade))),
        )
      : undefined,
    contains(testClasses.title, filter.keyword),
    filter.testFrom ? gte(testClasses.testStartTime, filter.testFrom) : undefined,
    filter.testTo ? lte(testClasses.testStartTime, filter.testTo) : undefined,
  );
  // Open for sign-up first, then not yet open, then closed; within each, the nearest test first.
  const phase = sql`case
    when ${testClasses.registrationStartTime} <= ${now} and ${testClasses.registrationEndTime} >= ${now} and not ${testClasses.isStop} then 0
    when ${testClasses.registrationStartTime} > ${now} then 1
    when ${testClasses.registrationStartTime} <= ${now} and ${testClasses.registrationEndTime} >= ${now} then 2
    else 3 end`;
  const rows = await db
    .select({ testClass: testClasses, mechanismFullName: institutionProfiles.fullName })
    .from(testClasses)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, testClasses.institutionUserId))
    .where(where)
    .orderBy(phase, sql`case when ${phase} = 3 then null else ${testClasses.testStartTime} end asc nulls last`, desc(testClasses.testStartTime), desc(testClasses.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(testClasses).where(where);
  return { rows, total };
}

/**
 * The next instant at which an approved class enters or leaves its registration window — when the order of the
 * class list (`findApprovedClasses`) can change by the clock alone; null when no window starts or ends later.
 */
export async function findNextRegistrationChange(db: Database, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<Date | null>`least(
        min(case when ${testClasses.registrationStartTime} > ${now} then ${testClasses.registrationStartTime} end),
        min(case when ${testClasses.registrationEndTime} >= ${now} then ${testClasses.registrationEndTime} end))`.mapWith(
        testClasses.registrationStartTime,
      ),
    })
    .from(testClasses)
    .where(eq(testClasses.applicationStatus, CLASS_APPROVED));
  return row?.at ?? null;
}

export async function findApprovedClass(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(testClasses)
    .where(and(eq(testClasses.id, id), eq(testClasses.applicationStatus, CLASS_APPROVED)));
  return row;
}

// ------------------------------------------------------------------ training classes

export async function findTrainingClasses(db: Database, keyword: string | undefined, page: Page) {
  const where = contains(trainingClasses.name, keyword);
  const rows = await db
    .select()
    .from(trainingClasses)
    .where(where)
    .orderBy(desc(trainingClasses.applyStartTime), desc(trainingClasses.id))
    .limit(page.limit)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(trainingClasses).where(where);
  return { rows, total };
}

export async function findTrainingClass(db: Database, id: number) {
  const [row] = await db.select().from(trainingClasses).where(eq(trainingClasses.id, id));
  if (!row) return undefined;
  const fees = await db.select().from(trainingClassFees).where(eq(trainingClassFees.trainingClassId, id)).orderBy(asc(trainingClassFees.feeType));
  const contents = await db
    .select()
    .from(trainingClassContents)
    .where(eq(trainingClassContents.trainingClassId, id))
    .orderBy(asc(trainingClassContents.sort), asc(trainingClassContents.id));
  return { row, fees, contents };
}

// ------------------------------------------------------------------ certificate query

export interface CertificateLookup {
  name: string;
  idType?: number;
  idNumber?: string;
  serial?: string;
}

/**
 * Athletes (profile + id) matching the name and the given identity document and/or the
 * certificate serial (or certificate number) of one of their published certificates.
 */
export function findQueriedAthletes(db: Database, lookup: CertificateLookup) {
  const serial = lookup.serial;
  return db
    .select({ id: users.id, name: personProfiles.name, certificatesNumber: personProfiles.certificatesNumber })
    .from(personProfiles)
    .innerJoin(users, eq(users.id, personProfiles.userId))
    .where(
      and(
        eq(users.usertype, 1),
        eq(personProfiles.name, lookup.name),
        lookup.idNumber ? and(eq(personProfiles.certificatesType, lookup.idType ?? 1), eq(personProfiles.certificatesNumber, lookup.idNumber)) : undefined,
        serial
          ? exists(
              db
                .select({ one: sql`1` })
                .from(certificates)
                .where(
                  and(
                    eq(certificates.userId, personProfiles.userId),
                    eq(certificates.published, true),
                    or(eq(certificates.certificateNumbering, serial), eq(certificates.certificateNumber, serial)),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(5);
}
