import { describe, expect, it } from 'vitest';
import * as validation from './index';

describe('messages', () => {
  it('are verbatim from the spec', () => {
    expect(validation.VALIDATION_MESSAGES).toEqual({
      mobile: { required: '请输入联系电话', invalid: '请输入正确的手机号' },
      contactMobile: { required: '请输入联系方式', invalid: '请输入正确的电话' },
      smsCode: { required: '请输入验证码', length: '请输入四位数验证码' },
      password: { required: '请输入密码', tooShort: '密码不足6位', tooLong: '密码过长' },
      newPassword: { required: '新密码不能为空', tooShort: '密码不足6位', tooLong: '密码过长' },
      oldPasswordRequired: '原密码不能为空',
      passwordConfirmation: { required: '请再次输入登录密码', mismatch: '两次输入密码不一致!' },
      newPasswordConfirmation: { required: '请再次输入新密码', mismatch: '两次输入密码不一致!' },
      accountRequired: '账号不能为空',
      id: {
        required: '请输入证件号码',
        typeRequired: '请选择证件类型',
        invalid: {
          1: '请输入正确的身份证号码',
          2: '请输入正确的港澳通行证号码',
          3: '请输入正确的台湾通行证号码',
          4: '请输入正确的护照号码',
        },
      },
      legalPersonId: { required: '请输入身份证号码', typeRequired: '请选择法人证件类型' },
      name: {
        chineseRequired: '请输入姓名',
        chineseInvalid: '请输入正确的中文名',
        englishRequired: '请输入英文名',
        englishNotCapitalised: '首字母未大写',
        englishInvalid: '请输入正确的英文名',
      },
      email: { invalid: '请输入正确的邮箱地址', promptInvalid: '邮箱格式不正确', promptCancelled: '取消输入' },
      certificateQuery: { nameRequired: '请输入运动员姓名', atLeastTwo: '至少填写两项进行查询' },
    });
  });

  it('the index exports every rule', () => {
    for (const name of [
      'validateMobile', 'validateOptionalMobile', 'isMobile', 'validateSmsCode', 'validatePassword',
      'validatePasswordConfirmation', 'passwordStrength', 'validateAccount', 'isNationalId',
      'birthDateFromIdNumber', 'validateIdByType', 'validateNationalId', 'isHongKongMacauPass', 'isTaiwanPass',
      'isPassport', 'isChineseName', 'validateChineseName', 'validateEnglishName', 'validateEmail',
      'validateCertificateQuery', 'compactQuery', 'toDateRange', 'maskMiddle', 'asFormValidator',
    ]) {
      expect(typeof (validation as Record<string, unknown>)[name], name).toBe('function');
    }
  });
});
