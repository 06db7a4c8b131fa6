import { gradeLabel, OrderKind, PaymentStatus, Role } from '@badminton/contracts';
import { deliveryFees } from '@badminton/validation';
import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import {
  certificateDeliveries,
  certificateDeliveryItems,
  certificateFeeRates,
  certificates,
  evaluatorTrainingRecords,
  institutionProfiles,
  orders,
  seedMarkers,
  shippingFees,
  testApplications,
  testClasses,
  testClassGrades,
  trainingClasses,
  trainingClassFees,
  users,
} from '../src/db/schema';
import { JobQueue } from '../src/jobs/queue';
import { createOrder, orderRecords } from '../src/modules/orders/service';
import { FEE_NAMES } from '../src/modules/training/service';
import type { Storage } from '../src/storage/storage';
import { paymentWorkflow } from '../src/workflows/payment';
import { commitTransition, SYSTEM_ACTOR } from '../src/workflows/transition';
import { issueMissingInvoices } from './athlete-centre/deliveries';
import { DEMO_ATHLETE_MOBILE, DEMO_EVALUATOR_MOBILE, DEMO_INSTITUTION_MOBILE, SHOWCASE_CLASSES } from './portal/index';

/**
 * The README walks' states that expire or that a walk uses up, put back relative to the clock on every start with
 * `DEMO_DATA` (issue 28 point 9, decision 0051). The demo loaders run once (their markers); these states do not last:
 * - the demo athlete's pending order of 羽翔体育2026冬季等级测试班 四级 (test records: 去支付) and her pending paper
 *   certificate order (二级 证章; the 纸质证书订单 tab: 去支付) close 30 minutes after they were made;
 * - the demo evaluator's pending training order (培训记录: 去支付) closes the same way;
 * - the demo athlete's 四级 leave record (the retake dialog 补考提示) is given up by 放弃名额并继续报名.
 * Each is made again, as its loader made it (ordered 5 or 10 minutes before `now`), only when it is missing: no
 * pending order of that kind still inside its window, no live sign-up that blocks it (a visitor who paid keeps the
 * paid one), no leave record. It touches only the demo accounts (found by their mobiles) and only in a database the
 * demo was loaded into (the athlete centre's marker); never another user's rows. One transaction that locks the demo
 * users' rows, so a second start at the same time waits and then finds nothing missing.
 * The caller lets the due `order.expire` jobs run first (a window that passed while the service was down is closed by
 * the real job, which also asks the provider), so a lapsed order is closed before its state is made again.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;
const ATHLETE_CENTRE_MARKER = 'demo-athlete-centre';
const EVALUATOR_TRAINING_MARKER = 'demo-evaluator-training';

export interface WalkStatesReport {
  testOrder: boolean;
  leaveRecord: boolean;
  deliveryOrder: boolean;
  trainingOrder: boolean;
}

export async function refreshDemoWalkStates(db: Database, context: { now: Date; storage: Storage }): Promise<WalkStatesReport> {
  const { now } = context;
  const report: WalkStatesReport = { testOrder: false, leaveRecord: false, deliveryOrder: false, trainingOrder: false };
  await db.transaction(async (tx) => {
    const markers = await tx.select({ name: seedMarkers.name }).from(seedMarkers).where(inArray(seedMarkers.name, [ATHLETE_CENTRE_MARKER, EVALUATOR_TRAINING_MARKER]));
    const loaded = new Set(markers.map((row) => row.name));
    const jobs = new JobQueue(tx, { now: () => now });
    if (loaded.has(ATHLETE_CENTRE_MARKER)) {
      const [athlete] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.usertype, Role.Athlete), eq(users.mobile, DEMO_ATHLETE_MOBILE)))
        .for('update');
      if (athlete) {
        report.testOrder = await pendingTestOrder(tx, jobs, athlete.id, now);
        report.leaveRecord = await leaveRecord(tx, jobs, athlete.id, now, context.storage);
        report.deliveryOrder = await pendingDeliveryOrder(tx, jobs, athlete.id, now);
      }
    }
    if (loaded.has(EVALUATOR_TRAINING_MARKER)) {
      const [evaluator] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.usertype, Role.Evaluator), eq(users.mobile, DEMO_EVALUATOR_MOBILE)))
        .for('update');
      if (evaluator) report.trainingOrder = await pendingTrainingOrder(tx, jobs, evaluator.id, now);
    }
  });
  return report;
}

/** Does `userId` hold an order of `kind` still payable at `now`? */
async function hasPayableOrder(tx: Database, userId: number, kind: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, kind), eq(orders.paymentStatus, PaymentStatus.Pending), gt(orders.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}

async function institutionName(tx: Database): Promise<string> {
  const [row] = await tx
    .select({ fullName: institutionProfiles.fullName })
    .from(users)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, users.id))
    .where(and(eq(users.usertype, Role.Institution), eq(users.mobile, DEMO_INSTITUTION_MOBILE)));
  return row?.fullName ?? '羽翔体育';
}

