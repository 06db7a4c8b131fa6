import { PaymentStatus } from '@badminton/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { renderQrPng } from '../../lib/qr';
import { WeChatPayDecryptError, WeChatPaySignatureError } from '../../providers/wechat-pay';
import type { ModuleDeps } from '../../registry/deps';
import { sameHex } from '../../security/secrets';
import { paymentDepsOf } from './jobs';
import { payCodeToken } from './payment';
import { settleRefund, settleTransaction } from './settle';

/** The payment notification endpoint WeChat Pay calls (the production notify_url is `<origin>` + this). */
export const WECHAT_PAY_NOTIFY_PATH = '/api/pay/wechat/notify';
const PAY_CODE_FILE = /^([0-9A-Za-z]{1,32})\.png$/;
/** WeChat Pay sends callbacks of a few KB; anything much larger is not one. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

type RouteDeps = Pick<ModuleDeps, 'db' | 'jobs' | 'clock' | 'weChatPay' | 'payCodeKey'>;

/** The v3 answer that makes WeChat Pay send the callback again later. */
function fail(message: string) {
  return { code: 'FAIL', message };
}

/**
 * Payment routes outside the call envelope (decision 0030):
 * - `POST /api/pay/wechat/notify`: WeChat Pay's payment and refund callbacks. The raw body is checked (platform
 *   signature, serial, timestamp) and decrypted before anything is believed; a refused one is answered 401 FAIL and
 *   logged. A genuine one is settled (`./settle.ts`) and answered 204; a fault while settling is answered 500 FAIL so
 *   WeChat Pay tries again (settlement is idempotent, so a retry never credits twice).
 * - `GET /api/pay/qr/<order_sn>.png?t=<token>`: the pay code image of an order still payable, at the tokened address
 *   `PayOrder/GetPayCode` hands out; anything else is a 404.
 */
export const paymentRoutes: FastifyPluginAsync<{ deps: RouteDeps }> = async (app: FastifyInstance, { deps }) => {
  // Encapsulated: only this plugin reads JSON bodies as raw text (the signature covers the exact bytes).
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(WECHAT_PAY_NOTIFY_PATH, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    let opened;
    try {
      opened = await deps.weChatPay.openNotification(request.headers, raw);
    } catch (error) {
      if (error instanceof WeChatPaySignatureError || error instanceof WeChatPayDecryptError) {
        request.log.warn({ reason: error.message, serial: request.headers['wechatpay-serial'] }, 'WeChat Pay notification refused');
        return reply.code(401).send(fail('签名验证失败'));
      }
      throw error;
    }
    try {
      if (opened.kind === 'transaction') {
        const outcome = await settleTransaction(paymentDepsOf(deps, request.log), {
          provider: deps.weChatPay.provider,
          merchant: deps.weChatPay,
          notificationId: opened.envelope.id,
          transaction: opened.transaction,
        });
        request.log.info({ notificationId: opened.envelope.id, outcome }, 'WeChat Pay notification settled');
      } else if (opened.kind === 'refund') {
        // A verified REFUND callback is settled by its refund_status (decision 0046), like a query's answer.
        const outcome = await settleRefund(paymentDepsOf(deps, request.log), opened.refund.out_refund_no, opened.refund, deps.weChatPay);
        request.log.info({ notificationId: opened.envelope.id, refundSn: opened.refund.out_refund_no, outcome }, 'WeChat Pay refund notification settled');
      }
    } catch (error) {
      request.log.error({ err: error, notificationId: opened.envelope.id }, 'WeChat Pay notification not settled');
      return reply.code(500).send(fail('处理失败，请稍后重试'));
    }
    return reply.code(204).send();
  });

  app.get<{ Params: { file: string }; Querystring: { t?: string } }>('/api/pay/qr/:file', async (request, reply) => {
    const match = PAY_CODE_FILE.exec(request.params.file);
    const token = typeof request.query.t === 'string' ? request.query.t : '';
    const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('未找到该资源');
    if (!match || !sameHex(token, payCodeToken(deps.payCodeKey, match[1]))) return notFound();
    const [order] = await deps.db
      .select({ payCodeUrl: orders.payCodeUrl, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.orderSn, match[1]));
    const payable = order?.paymentStatus === PaymentStatus.Pending || order?.paymentStatus === PaymentStatus.Failed;
    if (!order?.payCodeUrl || !payable) return notFound();
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .type('image/png')
      .send(await renderQrPng(order.payCodeUrl));
  });
};
