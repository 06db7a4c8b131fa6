import {
  ADMIN_REFUND_MESSAGES as M,
  ADMIN_REFUND_STAGE_LABELS,
  type AdminRefundEntry,
  type AdminRefundItem,
  type AdminRefundKind,
  type AdminRefundStage,
  gradeLabel,
  PAPER_ORDER_STATUS_TEXT,
  PaymentStatus,
  REFUND_STATUS_LABELS,
  RefundStatus,
  type RefundStatusCode,
} from '@badminton/contracts';
import { fenToYuan } from '@badminton/validation';
import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { appendAudit } from '../../audit/chain';
import type { Database } from '../../db/client';
import { orderRefunds, orders, personProfiles, testApplications, testClasses } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDateTime } from '../../lib/wire-time';
import type { Caller } from '../../registry/types';
import { classRefundRecords, entryRefundRecords, refundWorkflow } from '../../workflows/refund';
import { type Actor, actorOf, commitTransition, SYSTEM_ACTOR } from '../../workflows/transition';
import { retryRefundIn, startRefund } from '../orders/settle';
import type { OrderRow } from '../orders/service';

/**
 * The back office's refund queue (req: back-office.md#refund-approval, states.md#refund-status; decision 0069), for
 * the national administrator. A request is a class (`test_classes.refund_status`, the whole class) or an entry
 * (`test_applications.refund_status`, one row asked for on its own). Its stage is read from the status and the
 * association's approval:
 * - 1 and not approved → 待审核: the association approves (each paid order's money goes back through the payments
 *   core, `startRefund`: one refund per order and purpose, `out_refund_no` the provider's idempotency key) or refuses
 *   (1 → 3 with the reason);
 * - 1 and approved → 退款中: the `order.refund` job asks the provider; its answer settles the order's refund, and
 *   `onRefundSettled` (below, run by the payments core in that transaction) moves the entry 1 → 2 (SYSTEM, the seat
 *   given back once) or 1 → 3 with the provider's state; a class ends 2 when all its entries' refunds succeeded, 3 when
 *   one failed;
 * - 3 → 重新退款 (3 → 1): a refund the provider failed is sent again under a new out_refund_no (`retryRefundIn`); a
 *   refused request goes back to 待审核.
 * Approving locks the request's row (`FOR UPDATE`) and marks it approved in the same transaction that starts the
 * refunds, so two approvals at once (a double click, two reviewers) refund once: the second finds it approved.
 */

export interface AdminRefundDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
}

const STAGE_SQL = (status: SQL | ReturnType<typeof sql.raw>, approvedAt: SQL | ReturnType<typeof sql.raw>) =>
  sql`case when ${status} = 1 and ${approvedAt} is null then 'pending' when ${status} = 1 then 'processing' when ${status} = 2 then 'refunded' else 'failed' end`;

interface RequestRow {
  kind: AdminRefundKind;
  id: number;
  test_class_id: number;
  refund_status: number;
  refund_requested_at: Date | string | null;
  refund_approved_at: Date | string | null;
  refund_note: string | null;
  stage: AdminRefundStage;
  test_class_title: string;
  province_name: string;
  institution_name: string | null;
  total: number;
}

function asDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}

function wire(value: Date | string | null): string | null {
  const date = asDate(value);
  return date ? toWireDateTime(date) : null;
}

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Every request of the queue: the classes with a class refund, and the entries asked for on their own. */
function requestsSql(): SQL {
  return sql`
    select 'class' as kind, c.id, c.id as test_class_id, c.refund_status, c.refund_requested_at, c.refund_approved_at, c.refund_note
      from test_classes c where c.refund_status between 1 and 3
    union all
    select 'entry' as kind, a.id, a.test_class_id, a.refund_status, a.refund_requested_at, a.refund_approved_at, a.refund_note
      from test_applications a where a.refund_status between 1 and 3 and a.refund_by_class = 0`;
}

