import type { KeyObject } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { openNotificationWith } from './open-notification';
import {
  authorizationHeader,
  type MerchantCredentials,
  type RefundResult,
  rfc3339China,
  toPrivateKey,
  toPublicKey,
  type Transaction,
  verifyPlatformSignature,
} from './protocol';
import { type NativeOrder, type OpenedNotification, type RefundRequest, type WeChatPay, WeChatPayError } from './wechat-pay';

/** What the production driver needs (`WECHAT_PAY_*` settings, `src/config.ts`). */
export interface ProductionWeChatPaySettings {
  /** 商户号 */
  mchid: string;
  /** The AppID bound to the merchant (公众号 / 开放平台 / 小程序). */
  appid: string;
  /** Serial number of the merchant API certificate. */
  merchantSerialNo: string;
  /** The merchant API certificate's private key (PEM). */
  merchantPrivateKeyPem: string;
  /** APIv3 key (32 characters). */
  apiV3Key: string;
  /** The platform certificate (PEM) or the WeChat Pay public key (PEM) that signs answers and callbacks. */
  platformPublicKeyPem: string;
  /** Its serial (certificate serial, or the public key id `PUB_KEY_ID_…`). */
  platformSerial: string;
  /** Where WeChat Pay sends payment callbacks (`https://<host>/api/pay/wechat/notify`). */
  notifyUrl: string;
  /** API base, `https://api.mch.weixin.qq.com` (the local fake in the tests). */
  apiBaseUrl: string;
  /** Request timeout (ms). */
  timeoutMs?: number;
}

/**
 * The production driver: WeChat Pay API v3 over HTTPS. Every request is signed (`Authorization:
 * WECHATPAY2-SHA256-RSA2048 …`), every answer's platform signature is checked before it is believed, callbacks are
 * checked and decrypted by `openNotificationWith`. Tested against the local fake of the protocol
 * (`test/helpers/wechat-pay-fake.ts`).
 */
export class ProductionWeChatPay implements WeChatPay {
  readonly driver = 'production';
  readonly provider = 'wechat' as const;
  private readonly merchant: MerchantCredentials;
  private readonly platformKeys: ReadonlyMap<string, KeyObject>;

  constructor(
    private readonly settings: ProductionWeChatPaySettings,
    private readonly clock: Clock,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.merchant = { mchid: settings.mchid, serialNo: settings.merchantSerialNo, privateKey: toPrivateKey(settings.merchantPrivateKeyPem) };
    this.platformKeys = new Map([[settings.platformSerial, toPublicKey(settings.platformPublicKeyPem)]]);
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  /** One signed request; answers the parsed JSON (null for 204), after checking the answer's signature. */
  private async request<T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<{ status: number; body: T | null }> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const authorization = authorizationHeader(this.merchant, method, url, body, this.nowSeconds());
    let response: Response;
    try {
      response = await this.fetchImpl(new URL(url, this.settings.apiBaseUrl), {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          'user-agent': 'badminton-grading/1.0',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: payload === undefined ? undefined : body,
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new WeChatPayError(`WeChat Pay unreachable: ${(error as Error).message}`, null, null);
    }
    const text = await response.text();
    const headers = Object.fromEntries(response.headers.entries());
    // Error answers are signed too; an unsigned one (a proxy's page) is not WeChat Pay's word.
    verifyPlatformSignature(headers, text, this.platformKeys, this.nowSeconds());
    const parsed = text === '' ? null : (JSON.parse(text) as T & { code?: string; message?: string });
    if (!response.ok) {
      const error = parsed as { code?: string; message?: string } | null;
      throw new WeChatPayError(error?.message ?? `WeChat Pay answered ${response.status}`, response.status, error?.code ?? null);
    }
    return { status: response.status, body: parsed };
  }

  async createNativeOrder(order: NativeOrder): Promise<{ codeUrl: string }> {
    const { body } = await this.request<{ code_url?: string }>('POST', '/v3/pay/transactions/native', {
      appid: this.settings.appid,
      mchid: this.settings.mchid,
      description: order.description.slice(0, 127),
      out_trade_no: order.outTradeNo,
      ...(order.expiresAt ? { time_expire: rfc3339China(order.expiresAt) } : {}),
      notify_url: this.settings.notifyUrl,
      amount: { total: order.amountFen, currency: 'CNY' },
    });
    if (!body?.code_url) throw new WeChatPayError('WeChat Pay answered no code_url', 200, null);
    return { codeUrl: body.code_url };
  }

  async queryOrder(outTradeNo: string): Promise<Transaction | null> {
    try {
      const { body } = await this.request<Transaction>(
        'GET',
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(this.settings.mchid)}`,
      );
      return body;
    } catch (error) {
      if (error instanceof WeChatPayError && error.code === 'ORDER_NOT_EXIST') return null;
      throw error;
    }
  }

  async closeOrder(outTradeNo: string): Promise<void> {
    try {
      await this.request('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, { mchid: this.settings.mchid });
    } catch (error) {
      if (error instanceof WeChatPayError && error.code === 'ORDER_NOT_EXIST') return;
      throw error;
    }
  }

  async refund(refund: RefundRequest): Promise<RefundResult> {
    const { body } = await this.request<RefundResult>('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: refund.outTradeNo,
      out_refund_no: refund.outRefundNo,
      reason: refund.reason.slice(0, 80),
      notify_url: this.settings.notifyUrl,
      amount: { refund: refund.refundFen, total: refund.totalFen, currency: 'CNY' },
    });
    if (!body) throw new WeChatPayError('WeChat Pay answered no refund', 200, null);
    return body;
  }

  openNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): OpenedNotification {
    return openNotificationWith(this.platformKeys, this.settings.apiV3Key, this.nowSeconds(), headers, rawBody);
  }
}
