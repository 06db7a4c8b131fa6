import { ACCOUNT_MESSAGES, checkPhoneNumber, getMessageCode, login, openQuery, PORTAL_MESSAGES } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserEncryptor } from './helpers/accounts-flow';
import { build, type TestApp } from './helpers/build';
import { callUrl, signedBody } from './helpers/call';

/**
 * Per-address limits behind a reverse proxy (decision 0021): with `TRUST_PROXY=1` the client address is the entry
 * the proxy appended (the right-most of X-Forwarded-For), so a client varying the entries it writes itself to the
 * left cannot get a fresh address per request.
 */

const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.7';
const OTHER_CLIENT = '198.51.100.9';

let spoofCount = 0;
/** A different forged left-most entry on every request. */
function spoofed(client: string): string {
  spoofCount += 1;
  return `192.0.2.${spoofCount % 250}, 100.64.${spoofCount % 200}.1, ${client}`;
}

async function callVia(app: TestApp['app'], path: string, payload: Record<string, unknown>, client = CLIENT) {
  const response = await app.inject({
    method: 'POST',
    url: callUrl(path),
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': spoofed(client) },
    payload: signedBody(path, payload),
  });
  return response.json<{ result: { isSuccess: boolean; errorMsg?: string } | null }>().result;
}

describe('TRUST_PROXY=1', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await build({
      demo: null,
      env: { TRUST_PROXY: '1', LOG_LEVEL: 'info', SIGN_IN_FAILURES_PER_ADDRESS: '3', SMS_DAILY_LIMIT_PER_ADDRESS: '2' },
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(() => t.close());

  it('sees the address the proxy appended, whatever the client wrote to its left', async () => {
    lines.length = 0;
    for (let index = 0; index < 3; index += 1) {
      await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: PROXY, headers: { 'x-forwarded-for': spoofed(CLIENT) } });
    }
    const addresses = lines
      .map((line) => JSON.parse(line) as { req?: { remoteAddress?: string } })
      .flatMap((entry) => (entry.req?.remoteAddress ? [entry.req.remoteAddress] : []));
    expect(addresses).toEqual([CLIENT, CLIENT, CLIENT]);
  });

  it('limits sign-in failures from one machine with varied forged headers', async () => {
    const encrypt = await browserEncryptor(t.app);
    const signIn = (account: string, client?: string) =>
      callVia(t.app, login.path, { usertype: 1, loginName: encrypt(account), password: encrypt('Wrong@2026') }, client);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(`1370000000${attempt}`))?.errorMsg).toBe(ACCOUNT_MESSAGES.wrongCredentials);
    }
    expect((await signIn('13700000009'))?.errorMsg).toBe(ACCOUNT_MESSAGES.signInThrottled);
    // Another client behind the same proxy keeps its own count.
    expect((await signIn('13700000009', OTHER_CLIENT))?.errorMsg).toBe(ACCOUNT_MESSAGES.wrongCredentials);
  });

  it('limits SMS codes per machine with varied forged headers', async () => {
    expect((await callVia(t.app, getMessageCode.path, { mobile: '13712340001' }))?.isSuccess).toBe(true);
    expect((await callVia(t.app, getMessageCode.path, { mobile: '13712340002' }))?.isSuccess).toBe(true);
    expect((await callVia(t.app, getMessageCode.path, { mobile: '13712340003' }))?.errorMsg).toBe(ACCOUNT_MESSAGES.smsDailyLimit);
    expect((await callVia(t.app, getMessageCode.path, { mobile: '13712340003' }, OTHER_CLIENT))?.isSuccess).toBe(true);
  });

  it('limits certificate queries per machine with varied forged headers (30 a minute)', async () => {
    const query = { name: '张三', certificates_number: '110101199003077777', certificate_numbering: 'X1' };
    for (let index = 0; index < 30; index += 1) {
      expect((await callVia(t.app, openQuery.path, query))?.errorMsg).not.toBe(PORTAL_MESSAGES.queryTooFrequent);
    }
    expect((await callVia(t.app, openQuery.path, query))?.errorMsg).toBe(PORTAL_MESSAGES.queryTooFrequent);
    expect((await callVia(t.app, openQuery.path, query, OTHER_CLIENT))?.errorMsg).not.toBe(PORTAL_MESSAGES.queryTooFrequent);
  });

  it('limits the registered-mobile check per machine (30 a minute), so mobiles cannot be walked', async () => {
    for (let index = 0; index < 30; index += 1) {
      const answer = await callVia(t.app, checkPhoneNumber.path, { mobile: `1371234${String(index).padStart(4, '0')}`, userType: 1 });
      expect(answer).toEqual({ isSuccess: true, registered: false });
    }
    expect((await callVia(t.app, checkPhoneNumber.path, { mobile: '13712349999', userType: 1 }))?.errorMsg).toBe(
      PORTAL_MESSAGES.queryTooFrequent,
    );
    expect((await callVia(t.app, checkPhoneNumber.path, { mobile: '13712349999', userType: 1 }, OTHER_CLIENT))?.isSuccess).toBe(true);
  });
});

