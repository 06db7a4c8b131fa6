import { generateKeyPairSync, type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  encryptResource,
  MAX_CLOCK_SKEW_SECONDS,
  parseAuthorization,
  platformSignatureHeaders,
  requestMessage,
  rfc3339China,
  type Transaction,
  verifyText,
} from '../../src/providers/wechat-pay/protocol';

/**
 * A local fake of WeChat Pay API v3 (decision 0030), for testing the production driver: it checks the merchant's
 * `Authorization` signature on every request (mchid, serial, timestamp window, SHA256withRSA over
 * `METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n`), answers Native order, query, close and refund like the real API, signs
 * every answer with its platform key, and makes the payment callbacks (signed, AES-256-GCM-encrypted) a real payment
 * would send.
 */

function pem(key: KeyObject, type: 'pkcs8' | 'spki'): string {
  return key.export({ type, format: 'pem' }).toString();
}

export interface FakeOrder {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  time_expire?: string;
  notify_url: string;
  amount: { total: number; currency?: string };
  trade_state: string;
  transaction_id?: string;
  success_time?: string;
  refunded: number;
}

export class WeChatPayFake {
  readonly mchid = '1900009191';
  readonly appid = 'wxd678efh567hg6787';
  readonly apiV3Key = 'FakeApiV3Key0123456789abcdefABCD';
  readonly merchantSerialNo = randomBytes(20).toString('hex').toUpperCase();
  readonly platformSerial = `PUB_KEY_ID_${randomBytes(12).toString('hex').toUpperCase()}`;
  readonly merchantPrivateKeyPem: string;
  readonly platformPublicKeyPem: string;
  private readonly merchantPublicKey: KeyObject;
  private readonly platformPrivateKey: KeyObject;
  readonly orders = new Map<string, FakeOrder>();
  /** Every request with what the signature check said. */
  readonly requests: { method: string; url: string; body: string; signatureOk: boolean }[] = [];
  /** Sign answers with a key the merchant does not know (to test that the driver refuses them). */
  forgeAnswers = false;
  private server: FastifyInstance | null = null;
  baseUrl = '';

