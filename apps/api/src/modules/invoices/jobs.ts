import { InvoiceStatus } from '@badminton/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { institutionProfiles, invoices, orders, personProfiles } from '../../db/schema';
import { defineJobKind, handleJob, type JobHandler, PermanentJobError } from '../../jobs/kinds';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import type { EInvoiceProvider } from '../../providers/e-invoice';
import { invoiceWorkflow } from '../../workflows/invoice';
import { recordStore, SYSTEM_ACTOR, transition } from '../../workflows/transition';
import { changeReversal, issuable, pollReversalJob, ReversalStatus, reverseInvoiceJob } from './reversal';

/**
 * Invoice jobs (decision 0033), durable rows (decision 0024):
 * - `invoice.issue`: sends a pending invoice's request to the e-invoice platform (idempotent by its request serial),
 *   then `invoice.poll` `INVOICE_POLL_SECONDS` later;
 * - `invoice.poll`: asks the platform for the result; issued → 1 (code, number, PDF, QR), failed → 2, still pending →
 *   asks again, and after `INVOICE_MAX_POLLS` answers without a result → 3 (abnormal). 2 and 3 are issued again from
 *   the back office (`reissueInvoice`). The poll is bounded however the platform answers: a request it lost is sent
 *   again with the poll count carried (before, that count started again at 1, so a platform that kept losing the
 *   request was polled forever); at the bound the job also fails for good — dead-lettered, logged at error level
 *   (decision 0047).
 * - `invoice.reverse` / `invoice.reverse-poll`: the red-letter reversal after a refund (`reversal.ts`).
 */
export const issueInvoiceJob = defineJobKind(
  'invoice.issue',
  // `poll`: polls already made for this request (carried when the platform lost it, so the poll stays bounded).
  z.object({ invoiceId: z.number().int().positive(), poll: z.number().int().min(0).optional() }),
  { maxAttempts: 10, sweep: true },
);

export const pollInvoiceJob = defineJobKind(
  'invoice.poll',
  z.object({ invoiceId: z.number().int().positive(), poll: z.number().int().min(1) }),
  { maxAttempts: 10 },
);

/** How long after a request (and between polls) the platform is asked for the result. */
export const INVOICE_POLL_SECONDS = 30;
/** Polls without a result before the invoice is marked abnormal (3): 20 × 30 s = 10 minutes. */
export const INVOICE_MAX_POLLS = 20;
/** Times the reversal waits for a blue invoice still being issued (× `INVOICE_POLL_SECONDS`) before it fails. */
export const REVERSAL_MAX_WAITS = 40;
const NO_RESULT = '开票平台长时间无结果';

/** Where the invoice workflow's records live. */
export const invoiceRecords = recordStore(invoices, invoices.id, invoices.invoiceStatus);

/** The name printed for a personal title: the payer's name (athlete, evaluator) or the institution's full name. */
export async function payerNameOf(db: Database, userId: number): Promise<string> {
  const [person] = await db.select({ name: personProfiles.name }).from(personProfiles).where(eq(personProfiles.userId, userId));
  if (person) return person.name;
  const [institution] = await db.select({ name: institutionProfiles.fullName }).from(institutionProfiles).where(eq(institutionProfiles.userId, userId));
  return institution?.name ?? '个人';
}

interface InvoiceJobDeps {
  db: Database;
  jobs: JobQueue;
  clock: Clock;
  eInvoice: EInvoiceProvider;
}

/** Moves the invoice from 0; a change that lost a race (already moved) is not an error for a job. */
async function settle(deps: InvoiceJobDeps, invoiceId: number, to: 1 | 2 | 3, reason: string, changes: Record<string, unknown> = {}) {
  try {
    await transition(deps.db, invoiceWorkflow, invoiceRecords, invoiceId, to, {
      actor: SYSTEM_ACTOR,
      at: deps.clock.now(),
      reason,
      changes,
    });
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
  }
}

/** The reversal's outcome from 1 (audited compare-and-set; a change that lost a race is not an error for a job). */
async function reversalOutcome(deps: InvoiceJobDeps, invoiceId: number, to: 2 | 3, reason: string, changes: Partial<typeof invoices.$inferInsert> = {}) {
  await deps.db.transaction((tx) =>
    changeReversal(tx, invoiceId, ReversalStatus.Requested, to, { at: deps.clock.now(), reason, changes: { reversalReason: reason, ...changes } }),
  );
}

