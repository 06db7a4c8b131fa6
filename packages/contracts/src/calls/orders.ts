import { z } from 'zod';
import { defineCall } from '../define';
import { PAYMENT_STATUSES } from '../workflow-states';
import { inputText } from './fields';

/**
 * Paying an order (req: test-sign-up-and-orders.md, 001 §2 and §7, 002 §3; decision 0030): the WeChat Pay Native
 * pay code of one of the caller's own orders, and its payment status, polled every `PAYMENT_POLL_SECONDS` while the
 * pay dialog is open. Every kind of order (test sign-up, paper certificate, training, …) is paid through these two
 * calls. Another user's order answers 订单不存在.
 */

/** An order number (out_trade_no): 1–32 letters and digits. */
const orderSn = inputText('请指定订单号')
  .trim()
  .min(1, '请指定订单号')
  .max(32, '订单号无效')
  .regex(/^[0-9A-Za-z]+$/, '订单号无效')
  .describe('订单号 order_sn');

export const getPayCode = defineCall({
  path: 'PayOrder/GetPayCode',
  summary:
    '订单支付二维码（运动员、考评员、机构，本人的订单）：payCode 为二维码图片地址（微信扫码支付）；订单不是待支付或已超过支付时限时失败',
  input: z.object({ order_sn: orderSn }),
  output: z.object({
    payCode: z.string().describe('二维码 PNG 图片的地址（编码微信支付 code_url）'),
    amount: z.number().describe('应付金额（元）'),
    description: z.string().describe('商品描述'),
  }),
});

export const getOrderStatus = defineCall({
  path: 'PayOrder/GetOrderStatus',
  summary: '订单支付状态（运动员、考评员、机构，本人的订单）：orderStatus 1 待支付、3 已支付、5 支付失败、7 已退款、9 已关闭',
  input: z.object({ order_sn: orderSn }),
  output: z.object({ orderStatus: z.enum(PAYMENT_STATUSES).describe('payment_status') }),
});
