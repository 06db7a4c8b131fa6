import { getMessageCode, getPersonalInfo, login, register, registerVerify, weChatLogin } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_WECHAT_IDENTITIES } from '../src/providers/wechat-sign-in';
import { browserEncryptor, latestCode, userDataOf } from './helpers/accounts-flow';
import { build, type TestApp } from './helpers/build';
import { callOk, sentBodies } from './helpers/call';

/** Log lines never carry request bodies, passwords, SMS codes, tokens or one-time keys. */

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await build({
    demo: null,
    demoAccounts: true,
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => t.close());

describe('logging during a register and sign-in cycle', () => {
  it('records the requests but none of the secrets', async () => {
    const encrypt = await browserEncryptor(t.app);
    const password = 'Secret#Pw2026';
    const mobile = '13655554444';

    await callOk(t.app, getMessageCode.path, { mobile });
    const code = await latestCode(t.app, mobile);
    await callOk(t.app, registerVerify.path, { mobile, userType: 1, code });
    const encryptedPassword = encrypt(password);
    await callOk(t.app, register.path, { mobile, userType: 1, pwd: encryptedPassword, confirmpwd: encrypt(password) });
    const signedIn = userDataOf(await callOk(t.app, login.path, { usertype: 1, loginName: encrypt(mobile), password: encrypt(password) }));
    await callOk(t.app, getPersonalInfo.path, {}, { userToken: signedIn.userToken, userId: signedIn.userId });

    const confirmed = await t.app.inject({ method: 'POST', url: '/dev/wechat-login', payload: { openid: SANDBOX_WECHAT_IDENTITIES[0].openid } });
    const location = String(confirmed.headers.location);
    const key = decodeURIComponent(location.split('token=')[1]).split('.')[1];
    await t.app.inject({ method: 'GET', url: location });
    const weChat = userDataOf(await callOk(t.app, weChatLogin.path, { key }));

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('CommonApi/Login');
    expect(log).toContain('account registered');
    for (const secret of [password, encryptedPassword, signedIn.userToken ?? '-', weChat.userToken ?? '-', key]) {
      expect(log).not.toContain(secret);
    }
    // The code is four digits: no line may carry it next to the word for it or as a field value.
    expect(log).not.toMatch(new RegExp(`验证码为${code}|"code":"?${code}`));
    expect(log).not.toContain('"body"');
    expect(log).not.toContain('pwd');
    expect(sentBodies.some((body) => body.includes(password))).toBe(false);
  });
});
