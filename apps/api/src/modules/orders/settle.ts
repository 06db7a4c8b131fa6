import { PaymentStatus, type PaymentStatusCode, RefundStatus } from '@badminton/contracts';
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderRefunds, orders, paymentNotifications } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import type { RefundResult, Transaction, WeChatPay } from '../../providers/wechat-pay';
import { FINAL_REFUND_STATES, isFinalRefundRefusal, refundStateOf, WeChatPayError } from '../../providers/wechat-pay';
import { paymentWorkflow } from '../../workflows/payment';
import { refundWorkflow } from '../../workflows/refund';
import { type Actor, commitTransition, recordStore, SYSTEM_ACTOR } from '../../workflows/transition';
import { refundOrderJob } from './job-kinds';
import { ANY_ORDER_PAID, ANY_ORDER_REFUNDED, ANY_REFUND_SETTLED, ORDER_KIND_HOOKS, type OrderHookContext } from './kinds';
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
 * - a notification whose appid or mchid is not ours is recorded (`wrong_merchant`), logged at error, never credited
 *   (decision 0046: nothing the provider says is taken on trust);
 * - SUCCESS with another amount or currency is recorded (`wrong_amount`), the order is left as it was, and the money
 *   received is given back (a `return_payment` refund), logged at error;
 * - SUCCESS for a closed order: the money is not lost — recorded (`closed_order`), logged at error and refunded
 *   (`order_refunds` row, purpose `return_payment`, the `order.refund` job asks the provider);
 * - only SUCCESS credits: REFUND (the payment was refunded at the provider) never does;
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
  | 'wrong_merchant'
  | 'unknown_order';

/** The merchant the service is paid as (the driver's `mchid` and `appid`). */
export interface Merchant {
  mchid: string;
  appid: string;
}

/** Why an order's money goes back: `refund` (the order's own refund) or `return_payment` (money it could not take). */
export type RefundPurpose = 'refund' | 'return_payment';

export interface SettleDeps {
  db: Database;
  jobs: JobQueue;
  /** The service clock's now. */
  now: () => Date;
  log: { error?(details: object, message: string): void; warn(details: object, message: string): void; info(details: object, message: string): void };
}

/** Error-level log (money received or refused that someone must look at); a logger without `error` uses warn. */
export function logError(log: SettleDeps['log'], details: object, message: string): void {
  if (log.error) log.error(details, message);
  else log.warn(details, message);
}

export interface SettleInput {
  provider: string;
  /**
   * Who the service is paid as: a notification for another merchant or app is not credited. Every provider path (the
   * notification endpoint, reconciliation, expiry) passes the driver's; only a direct in-process settlement (tests of
   * other modules crediting an order) leaves it out.
   */
  merchant?: Merchant;
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
  if (event === 'onRefunded') for (const hook of ANY_ORDER_REFUNDED) await hook(order, context);
}

/**
 * Starts a refund of `amountFen` of a paid (or closed-but-paid) order inside `tx`: the `order_refunds` row
 * (status 1 退费中) and the durable `order.refund` job that asks the provider. One refund per order and purpose: when
 * that refund exists already nothing is added and its id is answered (nothing is ever refunded twice). Call
 * `jobs.wake()` after the commit.
 */
