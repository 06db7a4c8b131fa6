import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getMessageCode } from '@badminton/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { jobs, smsOutbox, stationMessages, users } from '../src/db/schema';
import { defineJobKind, handleJob, type JobHandler } from '../src/jobs/kinds';
import { JobQueue } from '../src/jobs/queue';
import { claimDueJobs, findJob } from '../src/jobs/repository';
import { JobWorker } from '../src/jobs/worker';
import type { WeChatPay } from '../src/providers/wechat-pay';
import { clockOf } from '../src/lib/clock';
import { pruneExpiredRecords } from '../src/modules/maintenance';
import { fanOutMessagesJob } from '../src/modules/messages/jobs';
import { expireOrderJob, reconcilePaymentJob } from '../src/modules/orders/job-kinds';
import { sendSmsJob } from '../src/modules/sms-codes/jobs';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';
import { openTestDatabase } from './helpers/database';

/**
 * Durable jobs (decision 0024): rows in `jobs`, claimed with FOR UPDATE SKIP LOCKED, due on the service clock.
 * Workers here are driven step by step (`runDue()`); none polls.
 */

let t: TestApp;
/** A clock the tests move by hand. */
const time = { ms: Date.parse('2026-11-23T08:00:00Z') };
const clock = clockOf(() => time.ms);
let queue: JobQueue;

beforeAll(async () => {
  t = await build({ demo: null });
  queue = new JobQueue(t.database.db, clock);
});
afterAll(() => t.close());

function worker(handlers: JobHandler[], db = t.database.db): JobWorker {
  return new JobWorker({ db, clock, handlers, log: t.app.log, pollMs: 0 });
}

let kindSeq = 0;
/** A kind of its own per test, so jobs of other tests are never claimed. */
function testKind(options: { maxAttempts?: number; backoffSeconds?: (attempt: number) => number; timeoutSeconds?: number } = {}) {
  kindSeq += 1;
  return defineJobKind(`test.kind-${kindSeq}`, z.object({ n: z.number() }), options);
}

async function jobRow(id: number) {
  const row = await findJob(t.database.db, id);
  if (!row) throw new Error(`job ${id} not found`);
  return row;
}

describe('a job survives a restart', () => {
  let dataDir: string;
  let database: DatabaseHandle;

  async function start(): Promise<FastifyInstance> {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_POLL_MS: '0' });
    const app = await buildApp({ config, database });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'badminton-jobs-'));
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('an SMS code asked for before a restart is texted by the next copy of the service', async () => {
    const mobile = '13912348001';
    const before = await start();
    await callOk(before, getMessageCode.path, { mobile });
    await before.close();
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, sendSmsJob.kind));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ attempts: 0, doneAt: null, failedAt: null });
    // The text waits sealed: the code is not readable in the database.
    expect(JSON.stringify(queued[0].payload)).not.toMatch(/验证码/);
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).toHaveLength(0);

    const after = await start();
    try {
      expect(await after.jobs.runDue()).toMatchObject({ attempted: 1, succeeded: 1 });
      const [sent] = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
      expect(sent.content).toMatch(/验证码为\d{4}，5分钟内有效/);
      expect((await database.db.select().from(jobs).where(eq(jobs.id, queued[0].id)))[0].doneAt).not.toBeNull();
    } finally {
      await after.close();
    }
  });
});

