import { z } from 'zod';
import { defineCall } from '../define';
import { inputText, integerOf, numeric, recordId } from './fields';
import { ACCOUNT_MESSAGES, REGISTRABLE_USER_TYPES } from './constants';

/**
 * Account calls (issue 3): public key, SMS codes, registration, sign-in (password and WeChat),
 * binding a mobile, password reset and change, mobile rebind, sign-out, privacy switch and
 * reading a station message.
 *
 * "enc" fields are RSA-encrypted in the browser with jsencrypt (PKCS#1 v1.5, base64) using the
 * public key of `getPublicKey`; at the contract level they are plain non-empty strings, the
 * service decrypts them and applies the rules of @badminton/validation to the decrypted values.
 * Shape checks only here: the service is the authority for the mobile, code and password rules.
 */

const noPayload = z.object({});
const noAnswer = z.object({});

/** Role of the account (1–5). */
function userTypeSchema(label: string, allowed: readonly number[]) {
  const message = `请选择${label}`;
  return z
    .number({ error: message })
    .int(message)
    .refine((value) => allowed.includes(value), `${label}无效`);
}

function userTypeOf(label: string, allowed: readonly number[]) {
  return numeric(userTypeSchema(label, allowed));
}

/** Turns '' / null and numeric strings into undefined / numbers (form-encoded payloads). */
function toOptionalNumber(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return value;
}

const anyUserType = (label = '用户类型') => userTypeOf(label, [1, 2, 3, 4, 5]).describe('用户类型：1 运动员，2 考评员，3 测试机构，4 省协会审核员，5 中羽协管理员');
const registrableUserType = (label = '用户类型') => userTypeOf(label, REGISTRABLE_USER_TYPES).describe('用户类型：1 运动员，2 考评员，3 测试机构');

/** A required text field; numbers (form submits) are accepted as text. */
function requiredText(message: string, maxLength = 2048) {
  return z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    inputText(message).trim().min(1, message).max(maxLength, message),
  );
}

/** Mainland mobile (the service checks the carrier pattern: '请输入正确的手机号'). */
const mobileField = () => requiredText('请输入联系电话', 32).describe('手机号（11位）');

/** SMS code (the service checks it: '请输入四位数验证码', '验证码错误'). */
const smsCodeField = () => requiredText('请输入验证码', 16).describe('短信验证码（4位）');

/** An RSA-encrypted value (base64 of jsencrypt's PKCS#1 v1.5 output). */
function encrypted(requiredMessage: string, description: string) {
  return requiredText(requiredMessage, 4096).describe(`${description}（RSA 加密，jsencrypt PKCS#1 v1.5，base64）`);
}

// ---------------------------------------------------------------------------------------------

export const getPublicKey = defineCall({
  path: 'CommonApi/GetPublicKey',
  summary: '登录加密公钥：浏览器用它以 jsencrypt（PKCS#1 v1.5）加密账号与密码',
  input: noPayload,
  output: z.object({ publicKey: z.string().describe('RSA 公钥（PEM，SPKI，2048 位）') }),
});

export const getMessageCode = defineCall({
  path: 'CommonApi/GetMessageCode',
  summary:
    '发送短信验证码：4位，5分钟内有效；同一手机号120秒内只发一次，每个手机号每天10次、每个客户端地址每天30次；' +
    '输错5次作废',
  input: z.object({ mobile: mobileField() }),
  output: noAnswer,
});

export const checkPhoneNumber = defineCall({
  path: 'CommonApi/CheckPhoneNumber',
  summary: '手机号是否已注册该角色的账号',
  input: z.object({ mobile: mobileField(), userType: registrableUserType() }),
  output: z.object({ registered: z.boolean().describe('该手机号已注册该角色的账号') }),
});

export const registerVerify = defineCall({
  path: 'CommonApi/RegisterVerify',
  summary: '注册第一步：校验手机验证码（不消耗验证码），10分钟内可完成注册；同一角色同一手机号只能注册一个账号',
  input: z.object({ mobile: mobileField(), userType: registrableUserType(), code: smsCodeField() }),
  output: noAnswer,
});

export const register = defineCall({
  path: 'CommonApi/Register',
  summary: '注册第二步：设置密码（6–18位），需在10分钟内完成同一手机号与角色的验证；成功后发送欢迎站内消息',
  input: z.object({
    mobile: mobileField(),
    userType: registrableUserType(),
    pwd: encrypted('请输入密码', '密码'),
    confirmpwd: encrypted('请再次输入登录密码', '确认密码'),
  }),
  output: noAnswer,
});

