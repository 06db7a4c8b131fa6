import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appeals, orders, testApplications, testClasses, testScoreItems } from '../../db/schema';
import type { Page } from '../../lib/paging';

/** One sign-up of one athlete with what its score and appeal rules need: the class's publication and the order. */
export async function findOwnSignUp(db: Database, athleteUserId: number, applicationId: number) {
  const [row] = await db
    .select({
      id: testApplications.id,
      testClassId: testApplications.testClassId,
      grade: testApplications.grade,
      scoreJudgment: testApplications.scoreJudgment,
      applicationMethod: testApplications.applicationMethod,
      active: testApplications.active,
      orderId: testApplications.orderId,
      paymentStatus: orders.paymentStatus,
      classTitle: testClasses.title,
      gradeSubmissionStatus: testClasses.gradeSubmissionStatus,
      scoresPublishedAt: testClasses.scoresPublishedAt,
    })
    .from(testApplications)
    .innerJoin(testClasses, eq(testClasses.id, testApplications.testClassId))
    .leftJoin(orders, eq(orders.id, testApplications.orderId))
    .where(and(eq(testApplications.id, applicationId), eq(testApplications.athleteUserId, athleteUserId)));
  return row ?? null;
}

export type SignUpRow = NonNullable<Awaited<ReturnType<typeof findOwnSignUp>>>;

export function findScoreItems(db: Database, applicationId: number) {
  return db
    .select({ sort: testScoreItems.sort, subject: testScoreItems.subject, score: testScoreItems.score })
    .from(testScoreItems)
    .where(eq(testScoreItems.applicationId, applicationId))
    .orderBy(asc(testScoreItems.sort));
}

export async function findAppealOfSignUp(db: Database, applicationId: number) {
  const [row] = await db.select({ id: appeals.id }).from(appeals).where(eq(appeals.applicationId, applicationId));
  return row ?? null;
}

export async function findOwnAppeal(db: Database, athleteUserId: number, id: number) {
  const [row] = await db
    .select()
    .from(appeals)
    .where(and(eq(appeals.id, id), eq(appeals.athleteUserId, athleteUserId)));
  return row ?? null;
}

export async function findOwnAppeals(db: Database, athleteUserId: number, page: Page) {
  const where = eq(appeals.athleteUserId, athleteUserId);
  const rows = await db
    .select({
      appeal: appeals,
      classTitle: testClasses.title,
      grade: testApplications.grade,
    })
    .from(appeals)
    .innerJoin(testApplications, eq(testApplications.id, appeals.applicationId))
    .innerJoin(testClasses, eq(testClasses.id, testApplications.testClassId))
    .where(where)
    .orderBy(desc(appeals.createdAt), desc(appeals.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(appeals).where(where);
  return { rows, total: total?.value ?? 0 };
}
