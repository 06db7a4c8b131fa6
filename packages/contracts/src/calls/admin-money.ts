import { z } from 'zod';
import { defineCall } from '../define';
import { blankAsAbsent, inputText, numeric, recordId, searchKeyword } from './fields';
import {
  ADMIN_MONEY_PAGE_SIZE,
  ADMIN_REFUND_KINDS,
  ADMIN_REFUND_MESSAGES as RM,
  ADMIN_REFUND_REASON_MAX,
  ADMIN_REFUND_STAGES,
  ADMIN_SHIPPING_MESSAGES as SM,
  ADMIN_SHIPPING_STAGES,
  WAYBILL_PATTERN,
} from './admin-money-constants';

/**
 * The association back office's money queues (issue 26, decision 0069), national administrator (role 5) only:
 * - refunds (`AdminRefund/*`): the institutions' class-level and row-level refund requests; approving sends each
 *   paid entry's order to the payment provider (the payments core's refund path, decision 0046), refusing ends the
 *   request with a reason, a failed refund is tried again;
 * - paper certificates and badges (`AdminShipping/*`): the paid delivery orders (kinds 2 and 5) printed, then shipped
 *   with a carrier and a waybill that the owners' 查看物流 then follows.
 * Every decision writes an audit row (decision 0065). Money is integer fen inside; amounts are 元 here.
 */

const paging = {
  page: numeric(z.number().int().min(1).max(100000)).default(1),
  limit: numeric(z.number().int().min(1).max(50)).default(ADMIN_MONEY_PAGE_SIZE),
};

const provinceFilter = blankAsAbsent(numeric(z.number().int().min(100000).max(999999)).optional()).describe('省份（行政区划代码）');

const refundKind = z.enum(ADMIN_REFUND_KINDS, { error: RM.kindInvalid });

export const adminRefundEntry = z.object({
  application_id: z.number().int(),
  name: z.string().describe('运动员姓名'),
  certificates_number: z.string().describe('证件号码（审核人员可见全文）'),
  grade: z.string(),
  order_sn: z.string().nullable(),
  amount: z.number().describe('订单金额（元）'),
  payment_status: z.string().describe('订单状态'),
  refund_status: z.number().int().describe('0 未退费，1 退费中，2 已退费，3 退费失败'),
  refund_status_label: z.string(),
  refund_sn: z.string().nullable().describe('退款单号（out_refund_no）'),
});
export type AdminRefundEntry = z.infer<typeof adminRefundEntry>;

export const adminRefundItem = z.object({
  kind: refundKind,
  id: z.number().int().describe('测试班编号（测试班退费）或报名记录编号（报名退费）'),
  test_class_id: z.number().int(),
  test_class_title: z.string(),
  institution_name: z.string(),
  province_name: z.string(),
  refund_status: z.number().int(),
  stage: z.enum(ADMIN_REFUND_STAGES),
  stage_label: z.string(),
  requested_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  note: z.string().nullable().describe('退费失败的原因（驳回理由或支付平台的答复）'),
  athlete_count: z.number().int().describe('涉及的已支付报名数'),
  amount: z.number().describe('退款总额（元）'),
  entries: z.array(adminRefundEntry),
});
export type AdminRefundItem = z.infer<typeof adminRefundItem>;

export const getAdminRefundList = defineCall({
  path: 'AdminRefund/GetList',
  summary: '退费审核列表（中羽协）：测试班退费与报名退费，按审核状态、类型、机构名称、省份筛选，附各状态数量',
  input: z.object({
    stage: blankAsAbsent(z.enum(ADMIN_REFUND_STAGES, { error: RM.stageInvalid }).optional()),
    kind: blankAsAbsent(refundKind.optional()),
    keyword: searchKeyword().describe('机构名称，模糊匹配'),
    province_id: provinceFilter,
    ...paging,
  }),
  output: z.object({
    items: z.array(adminRefundItem),
    totalCount: z.number().int(),
    counts: z.object({ pending: z.number().int(), processing: z.number().int(), refunded: z.number().int(), failed: z.number().int() }),
  }),
});

const refundTarget = { kind: refundKind, id: recordId('退费申请编号') };

