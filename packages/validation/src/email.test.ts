import { describe, expect, it } from 'vitest';
import { isEmail, validateEmail } from './email';
import { EMAIL_MESSAGES } from './messages';

describe('email', () => {
  it.each([
    ['user@example.com', true],
    ['first.last+tag@sub.example.com.cn', true],
    ['a_b-c%d@a-b.cn', true],
    ['12345@qq.com', true],
    ['USER@EXAMPLE.ORG', true],
    ['', false],
    ['user', false],
    ['user@', false],
    ['@example.com', false],
    ['user@example', false],
    ['user@example.c', false],
    ['user@.example.com', false],
    ['user@example..com', false],
    ['user@-example.com', false],
    ['user@example-.com', false],
    ['.user@example.com', false],
    ['user.@example.com', false],
    ['us..er@example.com', false],
    ['user name@example.com', false],
    ['user@exa mple.com', false],
    ['user@@example.com', false],
    ['用户@example.com', false],
    [`${'a'.repeat(250)}@b.cn`, false],
  ])('%j → %j', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it('messages and options', () => {
    expect(validateEmail('bad')).toBe('请输入正确的邮箱地址');
    expect(validateEmail('')).toBe('请输入正确的邮箱地址');
    expect(validateEmail('', { optional: true })).toBeNull();
    expect(validateEmail('bad', { optional: true })).toBe('请输入正确的邮箱地址');
    expect(validateEmail('bad', { message: EMAIL_MESSAGES.promptInvalid })).toBe('邮箱格式不正确');
    expect(validateEmail('ok@example.com')).toBeNull();
    expect(EMAIL_MESSAGES.promptCancelled).toBe('取消输入');
  });
});
