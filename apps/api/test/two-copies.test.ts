import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT_MESSAGES, checkPhoneNumber, getMessageCode, getNewsList, login, openQuery, PORTAL_MESSAGES, Role, saveAdminArticle } from '@badminton/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoAccounts, DEMO_PASSWORD } from '../demo/accounts/index';
import { seedDatabase } from '../demo/index';
import { buildApp } from '../src/app';
import { openRedis, type RedisConnection } from '../src/cluster/redis';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { defineJobKind, handleJob } from '../src/jobs/kinds';
import { JobQueue } from '../src/jobs/queue';
import { JobWorker } from '../src/jobs/worker';
import { systemClock } from '../src/lib/clock';
import { LocalDiskStorage } from '../src/storage/local-disk';
import { signedInUser } from './helpers/accounts';
import { createScratchPostgres } from './helpers/database';
import { browserEncryptor } from './helpers/accounts-flow';
import { call, callOk } from './helpers/call';
import { buildTestContent } from './helpers/content-fixture';

/**
 * Two copies of the service on one PostgreSQL database and one Redis (issue 27 point 4, decision 0079): a content
 * change through copy A is never served stale by copy B; every per-address and per-account limit holds across the
 * copies (the certificate query and the mobile check in Redis; SMS codes and sign-in failures in the database); and
 * two copies' job workers never run one job twice. Runs in the PostgreSQL run of the suite (`DATABASE_URL`) when Redis
 * answers (`REDIS_URL`, default the machine's 127.0.0.1:6379); an embedded PGlite cannot be shared by two copies.
 */

const maintenanceUrl = loadConfig().databaseUrl;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  if (!maintenanceUrl) return false;
  try {
    const probe = await openRedis(redisUrl, 'probe:');
    await probe.close();
    return true;
  } catch {
    return false;
  }
}

const enabled = await redisAnswers();

interface Copy {
  app: FastifyInstance;
  database: DatabaseHandle;
  redis: RedisConnection;
}

let a: Copy;
let b: Copy;
let dataDir: string;
let scratch: { url: string; drop(): Promise<void> };
let prefix: string;

async function startCopy(url: string): Promise<Copy> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JOB_POLL_MS: '0',
    DATABASE_URL: url,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
  });
  const database = await openDatabase({ kind: 'postgres', url });
  // Each copy has its own pool and its own Redis connection; they share the database, Redis and the file store.
  const redis = await openRedis(redisUrl, prefix);
  const app = await buildApp({ config, database, storage: new LocalDiskStorage(config.storageRoot), redis });
  await app.ready();
  return { app, database, redis };
}

beforeAll(async () => {
  if (!enabled) return;
  dataDir = await mkdtemp(path.join(tmpdir(), 'badminton-two-copies-'));
  prefix = `t${randomBytes(4).toString('hex')}:`;
  scratch = await createScratchPostgres(maintenanceUrl!);
  const setup = await openDatabase({ kind: 'postgres', url: scratch.url });
  await setup.migrate();
  await seedDatabase(setup.db, {
    demo: buildTestContent(),
    demoAccounts: buildDemoAccounts(),
    portal: null,
    storage: new LocalDiskStorage(path.join(dataDir, 'wwwroot')),
    log: { info: () => undefined },
  });
  await setup.close();
  // One after the other: the first generates the sign-in key pair into the shared data folder, the second reads it.
  a = await startCopy(scratch.url);
  b = await startCopy(scratch.url);
});

