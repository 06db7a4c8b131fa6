import { getNewsList, getPublicKey, openQuery } from '@badminton/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJobKind } from '../src/jobs/kinds';
import { JobQueue } from '../src/jobs/queue';
import { systemClock } from '../src/lib/clock';
import { build, type TestApp } from './helpers/build';
import { call, callUrl } from './helpers/call';

/**
 * `GET /api/metrics` (issue 27 point 4, decision 0080): through fastify-metrics and prom-client, the latency of every
 * call by its own name and status, each call's outcomes, Node's process metrics, the pending jobs, the open dead
 * letters and (on PostgreSQL) the pool — loopback only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const scrape = async () => (await t.app.inject({ method: 'GET', url: '/api/metrics' })).body;

/** The value of one series of the scrape (labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = line.match(/^([\w:]+)(?:\{(.*)\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('GET /api/metrics', () => {
  it('times every call under its own name, with its status code', async () => {
    await call(t.app, getPublicKey.path);
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', { route: getPublicKey.path, method: 'POST', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: getPublicKey.path, le: '+Inf' })).toBeGreaterThanOrEqual(1);
  });

  it('never makes a series of a call name a client made up', async () => {
    await t.app.inject({ method: 'POST', url: callUrl('Made/Up'), payload: {} });
    const text = await scrape();
    expect(text).not.toContain('Made/Up');
  });

  it('counts each call’s outcomes: answered, refused, and served from the answer cache', async () => {
    const before = await scrape();
    const count = (text: string, name: string, outcome: string) => sample(text, 'api_call_outcomes_total', { call: name, outcome }) ?? 0;
    await call(t.app, getNewsList.path, { page: 1, limit: 10 });
    await call(t.app, getNewsList.path, { page: 1, limit: 10 });
    await call(t.app, openQuery.path, { name: '', certificate_numbering: '' });
    const after = await scrape();
    expect(count(after, getNewsList.path, 'ok') + count(after, getNewsList.path, 'cached')).toBe(count(before, getNewsList.path, 'ok') + count(before, getNewsList.path, 'cached') + 2);
    expect(count(after, getNewsList.path, 'cached')).toBeGreaterThan(count(before, getNewsList.path, 'cached'));
    expect(count(after, openQuery.path, 'failed')).toBe(count(before, openQuery.path, 'failed') + 1);
  });

  it('has Node’s process metrics and the pending jobs by kind and state', async () => {
    const kind = defineJobKind('test.metrics-pending', z.object({}));
    const queue = new JobQueue(t.database.db, systemClock);
    await queue.enqueue(kind, {});
    await queue.enqueue(kind, {}, { delaySeconds: 3600 });
    const text = await scrape();
    expect(sample(text, 'process_cpu_user_seconds_total', {})).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds', {})).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'jobs_pending', { kind: kind.kind, state: 'due' })).toBe(1);
    expect(sample(text, 'jobs_pending', { kind: kind.kind, state: 'scheduled' })).toBe(1);
  });

  it('shows the PostgreSQL pool (none on the embedded PGlite)', async () => {
    const text = await scrape();
    if (t.database.driver === 'postgres') expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    else expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeUndefined();
  });

  it('answers only a caller on this machine', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
  });
});
