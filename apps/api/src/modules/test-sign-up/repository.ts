import { TestClassStatus } from '@badminton/contracts';
import { and, desc, eq, exists, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appeals, institutionProfiles, invoiceTitles, orders, testApplications, testClasses, testClassGrades } from '../../db/schema';
import { pageWithTotal, totalOver } from '../../db/paged';
import type { Page } from '../../lib/paging';

/**
 * An approved class with its institution's name and the fee of one grade (null: the class does not offer it), in one
 * query (undefined: no such approved class).
 */
export async function findClassForSignUp(db: Database, testClassId: number, grade: number) {
  const [row] = await db
    .select({ testClass: testClasses, mechanismFullName: institutionProfiles.fullName, feeFen: testClassGrades.feeFen })
    .from(testClasses)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, testClasses.institutionUserId))
    .leftJoin(testClassGrades, and(eq(testClassGrades.testClassId, testClasses.id), eq(testClassGrades.grade, grade)))
    .where(and(eq(testClasses.id, testClassId), eq(testClasses.applicationStatus, TestClassStatus.Approved)));
  return row;
}

/** The athlete's live place (pending or paid, not given up) in a class at a grade. */
export async function findLivePlace(db: Database, athleteUserId: number, testClassId: number, grade: number) {
  const [row] = await db
    .select({ id: testApplications.id })
    .from(testApplications)
    .where(
      and(
        eq(testApplications.athleteUserId, athleteUserId),
        eq(testApplications.testClassId, testClassId),
        eq(testApplications.grade, grade),
        eq(testApplications.active, 1),
        ne(testApplications.leaveStatus, 2),
      ),
    );
  return row;
}

/**
 * Takes one place of the class: a compare-and-set on `seats_taken < test_num`, so of any number of concurrent
 * sign-ups at most `test_num` succeed. False when the class is full.
 */
export async function takeSeat(tx: Database, testClassId: number): Promise<boolean> {
  const rows = await tx
    .update(testClasses)
    .set({ seatsTaken: sql`${testClasses.seatsTaken} + 1` })
    .where(and(eq(testClasses.id, testClassId), lt(testClasses.seatsTaken, testClasses.testNum)))
    .returning({ id: testClasses.id });
  return rows.length === 1;
}

/** Gives one place of the class back (never below 0). */
export async function releaseSeat(tx: Database, testClassId: number): Promise<void> {
  await tx
    .update(testClasses)
    .set({ seatsTaken: sql`${testClasses.seatsTaken} - 1` })
    .where(and(eq(testClasses.id, testClassId), gt(testClasses.seatsTaken, 0)));
}

export type NewApplication = typeof testApplications.$inferInsert;

export async function insertApplication(tx: Database, values: NewApplication) {
  const [row] = await tx.insert(testApplications).values(values).returning();
  return row;
}

/**
 * Marks a live application inactive (its place is free again); answers the class id when it was live, so the caller
 * gives the seat back exactly once however often it runs.
 */
export async function deactivateApplicationOfOrder(tx: Database, orderId: number): Promise<{ id: number; testClassId: number } | undefined> {
  const [row] = await tx
    .update(testApplications)
    .set({ active: 0 })
    .where(and(eq(testApplications.orderId, orderId), eq(testApplications.active, 1)))
    .returning({ id: testApplications.id, testClassId: testApplications.testClassId });
  return row;
}

export async function findApplicationOfOrder(tx: Database, orderId: number) {
  const [row] = await tx.select().from(testApplications).where(eq(testApplications.orderId, orderId));
  return row;
}

/** The athlete's newest sign-up on leave (leave_status 1) at a grade. */
export async function findLeaveRecord(db: Database, athleteUserId: number, grade: number) {
  const [row] = await db
    .select({ id: testApplications.id })
    .from(testApplications)
    .where(and(eq(testApplications.athleteUserId, athleteUserId), eq(testApplications.grade, grade), eq(testApplications.leaveStatus, 1)))
    .orderBy(desc(testApplications.createdAt), desc(testApplications.id))
    .limit(1);
  return row;
}

export async function findApplicationForUpdate(tx: Database, id: number) {
  const [row] = await tx.select().from(testApplications).where(eq(testApplications.id, id)).for('update');
  return row;
}

/**
 * Leave record given up: leave_status 1 → 2 and the place inactive (`active` → 0) in ONE compare-and-set, so a later
 * close or refund of its order (`deactivateApplicationOfOrder`, `active = 1`) finds no live place and gives nothing
 * back a second time. Answers `held` = the place was live (the caller gives the seat back), or null when the record
 * was not on leave any more. The row is locked by the caller (`findApplicationForUpdate`), so `held` is exact.
 */
export async function abandonLeave(tx: Database, id: number, wasActive: number): Promise<{ held: boolean } | null> {
  const rows = await tx
    .update(testApplications)
    .set({ leaveStatus: 2, active: 0 })
    .where(and(eq(testApplications.id, id), eq(testApplications.leaveStatus, 1), eq(testApplications.active, wasActive)))
    .returning({ id: testApplications.id });
  return rows.length === 1 ? { held: wasActive === 1 } : null;
}

// ---------------------------------------------------------------- invoice title

export async function findInvoiceTitle(db: Database, userId: number) {
  const [row] = await db.select().from(invoiceTitles).where(eq(invoiceTitles.userId, userId));
  return row;
}

export type InvoiceTitleValues = Omit<typeof invoiceTitles.$inferInsert, 'userId' | 'updatedAt'>;

export async function upsertInvoiceTitle(db: Database, userId: number, values: InvoiceTitleValues, at: Date): Promise<void> {
  await db
    .insert(invoiceTitles)
    .values({ userId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: invoiceTitles.userId, set: { ...values, updatedAt: at } });
}

// ---------------------------------------------------------------- records

/** The athlete's sign-ups with their order, class and institution, newest first, with the total. */
export async function findOwnRecords(db: Database, athleteUserId: number, page: Page) {
  const rows = await db
    .select({
      application: testApplications,
      order: {
        orderSn: orders.orderSn,
        createdAt: orders.createdAt,
        amountFen: orders.amountFen,
        paymentStatus: orders.paymentStatus,
        isBatch: orders.isBatch,
        expiresAt: orders.expiresAt,
      },
      testClass: {
        id: testClasses.id,
        title: testClasses.title,
        filePath: testClasses.filePath,
        testStartTime: testClasses.testStartTime,
        contact: testClasses.contact,
        contactNumber: testClasses.contactNumber,
        scoresPublishedAt: testClasses.scoresPublishedAt,
      },
      institution: { fullName: institutionProfiles.fullName, view1: institutionProfiles.view1 },
      isAppeal: exists(db.select({ one: sql`1` }).from(appeals).where(eq(appeals.applicationId, testApplications.id))).mapWith(Boolean),
      total: totalOver(),
    })
    .from(testApplications)
    .innerJoin(testClasses, eq(testClasses.id, testApplications.testClassId))
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, testClasses.institutionUserId))
    .leftJoin(orders, eq(orders.id, testApplications.orderId))
    .where(eq(testApplications.athleteUserId, athleteUserId))
    .orderBy(desc(testApplications.createdAt), desc(testApplications.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(rows, page, async () => {
    const [{ total }] = await db
      .select({ total: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
      .from(testApplications)
      .where(eq(testApplications.athleteUserId, athleteUserId));
    return total;
  });
}
