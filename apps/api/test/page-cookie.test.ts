import { logout, Role } from '@badminton/contracts';
import { describe, expect, it } from 'vitest';
import { PAGE_COOKIE, pageCookieValue, parsePageCookie, readPageCookie } from '../src/http/page-session';
import { hashUserToken } from '../src/modules/accounts/service';
import { MEMBER_MARK, MEMBER_MARK_HASH, TAB_SESSION_KEYS } from '../src/web/route-loader';
import { ageSession, signedInUser } from './helpers/accounts';
import { callOk, callUrl, signedBody } from './helpers/call';
import { framedService, pageCookieOf } from './helpers/frame-web-root';

/**
 * The page cookie (apps/api/src/http/page-session.ts, decision 0045): set by a signed call of a live session, bound to
 * that session by a MAC, read only by the HTML answer, and worthless once the session ends.
 */

const service = framedService({ demo: null });
const MESSAGES_CALL = 'FrontStationNews/GetStationNewsList';

async function messagesCall(userToken: string | undefined, cookie?: string) {
  return service.t.app.inject({
    method: 'POST',
    url: callUrl(MESSAGES_CALL),
    headers: cookie ? { cookie } : {},
    payload: signedBody(MESSAGES_CALL, { page: 1, limit: 1 }, userToken ? { userToken } : {}),
  });
}

describe('the page cookie', () => {
  it('is set by a signed call of a live session: HttpOnly, SameSite=Strict, for the whole site, ending with the browser', async () => {
    const { userToken } = await signedInUser(service.t.database.db, Role.Athlete);
    const response = await messagesCall(userToken);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${PAGE_COOKIE}=\\d+\\.[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict$`));
    expect(setCookie).not.toContain(userToken);
    expect(setCookie).not.toContain(hashUserToken(userToken));
  });

  it('is not set again when the request carries it, and not at all by a refused or public call', async () => {
    const { userToken } = await signedInUser(service.t.database.db, Role.Evaluator);
    const cookie = await pageCookieOf(service.t, userToken);
    expect((await messagesCall(userToken, cookie)).headers['set-cookie']).toBeUndefined();
    expect((await messagesCall('not-a-session')).headers['set-cookie']).toBeUndefined();
    expect((await messagesCall(undefined)).headers['set-cookie']).toBeUndefined();
  });

  it("names its session by a MAC over the session's token hash that only the service's key makes", async () => {
    const key = Buffer.alloc(32, 7);
    const value = pageCookieValue(key, 12, 'a'.repeat(64));
    const parsed = parsePageCookie(key, value);
    expect(parsed?.sessionId).toBe(12);
    expect(parsed?.matches('a'.repeat(64))).toBe(true);
    expect(parsed?.matches('b'.repeat(64))).toBe(false);
    expect(parsePageCookie(Buffer.alloc(32, 8), value)?.matches('a'.repeat(64))).toBe(false);
    for (const bad of ['', '12', '12.', 'x.abc', `0.${value.split('.')[1]}`, `${value}x`]) expect(parsePageCookie(key, bad)).toBeNull();
    expect(readPageCookie(`a=1; ${PAGE_COOKIE}=${value}; b=2`)).toBe(value);
    expect(readPageCookie('a=1')).toBeNull();
  });

  it('is cleared by the HTML answer once its session has ended (sign-out), or when it was never one', async () => {
    const { userToken } = await signedInUser(service.t.database.db, Role.Athlete);
    const cookie = await pageCookieOf(service.t, userToken);
    const live = await service.t.app.inject({ url: '/personal/gradeTestRecord', headers: { cookie } });
    expect(live.headers['set-cookie']).toBeUndefined();

    await callOk(service.t.app, logout.path, {}, { userToken });
    const ended = await service.t.app.inject({ url: '/personal/gradeTestRecord', headers: { cookie } });
    expect(String(ended.headers['set-cookie'])).toMatch(new RegExp(`^${PAGE_COOKIE}=; .*Max-Age=0`));

    const forged = await service.t.app.inject({ url: '/personal/gradeTestRecord', headers: { cookie: `${cookie.slice(0, -2)}AA` } });
    expect(String(forged.headers['set-cookie'])).toMatch(/Max-Age=0/);
  });

  it('names no member once its session is idle past the limit', async () => {
    const { userToken } = await signedInUser(service.t.database.db, Role.Athlete);
    const cookie = await pageCookieOf(service.t, userToken);
    await ageSession(service.t.database.db, userToken, 3 * 60 * 60);
    const answer = await service.t.app.inject({ url: '/personal/gradeTestRecord', headers: { cookie } });
    expect(String(answer.headers['set-cookie'])).toMatch(/Max-Age=0/);
  });
});

describe('the member mark', () => {
  it("reads the tab's session from the keys the session store writes", () => {
    expect(TAB_SESSION_KEYS).toEqual({ userInfo: 'BADMINTON_userInfo', token: 'BADMINTON_token' });
    expect(MEMBER_MARK).toContain(`getItem('${TAB_SESSION_KEYS.userInfo}')`);
  });

  it('is allowed by its hash in the Content-Security-Policy of every HTML answer', async () => {
    const answer = await service.t.app.inject('/index');
    expect(String(answer.headers['content-security-policy'])).toContain(MEMBER_MARK_HASH);
    expect(MEMBER_MARK).not.toMatch(/<\/script/i);
  });
});
