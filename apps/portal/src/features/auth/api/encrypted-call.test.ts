import { beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '@badminton/contracts';

const calls: { payload: Record<string, unknown> }[] = [];
const answers: unknown[] = [];
const resetPublicKey = vi.fn();
let keyVersion = 1;

vi.mock('@badminton/api-client/secure', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@badminton/api-client/secure')>();
  return {
    ...actual,
    resetPublicKey: () => {
      resetPublicKey();
      keyVersion += 1;
    },
    encryptFields: async (payload: Record<string, unknown>, fields: string[]) => {
      const copy = { ...payload };
      for (const field of fields) copy[field] = `enc${keyVersion}(${String(payload[field])})`;
      return copy;
    },
  };
});

vi.mock('@badminton/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@badminton/api-client')>();
  return {
    ...actual,
    api: () => ({
      call: async (_contract: unknown, payload: Record<string, unknown>) => {
        calls.push({ payload });
        const next = answers.shift();
        if (next instanceof Error) throw next;
        return next;
      },
    }),
  };
});

const { callEncrypted } = await import('./encrypted-call');
const { ApiTransportError } = await import('@badminton/api-client');


function ok(result: Record<string, unknown>) {
  return { ok: true, result: { isSuccess: true, ...result }, errorMsg: '', sessionExpired: false };
}
function refused(errorMsg: string, sessionExpired = false) {
  return { ok: false, result: { isSuccess: false, errorMsg }, errorMsg, sessionExpired };
}

beforeEach(() => {
  calls.length = 0;
  answers.length = 0;
  resetPublicKey.mockClear();
  keyVersion = 1;
});

describe('callEncrypted', () => {
  it('sends the named fields encrypted and the others as they are', async () => {
    answers.push(ok({ done: true }));
    const outcome = await callEncrypted(login, { usertype: 2, loginName: '13900000000', password: 'Secret@1' }, ['password']);
    expect(outcome).toEqual({ ok: true, result: { isSuccess: true, done: true } });
    expect(calls).toEqual([{ payload: { usertype: 2, loginName: '13900000000', password: 'enc1(Secret@1)' } }]);
  });

  it('retries once with a fresh key when the service could not decrypt', async () => {
    answers.push(refused('登录信息已失效，请刷新页面后重试'), ok({ done: true }));
    const outcome = await callEncrypted(login, { usertype: 1, loginName: 'a', password: 'p' }, ['password']);
    expect(outcome.ok).toBe(true);
    expect(resetPublicKey).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.payload.password)).toEqual(['enc1(p)', 'enc2(p)']);
  });

  it('gives up after the second decrypt failure', async () => {
    answers.push(refused('登录信息已失效，请刷新页面后重试'), refused('登录信息已失效，请刷新页面后重试'));
    const outcome = await callEncrypted(login, { usertype: 1, loginName: 'a', password: 'p' }, ['password']);
    expect(outcome).toEqual({ ok: false, errorMsg: '登录信息已失效，请刷新页面后重试', reported: false });
    expect(calls).toHaveLength(2);
  });

  it('passes a business refusal through without retrying', async () => {
    answers.push(refused('账号或密码错误'));
    const outcome = await callEncrypted(login, { usertype: 1, loginName: 'a', password: 'p' }, ['password']);
    expect(outcome).toEqual({ ok: false, errorMsg: '账号或密码错误', reported: false });
    expect(calls).toHaveLength(1);
    expect(resetPublicKey).not.toHaveBeenCalled();
  });

  it('marks a transport failure as already reported', async () => {
    answers.push(new ApiTransportError('network', 'CommonApi/Login'));
    const outcome = await callEncrypted(login, { usertype: 1, loginName: 'a', password: 'p' }, ['password']);
    expect(outcome).toEqual({ ok: false, errorMsg: '请求超时', reported: true });
  });

  it('marks a 请重新登录 answer as already reported', async () => {
    answers.push(refused('绑定手机号的凭证已失效，请重新登录', true));
    const outcome = await callEncrypted(login, { usertype: 1, loginName: 'a', password: 'p' }, ['password']);
    expect(outcome).toEqual({ ok: false, errorMsg: '绑定手机号的凭证已失效，请重新登录', reported: true });
  });
});
