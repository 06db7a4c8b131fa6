import {
  ADMIN_REFUND_MESSAGES as M,
  approveAdminRefund,
  getAdminRefundList,
  getTestOrderRecords,
  MESSAGES,
  OrderKind,
  PaymentStatus,
  refuseAdminRefund,
  retryAdminRefund,
  setEntryRefund,
  setTestClassRefund,
} from '@badminton/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderRefunds, orders, personProfiles, statusAudit, testApplications, testClasses } from '../src/db/schema';
import { clockOf } from '../src/lib/clock';
import { loadSandboxKeys, SandboxWeChatPay } from '../src/providers/wechat-pay/sandbox';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';
import { classOf, institutionWithStatus } from './helpers/institution-classes-fixture';
import { orderFor } from './helpers/orders';

/**
 * The back office's refund queue (decision 0069) end to end with the WeChat Pay sandbox: the institution asks, the
 * national administrator approves, the `order.refund` job asks the provider, its answer settles the order's refund and
 * the request follows (已退费 with the seat released once, or 退费失败 with the reason); refusals, retries, the order
 * of the steps, the roles, a race of two approvals and a class refund of several entries. Time is a hand-moved clock.
 */

const time = { ms: Date.parse('2026-12-01T02:00:00Z') };
const clock = clockOf(() => time.ms);
let t: TestApp;
let sandbox: SandboxWeChatPay;
let sandboxDir: string;
type User = { userId: number; userToken: string };
let admin: User;
let institution: User;
let serial = 0;

const as = (user: User) => ({ ...user, ts: Math.floor(time.ms / 1000) });
const db = () => t.database.db;

beforeAll(async () => {
  sandboxDir = await mkdtemp(path.join(tmpdir(), 'admin-refunds-sandbox-'));
  sandbox = new SandboxWeChatPay(await loadSandboxKeys(path.join(sandboxDir, 'keys')), path.join(sandboxDir, 'books'), clock, 'http://localhost:8080');
  t = await build({ clock, weChatPay: sandbox, demo: null });
  admin = await signedInUser(db(), 5);
  institution = await signedInUser(db(), 3);
  await institutionWithStatus(db(), institution.userId, 3);
});

afterAll(async () => {
  await t.close();
  await rm(sandboxDir, { recursive: true, force: true });
});

/**
 * A paid entry of `classId`: an athlete with a profile, a kind-1 order of 270 元 paid — in the sandbox's books too unless
 * `inBooks` is false (then the provider refuses its refund: 退费失败) — and the seat it holds.
 */
async function paidEntry(classId: number, options: { inBooks?: boolean; paid?: boolean } = {}) {
  serial += 1;
  const athlete = await signedInUser(db(), 1);
  await db().insert(personProfiles).values({
    userId: athlete.userId,
    name: `退费甲${'一二三四五六七八九十'[serial % 10]}`,
    englishName: '',
    sex: 1,
    certificatesType: 4,
    certificatesNumber: `R${String(serial).padStart(8, '0')}`,
    birthday: '2000-01-01',
    createdAt: new Date(time.ms),
    updatedAt: new Date(time.ms),
  });
  const order = await orderFor(db(), athlete.userId, { kind: OrderKind.TestSignUp, amountFen: 27_000, description: '等级测试报名费', paymentWindowMinutes: null }, clock);
  if (options.paid ?? true) {
    if (options.inBooks ?? true) await enterInBooks(order.orderSn, order.amountFen);
    await db().update(orders).set({ paymentStatus: PaymentStatus.Paid, paidAt: new Date(time.ms), paymentChannel: 'wechat' }).where(eq(orders.id, order.id));
  }
  const [entry] = await db()
    .insert(testApplications)
    .values({ athleteUserId: athlete.userId, testClassId: classId, grade: 4, orderId: order.id, coachStatus: 0, train: '', coach: '', coachPhone: '无', createdAt: new Date(time.ms) })
    .returning({ id: testApplications.id });
  await db().update(testClasses).set({ seatsTaken: sql`${testClasses.seatsTaken} + 1` }).where(eq(testClasses.id, classId));
  return { athlete, entryId: entry.id, orderId: order.id, orderSn: order.orderSn };
}

