import { eq } from 'drizzle-orm';
import { institutionContracts } from '../../db/schema';
import type { OrderKindHooks } from '../orders/kinds';

/**
 * What a deposit order (kind 4) does when its payment settles (decision 0058), inside the settling transaction: paid,
 * its contract's `payment_status` becomes 1 (the receipt is the order's e-invoice); refunded, 0 again.
 */
export const depositOrderHooks: OrderKindHooks = {
  onPaid: async (order, { tx }) => {
    await tx.update(institutionContracts).set({ paymentStatus: 1 }).where(eq(institutionContracts.depositOrderId, order.id));
  },
  onRefunded: async (order, { tx }) => {
    await tx.update(institutionContracts).set({ paymentStatus: 0 }).where(eq(institutionContracts.depositOrderId, order.id));
  },
};
