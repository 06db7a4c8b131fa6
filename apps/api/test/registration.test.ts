import {
  ACCOUNT_MESSAGES,
  checkPhoneNumber,
  getMessageCode,
  getStationNewsList,
  login,
  register,
  registerVerify,
} from '@badminton/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters, smsCodes, users } from '../src/db/schema';
import { browserEncryptor, latestCode, outbox, userDataOf, wrongCode } from './helpers/accounts-flow';
import { build, type TestApp } from './helpers/build';
import { call, callOk, sentBodies } from './helpers/call';

let t: TestApp;
let encrypt: (value: string) => string;

beforeAll(async () => {
  t = await build({ demo: null, env: { SMS_DAILY_LIMIT_PER_ADDRESS: '1000' } });
  encrypt = await browserEncryptor(t.app);
});
afterAll(() => t.close());

const PASSWORD = 'Shuttle#2026';

/** Lets the 120 s resend window of a mobile pass. */
async function passResendWindow(mobile: string): Promise<void> {
  await t.database.db
    .update(rateLimitCounters)
    .set({ windowStartedAt: sql`now() - interval '121 seconds'` })
    .where(sql`${rateLimitCounters.scope} = 'sms_resend' and ${rateLimitCounters.subject} = ${mobile}`);
}

async function sendCode(mobile: string): Promise<string> {
  await callOk(t.app, getMessageCode.path, { mobile });
  return latestCode(t.app, mobile);
}

