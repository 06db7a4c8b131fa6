import { gradeLabel, OrderKind, PaymentStatus, RefundStatus, Role } from '@badminton/contracts';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { institutionProfiles, testApplications, testClasses, testClassGrades, users } from '../../src/db/schema';
import { JobQueue } from '../../src/jobs/queue';
import { createOrder, orderRecords, type OrderRow } from '../../src/modules/orders/service';
import { applicationRefundRecords } from '../../src/modules/test-sign-up/hooks';
import { paymentWorkflow } from '../../src/workflows/payment';
import { refundWorkflow } from '../../src/workflows/refund';
import { commitTransition, SYSTEM_ACTOR } from '../../src/workflows/transition';
import { DEMO_ATHLETE_MOBILE, DEMO_INSTITUTION_MOBILE, SHOWCASE_CLASSES } from '../portal/index';
import type { AthleteCentreDemoContext } from './context';

/**
 * The test sign-up demo of the demo athlete 李羽涵 (decision 0031). She holds 一级–三级 and 少儿一级–少儿三级, so 四级 and
 * 少儿四级 are open to her; the showcase class 羽翔体育四至六级进阶测试班 (四级 only) stays free for her to sign up in.
 * - 羽翔体育2026冬季等级测试班: a paid sign-up at 少儿四级 and a pending one at 四级, ordered 5 minutes before the seed
 *   (its 30-minute window runs; the real `order.expire` job closes it and frees the seat if nobody pays);
 * - on the finished classes of the portal demo (p23, p24, p26 by test date — the scores demo uses p0 … p28 otherwise):
 *   a sign-up closed unpaid (9), a paid one refunded (order 7, row refund_status 2) and a paid one on leave
 *   (leave_status 1, 四级: the retake dialog when she signs up for 四级 again).
 * Every status after the first comes through the workflows' audited `commitTransition` (decision 0022).
 */

const DAY = 86_400_000;
const MINUTE = 60_000;

