import { InvoiceStatus } from '@badminton/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { institutionProfiles, invoices, orders, personProfiles } from '../../db/schema';
import { defineJobKind, handleJob, type JobHandler } from '../../jobs/kinds';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import type { EInvoiceProvider } from '../../providers/e-invoice';
import { invoiceWorkflow } from '../../workflows/invoice';
import { recordStore, SYSTEM_ACTOR, transition } from '../../workflows/transition';

/**
 * Invoice jobs (decision 0033), durable rows (decision 0024):
 * - `invoice.issue`: sends a pending invoice's request to the e-invoice platform (idempotent by its request serial),
 *   then `invoice.poll` `INVOICE_POLL_SECONDS` later;
 * - `invoice.poll`: asks the platform for the result; issued → 1 (code, number, PDF, QR), failed → 2, still pending →
 *   asks again, and after `INVOICE_MAX_POLLS` answers without a result → 3 (abnormal). 2 and 3 are issued again from
 *   the back office (`reissueInvoice`).
 */
export const issueInvoiceJob = defineJobKind('invoice.issue', z.object({ invoiceId: z.number().int().positive() }), { maxAttempts: 10 });

export const pollInvoiceJob = defineJobKind(
  'invoice.poll',
  z.object({ invoiceId: z.number().int().positive(), poll: z.number().int().min(1) }),
  { maxAttempts: 10 },
);

/** How long after a request (and between polls) the platform is asked for the result. */
export const INVOICE_POLL_SECONDS = 30;
/** Polls without a result before the invoice is marked abnormal (3): 20 × 30 s = 10 minutes. */
export const INVOICE_MAX_POLLS = 20;

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

export function invoiceJobHandlers(deps: InvoiceJobDeps): JobHandler[] {
  return [
    handleJob(issueInvoiceJob, async ({ invoiceId }, { now, log }) => {
      const [row] = await deps.db
        .select({ invoice: invoices, orderSn: orders.orderSn, description: orders.description })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(invoices.id, invoiceId));
      if (!row || row.invoice.invoiceStatus !== InvoiceStatus.Pending) return;
      const { invoice } = row;
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
      await deps.jobs.enqueue(pollInvoiceJob, { invoiceId, poll: 1 }, { runAt: new Date(now.getTime() + INVOICE_POLL_SECONDS * 1000) });
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
        await settle(deps, invoiceId, InvoiceStatus.Abnormal, '开票平台长时间无结果', { failReason: '开票平台长时间无结果' });
      } else {
        // 'unknown': the platform lost the request; asking again with the same serial is safe.
        if (result.state === 'unknown') await deps.jobs.enqueue(issueInvoiceJob, { invoiceId });
        else await deps.jobs.enqueue(pollInvoiceJob, { invoiceId, poll: poll + 1 }, { runAt: new Date(now.getTime() + INVOICE_POLL_SECONDS * 1000) });
      }
    }),
  ];
}
