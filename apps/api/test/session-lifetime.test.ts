import { getStationNewsList, MESSAGES } from '@badminton/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { hashUserToken } from '../src/modules/accounts/service';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call } from './helpers/call';

/** A session ends SESSION_MAX_HOURS after sign-in however active it is (besides the 2 h idle limit). */

const path = getStationNewsList.path;
const relogin = { success: true, result: { isSuccess: false, errorMsg: MESSAGES.sessionExpired }, error: null, unAuthorizedRequest: true };

/** Moves a session's sign-in back in time; its last use stays now (an active session). */
async function signedInAgo(t: TestApp, userToken: string, seconds: number): Promise<void> {
  await t.database.db
    .update(sessions)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})`, lastSeenAt: sql`now()` })
    .where(eq(sessions.tokenHash, hashUserToken(userToken)));
}

describe('default lifetime (12 hours)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ demo: null });
  });
  afterAll(() => t.close());

  it('keeps an active session younger than 12 hours', async () => {
    const user = await signedInUser(t.database.db, 1);
    await signedInAgo(t, user.userToken, 11 * 3600 + 59 * 60);
    expect((await call(t.app, path, {}, user)).result?.isSuccess).toBe(true);
  });

  it('ends an active session 12 hours after sign-in', async () => {
    const user = await signedInUser(t.database.db, 1);
    await signedInAgo(t, user.userToken, 12 * 3600 + 1);
    expect(await call(t.app, path, {}, user)).toEqual(relogin);
  });
});

describe('SESSION_MAX_HOURS=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ demo: null, env: { SESSION_MAX_HOURS: '1' } });
  });
  afterAll(() => t.close());

  it('ends a session one hour after sign-in, even one used a moment ago', async () => {
    const young = await signedInUser(t.database.db, 2);
    await signedInAgo(t, young.userToken, 59 * 60);
    expect((await call(t.app, path, {}, young)).result?.isSuccess).toBe(true);

    const old = await signedInUser(t.database.db, 2);
    await signedInAgo(t, old.userToken, 61 * 60);
    expect(await call(t.app, path, {}, old)).toEqual(relogin);
  });
});