function filtersSql(input: { kind?: AdminRefundKind; keyword?: string; province_id?: number }): SQL {
  const parts: SQL[] = [sql`true`];
  if (input.kind) parts.push(sql`r.kind = ${input.kind}`);
  if (input.keyword) parts.push(sql`p.mechanism_full_name ilike ${`%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (input.province_id) parts.push(sql`c.province_id = ${input.province_id}`);
  return sql.join(parts, sql` and `);
}

export async function listRefunds(
  { db }: AdminRefundDeps,
  input: { stage?: AdminRefundStage; kind?: AdminRefundKind; keyword?: string; province_id?: number; page: number; limit: number },
) {
  const page = toPage(input);
  const where = filtersSql(input);
  const base = sql`
    from (${requestsSql()}) r
    join test_classes c on c.id = r.test_class_id
    left join institution_profiles p on p.user_id = c.institution_user_id
    where ${where}`;
  const stage = STAGE_SQL(sql.raw('r.refund_status'), sql.raw('r.refund_approved_at'));
  const countRows = await rowsOf<{ stage: AdminRefundStage; n: number }>(db, sql`select ${stage} as stage, cast(count(*) as integer) as n ${base} group by 1`);
  const counts = { pending: 0, processing: 0, refunded: 0, failed: 0 };
  for (const row of countRows) counts[row.stage] = Number(row.n);
  const stageWhere = input.stage ? sql`and ${stage} = ${input.stage}` : sql``;
  const rows = await rowsOf<RequestRow>(
    db,
    sql`
      select r.kind, r.id, r.test_class_id, r.refund_status, r.refund_requested_at, r.refund_approved_at, r.refund_note,
             ${stage} as stage, c.test_class_title, c.province_name, p.mechanism_full_name as institution_name,
             cast(count(*) over () as integer) as total
      ${base} ${stageWhere}
      order by case ${stage} when 'pending' then 0 when 'processing' then 1 when 'failed' then 2 else 3 end,
               coalesce(r.refund_requested_at, r.refund_approved_at) desc nulls last, r.kind, r.id desc
      limit ${page.limit} offset ${page.offset}`,
  );
  const totalCount = rows.length > 0 ? Number(rows[0].total) : input.stage ? counts[input.stage] : Object.values(counts).reduce((a, b) => a + b, 0);
  const items: AdminRefundItem[] = [];
  for (const row of rows) {
    const entries = await entriesOf(db, row.kind, Number(row.id), Number(row.test_class_id), asDate(row.refund_approved_at) !== null);
    const paid = entries.filter((entry) => entry.order_sn !== null);
    items.push({
      kind: row.kind,
      id: Number(row.id),
      test_class_id: Number(row.test_class_id),
      test_class_title: row.test_class_title,
      institution_name: row.institution_name ?? '',
      province_name: row.province_name,
      refund_status: Number(row.refund_status),
      stage: row.stage,
      stage_label: ADMIN_REFUND_STAGE_LABELS[row.stage],
      requested_at: wire(row.refund_requested_at),
      approved_at: wire(row.refund_approved_at),
      note: row.refund_note,
      athlete_count: paid.length,
      amount: Math.round(paid.reduce((sum, entry) => sum + entry.amount * 100, 0)) / 100,
      entries,
    });
  }
  return { items, totalCount, counts };
}

/**
 * The entries of a request with their orders: the entry itself; for a class, the entries its approval refunded (when
 * approved) or would refund (`classCandidates`: every paid entry not already refunded or refunding on its own).
 */
async function entriesOf(db: Database, kind: AdminRefundKind, id: number, testClassId: number, approved: boolean): Promise<AdminRefundEntry[]> {
  const where =
    kind === 'entry'
      ? eq(testApplications.id, id)
      : approved
        ? and(eq(testApplications.testClassId, testClassId), eq(testApplications.refundByClass, 1))
        : classCandidatesWhere(testClassId);
  const rows = await db
    .select({
      id: testApplications.id,
      grade: testApplications.grade,
      refundStatus: testApplications.refundStatus,
      name: personProfiles.name,
      certificatesNumber: personProfiles.certificatesNumber,
      orderSn: orders.orderSn,
      amountFen: orders.amountFen,
      paymentStatus: orders.paymentStatus,
      refundSn: orderRefunds.refundSn,
    })
    .from(testApplications)
    .leftJoin(personProfiles, eq(personProfiles.userId, testApplications.athleteUserId))
    .leftJoin(orders, eq(orders.id, testApplications.orderId))
    .leftJoin(orderRefunds, and(eq(orderRefunds.orderId, testApplications.orderId), eq(orderRefunds.purpose, 'refund')))
    .where(where)
    .orderBy(asc(testApplications.id));
  return rows.map((row) => ({
    application_id: row.id,
    name: row.name ?? '',
    certificates_number: row.certificatesNumber ?? '',
    grade: gradeLabel(row.grade),
    order_sn: row.orderSn,
    amount: row.amountFen === null ? 0 : fenToYuan(row.amountFen),
    payment_status: row.paymentStatus ? (PAPER_ORDER_STATUS_TEXT[row.paymentStatus] ?? '') : '无订单',
    refund_status: row.refundStatus,
    refund_status_label: REFUND_STATUS_LABELS[row.refundStatus as RefundStatusCode] ?? REFUND_STATUS_LABELS[3],
    refund_sn: row.refundSn,
  }));
}

/** The entries a class refund takes: paid orders, not refunded, not refunding on their own already-approved request. */
function classCandidatesWhere(testClassId: number): SQL {
  return and(
    eq(testApplications.testClassId, testClassId),
    ne(testApplications.refundStatus, RefundStatus.Refunded),
    or(sql`${testApplications.refundStatus} <> 1`, sql`${testApplications.refundApprovedAt} is null`, eq(testApplications.refundByClass, 1)),
    sql`exists (select 1 from ${orders} where ${orders.id} = ${testApplications.orderId} and ${orders.paymentStatus} = ${PaymentStatus.Paid})`,
  ) as SQL;
}

/**
 * Gives an order's money back, once: a refund the provider failed is sent again (new out_refund_no), one under way or
 * done is left alone, otherwise a new refund is started. Answers whether a refund was sent.
 */
async function refundOrder(tx: Database, jobs: JobQueue, order: OrderRow, actor: Actor, at: Date, reason: string): Promise<boolean> {
  const [existing] = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.purpose, 'refund')))
    .for('update');
  if (existing?.status === RefundStatus.Failed) {
    await retryRefundIn(tx, jobs, existing.id, actor, at, reason);
    return true;
  }
  if (existing) return false;
  await startRefund(tx, jobs, order, order.amountFen, reason, at);
  return true;
}

