import { RefundStatus } from '@badminton/contracts';
import { testApplications } from '../../db/schema';
import { recordStore, commitTransition, SYSTEM_ACTOR } from '../../workflows/transition';
import { refundWorkflow } from '../../workflows/refund';
import type { OrderKindHooks } from '../orders/kinds';
import * as repository from './repository';

/** The row-level refund flag of a sign-up (refund workflow). */
export const applicationRefundRecords = recordStore(testApplications, testApplications.id, testApplications.refundStatus);

/**
 * What a test sign-up order does when its payment settles (decision 0031), run by the payment core inside the
 * transaction that changes the order (`modules/orders/settle.ts`):
 * - closed unpaid (its 30 minutes passed): the application goes inactive and its seat is given back — once, however
 *   often the hook runs (the `active = 1` compare-and-set);
 * - refunded: a row refund under way (1) becomes refunded (2, audited), and the place is given back;
 * - paid: nothing to do, the seat taken at sign-up is kept.
 */
export const testSignUpOrderHooks: OrderKindHooks = {
  onClosed: async (order, { tx }) => {
    const released = await repository.deactivateApplicationOfOrder(tx, order.id);
    if (released) await repository.releaseSeat(tx, released.testClassId);
  },
  onRefunded: async (order, { tx, at }) => {
    const application = await repository.findApplicationOfOrder(tx, order.id);
    if (!application) return;
    if (application.refundStatus === RefundStatus.Refunding) {
      await commitTransition(tx, refundWorkflow, applicationRefundRecords, application.id, RefundStatus.Refunding, RefundStatus.Refunded, {
        actor: SYSTEM_ACTOR,
        at,
        reason: `订单 ${order.orderSn} 退款成功`,
      });
    }
    const released = await repository.deactivateApplicationOfOrder(tx, order.id);
    if (released) await repository.releaseSeat(tx, released.testClassId);
  },
};
