import {
  getAthleteList,
  getDistrictList,
  getExaminerClassList,
  getNewsDetailsList,
  getNewsList,
  MESSAGES,
  openQuery,
  PORTAL_MESSAGES,
  setOpenQuery,
  TestClassStatus,
} from '@badminton/contracts';
import { and, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, regions, testClasses, users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { clockOf } from '../src/lib/clock';
import { build, type TestApp } from './helpers/build';
import { call, callOk, callUrl, postCall, signedBody } from './helpers/call';

/**
 * The answer cache of public read calls and the in-process certificate query limit, through the app with an
 * injected clock (docs/decisions/0011-response-cache-and-query-limit.md). Data changed behind the service's back
 * (straight in the database) shows whether an answer came from the cache.
 */

const clock = { ms: Date.now() };
let t: TestApp;
let athlete: { userId: number; userToken: string };

/** Signs with the app's clock, so moving the clock does not make the request stale. */
const at = () => ({ ts: Math.floor(clock.ms / 1000) });

async function read(path: string, payload: Record<string, unknown> = {}) {
  return (await callOk(t.app, path, payload, at())) as unknown as Record<string, unknown> & { items: Array<Record<string, unknown>> };
}

beforeAll(async () => {
  t = await build({ portal: true, clock: clockOf(() => clock.ms) });
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.usertype, 1), eq(users.mobile, '13800000001')));
  athlete = { userId: row.id, userToken: await startSession(t.database.db, row.id, new Date(clock.ms)) };
});
afterAll(() => t.close());

describe('cached public answers', () => {
  it('serves a stored answer until its TTL ends (reference data: 5 minutes)', async () => {
    const provinces = { parent_id: -1 };
    const before = await read(getDistrictList.path, provinces);
    expect(before.items[0]).toMatchObject({ id: 110000, area_name: '北京市' });
    await t.database.db.update(regions).set({ areaName: '北京市（改）' }).where(eq(regions.id, 110000));
    try {
      clock.ms += 4 * 60_000;
      expect(await read(getDistrictList.path, provinces)).toEqual(before);
      expect(await read(getDistrictList.path, { parent_id: '-1' })).toEqual(before); // the same validated input
      clock.ms += 60_000;
      expect((await read(getDistrictList.path, provinces)).items[0]).toMatchObject({ id: 110000, area_name: '北京市（改）' });
    } finally {
      await t.database.db.update(regions).set({ areaName: '北京市' }).where(eq(regions.id, 110000));
    }
  });

  it('keys answers by call and input (content: 30 seconds)', async () => {
    const first = await read(getNewsList.path, { limit: 2, page: 1 });
    const second = await read(getNewsList.path, { limit: 2, page: 2 });
    expect(second.items[0].id).not.toBe(first.items[0].id);
    await t.database.db.update(articles).set({ newsSubject: '改过的标题' }).where(eq(articles.id, Number(first.items[0].id)));
    clock.ms += 29_000;
    expect(await read(getNewsList.path, { page: 1, limit: 2 })).toEqual(first);
    clock.ms += 1_000;
    expect((await read(getNewsList.path, { limit: 2, page: 1 })).items[0].news_subject).toBe('改过的标题');
  });

  it('still checks the signature of every request', async () => {
    await read(getDistrictList.path, { parent_id: -1 });
    const stale = signedBody(getDistrictList.path, { parent_id: -1 }, { ts: Math.floor(clock.ms / 1000) - 301 });
    expect((await postCall(t.app, getDistrictList.path, stale)).envelope.result).toEqual({ isSuccess: false, errorMsg: MESSAGES.staleRequest });
    const forged = { ...signedBody(getDistrictList.path, { parent_id: -1 }, at()), token: '0'.repeat(32) };
    expect((await postCall(t.app, getDistrictList.path, forged)).envelope.result).toEqual({ isSuccess: false, errorMsg: MESSAGES.badSignature });
  });

  it('sends a cached answer exactly like a computed one', async () => {
    const payload = signedBody(getDistrictList.path, { parent_id: 440000 }, at());
    const computed = await t.app.inject({ method: 'POST', url: callUrl(getDistrictList.path), payload });
    const cached = await t.app.inject({ method: 'POST', url: callUrl(getDistrictList.path), payload });
    expect(computed.body).toBe(JSON.stringify(computed.json())); // what Fastify's serializer gives
    expect(cached.body).toBe(computed.body);
    expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(cached.headers['content-length']).toBe(computed.headers['content-length']);
    expect(cached.json()).toEqual({ success: true, result: expect.objectContaining({ isSuccess: true }), error: null, unAuthorizedRequest: false });
  });

  it('does not store failures', async () => {
    const [article] = await t.database.db.select({ id: articles.id }).from(articles).where(eq(articles.kind, 'news')).limit(1);
    const detail = (id: number) => call(t.app, getNewsDetailsList.path, { id }, at());
    await t.database.db.update(articles).set({ isPublished: false }).where(eq(articles.id, article.id));
    expect((await detail(article.id)).result?.isSuccess).toBe(false);
    await t.database.db.update(articles).set({ isPublished: true }).where(eq(articles.id, article.id));
    expect((await detail(article.id)).result?.isSuccess).toBe(true);
  });
});

