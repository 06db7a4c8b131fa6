import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../test/run-rule';
import { emptyPasswordForm, mobileRules, passwordRules, toMobilePayload } from './settings-rules';

// req: accounts.md#change-password
describe('change password rules (spec 002 §5)', () => {
  const rules = passwordRules(() => ({ ...emptyPasswordForm(), newPassword: 'Demo@2027' }));

  it.each([
    ['oldPassword', '', '原密码不能为空'],
    ['oldPassword', 'Demo@2026', ''],
    ['newPassword', '', '新密码不能为空'],
    ['newPassword', 'abc12', '密码不足6位'],
    ['newPassword', 'a'.repeat(19), '密码过长'],
    ['newPassword', 'abc123', ''],
    ['newPassword', 'a'.repeat(18), ''],
    ['confirmPassword', '', '请再次输入新密码'],
    ['confirmPassword', 'Demo@2028', '两次输入密码不一致!'],
    ['confirmPassword', 'Demo@2027', ''],
  ])('%s = %j → %j', async (field, value, message) => {
    expect(await firstMessage(rules[field], value)).toBe(message);
  });
});

// req: accounts.md#change-mobile
describe('change mobile rules (spec 002 §5)', () => {
  it.each([
    ['mobile', '', '请输入联系方式'],
    ['mobile', '1380000000', '请输入正确的电话'],
    ['mobile', '12800000000', '请输入正确的电话'],
    ['mobile', '13800000009', ''],
    ['code', '', '请输入验证码'],
    ['code', '123', '请输入四位数验证码'],
    ['code', '12345', '请输入四位数验证码'],
    ['code', '1234', ''],
  ])('%s = %j → %j', async (field, value, message) => {
    expect(await firstMessage(mobileRules()[field], value)).toBe(message);
  });

  it('sends the trimmed mobile and code with the role', () => {
    expect(toMobilePayload({ mobile: ' 13800000009 ', code: '1234 ' }, 1)).toEqual({
      mobile: '13800000009',
      code: '1234',
      usertype: 1,
    });
  });
});
