import {
  ACCOUNT_MESSAGES,
  changeMobile,
  changePassword,
  forgetPassword,
  getMessageCode,
  getOpenQuery,
  getStationNewsList,
  login,
  logout,
  MESSAGES,
  readStationNews,
  setOpenQuery,
  type StationMessage,
} from '@badminton/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { SESSION_IDLE_SECONDS } from '../src/modules/accounts/service';
import { DEMO_PASSWORD } from '../demo/accounts/index';
import { ageSession } from './helpers/accounts';
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

const relogin = {
  success: true,
  result: { isSuccess: false, errorMsg: MESSAGES.sessionExpired },
  error: null,
  unAuthorizedRequest: true,
};

interface Session {
  userToken: string;
  userId: number;
}

async function signIn(usertype: number, account: string, password = DEMO_PASSWORD): Promise<Session> {
  const userData = userDataOf(await callOk(t.app, login.path, { usertype, loginName: encrypt(account), password: encrypt(password) }));
  if (!userData.userToken) throw new Error('没有登录凭证');
  return { userToken: userData.userToken, userId: userData.userId };
}

async function codeFor(mobile: string): Promise<string> {
  await callOk(t.app, getMessageCode.path, { mobile });
  return latestCode(t.app, mobile);
}

function messagesOf(session: Session, status = 0) {
  return call(t.app, getStationNewsList.path, { status }, session);
}

describe('CommonApi/Logout', () => {
  it('revokes the session: the token is then refused with 请重新登录', async () => {
    const first = await signIn(2, '13800000002');
    const second = await signIn(2, '13800000002');
    await callOk(t.app, logout.path, {}, first);
    expect(await messagesOf(first)).toEqual(relogin);
    expect(await call(t.app, logout.path, {}, first)).toEqual(relogin);
    // Only that session ended.
    expect((await messagesOf(second)).result?.isSuccess).toBe(true);
  });
});

describe('idle expiry', () => {
  it('refuses a token idle for more than 2 hours', async () => {
    const session = await signIn(3, '13800000003');
    await ageSession(t.database.db, session.userToken, SESSION_IDLE_SECONDS + 1);
    expect(await messagesOf(session)).toEqual(relogin);
  });
});

describe('CommonApi/ChangePassword', () => {
  it('checks the old password, sets the new one and ends every session', async () => {
    const session = await signIn(3, '13800000003');
    const other = await signIn(3, '13800000003');
    const change = (oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
      call(
        t.app,
        changePassword.path,
        { oldPassword: encrypt(oldPassword), newPassword: encrypt(newPassword), confirmPassword: encrypt(confirmPassword) },
        session,
      );
    expect((await change('Wrong@2026', 'Fresh@2027')).result?.errorMsg).toBe(ACCOUNT_MESSAGES.oldPasswordWrong);
    expect((await change(DEMO_PASSWORD, '12345')).result?.errorMsg).toBe('密码不足6位');
    expect((await change(DEMO_PASSWORD, 'Fresh@2027', 'Fresh@2028')).result?.errorMsg).toBe('两次输入密码不一致!');
    expect((await call(t.app, changePassword.path, { newPassword: encrypt('Fresh@2027') }, session)).result?.errorMsg).toBe('原密码不能为空');
    expect((await change(DEMO_PASSWORD, 'Fresh@2027')).result).toEqual({ isSuccess: true });

    expect(await messagesOf(session)).toEqual(relogin);
    expect(await messagesOf(other)).toEqual(relogin);
    expect((await call(t.app, login.path, { usertype: 3, loginName: encrypt('13800000003'), password: encrypt(DEMO_PASSWORD) })).result?.errorMsg).toBe(
      ACCOUNT_MESSAGES.wrongCredentials,
    );
    const fresh = await signIn(3, '13800000003', 'Fresh@2027');
    expect((await messagesOf(fresh)).result?.isSuccess).toBe(true);
  });
});

describe('CommonApi/ForgetPassword', () => {
  it('resets the password with an SMS code and ends every session', async () => {
    const session = await signIn(4, '13800000004');
    const mobile = '13800000004';
    const code = await codeFor(mobile);
    const reset = (payload: Record<string, unknown>) =>
      call(t.app, forgetPassword.path, { usertype: 4, mobile, code, pwd: encrypt('Reset@2026'), confirmpwd: encrypt('Reset@2026'), ...payload });
    expect((await reset({ usertype: 5 })).result?.errorMsg).toBe(ACCOUNT_MESSAGES.accountNotFound);
    expect((await reset({ confirmpwd: encrypt('Other@2026') })).result?.errorMsg).toBe('两次输入密码不一致!');
    expect((await reset({})).result).toEqual({ isSuccess: true });
    expect((await reset({})).result?.errorMsg).toBe(ACCOUNT_MESSAGES.codeExpired);
    expect(await messagesOf(session)).toEqual(relogin);
    await signIn(4, mobile, 'Reset@2026');
  });
});

describe('CommonApi/ChangeMobile', () => {
  it('rebinds with a code sent to the new mobile and ends every session', async () => {
    const admin = await signIn(5, '13800000005');
    const code = await codeFor('13800000001');
    // 13800000001 is an athlete's mobile: mobiles are unique per role, so an administrator may use it.
    expect((await call(t.app, changeMobile.path, { mobile: '13800000001', code, usertype: 5 }, admin)).result).toEqual({ isSuccess: true });
    expect(await messagesOf(admin)).toEqual(relogin);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.userId));
    expect(row.mobile).toBe('13800000001');
    expect((await signIn(5, '13800000001')).userId).toBe(admin.userId);
    expect((await call(t.app, login.path, { usertype: 5, loginName: encrypt('13800000005'), password: encrypt(DEMO_PASSWORD) })).result?.errorMsg).toBe(
      ACCOUNT_MESSAGES.wrongCredentials,
    );
  });

  it('refuses a mobile another account of the role uses, the current mobile, and bad input', async () => {
    await t.database.db.insert(users).values({ usertype: 2, mobile: '13912300001', isVerify: true, createdAt: new Date() });
    const evaluator = await signIn(2, '13800000002');
    const change = (mobile: string, code: string) => call(t.app, changeMobile.path, { mobile, code }, evaluator);
    expect((await change('13912300001', '1234')).result?.errorMsg).toBe(ACCOUNT_MESSAGES.mobileTaken);
    expect((await change('13800000002', '1234')).result?.errorMsg).toBe(ACCOUNT_MESSAGES.sameMobile);
    expect((await change('123', '1234')).result?.errorMsg).toBe('请输入正确的电话');
    expect((await call(t.app, changeMobile.path, { code: '1234' }, evaluator)).result?.errorMsg).toBe('请输入联系方式');
    expect((await change('13912300002', '12')).result?.errorMsg).toBe('请输入四位数验证码');
    expect((await change('13912300002', '1234')).result?.errorMsg).toBe(ACCOUNT_MESSAGES.codeExpired);
    expect((await messagesOf(evaluator)).result?.isSuccess).toBe(true);
  });
});

