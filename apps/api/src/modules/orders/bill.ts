import { PaymentStatus, RefundStatus } from '@badminton/contracts';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { orderRefunds, orders, paymentBillReports } from '../../db/schema';
import { parseTradeBill, type TradeBillRow } from '../../providers/wechat-pay';
import { logError, type PaymentDeps } from './settle';

/**
 * The daily bill (decision 0046; issue 22 point 2): the provider's trade bill of one day compared with the orders.
 * Every mismatch is reported — stored in `payment_bill_reports` (one row per provider and day) and logged at error
 * level, one line each — and nothing is changed: money found in the wrong place is a person's decision.
 *
 * - `missing_in_bill`: an order paid here (paid_at on that day, WeChat Pay) that the bill does not list;
 * - `not_paid_here`: a payment in the bill for an order that is not paid here (unknown, pending, closed — unless its
 *   money is already being returned, a `return_payment` refund);
 * - `amount_differs`: a payment whose amount is not the order's;
 * - `wrong_merchant`: a bill row of another mchid or appid;
 * - `refund_missing_in_bill`: a refund settled here (2 已退费, settled that day) that the bill does not list;
 * - `refund_not_here`: a refund in the bill that is not refunded here (unknown out_refund_no, or not 2);
 * - `refund_amount_differs`;
 * - `summary_differs`: the bill's summary line does not add up its own rows.
 */

export interface BillMismatch {
  kind:
    | 'missing_in_bill'
    | 'not_paid_here'
    | 'amount_differs'
    | 'wrong_merchant'
    | 'refund_missing_in_bill'
    | 'refund_not_here'
    | 'refund_amount_differs'
    | 'summary_differs';
  orderSn?: string;
  refundSn?: string;
  /** What the bill says (fen), and what the orders say. */
  billFen?: number;
  ourFen?: number;
  detail?: string;
}

export interface BillReport {
  billDate: string;
  billRows: number;
  mismatches: BillMismatch[];
  /** False when the report for that day had been made already (nothing stored again). */
  stored: boolean;
}

/** The Asia/Shanghai calendar day `daysBefore` days before `now` (YYYY-MM-DD). */
export function chinaDay(now: Date, daysBefore = 0): string {
  return new Date(now.getTime() + 8 * 3600_000 - daysBefore * 86_400_000).toISOString().slice(0, 10);
}

