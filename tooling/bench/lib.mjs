// Shared by bench.mjs and calls.mjs: request signing, autocannon runs, the hello-world and the measured read calls.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Seconds of load before each measurement, not counted (JIT and caches warm, the first-start work settled). */
export const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const SALT = 'shuttlecock'; // SIGN_SALT of @badminton/contracts

export const READ_CALLS = [
  ['Newsapi/GetNewsList', { limit: 20, page: 1 }],
  ['TestClass/GetExaminerClassList', { limit: 10, page: 1 }],
  ['CommonApi/GetDistrictList', { parent_id: -1 }],
  ['CommonApi/OpenQuery', { name: '张伟', certificates_number: '110101200801011234' }],
];

/** Debian's Chromium and the flags every bench browser runs with (headless, as root, on a closed network). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The built system as a user starts it (`scripts/start.mjs --no-build`) on `port`, with a fresh data folder and the
 * demo data; on PGlite unless `keepDatabaseUrl` lets it use the server of DATABASE_URL. Returns the child process.
 */
export function startBuiltSystem(port, { keepDatabaseUrl = false } = {}) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-data-')), DEMO_DATA: 'true', LOG_LEVEL: 'warn' };
  if (!keepDatabaseUrl) env.DATABASE_URL = '';
  return spawn(process.execPath, ['scripts/start.mjs', '--no-build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env });
}

export async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

/**
 * The body of a visitor's call, signed as the api-client signs it (packages/api-client/src/signing.ts):
 * token = MD5 hex of `Action + SIGN_SALT + ts + ''`, ts = the current second.
 */
export function signedBody(action, payload) {
  const ts = Math.floor(Date.now() / 1000);
  const token = createHash('md5').update(`${action}${SALT}${ts}`).digest('hex');
  return JSON.stringify({ ...payload, ts, token });
}

function load(url, body, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, method: 'POST', body, headers: { 'content-type': 'application/json' }, connections: 20, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** 20 connections for SECONDS after WARM_UP_SECONDS of the same load: requests per second, p99 latency, errors. */
export async function cannon(url, body, { beforeMeasuring = () => undefined } = {}) {
  if (WARM_UP_SECONDS > 0) await load(url, body, WARM_UP_SECONDS);
  beforeMeasuring();
  const result = await load(url, body, SECONDS);
  return { rps: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function helloWorld(port) {
  const app = Fastify({ logger: false });
  app.post('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port, host: '127.0.0.1' });
  try {
    return await cannon(`http://127.0.0.1:${port}/hello`, '{}');
  } finally {
    await app.close();
  }
}

// ------------------------------------------------------------------ the varied mix of public reads

/** A small deterministic generator (mulberry32), so two runs send the same sequence of requests. */
export function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SURNAMES = ['张', '王', '李', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const CLASS_WORDS = ['测试', '少儿', '成人', '等级', '羽毛球', '春季', '秋季', '周末'];
const INSTITUTION_WORDS = ['羽毛球', '俱乐部', '体育', '中心', '飞羽', '运动'];

async function post(base, callPath, payload) {
  const action = callPath.split('/').pop();
  const response = await fetch(`${base}/api/services/app/${callPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: signedBody(action, payload),
  });
  return (await response.json())?.result;
}

/** The id range of a public list (walks its pages once; a few requests before the measurement). */
async function idsOf(base, callPath, limit, field = 'id', maxPages = 10) {
  const ids = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const result = await post(base, callPath, { limit, page });
    const items = result?.items ?? [];
    ids.push(...items.map((item) => item[field]));
    if (items.length < limit) break;
  }
  if (ids.length === 0) throw new Error(`${callPath} answered no items: is the demo data loaded?`);
  return ids;
}

/**
 * The public reads a crowd of visitors makes: athlete details (random athletes and test-record pages), the athlete
 * enquiry with random regions, grades and surnames, institution, evaluator, test-class, training and news lists
 * with random pages and keywords, and their details. Inputs vary enough that the answer cache (decision 0011) is
 * mostly cold: `repeatShare()` tells which share of the requests repeated a request of the previous 10 s (the
 * portal calls' cache lifetime), an upper bound of the cache hits.
 */
export async function publicReadMix(base, { seed = 9 } = {}) {
  const random = randomFrom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const between = (low, high) => low + Math.floor(random() * (high - low + 1));
  const maybe = (share, value) => (random() < share ? value() : undefined);
  // The athlete numbers: the first and the last page of the enquiry give the range (two requests, not a walk).
  const firstAthletes = await post(base, 'CommonApi/GetAthleteList', { limit: 20, page: 1 });
  const athleteCount = firstAthletes?.totalCount ?? 0;
  const lastAthletes = await post(base, 'CommonApi/GetAthleteList', { limit: 20, page: Math.max(1, Math.ceil(athleteCount / 20)) });
  const athleteIds = [...(firstAthletes?.items ?? []), ...(lastAthletes?.items ?? [])].map((item) => item.userid);
  if (athleteIds.length === 0) throw new Error('CommonApi/GetAthleteList answered no items: is the demo data loaded?');
  const [lowAthlete, highAthlete] = [Math.min(...athleteIds), Math.max(...athleteIds)];
  const institutions = await idsOf(base, 'TestMechanism/GetTestMechList', 20);
  const evaluators = await idsOf(base, 'UserCoachApi/GetUserCoachList', 20);
  const news = await idsOf(base, 'Newsapi/GetNewsList', 20, 'id', 3);
  const provinces = ((await post(base, 'CommonApi/GetDistrictList', { parent_id: -1 }))?.items ?? []).map((region) => region.id);
  // The pages a visitor can open: the list pages through its first 10,000 athletes (ATHLETE_LIST_DEPTH, decision 0084).
  const athletePages = Math.max(1, Math.ceil(Math.min(athleteCount, 10_000) / 20));
  const kinds = [
    // [weight, call, payload]
    [36, 'AthleteCenter/GetAthleteDetail', () => ({ userNumber: between(lowAthlete, highAthlete), limit: 10, page: random() < 0.8 ? 1 : 2 })],
    [30, 'CommonApi/GetAthleteList', () => ({
      limit: 20,
      page: between(1, random() < 0.5 ? athletePages : 5),
      provinceId: maybe(0.4, () => pick(provinces)),
      evaluator_rank: maybe(0.4, () => between(1, 18)),
      keyword: maybe(0.4, () => pick(SURNAMES)),
    })],
    [10, 'TestClass/GetExaminerClassList', () => ({
      limit: 10,
      page: between(1, 3),
      provinceId: maybe(0.3, () => pick(provinces)),
      evaluator_rank: maybe(0.3, () => between(1, 18)),
      keyword: maybe(0.3, () => pick(CLASS_WORDS)),
    })],
    [4, 'TestMechanism/GetTestMechDetail', () => ({ id: pick(institutions) })],
    [4, 'TestMechanism/GetTestMechList', () => ({ limit: 20, page: between(1, 2), keyword: maybe(0.6, () => pick(INSTITUTION_WORDS) + pick(['', '中心', '俱乐部'])) })],
    [4, 'UserCoachApi/GetUserCoachDetail', () => ({ id: pick(evaluators) })],
    [4, 'UserCoachApi/GetUserCoachList', () => ({ limit: 20, page: between(1, 4), keyword: maybe(0.6, () => pick(SURNAMES)) })],
    [2, 'ExaminerClass/GetExaminerClassList', () => ({ limit: 5, page: between(1, 3), keyword: maybe(0.5, () => pick(['培训', '考评员', '等级', '一级', '二级'])) })],
    [3, 'Newsapi/GetNewsList', () => ({ limit: 20, page: between(1, 4), keyword: maybe(0.5, () => pick(['羽毛球', '测试', '培训', '等级', '考评员'])) })],
    [3, 'NewsDetails/GetNewsDetailsList', () => ({ id: pick(news) })],
  ];
  const total = kinds.reduce((sum, [weight]) => sum + weight, 0);
  const recent = new Map();
  let sent = 0;
  let repeats = 0;
  const next = () => {
    let roll = random() * total;
    const [, callPath, payloadOf] = kinds.find(([weight]) => (roll -= weight) < 0) ?? kinds[0];
    const payload = JSON.parse(JSON.stringify(payloadOf())); // drops the filters left undefined
    const key = `${callPath}${JSON.stringify(payload)}`;
    const now = Date.now();
    if (now - (recent.get(key) ?? -Infinity) < 10_000) repeats += 1;
    recent.set(key, now);
    sent += 1;
    return { method: 'POST', path: `/api/services/app/${callPath}`, body: signedBody(callPath.split('/').pop(), payload) };
  };
  return {
    calls: kinds.map(([weight, callPath]) => `${callPath} ×${weight}`),
    athletes: athleteCount,
    /** The share of `count` generated requests that the service answers with isSuccess (a check of the mix). */
    successShare: async (count = 200) => {
      let succeeded = 0;
      for (let i = 0; i < count; i += 1) {
        const { path: callPath, body } = next();
        const response = await fetch(`${base}${callPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        if ((await response.json())?.result?.isSuccess) succeeded += 1;
      }
      return Number((succeeded / count).toFixed(2));
    },
    /** One autocannon request whose every send is a new request, signed afresh. */
    requests: [{ setupRequest: (request) => ({ ...request, ...next(), headers: { 'content-type': 'application/json' } }) }],
    repeatShare: () => (sent === 0 ? 0 : Number((repeats / sent).toFixed(3))),
    reset: () => {
      sent = 0;
      repeats = 0;
    },
  };
}

function loadMix(base, mix, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, requests: mix.requests, connections: 20, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The mix, 20 connections for SECONDS after WARM_UP_SECONDS: req/s, p50/p99, errors, the share of repeated requests. */
export async function cannonMix(base, mix, { beforeMeasuring = () => undefined } = {}) {
  if (WARM_UP_SECONDS > 0) await loadMix(base, mix, WARM_UP_SECONDS);
  mix.reset();
  beforeMeasuring();
  const result = await loadMix(base, mix, SECONDS);
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    repeatShare: mix.repeatShare(),
  };
}

// ------------------------------------------------------------------ a service from source, on either database

/** CPU time (user + system, microseconds) used so far by a process of this machine (Linux). */
export function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return Number.NaN;
  }
}

/** Whether the PostgreSQL server of a URL accepts connections (a TCP connect, 1 s). */
export function reachable(databaseUrl) {
  const { hostname, port } = new URL(databaseUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 5432), timeout: 1000 });
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** A fresh database on the server of `databaseUrl` (psql), so the demo data loads as on a first start; dropped by `drop`. */
function freshPostgres(databaseUrl) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const name = `bench_${process.pid}_${Date.now()}`;
  try {
    execFileSync('psql', [admin.href, '-qc', `CREATE DATABASE ${name}`], { stdio: 'ignore' });
  } catch {
    return { url: databaseUrl, drop: () => undefined }; // no psql or no right to create: use the database as given
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => execFileSync('psql', [admin.href, '-qc', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`], { stdio: 'ignore' }),
  };
}

/**
 * `apps/api` from source (tsx) on `port` with the demo data: a fresh PGlite folder, or a fresh database on the server
 * of `databaseUrl`. `cpuProfileDir` runs it under `node --cpu-prof` (profile written on exit). Resolves once healthy
 * and settled; `stop()` ends it (and drops the database).
 */
export async function startService({ port, databaseUrl, cpuProfileDir, apiDir = process.env.BENCH_API_DIR ?? path.join(ROOT, 'apps/api') }) {
  const postgres = databaseUrl ? freshPostgres(databaseUrl) : undefined;
  const nodeArgs = [...(cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(cpuProfileDir)] : []), '--import', 'tsx', 'src/server.ts'];
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-data-')), LOG_LEVEL: 'warn' };
  if (postgres) env.DATABASE_URL = postgres.url;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, nodeArgs, { cwd: apiDir, stdio: ['ignore', 'ignore', 'inherit'], env });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    postgres?.drop();
  };
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, 300_000);
    // The first start renders the badge images in the background for a second or two.
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_SETTLE_MS ?? 3000)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, database: postgres ? 'postgresql' : 'pglite', stop };
}

/**
 * The varied mix of public reads on a running service, with the server's CPU time per request when `pid` is known.
 * `helloRps` puts the rate next to the hello-world measured in the same run.
 */
export async function measureMix(base, { pid, helloRps } = {}) {
  const mix = await publicReadMix(base);
  const successShare = await mix.successShare();
  let cpuBefore = Number.NaN;
  const measured = await cannonMix(base, mix, { beforeMeasuring: () => (cpuBefore = pid ? cpuMicros(pid) : Number.NaN) });
  const serverCpu = pid ? cpuMicros(pid) - cpuBefore : Number.NaN;
  return {
    ...measured,
    ...(helloRps ? { ofHelloWorld: Number((measured.rps / helloRps).toFixed(3)) } : {}),
    ...(Number.isNaN(serverCpu) ? {} : { serverCpuUsPerRequest: Math.round(serverCpu / (measured.rps * SECONDS)) }),
    successShare,
    athletes: mix.athletes,
    calls: mix.calls,
  };
}

/** `uptime`'s load averages (1, 5, 15 minutes): the figures of a shared machine mean little without them. */
export function loadAverage() {
  return os.loadavg().map((value) => Number(value.toFixed(2)));
}

/**
 * The mix on PGlite and, when DATABASE_URL is set and its server is reachable, on PostgreSQL: each on a service of
 * its own started from source, next to a hello-world measured just before.
 */
export async function mixOnEachDatabase(port) {
  const targets = [undefined];
  if (process.env.DATABASE_URL) {
    if (await reachable(process.env.DATABASE_URL)) targets.push(process.env.DATABASE_URL);
    else console.error(`DATABASE_URL is set but its server does not answer: the mix runs on PGlite only`);
  }
  const results = [];
  for (const databaseUrl of targets) {
    const service = await startService({ port, databaseUrl });
    try {
      const loadBefore = loadAverage();
      const hello = await helloWorld(port + 1);
      const mix = await measureMix(service.base, { pid: service.pid, helloRps: hello.rps });
      results.push({ database: service.database, loadAverage: loadBefore, helloWorld: hello, mix });
    } finally {
      await service.stop();
    }
  }
  return results;
}

/**
 * Lighthouse's mobile throttling with the CPU slowdown fitted to this host: Lighthouse's own benchmark index of the
 * machine ÷ 500, so every host emulates the same phone (its default 4× assumes a desktop of index ~2,000; a shared
 * two-core machine measures far less, and a fixed 4× would then emulate a much slower phone). The network part is
 * Lighthouse's default (slow 4G).
 * @param {number} benchmarkIndex  `lhr.environment.benchmarkIndex` of a run on this machine
 */
export function fittedThrottling(benchmarkIndex) {
  return {
    rttMs: 150,
    throughputKbps: 1638.4,
    requestLatencyMs: 562.5,
    downloadThroughputKbps: 1474.56,
    uploadThroughputKbps: 675,
    cpuSlowdownMultiplier: Math.max(1, benchmarkIndex / 500),
  };
}
