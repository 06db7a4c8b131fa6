import { z } from 'zod';
import { defineCall } from '../define';
import { itemsOf, pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { PAYMENT_STATUSES } from '../workflow-states';
import { inputText, numeric, recordId } from './fields';
import { CERTIFICATE_DELIVERY_MESSAGES as M, CERTIFICATE_DELIVERY_PAGE_SIZES } from './certificate-delivery-constants';

/**
 * Certificates, paper-certificate delivery and logistics of the personal centre (req: 001 §3–§9, 002 §3; decision
 * 0033). Everything is the caller's own: another user's certificate, order or parcel answers as if it did not exist.
 * The form messages are the spec's (001 §5), the same as `@badminton/validation`'s `DELIVERY_FORM_MESSAGES`.
 */

const noAnswer = z.object({});

/** Blank ('' / null / absent) → '' so a required text field answers its own message. */
function requiredText(message: string, max: number) {
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    inputText(message).trim().min(1, message).max(max, `不能超过${max}个字`),
  );
}

/** A required region (province, city, district): blank or not a positive whole number → the message. */
function requiredRegion(message: string) {
  return numeric(z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message));
}

/** userType of the spec's calls: 1 athlete, 2 evaluator, 3 institution (the caller's own role is what counts). */
const userType = numeric(
  z
    .number({ error: M.userTypeInvalid })
    .int(M.userTypeInvalid)
    .min(1, M.userTypeInvalid)
    .max(3, M.userTypeInvalid),
)
  .optional()
  .describe('用户类型 1 运动员、2 考评员、3 机构（按登录角色处理）');

// ---------------------------------------------------------------- certificates

export const ownCertificateItem = z.object({
  id: z.number().int(),
  certificate_grade: z.number().int(),
  gradeName: z.string(),
  certificate_number: z.string(),
  certificate_url: z.string().describe('证书图片地址（带令牌）'),
  created_date: wireDateTime,
  is_grant: z.number().int().describe('1 已领取（纸质证书已寄出或已代领）'),
  isEvent: z.number().int().describe('1 赛事等级证书'),
  /** Collectable by the test institution now (7 days, not granted, not from an event, not claimed). */
  proxyable: z.boolean(),
  /** Already in a live paper-certificate order or a proxy request. */
  claimed: z.boolean(),
});
export type OwnCertificateItem = z.infer<typeof ownCertificateItem>;

export const getOwnCertificates = defineCall({
  path: 'PaperCertificate/GetCertificateList',
  summary: '本人的证书（运动员等级证书、考评员证书），新颁发的在前；含是否已领取、是否赛事证书、可否机构代领',
  // The spec sends userNumber; the answer is always the caller's own, so no field is read.
  input: z.object({}),
  output: itemsOf(ownCertificateItem),
});

export const paperOrderItem = z.object({
  id: z.number().int(),
  payment_order_sn: z.string(),
  creationTime: wireDateTime,
  record_list: z.array(
    z.object({
      certificate_grade: z.number().int(),
      gradeName: z.string(),
      certificate_type: z.number().int().describe('0 证书，1 证章，2 证书和证章'),
      certificate_type_name: z.string(),
    }),
  ),
  amount: z.number().describe('金额（元）'),
  express_company: z.string().nullable(),
  express_number: z.string().nullable(),
  mailing_time: wireDateTime.nullable(),
  payment_status: z.string().describe('待支付、支付成功、支付失败、已退款、已关闭'),
  payment_status_code: z.enum(PAYMENT_STATUSES),
});
export type PaperOrderItem = z.infer<typeof paperOrderItem>;

export const getPaperCertificateOrders = defineCall({
  path: 'PaperCertificate/GetOrderList',
  summary: '本人的纸质证书证章订单（每页10条），新下单的在前',
  input: pagingInputWith(CERTIFICATE_DELIVERY_PAGE_SIZES.orders),
  output: pagedOf(paperOrderItem),
});

export const proxyRecordItem = z.object({
  id: z.number().int(),
  mechanism_fullName: z.string(),
  classTitle: z.string(),
  grade: z.number().int(),
  gradeName: z.string(),
  lastModificationTime: wireDateTime,
});
export type ProxyRecordItem = z.infer<typeof proxyRecordItem>;

