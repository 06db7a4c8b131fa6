import { rm } from 'node:fs/promises';
import path from 'node:path';
import { InvoiceStatus, OrderKind, PaymentStatus } from '@badminton/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, jobDeadLetters, jobs, orders, statusAudit } from '../src/db/schema';
import { JobQueue } from '../src/jobs/queue';
import { clockOf } from '../src/lib/clock';
import { requestInvoiceOnPaid, reverseInvoiceForOrder, reverseInvoiceOnRefunded, ReversalStatus } from '../src/modules/invoices/service';
import { ANY_ORDER_REFUNDED } from '../src/modules/orders/kinds';
import { build, type TestApp } from './helpers/build';
import { call } from './helpers/call';
import { orderFor } from './helpers/orders';
import { type FixtureAthlete, newAthletes } from './helpers/sign-up-fixture';

/**
 * A refund reverses its e-invoice (红冲) and the e-invoice poll is bounded (issue 22 point 6, decision 0047). The
 * sandbox platform answers like the real one: a red-letter request for an issued invoice, issued 30 s later with its
 * own code and number. Time is a hand-moved clock.
 */

const time = { ms: Date.parse('2026-11-23T08:00:00Z') };
const clock = clockOf(() => time.ms);
const now = () => new Date(time.ms);
let t: TestApp;
let payer: FixtureAthlete;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await build({
    clock,
    demo: null,
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  [payer] = await newAthletes(t.database.db, 1, now());
});
afterAll(() => t.close());

const db = () => t.database.db;
const queue = () => new JobQueue(db(), clock);

/** A paid paper-certificate order and its invoice row (status 0) with the `invoice.issue` job, as the settlement makes them. */
async function paidOrderWithInvoice(amountFen = 6200) {
  const order = await orderFor(db(), payer.userId, { kind: OrderKind.PaperCertificate, amountFen }, clock);
  await db().transaction(async (tx) => {
    await tx.update(orders).set({ paymentStatus: PaymentStatus.Paid, paidAt: now() }).where(eq(orders.id, order.id));
    await requestInvoiceOnPaid({ ...order, paymentStatus: PaymentStatus.Paid }, { tx, at: now(), jobs: queue() });
  });
  const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
  return { order, invoice };
}

async function invoiceOf(id: number) {
  const [row] = await db().select().from(invoices).where(eq(invoices.id, id));
  return row;
}