/** The payer paid the order at the provider (the sandbox's books). */
async function enterInBooks(orderSn: string, amountFen: number) {
  await sandbox.createNativeOrder({ outTradeNo: orderSn, description: '等级测试报名费', amountFen, expiresAt: null });
  await sandbox.payerActs(orderSn, 'silent');
}

/** Lets the provider finish: the sandbox refunds after 60 s, the job asks again 600 s after PROCESSING. */
async function letProviderSettle() {
  await t.app.jobs.runDue();
  time.ms += 601_000;
  await t.app.jobs.runDue();
}

const entry = async (id: number) => (await db().select().from(testApplications).where(eq(testApplications.id, id)))[0];
const klass = async (id: number) => (await db().select().from(testClasses).where(eq(testClasses.id, id)))[0];
const refundsOf = (orderId: number) => db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
/**
 * The audit rows of an entry's or a class's refund request. The refund workflow's rows of `order_refunds` share the
 * workflow name and may share the id (reported in decision 0069); theirs are told apart by their reasons.
 */
const auditOf = async (recordId: number) =>
  (
    await db()
      .select()
      .from(statusAudit)
      .where(and(eq(statusAudit.workflow, 'refund'), eq(statusAudit.recordId, recordId)))
      .orderBy(statusAudit.id)
  ).filter((row) => !/^微信支付退款 |原退款单号|^微信支付报告退款成功，更正此前的失败 RF/.test(row.reason ?? ''));

interface Listed {
  items: { kind: string; id: number; stage: string; note: string | null; athlete_count: number; amount: number; entries: { order_sn: string | null; refund_sn: string | null }[] }[];
  totalCount: number;
  counts: { pending: number; processing: number; refunded: number; failed: number };
}

async function listed(payload: Record<string, unknown> = {}): Promise<Listed> {
  return (await callOk(t.app, getAdminRefundList.path, payload, as(admin))) as unknown as Listed;
}

async function requestRow(entryId: number) {
  await callOk(t.app, setEntryRefund.path, { application_id: entryId, status: 1 }, as(institution));
}

