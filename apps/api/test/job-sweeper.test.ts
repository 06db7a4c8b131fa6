import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PaymentStatus, RefundStatus } from '@badminton/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobDeadLetters, jobs, orderRefunds, orders, testClasses } from '../src/db/schema';
import { defineJobKind, handleJob } from '../src/jobs/kinds';
import { JobQueue } from '../src/jobs/queue';
import { claimDueJobs } from '../src/jobs/repository';
import { sweep, sweepJob } from '../src/jobs/sweeper';
import { JobWorker } from '../src/jobs/worker';
import { clockOf } from '../src/lib/clock';
import { deadLetteredJobs, requeuedJobs } from '../src/lib/metrics';
import { loadSandboxKeys, SandboxWeChatPay } from '../src/providers/wechat-pay/sandbox';
import { build, type TestApp } from './helpers/build';
import { call } from './helpers/call';
import { orderFor } from './helpers/orders';
import { type FixtureAthlete, newAthletes, newClass, newInstitution } from './helpers/sign-up-fixture';

/**
 * No money job gives up in silence (issue 22 point 2, decision 0047): a job that fails for good is dead-lettered with
 * its reason, logged at error level and counted; the sweeper re-queues dead-lettered money work once its delay passed
 * and queues money work left without a job. Time is a hand-moved clock; the provider outage is a sandbox whose order
 * query throws.
 */

const time = { ms: Date.parse('2026-11-23T08:00:00Z') };
const clock = clockOf(() => time.ms);
const now = () => new Date(time.ms);
let t: TestApp;
let sandbox: SandboxWeChatPay;
let sandboxDir: string;
let institution: { userId: number; fullName: string };
let athletes: FixtureAthlete[];
const lines: Record<string, unknown>[] = [];
const provider = { down: false };
const COACH = { status: 1, train: '天河羽毛球俱乐部', coach: '张教练', phone: '无' };

