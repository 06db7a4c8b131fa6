import { getMessageCode, getPersonalInfo, login, register, registerVerify, weChatLogin } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_WECHAT_IDENTITIES } from '../src/providers/wechat-sign-in';
import { browserEncryptor, latestCode, userDataOf } from './helpers/accounts-flow';
import { build, type TestApp } from './helpers/build';
import { callOk, callUrl, sentBodies } from './helpers/call';

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

describe('link tokens in the logs (issue 22 point 11)', () => {
  it('never records the token of a certificate image, a supervision-form download, a pay code or an invoice file', async () => {
    const secrets = {
      certificate: 'c0ffee0c0ffee0c0ffee',
      supervision: '5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a',
      payCode: 'b0b0b0b0b0b0b0b0b0b0',
      payPage: 'PAYPAGECODE1234567',
      encodedName: 'e11e11e11e11e11e11e1',
      invoice: '0123456789abcdef',
    };
    const start = lines.length;
    for (const url of [
      `/wwwroot/certificate/ZS2025000001.png?t=${secrets.certificate}&w=720`,
      `/api/files/supervision/12?e=1999999999&t=${secrets.supervision}`,
      `/api/pay/qr/PO2025000001.png?T=${secrets.payCode}`,
      `/dev/wechat-pay?pr=${secrets.payPage}`,
      `/wwwroot/certificate/ZS2025000001.png?%74=${secrets.encodedName}`,
      `/wwwroot/invoices/INV20250101-${secrets.invoice}.pdf`,
    ]) {
      await t.app.inject({ method: 'GET', url });
    }
    const log = lines.slice(start).join('\n');
    expect(log).toContain('/wwwroot/certificate/ZS2025000001.png?t=[已隐藏]&w=720');
    expect(log).toContain('/api/files/supervision/12?e=1999999999&t=[已隐藏]');
    for (const secret of Object.values(secrets)) expect(log).not.toContain(secret);
  });

  it('censors token and password fields wherever a logged object carries them', () => {
    const start = lines.length;
    t.app.log.info({ userToken: 'LOGGED-USER-TOKEN', order: { codeUrl: 'weixin://wxpay/LOGGED-CODE', token: 'LOGGED-NESTED' } }, 'a line with secrets');
    const log = lines.slice(start).join('\n');
    expect(log).toContain('a line with secrets');
    for (const secret of ['LOGGED-USER-TOKEN', 'LOGGED-CODE', 'LOGGED-NESTED']) expect(log).not.toContain(secret);
  });
});

describe('request ids (issue 27 point 4, decision 0080)', () => {
  it('keeps a well-formed x-request-id, answers it, and logs every line of the request with it', async () => {
    const answer = await t.app.inject({ method: 'POST', url: callUrl(getPersonalInfo.path), headers: { 'x-request-id': 'web-7d1c2e90' }, payload: {} });
    expect(answer.headers['x-request-id']).toBe('web-7d1c2e90');
    const mine = lines.filter((line) => line.includes('web-7d1c2e90')).map((line) => JSON.parse(line) as { reqId?: string });
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((line) => line.reqId === 'web-7d1c2e90')).toBe(true);
  });

  it('makes its own id for a request with none or a malformed one', async () => {
    for (const headers of [{}, { 'x-request-id': 'a b\nforged log line' }]) {
      const answer = await t.app.inject({ method: 'GET', url: '/api/health', headers });
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