describe('registration: code from the sandbox outbox → verify → register', () => {
  it('registers an athlete who then signs in and has a welcome message', async () => {
    const mobile = '13912340001';
    expect((await callOk(t.app, checkPhoneNumber.path, { mobile, userType: 1 })).registered).toBe(false);

    const code = await sendCode(mobile);
    expect(code).toMatch(/^\d{4}$/);
    const [entry] = await outbox(t.app, mobile);
    expect(entry).toMatchObject({ mobile, code });
    expect(entry.content).toContain(`验证码为${code}`);
    expect(entry.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await callOk(t.app, registerVerify.path, { mobile, userType: 1, code });
    await callOk(t.app, register.path, { mobile, userType: 1, pwd: encrypt(PASSWORD), confirmpwd: encrypt(PASSWORD) });
    expect((await callOk(t.app, checkPhoneNumber.path, { mobile, userType: 1 })).registered).toBe(true);
    expect((await callOk(t.app, checkPhoneNumber.path, { mobile, userType: 2 })).registered).toBe(false);

    const [stored] = await t.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordHash).not.toContain(PASSWORD);

    const signedIn = userDataOf(
      await callOk(t.app, login.path, { usertype: 1, loginName: encrypt(mobile), password: encrypt(PASSWORD) }),
    );
    expect(signedIn).toMatchObject({ usertype: 1, isverify: 1, mobile: '139****0001', name: '139****0001' });
    expect(Buffer.from(signedIn.userToken ?? '', 'base64url')).toHaveLength(32);
    const messages = await callOk(t.app, getStationNewsList.path, { status: 1 }, { userToken: signedIn.userToken, userId: signedIn.userId });
    expect(messages.totalCount).toBe(1);
    expect((messages.items as Array<{ message_title: string }>)[0].message_title).toBe('欢迎注册羽毛球运动水平等级评定平台');
  });

  it('allows one account per mobile per role, and the same mobile for another role', async () => {
    const mobile = '13912340002';
    let code = await sendCode(mobile);
    await callOk(t.app, registerVerify.path, { mobile, userType: 2, code });
    await callOk(t.app, register.path, { mobile, userType: 2, pwd: encrypt(PASSWORD), confirmpwd: encrypt(PASSWORD) });

    await passResendWindow(mobile);
    code = await sendCode(mobile);
    expect((await call(t.app, registerVerify.path, { mobile, userType: 2, code })).result).toEqual({
      isSuccess: false,
      errorMsg: ACCOUNT_MESSAGES.mobileRegistered,
    });
    expect((await call(t.app, register.path, { mobile, userType: 2, pwd: encrypt(PASSWORD), confirmpwd: encrypt(PASSWORD) })).result?.errorMsg).toBe(
      ACCOUNT_MESSAGES.mobileRegistered,
    );
    await callOk(t.app, registerVerify.path, { mobile, userType: 3, code });
    await callOk(t.app, register.path, { mobile, userType: 3, pwd: encrypt(PASSWORD), confirmpwd: encrypt(PASSWORD) });
  });

  it('needs a verification of the same mobile and role within 10 minutes, used once', async () => {
    const mobile = '13912340003';
    const finish = () => call(t.app, register.path, { mobile, userType: 1, pwd: encrypt(PASSWORD), confirmpwd: encrypt(PASSWORD) });
    expect((await finish()).result?.errorMsg).toBe(ACCOUNT_MESSAGES.registerNotVerified);

    const code = await sendCode(mobile);
    await callOk(t.app, registerVerify.path, { mobile, userType: 2, code });
    expect((await finish()).result?.errorMsg).toBe(ACCOUNT_MESSAGES.registerNotVerified);

    await callOk(t.app, registerVerify.path, { mobile, userType: 1, code });
    await t.database.db.update(smsCodes).set({ verifiedAt: sql`now() - interval '601 seconds'` }).where(eq(smsCodes.mobile, mobile));
    expect((await finish()).result?.errorMsg).toBe(ACCOUNT_MESSAGES.registerNotVerified);
  });

  it('checks the mobile, the code and the password rules on the server', async () => {
    const mobile = '13912340004';
    expect((await call(t.app, getMessageCode.path, { mobile: '12345678901' })).result?.errorMsg).toBe('请输入正确的手机号');
    expect((await call(t.app, getMessageCode.path, {})).result?.errorMsg).toBe('请输入联系电话');
    const code = await sendCode(mobile);
    expect((await call(t.app, registerVerify.path, { mobile, userType: 1, code: '12' })).result?.errorMsg).toBe('请输入四位数验证码');
    expect((await call(t.app, registerVerify.path, { mobile, userType: 4, code })).result?.errorMsg).toBe('用户类型无效');
    await callOk(t.app, registerVerify.path, { mobile, userType: 1, code });
    const attempt = (pwd: string, confirmpwd: string) =>
      call(t.app, register.path, { mobile, userType: 1, pwd: encrypt(pwd), confirmpwd: encrypt(confirmpwd) });
    expect((await attempt('abc12', 'abc12')).result?.errorMsg).toBe('密码不足6位');
    expect((await attempt('a'.repeat(19), 'a'.repeat(19))).result?.errorMsg).toBe('密码过长');
    expect((await attempt('abcdef1', 'abcdef2')).result?.errorMsg).toBe('两次输入密码不一致!');
    // A value the browser did not encrypt is refused.
    expect((await call(t.app, register.path, { mobile, userType: 1, pwd: 'NotEncrypted1', confirmpwd: 'NotEncrypted1' })).result?.errorMsg).toBe(
      ACCOUNT_MESSAGES.decryptFailed,
    );
    await callOk(t.app, register.path, { mobile, userType: 1, pwd: encrypt(PASSWORD), confirmpwd: encrypt(PASSWORD) });
  });
});