describe('privacy switch (athletes)', () => {
  it('reads and sets is_open', async () => {
    const athlete = await signIn(1, '13800000001');
    expect((await callOk(t.app, getOpenQuery.path, {}, athlete)).is_open).toBe(true);
    await callOk(t.app, setOpenQuery.path, { isopen: 0 }, athlete);
    expect((await callOk(t.app, getOpenQuery.path, {}, athlete)).is_open).toBe(false);
    await callOk(t.app, setOpenQuery.path, { isopen: '1' }, athlete);
    expect((await callOk(t.app, getOpenQuery.path, {}, athlete)).is_open).toBe(true);
    expect((await call(t.app, setOpenQuery.path, { isopen: 2 }, athlete)).result?.errorMsg).toBe('公开设置只能是0或1');
  });
});

describe('FrontStationNews/ReadStationNews', () => {
  it("marks the caller's own message read, and nobody else's", async () => {
    const evaluator = await signIn(2, '13800000002');
    const unread = (await messagesOf(evaluator, 1)).result as unknown as { items: StationMessage[]; totalCount: number };
    expect(unread.totalCount).toBe(1);
    const [message] = unread.items;
    expect(message.message_title).toBe('考评员培训班开班通知');

    const institution = await signIn(3, '13800000003', 'Fresh@2027');
    expect((await call(t.app, readStationNews.path, { id: message.id }, institution)).result?.errorMsg).toBe(MESSAGES.forbidden);
    expect((await call(t.app, readStationNews.path, { id: 2_000_000_000 }, evaluator)).result?.errorMsg).toBe(ACCOUNT_MESSAGES.messageNotFound);
    await callOk(t.app, readStationNews.path, { id: message.id }, evaluator);
    await callOk(t.app, readStationNews.path, { id: message.id }, evaluator);
    expect((await messagesOf(evaluator, 1)).result?.totalCount).toBe(0);
    expect((await call(t.app, readStationNews.path, {}, evaluator)).result?.errorMsg).toBe('请指定消息编号');
  });
});

describe('sessions in the database', () => {
  it('are kept as revoked rows after logout, password change, reset and rebind', async () => {
    const rows = await t.database.db.select().from(sessions).where(sql`${sessions.revokedAt} is not null`);
    // logout 1, password change 2, reset 1, rebind 1
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('no request body carried a plain password', () => {
    for (const body of sentBodies) {
      for (const password of [DEMO_PASSWORD, 'Fresh@2027', 'Reset@2026']) expect(body).not.toContain(password);
    }
  });
});