export async function startRefund(
  tx: Database,
  jobs: JobQueue,
  order: OrderRow,
  amountFen: number,
  reason: string,
  at: Date,
  options: { purpose?: RefundPurpose; paidFen?: number } = {},
): Promise<number> {
  const purpose = options.purpose ?? 'refund';
  const [row] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      refundSn: newRefundSn(order.id),
      purpose,
      amountFen,
      paidFen: options.paidFen ?? null,
      status: RefundStatus.Refunding,
      reason,
      createdAt: at,
    })
    .onConflictDoNothing({ target: [orderRefunds.orderId, orderRefunds.purpose] })
    .returning({ id: orderRefunds.id });
  if (!row) {
    const [existing] = await tx
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.purpose, purpose)));
    if (!existing) throw new Error('refund insert returned nothing');
    return existing.id;
  }
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
      outcome = decide(order, transaction, input.merchant);
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
      } else if ((outcome === 'closed_order' || outcome === 'wrong_amount') && transaction.trade_state === 'SUCCESS' && (transaction.amount?.total ?? 0) > 0) {
        // Money came in that the order cannot take: give it back (once per order, whatever repeats the news).
        const received = transaction.amount?.total as number;
        await startRefund(tx, deps.jobs, order, received, outcome === 'closed_order' ? '订单已超时关闭，退回款项' : '支付金额与订单不符，退回款项', at, {
          purpose: 'return_payment',
          paidFen: received,
        });
      }
    });
  } catch (error) {
    if (error instanceof Replayed) return 'duplicate';
    throw error;
  }
  deps.jobs.wake();
  if (outcome === 'wrong_amount' || outcome === 'closed_order' || outcome === 'wrong_merchant') {
    logError(
      deps.log,
      {
        orderSn: transaction.out_trade_no,
        tradeState: transaction.trade_state,
        amount: transaction.amount?.total,
        currency: transaction.amount?.currency,
        mchid: transaction.mchid,
        appid: transaction.appid,
        outcome,
        notificationId: input.notificationId,
      },
      outcome === 'wrong_merchant' ? 'payment notification for another merchant or app: not credited' : 'payment received that the order cannot take: not credited, refunded',
    );
  } else if (outcome === 'unknown_order') {
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
export function decide(
  order: Pick<OrderRow, 'paymentStatus' | 'amountFen' | 'transactionId'> | undefined,
  transaction: Transaction,
  merchant: Merchant | undefined,
): SettleOutcome {
  // Another merchant's or app's payment is not ours to credit, whatever it says.
  if (merchant && (transaction.mchid !== merchant.mchid || transaction.appid !== merchant.appid)) return 'wrong_merchant';
  if (!order) return 'unknown_order';
  const status = order.paymentStatus;
  const paid = status === PaymentStatus.Paid || status === PaymentStatus.Refunded;
  if (transaction.trade_state === 'SUCCESS') {
    if (paid) return 'already_paid';
    if (transaction.amount?.total !== order.amountFen || (transaction.amount?.currency ?? 'CNY') !== 'CNY') return 'wrong_amount';
    if (status === PaymentStatus.Closed) return 'closed_order';
    return 'credited';
  }
  // REFUND: paid and refunded at the provider; it never credits an order.
  if (transaction.trade_state === 'REFUND' && paid) return 'already_paid';
  if (transaction.trade_state === 'PAYERROR') {
    if (paid) return 'ignored_after_paid';
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
  return settleTransaction(deps, { provider: deps.weChatPay.provider, merchant: deps.weChatPay, notificationId: queryNotificationId(transaction), transaction });
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

export type RefundOutcome = 'refunded' | 'failed' | 'processing' | 'nothing_to_do';

/**
 * Drives one refund (the `order.refund` job; decision 0046). The refund call's answer only says the request was
 * accepted, so the result is read from the provider: first the refund query (a refund asked for before — the job may
 * run again after a crash — is never posted twice), then, when the provider does not know it, the refund call, then
 * its answer settled. PROCESSING is asked again later (`processing`); SUCCESS, CLOSED and ABNORMAL are final.
 * A refusal of the request is final only for the codes of `FINAL_REFUND_REFUSALS`, and only after one more query
 * shows the provider has no such refund; every other failure throws, so the job tries again.
 */
export async function sendRefund(deps: PaymentDeps, refundId: number): Promise<RefundOutcome> {
  const [refund] = await deps.db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!refund || refund.status !== RefundStatus.Refunding) return 'nothing_to_do';
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, refund.orderId));
  if (!order) return 'nothing_to_do';
  let answer = await deps.weChatPay.queryRefund(refund.refundSn);
  if (!answer) {
    try {
      answer = await deps.weChatPay.refund({
        outTradeNo: order.orderSn,
        outRefundNo: refund.refundSn,
        refundFen: refund.amountFen,
        totalFen: refund.paidFen ?? order.amountFen,
        reason: refund.reason ?? '退款',
      });
    } catch (error) {
      if (!isFinalRefundRefusal(error)) throw error;
      // Refused — unless the refund exists after all (a lost answer to an earlier try): its own state decides.
      answer = (await deps.weChatPay.queryRefund(refund.refundSn)) ?? { out_refund_no: refund.refundSn, status: 'REFUSED' };
      if (answer.status === 'REFUSED') logError(deps.log, { refundSn: refund.refundSn, code: error.code, message: error.message }, 'refund refused by the provider');
    }
  }
  return settleRefund(deps, refund.refundSn, answer, deps.weChatPay);
}

