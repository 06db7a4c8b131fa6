import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordStrength,
  validatePassword,
  validatePasswordConfirmation,
} from './password';
import {
  NEW_PASSWORD_CONFIRMATION_MESSAGES,
  NEW_PASSWORD_MESSAGES,
  OLD_PASSWORD_REQUIRED,
} from './messages';
import { validateRequired } from './text';

describe('validatePassword', () => {
  it('has the 6–18 bounds', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([6, 18]);
  });

  it.each([
    ['', '请输入密码'],
    [null, '请输入密码'],
    [undefined, '请输入密码'],
    ['a', '密码不足6位'],
    ['12345', '密码不足6位'],
    ['     ', '密码不足6位'],
    ['123456', null],
    ['abcdef', null],
    ['a'.repeat(18), null],
    ['a'.repeat(19), '密码过长'],
    ['Abc!23456789012345x', '密码过长'],
    ['羽毛球羽毛球', null],
    ['𠮷𠮷𠮷𠮷𠮷', '密码不足6位'], // 5 characters outside the BMP (10 UTF-16 units)
  ])('%j → %j', (value, expected) => {
    expect(validatePassword(value)).toBe(expected);
  });

  it('change-password wording', () => {
    expect(validatePassword('', NEW_PASSWORD_MESSAGES)).toBe('新密码不能为空');
    expect(validatePassword('123', NEW_PASSWORD_MESSAGES)).toBe('密码不足6位');
    expect(validatePassword('1'.repeat(19), NEW_PASSWORD_MESSAGES)).toBe('密码过长');
    expect(validateRequired('', OLD_PASSWORD_REQUIRED)).toBe('原密码不能为空');
  });
});

describe('validatePasswordConfirmation', () => {
  it.each([
    ['', 'abc123', '请再次输入登录密码'],
    [null, 'abc123', '请再次输入登录密码'],
    ['abc124', 'abc123', '两次输入密码不一致!'],
    ['ABC123', 'abc123', '两次输入密码不一致!'],
    ['abc123 ', 'abc123', '两次输入密码不一致!'],
    ['abc123', '', '两次输入密码不一致!'],
    ['abc123', 'abc123', null],
  ])('(%j, %j) → %j', (confirmation, password, expected) => {
    expect(validatePasswordConfirmation(confirmation, password)).toBe(expected);
  });

  it('change-password wording', () => {
    expect(validatePasswordConfirmation('', 'x', NEW_PASSWORD_CONFIRMATION_MESSAGES)).toBe('请再次输入新密码');
    expect(validatePasswordConfirmation('y', 'x', NEW_PASSWORD_CONFIRMATION_MESSAGES)).toBe('两次输入密码不一致!');
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    [null, 0],
    ['123456', 1],
    ['abcdef', 1],
    ['ABCDEF', 1],
    ['!@#$%^', 1],
    ['      ', 1],
    ['羽毛球', 1],
    ['abc123', 2],
    ['ABC123', 2],
    ['abcDEF', 2],
    ['abc!!!', 2],
    ['abcDEF1', 3],
    ['abc12!', 3],
    ['ABC12!', 3],
    ['aB1!', 4],
    ['Shuttle_2024', 4],
    ['Abc 123', 4],
  ])('%j scores %i', (value, expected) => {
    expect(passwordStrength(value)).toBe(expected);
  });
});
