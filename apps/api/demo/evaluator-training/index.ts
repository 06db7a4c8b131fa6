import { OrderKind, PaymentStatus, Role } from '@badminton/contracts';
import { and, asc, eq, gt, inArray, isNull, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { evaluatorTrainingRecords, trainingClassContents, trainingClasses, trainingClassFees, trainingScoreItems, users } from '../../src/db/schema';
import { JobQueue } from '../../src/jobs/queue';
import { createOrder, orderRecords } from '../../src/modules/orders/service';
import { FEE_NAMES } from '../../src/modules/training/service';
import { paymentWorkflow } from '../../src/workflows/payment';
import { commitTransition, SYSTEM_ACTOR } from '../../src/workflows/transition';
import type { Storage } from '../../src/storage/storage';
import { issueMissingInvoices } from '../athlete-centre/deliveries';
import { DEMO_EVALUATOR_MOBILE } from '../portal/index';

/**
 * The evaluator's training demo (issue 14 part T, decision 0034), for the demo evaluator 王振华 (13800000002), loaded
 * once after the portal demo (marker `demo-evaluator-training`):
 * - a finished class he took through the portal: a paid training order (paid through the payment workflow) and a
 *   published review (performance_review 1) with a score per assessed content;
 * - an open class with a pending order ordered 5 minutes before the seed (payable for its 30 minutes, then closed by
 *   the real `order.expire` job, after which he may sign up again);
 * - score items for his earlier trainings (reviewed 合格 in the portal demo), so every enabled 查看成绩 shows scores;
 * - a paid order for each of those earlier trainings, and an issued invoice for every order he paid: a real training
 *   is paid through an order, so 培训记录, 缴费记录 and 查看发票 agree (issue 28.6; they showed 订单号 in 培训记录 and
 *   were missing from 缴费记录).
 * The other open classes of the portal demo stay free for him (and for new evaluators) to sign up.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;

/** A score per assessed content: 78.0 … 96.5, the same every start. */
function scoreOf(recordIndex: number, sort: number): string {
  return (78 + ((recordIndex * 7 + sort * 5) % 19) + (sort % 2) * 0.5).toFixed(1);
}

export async function loadEvaluatorTrainingDemo(tx: Database, context: { now: Date; storage?: Storage }): Promise<void> {
  const { now } = context;
  const [evaluator] = await tx.select({ id: users.id }).from(users).where(and(eq(users.usertype, Role.Evaluator), eq(users.mobile, DEMO_EVALUATOR_MOBILE)));
  if (!evaluator) return;
  const jobs = new JobQueue(tx, { now: () => now });
  const taken = await tx
    .select({ trainingClassId: evaluatorTrainingRecords.trainingClassId })
    .from(evaluatorTrainingRecords)
    .where(eq(evaluatorTrainingRecords.evaluatorUserId, evaluator.id));
  const takenIds = taken.map((row) => row.trainingClassId);
  const notTaken = takenIds.length > 0 ? notInArray(trainingClasses.id, takenIds) : undefined;
  const [finished] = await tx
    .select()
    .from(trainingClasses)
    .where(and(lt(trainingClasses.openingClassEndTime, now), notTaken))
    .orderBy(asc(trainingClasses.applyStartTime), asc(trainingClasses.id))
    .limit(1);
  // The open class with the most options (an image option for the aptitude), not stopped: the pending order's.
  const open = await tx
    .select()
    .from(trainingClasses)
    .where(and(lt(trainingClasses.applyStartTime, now), gt(trainingClasses.applyEndTime, now), eq(trainingClasses.isStop, false), notTaken))
    .orderBy(asc(trainingClasses.applyStartTime), asc(trainingClasses.id));
  const pendingClass = open.find((row) => row.grade === 2) ?? open[0];

  async function feeOf(trainingClassId: number) {
    const fees = await tx.select().from(trainingClassFees).where(eq(trainingClassFees.trainingClassId, trainingClassId)).orderBy(asc(trainingClassFees.feeType));
    return fees.at(-1);
  }

  async function signUp(trainingClass: typeof trainingClasses.$inferSelect, at: Date, performanceReview: number) {
    const fee = await feeOf(trainingClass.id);
    if (!fee) return null;
    const order = await createOrder(tx, jobs, {
      userId: evaluator.id,
      userType: Role.Evaluator,
      kind: OrderKind.Training,
      description: `${trainingClass.name} ${FEE_NAMES[fee.feeType]}`,
      amountFen: fee.feeFen,
      at,
    });
    const aptitudeIndex = trainingClass.aptitude.length > 1 ? 1 : 0;
    const [record] = await tx
      .insert(evaluatorTrainingRecords)
      .values({
        evaluatorUserId: evaluator.id,
        trainingClassId: trainingClass.id,
        grade: trainingClass.grade,
        feeType: fee.feeType,
        performanceReview,
        completedOn: performanceReview > 0 ? trainingClass.openingClassEndTime.toISOString().slice(0, 10) : null,
        createdAt: at,
        orderId: order.id,
        aptitudeIndex,
        aptitude: trainingClass.aptitude[aptitudeIndex],
        // The demo's certificate picture is not an upload of his: no image path (the record shows the choice only).
        aptitudeImage: null,
      })
      .returning({ id: evaluatorTrainingRecords.id });
    return { order, recordId: record.id };
  }

  if (finished) {
    const at = new Date(finished.applyStartTime.getTime() + 2 * DAY);
    const made = await signUp(finished, at, 1);
    if (made) {
      const paidAt = new Date(at.getTime() + 4 * MINUTE);
      await commitTransition(tx, paymentWorkflow, orderRecords, made.order.id, PaymentStatus.Pending, PaymentStatus.Paid, {
        actor: SYSTEM_ACTOR,
        at: paidAt,
        reason: '演示数据：微信支付成功',
        changes: { paidAt, paymentChannel: 'wechat', transactionId: `4200${made.order.orderSn.slice(-20)}` },
      });
    }
  }
  if (pendingClass) await signUp(pendingClass, new Date(now.getTime() - 5 * MINUTE), 0);

  // His earlier trainings (the portal demo's records, without an order): each paid through an order, 2 days after its
  // class opened for sign-up, as the finished class above.
  const earlier = await tx
    .select({ record: evaluatorTrainingRecords, trainingClass: trainingClasses })
    .from(evaluatorTrainingRecords)
    .innerJoin(trainingClasses, eq(trainingClasses.id, evaluatorTrainingRecords.trainingClassId))
    .where(and(eq(evaluatorTrainingRecords.evaluatorUserId, evaluator.id), isNull(evaluatorTrainingRecords.orderId)))
    .orderBy(asc(evaluatorTrainingRecords.id));
  for (const { record, trainingClass } of earlier) {
    const fees = await tx.select().from(trainingClassFees).where(eq(trainingClassFees.trainingClassId, trainingClass.id));
    const fee = fees.find((row) => row.feeType === record.feeType) ?? fees.at(-1);
    if (!fee) continue;
    const at = new Date(Math.min(trainingClass.applyStartTime.getTime() + 2 * DAY, now.getTime() - DAY));
    const order = await createOrder(tx, jobs, {
      userId: evaluator.id,
      userType: Role.Evaluator,
      kind: OrderKind.Training,
      description: `${trainingClass.name} ${FEE_NAMES[fee.feeType]}`,
      amountFen: fee.feeFen,
      at,
      paymentWindowMinutes: null,
    });
    const paidAt = new Date(at.getTime() + 3 * MINUTE);
    await commitTransition(tx, paymentWorkflow, orderRecords, order.id, PaymentStatus.Pending, PaymentStatus.Paid, {
      actor: SYSTEM_ACTOR,
      at: paidAt,
      reason: '演示数据：微信支付成功',
      changes: { paidAt, paymentChannel: 'wechat', transactionId: `4200${order.orderSn.slice(-20)}` },
    });
    await tx.update(evaluatorTrainingRecords).set({ orderId: order.id, createdAt: at }).where(eq(evaluatorTrainingRecords.id, record.id));
  }
  if (context.storage) await issueMissingInvoices(tx, context.storage, evaluator.id, '王振华', now);

  // Scores of every reviewed record of his, one per assessed content of its class.
  const reviewed = await tx
    .select({ id: evaluatorTrainingRecords.id, trainingClassId: evaluatorTrainingRecords.trainingClassId })
    .from(evaluatorTrainingRecords)
    .where(and(eq(evaluatorTrainingRecords.evaluatorUserId, evaluator.id), inArray(evaluatorTrainingRecords.performanceReview, [1, 2])))
    .orderBy(asc(evaluatorTrainingRecords.id));
  for (const [index, record] of reviewed.entries()) {
    const contents = await tx
      .select({ content: trainingClassContents.content })
      .from(trainingClassContents)
      .where(eq(trainingClassContents.trainingClassId, record.trainingClassId))
      .orderBy(asc(trainingClassContents.sort), asc(trainingClassContents.id));
    if (contents.length === 0) continue;
    await tx
      .insert(trainingScoreItems)
      .values(contents.map((item, sort) => ({ trainingRecordId: record.id, sort: sort + 1, content: item.content, score: scoreOf(index, sort + 1) })))
      .onConflictDoNothing();
  }
}
