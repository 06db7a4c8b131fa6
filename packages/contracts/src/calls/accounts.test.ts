import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changeMobile,
  changePassword,
  checkMechanismName,
  checkPhoneNumber,
  getMessageCode,
  login,
  mobileVerify,
  register,
  registerVerify,
  setOpenQuery,
  submitAthleteInfo,
  submitMechanismInfo,
  userData,
  weChatLogin,
} from '../index';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
}

describe('account payloads', () => {
  it('require the mobile and the code with the form wording', () => {
    expect(firstMessage(getMessageCode.input, {})).toBe('请输入联系电话');
    expect(firstMessage(getMessageCode.input, { mobile: '  ' })).toBe('请输入联系电话');
    expect(getMessageCode.input.parse({ mobile: ' 13800000001 ' })).toEqual({ mobile: '13800000001' });
    expect(firstMessage(registerVerify.input, { mobile: '13800000001', userType: 1 })).toBe('请输入验证码');
    expect(firstMessage(changeMobile.input, { code: '1234' })).toBe('请输入联系方式');
  });

  it('offer roles 1–3 for registration and 1–5 for sign-in', () => {
    expect(registerVerify.input.parse({ mobile: '13800000001', userType: '3', code: '1234' }).userType).toBe(3);
    expect(firstMessage(registerVerify.input, { mobile: '13800000001', userType: 4, code: '1234' })).toBe('用户类型无效');
    expect(firstMessage(checkPhoneNumber.input, { mobile: '13800000001' })).toBe('请选择用户类型');
    expect(login.input.parse({ usertype: '5', loginName: 'a', password: 'b' }).usertype).toBe(5);
    expect(firstMessage(login.input, { usertype: 6, loginName: 'a', password: 'b' })).toBe('用户类型无效');
  });

  it('take encrypted fields as non-empty text', () => {
    expect(firstMessage(login.input, { usertype: 1, password: 'x' })).toBe('账号不能为空');
    expect(firstMessage(login.input, { usertype: 1, loginName: 'x', password: '' })).toBe('请输入密码');
    expect(firstMessage(register.input, { mobile: '13800000001', userType: 1, pwd: 'x' })).toBe('请再次输入登录密码');
    expect(firstMessage(changePassword.input, { newPassword: 'x' })).toBe('原密码不能为空');
    expect(firstMessage(changePassword.input, { oldPassword: 'x' })).toBe('新密码不能为空');
    expect(changePassword.input.parse({ oldPassword: 'a', newPassword: 'b' })).toEqual({ oldPassword: 'a', newPassword: 'b' });
  });

  it('read optional numbers of form submits', () => {
    expect(mobileVerify.input.parse({ mobile: '1', code: '1', userId: '7', flag: '', bindTicket: 't' })).toEqual({
      mobile: '1',
      code: '1',
      userId: 7,
      flag: undefined,
      bindTicket: 't',
    });
    expect(changeMobile.input.parse({ mobile: '1', code: '1', usertype: '2' }).usertype).toBe(2);
    expect(firstMessage(weChatLogin.input, {})).toBe('微信登录已失效，请重新扫码');
    expect(setOpenQuery.input.parse({ isopen: '0' })).toEqual({ isopen: 0 });
    expect(firstMessage(setOpenQuery.input, { isopen: 3 })).toBe('公开设置只能是0或1');
  });

  it('describe the sign-in answer: a token for verified accounts, a bind ticket otherwise', () => {
    const verified = { userId: 1, usertype: 1, isverify: 1, userToken: 't', name: '李羽涵', mobile: '138****0001' };
    expect(login.output.parse({ userData: verified })).toEqual({ userData: verified });
    expect(userData.safeParse({ ...verified, isverify: 2 }).success).toBe(false);
  });
});

describe('profile payloads', () => {
  it('read multipart text fields, treating empty ones as absent', () => {
    expect(
      submitAthleteInfo.input.parse({ name: ' 张三 ', sex: '0', certificates_type: '1', province: '110000', district: '', email: '' }),
    ).toEqual({ name: '张三', sex: 0, certificates_type: 1, province: 110000 });
    expect(firstMessage(submitAthleteInfo.input, { name: '张'.repeat(101) })).toBe('请输入正确的中文名');
  });

  it('read the kept institution photos as an array, JSON text or comma-separated text', () => {
    const paths = ['/wwwroot/upload/mechanism/1/a.png', '/wwwroot/upload/mechanism/1/b.png'];
    expect(submitMechanismInfo.input.parse({ kept_views: paths }).kept_views).toEqual(paths);
    expect(submitMechanismInfo.input.parse({ kept_views: JSON.stringify(paths) }).kept_views).toEqual(paths);
    expect(submitMechanismInfo.input.parse({ kept_views: paths.join(',') }).kept_views).toEqual(paths);
    expect(submitMechanismInfo.input.parse({ kept_views: '' }).kept_views).toEqual([]);
    expect(submitMechanismInfo.input.parse({}).kept_views).toBeUndefined();
    expect(firstMessage(submitMechanismInfo.input, { kept_views: ['a', 'b', 'c', 'd'] })).toBe('最多可上传三张实景图照片');
    expect(submitMechanismInfo.isFormSubmit).toBe(true);
  });

  it('check_type is 1 or 2', () => {
    expect(checkMechanismName.input.parse({ nickName: '羽翔', check_type: '1' })).toEqual({ nickName: '羽翔', check_type: 1 });
    expect(firstMessage(checkMechanismName.input, {})).toBe('请指定检查类型');
    expect(firstMessage(checkMechanismName.input, { check_type: 3 })).toBe('检查类型只能是1或2');
  });
});
