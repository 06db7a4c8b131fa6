import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/lib/clock';
import { loadSandboxKeys, SandboxWeChatPay } from '../src/providers/wechat-pay/sandbox';
import { SANDBOX_WECHAT_IDENTITIES } from '../src/providers/wechat-sign-in';
import { build, type TestApp } from './helpers/build';
import { buildProductionApp } from './helpers/production-app';

/**
 * Issue 22 point 8, "the sandbox cannot be left on by mistake": in production the `/dev/*` pages do not exist; in
 * sandbox mode they answer only loopback callers (by socket address; behind the web tier, by the client it forwarded:
 * test/proxy-trust.test.ts) unless SANDBOX_DEV_ROUTES_FROM says otherwise,
 * their POSTs take JSON only, and the sandbox pay page pays only an order whose pay code it issued.
 */

const OUTSIDER = '203.0.113.9';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const ATHLETE_OPENID = SANDBOX_WECHAT_IDENTITIES[0].openid;

describe('in production', () => {
  it('no /dev route exists, even for a loopback caller', { timeout: 180_000 }, async () => {
    const production = await buildProductionApp();
    try {
      for (const request of [
        { method: 'GET' as const, url: '/dev/sms-outbox?mobile=13800000001' },
        { method: 'GET' as const, url: '/dev/wechat-login' },
        { method: 'POST' as const, url: '/dev/wechat-login', payload: { openid: ATHLETE_OPENID } },
        { method: 'GET' as const, url: '/dev/clock' },
        { method: 'GET' as const, url: '/dev/wechat-pay?out_trade_no=X1' },
        { method: 'POST' as const, url: '/dev/wechat-pay', payload: { out_trade_no: 'X1', outcome: 'pay' } },
        { method: 'POST' as const, url: '/dev/wechat-pay/refund-notify', payload: { out_refund_no: 'RF1' } },
        { method: 'GET' as const, url: '/dev/sandbox-pages.js' },
        { method: 'GET' as const, url: '/dev/e-sign/sign?k=0123456789abcdef01234567' },
        { method: 'POST' as const, url: '/dev/e-sign/sign', payload: { k: '0123456789abcdef01234567', outcome: 'sign' } },
        { method: 'GET' as const, url: '/dev/e-sign/verify?k=0123456789abcdef01234567' },
        { method: 'GET' as const, url: '/dev/e-sign/contract?contract_id=HT1&k=x' },
      ]) {
        expect((await production.app.inject(request)).statusCode, `${request.method} ${request.url}`).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});

describe('building the app for production', () => {
  it('refuses sandbox driver instances, however they were wired', { timeout: 180_000 }, async () => {
    await expect(buildProductionApp({ sandboxDrivers: true })).rejects.toThrow(
      /SMS_DRIVER: 沙箱驱动不能在 NODE_ENV=production 下运行[\s\S]*WECHAT_LOGIN_DRIVER[\s\S]*WECHAT_PAY_DRIVER[\s\S]*E_INVOICE_DRIVER[\s\S]*LOGISTICS_DRIVER[\s\S]*E_SIGN_DRIVER/,
    );
  });
});

describe('in sandbox mode', () => {
  let t: TestApp;
  let proxied: TestApp;
  let pay: SandboxWeChatPay;
  let booksDir: string;
  beforeAll(async () => {
    booksDir = await mkdtemp(path.join(tmpdir(), 'badminton-sandbox-door-'));
    pay = new SandboxWeChatPay(await loadSandboxKeys(path.join(booksDir, 'keys')), path.join(booksDir, 'books'), systemClock, 'http://192.168.1.20:8080');
    t = await build({ demo: null, demoAccounts: true, weChatPay: pay });
    proxied = await build({ demo: null, env: { TRUST_PROXY: '1', SANDBOX_DEV_ROUTES_FROM: 'loopback,198.51.100.0/24' } });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
    await rm(booksDir, { recursive: true, force: true });
  });

  it('answers loopback callers (IPv4, IPv6, IPv4-mapped) and refuses everyone else by socket address', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.inject({ method: 'GET', url: '/dev/clock', remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
    for (const url of ['/dev/sms-outbox?mobile=13800000001', '/dev/wechat-login', '/dev/clock']) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: OUTSIDER });
      expect(response.statusCode, url).toBe(403);
      expect(response.body).toContain('沙箱页面只允许本机访问');
    }
    // the one-time key of an athlete's WeChat identity is not handed to a visitor
    const takeOver = await t.app.inject({ method: 'POST', url: '/dev/wechat-login', payload: { openid: ATHLETE_OPENID }, remoteAddress: OUTSIDER });
    expect(takeOver.statusCode).toBe(403);
    expect(takeOver.headers.location).toBeUndefined();
  });

  it('does not take X-Forwarded-For for the caller, and SANDBOX_DEV_ROUTES_FROM widens the door', async () => {
    const forged = await proxied.app.inject({ method: 'GET', url: '/dev/clock', remoteAddress: OUTSIDER, headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forged.statusCode).toBe(403);
    expect((await proxied.app.inject({ method: 'GET', url: '/dev/clock', remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
  });

  it('takes JSON only on its POSTs (no cross-site form post)', async () => {
    for (const [url, body] of [
      ['/dev/clock', 'advanceSeconds=60'],
      ['/dev/wechat-login', `openid=${ATHLETE_OPENID}`],
      ['/dev/wechat-pay', 'out_trade_no=X1&outcome=pay'],
    ]) {
      for (const headers of [FORM, { 'content-type': 'text/plain' }, { 'content-type': 'multipart/form-data; boundary=x' }]) {
        const response = await t.app.inject({ method: 'POST', url, headers, payload: body });
        expect(response.statusCode, `${url} ${headers['content-type']}`).toBe(415);
      }
    }
    const moved = await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceSeconds: 1 } });
    expect(moved.statusCode).toBe(200);
    const confirmed = await t.app.inject({ method: 'POST', url: '/dev/wechat-login', payload: { openid: ATHLETE_OPENID } });
    expect(confirmed.statusCode).toBe(303);
  });

  it('the pay page pays, from anywhere, only the order of a pay code it issued', async () => {
    const { codeUrl } = await pay.createNativeOrder({ outTradeNo: 'DOOR0001', description: '纸质证书', amountFen: 1500, expiresAt: null });
    const code = new URL(codeUrl).searchParams.get('pr') ?? '';
    expect(code).not.toBe('');
    // by order number: only for allowed callers (the e2e helper on loopback)
    expect((await t.app.inject({ method: 'GET', url: '/dev/wechat-pay?out_trade_no=DOOR0001', remoteAddress: OUTSIDER })).statusCode).toBe(404);
    const byNumber = await t.app.inject({ method: 'POST', url: '/dev/wechat-pay', payload: { out_trade_no: 'DOOR0001', outcome: 'silent' }, remoteAddress: OUTSIDER });
    expect(byNumber.statusCode).toBe(404);
    expect((await pay.findOrder({ outTradeNo: 'DOOR0001' }))?.trade_state).toBe('NOTPAY');
    // a made-up code pays nothing
    expect((await t.app.inject({ method: 'POST', url: '/dev/wechat-pay', payload: { pr: 'made-up-code', outcome: 'pay' }, remoteAddress: OUTSIDER })).statusCode).toBe(404);
    // the phone that scanned the QR: the page and its form carry the code, and paying with it works
    const scanned = await t.app.inject({ method: 'GET', url: `/dev/wechat-pay?pr=${code}`, remoteAddress: OUTSIDER });
    expect(scanned.statusCode).toBe(200);
    expect(scanned.body).toContain(`<input type="hidden" name="pr" value="${code}">`);
    expect(scanned.body).not.toContain('name="out_trade_no"');
    expect(scanned.body).toContain('<script src="/dev/sandbox-pages.js" defer></script>');
    expect((await t.app.inject({ method: 'GET', url: '/dev/sandbox-pages.js', remoteAddress: OUTSIDER })).headers['content-type']).toContain('javascript');
    const paid = await t.app.inject({ method: 'POST', url: '/dev/wechat-pay', payload: { pr: code, outcome: 'silent' }, remoteAddress: OUTSIDER });
    expect(paid.statusCode).toBe(200);
    expect((await pay.findOrder({ outTradeNo: 'DOOR0001' }))?.trade_state).toBe('SUCCESS');
  });

  it('the portal’s WeChat link starts the sandbox page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/wechat/sign-in' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dev/wechat-login');
  });
});
