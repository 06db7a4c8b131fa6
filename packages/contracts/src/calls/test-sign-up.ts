import { z } from 'zod';
import { defineCall } from '../define';
import { itemsOf, pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { PAYMENT_STATUSES } from '../workflow-states';
import { inputText, integerOf, nullableText, numeric, recordId } from './fields';
import { TEST_RECORD_PAGE_SIZE } from './test-sign-up-constants';

/**
 * Test sign-up (req: test-sign-up-and-orders.md, issue 13, decision 0031): the sign-up page's information, the
 * leave-record check and its abandon, the invoice title, the sign-up itself (the coach form → a test application and
 * its order, one seat taken atomically) and the athlete's test order records. Athletes only, their own records only.
 * The schemas bound the shapes; the service applies the rules of @badminton/validation (`sign-up-order.ts`) and
 * answers their messages.
 */

const noPayload = z.object({});
const noAnswer = z.object({});

const gradeCode = numeric(integerOf('测试等级').min(1, '测试等级无效').max(16, '测试等级无效')).describe('测试等级（字典 certificate_grade 1–16）');

/** Optional form text: '' and null are absent; at most `max` characters. */
function optionalText(max: number, label: string) {
  return z
    .preprocess((value) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'number' ? String(value) : value),
      inputText(`${label}必须是文本`).trim().max(max, `${label}不能超过${max}个字`).optional())
    .describe(label);
}

// ---------------------------------------------------------------- sign-up information

export const signUpInfoItem = z.object({
  test_class_id: z.number().int(),
  test_class_title: z.string(),
  mechanism_fullName: z.string().describe('测试机构名称'),
  file_path: nullableText.describe('测试班封面'),
  registration_start_time: wireDateTime,
  registration_end_time: wireDateTime,
  test_start_time: wireDateTime,
  test_end_time: wireDateTime,
  province: z.string(),
  city: z.string(),
  district: z.string(),
  test_detail_addr: z.string(),
  grade: z.number().int().describe('测试等级'),
  gradeName: z.string(),
  contact: z.string(),
  contact_number: z.string(),
  registration_fee: z.number().describe('报名费（元）'),
  seats_left: z.number().int().describe('剩余名额'),
});
export type SignUpInfoItem = z.infer<typeof signUpInfoItem>;

export const getSignUpInfo = defineCall({
  path: 'TestApplication/GetSignUpInfo',
  summary: '报名信息（运动员）：测试班信息与该等级报名费；不在报名时间内、无测试等级资格、名额已满时失败',
  input: z.object({ test_class_id: recordId('测试班编号'), grade: gradeCode }),
  output: itemsOf(signUpInfoItem),
});

// ---------------------------------------------------------------- leave records (retake)

export const getLeaveRecord = defineCall({
  path: 'TestApplication/GetLeaveRecord',
  summary: '请假记录检查（运动员）：本人同一等级处于请假状态的报名（data.applicationId），没有时 data 为 null',
  input: z.object({ grade: gradeCode, test_class_id: recordId('测试班编号').optional() }),
  output: z.object({ data: z.object({ applicationId: z.number().int() }).nullable() }),
});

export const abandonLeaveRecord = defineCall({
  path: 'TestApplication/AbandonLeaveRecord',
  summary: '放弃考试名额（运动员）：本人请假的报名改为已放弃（leave_status 2），然后可重新报名',
  input: z.object({ applicationId: recordId('报名记录编号') }),
  output: noAnswer,
});

// ---------------------------------------------------------------- invoice title

export const invoiceTitle = z.object({
  custtype: z.enum(['01', '03']).describe('01 单位，03 个人'),
  custname: nullableText.describe('单位名称'),
  custTaxNo: nullableText.describe('纳税人识别号'),
  custAddr: nullableText.describe('单位地址'),
  custPhone: nullableText.describe('单位电话'),
  custBank: nullableText.describe('开户银行'),
  custAccount: nullableText.describe('银行账号'),
  invoMemo: nullableText.describe('发票备注'),
});
export type InvoiceTitle = z.infer<typeof invoiceTitle>;

