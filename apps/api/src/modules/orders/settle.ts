import { PaymentStatus, type PaymentStatusCode, RefundStatus } from '@badminton/contracts';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderRefunds, orders, paymentNotifications } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import type { RefundResult, Transaction, WeChatPay } from '../../providers/wechat-pay';
import { WeChatPayError } from '../../providers/wechat-pay';
import { paymentWorkflow } from '../../workflows/payment';
import { refundWorkflow } from '../../workflows/refund';
import { commitTransition, recordStore, SYSTEM_ACTOR } from '../../workflows/transition';
import { refundOrderJob } from './jobs';
import { ANY_ORDER_PAID, ORDER_KIND_HOOKS, type OrderHookContext } from './kinds';
import { orderRecords, type OrderRow } from './service';

/**
 * Settlement (decision 0030): what a payment notification or an order query means for an order, decided and applied
 * in ONE transaction with the order row locked — the notification row (`payment_notifications`, unique per provider
 * and notification id), the payment workflow's change with its audit row (actor SYSTEM), and the kind's hooks
 * (`ORDER_KIND_HOOKS`, then every `ANY_ORDER_PAID` hook for a paid order). Either all of it happens or none.
 *
 * Rules:
 * - a replayed notification (same id) is recognised and changes nothing (`duplicate`);
 * - SUCCESS with the order's amount credits a pending or failed order (`credited`); on a paid order it is
 *   `already_paid`; the paid state always wins over a later or earlier failure (`ignored_after_paid`);
 * - SUCCESS with another amount is recorded (`wrong_amount`), logged at warn, and the order is left as it was;
 * - SUCCESS for a closed order: the money is not lost — recorded (`closed_order`) and refunded (`order_refunds` row,
 *   the `order.refund` job asks the provider);
 * - PAYERROR fails a pending order (`failed`); other states only record (`not_paid`);
 * - a notification for an order the service does not know is recorded (`unknown_order`).
 */

export type SettleOutcome =
  | 'credited'
  | 'duplicate'
  | 'already_paid'
  | 'wrong_amount'
  | 'closed_order'
  | 'failed'
  | 'ignored_after_paid'
  | 'not_paid'
  | 'unknown_order';

