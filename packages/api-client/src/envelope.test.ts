import { describe, expect, it } from 'vitest';
import { asEnvelope, readEnvelope } from './envelope';

describe('asEnvelope', () => {
  it.each([
    [null],
    [[]],
    ['text'],
    [{}],
    [{ success: 'true', result: {} }],
    [{ success: true, result: 'x' }],
    [{ success: true, result: [], error: null }],
    [{ success: false, result: null, error: 'boom' }],
  ])('refuses %j', (value) => {
    expect(asEnvelope(value)).toBeNull();
  });

  it('fills absent fields', () => {
    expect(asEnvelope({ success: true })).toEqual({ success: true, result: null, error: null, unAuthorizedRequest: false });
  });
});

describe('readEnvelope', () => {
  it('success', () => {
    const envelope = { success: true, result: { isSuccess: true, items: [1] }, error: null, unAuthorizedRequest: false };
    expect(readEnvelope(envelope)).toEqual({
      ok: true,
      result: { isSuccess: true, items: [1] },
      errorMsg: '',
      sessionExpired: false,
      envelope,
    });
  });

  it('business failure', () => {
    const envelope = { success: true, result: { isSuccess: false, errorMsg: '验证码错误' }, error: null, unAuthorizedRequest: false };
    expect(readEnvelope(envelope)).toMatchObject({ ok: false, errorMsg: '验证码错误', sessionExpired: false });
  });

  it('fault without a message: the one failure text', () => {
    expect(readEnvelope({ success: false, result: null, error: null, unAuthorizedRequest: false })).toMatchObject({
      ok: false,
      result: null,
      errorMsg: '请求超时',
      sessionExpired: false,
    });
  });

  it('fault with a message', () => {
    expect(
      readEnvelope({ success: false, result: null, error: { message: '服务器繁忙，请稍后重试' }, unAuthorizedRequest: false }),
    ).toMatchObject({ ok: false, errorMsg: '服务器繁忙，请稍后重试' });
  });

  it('success true but isSuccess missing is not ok, and says the one failure text', () => {
    const envelope = asEnvelope({ success: true, result: { items: [] }, error: null, unAuthorizedRequest: false });
    expect(readEnvelope(envelope!)).toMatchObject({
      ok: false,
      errorMsg: '请求超时',
    });
  });

  it.each([
    [{ success: true, result: { isSuccess: false, errorMsg: '登录已失效，请重新登录' }, error: null, unAuthorizedRequest: true }, '登录已失效，请重新登录'],
    [{ success: true, result: { isSuccess: false, errorMsg: '账号在别处登录，请重新登录' }, error: null, unAuthorizedRequest: false }, '账号在别处登录，请重新登录'],
    [{ success: false, result: null, error: { message: '令牌无效，请重新登录' }, unAuthorizedRequest: false }, '令牌无效，请重新登录'],
    [{ success: true, result: { isSuccess: false }, error: null, unAuthorizedRequest: true }, '登录已失效，请重新登录'],
    [{ success: false, result: null, error: null, unAuthorizedRequest: true }, '登录已失效，请重新登录'],
  ])('session expiry %#', (envelope, message) => {
    expect(readEnvelope(envelope)).toMatchObject({ ok: false, sessionExpired: true, errorMsg: message });
  });
});