/** A sign-up of the demo athlete as `loadSignUpDemo` makes it: order, row, seat. */
async function signUp(
  tx: Database,
  jobs: JobQueue,
  athleteId: number,
  testClass: typeof testClasses.$inferSelect,
  grade: number,
  feeFen: number,
  at: Date,
  extra: Partial<typeof testApplications.$inferInsert> = {},
) {
  const order = await createOrder(tx, jobs, {
    userId: athleteId,
    userType: Role.Athlete,
    kind: OrderKind.TestSignUp,
    description: `${testClass.title} ${gradeLabel(grade)}报名费`,
    amountFen: feeFen,
    at,
  });
  await tx.insert(testApplications).values({
    athleteUserId: athleteId,
    testClassId: testClass.id,
    grade,
    orderId: order.id,
    coachStatus: 0,
    train: await institutionName(tx),
    coach: '陈教练',
    coachPhone: '13900001111',
    createdAt: at,
    ...extra,
  });
  await tx.update(testClasses).set({ seatsTaken: sql`${testClasses.seatsTaken} + 1` }).where(eq(testClasses.id, testClass.id));
  return order;
}

async function feeOf(tx: Database, testClassId: number, grade: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ feeFen: testClassGrades.feeFen })
    .from(testClassGrades)
    .where(and(eq(testClassGrades.testClassId, testClassId), eq(testClassGrades.grade, grade)));
  return row?.feeFen;
}

/** A live sign-up (holding its place) of the athlete in this class at this grade. */
async function liveSignUp(tx: Database, athleteId: number, testClassId: number, grade: number) {
  const [row] = await tx
    .select({ id: testApplications.id })
    .from(testApplications)
    .where(
      and(
        eq(testApplications.athleteUserId, athleteId),
        eq(testApplications.testClassId, testClassId),
        eq(testApplications.grade, grade),
        eq(testApplications.active, 1),
        ne(testApplications.leaveStatus, 2),
      ),
    );
  return row;
}

/** 羽翔体育2026冬季等级测试班 四级, ordered 5 minutes before `now`, while the class takes sign-ups. */
async function pendingTestOrder(tx: Database, jobs: JobQueue, athleteId: number, now: Date): Promise<boolean> {
  if (await hasPayableOrder(tx, athleteId, OrderKind.TestSignUp, now)) return false;
  const [winter] = await tx.select().from(testClasses).where(eq(testClasses.title, SHOWCASE_CLASSES.several));
  if (!winter || winter.isStop || winter.registrationStartTime > now || winter.registrationEndTime <= now || winter.seatsTaken >= winter.testNum) return false;
  if (await liveSignUp(tx, athleteId, winter.id, 4)) return false;
  const feeFen = await feeOf(tx, winter.id, 4);
  if (feeFen === undefined) return false;
  await signUp(tx, jobs, athleteId, winter, 4, feeFen, new Date(now.getTime() - 5 * MINUTE));
  return true;
}

/** A paid 四级 sign-up on leave on a finished class (the retake dialog), when she has none. */
async function leaveRecord(tx: Database, jobs: JobQueue, athleteId: number, now: Date, storage: Storage): Promise<boolean> {
  const [onLeave] = await tx
    .select({ id: testApplications.id })
    .from(testApplications)
    .where(and(eq(testApplications.athleteUserId, athleteId), eq(testApplications.grade, 4), eq(testApplications.leaveStatus, 1)))
    .limit(1);
  if (onLeave) return false;
  // The newest finished class offering 四级 she holds no sign-up of at 四级 (the first start's record was given up).
  const finished = await tx
    .select({ testClass: testClasses, feeFen: testClassGrades.feeFen })
    .from(testClasses)
    .innerJoin(testClassGrades, and(eq(testClassGrades.testClassId, testClasses.id), eq(testClassGrades.grade, 4)))
    .where(
      and(
        lt(testClasses.testEndTime, now),
        lt(testClasses.seatsTaken, testClasses.testNum),
        sql`not exists (select 1 from ${testApplications} where ${testApplications.testClassId} = ${testClasses.id} and ${testApplications.athleteUserId} = ${athleteId} and ${testApplications.grade} = 4)`,
      ),
    )
    .orderBy(desc(testClasses.testStartTime), desc(testClasses.id))
    .limit(1);
  const target = finished[0];
  if (!target) return false;
  const orderedAt = new Date(Math.min(target.testClass.registrationStartTime.getTime() + 4 * DAY, target.testClass.testStartTime.getTime() - DAY));
  const order = await signUp(tx, jobs, athleteId, target.testClass, 4, target.feeFen, orderedAt, { leaveStatus: 1 });
  const paidAt = new Date(orderedAt.getTime() + 4 * MINUTE);
  await commitTransition(tx, paymentWorkflow, orderRecords, order.id, PaymentStatus.Pending, PaymentStatus.Paid, {
    actor: SYSTEM_ACTOR,
    at: paidAt,
    reason: '演示数据：微信支付成功',
    changes: { paidAt, paymentChannel: 'wechat', transactionId: `4200${order.orderSn.slice(-20)}` },
  });
  // A paid order has its invoice (issue 28 point 6: the records agree).
  await issueMissingInvoices(tx, storage, athleteId, '李羽涵', now);
  return true;
}

