import {
  createCipheriv,
  createHash,
  createPrivateKey,
  createSign,
  createVerify,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A local fake of WeChat Pay API v3 (decisions 0030, 0046), for testing the production driver. It is written apart from
 * the driver on purpose: it uses only `node:crypto`, `node:http` and its own code (nothing of `src/providers`), so a
 * mistake in the driver's protocol code cannot be mirrored here and pass. It listens on 127.0.0.1, port 0.
 *
 * What it does, as the v3 documentation describes:
 * - checks the merchant's `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,timestamp=…,
 *   serial_no=…` on every request (mchid, serial, ±5 min, SHA256withRSA over `METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n`);
 * - answers Native order, order query, close (ORDERPAID for a paid order), refund (PROCESSING, the same answer again
 *   for the same out_refund_no), refund query (SUCCESS `refundDelaySeconds` after the request; RESOURCE_NOT_EXISTS),
 *   platform certificates (AEAD_AES_256_GCM under the APIv3 key) and the trade bill (download_url, SHA1, the
 *   backtick-prefixed CSV with its summary);
 * - signs every answer and callback with its current platform key (`Wechatpay-Serial` = its certificate serial, or
 *   `PUB_KEY_ID_…` in public-key mode) and encrypts callback resources with the APIv3 key;
 * - misbehaves on demand: a rotation of its platform certificate, refund refusals (with or without having refunded).
 */

interface FakePlatform {
  serialNo: string;
  certificatePem: string;
  privateKeyPem: string;
}

const PLATFORMS = (
  JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'wechat-pay-fake-platform.json'), 'utf8')) as { certificates: FakePlatform[] }
).certificates;

const SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

function pem(key: KeyObject, type: 'pkcs8' | 'spki'): string {
  return key.export({ type, format: 'pem' }).toString();
}

function nonce(length = 32): string {
  return randomBytes(length).toString('hex').slice(0, length).toUpperCase();
}

/** `2026-11-23T10:05:00+08:00` */
function chinaTime(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

function yuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

export interface FakeRefund {
  out_refund_no: string;
  refund_id: string;
  amount: number;
  status: 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL';
  createdAt: number;
  success_time?: string;
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
  refunds: FakeRefund[];
}

/** What the next refund request meets (then the fake behaves again). */
export type RefundMisbehaviour =
  | { status: number; code: string; /** record (and pay out) the refund anyway, then answer the error */ refundAnyway?: boolean }
  | null;

export class WeChatPayFake {
  readonly mchid = '1900009191';
  readonly appid = 'wxd678efh567hg6787';
  readonly apiV3Key = 'FakeApiV3Key0123456789abcdefABCD';
  readonly merchantSerialNo = randomBytes(20).toString('hex').toUpperCase();
  readonly merchantPrivateKeyPem: string;
  private readonly merchantPublicKey: KeyObject;
  /** Public-key mode: the WeChat Pay public key and its id. */
  readonly publicKeyId = `PUB_KEY_ID_${randomBytes(12).toString('hex').toUpperCase()}`;
  readonly publicKeyPem: string;
  private readonly publicKeyPrivate: KeyObject;
  /** Which key signs answers and callbacks: the public key (default), or one of the platform certificates. */
  signer: { kind: 'public-key' } | { kind: 'certificate'; index: number } = { kind: 'public-key' };
  /** The certificates `GET /v3/certificates` hands out (indexes into the fixture). */
  servedCertificates: number[] = [0, 1];
  readonly orders = new Map<string, FakeOrder>();
  readonly requests: { method: string; url: string; body: string; signatureOk: boolean }[] = [];
  forgeAnswers = false;
  nextRefund: RefundMisbehaviour = null;
  refundDelaySeconds = 60;
  private server: Server | null = null;
  private readonly bills = new Map<string, string>();
  baseUrl = '';

  constructor(private readonly nowMs: () => number = () => Date.now()) {
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.merchantPrivateKeyPem = pem(merchant.privateKey, 'pkcs8');
    this.merchantPublicKey = merchant.publicKey;
    const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.publicKeyPrivate = platform.privateKey;
    this.publicKeyPem = pem(platform.publicKey, 'spki');
  }

  /** The platform certificates of the fixture (PEM and serial), for configuring the driver. */
  certificate(index: number): { serialNo: string; certificatePem: string } {
    return { serialNo: PLATFORMS[index].serialNo, certificatePem: PLATFORMS[index].certificatePem };
  }

  /** The serial of the key that signs now. */
  get platformSerial(): string {
    return this.signer.kind === 'public-key' ? this.publicKeyId : PLATFORMS[this.signer.index].serialNo;
  }

  private signingKey(): KeyObject {
    return this.signer.kind === 'public-key' ? this.publicKeyPrivate : createPrivateKey(PLATFORMS[this.signer.index].privateKeyPem);
  }

  private nowSeconds(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        try {
          this.handle(request, Buffer.concat(chunks).toString('utf8'), response);
        } catch (error) {
          this.answer(response, 500, { code: 'SYSTEM_ERROR', message: (error as Error).message });
        }
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  // --- the merchant's signature -------------------------------------------------------------------------------

  private checkSignature(request: IncomingMessage, body: string): boolean {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith(`${SCHEMA} `)) return false;
    const fields = new Map<string, string>();
    for (const part of header.slice(SCHEMA.length + 1).split(',')) {
      const match = /^\s*(\w+)="([^"]*)"\s*$/.exec(part);
      if (match) fields.set(match[1], match[2]);
    }
    const timestamp = fields.get('timestamp') ?? '';
    if (fields.get('mchid') !== this.mchid || fields.get('serial_no') !== this.merchantSerialNo) return false;
    if (!/^\d+$/.test(timestamp) || Math.abs(this.nowSeconds() - Number(timestamp)) > 300) return false;
    const message = `${request.method}\n${request.url}\n${timestamp}\n${fields.get('nonce_str') ?? ''}\n${body}\n`;
    try {
      return createVerify('RSA-SHA256').update(message, 'utf8').verify(this.merchantPublicKey, fields.get('signature') ?? '', 'base64');
    } catch {
      return false;
    }
  }

  /** Signs `TIMESTAMP\nNONCE\nBODY\n` as the platform does. */
  signatureHeaders(body: string, key: KeyObject = this.signingKey(), serial = this.platformSerial, timestamp = this.nowSeconds()): Record<string, string> {
    const nonceStr = nonce();
    const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonceStr}\n${body}\n`, 'utf8').sign(key, 'base64');
    return { 'wechatpay-timestamp': String(timestamp), 'wechatpay-nonce': nonceStr, 'wechatpay-signature': signature, 'wechatpay-serial': serial };
  }

  private answer(response: ServerResponse, status: number, payload: unknown, raw = false): void {
    const body = payload === null ? '' : raw ? String(payload) : JSON.stringify(payload);
    const key = this.forgeAnswers ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : this.signingKey();
    const headers: Record<string, string> = raw ? { 'content-type': 'text/plain; charset=utf-8' } : { ...this.signatureHeaders(body, key), 'request-id': randomUUID() };
    if (!raw && status !== 204) headers['content-type'] = 'application/json';
    response.writeHead(status, headers);
    response.end(status === 204 ? undefined : body);
  }

  private encrypt(plaintext: string, associatedData: string): { algorithm: string; ciphertext: string; associated_data: string; nonce: string } {
    const iv = nonce(12);
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(this.apiV3Key, 'utf8'), Buffer.from(iv, 'utf8'));
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
    return { algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce: iv };
  }

  // --- the API --------------------------------------------------------------------------------------------------

  private handle(request: IncomingMessage, body: string, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://fake');
    const ok = this.checkSignature(request, body);
    this.requests.push({ method: request.method ?? '', url: request.url ?? '', body, signatureOk: ok });
    if (!ok) return this.answer(response, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    const route = `${request.method} ${url.pathname}`;
    let match: RegExpExecArray | null;
    if (route === 'POST /v3/pay/transactions/native') return this.placeOrder(JSON.parse(body) as FakeOrder, response);
    if ((match = /^GET \/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(route))) {
      const order = this.orders.get(decodeURIComponent(match[1]));
      if (url.searchParams.get('mchid') !== this.mchid) return this.answer(response, 400, { code: 'PARAM_ERROR', message: 'mchid 错误' });
      if (!order) return this.answer(response, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      return this.answer(response, 200, this.transactionOf(order));
    }
    if ((match = /^POST \/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(route))) {
      const order = this.orders.get(decodeURIComponent(match[1]));
      if (!order) return this.answer(response, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      if (order.trade_state === 'SUCCESS' || order.trade_state === 'REFUND') return this.answer(response, 400, { code: 'ORDERPAID', message: '订单已支付' });
      order.trade_state = 'CLOSED';
      return this.answer(response, 204, null);
    }
    if (route === 'POST /v3/refund/domestic/refunds') return this.refund(JSON.parse(body) as RefundBody, response);
    if ((match = /^GET \/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(route))) {
      const found = this.findRefund(decodeURIComponent(match[1]));
      if (!found) return this.answer(response, 404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return this.answer(response, 200, this.refundOf(found.order, found.refund));
    }
    if (route === 'GET /v3/certificates') return this.answer(response, 200, { data: this.servedCertificates.map((index) => this.encryptedCertificate(index)) });
    if (route === 'GET /v3/bill/tradebill') {
      const day = url.searchParams.get('bill_date') ?? '';
      const text = this.tradeBill(day);
      if (text === null) return this.answer(response, 400, { code: 'NO_STATEMENT_EXIST', message: '账单文件不存在' });
      const token = randomBytes(12).toString('hex');
      this.bills.set(token, text);
      return this.answer(response, 200, {
        download_url: `${this.baseUrl}/v3/billdownload/file?token=${token}`,
        hash_type: 'SHA1',
        hash_value: createHash('sha1').update(text, 'utf8').digest('hex'),
      });
    }
    if (route === 'GET /v3/billdownload/file') {
      const text = this.bills.get(url.searchParams.get('token') ?? '');
      if (text === undefined) return this.answer(response, 404, { code: 'RESOURCE_NOT_EXISTS', message: '文件不存在' });
      return this.answer(response, 200, text, true);
    }
    return this.answer(response, 404, { code: 'NOT_FOUND', message: '接口不存在' });
  }

  private placeOrder(order: FakeOrder, response: ServerResponse): void {
    if (order.mchid !== this.mchid || order.appid !== this.appid) return this.answer(response, 400, { code: 'PARAM_ERROR', message: 'mchid 与 appid 不匹配' });
    if (!order.out_trade_no || !Number.isInteger(order.amount?.total) || order.amount.total < 1 || !order.notify_url?.startsWith('https://')) {
      return this.answer(response, 400, { code: 'PARAM_ERROR', message: '参数错误' });
    }
    const existing = this.orders.get(order.out_trade_no);
    if (existing && existing.amount.total !== order.amount.total) return this.answer(response, 400, { code: 'OUT_TRADE_NO_USED', message: '商户订单号重复' });
    if (!existing) this.orders.set(order.out_trade_no, { ...order, trade_state: 'NOTPAY', refunded: 0, refunds: [] });
    return this.answer(response, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no.slice(-8)}Fake` });
  }

  private refund(body: RefundBody, response: ServerResponse): void {
    const misbehaviour = this.nextRefund;
    this.nextRefund = null;
    const known = this.findRefund(body.out_refund_no);
    if (known && !misbehaviour) return this.answer(response, 200, this.refundOf(known.order, known.refund));
    const order = this.orders.get(body.out_trade_no);
    const refundable = order && (order.trade_state === 'SUCCESS' || order.trade_state === 'REFUND');
    if (misbehaviour && !misbehaviour.refundAnyway) return this.answer(response, misbehaviour.status, { code: misbehaviour.code, message: '模拟的拒绝' });
    if (!order || !refundable) return this.answer(response, 400, { code: 'INVALID_REQUEST', message: '订单未支付' });
    if (body.amount.total !== order.amount.total || order.refunded + body.amount.refund > order.amount.total) {
      return this.answer(response, 400, { code: 'PARAM_ERROR', message: '退款金额错误' });
    }
    const refund: FakeRefund = {
      out_refund_no: body.out_refund_no,
      refund_id: `50300${this.nowMs()}${randomBytes(2).readUInt16BE(0)}`,
      amount: body.amount.refund,
      status: 'PROCESSING',
      createdAt: this.nowMs(),
    };
    order.refunded += refund.amount;
    order.trade_state = 'REFUND';
    order.refunds.push(refund);
    // Paid out, and yet the answer is an error (the case that must not end as a failed refund).
    if (misbehaviour) return this.answer(response, misbehaviour.status, { code: misbehaviour.code, message: '模拟的错误应答' });
    return this.answer(response, 200, this.refundOf(order, refund));
  }

  private findRefund(outRefundNo: string): { order: FakeOrder; refund: FakeRefund } | null {
    for (const order of this.orders.values()) {
      const refund = order.refunds.find((entry) => entry.out_refund_no === outRefundNo);
      if (refund) {
        if (refund.status === 'PROCESSING' && refund.createdAt + this.refundDelaySeconds * 1000 <= this.nowMs()) {
          refund.status = 'SUCCESS';
          refund.success_time = chinaTime(new Date(this.nowMs()));
        }
        return { order, refund };
      }
    }
    return null;
  }

  /** Ends a refund as the provider would (CLOSED or ABNORMAL: the bank refused it). */
  endRefund(outRefundNo: string, status: 'CLOSED' | 'ABNORMAL'): void {
    const found = this.findRefund(outRefundNo);
    if (!found) throw new Error(`no refund ${outRefundNo}`);
    found.refund.status = status;
    found.order.refunded -= found.refund.amount;
  }

  refundOf(order: FakeOrder, refund: FakeRefund): Record<string, unknown> {
    return {
      refund_id: refund.refund_id,
      out_refund_no: refund.out_refund_no,
      transaction_id: order.transaction_id,
      out_trade_no: order.out_trade_no,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      ...(refund.success_time ? { success_time: refund.success_time } : {}),
      create_time: chinaTime(new Date(refund.createdAt)),
      status: refund.status,
      funds_account: 'AVAILABLE',
      amount: { total: order.amount.total, refund: refund.amount, payer_total: order.amount.total, payer_refund: refund.amount, currency: 'CNY' },
    };
  }

  private encryptedCertificate(index: number) {
    return {
      serial_no: PLATFORMS[index].serialNo,
      effective_time: '2026-01-01T00:00:00+08:00',
      expire_time: '2036-01-01T00:00:00+08:00',
      encrypt_certificate: this.encrypt(PLATFORMS[index].certificatePem, 'certificate'),
    };
  }

  /** The trade bill of a day (Asia/Shanghai) from the fake's own orders; null: none. */
  tradeBill(day: string): string | null {
    const cell = (values: (string | number)[]) => values.map((value) => `\`${value}`).join(',');
    const local = (rfc: string) => rfc.slice(0, 19).replace('T', ' ');
    const rows: string[] = [];
    let orderFen = 0;
    let refundFen = 0;
    for (const order of this.orders.values()) {
      const head = (time: string, state: string) => [time, order.appid, order.mchid, '0', '', order.transaction_id ?? '', order.out_trade_no, 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', 'NATIVE', state, 'OTHERS', 'CNY'];
      if (order.success_time?.startsWith(day)) {
        rows.push(cell([...head(local(order.success_time), 'SUCCESS'), yuan(order.amount.total), '0.00', '0', '0', '0.00', '0.00', '', '', order.description, '', '0.00000', '0.60%', yuan(order.amount.total), '0.00', '']));
        orderFen += order.amount.total;
      }
      for (const refund of order.refunds) {
        this.findRefund(refund.out_refund_no);
        if (refund.status !== 'SUCCESS' || !refund.success_time?.startsWith(day)) continue;
        rows.push(cell([...head(local(refund.success_time), 'REFUND'), '0.00', '0.00', refund.refund_id, refund.out_refund_no, yuan(refund.amount), '0.00', 'ORIGINAL', 'SUCCESS', order.description, '', '0.00000', '0.60%', '0.00', yuan(refund.amount), '']));
        refundFen += refund.amount;
      }
    }
    if (rows.length === 0) return null;
    return [
      '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注',
      ...rows,
      '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
      cell([rows.length, yuan(orderFen), yuan(refundFen), '0.00', '0.00', yuan(orderFen), yuan(refundFen)]),
      '',
    ].join('\r\n');
  }

  transactionOf(order: FakeOrder): Record<string, unknown> & { out_trade_no: string; trade_state: string } {
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
  pay(outTradeNo: string, at: Date = new Date(this.nowMs())): { headers: Record<string, string>; body: string } {
    const order = this.orders.get(outTradeNo);
    if (!order) throw new Error(`no order ${outTradeNo}`);
    order.trade_state = 'SUCCESS';
    order.transaction_id = `4200001234${randomBytes(8).toString('hex')}`.slice(0, 28);
    order.success_time = chinaTime(at);
    return this.callback('TRANSACTION.SUCCESS', this.transactionOf(order));
  }

  /** The REFUND callback of a refund as it stands (`refund_status`, with the merchant's mchid). */
  refundCallback(outRefundNo: string): { headers: Record<string, string>; body: string } {
    const found = this.findRefund(outRefundNo);
    if (!found) throw new Error(`no refund ${outRefundNo}`);
    const { status, ...rest } = this.refundOf(found.order, found.refund);
    return this.callback(`REFUND.${String(status)}`, { ...rest, mchid: this.mchid, refund_status: status }, 'refund');
  }

  callback(eventType: string, resource: object, originalType = 'transaction'): { headers: Record<string, string>; body: string } {
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: chinaTime(new Date(this.nowMs())),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType.startsWith('REFUND') ? '退款成功' : '支付成功',
      resource: { ...this.encrypt(JSON.stringify(resource), originalType), original_type: originalType },
    });
    return { headers: { ...this.signatureHeaders(body), 'content-type': 'application/json' }, body };
  }

  /** The platform key that signs now (tests that forge a stale or tampered callback re-sign with it). */
  currentSigningKey(): KeyObject {
    return this.signingKey();
  }
}

interface RefundBody {
  out_trade_no: string;
  out_refund_no: string;
  amount: { refund: number; total: number };
}