export async function loadSignUpDemo(tx: Database, context: AthleteCentreDemoContext): Promise<void> {
  const { now } = context;
  const [athlete] = await tx.select({ id: users.id }).from(users).where(and(eq(users.usertype, Role.Athlete), eq(users.mobile, DEMO_ATHLETE_MOBILE)));
  const [institution] = await tx
    .select({ id: users.id, fullName: institutionProfiles.fullName })
    .from(users)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, users.id))
    .where(and(eq(users.usertype, Role.Institution), eq(users.mobile, DEMO_INSTITUTION_MOBILE)));
  if (!athlete || !institution) return;
  const [winter] = await tx.select().from(testClasses).where(eq(testClasses.title, SHOWCASE_CLASSES.several));
  const finished = await tx.select().from(testClasses).where(lt(testClasses.testEndTime, now)).orderBy(asc(testClasses.testStartTime), asc(testClasses.id));
  if (!winter || finished.length < 30) return;
  const jobs = new JobQueue(tx, { now: () => now });

  async function feeOf(testClassId: number, grade: number): Promise<number | undefined> {
    const [row] = await tx
      .select({ feeFen: testClassGrades.feeFen })
      .from(testClassGrades)
      .where(and(eq(testClassGrades.testClassId, testClassId), eq(testClassGrades.grade, grade)));
    return row?.feeFen;
  }

  async function signUp(testClass: typeof testClasses.$inferSelect, grade: number, at: Date, extra: Partial<typeof testApplications.$inferInsert> = {}) {
    const feeFen = await feeOf(testClass.id, grade);
    if (feeFen === undefined) return null;
    const order = await createOrder(tx, jobs, {
      userId: athlete.id,
      userType: Role.Athlete,
      kind: OrderKind.TestSignUp,
      description: `${testClass.title} ${gradeLabel(grade)}报名费`,
      amountFen: feeFen,
      at,
    });
    await tx.insert(testApplications).values({
      athleteUserId: athlete.id,
      testClassId: testClass.id,
      grade,
      orderId: order.id,
      coachStatus: 0,
      train: institution.fullName,
      coach: '陈教练',
      coachPhone: '13900001111',
      createdAt: at,
      ...extra,
    });
    await tx.update(testClasses).set({ seatsTaken: sql`${testClasses.seatsTaken} + 1` }).where(eq(testClasses.id, testClass.id));
    return order;
  }

  async function pay(order: OrderRow, at: Date) {
    await commitTransition(tx, paymentWorkflow, orderRecords, order.id, PaymentStatus.Pending, PaymentStatus.Paid, {
      actor: SYSTEM_ACTOR,
      at,
      reason: '演示数据：微信支付成功',
      changes: { paidAt: at, paymentChannel: 'wechat', transactionId: `4200${order.orderSn.slice(-20)}` },
    });
  }

  async function release(testClassId: number, orderId: number) {
    await tx.update(testApplications).set({ active: 0 }).where(eq(testApplications.orderId, orderId));
    await tx.update(testClasses).set({ seatsTaken: sql`${testClasses.seatsTaken} - 1` }).where(eq(testClasses.id, testClassId));
  }

  // Open class: paid at 少儿四级 (yesterday), pending at 四级 (5 minutes ago, 25 minutes left to pay).
  const paidAt = new Date(now.getTime() - DAY);
  const paid = await signUp(winter, 13, paidAt);
  if (paid) await pay(paid, new Date(paidAt.getTime() + 3 * MINUTE));
  await signUp(winter, 4, new Date(now.getTime() - 5 * MINUTE));

  // Closed unpaid on a finished class.
  const closedClass = finished[23];
  const closedAt = new Date(closedClass.registrationStartTime.getTime() + 2 * DAY);
  const closed = await signUp(closedClass, 4, closedAt);
  if (closed) {
    const at = new Date(closedAt.getTime() + 30 * MINUTE);
    await commitTransition(tx, paymentWorkflow, orderRecords, closed.id, PaymentStatus.Pending, PaymentStatus.Closed, {
      actor: SYSTEM_ACTOR,
      at,
      reason: '超时未支付，订单关闭',
      changes: { closedAt: at },
    });
    await release(closedClass.id, closed.id);
  }

  // Paid, then refunded: the institution asked (0 → 1), the refund went through (order 3 → 7, row 1 → 2).
  const refundClass = finished[24];
  const refundOrderedAt = new Date(refundClass.registrationStartTime.getTime() + 3 * DAY);
  const refunded = await signUp(refundClass, 4, refundOrderedAt);
  if (refunded) {
    await pay(refunded, new Date(refundOrderedAt.getTime() + 2 * MINUTE));
    const [application] = await tx.select({ id: testApplications.id }).from(testApplications).where(eq(testApplications.orderId, refunded.id));
    const asked = new Date(refundClass.testStartTime.getTime() - 2 * DAY);
    await commitTransition(tx, refundWorkflow, applicationRefundRecords, application.id, RefundStatus.None, RefundStatus.Refunding, {
      actor: { userId: institution.id, role: Role.Institution },
      at: asked,
      reason: '因场馆原因调整，退还该学员报名费',
    });
    const settled = new Date(asked.getTime() + DAY);
    await commitTransition(tx, paymentWorkflow, orderRecords, refunded.id, PaymentStatus.Paid, PaymentStatus.Refunded, {
      actor: SYSTEM_ACTOR,
      at: settled,
      reason: '演示数据：微信退款成功',
    });
    await commitTransition(tx, refundWorkflow, applicationRefundRecords, application.id, RefundStatus.Refunding, RefundStatus.Refunded, {
      actor: SYSTEM_ACTOR,
      at: settled,
      reason: `订单 ${refunded.orderSn} 退款成功`,
    });
    await release(refundClass.id, refunded.id);
  }

  // Paid, then on leave (the institution's leave-record upload): the retake dialog's record.
  const leaveClass = finished[26];
  const leaveOrderedAt = new Date(leaveClass.registrationStartTime.getTime() + 4 * DAY);
  const onLeave = await signUp(leaveClass, 4, leaveOrderedAt, { leaveStatus: 1 });
  if (onLeave) await pay(onLeave, new Date(leaveOrderedAt.getTime() + 4 * MINUTE));
}