describe('a row refund', () => {
  it('approved → the provider refunds → 已退费 for the athlete, the seat released once, every step audited', async () => {
    const classId = await classOf(db(), institution.userId);
    const paid = await paidEntry(classId);
    await requestRow(paid.entryId);
    expect((await entry(paid.entryId)).refundRequestedAt?.getTime()).toBe(time.ms);

    const before = await listed({ stage: 'pending', kind: 'entry' });
    const item = before.items.find((i) => i.id === paid.entryId);
    expect(item).toMatchObject({ kind: 'entry', stage: 'pending', athlete_count: 1, amount: 270 });
    expect(item?.entries[0]).toMatchObject({ order_sn: paid.orderSn, refund_sn: null });
    expect(before.counts.pending).toBeGreaterThanOrEqual(1);

    expect(await callOk(t.app, approveAdminRefund.path, { kind: 'entry', id: paid.entryId }, as(admin))).toMatchObject({ refunds: 1 });
    // Approved: the request stays 退费中 while the provider refunds; the institution can no longer cancel it.
    expect((await entry(paid.entryId)).refundStatus).toBe(1);
    expect((await listed({ stage: 'processing' })).items.map((i) => i.id)).toContain(paid.entryId);
    const cancel = await call(t.app, setEntryRefund.path, { application_id: paid.entryId, status: 0 }, as(institution));
    expect(cancel.result?.errorMsg).toBe(M.approvedCannotCancel);

    await letProviderSettle();
    const [refund] = await refundsOf(paid.orderId);
    expect(refund).toMatchObject({ status: 2, purpose: 'refund', amountFen: 27_000 });
    expect((await sandbox.queryRefund(refund.refundSn))?.status).toBe('SUCCESS');
    const done = await entry(paid.entryId);
    expect(done).toMatchObject({ refundStatus: 2, active: 0 });
    expect((await db().select().from(orders).where(eq(orders.id, paid.orderId)))[0].paymentStatus).toBe(PaymentStatus.Refunded);
    expect((await klass(classId)).seatsTaken).toBe(0);

    // The athlete's test record shows 已退费 (refund_status 2).
    const records = (await callOk(t.app, getTestOrderRecords.path, { page: 1, limit: 10 }, as(paid.athlete))) as unknown as { items: { id: number; refund_status: number }[] };
    expect(records.items.find((r) => r.id === paid.entryId)?.refund_status).toBe(2);

    // Settling again (a late REFUND callback, the job once more) changes nothing: the seat is not released twice.
    await letProviderSettle();
    expect((await klass(classId)).seatsTaken).toBe(0);

    const audit = await auditOf(paid.entryId);
    expect(audit.map((a) => [a.fromStatus, a.toStatus, a.actorRole, a.action])).toEqual([
      ['0', '1', 3, null],
      ['', '', 5, '中羽协批准报名退费'],
      ['1', '2', null, null],
    ]);
    expect((await listed({ stage: 'refunded' })).items.map((i) => i.id)).toContain(paid.entryId);
  });

  it('the provider fails → 退费失败 with the reason; 重新退款 sends it again under a new refund number and it succeeds', async () => {
    const classId = await classOf(db(), institution.userId);
    const paid = await paidEntry(classId, { inBooks: false });
    await requestRow(paid.entryId);
    await callOk(t.app, approveAdminRefund.path, { kind: 'entry', id: paid.entryId }, as(admin));
    await letProviderSettle();
    const failed = await entry(paid.entryId);
    expect(failed.refundStatus).toBe(3);
    expect(failed.refundNote).toContain('支付平台退款失败');
    const [first] = await refundsOf(paid.orderId);
    expect(first.status).toBe(3);
    const item = (await listed({ stage: 'failed', kind: 'entry' })).items.find((i) => i.id === paid.entryId);
    expect(item?.note).toContain('可重新退款');

    // The payment is found at the provider after all (here: entered in its books), then tried again.
    await enterInBooks(paid.orderSn, 27_000);
    expect(await callOk(t.app, retryAdminRefund.path, { kind: 'entry', id: paid.entryId }, as(admin))).toMatchObject({ refunds: 1 });
    const [second] = await refundsOf(paid.orderId);
    expect(second.status).toBe(1);
    expect(second.refundSn).not.toBe(first.refundSn);
    expect((await entry(paid.entryId)).refundStatus).toBe(1);
    await letProviderSettle();
    expect(await entry(paid.entryId)).toMatchObject({ refundStatus: 2, active: 0, refundNote: null });
    // Still one refund of the order for its purpose.
    expect(await refundsOf(paid.orderId)).toHaveLength(1);
    const steps = (await auditOf(paid.entryId)).map((a) => `${a.fromStatus}→${a.toStatus}:${a.actorRole ?? 's'}`);
    expect(steps).toEqual(['0→1:3', '→:5', '1→3:s', '3→1:5', '1→2:s']);
  });

  it('refused with a reason → 退费失败; the reason is required; a refused request is not approved; 重新退款 reopens it', async () => {
    const classId = await classOf(db(), institution.userId);
    const paid = await paidEntry(classId);
    await requestRow(paid.entryId);
    const empty = await call(t.app, refuseAdminRefund.path, { kind: 'entry', id: paid.entryId, reason: '  ' }, as(admin));
    expect(empty.result?.errorMsg).toBe(M.reasonRequired);
    const long = await call(t.app, refuseAdminRefund.path, { kind: 'entry', id: paid.entryId, reason: '理'.repeat(201) }, as(admin));
    expect(long.result?.errorMsg).toBe(M.reasonTooLong);
    await callOk(t.app, refuseAdminRefund.path, { kind: 'entry', id: paid.entryId, reason: '测试已完成，不符合退费条件' }, as(admin));
    expect(await entry(paid.entryId)).toMatchObject({ refundStatus: 3, refundNote: '测试已完成，不符合退费条件' });
    expect(await refundsOf(paid.orderId)).toHaveLength(0);
    const refusal = (await auditOf(paid.entryId)).at(-1);
    expect(refusal).toMatchObject({ fromStatus: '1', toStatus: '3', actorRole: 5, reason: '中羽协驳回：测试已完成，不符合退费条件' });

    // Out of order: a refused request cannot be approved or refused again.
    expect((await call(t.app, approveAdminRefund.path, { kind: 'entry', id: paid.entryId }, as(admin))).result?.errorMsg).toBe(M.changed);
    expect((await call(t.app, refuseAdminRefund.path, { kind: 'entry', id: paid.entryId, reason: '再次' }, as(admin))).result?.errorMsg).toBe(M.changed);

    // 重新退款 of a refused request puts it back to 待审核 (nothing is sent to the provider).
    expect(await callOk(t.app, retryAdminRefund.path, { kind: 'entry', id: paid.entryId }, as(admin))).toMatchObject({ refunds: 0 });
    expect(await entry(paid.entryId)).toMatchObject({ refundStatus: 1, refundApprovedAt: null });
    expect((await listed({ stage: 'pending' })).items.map((i) => i.id)).toContain(paid.entryId);
  });

  it('refuses steps out of order: approving twice, refusing a refund under way, retrying what has not failed, an unpaid order', async () => {
    const classId = await classOf(db(), institution.userId);
    const paid = await paidEntry(classId);
    await requestRow(paid.entryId);
    expect((await call(t.app, retryAdminRefund.path, { kind: 'entry', id: paid.entryId }, as(admin))).result?.errorMsg).toBe(M.notFailed);
    await callOk(t.app, approveAdminRefund.path, { kind: 'entry', id: paid.entryId }, as(admin));
    expect((await call(t.app, approveAdminRefund.path, { kind: 'entry', id: paid.entryId }, as(admin))).result?.errorMsg).toBe(M.changed);
    expect((await call(t.app, refuseAdminRefund.path, { kind: 'entry', id: paid.entryId, reason: '不行' }, as(admin))).result?.errorMsg).toBe(M.processing);
    await letProviderSettle();
    expect((await call(t.app, approveAdminRefund.path, { kind: 'entry', id: paid.entryId }, as(admin))).result?.errorMsg).toBe(M.changed);
    expect((await call(t.app, retryAdminRefund.path, { kind: 'entry', id: paid.entryId }, as(admin))).result?.errorMsg).toBe(M.notFailed);

    const unpaid = await paidEntry(classId, { paid: false });
    await requestRow(unpaid.entryId);
    expect((await call(t.app, approveAdminRefund.path, { kind: 'entry', id: unpaid.entryId }, as(admin))).result?.errorMsg).toBe(M.notPaid);
    expect((await entry(unpaid.entryId)).refundApprovedAt).toBeNull();

    // An entry nobody asked to refund is not a request.
    const quiet = await paidEntry(classId);
    expect((await call(t.app, approveAdminRefund.path, { kind: 'entry', id: quiet.entryId }, as(admin))).result?.errorMsg).toBe(M.notFound);
    expect((await call(t.app, approveAdminRefund.path, { kind: 'class', id: classId }, as(admin))).result?.errorMsg).toBe(M.notFound);
  });

  it('is the national administrator’s alone: a provincial reviewer and the other roles are refused and nothing moves', async () => {
    const classId = await classOf(db(), institution.userId);
    const paid = await paidEntry(classId);
    await requestRow(paid.entryId);
    for (const role of [1, 2, 3, 4] as const) {
      const user = await signedInUser(db(), role);
      for (const [pathOf, payload] of [
        [approveAdminRefund.path, { kind: 'entry', id: paid.entryId }],
        [refuseAdminRefund.path, { kind: 'entry', id: paid.entryId, reason: '越权' }],
        [retryAdminRefund.path, { kind: 'entry', id: paid.entryId }],
        [getAdminRefundList.path, {}],
      ] as const) {
        expect((await call(t.app, pathOf, payload, as(user))).result?.errorMsg, `${pathOf} role ${role}`).toBe(MESSAGES.forbidden);
      }
    }
    expect(await entry(paid.entryId)).toMatchObject({ refundStatus: 1, refundApprovedAt: null });
    expect(await refundsOf(paid.orderId)).toHaveLength(0);
  });

  it('two approvals at once (a double click, two reviewers) refund once', async () => {
    const classId = await classOf(db(), institution.userId);
    const paid = await paidEntry(classId);
    await requestRow(paid.entryId);
    const second = await signedInUser(db(), 5);
    const answers = await Promise.all([
      call(t.app, approveAdminRefund.path, { kind: 'entry', id: paid.entryId }, as(admin)),
      call(t.app, approveAdminRefund.path, { kind: 'entry', id: paid.entryId }, as(second)),
      call(t.app, approveAdminRefund.path, { kind: 'entry', id: paid.entryId }, as(admin)),
    ]);
    expect(answers.filter((a) => a.result?.isSuccess !== false && a.success && !a.result?.errorMsg)).toHaveLength(1);
    expect(answers.filter((a) => a.result?.errorMsg === M.changed)).toHaveLength(2);
    const refunds = await refundsOf(paid.orderId);
    expect(refunds).toHaveLength(1);
    const queued = await db().select().from(jobs).where(and(eq(jobs.kind, 'order.refund'), sql`${jobs.payload} ->> 'refundId' = ${String(refunds[0].id)}`));
    expect(queued).toHaveLength(1);
    await letProviderSettle();
    expect((await sandbox.findOrder({ outTradeNo: paid.orderSn }))?.refunded).toBe(27_000);
    expect((await auditOf(paid.entryId)).filter((a) => a.action === '中羽协批准报名退费')).toHaveLength(1);
  });
});

