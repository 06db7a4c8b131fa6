// Shared by bench.mjs and calls.mjs: request signing, autocannon runs, the hello-world and the measured read calls.
import { createHash } from 'node:crypto';
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
  return { rps: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
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
