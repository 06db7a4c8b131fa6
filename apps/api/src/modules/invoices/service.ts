import {
  type InvoiceDetail,
  type InvoiceListItem,
  InvoiceStatus,
  INVOICE_STATUS_LABELS,
  type InvoiceStatusCode,
  ORDER_KIND_LABELS,
  type OrderKindCode,
} from '@badminton/contracts';
import { fenToYuan, invoiceRangeStart, type InvoiceTimeRange } from '@badminton/validation';
import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import { appendAudit } from '../../audit/chain';
import type { Database } from '../../db/client';
import { invoices, invoiceTitles, orders } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { toPage } from '../../lib/paging';
import { toWireDateTime } from '../../lib/wire-time';
import type { Caller } from '../../registry/types';
import { invoiceWorkflow } from '../../workflows/invoice';
import { type Actor, transition } from '../../workflows/transition';
import type { OrderHook } from '../orders/kinds';
import { invoiceRecords, issueInvoiceJob } from './jobs';
import { issuable, REVERSAL_STATUS_LABELS, type ReversalStatusCode } from './reversal';
import { BusinessError } from '../../lib/errors';

export { invoiceRecords, payerNameOf } from './jobs';
export { reverseInvoiceForOrder, reverseInvoiceOnRefunded, ReversalStatus } from './reversal';

/**
 * E-invoices of paid orders (001 §3–§9, 002 §3; decision 0033). Every paid order with an amount gets one invoice,
 * requested with the payer's saved title (`invoice_titles`; a personal title when none) by the durable
 * `invoice.issue` job, then followed by `invoice.poll` until the platform answers. Everything the calls answer is the
 * caller's own.
 */

/** The request serial (发票请求流水号) of an order's invoice: unique, stable (re-asking issues once). */
export function invoiceRequestSn(orderSn: string): string {
  return `FP${orderSn}`;
}

/**
 * The `ANY_ORDER_PAID` hook: inside the transaction that credits the payment, the order's invoice row (status 0, the
 * payer's title copied) and its `invoice.issue` job. Nothing for a free order; once per order (the unique index).
 */
export const requestInvoiceOnPaid: OrderHook = async (order, { tx, at, jobs }) => {
  if (order.amountFen <= 0) return;
  const [title] = await tx.select().from(invoiceTitles).where(eq(invoiceTitles.userId, order.userId));
  const company = title?.custtype === '01';
  const [created] = await tx
    .insert(invoices)
    .values({
      orderId: order.id,
      userId: order.userId,
      userType: order.userType,
      invoiceStatus: InvoiceStatus.Pending,
      custtype: company ? '01' : '03',
      custname: company ? title.custname : null,
      custTaxNo: company ? title.custTaxNo : null,
      custAddr: company ? title.custAddr : null,
      custPhone: company ? title.custPhone : null,
      custBank: company ? title.custBank : null,
      custAccount: company ? title.custAccount : null,
      invoMemo: title?.invoMemo ?? null,
      amountFen: order.amountFen,
      requestSn: invoiceRequestSn(order.orderSn),
      requestedAt: at,
    })
    .onConflictDoNothing({ target: invoices.orderId })
    .returning({ id: invoices.id });
  if (!created) return;
  await appendAudit(tx, {
    workflow: invoiceWorkflow.name,
    recordId: created.id,
    actorUserId: null,
    actorRole: null,
    fromStatus: '',
    toStatus: String(InvoiceStatus.Pending),
    reason: `订单 ${order.orderSn} 已支付，申请开票`,
    changedAt: at,
  });
  await jobs.enqueue(issueInvoiceJob, { invoiceId: created.id }, { db: tx });
};

/**
 * A failed (2) or abnormal (3) invoice asked for again (the back office's 重新开票, or the service itself): back to 0,
 * audited, and a new `invoice.issue` job. The same request serial, so the platform never issues twice.
 */