describe('SMS codes', () => {
  it('refuses a second code for the same mobile inside 120 s, and sends one after', async () => {
    const mobile = '13912340010';
    await sendCode(mobile);
    expect((await call(t.app, getMessageCode.path, { mobile })).result).toEqual({
      isSuccess: false,
      errorMsg: ACCOUNT_MESSAGES.smsTooFrequent,
    });
    expect(await outbox(t.app, mobile)).toHaveLength(1);
    await passResendWindow(mobile);
    await callOk(t.app, getMessageCode.path, { mobile });
    expect(await outbox(t.app, mobile)).toHaveLength(2);
  });

  it('lets parallel requests send only one code', async () => {
    const mobile = '13912340011';
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(t.app, getMessageCode.path, { mobile })));
    expect(answers.filter((answer) => answer.result?.isSuccess)).toHaveLength(1);
    expect(answers.filter((answer) => answer.result?.errorMsg === ACCOUNT_MESSAGES.smsTooFrequent)).toHaveLength(5);
    expect(await outbox(t.app, mobile)).toHaveLength(1);
  });

  it('voids a code after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const mobile = '13912340012';
    const code = await sendCode(mobile);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await call(t.app, registerVerify.path, { mobile, userType: 1, code: wrongCode(code) })).result?.errorMsg, `try ${attempt}`).toBe(
        ACCOUNT_MESSAGES.codeWrong,
      );
    }
    expect((await call(t.app, registerVerify.path, { mobile, userType: 1, code })).result?.errorMsg).toBe(ACCOUNT_MESSAGES.codeExpired);
  });

  it('counts parallel wrong tries one by one', async () => {
    const mobile = '13912340013';
    const code = await sendCode(mobile);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(t.app, registerVerify.path, { mobile, userType: 1, code: wrongCode(code) })),
    );
    expect(answers.filter((answer) => answer.result?.errorMsg === ACCOUNT_MESSAGES.codeWrong)).toHaveLength(5);
    expect(answers.filter((answer) => answer.result?.errorMsg === ACCOUNT_MESSAGES.codeExpired)).toHaveLength(3);
    expect((await call(t.app, registerVerify.path, { mobile, userType: 1, code })).result?.errorMsg).toBe(ACCOUNT_MESSAGES.codeExpired);
  });

  it('expires a code after 5 minutes, and only the newest code counts', async () => {
    const mobile = '13912340014';
    const first = await sendCode(mobile);
    await t.database.db.update(smsCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(smsCodes.mobile, mobile));
    expect((await call(t.app, registerVerify.path, { mobile, userType: 1, code: first })).result?.errorMsg).toBe(ACCOUNT_MESSAGES.codeExpired);

    await passResendWindow(mobile);
    let second = await sendCode(mobile);
    while (second === first) {
      await passResendWindow(mobile);
      second = await sendCode(mobile);
    }
    expect((await call(t.app, registerVerify.path, { mobile, userType: 1, code: first })).result?.errorMsg).toBe(ACCOUNT_MESSAGES.codeWrong);
    await callOk(t.app, registerVerify.path, { mobile, userType: 1, code: second });
  });

  it('stores codes only as keyed hashes', async () => {
    const mobile = '13912340015';
    const code = await sendCode(mobile);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
  });

  it('caps codes per mobile per day', async () => {
    const mobile = '13912340016';
    for (let sent = 1; sent <= 10; sent += 1) {
      await callOk(t.app, getMessageCode.path, { mobile });
      await passResendWindow(mobile);
    }
    expect((await call(t.app, getMessageCode.path, { mobile })).result?.errorMsg).toBe(ACCOUNT_MESSAGES.smsDailyLimit);
    expect(await outbox(t.app, mobile)).toHaveLength(10);
  });

  it('never sends a plain password in a request body', () => {
    expect(sentBodies.length).toBeGreaterThan(20);
    for (const body of sentBodies) expect(body).not.toContain(PASSWORD);
  });
});

describe('daily cap per client address', () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await build({ demo: null, env: { SMS_DAILY_LIMIT_PER_ADDRESS: '3' } });
  });
  afterAll(() => capped.close());

  it('refuses codes from one address after its daily cap, whatever the mobile', async () => {
    for (const mobile of ['13712340001', '13712340002', '13712340003']) await callOk(capped.app, getMessageCode.path, { mobile });
    expect((await call(capped.app, getMessageCode.path, { mobile: '13712340004' })).result?.errorMsg).toBe(ACCOUNT_MESSAGES.smsDailyLimit);
    const nextDay = sql`now() - interval '1 day'`;
    await capped.database.db
      .update(rateLimitCounters)
      .set({ windowStartedAt: nextDay })
      .where(sql`${rateLimitCounters.scope} = 'sms_address_day'`);
    await callOk(capped.app, getMessageCode.path, { mobile: '13712340004' });
  });
});

describe('the sandbox outbox', () => {
  it('is served only while the sandbox driver is active', async () => {
    const gateway = await build({
      demo: null,
      sms: {
        driver: 'gateway',
        send: async () => {
          throw new Error('网关不可用');
        },
      },
    });
    try {
      const response = await gateway.app.inject({ method: 'GET', url: '/dev/sms-outbox?mobile=13912340001' });
      expect(response.statusCode).toBe(404);
      // A provider outage no longer fails the call: the code is stored and the sms.send job retries (decision 0024).
      await callOk(gateway.app, getMessageCode.path, { mobile: '13912340001' });
      expect(await gateway.app.jobs.runDue()).toMatchObject({ attempted: 1, retrying: 1, succeeded: 0 });
    } finally {
      await gateway.close();
    }
  });

  it('refuses a malformed mobile', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox?mobile=abc' });
    expect(response.statusCode).toBe(400);
  });
});
