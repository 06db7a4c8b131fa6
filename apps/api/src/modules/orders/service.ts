import { ORDER_PAYMENT_WINDOW_MINUTES, type OrderKindCode, PaymentStatus, type RoleCode } from '@badminton/contracts';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { BusinessError } from '../../lib/errors';
import { requireOwner } from '../../registry/scope';
import type { Caller } from '../../registry/types';
import { recordStore } from '../../workflows/transition';
import { expireOrderJob } from './job-kinds';

/**
 * The orders core (decision 0030): every kind of payment is an `orders` row created here, inside the transaction of
 * what it pays for (a test place, a paper certificate, a training place). Its status changes only through the payment
 * workflow (`src/workflows/payment.ts`, the audited `transition`/`commitTransition`), in `./settle.ts`.
 */

export type OrderRow = typeof orders.$inferSelect;

/** Where the payment workflow's records live. */
export const orderRecords = recordStore(orders, orders.id, orders.paymentStatus);

export const ORDER_MESSAGES = {
  notFound: '订单不存在',
  notPayable: '订单当前状态不可支付',
} as const;

/**
 * A new order number (out_trade_no, ≤ 32 of [0-9A-Za-z]): `BM`, the kind, the time to the second (UTC+8, as shown to
 * users) and 8 random digits; unique in the table.
 */
export function newOrderSn(kind: OrderKindCode, at: Date): string {
  const local = new Date(at.getTime() + 8 * 3600_000).toISOString();
  const stamp = local.slice(0, 19).replace(/\D/g, '');
  return `BM${kind}${stamp}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export interface NewOrder {
  userId: number;
  userType: RoleCode;
  kind: OrderKindCode;
  description: string;
  amountFen: number;
  /** The service clock's now. */
  at: Date;
  /** Pay within the standard window (30 min) and close after it (default), or no window (null). */
  paymentWindowMinutes?: number | null;
  isBatch?: boolean;
}

/**
 * Creates a pending order inside the caller's transaction `tx` and, when it has a payment window, the durable
 * `order.expire` job that closes it at the window's end (survives a restart; decision 0024). Call `jobs.wake()` after
 * the transaction commits.
 */
export async function createOrder(tx: Database, jobs: JobQueue, order: NewOrder): Promise<OrderRow> {
  const [row] = await createOrders(tx, jobs, [order]);
  return row;
}

/** Rows per insert statement of `createOrders` (a 5,000-row sheet: 10 statements, not 5,000). */
const ORDERS_PER_INSERT = 500;

/**
 * `createOrder` for many orders at once (an institution's batch sign-up sheet), in multi-row inserts; the rows come back
 * in the order of `list`. Order numbers are distinct within the call (many share one clock second).
 */
export async function createOrders(tx: Database, jobs: JobQueue, list: readonly NewOrder[]): Promise<OrderRow[]> {
  const numbers = new Set<string>();
  const values = list.map((order) => {
    if (!Number.isInteger(order.amountFen) || order.amountFen < 0) throw new RangeError(`invalid amount ${order.amountFen}`);
    const windowMinutes = order.paymentWindowMinutes === undefined ? ORDER_PAYMENT_WINDOW_MINUTES : order.paymentWindowMinutes;
    let orderSn = newOrderSn(order.kind, order.at);
    while (numbers.has(orderSn)) orderSn = newOrderSn(order.kind, order.at);
    numbers.add(orderSn);
    return {
      orderSn,
      userId: order.userId,
      userType: order.userType,
      kind: order.kind,
      description: order.description,
      amountFen: order.amountFen,
      paymentStatus: PaymentStatus.Pending,
      isBatch: order.isBatch ? 1 : 0,
      createdAt: order.at,
      expiresAt: windowMinutes === null ? null : new Date(order.at.getTime() + windowMinutes * 60_000),
    };
  });
  const bySn = new Map<string, OrderRow>();
  for (let i = 0; i < values.length; i += ORDERS_PER_INSERT) {
    for (const row of await tx.insert(orders).values(values.slice(i, i + ORDERS_PER_INSERT)).returning()) bySn.set(row.orderSn, row);
  }
  const rows = values.map((value) => {
    const row = bySn.get(value.orderSn);
    if (!row) throw new Error('order insert returned nothing');
    return row;
  });
  for (const row of rows) if (row.expiresAt) await jobs.enqueue(expireOrderJob, { orderId: row.id }, { db: tx, runAt: row.expiresAt });
  return rows;
}

/** An order by its number, only for the user who pays it (another user's order: 订单不存在, not a hint that it exists). */
export async function findOwnOrder(db: Database, caller: Caller, orderSn: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.orderSn, orderSn));
  if (!row) throw new BusinessError(ORDER_MESSAGES.notFound);
  try {
    requireOwner(caller, row.userId);
  } catch {
    throw new BusinessError(ORDER_MESSAGES.notFound);
  }
  return row;
}