export async function reissueInvoice(deps: { db: Database; clock: Clock; jobs: JobQueue }, invoiceId: number, actor: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [invoice] = await tx.select({ reversalStatus: invoices.reversalStatus }).from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    // A refunded order's invoice is not issued any more (it is reversed, decision 0047).
    if (invoice && !issuable(invoice)) throw new BusinessError('订单已退款，发票不再开具');
    await transition(tx, invoiceWorkflow, invoiceRecords, invoiceId, InvoiceStatus.Pending, { actor, at: deps.clock.now(), reason: '重新开票', changes: { failReason: null } });
    await deps.jobs.enqueue(issueInvoiceJob, { invoiceId }, { db: tx });
  });
  deps.jobs.wake();
}

// ---------------------------------------------------------------- calls

export interface InvoiceDeps {
  db: Database;
  clock: Clock;
}

export async function listInvoices(
  deps: InvoiceDeps,
  caller: Caller,
  input: { limit: number; page: number; timeRange: InvoiceTimeRange },
): Promise<{ items: InvoiceListItem[]; totalCount: number }> {
  const page = toPage(input);
  const since = invoiceRangeStart(input.timeRange, deps.clock.now());
  const conditions: SQL[] = [eq(invoices.userId, caller.userId)];
  if (since) conditions.push(gte(invoices.requestedAt, since));
  const where = and(...conditions);
  const [{ total }] = await deps.db.select({ total: count() }).from(invoices).where(where);
  const rows = await deps.db
    .select({ invoice: invoices, orderSn: orders.orderSn, kind: orders.kind })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(where)
    .orderBy(desc(invoices.requestedAt), desc(invoices.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    totalCount: total,
    items: rows.map(({ invoice, orderSn, kind }) => ({
      id: invoice.id,
      order_sn: orderSn,
      orderType: ORDER_KIND_LABELS[kind as OrderKindCode] ?? '',
      amount: fenToYuan(invoice.amountFen),
      invoice_status: invoice.invoiceStatus,
      // A reversal under way or done is what the payer needs to see (红冲中, 已红冲, 红冲失败).
      invoice_status_name:
        REVERSAL_STATUS_LABELS[invoice.reversalStatus as ReversalStatusCode] || (INVOICE_STATUS_LABELS[invoice.invoiceStatus as InvoiceStatusCode] ?? ''),
      custtype: invoice.custtype as '01' | '03',
      custname: invoice.custname,
      creationTime: toWireDateTime(invoice.requestedAt),
    })),
  };
}

/** The invoice of one of the caller's orders; none (an order without one, or another user's) → no items. */
export async function getInvoiceDetail(deps: InvoiceDeps, caller: Caller, input: { order_sn: string }): Promise<{ items: InvoiceDetail[] }> {
  const [row] = await deps.db
    .select({ invoice: invoices, orderSn: orders.orderSn })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(orders.orderSn, input.order_sn), eq(invoices.userId, caller.userId), eq(orders.userId, caller.userId)));
  if (!row) return { items: [] };
  const { invoice } = row;
  const issued = invoice.invoiceStatus === InvoiceStatus.Issued;
  return {
    items: [
      {
        order_sn: row.orderSn,
        user_type: invoice.userType,
        amount: fenToYuan(invoice.amountFen),
        invoice_status: invoice.invoiceStatus,
        custtype: invoice.custtype as '01' | '03',
        custname: invoice.custname,
        custTaxNo: invoice.custTaxNo,
        custAddr: invoice.custAddr,
        custPhone: invoice.custPhone,
        custBank: invoice.custBank,
        custAccount: invoice.custAccount,
        invoMemo: invoice.invoMemo,
        fpdm: issued ? invoice.fpdm : null,
        fphm: issued ? invoice.fphm : null,
        urlQRCode: issued ? invoice.urlQrCode : null,
        invoice_url: issued ? invoice.invoiceUrl : null,
        issuedTime: issued && invoice.issuedAt ? toWireDateTime(invoice.issuedAt) : null,
      },
    ],
  };
}