/**
 * Applies what the provider says of a refund (a query's answer, the refund call's answer or a verified REFUND
 * callback's `refund_status`) in one transaction with the refund row locked: SUCCESS → refund 2 已退费 and, for a paid
 * order refunded in full, the order 3 → 7 with the kind's `onRefunded` (the e-invoice reversal hooks there);
 * CLOSED, ABNORMAL or a final refusal → 3 退费失败 (it can be tried again, `retryRefund`); PROCESSING → nothing yet.
 * A SUCCESS for a refund marked failed (the provider paid it out after all) corrects it: 3 → 1 → 2, audited.
 */
export async function settleRefund(deps: SettleDeps, refundSn: string, result: RefundResult, merchant: Pick<Merchant, 'mchid'>): Promise<RefundOutcome> {
  const state = refundStateOf(result);
  if (result.mchid !== undefined && result.mchid !== merchant.mchid) {
    logError(deps.log, { refundSn, mchid: result.mchid }, 'refund result for another merchant: ignored');
    return 'nothing_to_do';
  }
  if (state === 'PROCESSING' || state === undefined) return 'processing';
  const ok = state === 'SUCCESS';
  const at = deps.now();
  let outcome = 'nothing_to_do' as RefundOutcome;
  await deps.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.refundSn, refundSn)).for('update');
    if (!refund) return;
    if (refund.status === RefundStatus.Refunded) return;
    if (refund.status === RefundStatus.Failed) {
      if (!ok) return;
      await commitTransition(tx, refundWorkflow, refundRecords, refund.id, RefundStatus.Failed, RefundStatus.Refunding, {
        actor: SYSTEM_ACTOR,
        at,
        reason: `微信支付报告退款成功，更正此前的失败 ${refundSn}`,
      });
    } else if (refund.status !== RefundStatus.Refunding) return;
    if (ok && result.amount?.refund !== undefined && result.amount.refund !== refund.amountFen) {
      logError(deps.log, { refundSn, expected: refund.amountFen, refunded: result.amount.refund }, 'refund amount differs from the request');
    }
    await commitTransition(tx, refundWorkflow, refundRecords, refund.id, RefundStatus.Refunding, ok ? RefundStatus.Refunded : RefundStatus.Failed, {
      actor: SYSTEM_ACTOR,
      at,
      reason: `微信支付退款 ${state}`,
      changes: { providerRefundId: result.refund_id ?? refund.providerRefundId, settledAt: at },
    });
    outcome = ok ? 'refunded' : 'failed';
    if (refund.purpose !== 'refund') return;
    const [current] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for('update');
    if (!current) return;
    const context = { tx, at, jobs: deps.jobs };
    let settledOrder = current;
    if (ok && current.paymentStatus === PaymentStatus.Paid && refund.amountFen >= current.amountFen) {
      await commitTransition(tx, paymentWorkflow, orderRecords, current.id, PaymentStatus.Paid, PaymentStatus.Refunded, { actor: SYSTEM_ACTOR, at, reason: '退款成功' });
      settledOrder = { ...current, paymentStatus: PaymentStatus.Refunded };
      await runHooks(settledOrder, 'onRefunded', context);
    }
    // What asked for the refund follows it (decision 0069: the back office's refund requests), both ways.
    for (const hook of ANY_REFUND_SETTLED) await hook(settledOrder, { refundId: refund.id, refundSn, outcome, state: state ?? '' }, context);
  });
  deps.jobs.wake();
  if (outcome === 'failed') logError(deps.log, { refundSn, state }, 'refund failed');
  return outcome;
}