afterAll(async () => {
  if (!enabled) return;
  for (const copy of [a, b]) {
    await copy?.app.close();
    await copy?.database.close();
  }
  if (a) {
    const keys = await a.redis.client.keys(`${prefix}*`);
    if (keys.length > 0) await a.redis.client.del(...keys);
  }
  for (const copy of [a, b]) await copy?.redis.close();
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(!enabled)('two copies of the service on one PostgreSQL and one Redis', () => {
  it('serves a news article published through copy A in copy B’s very next answer, every time', async () => {
    const editor = await signedInUser(a.database.db, Role.NationalAdministrator);
    const newsIn = async (copy: Copy) => getNewsList.output.parse(await callOk(copy.app, getNewsList.path, { page: 1, limit: 10 })).items.map((item) => item.news_subject);
    for (let round = 1; round <= 5; round += 1) {
      // B answers the list (and keeps the answer for its 10 s TTL), then A publishes an article.
      const before = await newsIn(b);
      expect(await newsIn(b)).toEqual(before);
      const subject = `两份服务第${round}次发布的新闻`;
      await callOk(a.app, saveAdminArticle.path, { kind: 'news', news_subject: subject, summary: '摘要', news_content: '<p>正文</p>', is_published: true }, editor);
      expect((await newsIn(b))[0], `round ${round}`).toBe(subject);
    }
  });

  it('counts the certificate query limit (30 a minute per address) once for both copies', async () => {
    const query = async (copy: Copy) => {
      const body = { name: '李羽涵', certificate_numbering: '000000000000' };
      return (await call(copy.app, openQuery.path, body)).result;
    };
    for (let i = 0; i < 30; i += 1) expect((await query(i % 2 === 0 ? a : b))?.isSuccess, `query ${i + 1}`).toBe(true);
    expect(await query(a)).toEqual({ isSuccess: false, errorMsg: PORTAL_MESSAGES.queryTooFrequent });
    expect(await query(b)).toEqual({ isSuccess: false, errorMsg: PORTAL_MESSAGES.queryTooFrequent });
  });

  it('counts the mobile check limit once for both copies, even when they are hit at the same moment', async () => {
    const check = (copy: Copy) => call(copy.app, checkPhoneNumber.path, { mobile: '13912345678', userType: 1 });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => check(i % 2 === 0 ? a : b)));
    expect(answers.filter((answer) => answer.result?.isSuccess)).toHaveLength(30);
    expect(answers.filter((answer) => answer.result?.errorMsg === PORTAL_MESSAGES.queryTooFrequent)).toHaveLength(10);
  });

  it('refuses a second SMS code for a mobile through the other copy', async () => {
    const mobile = '13912340099';
    const first = await Promise.all([call(a.app, getMessageCode.path, { mobile }), call(b.app, getMessageCode.path, { mobile })]);
    expect(first.filter((answer) => answer.result?.isSuccess)).toHaveLength(1);
    expect(first.filter((answer) => answer.result?.errorMsg === ACCOUNT_MESSAGES.smsTooFrequent)).toHaveLength(1);
    expect((await call(b.app, getMessageCode.path, { mobile })).result?.errorMsg).toBe(ACCOUNT_MESSAGES.smsTooFrequent);
  });

  it('pauses an account after 5 failed sign-ins spread over both copies', async () => {
    const encryptA = await browserEncryptor(a.app);
    const encryptB = await browserEncryptor(b.app);
    const signIn = (copy: Copy, encrypt: (value: string) => string, password: string) =>
      call(copy.app, login.path, { usertype: 2, loginName: encrypt('13800000002'), password: encrypt(password) });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const [copy, encrypt] = attempt % 2 === 0 ? [a, encryptA] : [b, encryptB];
      expect((await signIn(copy, encrypt, `Wrong${attempt}!x`)).result?.errorMsg).toBe(ACCOUNT_MESSAGES.wrongCredentials);
    }
    expect((await signIn(a, encryptA, DEMO_PASSWORD)).result?.errorMsg).toBe(ACCOUNT_MESSAGES.signInThrottled);
    expect((await signIn(b, encryptB, DEMO_PASSWORD)).result?.errorMsg).toBe(ACCOUNT_MESSAGES.signInThrottled);
  });

  it('never runs one job twice when both copies’ workers take due jobs at the same time', async () => {
    const kind = defineJobKind(`test.two-copies-${randomBytes(3).toString('hex')}`, z.object({ n: z.number().int() }));
    const runs = new Map<number, number>();
    const handler = handleJob(kind, async ({ n }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
      // A little work, so that both workers are busy at once.
      await new Promise((resolve) => setImmediate(resolve));
    });
    const queue = new JobQueue(a.database.db, systemClock);
    const count = 200;
    for (let n = 0; n < count; n += 1) await queue.enqueue(kind, { n });
    const workers = [a, b].map((copy) => new JobWorker({ db: copy.database.db, clock: systemClock, handlers: [handler], log: copy.app.log, pollMs: 0, batchSize: 5 }));
    const passes = await Promise.all(workers.flatMap((worker) => [worker.runDue(), worker.runDue()]));
    expect(passes.reduce((sum, pass) => sum + pass.succeeded, 0)).toBe(count);
    expect(runs.size).toBe(count);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    // Both copies took part (otherwise this proves nothing about two of them).
    expect(passes.slice(0, 2).reduce((sum, pass) => sum + pass.succeeded, 0)).toBeGreaterThan(0);
    expect(passes.slice(2).reduce((sum, pass) => sum + pass.succeeded, 0)).toBeGreaterThan(0);
  });
});
