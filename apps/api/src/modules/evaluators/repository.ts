import { TestClassStatus } from '@badminton/contracts';
import { and, asc, count, desc, eq, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { evaluators, evaluatorTrainingRecords, personProfiles, testClasses, testClassEvaluators, trainingClasses } from '../../db/schema';
import { pageWithTotal, totalOver } from '../../db/paged';
import type { Page } from '../../lib/paging';
import { textContains } from '../shared/search';

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
  return and(eq(evaluators.isListed, true), isNotNull(personProfiles.evaluatorRank), textContains(personProfiles.name, personProfiles.nameGrams, keyword));
}

export async function findEvaluators(db: Database, keyword: string | undefined, page: Page) {
  const where = evaluatorWhere(keyword);
  const rows = await db
    .select({ ...evaluatorColumns, total: totalOver() })
    .from(evaluators)
    .innerJoin(personProfiles, eq(personProfiles.userId, evaluators.userId))
    .where(where)
    .orderBy(asc(personProfiles.evaluatorRank), desc(evaluators.star), asc(evaluators.userId))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(rows, page, async () => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(evaluators)
      .innerJoin(personProfiles, eq(personProfiles.userId, evaluators.userId))
      .where(where);
    return total;
  });
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
        eq(testClasses.applicationStatus, TestClassStatus.Approved),
        lte(testClasses.testStartTime, now),
      ),
    )
    .orderBy(desc(testClasses.testStartTime), desc(testClasses.id));
}
