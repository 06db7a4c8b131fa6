import { TestClassStatus } from '@badminton/contracts';
import { and, asc, count, desc, eq, exists, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { institutionProfiles, testClasses, testClassGrades } from '../../db/schema';
import { pageWithTotal, totalOver } from '../../db/paged';
import type { Page } from '../../lib/paging';
import { contains } from '../shared/search';

export function findClassGrades(db: Database, classIds: readonly number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(testClassGrades)
    .where(inArray(testClassGrades.testClassId, [...classIds]))
    .orderBy(asc(testClassGrades.testClassId), asc(testClassGrades.grade));
}

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
    eq(testClasses.applicationStatus, TestClassStatus.Approved),
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
    .select({ testClass: testClasses, mechanismFullName: institutionProfiles.fullName, total: totalOver() })
    .from(testClasses)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, testClasses.institutionUserId))
    .where(where)
    .orderBy(phase, sql`case when ${phase} = 3 then null else ${testClasses.testStartTime} end asc nulls last`, desc(testClasses.testStartTime), desc(testClasses.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(rows, page, async () => {
    const [{ total }] = await db.select({ total: count() }).from(testClasses).where(where);
    return total;
  });
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
    .where(eq(testClasses.applicationStatus, TestClassStatus.Approved));
  return row?.at ?? null;
}

export async function findApprovedClass(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(testClasses)
    .where(and(eq(testClasses.id, id), eq(testClasses.applicationStatus, TestClassStatus.Approved)));
  return row;
}
