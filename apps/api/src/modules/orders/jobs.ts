import { PaymentStatus } from '@badminton/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { jobs, orders } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { defineJobKind, handleJob, type JobHandler } from '../../jobs/kinds';
import type { ModuleDeps } from '../../registry/deps';
import { chinaDay, chinaDayStart, reconcileBill } from './bill';
import { expireOrder, type PaymentDeps, reconcileOrder, sendRefund } from './settle';

/**
 * Order jobs (decision 0030). Durable rows (decision 0024): they survive a restart, so an unpaid order is closed and
 * its seat released even if the service was down when its window ended.
 * - `order.expire`: enqueued with `runAt` = the end of the payment window when the order is created; asks the provider
 *   first (a late notification's payment is credited), otherwise closes the order with the provider and in the
 *   database and runs the kind's `onClosed`.
 * - `payment.reconcile`: enqueued when a pay code is first issued, `RECONCILE_EVERY_SECONDS` later, and again until
 *   the window ends; asks the provider for the order (a lost notification) and settles what it says.
 * - `order.refund`: drives one `order_refunds` row: asks the provider for the refund (posting it only when the
 *   provider does not know it), settles a final state, and asks again `REFUND_RECHECK_SECONDS` later while PROCESSING.
 * - `payment.daily-bill` (decision 0046): compares the provider's trade bill of a day with the orders and reports every
 *   mismatch; first enqueued with the first pay code (`ensureDailyBill`), then each day at `DAILY_BILL_HOUR` (+08:00)
 *   for the day before (WeChat Pay publishes a day's bill after 9:00 the next day).
 */
export const expireOrderJob = defineJobKind('order.expire', z.object({ orderId: z.number().int().positive() }), { maxAttempts: 10 });

export const reconcilePaymentJob = defineJobKind('payment.reconcile', z.object({ orderId: z.number().int().positive() }), {
  maxAttempts: 10,
});

export const refundOrderJob = defineJobKind('order.refund', z.object({ refundId: z.number().int().positive() }), { maxAttempts: 10 });

export const dailyBillJob = defineJobKind('payment.daily-bill', z.object({ billDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional() }), {
  maxAttempts: 8,
  timeoutSeconds: 300,
});

/** The hour (Asia/Shanghai) the daily bill of the day before is fetched. */
export const DAILY_BILL_HOUR = 10;

/** The next `DAILY_BILL_HOUR` o'clock (+08:00) after `now`. */
export function nextDailyBillAt(now: Date): Date {
  const today = chinaDayStart(chinaDay(now));
  const at = new Date(today.getTime() + DAILY_BILL_HOUR * 3600_000);
  return at.getTime() > now.getTime() ? at : new Date(at.getTime() + 86_400_000);
}

/** Schedules the daily bill inside `tx` unless one is pending already (called with the first pay code). */
export async function ensureDailyBill(tx: Database, queue: JobQueue, now: Date): Promise<void> {
  const [pending] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, dailyBillJob.kind), isNull(jobs.doneAt), isNull(jobs.failedAt)))
    .limit(1);
  if (!pending) await queue.enqueue(dailyBillJob, {}, { db: tx, runAt: nextDailyBillAt(now) });
}

/** How long after a pay code (and between checks) reconciliation asks the provider about an unpaid order. */
export const RECONCILE_EVERY_SECONDS = 180;
/** How long a refund still PROCESSING at the provider waits before it is asked again. */
export const REFUND_RECHECK_SECONDS = 600;

export function paymentDepsOf(deps: Pick<ModuleDeps, 'db' | 'jobs' | 'clock' | 'weChatPay'>, log: PaymentDeps['log']): PaymentDeps {
  return { db: deps.db, jobs: deps.jobs, now: () => deps.clock.now(), weChatPay: deps.weChatPay, log };
}

export function orderJobHandlers(deps: Pick<ModuleDeps, 'db' | 'jobs' | 'clock' | 'weChatPay'>): JobHandler[] {
  return [
    handleJob(expireOrderJob, async ({ orderId }, { log }) => {
      const outcome = await expireOrder(paymentDepsOf(deps, log), orderId);
      if (outcome === 'not_due') {
        // The window was moved (never shortened today); look again at its end.
        const [order] = await deps.db.select({ expiresAt: orders.expiresAt }).from(orders).where(eq(orders.id, orderId));
        if (order?.expiresAt) await deps.jobs.enqueue(expireOrderJob, { orderId }, { runAt: order.expiresAt });
      }
      log.info({ orderId, outcome }, 'order.expire');
    }),
    handleJob(reconcilePaymentJob, async ({ orderId }, { log, now }) => {
      const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
      if (!order || (order.paymentStatus !== PaymentStatus.Pending && order.paymentStatus !== PaymentStatus.Failed)) return;
      const outcome = await reconcileOrder(paymentDepsOf(deps, log), order);
      log.info({ orderId, outcome }, 'payment.reconcile');
      if (outcome === 'credited' || outcome === 'already_paid') return;
      const next = new Date(now.getTime() + RECONCILE_EVERY_SECONDS * 1000);
      // The expiry job asks once more at the window's end; until then keep looking.
      if (order.expiresAt && next.getTime() < order.expiresAt.getTime()) await deps.jobs.enqueue(reconcilePaymentJob, { orderId }, { runAt: next });
    }),
    handleJob(dailyBillJob, async ({ billDate }, { log, now }) => {
      const day = billDate ?? chinaDay(now, 1);
      const report = await reconcileBill(paymentDepsOf(deps, log), day);
      // The run that stored the day's report schedules the next day (two copies racing schedule it once).
      if (!billDate && report.stored) await deps.jobs.enqueue(dailyBillJob, {}, { runAt: nextDailyBillAt(now) });
    }),
    handleJob(refundOrderJob, async ({ refundId }, { log }) => {
      const outcome = await sendRefund(paymentDepsOf(deps, log), refundId);
      if (outcome === 'processing') await deps.jobs.enqueue(refundOrderJob, { refundId }, { delaySeconds: REFUND_RECHECK_SECONDS });
      log.info({ refundId, outcome }, 'order.refund');
    }),
  ];
}
