import { getStationNewsList, MESSAGES } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema';
import { SESSION_TOUCH_INTERVAL_SECONDS } from '../src/modules/accounts/repository';
import { endSession, hashUserToken, SESSION_IDLE_SECONDS } from '../src/modules/accounts/service';
import { addMessage, ageSession, signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call } from './helpers/call';

let t: TestApp;
beforeAll(async () => {
  t = await build({ demo: null });
});
afterAll(() => t.close());

const relogin = {
  success: true,
  result: { isSuccess: false, errorMsg: MESSAGES.sessionExpired },
  error: null,
  unAuthorizedRequest: true,
};

describe('sessions on a non-public call', () => {
  const path = getStationNewsList.path;

  it('refuses a call without a session or with an unknown token', async () => {
    expect(await call(t.app, path)).toEqual(relogin);
    expect(await call(t.app, path, {}, { userToken: 'not-a-real-token', userId: 1 })).toEqual(relogin);
  });

  it('refuses a revoked session', async () => {
    const user = await signedInUser(t.database.db, 1);
    expect((await call(t.app, path, {}, user)).result?.isSuccess).toBe(true);
    expect(await endSession(t.database.db, user.userToken, new Date())).toBe(true);
    expect(await call(t.app, path, {}, user)).toEqual(relogin);
  });

  it('refuses a session idle for more than 2 hours, and keeps a used one alive', async () => {
    const idle = await signedInUser(t.database.db, 2);
    await ageSession(t.database.db, idle.userToken, SESSION_IDLE_SECONDS + 60);
    expect(await call(t.app, path, {}, idle)).toEqual(relogin);

    const active = await signedInUser(t.database.db, 2);
    await ageSession(t.database.db, active.userToken, SESSION_IDLE_SECONDS - 60);
    expect((await call(t.app, path, {}, active)).result?.isSuccess).toBe(true);
    await ageSession(t.database.db, active.userToken, 0);
    expect((await call(t.app, path, {}, active)).result?.isSuccess).toBe(true);
  });

  it('records a use at most once a minute: a session used 30 s ago is not written, one used 61 s ago is', async () => {
    const user = await signedInUser(t.database.db, 1);
    const lastSeen = async () =>
      (await t.database.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, hashUserToken(user.userToken))))[0].at;

    await ageSession(t.database.db, user.userToken, 30);
    const recent = await lastSeen();
    expect((await call(t.app, path, {}, user)).result?.isSuccess).toBe(true);
    expect(await lastSeen()).toEqual(recent);

    await ageSession(t.database.db, user.userToken, SESSION_TOUCH_INTERVAL_SECONDS + 1);
    const stale = await lastSeen();
    expect((await call(t.app, path, {}, user)).result?.isSuccess).toBe(true);
    expect((await lastSeen()).getTime()).toBeGreaterThan(stale.getTime() + 60_000);
  });
});

describe('FrontStationNews/GetStationNewsList', () => {
  it("answers only the caller's own messages, newest first, all or unread", async () => {
    const owner = await signedInUser(t.database.db, 1);
    const other = await signedInUser(t.database.db, 3);
    const at = (minute: number) => new Date(Date.UTC(2024, 4, 1, 2, minute));
    for (let index = 1; index <= 8; index += 1) {
      await addMessage(t.database.db, owner.userId, { title: `消息${index}`, isRead: index % 2 === 0, creationTime: at(index) });
    }
    await addMessage(t.database.db, other.userId, { title: '别人的消息', creationTime: at(30) });

    const all = getStationNewsList.output.parse((await call(t.app, getStationNewsList.path, {}, owner)).result);
    expect(all.totalCount).toBe(8);
    expect(all.items).toHaveLength(6);
    expect(all.items[0]).toEqual({
      id: all.items[0].id,
      message_title: '消息8',
      message_content: '消息8的内容',
      creationTime: '2024-05-01 10:08:00',
      is_read: true,
    });

    const unread = getStationNewsList.output.parse((await call(t.app, getStationNewsList.path, { status: 1 }, owner)).result);
    expect(unread.totalCount).toBe(4);
    expect(unread.items.map((item) => item.message_title)).toEqual(['消息7', '消息5', '消息3', '消息1']);

    const page2 = getStationNewsList.output.parse((await call(t.app, getStationNewsList.path, { page: 2 }, owner)).result);
    expect(page2.items.map((item) => item.message_title)).toEqual(['消息2', '消息1']);

    const others = getStationNewsList.output.parse((await call(t.app, getStationNewsList.path, {}, other)).result);
    expect(others.items.map((item) => item.message_title)).toEqual(['别人的消息']);
  });
});