async function lockEntry(tx: Database, id: number) {
  const [row] = await tx
    .select({ entry: testApplications, testClassTitle: testClasses.title })
    .from(testApplications)
    .innerJoin(testClasses, eq(testClasses.id, testApplications.testClassId))
    .where(eq(testApplications.id, id))
    .for('update', { of: testApplications });
  // An entry refunded with its class is not a request of its own.
  if (!row || row.entry.refundByClass === 1 || row.entry.refundStatus === RefundStatus.None) throw new BusinessError(M.notFound);
  return row;
}

async function lockClass(tx: Database, id: number) {
  const [row] = await tx.select().from(testClasses).where(eq(testClasses.id, id)).for('update');
  if (!row || row.refundStatus === RefundStatus.None) throw new BusinessError(M.notFound);
  return row;
}

async function paidOrderOf(tx: Database, orderId: number | null): Promise<OrderRow | null> {
  if (orderId === null) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order && order.paymentStatus === PaymentStatus.Paid ? order : null;
}

/** Approves a pending request: its paid orders are refunded through the provider (decision 0069). */
export async function approveRefund({ db, clock, jobs }: AdminRefundDeps, caller: Caller, input: { kind: AdminRefundKind; id: number }) {
  const at = clock.now();
  const actor = actorOf(caller);
  const refunds = await db.transaction(async (tx) => {
    if (input.kind === 'entry') {
      const { entry, testClassTitle } = await lockEntry(tx, input.id);
      if (entry.refundStatus !== RefundStatus.Refunding || entry.refundApprovedAt !== null) throw new BusinessError(M.changed);
      const order = await paidOrderOf(tx, entry.orderId);
      if (!order) throw new BusinessError(M.notPaid);
      await tx
        .update(testApplications)
        .set({ refundApprovedAt: at, refundApprovedBy: caller.userId, refundNote: null })
        .where(eq(testApplications.id, entry.id));
      const sent = await refundOrder(tx, jobs, order, actor, at, `中羽协批准报名退费（${testClassTitle}）`);
      await appendAudit(tx, {
        workflow: refundWorkflow.name,
        recordId: entry.id,
        actorUserId: caller.userId,
        actorRole: caller.role,
        fromStatus: '',
        toStatus: '',
        action: '中羽协批准报名退费',
        before: { record: 'test_application', refund_status: entry.refundStatus, approved: false },
        after: { record: 'test_application', approved: true, order_sn: order.orderSn, amount_fen: order.amountFen },
        changedAt: at,
      });
      return sent ? 1 : 0;
    }
    const testClass = await lockClass(tx, input.id);
    if (testClass.refundStatus !== RefundStatus.Refunding || testClass.refundApprovedAt !== null) throw new BusinessError(M.changed);
    const candidates = await tx
      .select()
      .from(testApplications)
      .where(classCandidatesWhere(testClass.id))
      .orderBy(asc(testApplications.id))
      .for('update');
    let sent = 0;
    let amountFen = 0;
    for (const entry of candidates) {
      const order = await paidOrderOf(tx, entry.orderId);
      if (!order) continue;
      if (entry.refundStatus !== RefundStatus.Refunding) {
        await commitTransition(tx, refundWorkflow, entryRefundRecords, entry.id, entry.refundStatus as RefundStatusCode, RefundStatus.Refunding, {
          actor: SYSTEM_ACTOR,
          at,
          reason: `随测试班退费（中羽协批准，测试班 ${testClass.id}）`,
        });
      }
      await tx
        .update(testApplications)
        .set({ refundByClass: 1, refundApprovedAt: at, refundApprovedBy: caller.userId, refundNote: null })
        .where(eq(testApplications.id, entry.id));
      if (await refundOrder(tx, jobs, order, actor, at, `中羽协批准测试班退费（${testClass.title}）`)) sent += 1;
      amountFen += order.amountFen;
    }
    await tx.update(testClasses).set({ refundApprovedAt: at, refundApprovedBy: caller.userId, refundNote: null }).where(eq(testClasses.id, testClass.id));
    await appendAudit(tx, {
      workflow: refundWorkflow.name,
      recordId: testClass.id,
      actorUserId: caller.userId,
      actorRole: caller.role,
      fromStatus: '',
      toStatus: '',
      action: '中羽协批准测试班退费',
      before: { record: 'test_class', refund_status: testClass.refundStatus, approved: false },
      after: { record: 'test_class', approved: true, entries: candidates.length, amount_fen: amountFen },
      changedAt: at,
    });
    // Nobody paid: nothing to give back, the class refund is done.
    if (candidates.length === 0) await settleClassIfDone(tx, testClass.id, at);
    return sent;
  });
  jobs.wake();
  return { refunds };
}

