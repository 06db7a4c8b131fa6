import { OrderKind, type OrderKindCode, type RoleCode } from '@badminton/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { orders } from '../../src/db/schema';
import { JobQueue } from '../../src/jobs/queue';
import { type Clock, systemClock } from '../../src/lib/clock';
import { createOrder, type OrderRow } from '../../src/modules/orders/service';

export interface TestOrder {
  kind?: OrderKindCode;
  userType?: RoleCode;
  amountFen?: number;
  description?: string;
  /** Default: the clock's now. */
  at?: Date;
  paymentWindowMinutes?: number | null;
  isBatch?: boolean;
}

/** A pending order of `userId` made by the orders core's own `createOrder` (with its `order.expire` job). */
export async function orderFor(db: Database, userId: number, order: TestOrder = {}, clock: Clock = systemClock): Promise<OrderRow> {
  const jobs = new JobQueue(db, clock);
  return db.transaction((tx) =>
    createOrder(tx, jobs, {
      userId,
      userType: order.userType ?? 1,
      kind: order.kind ?? OrderKind.PaperCertificate,
      description: order.description ?? '纸质证书邮寄费',
      amountFen: order.amountFen ?? 2500,
      at: order.at ?? clock.now(),
      paymentWindowMinutes: order.paymentWindowMinutes,
      isBatch: order.isBatch,
    }),
  );
}

export async function orderRow(db: Database, id: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}
