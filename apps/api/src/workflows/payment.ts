import { PaymentStatus as S, Role } from '@badminton/contracts';
import { defineWorkflow, SYSTEM } from './define';

/**
 * Order payment (req: states.md#test-order-payment-status): the payment provider's notification pays or fails an order;
 * an unpaid order closes after its 30 minutes; a refund that succeeded marks a paid order refunded.
 *
 * Only the service marks an order paid (→ 3), from a verified provider notification or query (decision 0046): no role
 * can do it by hand. The national association may still close a pending order (a training sign-up it rejects;
 * req: states.md#training-order-payment-status); approving one is not a payment and does not use this table.
 */
export const paymentWorkflow = defineWorkflow('payment', [
  { from: S.Pending, to: S.Paid, roles: [SYSTEM], action: '支付成功' },
  { from: S.Pending, to: S.Failed, roles: [SYSTEM], action: '支付失败' },
  { from: S.Pending, to: S.Closed, roles: [SYSTEM, Role.NationalAdministrator], action: '超时未支付关闭（或培训报名驳回）' },
  { from: S.Failed, to: S.Paid, roles: [SYSTEM], action: '重新支付成功' },
  { from: S.Failed, to: S.Closed, roles: [SYSTEM], action: '超时未支付关闭' },
  { from: S.Paid, to: S.Refunded, roles: [SYSTEM], action: '退款成功' },
]);
