import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPublicKey, type CallRef } from '@badminton/contracts';
import { ApiTransportError } from './errors';
import { api } from './installed-client';
import { REQUEST_FAILED_MESSAGE, settle } from './outcome';
import { callEncrypted, EncryptionError, resetPublicKey } from './secure';
import { fail, failure, fake, installFakeApi, offline } from './testing';

const login: CallRef<{ loginName: string; password: string; usertype: number }, { userData: { userId: number } }> = {
  path: 'CommonApi/Login',
};
const publicPem = (): string =>
  generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();

afterEach(() => resetPublicKey());

describe('REQUEST_FAILED_MESSAGE', () => {
  it('is the spec’s transport-failure text', () => {
    expect(REQUEST_FAILED_MESSAGE).toBe('请求超时');
  });
});

describe('settle', () => {
  it('gives the result, or the refusal with whether the shell already reported it', async () => {
    installFakeApi([fake(login, { userData: { userId: 1 } })]);
    await expect(settle(api().call(login, { loginName: 'a', password: 'p', usertype: 1 }))).resolves.toEqual({
      ok: true,
      result: { isSuccess: true, userData: { userId: 1 } },
    });
    installFakeApi([fail(login, '账号或密码错误')]);
    await expect(settle(api().call(login, { loginName: 'a', password: 'p', usertype: 1 }))).resolves.toEqual({
      ok: false,
      errorMsg: '账号或密码错误',
      reported: false,
    });
    installFakeApi([fail(login, '登录已失效，请重新登录')]);
    await expect(settle(api().call(login, { loginName: 'a', password: 'p', usertype: 1 }))).resolves.toMatchObject({
      reported: true,
    });
  });

  it('turns a thrown error into the one failure text; a transport failure (also wrapped) is reported', async () => {
    await expect(settle(Promise.reject(new ApiTransportError('timeout', 'A/B')))).resolves.toEqual({
      ok: false,
      errorMsg: '请求超时',
      reported: true,
    });
    const wrapped = new EncryptionError('请求超时', { cause: new ApiTransportError('network', 'CommonApi/GetPublicKey') });
    await expect(settle(Promise.reject(wrapped))).resolves.toMatchObject({ reported: true });
    await expect(settle(Promise.reject(new EncryptionError('信息加密失败，请刷新页面后重试')))).resolves.toEqual({
      ok: false,
      errorMsg: '信息加密失败，请刷新页面后重试',
      reported: false,
    });
    // A programming error never reaches the screen as English text.
    await expect(settle(Promise.reject(new TypeError('x is undefined')))).resolves.toEqual({
      ok: false,
      errorMsg: '请求超时',
      reported: false,
    });
  });
});

describe('callEncrypted', () => {
  it('sends the named fields encrypted and the others as they are', async () => {
    const calls = installFakeApi([fake(getPublicKey, { publicKey: publicPem() }), fake(login, { userData: { userId: 1 } })]);
    const answer = await callEncrypted(login, { usertype: 2, loginName: '13900000000', password: 'Secret@1' }, ['password']);
    expect(answer.ok).toBe(true);
    const [sent] = calls.callsTo(login);
    expect(sent.payload).toMatchObject({ usertype: 2, loginName: '13900000000' });
    expect(sent.payload.password).not.toBe('Secret@1');
    expect(String(sent.payload.password)).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('retries once with a fresh key when the service could not decrypt, then gives up', async () => {
    const keys = [publicPem(), publicPem(), publicPem()];
    const fakeApi = installFakeApi([
      fake(getPublicKey, (_, n) => ({ publicKey: keys[n - 1] })),
      fake(login, () => failure('登录信息已失效，请刷新页面后重试')),
    ]);
    const answer = await callEncrypted(login, { usertype: 1, loginName: 'a', password: 'p' }, ['password']);
    expect(answer).toMatchObject({ ok: false, errorMsg: '登录信息已失效，请刷新页面后重试' });
    expect(fakeApi.callsTo(login)).toHaveLength(2);
    expect(fakeApi.callsTo(getPublicKey)).toHaveLength(2);
  });

  it('passes a business refusal through without retrying', async () => {
    const fakeApi = installFakeApi([fake(getPublicKey, { publicKey: publicPem() }), fail(login, '账号或密码错误')]);
    const answer = await callEncrypted(login, { usertype: 1, loginName: 'a', password: 'p' }, ['password']);
    expect(answer).toMatchObject({ ok: false, errorMsg: '账号或密码错误' });
    expect(fakeApi.callsTo(login)).toHaveLength(1);
  });

  it('rejects with the transport failure when the key cannot be fetched', async () => {
    const onTransportError = vi.fn();
    installFakeApi([offline(getPublicKey)], { onTransportError });
    const outcome = await settle(callEncrypted(login, { usertype: 1, loginName: 'a', password: 'p' }, ['password']));
    expect(outcome).toEqual({ ok: false, errorMsg: '请求超时', reported: true });
    expect(onTransportError).toHaveBeenCalledTimes(1);
  });
});

describe('installFakeApi', () => {
  it('refuses a call nobody faked, and records payloads per contract', async () => {
    const fakeApi = installFakeApi([]);
    const answer = await api().call(login, { loginName: 'a', password: 'p', usertype: 1 });
    expect(answer).toMatchObject({ ok: false, errorMsg: '未模拟的调用 CommonApi/Login' });
    expect(fakeApi.callsTo(login)).toEqual([{ path: 'CommonApi/Login', payload: { loginName: 'a', password: 'p', usertype: 1 } }]);
  });
});
