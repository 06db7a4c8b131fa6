import { z } from 'zod';
import { defineCall } from '../define';
import { pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { blankAsAbsent, inputText, recordId, searchKeyword } from './fields';
import {
  ADMIN_ACCOUNT_KINDS,
  ADMIN_ACCOUNT_MESSAGES as M,
  ADMIN_ACCOUNT_PAGE_SIZE,
  ADMIN_ACCOUNT_REASON_MAX,
} from './admin-accounts-constants';

/**
 * The back office's accounts (issue 26 item 9, decision 0071; req: back-office.md#personal-data-in-the-back-office,
 * back-office.md#back-office-roles): find a person or an institution, lock or unlock it, start a password reset by
 * SMS. Roles 4 (accounts of their own province only, never the association's staff) and 5. The list masks ID numbers
 * and mobiles; `AdminAccount/Get` is the one answer with them in full, and every call of it writes an audit row
 * (查看个人信息). The rules (scope, staff, the reason) are the service's; the schemas only bound the shapes.
 */

const kind = z.enum(ADMIN_ACCOUNT_KINDS, { error: M.kindInvalid });

export const adminAccountItem = z.object({
  id: z.number().int().describe('账号编号'),
  usertype: z.number().int().describe('1 运动员，2 考评员，3 测试机构，4 省协会审核员，5 中羽协管理员'),
  role_label: z.string(),
  name: z.string().describe('姓名或机构全称（未填写基本信息为空）'),
  mobile: z.string().describe('手机号（打码：前3后4）'),
  certificates_number: z.string().describe('证件号码或统一社会信用代码（打码：前3后4）'),
  province_name: z.string(),
  locked: z.boolean(),
  created_at: wireDateTime,
});
export type AdminAccountItem = z.infer<typeof adminAccountItem>;

export const searchAdminAccounts = defineCall({
  path: 'AdminAccount/Search',
  summary: '账号查询：按账号类型、关键字（姓名、机构名称、手机号、证件号码）、锁定状态查找账号（省协会只见本省），附各类型数量；证件号码与手机号打码',
  input: pagingInputWith(ADMIN_ACCOUNT_PAGE_SIZE).extend({
    kind: blankAsAbsent(kind.optional()).describe('athlete 运动员、evaluator 考评员、institution 测试机构、staff 协会账号；空为全部'),
    keyword: searchKeyword().describe('姓名、机构名称、手机号或证件号码，模糊匹配'),
    locked: blankAsAbsent(z.enum(['0', '1'], { error: '锁定状态无效' }).optional()).describe('1 仅已锁定，0 仅未锁定，空为全部'),
  }),
  output: pagedOf(adminAccountItem).extend({
    counts: z.object({
      athlete: z.number().int(),
      evaluator: z.number().int(),
      institution: z.number().int(),
      staff: z.number().int(),
      locked: z.number().int(),
    }),
  }),
});

const person = z.object({
  name: z.string(),
  english_name: z.string(),
  sex: z.string(),
  certificates_type: z.string(),
  certificates_number: z.string().describe('证件号码（全文）'),
  birthday: z.string(),
  region: z.string().describe('省市区'),
  mailing_address: z.string().nullable(),
  native_place: z.string().nullable(),
  email: z.string().nullable(),
});

const institution = z.object({
  full_name: z.string(),
  nickname: z.string(),
  business_license: z.string(),
  region: z.string(),
  detailed_address: z.string(),
  office_address: z.string().nullable(),
  legal_person: z.string(),
  legal_person_id_number: z.string().describe('法人证件号码（全文）'),
  principal: z.string().nullable(),
  principal_tel: z.string().nullable(),
  management_tel: z.string().nullable(),
});

const historyRow = z.object({
  time: wireDateTime,
  actor: z.string().describe('操作人（省协会审核员、中羽协管理员；系统）'),
  action: z.string(),
  reason: z.string().nullable(),
});
export type AdminAccountHistoryRow = z.infer<typeof historyRow>;

export const adminAccountDetail = z.object({
  id: z.number().int(),
  usertype: z.number().int(),
  role_label: z.string(),
  login_name: z.string().nullable().describe('登录名（批量注册的账号为证件号码）'),
  mobile: z.string().nullable().describe('手机号（全文）'),
  contact_mobile: z.string().nullable().describe('机构批量注册时留的联系手机（全文）'),
  is_verify: z.boolean(),
  created_at: wireDateTime,
  province_name: z.string(),
  review_province_name: z.string().nullable().describe('省协会审核员审核的省份'),
  locked: z.boolean(),
  locked_at: wireDateTime.nullable(),
  lock_reason: z.string().nullable(),
  person: person.nullable(),
  institution: institution.nullable(),
  history: z.array(historyRow).describe('该账号的操作记录（含每次查看个人信息）'),
  can: z.object({ lock: z.boolean(), unlock: z.boolean(), reset: z.boolean() }),
});
export type AdminAccountDetail = z.infer<typeof adminAccountDetail>;

const target = { id: recordId('账号编号') };
const reason = inputText(M.reasonRequired).trim().min(1, M.reasonRequired).max(ADMIN_ACCOUNT_REASON_MAX, M.reasonTooLong);

export const getAdminAccount = defineCall({
  path: 'AdminAccount/Get',
  summary: '账号详情：姓名、证件号码、手机号、地址全文显示（仅此处）；每次查看记一条审计“查看个人信息”',
  input: z.object(target),
  output: z.object({ items: z.array(adminAccountDetail) }),
});

export const lockAdminAccount = defineCall({
  path: 'AdminAccount/Lock',
  summary: '锁定账号：须填写原因；锁定后不能登录，已登录的会话立即失效',
  input: z.object({ ...target, reason }),
  output: z.object({}),
});

export const unlockAdminAccount = defineCall({
  path: 'AdminAccount/Unlock',
  summary: '解锁账号：须填写原因',
  input: z.object({ ...target, reason }),
  output: z.object({}),
});

export const startAdminPasswordReset = defineCall({
  path: 'AdminAccount/StartPasswordReset',
  summary: '发送重置密码短信：向账号绑定的手机号发送验证码（与获取验证码同一限额），用户再用“忘记密码”设置新密码',
  input: z.object(target),
  output: z.object({ mobile: z.string().describe('发往的手机号（打码）') }),
});