export interface SettleDeps {
  db: Database;
  jobs: JobQueue;
  /** The service clock's now. */
  now: () => Date;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

export interface SettleInput {
  provider: string;
  /** The callback's id, or `query:<out_trade_no>:<trade_state>` for an order query's answer. */
  notificationId: string;
  transaction: Transaction;
}

export const refundRecords = recordStore(orderRefunds, orderRefunds.id, orderRefunds.status);

/** Thrown inside the transaction to undo it when the notification turns out to be a replay. */
class Replayed extends Error {}

function paidAtOf(transaction: Transaction, fallback: Date): Date {
  const parsed = transaction.success_time ? Date.parse(transaction.success_time) : Number.NaN;
  return Number.isFinite(parsed) ? new Date(parsed) : fallback;
}

/** A refund number (out_refund_no, ≤ 64 of [0-9A-Za-z_-|*@]): `RF`, the order id and random digits. */
export function newRefundSn(orderId: number): string {
  return `RF${orderId}T${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

async function runHooks(order: OrderRow, event: 'onPaid' | 'onClosed' | 'onRefunded', context: OrderHookContext): Promise<void> {
  await ORDER_KIND_HOOKS[order.kind as keyof typeof ORDER_KIND_HOOKS]?.[event]?.(order, context);
  if (event === 'onPaid') for (const hook of ANY_ORDER_PAID) await hook(order, context);
}

/**
 * Starts a refund of `amountFen` of a paid (or closed-but-paid) order inside `tx`: the `order_refunds` row
 * (status 1 退费中) and the durable `order.refund` job that asks the provider. Call `jobs.wake()` after the commit.
 */
export async function startRefund(tx: Database, jobs: JobQueue, order: OrderRow, amountFen: number, reason: string, at: Date): Promise<number> {
  const [row] = await tx
    .insert(orderRefunds)
    .values({ orderId: order.id, refundSn: newRefundSn(order.id), amountFen, status: RefundStatus.Refunding, reason, createdAt: at })
    .returning({ id: orderRefunds.id });
  if (!row) throw new Error('refund insert returned nothing');
  await jobs.enqueue(refundOrderJob, { refundId: row.id }, { db: tx });
  return row.id;
}

/** Settles one notification or query answer (see the rules above). */
export async function settleTransaction(deps: SettleDeps, input: SettleInput): Promise<SettleOutcome> {
  const { transaction } = input;
  const at = deps.now();
  let outcome = 'duplicate' as SettleOutcome;
  try {
    await deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.orderSn, transaction.out_trade_no)).for('update');
      outcome = decide(order, transaction);
      const [recorded] = await tx
        .insert(paymentNotifications)
        .values({
          provider: input.provider,
          notificationId: input.notificationId,
          orderId: order?.id ?? null,
          orderSn: transaction.out_trade_no,
          transactionId: transaction.transaction_id ?? null,
          tradeState: transaction.trade_state,
          amountFen: transaction.amount?.total ?? null,
          outcome,
          payload: transaction as unknown as Record<string, unknown>,
          receivedAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: paymentNotifications.id });
      if (!recorded) throw new Replayed();
      if (!order) return;
      const context: OrderHookContext = { tx, at, jobs: deps.jobs };
      const from = order.paymentStatus as PaymentStatusCode;
      if (outcome === 'credited') {
        const paidAt = paidAtOf(transaction, at);
        await commitTransition(tx, paymentWorkflow, orderRecords, order.id, from, PaymentStatus.Paid, {
          actor: SYSTEM_ACTOR,
          at,
          reason: `微信支付 ${transaction.transaction_id ?? ''}`.trim(),
          changes: { paidAt, transactionId: transaction.transaction_id ?? null, paymentChannel: 'wechat' },
        });
        await runHooks({ ...order, paymentStatus: PaymentStatus.Paid, paidAt, transactionId: transaction.transaction_id ?? null, paymentChannel: 'wechat' }, 'onPaid', context);
      } else if (outcome === 'failed') {
        await commitTransition(tx, paymentWorkflow, orderRecords, order.id, from, PaymentStatus.Failed, {
          actor: SYSTEM_ACTOR,
          at,
          reason: transaction.trade_state_desc ?? transaction.trade_state,
        });
      } else if (outcome === 'closed_order') {
        await startRefund(tx, deps.jobs, order, transaction.amount?.total ?? order.amountFen, '订单已超时关闭，退回款项', at);
      }
    });
  } catch (error) {
    if (error instanceof Replayed) return 'duplicate';
    throw error;
  }
  deps.jobs.wake();
  if (outcome === 'wrong_amount' || outcome === 'closed_order' || outcome === 'unknown_order') {
    deps.log.warn(
      { orderSn: transaction.out_trade_no, tradeState: transaction.trade_state, amount: transaction.amount?.total, outcome, notificationId: input.notificationId },
      'payment notification not credited',
    );
  } else {
    deps.log.info({ orderSn: transaction.out_trade_no, tradeState: transaction.trade_state, outcome }, 'payment settled');
  }
  return outcome;
}

/** What a notification means for the order as it stands now (pure; exported for the unit test). */
export function decide(order: Pick<OrderRow, 'paymentStatus' | 'amountFen' | 'transactionId'> | undefined, transaction: Transaction): SettleOutcome {
  if (!order) return 'unknown_order';
  const status = order.paymentStatus;
  const paid = transaction.trade_state === 'SUCCESS' || transaction.trade_state === 'REFUND';
  if (paid) {
    if (status === PaymentStatus.Paid || status === PaymentStatus.Refunded) return 'already_paid';
    if (transaction.amount?.total !== order.amountFen) return 'wrong_amount';
    if (status === PaymentStatus.Closed) return 'closed_order';
    return 'credited';
  }
  if (transaction.trade_state === 'PAYERROR') {
    if (status === PaymentStatus.Paid || status === PaymentStatus.Refunded) return 'ignored_after_paid';
    if (status === PaymentStatus.Pending) return 'failed';
  }
  return 'not_paid';
}

/** The notification id of an order query's answer: one row per order and state, so repeated queries add nothing. */
export function queryNotificationId(transaction: Transaction): string {
  return `query:${transaction.out_trade_no}:${transaction.trade_state}`;
}

export interface PaymentDeps extends SettleDeps {
  weChatPay: WeChatPay;
}

/** Asks the provider about an order and settles what it answers (reconciliation, the check before closing). */
export async function reconcileOrder(deps: PaymentDeps, order: OrderRow): Promise<SettleOutcome | 'unknown_to_provider'> {
  const transaction = await deps.weChatPay.queryOrder(order.orderSn);
  if (!transaction) return 'unknown_to_provider';
  return settleTransaction(deps, { provider: deps.weChatPay.provider, notificationId: queryNotificationId(transaction), transaction });
}

export type ExpireOutcome = 'not_due' | 'settled' | 'closed' | 'nothing_to_do';

/**
 * Closes an unpaid order whose window has passed (the `order.expire` job): first asks the provider (a payment whose
 * notification is late is credited, not closed), closes it with the provider (so it can no longer be paid), asks once
 * more (a payment made in between wins), then closes it in the database and runs the kind's `onClosed` (a test seat is
 * given back) in one transaction.
 */
export async function expireOrder(deps: PaymentDeps, orderId: number): Promise<ExpireOutcome> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || (order.paymentStatus !== PaymentStatus.Pending && order.paymentStatus !== PaymentStatus.Failed)) return 'nothing_to_do';
  const at = deps.now();
  if (order.expiresAt && order.expiresAt.getTime() > at.getTime()) return 'not_due';
  if (order.payCodeUrl) {
    const before = await reconcileOrder(deps, order);
    if (before === 'credited' || before === 'already_paid') return 'settled';
    try {
      await deps.weChatPay.closeOrder(order.orderSn);
    } catch (error) {
      // ORDERPAID: paid meanwhile; the query below credits it.
      if (!(error instanceof WeChatPayError && error.code === 'ORDERPAID')) throw error;
    }
    const after = await reconcileOrder(deps, order);
    if (after === 'credited' || after === 'already_paid') return 'settled';
  }
  let closed = false;
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!current || (current.paymentStatus !== PaymentStatus.Pending && current.paymentStatus !== PaymentStatus.Failed)) return;
    await commitTransition(tx, paymentWorkflow, orderRecords, orderId, current.paymentStatus, PaymentStatus.Closed, {
      actor: SYSTEM_ACTOR,
      at,
      reason: '超过支付时限未支付',
      changes: { closedAt: at },
    });
    await runHooks({ ...current, paymentStatus: PaymentStatus.Closed, closedAt: at }, 'onClosed', { tx, at, jobs: deps.jobs });
    closed = true;
  });
  deps.jobs.wake();
  return closed ? 'closed' : 'nothing_to_do';
}

/**
 * Sends one refund to the provider (the `order.refund` job) and settles its answer: SUCCESS → refund 2 已退费 and, when
 * the order was paid and is now refunded in full, the order → 7 已退款 with the kind's `onRefunded`; CLOSED/ABNORMAL →
 * 3 退费失败; PROCESSING → tried again later (the refund call is idempotent per out_refund_no).
 */
export async function sendRefund(deps: PaymentDeps, refundId: number): Promise<'refunded' | 'failed' | 'processing' | 'nothing_to_do'> {
  const [refund] = await deps.db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!refund || refund.status !== RefundStatus.Refunding) return 'nothing_to_do';
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, refund.orderId));
  if (!order) return 'nothing_to_do';
  let answer: RefundResult;
  try {
    answer = await deps.weChatPay.refund({
      outTradeNo: order.orderSn,
      outRefundNo: refund.refundSn,
      refundFen: refund.amountFen,
      totalFen: refund.amountFen > order.amountFen ? refund.amountFen : order.amountFen,
      reason: refund.reason ?? '退款',
    });
  } catch (error) {
    if (error instanceof WeChatPayError && error.status !== null && error.status >= 400 && error.status < 500 && error.code !== 'FREQUENCY_LIMITED' && error.code !== 'SYSTEM_ERROR') {
      answer = { out_refund_no: refund.refundSn, status: 'ABNORMAL' };
    } else {
      throw error;
    }
  }
  const status = answer.status ?? answer.refund_status;
  if (status === 'PROCESSING') return 'processing';
  const ok = status === 'SUCCESS';
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    await commitTransition(tx, refundWorkflow, refundRecords, refund.id, RefundStatus.Refunding, ok ? RefundStatus.Refunded : RefundStatus.Failed, {
      actor: SYSTEM_ACTOR,
      at,
      reason: `微信支付退款 ${status ?? ''}`.trim(),
      changes: { providerRefundId: answer.refund_id ?? null, settledAt: at },
    });
    if (!ok) return;
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (current?.paymentStatus === PaymentStatus.Paid && refund.amountFen >= current.amountFen) {
      await commitTransition(tx, paymentWorkflow, orderRecords, order.id, PaymentStatus.Paid, PaymentStatus.Refunded, { actor: SYSTEM_ACTOR, at, reason: '退款成功' });
      await runHooks({ ...current, paymentStatus: PaymentStatus.Refunded }, 'onRefunded', { tx, at, jobs: deps.jobs });
    }
  });
  deps.jobs.wake();
  return ok ? 'refunded' : 'failed';
}
