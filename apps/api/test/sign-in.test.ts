import {
  ACCOUNT_MESSAGES,
  getMessageCode,
  getPersonalInfo,
  getStationNewsList,
  login,
  mobileVerify,
  weChatLogin,
} from '@badminton/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindTickets, rateLimitCounters, sessions, users } from '../src/db/schema';
import { SANDBOX_WECHAT_IDENTITIES } from '../src/providers/wechat-sign-in';
import { PASSWORD_FROM_LOGIN_NAME } from '../src/security/passwords';
import { DEMO_PASSWORD } from '../demo/accounts/index';
import { browserEncryptor, latestCode, userDataOf } from './helpers/accounts-flow';
import { build, type TestApp } from './helpers/build';
import { call, callOk, sentBodies } from './helpers/call';

let t: TestApp;
let encrypt: (value: string) => string;

beforeAll(async () => {
  t = await build({ demo: null, demoAccounts: true });
  encrypt = await browserEncryptor(t.app);
});
afterAll(() => t.close());

const BULK_ID_NUMBER = '440106201003150044';

function signIn(usertype: number, account: string, password = DEMO_PASSWORD) {
  return call(t.app, login.path, { usertype, loginName: encrypt(account), password: encrypt(password) });
}

async function forgetThrottling(): Promise<void> {
  await t.database.db.delete(rateLimitCounters);
}

