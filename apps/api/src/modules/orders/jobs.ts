import { PaymentStatus } from '@badminton/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, orders } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { handleJob, type JobHandler } from '../../jobs/kinds';
import type { ModuleDeps } from '../../registry/deps';
import { chinaDay, chinaDayStart, reconcileBill } from './bill';
import { dailyBillJob, expireOrderJob, reconcilePaymentJob, refundOrderJob } from './job-kinds';
import { expireOrder, type PaymentDeps, reconcileOrder, sendRefund } from './settle';

/**
 * The order jobs' handlers and schedule (decision 0030); the job kinds themselves, and what each does, are in
 * `./job-kinds.ts`, which the order code that enqueues them (`./service.ts`, `./settle.ts`, `./payment.ts`) imports
 * without importing these handlers (decision 0054).
 */

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