describe('the sandbox’s REFUND callback (dev tool)', () => {
  it('settles a refund when the sandbox says it ended, without waiting for the job’s next query', async () => {
    const classId = await classOf(db(), institution.userId);
    const paid = await paidEntry(classId);
    await requestRow(paid.entryId);
    await callOk(t.app, approveAdminRefund.path, { kind: 'entry', id: paid.entryId }, as(admin));
    const notify = async (outRefundNo: string) => t.app.inject({ method: 'POST', url: '/dev/wechat-pay/refund-notify', payload: { out_refund_no: outRefundNo } });
    const [refund] = await refundsOf(paid.orderId);
    // Not yet posted to the provider (the job has not run): unknown there.
    expect((await notify(refund.refundSn)).statusCode).toBe(404);
    await t.app.jobs.runDue();
    expect((await notify(refund.refundSn)).statusCode).toBe(409);
    time.ms += 61_000;
    const answer = await notify(refund.refundSn);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'SUCCESS', notifyStatus: 204 });
    expect(await entry(paid.entryId)).toMatchObject({ refundStatus: 2, active: 0 });
    // The job's later query changes nothing more.
    time.ms += 600_000;
    await t.app.jobs.runDue();
    expect((await klass(classId)).seatsTaken).toBe(0);
  });

  it('has the sandbox bank finish a refund at once when asked (finish_now), and says so only for a refund it knows', async () => {
    const classId = await classOf(db(), institution.userId);
    const paid = await paidEntry(classId);
    await requestRow(paid.entryId);
    await callOk(t.app, approveAdminRefund.path, { kind: 'entry', id: paid.entryId }, as(admin));
    const finish = async (outRefundNo: string) =>
      t.app.inject({ method: 'POST', url: '/dev/wechat-pay/refund-notify', payload: { out_refund_no: outRefundNo, finish_now: true } });
    const [refund] = await refundsOf(paid.orderId);
    expect((await finish(refund.refundSn)).statusCode).toBe(404);
    await t.app.jobs.runDue();
    // Within its minute, yet finished: SUCCESS, the callback delivered, the row refunded.
    const answer = await finish(refund.refundSn);
    expect(answer.json()).toEqual({ status: 'SUCCESS', notifyStatus: 204 });
    expect(await entry(paid.entryId)).toMatchObject({ refundStatus: 2, active: 0 });
  });
});