/** The instant a China day starts. */
export function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** Compares one day's bill with the orders (pure apart from the reads): the mismatches. */
export async function compareBill(deps: Pick<PaymentDeps, 'db' | 'weChatPay'>, billDate: string, rows: TradeBillRow[]): Promise<BillMismatch[]> {
  const mismatches: BillMismatch[] = [];
  const from = chinaDayStart(billDate);
  const to = new Date(from.getTime() + 86_400_000);
  const payments = new Map<string, TradeBillRow>();
  const refunds = new Map<string, TradeBillRow>();
  for (const row of rows) {
    if (row.mchid !== deps.weChatPay.mchid || row.appid !== deps.weChatPay.appid) {
      mismatches.push({ kind: 'wrong_merchant', orderSn: row.outTradeNo, detail: `${row.mchid}/${row.appid}` });
      continue;
    }
    if (row.tradeState === 'REFUND' && row.outRefundNo) refunds.set(row.outRefundNo, row);
    else if (row.tradeState === 'SUCCESS') payments.set(row.outTradeNo, row);
  }

  const paidHere = await deps.db
    .select({ orderSn: orders.orderSn, amountFen: orders.amountFen })
    .from(orders)
    .where(and(eq(orders.paymentChannel, 'wechat'), gte(orders.paidAt, from), lt(orders.paidAt, to)));
  for (const order of paidHere) {
    if (!payments.has(order.orderSn)) mismatches.push({ kind: 'missing_in_bill', orderSn: order.orderSn, ourFen: order.amountFen });
  }
  const billed = [...payments.keys()];
  const known = billed.length === 0 ? [] : await deps.db.select().from(orders).where(inArray(orders.orderSn, billed));
  const byNumber = new Map(known.map((order) => [order.orderSn, order]));
  const returning = known.length === 0
    ? new Set<number>()
    : new Set(
        (
          await deps.db
            .select({ orderId: orderRefunds.orderId })
            .from(orderRefunds)
            .where(and(inArray(orderRefunds.orderId, known.map((order) => order.id)), eq(orderRefunds.purpose, 'return_payment')))
        ).map((row) => row.orderId),
      );
  for (const [orderSn, row] of payments) {
    const order = byNumber.get(orderSn);
    const paid = order && (order.paymentStatus === PaymentStatus.Paid || order.paymentStatus === PaymentStatus.Refunded);
    if (!order || (!paid && !returning.has(order.id))) {
      mismatches.push({ kind: 'not_paid_here', orderSn, billFen: row.orderFen, detail: order ? `订单状态 ${order.paymentStatus}` : '订单不存在' });
    } else if (paid && row.orderFen !== order.amountFen) {
      mismatches.push({ kind: 'amount_differs', orderSn, billFen: row.orderFen, ourFen: order.amountFen });
    }
  }

  const refundedHere = await deps.db
    .select({ refundSn: orderRefunds.refundSn, amountFen: orderRefunds.amountFen })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.status, RefundStatus.Refunded), gte(orderRefunds.settledAt, from), lt(orderRefunds.settledAt, to)));
  for (const refund of refundedHere) {
    if (!refunds.has(refund.refundSn)) mismatches.push({ kind: 'refund_missing_in_bill', refundSn: refund.refundSn, ourFen: refund.amountFen });
  }
  const billedRefunds = [...refunds.keys()];
  const ours = billedRefunds.length === 0 ? [] : await deps.db.select().from(orderRefunds).where(inArray(orderRefunds.refundSn, billedRefunds));
  const refundByNumber = new Map(ours.map((refund) => [refund.refundSn, refund]));
  for (const [refundSn, row] of refunds) {
    const refund = refundByNumber.get(refundSn);
    if (!refund || refund.status !== RefundStatus.Refunded) {
      mismatches.push({ kind: 'refund_not_here', refundSn, orderSn: row.outTradeNo, billFen: row.refundFen, detail: refund ? `退费状态 ${refund.status}` : '退款单不存在' });
    } else if (row.refundFen !== refund.amountFen) {
      mismatches.push({ kind: 'refund_amount_differs', refundSn, orderSn: row.outTradeNo, billFen: row.refundFen, ourFen: refund.amountFen });
    }
  }
  return mismatches;
}

/**
 * Downloads, compares and reports one day's bill (the `payment.daily-bill` job). Stored once per provider and day:
 * a second run for the same day compares again and logs, but keeps the first report (`stored: false`).
 */
export async function reconcileBill(deps: PaymentDeps, billDate: string): Promise<BillReport> {
  const text = await deps.weChatPay.tradeBill(billDate);
  const bill = text === null ? { rows: [], summary: null } : parseTradeBill(text);
  const mismatches = await compareBill(deps, billDate, bill.rows);
  if (bill.summary) {
    const orderFen = bill.rows.filter((row) => row.tradeState === 'SUCCESS').reduce((sum, row) => sum + row.orderFen, 0);
    const refundFen = bill.rows.filter((row) => row.tradeState === 'REFUND').reduce((sum, row) => sum + row.refundFen, 0);
    if (bill.summary.count !== bill.rows.length || bill.summary.orderFen !== orderFen || bill.summary.refundFen !== refundFen) {
      mismatches.push({ kind: 'summary_differs', billFen: bill.summary.orderFen, ourFen: orderFen, detail: `行数 ${bill.rows.length}/${bill.summary.count}，退款 ${refundFen}/${bill.summary.refundFen}` });
    }
  }
  for (const mismatch of mismatches) logError(deps.log, { billDate, ...mismatch }, 'daily bill mismatch');
  const [stored] = await deps.db
    .insert(paymentBillReports)
    .values({ provider: deps.weChatPay.provider, billDate, billRows: bill.rows.length, mismatchCount: mismatches.length, mismatches: mismatches as unknown as Record<string, unknown>[], createdAt: deps.now() })
    .onConflictDoNothing()
    .returning({ id: paymentBillReports.id });
  deps.log.info({ billDate, billRows: bill.rows.length, mismatches: mismatches.length }, 'daily bill compared');
  return { billDate, billRows: bill.rows.length, mismatches, stored: stored !== undefined };
}
