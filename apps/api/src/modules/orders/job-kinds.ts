import { z } from 'zod';
import { defineJobKind } from '../../jobs/kinds';

/**
 * Order jobs (decision 0030): the kinds, which the code that enqueues them imports; their handlers, and the intervals
 * and `ensureDailyBill` named below, are in `./jobs.ts`. Durable rows (decision 0024): they survive a restart, so an
 * unpaid order is closed and its seat released even if the service was down when its window ended.
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
