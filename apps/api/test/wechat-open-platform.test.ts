import { ACCOUNT_MESSAGES, weChatLogin } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_WECHAT_IDENTITIES } from '../src/providers/wechat-sign-in';
import { userDataOf } from './helpers/accounts-flow';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';
import { WeChatOpenFake } from './helpers/wechat-open-fake';

/**
 * WECHAT_LOGIN_DRIVER=open-platform (issue 22 point 8): the website QR-code sign-in of the WeChat open platform,
 * against a fake of its OAuth 2.0 endpoints written separately from the driver (`helpers/wechat-open-fake.ts`).
 */

const fake = new WeChatOpenFake();
let t: TestApp;
/** The demo athlete's WeChat binding (demo data) is to this openid; the fake hands it out as the real one would. */
const BOUND_OPENID = SANDBOX_WECHAT_IDENTITIES[0].openid;

beforeAll(async () => {
  await fake.start();
  t = await build({
    demoAccounts: true,
    env: {
      WECHAT_LOGIN_DRIVER: 'open-platform',
      WECHAT_LOGIN_APPID: fake.appid,
      WECHAT_LOGIN_APP_SECRET: fake.appSecret,
      WECHAT_LOGIN_API_BASE_URL: fake.baseUrl,
      WECHAT_LOGIN_AUTHORIZE_URL: `${fake.baseUrl}/connect/qrconnect`,
      PUBLIC_BASE_URL: 'https://badminton.example.cn',
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

/** Starts a sign-in as the portal's 微信登录 link does; answers the QR-code page's state and the browser's cookie. */
async function start(): Promise<{ state: string; cookie: string; location: URL }> {
  const response = await t.app.inject({ method: 'GET', url: '/api/wechat/sign-in' });
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location));
  const cookie = String(response.headers['set-cookie']).split(';')[0];
  return { state: location.searchParams.get('state') ?? '', cookie, location };
}

async function callback(query: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url: `/api/wechat/sign-in/callback?${query}`, headers: cookie ? { cookie } : {} });
}

function keyOf(location: string): string {
  expect(location).toMatch(/^\/wxsignin\?token=/);
  return decodeURIComponent(location.slice('/wxsignin?token='.length)).split('.')[1];
}

describe('the open-platform WeChat sign-in', () => {
  it('sends the browser to qrconnect with the application, the callback, snsapi_login and a state in a cookie', async () => {
    const { state, cookie, location } = await start();
    expect(`${location.origin}${location.pathname}`).toBe(`${fake.baseUrl}/connect/qrconnect`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      appid: fake.appid,
      redirect_uri: 'https://badminton.example.cn/api/wechat/sign-in/callback',
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    });
    expect(location.hash).toBe('#wechat_redirect');
    expect(state).toMatch(/^[\w-]{20,}$/);
    expect(cookie).toBe(`bm_wx_state=${state}`);
  });

  it('signs in the bound athlete: code → openid → one-time key → WeChatLogin', async () => {
    const { state, cookie } = await start();
    const response = await callback(`code=${fake.authorize(BOUND_OPENID)}&state=${state}`, cookie);
    expect(response.statusCode).toBe(303);
    const key = keyOf(String(response.headers.location));
    const userData = userDataOf(await callOk(t.app, weChatLogin.path, { key }));
    expect(userData).toMatchObject({ usertype: 1, name: '李羽涵' });
    expect((await call(t.app, weChatLogin.path, { key })).result?.errorMsg).toBe(ACCOUNT_MESSAGES.weChatKeyExpired);
  });

  it('refuses a callback whose state is not this browser’s (login CSRF), and a refused authorization', async () => {
    const { state, cookie } = await start();
    const code = fake.authorize(BOUND_OPENID);
    for (const response of [await callback(`code=${code}&state=${state}`), await callback(`code=${code}&state=other`, cookie)]) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/signin');
    }
    const refused = await callback(`state=${state}`, cookie);
    expect(refused.headers.location).toBe('/signin');
  });

  it('shows a failure page when WeChat refuses the code (used, unknown)', async () => {
    const { state, cookie } = await start();
    const code = fake.authorize(BOUND_OPENID);
    expect((await callback(`code=${code}&state=${state}`, cookie)).statusCode).toBe(303);
    const again = await callback(`code=${code}&state=${state}`, cookie);
    expect(again.statusCode).toBe(502);
    expect(again.body).toContain('微信登录失败');
    expect((await callback(`code=made-up&state=${state}`, cookie)).statusCode).toBe(502);
  });

  it('has no sandbox page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/wechat-login' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/dev/wechat-login', payload: { openid: BOUND_OPENID } })).statusCode).toBe(404);
  });
});
