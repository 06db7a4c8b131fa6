import { z } from 'zod';
import { defineCall } from '../define';
import { itemsOf, pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { inputText, numeric } from './fields';
import { CERTIFICATE_DELIVERY_PAGE_SIZES } from './certificate-delivery-constants';

/**
 * E-invoices of paid orders (req: 001 §3–§9, 002 §3; decision 0033), for every role: the caller's invoice records and
 * the invoice of one of the caller's orders. Another user's order answers like an order without an invoice.
 */

const userType = numeric(z.number({ error: '用户类型无效' }).int('用户类型无效').min(1, '用户类型无效').max(3, '用户类型无效'))
  .optional()
  .describe('user_type 1–3（按登录角色处理）');

export const invoiceListItem = z.object({
  id: z.number().int(),
  order_sn: z.string(),
  orderType: z.string().describe('订单类型（等级测试报名费、证书证章费…）'),
  amount: z.number().describe('金额（元）'),
  invoice_status: z.number().int().describe('0、2、3 开票中，1 已开票'),
  invoice_status_name: z.string(),
  custtype: z.enum(['01', '03']),
  custname: z.string().nullable(),
  creationTime: wireDateTime.describe('申请开票时间'),
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;

export const getInvoiceList = defineCall({
  path: 'Invoice/GetInvoiceList',
  summary: '本人的发票记录（每页4条），按时间范围筛选：3m 近三个月（默认）、6m 近半年、12m 近一年、all 全部',
  input: pagingInputWith(CERTIFICATE_DELIVERY_PAGE_SIZES.invoices).extend({
    user_type: userType,
    timeRange: z.enum(['3m', '6m', '12m', 'all'], { error: '时间范围无效' }).default('3m').describe('时间范围'),
  }),
  output: pagedOf(invoiceListItem),
});

export const invoiceDetail = z.object({
  order_sn: z.string(),
  user_type: z.number().int(),
  amount: z.number().describe('金额（元）'),
  invoice_status: z.number().int().describe('0、2、3 开票中，1 已开票'),
  custtype: z.enum(['01', '03']),
  custname: z.string().nullable(),
  custTaxNo: z.string().nullable(),
  custAddr: z.string().nullable(),
  custPhone: z.string().nullable(),
  custBank: z.string().nullable(),
  custAccount: z.string().nullable(),
  invoMemo: z.string().nullable(),
  fpdm: z.string().nullable().describe('发票代码'),
  fphm: z.string().nullable().describe('发票号码'),
  urlQRCode: z.string().nullable().describe('发票二维码图片地址'),
  invoice_url: z.string().nullable().describe('发票 PDF 地址'),
  issuedTime: wireDateTime.nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

export const getInvoiceDetail = defineCall({
  path: 'Invoice/GetInvoiceDetail',
  summary: '本人一个订单的电子发票（items[0]）；订单没有发票（或不是本人的）时 items 为空',
  input: z.object({
    order_sn: inputText('请指定订单号')
      .trim()
      .min(1, '请指定订单号')
      .max(32, '订单号无效')
      .regex(/^[0-9A-Za-z]+$/, '订单号无效')
      .describe('订单号'),
    user_type: userType,
  }),
  output: itemsOf(invoiceDetail),
});
