import { PaymentStatus, Role } from '@badminton/contracts';
import { fenToYuan } from '@badminton/validation';
import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import type { ModuleDeps } from '../../registry/deps';
import type { Caller } from '../../registry/types';
import { reconcilePaymentJob } from './job-kinds';
import { ensureDailyBill, RECONCILE_EVERY_SECONDS } from './jobs';
import { findOwnOrder, type OrderRow } from './service';
import { settleFreeOrder } from './settle';

/** Refusals of the pay code (decision 0030). */
export const PAYMENT_MESSAGES = {
  paid: '该订单已支付，无需重复支付',
  closed: '订单已超过支付时限，已关闭',
  refunded: '该订单已退款',
  expired: '订单已超过支付时限，请重新下单',
  batch: '该订单由测试机构统一支付',
  providerFailed: '获取支付二维码失败，请稍后重试',
  /** An order of 0 fen is never sent to the provider: it is settled as paid without it (decision 0046). */
  zeroAmount: '订单金额为 0 元，已确认支付，无需扫码',
} as const;

const TOKEN_LENGTH = 20;

export function payCodeToken(key: Buffer, orderSn: string): string {
  return createHmac('sha256', key).update(`pay-code:${orderSn}`, 'utf8').digest('hex').slice(0, TOKEN_LENGTH);
}

/** The address of an order's pay code image: only whoever was handed it can load it (no walking of order numbers). */
export function payCodeImageUrl(key: Buffer, orderSn: string): string {
  return `/api/pay/qr/${orderSn}.png?t=${payCodeToken(key, orderSn)}`;
}

/** Why an order cannot be paid now, or null when it can. */
export function payRefusal(order: Pick<OrderRow, 'paymentStatus' | 'expiresAt' | 'isBatch' | 'amountFen'>, caller: Pick<Caller, 'role'>, now: Date): string | null {
  switch (order.paymentStatus) {
    case PaymentStatus.Paid:
      return PAYMENT_MESSAGES.paid;
    case PaymentStatus.Closed:
      return PAYMENT_MESSAGES.closed;
    case PaymentStatus.Refunded:
      return PAYMENT_MESSAGES.refunded;
  }
  if (order.isBatch === 1 && caller.role === Role.Athlete) return PAYMENT_MESSAGES.batch;
  if (order.expiresAt && order.expiresAt.getTime() <= now.getTime()) return PAYMENT_MESSAGES.expired;
  return null;
}

type PayDeps = Pick<ModuleDeps, 'db' | 'jobs' | 'clock' | 'weChatPay' | 'payCodeKey'>;

/**
 * `PayOrder/GetPayCode`: the caller's own order, still payable. The provider's Native order is placed once, when the
 * pay code is first asked for (its code_url kept in `orders.pay_code_url`, and the reconciliation job enqueued); later
 * asks show the same code.
 */
export async function getPayCode(
  deps: PayDeps,
  caller: Caller,
  orderSn: string,
  log: { error(details: object, message: string): void; warn(details: object, message: string): void; info(details: object, message: string): void },
  /** The origin the payer's page asked on: the sandbox's code_url follows it unless PUBLIC_BASE_URL is set (issue 28.8). */
  origin?: string,
) {
  const order = await findOwnOrder(deps.db, caller, orderSn);
  const now = deps.clock.now();
  const refusal = payRefusal(order, caller, now);
  if (refusal) throw new BusinessError(refusal);
  if (order.amountFen < 1) {
    // WeChat Pay takes at least 1 fen: a free order is settled here, explicitly, audited, without the provider.
    await settleFreeOrder({ db: deps.db, jobs: deps.jobs, now: () => deps.clock.now(), log }, order.id);
    throw new BusinessError(PAYMENT_MESSAGES.zeroAmount);
  }
  if (!order.payCodeUrl) {
    let codeUrl: string;
    try {
      ({ codeUrl } = await deps.weChatPay.createNativeOrder({
        outTradeNo: order.orderSn,
        description: order.description,
        amountFen: order.amountFen,
        expiresAt: order.expiresAt,
        origin,
      }));
    } catch (error) {
      log.error({ err: error, orderSn: order.orderSn }, 'WeChat Pay native order failed');
      throw new BusinessError(PAYMENT_MESSAGES.providerFailed);
    }
    await deps.db.transaction(async (tx) => {
      const updated = await tx
        .update(orders)
        .set({ payCodeUrl: codeUrl })
        .where(and(eq(orders.id, order.id), isNull(orders.payCodeUrl)))
        .returning({ id: orders.id });
      if (updated.length > 0) {
        await deps.jobs.enqueue(reconcilePaymentJob, { orderId: order.id }, { db: tx, delaySeconds: RECONCILE_EVERY_SECONDS });
        await ensureDailyBill(tx, deps.jobs, now);
      }
    });
    deps.jobs.wake();
  }
  return { payCode: payCodeImageUrl(deps.payCodeKey, order.orderSn), amount: fenToYuan(order.amountFen), description: order.description };
}

/** `PayOrder/GetOrderStatus`: the caller's own order's payment status. */
export async function getOrderStatus(deps: Pick<ModuleDeps, 'db'>, caller: Caller, orderSn: string) {
  const order = await findOwnOrder(deps.db, caller, orderSn);
  return { orderStatus: order.paymentStatus };
}