describe('a refunded order’s e-invoice', () => {
  it('is reversed on every full refund: the reversal is one of the hooks every refunded order runs', () => {
    expect(ANY_ORDER_REFUNDED).toContain(reverseInvoiceOnRefunded);
  });

  it('is reversed by a red-letter invoice (红冲): 红冲中, then 已红冲 with the red code and number, audited, shown in the invoice list', async () => {
    const { order, invoice } = await paidOrderWithInvoice();
    await t.app.jobs.runDue(); // invoice.issue
    time.ms += 30_000;
    await t.app.jobs.runDue(); // invoice.poll: issued
    const issued = await invoiceOf(invoice.id);
    expect(issued).toMatchObject({ invoiceStatus: InvoiceStatus.Issued, reversalStatus: ReversalStatus.None });

    // The refund-success path calls the OrderHook wrapper inside its transaction; twice changes nothing more.
    await db().transaction(async (tx) => {
      await reverseInvoiceOnRefunded({ ...order, paymentStatus: PaymentStatus.Refunded }, { tx, at: now(), jobs: queue() });
      expect(await reverseInvoiceForOrder({ tx, at: now(), jobs: queue() }, order.id)).toBeNull();
    });
    expect(await invoiceOf(invoice.id)).toMatchObject({ reversalStatus: ReversalStatus.Requested, reversalRequestSn: `FH${order.orderSn}` });
    const listed = async () => {
      const envelope = await call(t.app, 'Invoice/GetInvoiceList', { limit: 4, page: 1, timeRange: 'all' }, { userToken: payer.userToken, userId: payer.userId, ts: Math.floor(time.ms / 1000) });
      return (envelope.result as unknown as { items: { order_sn: string; invoice_status_name: string }[] }).items.find((item) => item.order_sn === order.orderSn);
    };
    expect(await listed()).toMatchObject({ invoice_status_name: '红冲中' });

    await t.app.jobs.runDue(); // invoice.reverse: the red-letter request
    time.ms += 30_000;
    await t.app.jobs.runDue(); // invoice.reverse-poll: issued
    const reversed = await invoiceOf(invoice.id);
    expect(reversed).toMatchObject({ reversalStatus: ReversalStatus.Reversed, invoiceStatus: InvoiceStatus.Issued, fpdm: issued.fpdm, fphm: issued.fphm });
    expect(reversed.reversalFpdm).toMatch(/^\d{12}$/);
    expect(reversed.reversalFphm).toMatch(/^\d{8}$/);
    expect(reversed.reversalFphm).not.toBe(issued.fphm);
    expect(reversed.reversalUrl).toMatch(/^\/wwwroot\/invoices\/FH.+\.pdf$/);
    expect(reversed.reversedAt).not.toBeNull();
    expect(await listed()).toMatchObject({ invoice_status_name: '已红冲' });
    const audit = await db().select().from(statusAudit).where(and(eq(statusAudit.workflow, 'invoice_reversal'), eq(statusAudit.recordId, invoice.id)));
    expect(audit.map((row) => `${row.fromStatus}→${row.toStatus}`)).toEqual(['0→1', '1→2']);
  });

  it('that was never issued is not issued any more, and there is nothing to reverse', async () => {
    const { order, invoice } = await paidOrderWithInvoice(3000);
    await db().transaction((tx) => reverseInvoiceForOrder({ tx, at: now(), jobs: queue() }, order.id));
    await t.app.jobs.runDue(); // invoice.issue refuses; invoice.reverse finds nothing issued
    time.ms += 60_000;
    await t.app.jobs.runDue();
    expect(await invoiceOf(invoice.id)).toMatchObject({ invoiceStatus: InvoiceStatus.Pending, reversalStatus: ReversalStatus.Reversed, reversalReason: '发票未开具，无需红冲', fpdm: null });
  });
});

describe('the e-invoice poll', () => {
  it('is bounded when the platform keeps losing the request: 开票异常 after 20 polls, dead-lettered with the reason, logged at error level', async () => {
    const { invoice } = await paidOrderWithInvoice(4500);
    const platform = path.join(t.config.dataDir, 'e-invoice-sandbox');
    for (let cycle = 0; cycle < 30; cycle += 1) {
      await t.app.jobs.runDue();
      await rm(platform, { recursive: true, force: true }); // the platform forgets every request
      time.ms += 30_000;
    }
    await t.app.jobs.runDue();
    expect(await invoiceOf(invoice.id)).toMatchObject({ invoiceStatus: InvoiceStatus.Abnormal, failReason: '开票平台长时间无结果' });
    const live = (await db().select().from(jobs).where(and(isNull(jobs.doneAt), isNull(jobs.failedAt)))).filter(
      (job) => (job.payload as { invoiceId?: number }).invoiceId === invoice.id,
    );
    expect(live).toEqual([]);
    const [letter] = await db().select().from(jobDeadLetters).where(and(eq(jobDeadLetters.kind, 'invoice.poll'), isNull(jobDeadLetters.resolvedAt)));
    expect(letter.payload).toMatchObject({ invoiceId: invoice.id, poll: 20 });
    expect(letter.reason).toContain('开票平台长时间无结果');
    expect(letter.nextRequeueAt).toBeNull(); // not swept: 重新开票 is the back office's
    expect(lines.some((line) => line.level === 50 && line.msg === 'job failed for good: dead-lettered' && (line.payload as { invoiceId?: number }).invoiceId === invoice.id)).toBe(true);
  });
});
