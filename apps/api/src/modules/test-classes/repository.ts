import { TestClassStatus } from '@badminton/contracts';
import { and, asc, count, desc, eq, exists, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { institutionProfiles, testClasses, testClassGrades } from '../../db/schema';
import type { Page } from '../../lib/paging';
import { textContains } from '../shared/search';

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
    textContains(testClasses.title, testClasses.titleGrams, filter.keyword),
    filter.testFrom ? gte(testClasses.testStartTime, filter.testFrom) : undefined,
    filter.testTo ? lte(testClasses.testStartTime, filter.testTo) : undefined,
  );
  // Open for sign-up first, then not yet open, then open but stopped (the live classes: a window that has not ended;
  // the windows check makes a window that starts later one of them), each nearest test first; then every ended class,
  // newest test first. Nationally almost every class has ended: the live ones are a few hundred rows read through the
  // registration-end index and sorted, the ended ones are read in order from the status/time index, so no page —
  // first or deep — sorts the whole table (issue 27 point 2, test/query-plans.test.ts).
  const live = gte(testClasses.registrationEndTime, now);
  const [counted] = await db
    .select({ live: sql<number>`cast(count(*) filter (where ${live}) as integer)`.mapWith(Number), total: count() })
    .from(testClasses)
    .where(where);
  const liveCount = counted?.live ?? 0;
  const total = counted?.total ?? 0;
  const columns = { testClass: testClasses, mechanismFullName: institutionProfiles.fullName };
  const rows: { testClass: typeof testClasses.$inferSelect; mechanismFullName: string }[] = [];
  if (page.offset < liveCount) {
    const phase = sql`case
      when ${testClasses.registrationStartTime} <= ${now} and not ${testClasses.isStop} then 0
      when ${testClasses.registrationStartTime} > ${now} then 1
      else 2 end`;
    rows.push(
      ...(await db
        .select(columns)
        .from(testClasses)
        .innerJoin(institutionProfiles, eq(institutionProfiles.userId, testClasses.institutionUserId))
        .where(and(where, live))
        .orderBy(phase, asc(testClasses.testStartTime), desc(testClasses.id))
        .limit(page.limit)
        .offset(page.offset)),
    );
  }
  if (rows.length < page.limit && total > liveCount) {
    rows.push(
      ...(await db
        .select(columns)
        .from(testClasses)
        .innerJoin(institutionProfiles, eq(institutionProfiles.userId, testClasses.institutionUserId))
        .where(and(where, lt(testClasses.registrationEndTime, now)))
        .orderBy(desc(testClasses.testStartTime), desc(testClasses.id))
        .limit(page.limit - rows.length)
        .offset(Math.max(0, page.offset - liveCount))),
    );
  }
  return { rows, total };
}

/**
 * The next instant at which an approved class enters or leaves its registration window — when the order of the
 * class list (`findApprovedClasses`) can change by the clock alone; null when no window starts or ends later. Two
 * index lookups (the earliest later start, the earliest end not yet passed), not a scan of every class.
 */
export async function findNextRegistrationChange(db: Database, now: Date): Promise<Date | null> {
  const approved = eq(testClasses.applicationStatus, TestClassStatus.Approved);
  const [start] = await db
    .select({ at: testClasses.registrationStartTime })
    .from(testClasses)
    .where(and(approved, gt(testClasses.registrationStartTime, now)))
    .orderBy(asc(testClasses.registrationStartTime))
    .limit(1);
  const [end] = await db
    .select({ at: testClasses.registrationEndTime })
    .from(testClasses)
    .where(and(approved, gte(testClasses.registrationEndTime, now)))
    .orderBy(asc(testClasses.registrationEndTime))
    .limit(1);
  const candidates = [start?.at, end?.at].filter((at): at is Date => at instanceof Date);
  return candidates.length > 0 ? new Date(Math.min(...candidates.map((at) => at.getTime()))) : null;
}

export async function findApprovedClass(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(testClasses)
    .where(and(eq(testClasses.id, id), eq(testClasses.applicationStatus, TestClassStatus.Approved)));
  return row;
}