  constructor(private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000)) {
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.merchantPrivateKeyPem = pem(merchant.privateKey, 'pkcs8');
    this.merchantPublicKey = merchant.publicKey;
    this.platformPrivateKey = platform.privateKey;
    this.platformPublicKeyPem = pem(platform.publicKey, 'spki');
  }

  async start(): Promise<string> {
    const app = Fastify({ logger: false });
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    app.addHook('preHandler', async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const ok = this.checkSignature(request, body);
      this.requests.push({ method: request.method, url: request.url, body, signatureOk: ok });
      if (!ok) return this.answer(reply, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    });
    app.post('/v3/pay/transactions/native', async (request, reply) => {
      const order = JSON.parse(request.body as string) as FakeOrder;
      if (order.mchid !== this.mchid || order.appid !== this.appid) return this.answer(reply, 400, { code: 'PARAM_ERROR', message: 'mchid 与 appid 不匹配' });
      if (!order.out_trade_no || !Number.isInteger(order.amount?.total) || !order.notify_url?.startsWith('https://')) {
        return this.answer(reply, 400, { code: 'PARAM_ERROR', message: '参数错误' });
      }
      const existing = this.orders.get(order.out_trade_no);
      if (existing && existing.amount.total !== order.amount.total) return this.answer(reply, 400, { code: 'OUT_TRADE_NO_USED', message: '商户订单号重复' });
      if (!existing) this.orders.set(order.out_trade_no, { ...order, trade_state: 'NOTPAY', refunded: 0 });
      return this.answer(reply, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no.slice(-8)}Fake` });
    });
    app.get<{ Params: { no: string }; Querystring: { mchid?: string } }>('/v3/pay/transactions/out-trade-no/:no', async (request, reply) => {
      const order = this.orders.get(request.params.no);
      if (request.query.mchid !== this.mchid) return this.answer(reply, 400, { code: 'PARAM_ERROR', message: 'mchid 错误' });
      if (!order) return this.answer(reply, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      return this.answer(reply, 200, this.transactionOf(order));
    });
    app.post<{ Params: { no: string } }>('/v3/pay/transactions/out-trade-no/:no/close', async (request, reply) => {
      const order = this.orders.get(request.params.no);
      if (!order) return this.answer(reply, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      if (order.trade_state === 'SUCCESS') return this.answer(reply, 400, { code: 'ORDERPAID', message: '订单已支付' });
      order.trade_state = 'CLOSED';
      return this.answer(reply, 204, null);
    });
    app.post('/v3/refund/domestic/refunds', async (request, reply) => {
      const refund = JSON.parse(request.body as string) as { out_trade_no: string; out_refund_no: string; amount: { refund: number; total: number } };
      const order = this.orders.get(refund.out_trade_no);
      if (!order || order.trade_state !== 'SUCCESS') return this.answer(reply, 400, { code: 'INVALID_REQUEST', message: '订单未支付' });
      if (refund.amount.total !== order.amount.total || order.refunded + refund.amount.refund > order.amount.total) {
        return this.answer(reply, 400, { code: 'PARAM_ERROR', message: '退款金额错误' });
      }
      order.refunded += refund.amount.refund;
      return this.answer(reply, 200, {
        refund_id: `50300${Date.now()}`,
        out_refund_no: refund.out_refund_no,
        transaction_id: order.transaction_id,
        out_trade_no: order.out_trade_no,
        status: 'PROCESSING',
        amount: { refund: refund.amount.refund, total: order.amount.total, currency: 'CNY' },
      });
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    this.server = app;
    const address = app.server.address();
    this.baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }

  private checkSignature(request: FastifyRequest, body: string): boolean {
    const auth = parseAuthorization(request.headers.authorization);
    if (!auth || auth.mchid !== this.mchid || auth.serialNo !== this.merchantSerialNo) return false;
    if (Math.abs(this.nowSeconds() - Number(auth.timestamp)) > MAX_CLOCK_SKEW_SECONDS) return false;
    return verifyText(this.merchantPublicKey, requestMessage(request.method, request.url, auth.timestamp, auth.nonce, body), auth.signature);
  }

  private answer(reply: FastifyReply, status: number, payload: unknown) {
    const body = payload === null ? '' : JSON.stringify(payload);
    const key = this.forgeAnswers ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : this.platformPrivateKey;
    reply.code(status).headers({ ...platformSignatureHeaders(key, this.platformSerial, body, this.nowSeconds()), 'request-id': randomUUID() });
    return status === 204 ? reply.send() : reply.type('application/json').send(body);
  }

  transactionOf(order: FakeOrder): Transaction {
    return {
      appid: order.appid,
      mchid: order.mchid,
      out_trade_no: order.out_trade_no,
      ...(order.transaction_id ? { transaction_id: order.transaction_id, success_time: order.success_time, bank_type: 'CMC' } : {}),
      trade_type: 'NATIVE',
      trade_state: order.trade_state,
      trade_state_desc: order.trade_state,
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: { total: order.amount.total, payer_total: order.amount.total, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  /** The payer scans and pays: the order is paid, and the callback WeChat Pay would send is returned. */
  pay(outTradeNo: string, at: Date): { headers: Record<string, string>; body: string } {
    const order = this.orders.get(outTradeNo);
    if (!order) throw new Error(`no order ${outTradeNo}`);
    order.trade_state = 'SUCCESS';
    order.transaction_id = `4200001234${randomBytes(8).toString('hex')}`.slice(0, 28);
    order.success_time = rfc3339China(at);
    return this.callback('TRANSACTION.SUCCESS', this.transactionOf(order));
  }

  callback(eventType: string, resource: object, originalType = 'transaction'): { headers: Record<string, string>; body: string } {
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: rfc3339China(new Date(this.nowSeconds() * 1000)),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: '支付成功',
      resource: encryptResource(this.apiV3Key, JSON.stringify(resource), originalType),
    });
    return { headers: { ...platformSignatureHeaders(this.platformPrivateKey, this.platformSerial, body, this.nowSeconds()), 'content-type': 'application/json' }, body };
  }
}