/** Refuses a pending request: 1 → 3 with the reason (the transition table allows the national administrator). */
export async function refuseRefund({ db, clock }: AdminRefundDeps, caller: Caller, input: { kind: AdminRefundKind; id: number; reason: string }) {
  const at = clock.now();
  await db.transaction(async (tx) => {
    const current = input.kind === 'entry' ? (await lockEntry(tx, input.id)).entry : await lockClass(tx, input.id);
    if (current.refundStatus !== RefundStatus.Refunding) throw new BusinessError(M.changed);
    if (current.refundApprovedAt !== null) throw new BusinessError(M.processing);
    await commitTransition(tx, refundWorkflow, input.kind === 'entry' ? entryRefundRecords : classRefundRecords, input.id, RefundStatus.Refunding, RefundStatus.Failed, {
      actor: actorOf(caller),
      at,
      reason: `中羽协驳回：${input.reason}`,
      changes: { refundNote: input.reason },
    });
  });
  return {};
}

/**
 * Tries a failed request again (3 → 1): the refunds the provider failed are sent again under new refund numbers; a
 * request that was refused (never approved) goes back to 待审核.
 */
export async function retryRefund({ db, clock, jobs }: AdminRefundDeps, caller: Caller, input: { kind: AdminRefundKind; id: number }) {
  const at = clock.now();
  const actor = actorOf(caller);
  const refunds = await db.transaction(async (tx) => {
    if (input.kind === 'entry') {
      const { entry } = await lockEntry(tx, input.id);
      if (entry.refundStatus !== RefundStatus.Failed) throw new BusinessError(M.notFailed);
      const approved = entry.refundApprovedAt !== null;
      await commitTransition(tx, refundWorkflow, entryRefundRecords, entry.id, RefundStatus.Failed, RefundStatus.Refunding, {
        actor,
        at,
        reason: approved ? '中羽协重新退款' : '中羽协重新受理退费申请',
        changes: { refundNote: null },
      });
      if (!approved) return 0;
      const order = await paidOrderOf(tx, entry.orderId);
      if (!order) throw new BusinessError(M.notPaid);
      return (await refundOrder(tx, jobs, order, actor, at, '中羽协重新退款')) ? 1 : 0;
    }
    const testClass = await lockClass(tx, input.id);
    if (testClass.refundStatus !== RefundStatus.Failed) throw new BusinessError(M.notFailed);
    const approved = testClass.refundApprovedAt !== null;
    await commitTransition(tx, refundWorkflow, classRefundRecords, testClass.id, RefundStatus.Failed, RefundStatus.Refunding, {
      actor,
      at,
      reason: approved ? '中羽协重新退款' : '中羽协重新受理测试班退费申请',
      changes: { refundNote: null },
    });
    if (!approved) return 0;
    const failed = await tx
      .select()
      .from(testApplications)
      .where(and(eq(testApplications.testClassId, testClass.id), eq(testApplications.refundByClass, 1), eq(testApplications.refundStatus, RefundStatus.Failed)))
      .orderBy(asc(testApplications.id))
      .for('update');
    let sent = 0;
    for (const entry of failed) {
      const order = await paidOrderOf(tx, entry.orderId);
      if (!order) continue;
      await commitTransition(tx, refundWorkflow, entryRefundRecords, entry.id, RefundStatus.Failed, RefundStatus.Refunding, {
        actor: SYSTEM_ACTOR,
        at,
        reason: `随测试班重新退款（测试班 ${testClass.id}）`,
        changes: { refundNote: null },
      });
      if (await refundOrder(tx, jobs, order, actor, at, '中羽协重新退款')) sent += 1;
    }
    await settleClassIfDone(tx, testClass.id, at);
    return sent;
  });
  jobs.wake();
  return { refunds };
}