export const getProxyRecords = defineCall({
  path: 'PaperCertificate/GetProxyRecordList',
  summary: '本人的机构代领记录（每页10条）',
  input: pagingInputWith(CERTIFICATE_DELIVERY_PAGE_SIZES.proxyRecords).extend({ userType }),
  output: pagedOf(proxyRecordItem),
});

export const applyProxy = defineCall({
  path: 'PaperCertificate/ApplyProxy',
  summary: '申请由测试机构代领证书（仅运动员）：只能选择本人7天内颁发、未领取、非赛事的证书',
  input: z.object({
    ApplicationWay: numeric(z.literal(1, { error: '申领方式无效' })).describe('固定为 1（机构代领）'),
    ids: z
      .array(recordId('证书编号'), { error: '请至少选择一个等级' })
      .min(1, '请至少选择一个等级')
      .max(50, '一次最多选择50个证书')
      .describe('证书编号列表'),
  }),
  output: noAnswer,
});

// ---------------------------------------------------------------- fees and delivery

export const getCertificateFees = defineCall({
  path: 'PaperCertificate/GetCertificateFee',
  summary: '纸质证书、证章的单价（元，整数）',
  input: z.object({ userType }),
  output: z.object({ certificateFee: z.number().describe('每个证书（元）'), badgesFee: z.number().describe('每个证章（元）') }),
});

export const getShippingFee = defineCall({
  path: 'PaperCertificate/GetExpressFee',
  summary: '寄往某省的运费（元，整数）；area_code 为省的地区编号',
  input: z.object({ area_code: recordId('省') }),
  output: z.object({ fee: z.number().describe('运费（元）') }),
});

export const deliveryCertificate = z.object({
  paperCertificateId: recordId('证书编号'),
  certificate_type: numeric(z.number({ error: M.certificateRequired }).int(M.certificateRequired).min(0, M.certificateRequired).max(2, M.certificateRequired)).describe(
    '0 证书，1 证章，2 证书和证章',
  ),
});

export const submitDelivery = defineCall({
  path: 'PaperCertificate/SubmitDelivery',
  summary:
    '申领纸质证书证章：本人未申领、未领取的证书；金额为证书费 + 证章费 + 运费（按省），创建待支付订单（30分钟内支付），返回订单号',
  input: z.object({
    userType,
    is_grant_test: numeric(z.literal(0, { error: '申领方式无效' })).default(0).describe('固定为 0（个人申领）'),
    certificateList: z
      .array(deliveryCertificate, { error: M.certificateRequired })
      .min(1, M.certificateRequired)
      .max(50, '一次最多申领50个证书'),
    contacts: requiredText('用户名不能为空', 50).describe('收件人'),
    telphone: requiredText('请输入联系方式', 32).describe('联系电话（手机号）'),
    province: requiredRegion('省不能为空'),
    city: requiredRegion('市不能为空'),
    district: requiredRegion('区不能为空'),
    mailing_detail_address: requiredText('详细地址不能为空', 200).describe('详细地址'),
  }),
  output: z.object({ order_sn: z.string(), amount: z.number().describe('应付金额（元）') }),
});

// ---------------------------------------------------------------- logistics

export const logisticsRoute = z.object({
  _remark: z.string(),
  _accept_time: z.string(),
  _accept_address: z.string(),
});
export type LogisticsRoute = z.infer<typeof logisticsRoute>;

export const getLogistics = defineCall({
  path: 'Logistics/GetRouteList',
  summary:
    '本人包裹的物流路由（顺丰路由查询 respXml 及其解析结果，新节点在前）；承运商回答 ERR 或没有节点时 items 为空',
  input: z.object({
    ordernumber: inputText('请指定运单号')
      .trim()
      .min(1, '请指定运单号')
      .max(32, '运单号无效')
      .regex(/^[0-9A-Za-z]+$/, '运单号无效')
      .describe('运单号（express_number）'),
  }),
  output: itemsOf(
    z.object({
      respXml: z.string(),
      express_company: z.string(),
      _mailno: z.string(),
      routes: z.array(logisticsRoute),
    }),
  ),
});
