import { RefundStatus } from '@badminton/contracts';
import { eq } from 'drizzle-orm';
import { testApplications } from '../../db/schema';
import { entryRefundRecords, refundWorkflow } from '../../workflows/refund';
import { commitTransition, SYSTEM_ACTOR } from '../../workflows/transition';
import type { RefundSettledHook } from '../orders/kinds';
import { deactivateApplicationOfOrder, releaseSeat } from '../test-sign-up/repository';
import { settleClassIfDone } from './admin-service';

/**
 * The entry of a refunded or failed order follows its refund (decision 0069), run by the payments core inside the
 * transaction that settles the refund (`ANY_REFUND_SETTLED`), after the kind's `onRefunded`:
 * - refunded: the entry becomes 已退费 (1 → 2, SYSTEM; a refund marked failed and then paid by the provider after all is
 *   corrected 3 → 1 → 2), and its place is given back — once: the test sign-up kind's hook may have done both already
 *   (kind 1), and `deactivateApplicationOfOrder` frees a place only while it is live;
 * - failed: 1 → 3 with the provider's state, shown as the reason, so the association can try it again;
 * - an entry refunded with its class then lets the class end (`settleClassIfDone`).
 */
export const onRefundSettled: RefundSettledHook = async (order, refund, { tx, at }) => {
  const [entry] = await tx.select().from(testApplications).where(eq(testApplications.orderId, order.id)).for('update');
  if (!entry) return;
  if (refund.outcome === 'refunded') {
    if (entry.refundStatus === RefundStatus.Failed) {
      await commitTransition(tx, refundWorkflow, entryRefundRecords, entry.id, RefundStatus.Failed, RefundStatus.Refunding, {
        actor: SYSTEM_ACTOR,
        at,
        reason: `微信支付报告退款成功，更正此前的失败 ${refund.refundSn}`,
      });
    }
    if (entry.refundStatus === RefundStatus.Failed || entry.refundStatus === RefundStatus.Refunding) {
      await commitTransition(tx, refundWorkflow, entryRefundRecords, entry.id, RefundStatus.Refunding, RefundStatus.Refunded, {
        actor: SYSTEM_ACTOR,
        at,
        reason: `订单 ${order.orderSn} 退款成功`,
        changes: { refundNote: null },
      });
    }
    const released = await deactivateApplicationOfOrder(tx, order.id);
    if (released) await releaseSeat(tx, released.testClassId);
  } else if (entry.refundStatus === RefundStatus.Refunding) {
    await commitTransition(tx, refundWorkflow, entryRefundRecords, entry.id, RefundStatus.Refunding, RefundStatus.Failed, {
      actor: SYSTEM_ACTOR,
      at,
      reason: `微信支付退款失败（${refund.state}），退款单号 ${refund.refundSn}`,
      changes: { refundNote: `支付平台退款失败（${refund.state}），可重新退款` },
    });
  }
  if (entry.refundByClass === 1) await settleClassIfDone(tx, entry.testClassId, at);
};