beforeAll(async () => {
  sandboxDir = await mkdtemp(path.join(tmpdir(), 'wechat-pay-sandbox-'));
  sandbox = new SandboxWeChatPay(await loadSandboxKeys(path.join(sandboxDir, 'keys')), path.join(sandboxDir, 'books'), clock, 'http://localhost:8080');
  const queryOrder = sandbox.queryOrder.bind(sandbox);
  sandbox.queryOrder = async (orderSn) => {
    if (provider.down) throw new Error('微信支付暂时无法访问 (test outage)');
    return queryOrder(orderSn);
  };
  t = await build({
    clock,
    weChatPay: sandbox,
    demo: null,
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  institution = await newInstitution(t.database.db, now(), '广州天河羽毛球测试中心');
  athletes = await newAthletes(t.database.db, 2, now());
});

afterAll(async () => {
  await t.close();
  await rm(sandboxDir, { recursive: true, force: true });
});

const db = () => t.database.db;

async function seatsOf(classId: number): Promise<number> {
  const [row] = await db().select({ seats: testClasses.seatsTaken }).from(testClasses).where(eq(testClasses.id, classId));
  return row.seats;
}

async function statusOf(orderId: number) {
  const [row] = await db().select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  return row.status;
}

describe('a money job that fails for good', () => {
  it('is dead-lettered with its reason, logged at error level and counted; once the provider is back the sweeper closes the order and frees the seat', async () => {
    const classId = await newClass(db(), { institutionUserId: institution.userId, now: now(), testNum: 1 });
    const envelope = await call(t.app, 'TestApplication/SignUp', { ...COACH, test_class_id: classId, grade: 1 }, {
      userToken: athletes[0].userToken,
      userId: athletes[0].userId,
      ts: Math.floor(time.ms / 1000),
    });
    const orderSn = (envelope.result as { errorMsg: string }).errorMsg;
    const [order] = await db().select().from(orders).where(eq(orders.orderSn, orderSn));
    // A pay code was issued, so closing asks the provider first.
    await db().update(orders).set({ payCodeUrl: 'weixin://wxpay/bizpayurl?pr=test' }).where(eq(orders.id, order.id));
    expect(await seatsOf(classId)).toBe(1);

    provider.down = true;
    const deadBefore = await deadLetteredJobs.value({ kind: 'order.expire' });
    time.ms += 31 * 60_000;
    for (let pass = 0; pass < 12; pass += 1) {
      await t.app.jobs.runDue();
      time.ms += 3600_000;
    }
    const [expiry] = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'order.expire'), eq(jobs.payload, { orderId: order.id })));
    expect(expiry.failedAt).not.toBeNull();
    expect(expiry.attempts).toBe(10);
    expect(await statusOf(order.id)).toBe(PaymentStatus.Pending);
    expect(await seatsOf(classId)).toBe(1);

    // The dead letter: kind, payload, attempts, reason, time; the error log line; the counter; the ops views.
    const [letter] = await db().select().from(jobDeadLetters).where(and(eq(jobDeadLetters.kind, 'order.expire'), isNull(jobDeadLetters.resolvedAt)));
    expect(letter).toMatchObject({ payload: { orderId: order.id }, attempts: 10, failures: 1, requeues: 0, jobId: expiry.id });
    expect(letter.reason).toContain('微信支付暂时无法访问');
    expect(letter.nextRequeueAt?.getTime()).toBe(letter.failedAt.getTime() + 600_000);
    expect(await deadLetteredJobs.value({ kind: 'order.expire' })).toBe(deadBefore + 1);
    const logged = lines.find((line) => line.msg === 'job failed for good: dead-lettered' && (line.job as { id: number }).id === expiry.id);
    expect(logged).toMatchObject({ level: 50, payload: { orderId: order.id } });
    const listed = await t.app.inject({ method: 'GET', url: '/api/ops/dead-letters' });
    expect(listed.json().items).toEqual(expect.arrayContaining([expect.objectContaining({ id: letter.id, kind: 'order.expire', attempts: 10 })]));
    const scraped = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(scraped.body).toContain('jobs_dead_letters_open{kind="order.expire"} 1');
    expect(scraped.body).toMatch(/jobs_dead_lettered_total\{kind="order.expire"\} \d+/);
    // Not from elsewhere (a proxied request).
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/dead-letters', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);

    // The provider recovers; the sweeper (a recurring durable job) re-queues the work after its delay.
    provider.down = false;
    await t.app.jobs.ensureRecurring();
    await t.app.jobs.ensureRecurring();
    expect(await db().select().from(jobs).where(and(eq(jobs.kind, sweepJob.kind), isNull(jobs.doneAt)))).toHaveLength(1);
    const requeuedBefore = await requeuedJobs.value({ kind: 'order.expire', source: 'dead_letter' });
    await t.app.jobs.runDue();
    expect(await statusOf(order.id)).toBe(PaymentStatus.Closed);
    expect(await seatsOf(classId)).toBe(0);
    expect(await requeuedJobs.value({ kind: 'order.expire', source: 'dead_letter' })).toBe(requeuedBefore + 1);
    // The next sweep, 5 minutes later, closes the dead letter.
    time.ms += 300_000;
    await t.app.jobs.runDue();
    const [resolved] = await db().select().from(jobDeadLetters).where(eq(jobDeadLetters.id, letter.id));
    expect(resolved.resolvedAt).not.toBeNull();
    expect(resolved.requeues).toBe(1);
  });
});