describe('CommonApi/Login', () => {
  it('signs in every demo account of roles 1–5 with a session and a masked mobile', async () => {
    const expected = [
      [1, '13800000001', '李羽涵'],
      [2, '13800000002', '王振华'],
      [3, '13800000003', '广州市羽翔体育培训有限公司'],
      [4, '13800000004', '138****0004'],
      [5, '13800000005', '138****0005'],
    ] as const;
    for (const [usertype, mobile, name] of expected) {
      const answer = await signIn(usertype, mobile);
      const userData = userDataOf(answer.result ?? {});
      expect(userData, mobile).toMatchObject({ usertype, isverify: 1, name, mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}` });
      expect(userData.userToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(userData.bindTicket).toBeUndefined();
    }
  });

  it('stores only the sha256 of the token', async () => {
    const { userToken } = userDataOf((await signIn(1, '13800000001')).result ?? {});
    const stored = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.some((row) => row.tokenHash.includes(userToken ?? '-'))).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('answers one message for an unknown account, a wrong password or a wrong role', async () => {
    await forgetThrottling();
    expect((await signIn(1, '13800000001', 'Wrong@2026')).result).toEqual({ isSuccess: false, errorMsg: ACCOUNT_MESSAGES.wrongCredentials });
    expect((await signIn(1, '13899999999')).result?.errorMsg).toBe(ACCOUNT_MESSAGES.wrongCredentials);
    expect((await signIn(2, '13800000001')).result?.errorMsg).toBe(ACCOUNT_MESSAGES.wrongCredentials);
  });

  it('refuses values that were not encrypted with the service key, and empty accounts', async () => {
    const plain = await call(t.app, login.path, { usertype: 1, loginName: '13800000001', password: 'Plain-text-1' });
    expect(plain.result?.errorMsg).toBe(ACCOUNT_MESSAGES.decryptFailed);
    expect((await call(t.app, login.path, { usertype: 1, password: encrypt('x') })).result?.errorMsg).toBe('账号不能为空');
    expect((await signIn(1, '   ')).result?.errorMsg).toBe('账号不能为空');
  });

  it('pauses an account after 5 failures in 15 minutes, even for the right password', async () => {
    await forgetThrottling();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(2, '13800000002', `Wrong${attempt}!x`)).result?.errorMsg).toBe(ACCOUNT_MESSAGES.wrongCredentials);
    }
    expect((await signIn(2, '13800000002')).result?.errorMsg).toBe(ACCOUNT_MESSAGES.signInThrottled);
    // Another account from the same address is not paused.
    expect((await signIn(3, '13800000003')).result?.isSuccess).toBe(true);
    await t.database.db
      .update(rateLimitCounters)
      .set({ windowStartedAt: sql`now() - interval '901 seconds'` })
      .where(eq(rateLimitCounters.scope, 'sign_in_account'));
    expect((await signIn(2, '13800000002')).result?.isSuccess).toBe(true);
  });

  it('counts parallel failures atomically', async () => {
    await forgetThrottling();
    const answers = await Promise.all(Array.from({ length: 9 }, (_, index) => signIn(4, '13800000004', `Parallel${index}!`)));
    expect(answers.filter((answer) => answer.result?.errorMsg === ACCOUNT_MESSAGES.wrongCredentials)).toHaveLength(5);
    expect(answers.filter((answer) => answer.result?.errorMsg === ACCOUNT_MESSAGES.signInThrottled)).toHaveLength(4);
  });

  it('pauses an address after 20 failures in 15 minutes, whatever the account', async () => {
    await forgetThrottling();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await signIn(1, `1370000${String(attempt).padStart(4, '0')}`)).result?.errorMsg).toBe(ACCOUNT_MESSAGES.wrongCredentials);
    }
    expect((await signIn(5, '13800000005')).result?.errorMsg).toBe(ACCOUNT_MESSAGES.signInThrottled);
    await forgetThrottling();
  });

  it('gives a successful sign-in its slot back', async () => {
    await forgetThrottling();
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn(1, '13800000001', 'Wrong@2026');
    expect((await signIn(1, '13800000001')).result?.isSuccess).toBe(true);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await signIn(1, '13800000001', 'Wrong@2026')).result?.errorMsg).toBe(ACCOUNT_MESSAGES.wrongCredentials);
    }
    await forgetThrottling();
  });
});

describe('bulk-registered athlete: ID number, bind ticket, CommonApi/MobileVerify', () => {
  it('tells a bulk athlete who typed the contact mobile to use the ID number', async () => {
    expect((await signIn(1, '13800000006')).result?.errorMsg).toBe(ACCOUNT_MESSAGES.bulkAccount);
  });

  it('signs in unverified with the ID number: no session, a one-time bind ticket; binds; then signs in verified', async () => {
    const first = userDataOf((await signIn(1, BULK_ID_NUMBER)).result ?? {});
    expect(first).toMatchObject({ usertype: 1, isverify: 0, name: '赵小雨', mobile: '' });
    expect(first.userToken).toBeUndefined();
    expect(first.bindTicket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [ticketRow] = await t.database.db.select().from(bindTickets).where(eq(bindTickets.userId, first.userId));
    expect(ticketRow.ticketHash).not.toBe(first.bindTicket);

    const mobile = '13912345678';
    await callOk(t.app, getMessageCode.path, { mobile });
    const code = await latestCode(t.app, mobile);
    const bind = (payload: Record<string, unknown>) =>
      call(t.app, mobileVerify.path, { mobile, code, userId: first.userId, flag: 1, bindTicket: first.bindTicket, ...payload });

    expect((await bind({ bindTicket: 'forged-ticket' })).result?.errorMsg).toBe(ACCOUNT_MESSAGES.bindTicketExpired);
    expect((await bind({ userId: first.userId + 1 })).result?.errorMsg).toBe(ACCOUNT_MESSAGES.bindTicketExpired);
    expect((await bind({ mobile: '13800000001' })).result?.errorMsg).toBe(ACCOUNT_MESSAGES.mobileTaken);
    expect((await bind({})).result).toEqual({ isSuccess: true });
    expect((await bind({})).result?.errorMsg).toBe(ACCOUNT_MESSAGES.bindTicketExpired);

    const [stored] = await t.database.db.select().from(users).where(eq(users.id, first.userId));
    expect(stored).toMatchObject({ mobile, isVerify: true });

    for (const account of [mobile, BULK_ID_NUMBER]) {
      const again = userDataOf((await signIn(1, account)).result ?? {});
      expect(again).toMatchObject({ userId: first.userId, isverify: 1, mobile: '139****5678' });
      expect(again.userToken).toBeDefined();
      const info = await callOk(t.app, getPersonalInfo.path, {}, { userToken: again.userToken, userId: again.userId });
      expect((info.items as Array<{ name: string }>)[0].name).toBe('赵小雨');
    }
  });

  it('an account registered from a sheet: its first password is the ID number’s last six until binding makes it a hash', async () => {
    const idNumber = '11010120100307003X';
    const [bulk] = await t.database.db
      .insert(users)
      .values({ usertype: 1, loginName: idNumber, isVerify: false, passwordHash: PASSWORD_FROM_LOGIN_NAME, createdAt: new Date() })
      .returning({ id: users.id });
    await forgetThrottling();
    for (const wrong of ['07003x', '0307003X', '003X', PASSWORD_FROM_LOGIN_NAME, '$argon2id$']) {
      expect((await signIn(1, idNumber, wrong)).result?.errorMsg, wrong).toBe(ACCOUNT_MESSAGES.wrongCredentials);
    }
    await forgetThrottling();
    const first = userDataOf((await signIn(1, idNumber, '07003X')).result ?? {});
    expect(first).toMatchObject({ userId: bulk.id, isverify: 0 });
    expect(first.userToken).toBeUndefined();
    const mobile = '13912345611';
    await callOk(t.app, getMessageCode.path, { mobile });
    const code = await latestCode(t.app, mobile);
    expect((await call(t.app, mobileVerify.path, { mobile, code, userId: bulk.id, flag: 1, bindTicket: first.bindTicket })).result).toEqual({ isSuccess: true });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, bulk.id));
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    const again = userDataOf((await signIn(1, mobile, '07003X')).result ?? {});
    expect(again).toMatchObject({ userId: bulk.id, isverify: 1 });
    expect(again.userToken).toBeDefined();
  });

  it('refuses an expired bind ticket', async () => {
    const [bulk] = await t.database.db
      .insert(users)
      .values({
        usertype: 1,
        loginName: '110101199003070095',
        isVerify: false,
        passwordHash: (await t.database.db.select().from(users).limit(1))[0].passwordHash,
        createdAt: new Date(),
      })
      .returning({ id: users.id });
    const answer = userDataOf((await signIn(1, '110101199003070095')).result ?? {});
    expect(answer.userId).toBe(bulk.id);
    await t.database.db.update(bindTickets).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(bindTickets.userId, bulk.id));
    const mobile = '13912345600';
    await callOk(t.app, getMessageCode.path, { mobile });
    const code = await latestCode(t.app, mobile);
    expect((await call(t.app, mobileVerify.path, { mobile, code, userId: bulk.id, bindTicket: answer.bindTicket })).result?.errorMsg).toBe(
      ACCOUNT_MESSAGES.bindTicketExpired,
    );
  });
});

describe('WeChat sign-in sandbox', () => {
  async function confirm(openid: string): Promise<string> {
    const response = await t.app.inject({ method: 'POST', url: '/dev/wechat-login', payload: { openid } });
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/wxsignin\?token=/);
    const token = decodeURIComponent(location.slice('/wxsignin?token='.length));
    const sections = token.split('.');
    expect(sections).toHaveLength(3);
    return sections[1];
  }

  it('serves the Chinese sandbox page listing a bound and an unbound identity', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/wechat-login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('模拟微信扫码登录');
    expect(response.body.match(/<button type="submit">确认登录<\/button>/g)).toHaveLength(2);
    expect(response.body).toContain('已绑定运动员账号 138****0001');
    expect(response.body).toContain('未绑定平台账号');
  });

  it('signs in the bound athlete with a one-time key', async () => {
    const key = await confirm(SANDBOX_WECHAT_IDENTITIES[0].openid);
    const userData = userDataOf(await callOk(t.app, weChatLogin.path, { key }));
    expect(userData).toMatchObject({ usertype: 1, isverify: 1, name: '李羽涵', mobile: '138****0001' });
    const messages = await callOk(t.app, getStationNewsList.path, {}, { userToken: userData.userToken, userId: userData.userId });
    expect(messages.totalCount).toBe(3);
    expect((await call(t.app, weChatLogin.path, { key })).result?.errorMsg).toBe(ACCOUNT_MESSAGES.weChatKeyExpired);
  });

  it('answers that an unbound identity must register first', async () => {
    const key = await confirm(SANDBOX_WECHAT_IDENTITIES[1].openid);
    expect((await call(t.app, weChatLogin.path, { key })).result?.errorMsg).toBe(ACCOUNT_MESSAGES.weChatNotBound);
  });

  it('refuses unknown identities and made-up keys', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/dev/wechat-login', payload: { openid: 'someone-else' } });
    expect(response.statusCode).toBe(400);
    expect((await call(t.app, weChatLogin.path, { key: 'made-up-key' })).result?.errorMsg).toBe(ACCOUNT_MESSAGES.weChatKeyExpired);
  });
});

describe('request bodies', () => {
  it('never carry the plain password', () => {
    expect(sentBodies.length).toBeGreaterThan(40);
    for (const body of sentBodies) expect(body).not.toContain(DEMO_PASSWORD);
  });
});