/**
 * A class refund ends when none of its entries' refunds is under way: 已退费 (1 → 2, SYSTEM) when all succeeded, else
 * 退费失败 (1 → 3) naming how many failed. The class row is locked, so two entries settling at once decide once.
 */
export async function settleClassIfDone(tx: Database, testClassId: number, at: Date): Promise<void> {
  const [testClass] = await tx.select().from(testClasses).where(eq(testClasses.id, testClassId)).for('update');
  if (!testClass || testClass.refundStatus !== RefundStatus.Refunding || testClass.refundApprovedAt === null) return;
  const entries = await tx
    .select({ refundStatus: testApplications.refundStatus })
    .from(testApplications)
    .where(and(eq(testApplications.testClassId, testClassId), eq(testApplications.refundByClass, 1)));
  if (entries.some((entry) => entry.refundStatus === RefundStatus.Refunding)) return;
  const failed = entries.filter((entry) => entry.refundStatus !== RefundStatus.Refunded).length;
  if (failed === 0) {
    await commitTransition(tx, refundWorkflow, classRefundRecords, testClassId, RefundStatus.Refunding, RefundStatus.Refunded, {
      actor: SYSTEM_ACTOR,
      at,
      reason: entries.length === 0 ? '无已支付的报名，无需退款' : `测试班 ${entries.length} 笔报名全部退款成功`,
    });
    return;
  }
  const note = `${failed} 笔报名退款失败，可重新退款`;
  await commitTransition(tx, refundWorkflow, classRefundRecords, testClassId, RefundStatus.Refunding, RefundStatus.Failed, {
    actor: SYSTEM_ACTOR,
    at,
    reason: note,
    changes: { refundNote: note },
  });
}