describe('retries', () => {
  it('retries a failing job with backoff, then fails it after its last attempt', async () => {
    const kind = testKind({ maxAttempts: 3, backoffSeconds: (attempt) => (attempt === 1 ? 10 : 30) });
    let runs = 0;
    const failing = worker([
      handleJob(kind, async () => {
        runs += 1;
        throw new Error(`provider down (${runs})`);
      }),
    ]);
    const id = await queue.enqueue(kind, { n: 1 });

    expect(await failing.runDue()).toMatchObject({ attempted: 1, retrying: 1 });
    let row = await jobRow(id);
    expect(row).toMatchObject({ attempts: 1, lastError: 'Error: provider down (1)', failedAt: null, doneAt: null, lockedUntil: null });
    expect(row.runAt.getTime()).toBe(time.ms + 10_000);

    // Not due before its backoff has passed.
    time.ms += 9_000;
    expect(await failing.runDue()).toMatchObject({ attempted: 0 });
    time.ms += 1_000;
    expect(await failing.runDue()).toMatchObject({ attempted: 1, retrying: 1 });
    row = await jobRow(id);
    expect(row.runAt.getTime()).toBe(time.ms + 30_000);

    time.ms += 30_000;
    expect(await failing.runDue()).toMatchObject({ attempted: 1, failed: 1, retrying: 0 });
    row = await jobRow(id);
    expect(row).toMatchObject({ attempts: 3, lastError: 'Error: provider down (3)', doneAt: null });
    expect(row.failedAt?.getTime()).toBe(time.ms);

    time.ms += 3_600_000;
    expect(await failing.runDue()).toMatchObject({ attempted: 0 });
    expect(runs).toBe(3);
  });

  it('fails an attempt that runs past its time limit, and retries it', async () => {
    const kind = testKind({ maxAttempts: 2, timeoutSeconds: 0.05 });
    const id = await queue.enqueue(kind, { n: 1 });
    const stuck = worker([handleJob(kind, () => new Promise<void>(() => undefined))]);
    expect(await stuck.runDue()).toMatchObject({ attempted: 1, retrying: 1 });
    expect(await jobRow(id)).toMatchObject({ attempts: 1, lastError: 'Error: timed out after 0.05 s', lockedUntil: null });
  });

  it('texts the code once the SMS provider is back', async () => {
    let up = false;
    const texts: string[] = [];
    const flaky = {
      driver: 'flaky',
      send: async (mobile: string, text: string) => {
        if (!up) throw new Error('网关不可用');
        texts.push(`${mobile}:${text}`);
      },
    };
    const gateway = await build({ demo: null, sms: flaky });
    try {
      await callOk(gateway.app, getMessageCode.path, { mobile: '13912348002' });
      expect(await gateway.app.jobs.runDue()).toMatchObject({ attempted: 1, retrying: 1 });
      expect(texts).toEqual([]);
      up = true;
      // The next attempt is 5 s later on the service clock: move it instead of waiting.
      await gateway.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceSeconds: 5 } });
      expect(await gateway.app.jobs.runDue()).toMatchObject({ attempted: 1, succeeded: 1 });
      expect(texts).toHaveLength(1);
      expect(texts[0]).toMatch(/^13912348002:【羽毛球等级评定】您的验证码为\d{4}/);
    } finally {
      await gateway.close();
    }
  });

  it('does not text a code that expired while the provider was down', async () => {
    let sent = 0;
    const down = { driver: 'down', send: async () => { sent += 1; throw new Error('网关不可用'); } };
    const gateway = await build({ demo: null, sms: down });
    try {
      await callOk(gateway.app, getMessageCode.path, { mobile: '13912348003' });
      expect(await gateway.app.jobs.runDue()).toMatchObject({ retrying: 1 });
      await gateway.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceSeconds: 5 * 60 + 1 } });
      // The code is void now: the job completes without calling the provider again.
      expect(await gateway.app.jobs.runDue()).toMatchObject({ attempted: 1, succeeded: 1 });
      expect(sent).toBe(1);
    } finally {
      await gateway.close();
    }
  });
});

describe('claiming', () => {
  it('never lets two workers run the same job', async () => {
    const kind = testKind();
    const runs: number[] = [];
    const handler = handleJob(kind, async ({ n }) => {
      runs.push(n);
      await new Promise((resolve) => setTimeout(resolve, 2));
    });
    const ids = [];
    for (let n = 0; n < 40; n += 1) ids.push(await queue.enqueue(kind, { n }));
    const [first, second] = await Promise.all([worker([handler]).runDue(), worker([handler]).runDue()]);

    expect(first.attempted + second.attempted).toBe(40);
    expect(runs).toHaveLength(40);
    expect(new Set(runs).size).toBe(40);
    const rows = await t.database.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((row) => row.attempts === 1 && row.doneAt !== null)).toBe(true);
  });

  it('gives a job whose worker stopped mid-attempt to another worker once its lease has run out', async () => {
    const kind = testKind({ maxAttempts: 2 });
    const id = await queue.enqueue(kind, { n: 7 });
    // A worker claims it and is never heard of again.
    const now = clock.now();
    const [claimed] = await claimDueJobs(t.database.db, { now, leaseUntil: new Date(now.getTime() + 60_000), limit: 1, kinds: [kind.kind] });
    expect(claimed.id).toBe(id);

    let ran = 0;
    const other = worker([handleJob(kind, async () => void (ran += 1))]);
    expect(await other.runDue()).toMatchObject({ attempted: 0 });
    time.ms += 60_000;
    expect(await other.runDue()).toMatchObject({ attempted: 1, succeeded: 1 });
    expect(ran).toBe(1);
    expect(await jobRow(id)).toMatchObject({ attempts: 2 });
  });

  it('leaves kinds it has no handler for to the workers that know them', async () => {
    const known = testKind();
    const unknown = testKind();
    const id = await queue.enqueue(unknown, { n: 1 });
    expect(await worker([handleJob(known, async () => undefined)]).runDue()).toMatchObject({ attempted: 0 });
    expect(await jobRow(id)).toMatchObject({ attempts: 0, doneAt: null });
  });
});

describe('the service clock decides what is due', () => {
  it('runs a delayed job once POST /dev/clock has moved the clock past its time', async () => {
    const app = await build({ demo: null });
    try {
      const [demo] = await app.database.db.insert(users).values({ usertype: 1, loginName: 'jobs-demo', isVerify: true, createdAt: new Date() }).returning({ id: users.id });
      const appQueue = new JobQueue(app.database.db, clockOf(() => Date.now()));
      await appQueue.enqueue(fanOutMessagesJob, { userIds: [demo.id], title: '开班提醒', content: '明天开班' }, { delaySeconds: 600 });

      expect(await app.app.jobs.runDue()).toMatchObject({ attempted: 0 });
      await app.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceSeconds: 601 } });
      const wallBefore = Date.now();
      expect(await app.app.jobs.runDue()).toMatchObject({ attempted: 1, succeeded: 1 });
      const wallAfter = Date.now();
      const [message] = await app.database.db.select().from(stationMessages).where(eq(stationMessages.userId, demo.id));
      expect(message).toMatchObject({ messageTitle: '开班提醒', messageContent: '明天开班', isRead: false });
      // Stamped with the service clock, 601 s ahead of the machine's while the job ran (however long it took).
      expect(message.creationTime.getTime()).toBeGreaterThanOrEqual(wallBefore + 601_000);
      expect(message.creationTime.getTime()).toBeLessThanOrEqual(wallAfter + 601_000);
    } finally {
      await app.close();
    }
  });
});