describe('money work left without a job', () => {
  it('the sweeper queues an unpaid order past its window with no order.expire, and a refund under way with no order.refund', async () => {
    const order = await orderFor(db(), athletes[1].userId, { amountFen: 2500 }, { now });
    await db().delete(jobs).where(and(eq(jobs.kind, 'order.expire'), eq(jobs.payload, { orderId: order.id })));
    const paid = await orderFor(db(), athletes[1].userId, { amountFen: 3000 }, { now });
    await db().update(orders).set({ paymentStatus: PaymentStatus.Paid, paidAt: now() }).where(eq(orders.id, paid.id));
    await db().delete(jobs).where(and(eq(jobs.kind, 'order.expire'), eq(jobs.payload, { orderId: paid.id })));
    const [refund] = await db()
      .insert(orderRefunds)
      .values({ orderId: paid.id, refundSn: `RF${paid.id}T000000001`, amountFen: 3000, status: RefundStatus.Refunding, reason: '测试退款', createdAt: now() })
      .returning();
    const log = { warn: () => undefined, info: () => undefined };
    const kinds = [sweepJob];
    // Within the window (and its grace) nothing is an orphan.
    expect(await sweep({ db: db(), clock, kinds, log })).toMatchObject({ orphans: 0 });

    time.ms += 36 * 60_000;
    const before = await requeuedJobs.value({ kind: 'order.expire', source: 'orphan' });
    expect(await sweep({ db: db(), clock, kinds, log })).toMatchObject({ orphans: 2 });
    expect(await requeuedJobs.value({ kind: 'order.expire', source: 'orphan' })).toBe(before + 1);
    const queued = await db().select().from(jobs).where(isNull(jobs.doneAt));
    expect(queued.filter((job) => job.kind === 'order.expire' && (job.payload as { orderId: number }).orderId === order.id)).toHaveLength(1);
    expect(queued.filter((job) => job.kind === 'order.refund' && (job.payload as { refundId: number }).refundId === refund.id)).toHaveLength(1);
    // Queued once: the next sweep finds the live jobs.
    expect(await sweep({ db: db(), clock, kinds, log })).toMatchObject({ orphans: 0 });
    await t.app.jobs.runDue();
    expect(await statusOf(order.id)).toBe(PaymentStatus.Closed);
  });
});

describe('a job whose worker died in its last attempt', () => {
  it('is dead-lettered once its lease expired (error log, counter), re-queued by the sweeper when its kind is money work, and resolved when that succeeds', async () => {
    const kind = defineJobKind('test.money-lease', z.object({ n: z.number() }), { maxAttempts: 1, sweep: true });
    const id = await new JobQueue(db(), clock).enqueue(kind, { n: 1 });
    // A worker claims its only attempt and is never heard of again.
    const [claimed] = await claimDueJobs(db(), { now: now(), leaseUntil: new Date(time.ms + 300_000), limit: 1, kinds: [kind.kind] });
    expect(claimed.id).toBe(id);
    let ran = 0;
    const worker = new JobWorker({ db: db(), clock, handlers: [handleJob(kind, async () => void (ran += 1))], log: t.app.log, pollMs: 0 });
    const counted = await deadLetteredJobs.value({ kind: kind.kind });
    expect(await worker.runDue()).toMatchObject({ failed: 0 });
    time.ms += 301_000;
    expect(await worker.runDue()).toMatchObject({ failed: 1, attempted: 0 });
    const [letter] = await db().select().from(jobDeadLetters).where(eq(jobDeadLetters.kind, kind.kind));
    expect(letter).toMatchObject({ jobId: id, attempts: 1, payload: { n: 1 }, resolvedAt: null });
    expect(letter.reason).toContain('abandoned');
    expect(await deadLetteredJobs.value({ kind: kind.kind })).toBe(counted + 1);
    expect(lines.some((line) => line.level === 50 && (line.job as { id?: number } | undefined)?.id === id)).toBe(true);

    const log = { warn: () => undefined, info: () => undefined };
    expect(await sweep({ db: db(), clock, kinds: [kind], log })).toMatchObject({ requeued: 0 });
    time.ms += 600_000;
    expect(await sweep({ db: db(), clock, kinds: [kind], log })).toMatchObject({ requeued: 1 });
    expect(await worker.runDue()).toMatchObject({ attempted: 1, succeeded: 1 });
    expect(ran).toBe(1);
    expect(await sweep({ db: db(), clock, kinds: [kind], log })).toMatchObject({ resolved: 1 });
  });
});
