import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { appendAudit } from '../../audit/chain';
import type { Database } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import { defineJobKind } from '../../jobs/kinds';
import type { JobQueue } from '../../jobs/queue';
import { BusinessError } from '../../lib/errors';
import type { OrderHook } from '../orders/kinds';

/**
 * The red-letter reversal (红冲) of an order's e-invoice after a refund (issue 22 point 6, decision 0047).
 *
 * `invoices.reversal_status`: 0 none, 1 红冲中, 2 已红冲 (reversed — or nothing had been issued, so nothing to reverse),
 * 3 红冲失败. It changes only through `REVERSAL_TRANSITIONS` below, by compare-and-set, with a `status_audit` row
 * (workflow `invoice_reversal`). The table lives here, not in `workflows/`, because that module and the contracts'
 * workflow list belong to another change under way; at merge it can become a contracts workflow unchanged.
 */
export const ReversalStatus = { None: 0, Requested: 1, Reversed: 2, Failed: 3 } as const;
export type ReversalStatusCode = (typeof ReversalStatus)[keyof typeof ReversalStatus];
export const REVERSAL_STATUS_LABELS: Readonly<Record<ReversalStatusCode, string>> = { 0: '', 1: '红冲中', 2: '已红冲', 3: '红冲失败' };
export const REVERSAL_WORKFLOW = 'invoice_reversal';

/** The service makes every change (a refund, the platform's answer); 3 → 1 is the back office's 重新红冲. */
export const REVERSAL_TRANSITIONS: readonly { from: ReversalStatusCode; to: ReversalStatusCode; action: string }[] = [
  { from: ReversalStatus.None, to: ReversalStatus.Requested, action: '订单退款，申请红冲' },
  { from: ReversalStatus.Requested, to: ReversalStatus.Reversed, action: '红冲成功（或未开票，无需红冲）' },
  { from: ReversalStatus.Requested, to: ReversalStatus.Failed, action: '红冲失败' },
  { from: ReversalStatus.Failed, to: ReversalStatus.Requested, action: '重新红冲' },
];

/**
 * `invoice.reverse` sends the red-letter request once the blue invoice's outcome is known (`waits`: times it waited for
 * it, bounded), then `invoice.reverse-poll` follows the red invoice (`poll`, bounded like the blue poll). Money work:
 * the sweeper re-queues a dead-lettered `invoice.reverse`; the poll's bound ends in 红冲失败 and a dead letter.
 */
export const reverseInvoiceJob = defineJobKind(
  'invoice.reverse',
  z.object({ invoiceId: z.number().int().positive(), waits: z.number().int().min(0), poll: z.number().int().min(0) }),
  { maxAttempts: 10, sweep: true },
);
export const pollReversalJob = defineJobKind(
  'invoice.reverse-poll',
  z.object({ invoiceId: z.number().int().positive(), poll: z.number().int().min(1) }),
  { maxAttempts: 10 },
);

/** The request serial of an order's red-letter invoice. */
export function reversalRequestSn(orderSn: string): string {
  return `FH${orderSn}`;
}

/**
 * `from → to` of one invoice's reversal: refused unless the table lists it; the UPDATE is a compare-and-set on `from`
 * (false when another change won), and writes the audit row. Run it inside a transaction.
 */
export async function changeReversal(
  tx: Database,
  invoiceId: number,
  from: ReversalStatusCode,
  to: ReversalStatusCode,
  options: { at: Date; reason: string; changes?: Partial<typeof invoices.$inferInsert> },
): Promise<boolean> {
  if (!REVERSAL_TRANSITIONS.some((rule) => rule.from === from && rule.to === to)) {
    throw new BusinessError(`发票红冲状态不能从“${REVERSAL_STATUS_LABELS[from] || '未红冲'}”变更为“${REVERSAL_STATUS_LABELS[to]}”`);
  }
  const rows = await tx
    .update(invoices)
    .set({ ...options.changes, reversalStatus: to })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.reversalStatus, from)))
    .returning({ id: invoices.id });
  if (rows.length === 0) return false;
  await appendAudit(tx, {
    workflow: REVERSAL_WORKFLOW,
    recordId: invoiceId,
    actorUserId: null,
    actorRole: null,
    fromStatus: String(from),
    toStatus: String(to),
    reason: options.reason,
    changedAt: options.at,
  });
  return true;
}

/** What `reverseInvoiceForOrder` needs: the refund's transaction, its instant and the job queue (an `OrderHookContext`). */
export interface ReversalContext {
  tx: Database;
  at: Date;
  jobs: JobQueue;
}

/**
 * Asks for the red-letter reversal of an order's e-invoice, inside the transaction that records the refund: the
 * invoice's reversal 0 → 1 (audited) and the durable `invoice.reverse` job (wake the worker after the commit). Once per
 * invoice however often it runs; nothing for an order without an invoice (free, or never paid). Answers the invoice
 * id, or null when there was nothing to do. The job decides with the platform: an issued invoice is reversed by a red
 * one; an invoice never issued is not issued any more (2 with 未开票，无需红冲).
 */
export async function reverseInvoiceForOrder(context: ReversalContext, orderId: number, reason = '订单退款'): Promise<number | null> {
  const { tx, at, jobs } = context;
  const [row] = await tx
    .select({ id: invoices.id, reversalStatus: invoices.reversalStatus, orderSn: orders.orderSn })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.orderId, orderId))
    .for('update', { of: invoices });
  if (!row || row.reversalStatus !== ReversalStatus.None) return null;
  await changeReversal(tx, row.id, ReversalStatus.None, ReversalStatus.Requested, {
    at,
    reason: `${reason}：订单 ${row.orderSn} 申请红冲`,
    changes: { reversalRequestSn: reversalRequestSn(row.orderSn), reversalRequestedAt: at, reversalReason: reason },
  });
  await jobs.enqueue(reverseInvoiceJob, { invoiceId: row.id, waits: 0, poll: 0 }, { db: tx });
  return row.id;
}

/**
 * The same as an `OrderHook`, for the refund-success path: add it to the order kinds' `onRefunded` (or call it where
 * the order becomes 7 已退款), inside the settlement transaction.
 */
export const reverseInvoiceOnRefunded: OrderHook = async (order, context) => {
  await reverseInvoiceForOrder(context, order.id);
};

/** Whether an invoice may be issued (again): not once its reversal was asked for. */
export function issuable(invoice: { reversalStatus: number }): boolean {
  return invoice.reversalStatus === ReversalStatus.None;
}