export function invoiceJobHandlers(deps: InvoiceJobDeps): JobHandler[] {
  return [
    handleJob(issueInvoiceJob, async ({ invoiceId, poll = 0 }, { now, log }) => {
      const [row] = await deps.db
        .select({ invoice: invoices, orderSn: orders.orderSn, description: orders.description })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(invoices.id, invoiceId));
      if (!row || row.invoice.invoiceStatus !== InvoiceStatus.Pending) return;
      const { invoice } = row;
      if (!issuable(invoice)) {
        log.info({ invoiceId }, 'invoice.issue: not sent, the order was refunded (reversal asked for)');
        return;
      }
      await deps.eInvoice.issue({
        requestSn: invoice.requestSn,
        orderSn: row.orderSn,
        amountFen: invoice.amountFen,
        item: row.description,
        payerName: await payerNameOf(deps.db, invoice.userId),
        title: {
          custtype: invoice.custtype as '01' | '03',
          custname: invoice.custname,
          custTaxNo: invoice.custTaxNo,
          custAddr: invoice.custAddr,
          custPhone: invoice.custPhone,
          custBank: invoice.custBank,
          custAccount: invoice.custAccount,
          invoMemo: invoice.invoMemo,
        },
        at: now,
      });
      await deps.jobs.enqueue(pollInvoiceJob, { invoiceId, poll: poll + 1 }, { runAt: new Date(now.getTime() + INVOICE_POLL_SECONDS * 1000) });
      log.info({ invoiceId }, 'invoice.issue: requested');
    }),
    handleJob(pollInvoiceJob, async ({ invoiceId, poll }, { now, log }) => {
      const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
      if (!invoice || invoice.invoiceStatus !== InvoiceStatus.Pending) return;
      const result = await deps.eInvoice.query(invoice.requestSn);
      log.info({ invoiceId, state: result.state }, 'invoice.poll');
      if (result.state === 'issued') {
        await settle(deps, invoiceId, InvoiceStatus.Issued, '开票成功', {
          fpdm: result.fpdm,
          fphm: result.fphm,
          urlQrCode: result.qrCodeUrl,
          invoiceUrl: result.invoiceUrl,
          issuedAt: result.issuedAt,
          failReason: null,
        });
      } else if (result.state === 'failed') {
        await settle(deps, invoiceId, InvoiceStatus.Failed, result.reason, { failReason: result.reason });
      } else if (poll >= INVOICE_MAX_POLLS) {
        await settle(deps, invoiceId, InvoiceStatus.Abnormal, NO_RESULT, { failReason: NO_RESULT });
        throw new PermanentJobError(`${NO_RESULT}：${poll} 次查询仍为 ${result.state}（发票 ${invoiceId}，${invoice.requestSn}）`);
      } else {
        // 'unknown': the platform lost the request; asking again with the same serial is safe. The count goes on.
        if (result.state === 'unknown') await deps.jobs.enqueue(issueInvoiceJob, { invoiceId, poll });
        else await deps.jobs.enqueue(pollInvoiceJob, { invoiceId, poll: poll + 1 }, { runAt: new Date(now.getTime() + INVOICE_POLL_SECONDS * 1000) });
      }
    }),
    handleJob(reverseInvoiceJob, async ({ invoiceId, waits, poll }, { now, log }) => {
      const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
      if (!invoice || invoice.reversalStatus !== ReversalStatus.Requested || !invoice.reversalRequestSn) return;
      let blue: { fpdm: string; fphm: string } | null = invoice.invoiceStatus === InvoiceStatus.Issued && invoice.fpdm && invoice.fphm ? { fpdm: invoice.fpdm, fphm: invoice.fphm } : null;
      if (!blue) {
        // Not issued as far as the service knows: the platform decides.
        const result = await deps.eInvoice.query(invoice.requestSn);
        if (result.state === 'issued') {
          blue = { fpdm: result.fpdm, fphm: result.fphm };
        } else if (result.state === 'pending') {
          if (waits >= REVERSAL_MAX_WAITS) {
            await reversalOutcome(deps, invoiceId, ReversalStatus.Failed, '原发票长时间无开票结果，未能红冲');
            throw new PermanentJobError(`原发票长时间无开票结果，未能红冲（发票 ${invoiceId}）`);
          }
          await deps.jobs.enqueue(reverseInvoiceJob, { invoiceId, waits: waits + 1, poll }, { runAt: new Date(now.getTime() + INVOICE_POLL_SECONDS * 1000) });
          return;
        } else {
          await reversalOutcome(deps, invoiceId, ReversalStatus.Reversed, '发票未开具，无需红冲');
          log.info({ invoiceId, state: result.state }, 'invoice.reverse: nothing issued, nothing to reverse');
          return;
        }
      }
      await deps.eInvoice.reverse({
        requestSn: invoice.reversalRequestSn,
        originalRequestSn: invoice.requestSn,
        fpdm: blue.fpdm,
        fphm: blue.fphm,
        amountFen: invoice.amountFen,
        reason: invoice.reversalReason ?? '订单退款',
        at: now,
      });
      await deps.jobs.enqueue(pollReversalJob, { invoiceId, poll: poll + 1 }, { runAt: new Date(now.getTime() + INVOICE_POLL_SECONDS * 1000) });
      log.info({ invoiceId }, 'invoice.reverse: requested');
    }),
    handleJob(pollReversalJob, async ({ invoiceId, poll }, { now, log }) => {
      const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
      if (!invoice || invoice.reversalStatus !== ReversalStatus.Requested || !invoice.reversalRequestSn) return;
      const result = await deps.eInvoice.query(invoice.reversalRequestSn);
      log.info({ invoiceId, state: result.state }, 'invoice.reverse-poll');
      if (result.state === 'issued') {
        await reversalOutcome(deps, invoiceId, ReversalStatus.Reversed, '红冲成功', {
          reversalFpdm: result.fpdm,
          reversalFphm: result.fphm,
          reversalUrl: result.invoiceUrl,
          reversedAt: result.issuedAt,
        });
      } else if (result.state === 'failed') {
        await reversalOutcome(deps, invoiceId, ReversalStatus.Failed, result.reason);
        throw new PermanentJobError(`红冲失败：${result.reason}（发票 ${invoiceId}）`);
      } else if (poll >= INVOICE_MAX_POLLS) {
        await reversalOutcome(deps, invoiceId, ReversalStatus.Failed, '开票平台长时间无红冲结果');
        throw new PermanentJobError(`开票平台长时间无红冲结果：${poll} 次查询仍为 ${result.state}（发票 ${invoiceId}）`);
      } else if (result.state === 'unknown') {
        await deps.jobs.enqueue(reverseInvoiceJob, { invoiceId, waits: 0, poll });
      } else {
        await deps.jobs.enqueue(pollReversalJob, { invoiceId, poll: poll + 1 }, { runAt: new Date(now.getTime() + INVOICE_POLL_SECONDS * 1000) });
      }
    }),
  ];
}
