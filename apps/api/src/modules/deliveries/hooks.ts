import { inArray } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { certificateDeliveries, certificateDeliveryItems, certificates } from '../../db/schema';
import type { Database } from '../../db/client';
import type { OrderKindHooks } from '../orders/kinds';

async function certificateIdsOfOrder(tx: Database, orderId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: certificateDeliveryItems.certificateId })
    .from(certificateDeliveryItems)
    .innerJoin(certificateDeliveries, eq(certificateDeliveries.id, certificateDeliveryItems.deliveryId))
    .where(eq(certificateDeliveries.orderId, orderId));
  return rows.map((row) => row.id);
}

/**
 * What a paper-certificate order — the athlete's (kind 2) or the institution's batch (kind 5, decision 0063) — does
 * when its payment settles (decision 0033), inside the settling transaction:
 * - paid: its certificates are granted (`is_grant`): the paper certificate is on its way, so they leave the proxy and
 *   delivery choices;
 * - refunded: they are not granted any more (orderable again);
 * - closed unpaid: nothing to give back — a closed order no longer claims its certificates (the delivery checks look
 *   only at pending, failed and paid orders).
 */
export const paperCertificateOrderHooks: OrderKindHooks = {
  onPaid: async (order, { tx }) => {
    const ids = await certificateIdsOfOrder(tx, order.id);
    if (ids.length) await tx.update(certificates).set({ isGrant: true }).where(inArray(certificates.id, ids));
  },
  onRefunded: async (order, { tx }) => {
    const ids = await certificateIdsOfOrder(tx, order.id);
    if (ids.length) await tx.update(certificates).set({ isGrant: false }).where(inArray(certificates.id, ids));
  },
};