describe('invalidation by writes', () => {
  it('drops the athlete list when an athlete changes the privacy switch', async () => {
    const byName = { keyword: '李羽涵' };
    expect((await read(getAthleteList.path, byName)).items).toHaveLength(1);
    await callOk(t.app, setOpenQuery.path, { isopen: 0 }, { ...athlete, ...at() });
    expect((await read(getAthleteList.path, byName)).items).toHaveLength(0);
    // Behind the service's back: not seen, the answer is cached again.
    await t.database.db.update(users).set({ openQuery: true }).where(eq(users.id, athlete.userId));
    expect((await read(getAthleteList.path, byName)).items).toHaveLength(0);
    await callOk(t.app, setOpenQuery.path, { isopen: 1 }, { ...athlete, ...at() });
    expect((await read(getAthleteList.path, byName)).items).toHaveLength(1);
  });
});

describe('time-dependent answers', () => {
  it('recomputes the test class list when a registration window closes, before the TTL', async () => {
    const now = new Date();
    const [open] = await t.database.db
      .select({ id: testClasses.id, end: testClasses.registrationEndTime })
      .from(testClasses)
      .where(
        and(
          eq(testClasses.applicationStatus, TestClassStatus.Approved),
          eq(testClasses.isStop, false),
          lte(testClasses.registrationStartTime, now),
          gte(testClasses.registrationEndTime, now),
        ),
      )
      .limit(1);
    const position = async () => (await read(getExaminerClassList.path, { limit: 100 })).items.findIndex((item) => item.id === open.id);
    clock.ms = open.end.getTime() - 1_000;
    const whileOpen = await position();
    clock.ms = open.end.getTime() + 1_000; // within the 10 s TTL of the first answer
    const afterClosing = await position();
    expect(whileOpen).toBeGreaterThanOrEqual(0);
    expect(afterClosing).toBeGreaterThan(whileOpen);
    clock.ms = Date.now();
  });
});

describe('CommonApi/OpenQuery', () => {
  async function query(remoteAddress: string) {
    const payload = signedBody(openQuery.path, { name: '李羽涵', certificate_numbering: '000000000000' }, at());
    const response = await t.app.inject({ method: 'POST', url: callUrl(openQuery.path), remoteAddress, payload });
    return response.json().result as Record<string, unknown>;
  }

  it('is never cached, and its limit (30 per minute per address) is counted in the process', async () => {
    for (let i = 0; i < 30; i += 1) expect((await query('10.7.7.7')).isSuccess).toBe(true);
    expect(await query('10.7.7.7')).toEqual({ isSuccess: false, errorMsg: PORTAL_MESSAGES.queryTooFrequent });
    clock.ms += 60_000;
    expect((await query('10.7.7.7')).isSuccess).toBe(false);
    clock.ms += 1;
    expect((await query('10.7.7.7')).isSuccess).toBe(true);
  });
});