describe('a class refund', () => {
  it('refunds every paid entry of the class, each its own refund; the class is 已退费 when all have succeeded', async () => {
    const classId = await classOf(db(), institution.userId);
    const a = await paidEntry(classId);
    const b = await paidEntry(classId);
    const c = await paidEntry(classId);
    const unpaid = await paidEntry(classId, { paid: false });
    await callOk(t.app, setTestClassRefund.path, { test_class_id: classId, status: 1 }, as(institution));
    const pending = (await listed({ kind: 'class', stage: 'pending' })).items.find((i) => i.id === classId);
    expect(pending).toMatchObject({ athlete_count: 3, amount: 810 });

    expect(await callOk(t.app, approveAdminRefund.path, { kind: 'class', id: classId }, as(admin))).toMatchObject({ refunds: 3 });
    for (const paid of [a, b, c]) expect(await entry(paid.entryId)).toMatchObject({ refundStatus: 1, refundByClass: 1 });
    expect(await entry(unpaid.entryId)).toMatchObject({ refundStatus: 0, refundByClass: 0 });
    const sns = new Set((await Promise.all([a, b, c].map((p) => refundsOf(p.orderId)))).map(([r]) => r.refundSn));
    expect(sns.size).toBe(3);
    // The institution cannot cancel an approved class refund; the class is not listed twice (its entries are inside it).
    expect((await call(t.app, setTestClassRefund.path, { test_class_id: classId, status: 0 }, as(institution))).result?.errorMsg).toBe(M.approvedCannotCancel);
    expect((await listed({ kind: 'entry' })).items.map((i) => i.id)).not.toContain(a.entryId);

    await letProviderSettle();
    for (const paid of [a, b, c]) expect(await entry(paid.entryId)).toMatchObject({ refundStatus: 2, active: 0 });
    expect(await klass(classId)).toMatchObject({ refundStatus: 2, seatsTaken: 1 });
    const classAudit = (await auditOf(classId)).filter((x) => /测试班/.test(x.reason ?? x.action ?? '')).map((x) => `${x.fromStatus}→${x.toStatus}:${x.actorRole ?? 's'}`);
    expect(classAudit).toEqual(['0→1:3', '→:5', '1→2:s']);
  });

  it('ends 退费失败 when one entry’s refund fails, naming how many; 重新退款 sends only the failed one again', async () => {
    const classId = await classOf(db(), institution.userId);
    const good = await paidEntry(classId);
    const bad = await paidEntry(classId, { inBooks: false });
    await callOk(t.app, setTestClassRefund.path, { test_class_id: classId, status: 1 }, as(institution));
    await callOk(t.app, approveAdminRefund.path, { kind: 'class', id: classId }, as(admin));
    await letProviderSettle();
    expect((await entry(good.entryId)).refundStatus).toBe(2);
    expect((await entry(bad.entryId)).refundStatus).toBe(3);
    expect(await klass(classId)).toMatchObject({ refundStatus: 3, refundNote: '1 笔报名退款失败，可重新退款' });

    await enterInBooks(bad.orderSn, 27_000);
    expect(await callOk(t.app, retryAdminRefund.path, { kind: 'class', id: classId }, as(admin))).toMatchObject({ refunds: 1 });
    expect((await klass(classId)).refundStatus).toBe(1);
    await letProviderSettle();
    expect((await entry(bad.entryId)).refundStatus).toBe(2);
    expect(await klass(classId)).toMatchObject({ refundStatus: 2, seatsTaken: 0 });
  });

  it('a class refund refused with a reason; one without paid entries is done at once', async () => {
    const refused = await classOf(db(), institution.userId);
    await paidEntry(refused);
    await callOk(t.app, setTestClassRefund.path, { test_class_id: refused, status: 1 }, as(institution));
    await callOk(t.app, refuseAdminRefund.path, { kind: 'class', id: refused, reason: '测试已如期举行' }, as(admin));
    expect(await klass(refused)).toMatchObject({ refundStatus: 3, refundNote: '测试已如期举行' });

    const empty = await classOf(db(), institution.userId);
    await callOk(t.app, setTestClassRefund.path, { test_class_id: empty, status: 1 }, as(institution));
    expect(await callOk(t.app, approveAdminRefund.path, { kind: 'class', id: empty }, as(admin))).toMatchObject({ refunds: 0 });
    expect((await klass(empty)).refundStatus).toBe(2);
  });
});

describe('the list', () => {
  it('filters by stage, kind, institution name and province, and counts by stage under the other filters', async () => {
    const all = await listed({ limit: 50 });
    const sum = all.counts.pending + all.counts.processing + all.counts.refunded + all.counts.failed;
    expect(all.totalCount).toBe(sum);
    const classes = await listed({ kind: 'class', limit: 50 });
    expect(classes.items.every((i) => i.kind === 'class')).toBe(true);
    const byName = await listed({ keyword: `测试班机构${institution.userId}`, limit: 50 });
    expect(byName.totalCount).toBe(sum);
    expect((await listed({ keyword: '没有这个机构' })).totalCount).toBe(0);
    expect((await listed({ province_id: 110000 })).totalCount).toBe(0);
    expect((await listed({ province_id: 440000, limit: 50 })).totalCount).toBe(sum);
    const failed = await listed({ stage: 'failed', limit: 50 });
    expect(failed.totalCount).toBe(all.counts.failed);
    expect(failed.items.every((i) => i.stage === 'failed')).toBe(true);
    expect((await call(t.app, getAdminRefundList.path, { stage: 'nope' }, as(admin))).result?.errorMsg).toBe(M.stageInvalid);
  });
});