export const getInvoiceInfo = defineCall({
  path: 'InvoiceInfo/GetInvoiceInfo',
  summary: '发票信息（运动员、考评员、机构）：本人保存的发票抬头，未保存时为 null',
  input: noPayload,
  output: z.object({ invoiceInfo: invoiceTitle.nullable() }),
});

export const saveInvoiceInfo = defineCall({
  path: 'InvoiceInfo/SaveInvoiceInfo',
  summary: '保存发票信息（运动员、考评员、机构）：单位抬头需单位名称与纳税人识别号；备注不超过200字',
  input: z.object({
    custtype: z.enum(['01', '03'], { error: '请选择发票抬头类型' }).describe('01 单位，03 个人'),
    custname: optionalText(100, '单位名称'),
    custTaxNo: optionalText(30, '纳税人识别号'),
    custAddr: optionalText(200, '单位地址'),
    custPhone: optionalText(30, '单位电话'),
    custBank: optionalText(100, '开户银行'),
    custAccount: optionalText(50, '银行账号'),
    invoMemo: z
      .preprocess((value) => (value === '' || value === null || value === undefined ? undefined : value), inputText('发票备注必须是文本').optional())
      .describe('发票备注（不超过200字）'),
  }),
  output: noAnswer,
});

// ---------------------------------------------------------------- sign-up

export const signUp = defineCall({
  path: 'TestApplication/SignUp',
  summary:
    '测试报名（运动员）：教练员信息 → 报名记录与订单（30 分钟内支付，名额原子占用）；成功时 errorMsg 为订单号（规格如此）',
  input: z.object({
    status: numeric(integerOf('培训情况').refine((value) => value === 0 || value === 1, '培训情况只能是0或1')).describe(
      '0 在本机构培训（培训机构为本机构），1 否',
    ),
    train: optionalText(50, '培训机构'),
    coach: optionalText(50, '教练员姓名'),
    phone: optionalText(20, '教练员手机号').describe('手机号，或“无”'),
    test_class_id: recordId('测试班编号'),
    grade: gradeCode,
  }),
  output: z.object({ errorMsg: z.string().describe('订单号') }),
});

// ---------------------------------------------------------------- test order records

export const testOrderRecord = z.object({
  id: z.number().int().describe('报名记录编号'),
  order_sn: z.string(),
  creationTime: wireDateTime,
  institutional_view: nullableText.describe('测试机构实景图'),
  file_path: nullableText.describe('测试班封面：测试报名列表的同一张图，记录以它为图（无封面时用机构实景图）'),
  mechanism_fullName: z.string(),
  test_class_id: z.number().int(),
  test_class_title: z.string(),
  test_start_time: wireDateTime,
  gradeKey: z.number().int().describe('测试等级'),
  gradeName: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES).describe('1 待支付，3 已支付，5 支付失败，7 已退款，9 已关闭'),
  order_price: z.number().describe('订单金额（元）'),
  isBatch: z.boolean().describe('机构批量报名（由机构支付）'),
  isAppeal: z.boolean().describe('已申诉'),
  refund_status: z.number().int().describe('0 无，1 退费中，2 已退费，3 退费失败'),
  score_qualified_judgment: z.number().int().nullable().describe('成绩发布后：0 未评定，1 合格，2 不合格；未发布为 null'),
  expires_at: wireDateTime.nullable().describe('待支付订单的支付截止时间'),
  apply: z.object({ contact: z.string(), contact_number: z.string() }),
});
export type TestOrderRecord = z.infer<typeof testOrderRecord>;

export const getTestOrderRecords = defineCall({
  path: 'TestApplication/GetTestOrderRecords',
  summary: '等级测试记录（运动员）：本人的报名与订单，每页 4 条，最新在前',
  input: pagingInputWith(TEST_RECORD_PAGE_SIZE),
  output: pagedOf(testOrderRecord),
});