export const userData = z.object({
  userId: z.number().int().describe('用户编号'),
  usertype: z.number().int().describe('用户类型 1–5'),
  isverify: z.union([z.literal(0), z.literal(1)]).describe('1 已绑定手机号；0 未验证（批量注册账号，需先绑定手机号）'),
  userToken: z.string().optional().describe('登录凭证（仅 isverify = 1）'),
  bindTicket: z.string().optional().describe('绑定手机号凭证，10分钟内有效，一次性（仅 isverify = 0）'),
  name: z.string().describe('显示名称：个人姓名或机构名称；未填写资料时为脱敏手机号或账号'),
  mobile: z.string().describe('脱敏手机号（前3后4），未绑定时为空字符串'),
});
export type UserData = z.infer<typeof userData>;

export const login = defineCall({
  path: 'CommonApi/Login',
  summary:
    '账号密码登录（账号与密码均 RSA 加密）：账号为手机号，批量注册的运动员为身份证号；' +
    '同一账号15分钟内失败5次、同一地址15分钟内失败20次后暂停登录',
  input: z.object({
    usertype: anyUserType(),
    loginName: encrypted('账号不能为空', '账号'),
    password: encrypted('请输入密码', '密码'),
  }),
  output: z.object({ userData }),
});

export const weChatLogin = defineCall({
  path: 'CommonApi/WeChatLogin',
  summary: '微信扫码登录：key 为 /wxsignin?token=a.key.c 的中间一段，一次性，5分钟内有效',
  input: z.object({ key: requiredText('微信登录已失效，请重新扫码', 256).describe('一次性登录密钥') }),
  output: z.object({ userData }),
});

export const forgetPassword = defineCall({
  path: 'CommonApi/ForgetPassword',
  summary: '忘记密码：短信验证码重置密码，并使该账号的全部登录失效',
  input: z.object({
    usertype: anyUserType(),
    mobile: mobileField(),
    code: smsCodeField(),
    pwd: encrypted('请输入密码', '新密码'),
    confirmpwd: encrypted('请再次输入登录密码', '确认密码'),
  }),
  output: noAnswer,
});

export const mobileVerify = defineCall({
  path: 'CommonApi/MobileVerify',
  summary: '未验证账号（批量注册）绑定手机号：需登录时取得的 bindTicket；成功后 isverify 变为 1，请重新登录',
  input: z.object({
    mobile: mobileField(),
    code: smsCodeField(),
    userId: recordId('用户编号'),
    flag: z.preprocess(toOptionalNumber, integerOf('绑定类型').optional()).describe('兼容字段，服务端不使用'),
    bindTicket: requiredText(ACCOUNT_MESSAGES.bindTicketExpired, 256).describe('登录返回的 bindTicket'),
  }),
  output: noAnswer,
});

export const logout = defineCall({
  path: 'CommonApi/Logout',
  summary: '退出登录：当前登录凭证立即失效',
  input: noPayload,
  output: noAnswer,
});

export const changePassword = defineCall({
  path: 'CommonApi/ChangePassword',
  summary: '修改密码（原密码、新密码均 RSA 加密）：成功后该账号的全部登录失效',
  input: z.object({
    oldPassword: encrypted('原密码不能为空', '原密码'),
    newPassword: encrypted('新密码不能为空', '新密码'),
    confirmPassword: encrypted('请再次输入新密码', '确认新密码').optional(),
  }),
  output: noAnswer,
});

export const changeMobile = defineCall({
  path: 'CommonApi/ChangeMobile',
  summary: '更换绑定手机号（验证码发往新手机号；同一角色手机号唯一）：成功后该账号的全部登录失效',
  input: z.object({
    mobile: requiredText('请输入联系方式', 32).describe('新手机号'),
    code: smsCodeField(),
    usertype: z
      .preprocess(toOptionalNumber, userTypeSchema('用户类型', [1, 2, 3, 4, 5]).optional())
      .describe('兼容字段，以登录会话的角色为准'),
  }),
  output: noAnswer,
});

export const getOpenQuery = defineCall({
  path: 'CommonApi/GetOpenQuery',
  summary: '隐私设置（运动员）：是否在公开的运动员列表与详情中展示姓名和照片',
  input: noPayload,
  output: z.object({ is_open: z.boolean().describe('true 公开，false 不公开') }),
});

export const setOpenQuery = defineCall({
  path: 'CommonApi/SetOpenQuery',
  summary: '设置隐私开关（运动员）',
  input: z.object({
    isopen: numeric(
      z
        .number({ error: '请选择是否公开' })
        .int('请选择是否公开')
        .refine((value) => value === 0 || value === 1, '公开设置只能是0或1'),
    ).describe('1 公开，0 不公开'),
  }),
  output: noAnswer,
});

export const readStationNews = defineCall({
  path: 'FrontStationNews/ReadStationNews',
  summary: '将自己的一条站内消息标记为已读',
  input: z.object({ id: recordId('消息编号') }),
  output: noAnswer,
});