describe('TRUST_PROXY as proxy addresses', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await build({ demo: null, env: { TRUST_PROXY: '10.0.0.0/8', LOG_LEVEL: 'info' }, logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  const seen = () =>
    lines.map((line) => JSON.parse(line) as { req?: { remoteAddress?: string } }).flatMap((entry) => (entry.req?.remoteAddress ? [entry.req.remoteAddress] : []));

  it('skips the trusted proxies from the right and stops at the first other address', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: PROXY, headers: { 'x-forwarded-for': `192.0.2.1, ${CLIENT}, 10.1.1.1` } });
    expect(seen()).toEqual([CLIENT]);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: OTHER_CLIENT, headers: { 'x-forwarded-for': CLIENT } });
    expect(seen()).toEqual([OTHER_CLIENT]);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ demo: null });
  });
  afterAll(() => t.close());

  it('counts the socket address: forged headers change nothing', async () => {
    for (let index = 0; index < 30; index += 1) {
      await callVia(t.app, checkPhoneNumber.path, { mobile: `1381234${String(index).padStart(4, '0')}`, userType: 1 }, `192.0.2.${index}`);
    }
    expect((await callVia(t.app, checkPhoneNumber.path, { mobile: '13812349999', userType: 1 }, '192.0.2.99'))?.errorMsg).toBe(
      PORTAL_MESSAGES.queryTooFrequent,
    );
  });
});

/**
 * The one-machine deployment of issue 23: the web tier is the public front, on this machine, and forwards `/api/*`,
 * `/wwwroot/*` and `/dev/*` here with the client's address appended to `X-Forwarded-For`; the service trusts it with
 * `TRUST_PROXY=loopback`.
 */
describe('TRUST_PROXY=loopback (the web tier in front, on this machine)', () => {
  let t: TestApp;
  const lines: string[] = [];
  const WEB_TIER = '127.0.0.1';
  beforeAll(async () => {
    t = await build({
      demo: null,
      env: { TRUST_PROXY: 'loopback', LOG_LEVEL: 'info', SMS_DAILY_LIMIT_PER_ADDRESS: '1' },
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(() => t.close());

  const seen = () =>
    lines.map((line) => JSON.parse(line) as { req?: { remoteAddress?: string } }).flatMap((entry) => (entry.req?.remoteAddress ? [entry.req.remoteAddress] : []));
  const viaWebTier = (url: string, forwardedFor?: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url, remoteAddress: WEB_TIER, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } });

  it('sees the client the web tier forwarded, and only the web tier’s word for it', async () => {
    lines.length = 0;
    await viaWebTier('/api/health', CLIENT);
    await viaWebTier('/api/health', `127.0.0.1, ${CLIENT}`);
    // A peer that is not the web tier cannot name a client.
    await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: OTHER_CLIENT, headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(seen()).toEqual([CLIENT, CLIENT, OTHER_CLIENT]);
  });

  it('counts the per-address limits per forwarded client', async () => {
    const sms = (mobile: string, client: string) =>
      t.app
        .inject({ method: 'POST', url: callUrl(getMessageCode.path), remoteAddress: WEB_TIER, headers: { 'x-forwarded-for': client }, payload: signedBody(getMessageCode.path, { mobile }) })
        .then((response) => response.json<{ result: { isSuccess: boolean; errorMsg?: string } }>().result);
    expect((await sms('13712340011', CLIENT)).isSuccess).toBe(true);
    expect((await sms('13712340012', CLIENT)).errorMsg).toBe(ACCOUNT_MESSAGES.smsDailyLimit);
    expect((await sms('13712340012', OTHER_CLIENT)).isSuccess).toBe(true);
  });

  it('opens the sandbox pages to a client on this machine only, never to a remote client the web tier forwards', async () => {
    expect((await viaWebTier('/dev/clock')).statusCode).toBe(200);
    expect((await viaWebTier('/dev/clock', '127.0.0.1')).statusCode).toBe(200);
    expect((await viaWebTier('/dev/clock', '::1')).statusCode).toBe(200);
    for (const forwarded of [CLIENT, `127.0.0.1, ${CLIENT}`]) {
      const refused = await viaWebTier('/dev/clock', forwarded);
      expect(refused.statusCode, forwarded).toBe(403);
      expect(refused.body).toContain('沙箱页面只允许本机访问');
    }
    expect((await viaWebTier('/dev/sms-outbox?mobile=13712340011', CLIENT)).statusCode).toBe(403);
    expect((await viaWebTier('/dev/wechat-pay?out_trade_no=X1', CLIENT)).statusCode).toBe(404);
    // A forwarded address never opens the door to a peer that is not allowed itself.
    expect((await t.app.inject({ method: 'GET', url: '/dev/clock', remoteAddress: CLIENT, headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(403);
    // `Forwarded` alone names no client Fastify reads: refused.
    expect((await t.app.inject({ method: 'GET', url: '/dev/clock', remoteAddress: WEB_TIER, headers: { forwarded: 'for=127.0.0.1' } })).statusCode).toBe(403);
  });

  it('keeps the operations endpoints to a caller on this machine that nothing forwarded', async () => {
    for (const url of ['/api/metrics', '/api/ops/dead-letters']) {
      expect((await viaWebTier(url)).statusCode, url).toBe(200);
      expect((await viaWebTier(url, '127.0.0.1')).statusCode, url).toBe(404);
      expect((await viaWebTier(url, CLIENT)).statusCode, url).toBe(404);
    }
  });
});

describe('without TRUST_PROXY, behind a proxy on this machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ demo: null });
  });
  afterAll(() => t.close());

  it('closes the sandbox pages to every forwarded request (its client is unknown)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/clock', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    for (const forwarded of ['127.0.0.1', CLIENT]) {
      expect((await t.app.inject({ method: 'GET', url: '/dev/clock', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwarded } })).statusCode).toBe(403);
    }
  });
});
