import { Role } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_COOKIE, pageCookieValue, parsePageCookie, readPageCookie } from '../src/http/page-session';
import { hashUserToken } from '../src/modules/accounts/service';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { callUrl, signedBody } from './helpers/call';
import { pageCookieOf } from './helpers/page-cookie';

/**
 * The page cookie (apps/api/src/http/page-session.ts, decision 0045): set by a signed call of a live session, bound to
 * that session by a MAC, read only by the web tier through the render endpoint (http/render-routes.ts), and worthless
 * once the session ends.
 */

let t: TestApp;
beforeAll(async () => {
  t = await build({ demo: null });
});
afterAll(() => t.close());
const MESSAGES_CALL = 'FrontStationNews/GetStationNewsList';

async function messagesCall(userToken: string | undefined, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: callUrl(MESSAGES_CALL),
    headers: cookie ? { cookie } : {},
    payload: signedBody(MESSAGES_CALL, { page: 1, limit: 1 }, userToken ? { userToken } : {}),
  });
}

describe('the page cookie', () => {
  it('is set by a signed call of a live session: HttpOnly, SameSite=Strict, for the whole site, ending with the browser', async () => {
    const { userToken } = await signedInUser(t.database.db, Role.Athlete);
    const response = await messagesCall(userToken);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${PAGE_COOKIE}=\\d+\\.[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict$`));
    expect(setCookie).not.toContain(userToken);
    expect(setCookie).not.toContain(hashUserToken(userToken));
  });

  it('is not set again when the request carries it, and not at all by a refused or public call', async () => {
    const { userToken } = await signedInUser(t.database.db, Role.Evaluator);
    const cookie = await pageCookieOf(t, userToken);
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
});
