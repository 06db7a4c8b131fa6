import { describe, expect, it } from 'vitest';
import { SMS_CODE_LENGTH, SMS_RESEND_SECONDS, validateSmsCode } from './sms-code';

describe('validateSmsCode', () => {
  it('has the spec constants', () => {
    expect(SMS_CODE_LENGTH).toBe(4);
    expect(SMS_RESEND_SECONDS).toBe(120);
  });

  it.each([
    ['', '请输入验证码'],
    [' ', '请输入验证码'],
    [null, '请输入验证码'],
    [undefined, '请输入验证码'],
    ['1', '请输入四位数验证码'],
    ['123', '请输入四位数验证码'],
    ['12345', '请输入四位数验证码'],
    ['1234', null],
    ['0000', null],
    [1234, null],
    ['ab12', null],
  ])('%j → %j', (value, expected) => {
    expect(validateSmsCode(value)).toBe(expected);
  });
});
