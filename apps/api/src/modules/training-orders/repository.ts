import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { evaluatorTrainingRecords, orders, personProfiles, trainingClasses, trainingClassFees, trainingScoreItems } from '../../db/schema';
import { pageWithTotal, totalOver } from '../../db/paged';
import type { Page } from '../../lib/paging';

/** A training class and its fee of one fee type (null: the class does not offer it). */
function classWithFee(db: Database, trainingClassId: number, feeType: number) {
  return db
    .select({ trainingClass: trainingClasses, feeFen: trainingClassFees.feeFen })
    .from(trainingClasses)
    .leftJoin(trainingClassFees, and(eq(trainingClassFees.trainingClassId, trainingClasses.id), eq(trainingClassFees.feeType, feeType)))
    .where(eq(trainingClasses.id, trainingClassId));
}

export async function findClassWithFee(db: Database, trainingClassId: number, feeType: number) {
  const [row] = await classWithFee(db, trainingClassId, feeType);
  return row;
}

/**
 * The class and its fee again inside the sign-up's transaction, the class row held FOR SHARE: the back office's edit
 * and 停止报名 (FOR UPDATE, decision 0074) wait for the sign-up, or the sign-up for them.
 */
export async function lockClassWithFee(tx: Database, trainingClassId: number, feeType: number) {
  const [row] = await classWithFee(tx, trainingClassId, feeType).for('share', { of: trainingClasses });
  return row;
}

/** The evaluator's birthday and name (undefined: no personal information yet). */
export async function findProfile(db: Database, userId: number) {
  const [row] = await db
    .select({ name: personProfiles.name, birthday: personProfiles.birthday })
    .from(personProfiles)
    .where(eq(personProfiles.userId, userId));
  return row;
}

/** The evaluator's record of a class with its current order's status, locked for the sign-up's transaction. */
export async function findOwnRecordForUpdate(tx: Database, userId: number, trainingClassId: number) {
  const [row] = await tx
    .select()
    .from(evaluatorTrainingRecords)
    .where(and(eq(evaluatorTrainingRecords.evaluatorUserId, userId), eq(evaluatorTrainingRecords.trainingClassId, trainingClassId)))
    .for('update');
  return row;
}

export async function findOrderStatus(db: Database, orderId: number) {
  const [row] = await db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  return row?.paymentStatus;
}

export type RecordValues = Omit<typeof evaluatorTrainingRecords.$inferInsert, 'id' | 'evaluatorUserId' | 'trainingClassId'>;

export async function insertRecord(tx: Database, userId: number, trainingClassId: number, values: RecordValues) {
  const [row] = await tx
    .insert(evaluatorTrainingRecords)
    .values({ evaluatorUserId: userId, trainingClassId, ...values })
    .returning({ id: evaluatorTrainingRecords.id });
  return row;
}

/** A sign-up again after its order closed: the one row of (evaluator, class) takes the new order and choices. */
export async function updateRecord(tx: Database, id: number, values: RecordValues): Promise<void> {
  await tx.update(evaluatorTrainingRecords).set(values).where(eq(evaluatorTrainingRecords.id, id));
}

/** The evaluator's record of a class with the class and its order (undefined: none). */
export async function findOwnRecordWithOrder(db: Database, userId: number, trainingClassId: number) {
  const [row] = await db
    .select({ record: evaluatorTrainingRecords, trainingClass: trainingClasses, order: orders })
    .from(evaluatorTrainingRecords)
    .innerJoin(trainingClasses, eq(trainingClasses.id, evaluatorTrainingRecords.trainingClassId))
    .leftJoin(orders, eq(orders.id, evaluatorTrainingRecords.orderId))
    .where(and(eq(evaluatorTrainingRecords.evaluatorUserId, userId), eq(evaluatorTrainingRecords.trainingClassId, trainingClassId)));
  return row;
}

/** The fee of a class's fee type in fen (a record without an order shows what its fee type costs). */
export async function findFees(db: Database, trainingClassIds: readonly number[]) {
  if (trainingClassIds.length === 0) return [];
  return db
    .select()
    .from(trainingClassFees)
    .where(inArray(trainingClassFees.trainingClassId, [...trainingClassIds]));
}

/** The evaluator's training records with class and order, newest first, with the total. */
export async function findOwnRecords(db: Database, userId: number, page: Page) {
  const rows = await db
    .select({
      record: evaluatorTrainingRecords,
      trainingClass: {
        id: trainingClasses.id,
        name: trainingClasses.name,
        grade: trainingClasses.grade,
        openingClassStartTime: trainingClasses.openingClassStartTime,
        openingClassEndTime: trainingClasses.openingClassEndTime,
        applyStartTime: trainingClasses.applyStartTime,
      },
      order: { orderSn: orders.orderSn, amountFen: orders.amountFen, paymentStatus: orders.paymentStatus, createdAt: orders.createdAt, expiresAt: orders.expiresAt },
      total: totalOver(),
    })
    .from(evaluatorTrainingRecords)
    .innerJoin(trainingClasses, eq(trainingClasses.id, evaluatorTrainingRecords.trainingClassId))
    .leftJoin(orders, eq(orders.id, evaluatorTrainingRecords.orderId))
    .where(eq(evaluatorTrainingRecords.evaluatorUserId, userId))
    // A sign-up in the portal is dated by its order; a training taken before (no order) by its class's window.
    .orderBy(desc(sql`coalesce(${orders.createdAt}, ${trainingClasses.applyStartTime})`), desc(evaluatorTrainingRecords.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(rows, page, async () => {
    const [{ total }] = await db
      .select({ total: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
      .from(evaluatorTrainingRecords)
      .where(eq(evaluatorTrainingRecords.evaluatorUserId, userId));
    return total;
  });
}

export async function findScoreItems(db: Database, trainingRecordId: number) {
  return db
    .select({ content: trainingScoreItems.content, score: trainingScoreItems.score })
    .from(trainingScoreItems)
    .where(eq(trainingScoreItems.trainingRecordId, trainingRecordId))
    .orderBy(asc(trainingScoreItems.sort), asc(trainingScoreItems.id));
}

/** Every order the user pays, newest first, with the total. */
export async function findOwnOrders(db: Database, userId: number, page: Page) {
  const rows = await db
    .select({ order: orders, total: totalOver() })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  return pageWithTotal(rows, page, async () => {
    const [{ total }] = await db
      .select({ total: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
      .from(orders)
      .where(eq(orders.userId, userId));
    return total;
  });
}