export const approveAdminRefund = defineCall({
  path: 'AdminRefund/Approve',
  summary: '批准退费：待审核的申请，每笔已支付订单各自向支付平台退款（退款单号按订单唯一）；成功后由支付平台回调置为已退费',
  input: z.object(refundTarget),
  output: z.object({ refunds: z.number().int().describe('提交的退款笔数') }),
});

export const refuseAdminRefund = defineCall({
  path: 'AdminRefund/Refuse',
  summary: '驳回退费：待审核的申请置为退费失败（3），须填写理由',
  input: z.object({
    ...refundTarget,
    reason: inputText(RM.reasonRequired).trim().min(1, RM.reasonRequired).max(ADMIN_REFUND_REASON_MAX, RM.reasonTooLong),
  }),
  output: z.object({}),
});

export const retryAdminRefund = defineCall({
  path: 'AdminRefund/Retry',
  summary: '重新退款：退费失败（3）的申请回到退费中（1）；支付平台失败的退款以新的退款单号重新提交，被驳回的申请回到待审核',
  input: z.object(refundTarget),
  output: z.object({ refunds: z.number().int() }),
});

export const adminShippingItem = z.object({
  delivery_id: z.number().int(),
  order_sn: z.string(),
  kind: z.number().int().describe('2 个人申领，5 机构批量申领'),
  kind_label: z.string(),
  payer_name: z.string().describe('申领人（运动员、考评员或机构）'),
  contacts: z.string(),
  telphone: z.string(),
  address: z.string().describe('收件地址（省市区与详细地址）'),
  province_name: z.string(),
  amount: z.number().describe('订单金额（元）'),
  paid_at: z.string().nullable(),
  stage: z.enum(ADMIN_SHIPPING_STAGES),
  stage_label: z.string(),
  printed_at: z.string().nullable(),
  express_company: z.string().nullable(),
  express_number: z.string().nullable(),
  mailing_time: z.string().nullable(),
  items: z.array(z.object({ name: z.string(), grade: z.string(), certificate_number: z.string(), type_label: z.string() })),
});
export type AdminShippingItem = z.infer<typeof adminShippingItem>;

export const getAdminShippingList = defineCall({
  path: 'AdminShipping/GetList',
  summary: '证书证章打印发货队列（中羽协）：已支付的纸质证书订单（个人申领与机构批量申领），按状态、类型、关键字（订单号/收件人/运单号）、省份筛选，附各状态数量',
  input: z.object({
    stage: blankAsAbsent(z.enum(ADMIN_SHIPPING_STAGES, { error: SM.stageInvalid }).optional()),
    kind: blankAsAbsent(numeric(z.number().int().refine((v) => v === 2 || v === 5, SM.kindInvalid)).optional()),
    keyword: searchKeyword().describe('订单号、收件人或运单号'),
    province_id: provinceFilter,
    ...paging,
  }),
  output: z.object({
    items: z.array(adminShippingItem),
    totalCount: z.number().int(),
    counts: z.object({ print: z.number().int(), ship: z.number().int(), shipped: z.number().int() }),
  }),
});

export const markAdminShippingPrinted = defineCall({
  path: 'AdminShipping/MarkPrinted',
  summary: '标记已打印：已支付、未打印的订单，其全部证书证章记为已打印（待打印 → 待发货）',
  input: z.object({ delivery_id: recordId('证书订单编号') }),
  output: z.object({}),
});

export const shipAdminShipping = defineCall({
  path: 'AdminShipping/Ship',
  summary: '登记发货：已打印、未发货的订单记录快递公司与运单号（待发货 → 已发货），此后申领人的查看物流按运单号查询路由',
  input: z.object({
    delivery_id: recordId('证书订单编号'),
    express_company: inputText(SM.companyRequired).trim().min(1, SM.companyRequired).max(20, SM.companyInvalid),
    express_number: inputText(SM.waybillRequired)
      .trim()
      .min(1, SM.waybillRequired)
      .transform((value) => value.toUpperCase())
      .refine((value) => WAYBILL_PATTERN.test(value), SM.waybillInvalid),
  }),
  output: z.object({}),
});