/** Her 二级 badge on paper, ordered 10 minutes before `now`, when the certificate is in no pending or paid order. */
async function pendingDeliveryOrder(tx: Database, jobs: JobQueue, athleteId: number, now: Date): Promise<boolean> {
  if (await hasPayableOrder(tx, athleteId, OrderKind.PaperCertificate, now)) return false;
  const [grade2] = await tx
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, athleteId), eq(certificates.grade, 2), eq(certificates.isEvent, false)))
    .limit(1);
  if (!grade2) return false;
  const [ordered] = await tx
    .select({ id: certificateDeliveryItems.id })
    .from(certificateDeliveryItems)
    .innerJoin(certificateDeliveries, eq(certificateDeliveries.id, certificateDeliveryItems.deliveryId))
    .innerJoin(orders, eq(orders.id, certificateDeliveries.orderId))
    .where(and(eq(certificateDeliveryItems.certificateId, grade2.id), inArray(orders.paymentStatus, [PaymentStatus.Pending, PaymentStatus.Paid])))
    .limit(1);
  if (ordered) return false;
  const [rates] = await tx.select().from(certificateFeeRates).where(eq(certificateFeeRates.userType, Role.Athlete));
  const address = { contacts: '李羽涵', telphone: DEMO_ATHLETE_MOBILE, provinceId: 440000, cityId: 440100, districtId: 440106, address: '天河路385号羽翔体育中心' };
  const [shipping] = await tx.select({ feeFen: shippingFees.feeFen }).from(shippingFees).where(eq(shippingFees.areaCode, address.provinceId));
  if (!rates || !shipping) return false;
  const fees = deliveryFees([1], { certificateFeeFen: rates.certificateFeeFen, badgeFeeFen: rates.badgeFeeFen, shippingFeeFen: shipping.feeFen });
  const at = new Date(now.getTime() - 10 * MINUTE);
  const created = await createOrder(tx, jobs, { userId: athleteId, userType: Role.Athlete, kind: OrderKind.PaperCertificate, description: '证书证章费', amountFen: fees.totalFen, at });
  const [delivery] = await tx
    .insert(certificateDeliveries)
    .values({
      userId: athleteId,
      userType: Role.Athlete,
      orderId: created.id,
      ...address,
      isGrantTest: 0,
      certificateFeeFen: fees.certificateFen,
      badgeFeeFen: fees.badgeFen,
      shippingFeeFen: fees.shippingFen,
      createdAt: at,
    })
    .returning({ id: certificateDeliveries.id });
  await tx.insert(certificateDeliveryItems).values({ deliveryId: delivery.id, certificateId: grade2.id, certificateType: 1 });
  return true;
}

/** A training order of an open class (grade 2 first) he has no record in, ordered 5 minutes before `now`. */
async function pendingTrainingOrder(tx: Database, jobs: JobQueue, evaluatorId: number, now: Date): Promise<boolean> {
  if (await hasPayableOrder(tx, evaluatorId, OrderKind.Training, now)) return false;
  const open = await tx
    .select()
    .from(trainingClasses)
    .where(
      and(
        lt(trainingClasses.applyStartTime, now),
        gt(trainingClasses.applyEndTime, now),
        eq(trainingClasses.isStop, false),
        // One record per evaluator and class (the table's key): a class he has any record in is not offered.
        sql`not exists (select 1 from ${evaluatorTrainingRecords} where ${evaluatorTrainingRecords.trainingClassId} = ${trainingClasses.id} and ${evaluatorTrainingRecords.evaluatorUserId} = ${evaluatorId})`,
      ),
    )
    .orderBy(asc(trainingClasses.applyStartTime), asc(trainingClasses.id));
  const trainingClass = open.find((row) => row.grade === 2) ?? open[0];
  if (!trainingClass) return false;
  const fees = await tx.select().from(trainingClassFees).where(eq(trainingClassFees.trainingClassId, trainingClass.id)).orderBy(asc(trainingClassFees.feeType));
  const fee = fees.at(-1);
  if (!fee) return false;
  const at = new Date(now.getTime() - 5 * MINUTE);
  const order = await createOrder(tx, jobs, {
    userId: evaluatorId,
    userType: Role.Evaluator,
    kind: OrderKind.Training,
    description: `${trainingClass.name} ${FEE_NAMES[fee.feeType]}`,
    amountFen: fee.feeFen,
    at,
  });
  const aptitudeIndex = trainingClass.aptitude.length > 1 ? 1 : 0;
  await tx.insert(evaluatorTrainingRecords).values({
    evaluatorUserId: evaluatorId,
    trainingClassId: trainingClass.id,
    grade: trainingClass.grade,
    feeType: fee.feeType,
    performanceReview: 0,
    completedOn: null,
    createdAt: at,
    orderId: order.id,
    aptitudeIndex,
    aptitude: trainingClass.aptitude[aptitudeIndex],
    aptitudeImage: null,
  });
  return true;
}