/**
 * Settles a 0-fen order as paid without the provider (decision 0046; WeChat Pay takes at least 1 fen): 1/5 → 3 by the
 * service, audited with its reason, `payment_channel` 'free', then the kind's `onPaid` and every `ANY_ORDER_PAID` hook
 * (the e-invoice hook skips 0 fen), in one transaction with the order locked. Refuses an order that costs money.
 */
export async function settleFreeOrder(deps: SettleDeps, orderId: number): Promise<'credited' | 'nothing_to_do'> {
  const at = deps.now();
  let outcome = 'nothing_to_do' as 'credited' | 'nothing_to_do';
  await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || (order.paymentStatus !== PaymentStatus.Pending && order.paymentStatus !== PaymentStatus.Failed)) return;
    if (order.amountFen !== 0) throw new RangeError('only a 0-fen order is settled without the provider');
    await commitTransition(tx, paymentWorkflow, orderRecords, order.id, order.paymentStatus, PaymentStatus.Paid, {
      actor: SYSTEM_ACTOR,
      at,
      reason: '零元订单，无需支付',
      changes: { paidAt: at, paymentChannel: 'free' },
    });
    await runHooks({ ...order, paymentStatus: PaymentStatus.Paid, paidAt: at, paymentChannel: 'free' }, 'onPaid', { tx, at, jobs: deps.jobs });
    outcome = 'credited';
  });
  deps.jobs.wake();
  deps.log.info({ orderId, outcome }, 'free order settled without the provider');
  return outcome;
}

/** Whether a refund state is final (the query stops). */
export function isFinalRefundState(state: string | undefined): boolean {
  return state !== undefined && FINAL_REFUND_STATES.has(state);
}

/**
 * Tries a failed refund again (3 → 1, audited, by the service or the national association): a new out_refund_no
 * (a closed one cannot be reused at the provider), the same row — so still one refund per order and purpose — and the
 * `order.refund` job. Answers the new refund number.
 */
export async function retryRefund(deps: SettleDeps, refundId: number, actor: Actor, reason = '重新退款'): Promise<string> {
  const refundSn = await deps.db.transaction((tx) => retryRefundIn(tx, deps.jobs, refundId, actor, deps.now(), reason));
  deps.jobs.wake();
  return refundSn;
}

/**
 * `retryRefund` inside the caller's transaction (the back office moves its request and the order's refund together,
 * decision 0069): the refund row locked, 3 → 1 under a new out_refund_no, the `order.refund` job. Call `jobs.wake()`
 * after the commit.
 */
export async function retryRefundIn(tx: Database, jobs: JobQueue, refundId: number, actor: Actor, at: Date, reason = '重新退款'): Promise<string> {
  const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).for('update');
  if (!refund) throw new RangeError('unknown refund');
  const next = newRefundSn(refund.orderId);
  await commitTransition(tx, refundWorkflow, refundRecords, refund.id, refund.status as typeof RefundStatus.Failed, RefundStatus.Refunding, {
    actor,
    at,
    reason: `${reason}（原退款单号 ${refund.refundSn}）`,
    changes: { refundSn: next, settledAt: null, providerRefundId: null },
  });
  await jobs.enqueue(refundOrderJob, { refundId }, { db: tx });
  return next;
}
