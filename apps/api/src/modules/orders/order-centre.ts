import {
  type InstitutionOrderItem,
  OrderKind,
  type OrderCentrePaymentType,
  ORDER_CENTRE_PAYMENT_TYPE_LABELS,
  ORDER_CENTRE_STATUS_TEXT,
  type PaymentStatusCode,
} from '@badminton/contracts';
import { fenToYuan } from '@badminton/validation';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { certificateDeliveries, orders } from '../../db/schema';
import { toPage } from '../../lib/paging';
import { toWireDateTime } from '../../lib/wire-time';
import type { Caller } from '../../registry/types';
import { QUALIFICATION_GATE_MESSAGE, requireQualified } from '../institutions/qualification-gate';

/**
 * The institution's order centre (req: institution.md#order-centre; decision 0061): the caller's own orders of every
 * kind on the one order model, newest first, with the parcel of a certificate order. Paying goes through
 * `PayOrder/GetPayCode` and `PayOrder/GetOrderStatus` (decision 0030), which serve institutions on their own orders.
 */

/** The order centre's `payment_typeValue` of an order kind: certificates (kinds 2 and 5) are type 2, the others their kind. */
export function paymentTypeOf(kind: number): OrderCentrePaymentType {
  if (kind === OrderKind.BatchCertificate || kind === OrderKind.PaperCertificate) return 2;
  if (kind === 1 || kind === 3 || kind === 4 || kind === 6) return kind;
  throw new Error(`unknown order kind ${kind}`);
}

export async function listInstitutionOrders(db: Database, caller: Caller, input: { limit: number; page: number }) {
  await requireQualified(db, caller.userId, QUALIFICATION_GATE_MESSAGE);
  const page = toPage(input);
  const where = eq(orders.userId, caller.userId);
  const rows = await db
    .select({ order: orders, expressNumber: certificateDeliveries.expressNumber, expressCompany: certificateDeliveries.expressCompany })
    .from(orders)
    .leftJoin(certificateDeliveries, eq(certificateDeliveries.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(orders).where(where);
  const items: InstitutionOrderItem[] = rows.map(({ order, expressNumber, expressCompany }) => {
    const type = paymentTypeOf(order.kind);
    const status = order.paymentStatus as PaymentStatusCode;
    return {
      order_sn: order.orderSn,
      payment_type: ORDER_CENTRE_PAYMENT_TYPE_LABELS[type],
      payment_typeValue: type,
      creationTime: toWireDateTime(order.createdAt),
      order_price: fenToYuan(order.amountFen),
      payment_time: order.paidAt ? toWireDateTime(order.paidAt) : null,
      payment_status: ORDER_CENTRE_STATUS_TEXT[status],
      payment_status_code: status,
      express_number: expressNumber,
      express_company: expressNumber ? expressCompany : null,
    };
  });
  return { items, totalCount: total?.value ?? 0 };
}
