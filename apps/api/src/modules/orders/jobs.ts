import { z } from 'zod';
import { defineJobKind, handleJob, type JobHandler } from '../../jobs/kinds';

/**
 * Order jobs. The kinds and their payloads are fixed now so the athlete sign-up issue (which adds the
 * `orders` and payment tables) only fills in the handlers:
 * - `order.expire`: an unpaid order whose payment window has passed is closed and its place released;
 *   enqueued with `runAt` = the end of the payment window when the order is created.
 * - `payment.reconcile`: asks the payment provider for the state of an order's payment (a lost
 *   notification) and settles the order; enqueued a few minutes after a payment starts.
 * Until that issue there are no orders: the handlers log that and complete. They do not invent data.
 */
export const expireOrderJob = defineJobKind('order.expire', z.object({ orderId: z.number().int().positive() }), { maxAttempts: 10 });

export const reconcilePaymentJob = defineJobKind('payment.reconcile', z.object({ orderId: z.number().int().positive() }), {
  maxAttempts: 10,
});

export function orderJobHandlers(): JobHandler[] {
  return [
    handleJob(expireOrderJob, async ({ orderId }, { log }) => {
      log.info({ orderId }, 'order.expire: no orders table yet (the athlete sign-up issue adds it); nothing to expire');
    }),
    handleJob(reconcilePaymentJob, async ({ orderId }, { log }) => {
      log.info({ orderId }, 'payment.reconcile: no payments yet (the athlete sign-up issue adds them); nothing to reconcile');
    }),
  ];
}