describe('the worker inside the service', () => {
  it('polls and wakes on its own (JOB_POLL_MS), and stops with the app', async () => {
    const polling = await build({ demo: null, env: { JOB_POLL_MS: '50' } });
    const mobile = '13912348004';
    try {
      await callOk(polling.app, getMessageCode.path, { mobile });
      // Nobody calls runDue(): the enqueue woke the worker (and it polls every 50 ms).
      const deadline = Date.now() + 10_000;
      let sent: unknown[] = [];
      while (sent.length === 0 && Date.now() < deadline) {
        sent = await polling.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
        if (sent.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(sent).toHaveLength(1);
    } finally {
      await polling.close();
    }
  });
});

describe('the registered kinds', () => {
  it('fans a message out to many users once, skipping users that are gone', async () => {
    const rows = await t.database.db
      .insert(users)
      .values([1, 2, 3].map((n) => ({ usertype: 1, loginName: `fan-out-${n}`, isVerify: true, createdAt: clock.now() })))
      .returning({ id: users.id });
    const ids = rows.map((row) => row.id);
    await queue.enqueue(fanOutMessagesJob, { userIds: [...ids, ids[0], 2_000_000_000], title: '通知', content: '内容' });
    const all = worker([...(await import('../src/modules/messages/jobs')).messageJobHandlers()]);
    expect(await all.runDue()).toMatchObject({ attempted: 1, succeeded: 1 });
    const messages = await t.database.db.select().from(stationMessages).where(inArray(stationMessages.userId, ids));
    expect(messages.map((message) => message.userId).sort()).toEqual([...ids].sort());
    expect(messages.every((message) => message.creationTime.getTime() === time.ms)).toBe(true);
  });

  it('completes order.expire and payment.reconcile of an order that does not exist without touching data', async () => {
    const { orderJobHandlers } = await import('../src/modules/orders/jobs');
    const expire = await queue.enqueue(expireOrderJob, { orderId: 999_999 });
    const reconcile = await queue.enqueue(reconcilePaymentJob, { orderId: 999_999 });
    // Queued for that order, due now on the service clock.
    expect(await jobRow(expire)).toMatchObject({ kind: 'order.expire', payload: { orderId: 999_999 }, attempts: 0, doneAt: null });
    expect((await jobRow(expire)).runAt.getTime()).toBe(time.ms);
    const weChatPay = { provider: 'wechat', driver: 'none' } as unknown as WeChatPay;
    expect(await worker(orderJobHandlers({ db: t.database.db, jobs: queue, clock, weChatPay })).runDue()).toMatchObject({ attempted: 2, succeeded: 2 });
    for (const id of [expire, reconcile]) {
      const row = await jobRow(id);
      expect(row).toMatchObject({ attempts: 1, lastError: null, failedAt: null });
      expect(row.doneAt?.getTime()).toBe(time.ms);
    }
  });

  it('fails a job whose payload does not match its kind at once', async () => {
    const kind = testKind({ maxAttempts: 5 });
    const [row] = await t.database.db
      .insert(jobs)
      .values({ kind: kind.kind, payload: { n: 'not a number' }, runAt: clock.now(), maxAttempts: 5, createdAt: clock.now() })
      .returning({ id: jobs.id });
    expect(await worker([handleJob(kind, async () => undefined)]).runDue()).toMatchObject({ attempted: 1, failed: 1 });
    expect(await jobRow(row.id)).toMatchObject({ attempts: 1, lastError: expect.stringContaining('payload does not match') });
  });
});

describe('clean-up at start', () => {
  it('removes finished jobs after 30 days and keeps pending ones', async () => {
    const kind = testKind({ maxAttempts: 1 });
    const done = await queue.enqueue(kind, { n: 1 });
    const pending = await queue.enqueue(kind, { n: 2 }, { delaySeconds: 90 * 86_400 });
    await worker([handleJob(kind, async () => undefined)]).runDue();
    expect((await jobRow(done)).doneAt).not.toBeNull();

    await pruneExpiredRecords(t.database.db, new Date(time.ms + 29 * 86_400_000));
    expect(await findJob(t.database.db, done)).toBeDefined();
    await pruneExpiredRecords(t.database.db, new Date(time.ms + 31 * 86_400_000));
    expect(await findJob(t.database.db, done)).toBeUndefined();
    expect(await findJob(t.database.db, pending)).toBeDefined();
  });
});
