import { ACCOUNT_MESSAGES, getMessageCode, getStationNewsList } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';
import { buildProductionApp } from './helpers/production-app';

/**
 * The movable service clock (decision 0024): `GET/POST /dev/clock` outside production. Moving it moves every
 * rule that depends on time — here the SMS resend window and the session idle expiry — without sleeping.
 */

let t: TestApp;

beforeAll(async () => {
  t = await build({ demo: null });
});
afterAll(() => t.close());

interface ClockState {
  now: string;
  wallTime: string;
  offsetSeconds: number;
}

async function readClock(app = t.app): Promise<ClockState> {
  const response = await app.inject({ method: 'GET', url: '/dev/clock' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

async function advance(advanceSeconds: unknown) {
  return t.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceSeconds } });
}

/** Signs with the service's clock (the signature window is judged on it). */
async function serviceTs(): Promise<number> {
  return Math.floor(Date.parse((await readClock()).now) / 1000);
}

describe('the dev clock', () => {
  it('reads the service clock and moves it forward only', async () => {
    // Read between two readings of the machine's clock: it is the machine's time, however slow the call.
    const wallBefore = Date.now();
    const before = await readClock();
    const wallAfter = Date.now();
    expect(before.offsetSeconds).toBe(0);
    expect(Date.parse(before.now)).toBeGreaterThanOrEqual(wallBefore);
    expect(Date.parse(before.now)).toBeLessThanOrEqual(wallAfter);
    expect(before.wallTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const moved = await advance(90);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().offsetSeconds).toBe(90);
    const after = await readClock();
    expect(after.offsetSeconds).toBe(90);
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(90_000);

    for (const bad of [0, -5, 'abc', null, 400 * 24 * 3600]) {
      const refused = await advance(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('advanceSeconds');
    }
    expect((await readClock()).offsetSeconds).toBe(90);
  });

  it('opens the next SMS code after 120 s on the service clock, without waiting', async () => {
    const mobile = '13912349001';
    await callOk(t.app, getMessageCode.path, { mobile }, { ts: await serviceTs() });
    const again = await call(t.app, getMessageCode.path, { mobile }, { ts: await serviceTs() });
    expect(again.result?.errorMsg).toBe(ACCOUNT_MESSAGES.smsTooFrequent);

    expect((await advance(121)).statusCode).toBe(200);
    await callOk(t.app, getMessageCode.path, { mobile }, { ts: await serviceTs() });
  });

  it('ends a session idle for 2 hours on the service clock', async () => {
    const user = await signedInUser(t.database.db, 1);
    const page = { limit: 10, page: 1, status: 0 };
    await callOk(t.app, getStationNewsList.path, page, { ...user, ts: await serviceTs() });
    expect((await advance(2 * 3600 + 1)).statusCode).toBe(200);
    const expired = await call(t.app, getStationNewsList.path, page, { ...user, ts: await serviceTs() });
    expect(expired.unAuthorizedRequest).toBe(true);
  });
});

describe('the daily SMS cap on the service clock', () => {
  it('opens again at the next Asia/Shanghai midnight', async () => {
    const capped = await build({ demo: null, env: { SMS_DAILY_LIMIT_PER_MOBILE: '1' } });
    try {
      const clockOf = async () => (await capped.app.inject({ method: 'GET', url: '/dev/clock' })).json() as ClockState;
      const tsOf = async () => Math.floor(Date.parse((await clockOf()).now) / 1000);
      /** Moves the clock just past the next midnight in Asia/Shanghai (UTC+8). */
      const toNextMidnight = async () => {
        const day = 86_400_000;
        const shanghai = Date.parse((await clockOf()).now) + 8 * 3600_000;
        const seconds = Math.ceil((Math.floor(shanghai / day) * day + day - shanghai) / 1000) + 1;
        await capped.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceSeconds: seconds } });
      };
      const mobile = '13912349002';
      await toNextMidnight(); // the steps below then happen within one Shanghai day
      await callOk(capped.app, getMessageCode.path, { mobile }, { ts: await tsOf() });
      await capped.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceSeconds: 121 } });
      const refused = await call(capped.app, getMessageCode.path, { mobile }, { ts: await tsOf() });
      expect(refused.result?.errorMsg).toBe(ACCOUNT_MESSAGES.smsDailyLimit);

      await toNextMidnight();
      await callOk(capped.app, getMessageCode.path, { mobile }, { ts: await tsOf() });
    } finally {
      await capped.close();
    }
  });
});

describe('the dev clock in production', () => {
  it('is not served (404 for GET and POST)', async () => {
    const production = await buildProductionApp();
    try {
      for (const request of [
        { method: 'GET' as const, url: '/dev/clock' },
        { method: 'POST' as const, url: '/dev/clock', payload: { advanceSeconds: 3600 } },
      ]) {
        const response = await production.app.inject(request);
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
