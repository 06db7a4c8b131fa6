import { QualificationStatus, TestClassStatus } from '@badminton/contracts';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { institutionProfiles, institutions, personProfiles, testClasses, testClassEvaluators, testRecords } from '../../db/schema';
import { pageWithTotal, totalOver } from '../../db/paged';
import type { Page } from '../../lib/paging';
import { contains } from '../shared/search';

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
    eq(institutionProfiles.approvalStatus, QualificationStatus.Approved),
    keyword ? or(contains(institutionProfiles.fullName, keyword), contains(institutionProfiles.nickname, keyword)) : undefined,
  );
}

export async function findInstitutions(db: Database, keyword: string | undefined, page: Page) {
  const where = institutionWhere(keyword);
  const rows = await db
    .select({ ...institutionColumns, total: totalOver() })
    .from(institutions)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, institutions.userId))
    .where(where)
    .orderBy(desc(institutions.sort), desc(institutions.userId))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(rows, page, async () => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(institutions)
      .innerJoin(institutionProfiles, eq(institutionProfiles.userId, institutions.userId))
      .where(where);
    return total;
  });
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
    .where(and(eq(testClasses.institutionUserId, institutionUserId), eq(testClasses.applicationStatus, TestClassStatus.Approved)))
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
