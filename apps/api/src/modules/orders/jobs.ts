import { PaymentStatus } from '@badminton/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { orders } from '../../db/schema';
import { defineJobKind, handleJob, type JobHandler } from '../../jobs/kinds';
import type { ModuleDeps } from '../../registry/deps';
import { expireOrder, type PaymentDeps, reconcileOrder, sendRefund } from './settle';

/**
 * Order jobs (decision 0030). Durable rows (decision 0024): they survive a restart, so an unpaid order is closed and
 * its seat released even if the service was down when its window ended.
 * - `order.expire`: enqueued with `runAt` = the end of the payment window when the order is created; asks the provider
 *   first (a late notification's payment is credited), otherwise closes the order with the provider and in the
 *   database and runs the kind's `onClosed`.
 * - `payment.reconcile`: enqueued when a pay code is first issued, `RECONCILE_EVERY_SECONDS` later, and again until
 *   the window ends; asks the provider for the order (a lost notification) and settles what it says.
 * - `order.refund`: sends one `order_refunds` row to the provider and settles its answer.
 */
export const expireOrderJob = defineJobKind('order.expire', z.object({ orderId: z.number().int().positive() }), { maxAttempts: 10 });

export const reconcilePaymentJob = defineJobKind('payment.reconcile', z.object({ orderId: z.number().int().positive() }), {
  maxAttempts: 10,
});

export const refundOrderJob = defineJobKind('order.refund', z.object({ refundId: z.number().int().positive() }), { maxAttempts: 10 });

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
    handleJob(refundOrderJob, async ({ refundId }, { log }) => {
      const outcome = await sendRefund(paymentDepsOf(deps, log), refundId);
      if (outcome === 'processing') await deps.jobs.enqueue(refundOrderJob, { refundId }, { delaySeconds: REFUND_RECHECK_SECONDS });
      log.info({ refundId, outcome }, 'order.refund');
    }),
  ];
}
