import { createHash, type KeyObject } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { openNotificationWith } from './open-notification';
import {
  authorizationHeader,
  decryptCertificates,
  type MerchantCredentials,
  pemBlocks,
  type RefundResult,
  rfc3339China,
  toPrivateKey,
  toPublicKey,
  type Transaction,
  verifyPlatformSignature,
  WeChatPaySignatureError,
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
  /**
   * The platform certificates (PEM) and/or the WeChat Pay public key (PEM) that sign answers and callbacks: one PEM
   * block per serial of `platformSerial`, in the same order (several during a rotation).
   */
  platformPublicKeyPem: string;
  /** Their serials, comma-separated (certificate serials, or the public key id `PUB_KEY_ID_…`). */
  platformSerial: string;
  /** Where WeChat Pay sends payment callbacks (`https://<host>/api/pay/wechat/notify`). */
  notifyUrl: string;
  /** API base, `https://api.mch.weixin.qq.com` (the local fake in the tests). */
  apiBaseUrl: string;
  /** Request timeout (ms). */
  timeoutMs?: number;
}

/** An unknown serial refreshes the platform certificates at most this often (a flood of forged serials cannot make us hammer the provider). */
export const CERTIFICATE_REFRESH_MIN_SECONDS = 60;

/** The configured platform keys by serial; refuses a setting whose PEM blocks and serials do not pair up. */
export function configuredPlatformKeys(settings: Pick<ProductionWeChatPaySettings, 'platformPublicKeyPem' | 'platformSerial'>): Map<string, KeyObject> {
  const serials = settings.platformSerial.split(',').map((serial) => serial.trim()).filter(Boolean);
  const blocks = pemBlocks(settings.platformPublicKeyPem);
  if (serials.length === 0 || serials.length !== blocks.length) {
    throw new RangeError(`WECHAT_PAY_PLATFORM_SERIAL lists ${serials.length} serials but WECHAT_PAY_PLATFORM_PUBLIC_KEY_PEM holds ${blocks.length} keys`);
  }
  return new Map(serials.map((serial, index) => [serial, toPublicKey(blocks[index])]));
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
  readonly mchid: string;
  readonly appid: string;
  private readonly merchant: MerchantCredentials;
  /** Configured keys and the certificates downloaded since; a rotation adds the new serial next to the old one. */
  private readonly platformKeys: Map<string, KeyObject>;
  private lastRefreshAt = Number.NEGATIVE_INFINITY;
  private refreshing: Promise<boolean> | null = null;

  constructor(
    private readonly settings: ProductionWeChatPaySettings,
    private readonly clock: Clock,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.mchid = settings.mchid;
    this.appid = settings.appid;
    this.merchant = { mchid: settings.mchid, serialNo: settings.merchantSerialNo, privateKey: toPrivateKey(settings.merchantPrivateKeyPem) };
    this.platformKeys = configuredPlatformKeys(settings);
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  /** The serials the driver can check signatures with now. */
  platformSerials(): string[] {
    return [...this.platformKeys.keys()];
  }

  /**
   * Downloads the platform certificates (`GET /v3/certificates`), decrypts them with the APIv3 key and adds them to
   * the known keys; the answer's own signature must check with the keys known after that. At most once per
   * `CERTIFICATE_REFRESH_MIN_SECONDS`; concurrent callers share one download. Answers whether new serials came.
   */
  async refreshCertificates(): Promise<boolean> {
    if (this.refreshing) return this.refreshing;
    const now = this.clock.now().getTime();
    if (now - this.lastRefreshAt < CERTIFICATE_REFRESH_MIN_SECONDS * 1000) return false;
    this.lastRefreshAt = now;
    this.refreshing = (async () => {
      const { status, text, headers } = await this.send('GET', '/v3/certificates');
      if (status !== 200) throw new WeChatPayError(`WeChat Pay certificates answered ${status}`, status, null);
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        throw new WeChatPayError('WeChat Pay certificates answer is not JSON', status, null);
      }
      const certificates = decryptCertificates(this.settings.apiV3Key, answer, this.clock.now());
      const candidates = new Map(this.platformKeys);
      for (const certificate of certificates) candidates.set(certificate.serialNo, certificate.publicKey);
      verifyPlatformSignature(headers, text, candidates, this.nowSeconds());
      let added = false;
      for (const certificate of certificates) {
        if (!this.platformKeys.has(certificate.serialNo)) added = true;
        this.platformKeys.set(certificate.serialNo, certificate.publicKey);
      }
      return added;
    })().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Checks a signature; an unknown serial (a rotation under way) refreshes the certificates once before refusing. */
  private async verified<T>(check: () => T): Promise<T> {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof WeChatPaySignatureError && error.problem === 'unknown_serial')) throw error;
    }
    await this.refreshCertificates().catch(() => false);
    return check();
  }

  /** One signed request, the raw answer. */
  private async send(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<{ status: number; text: string; headers: Record<string, string> }> {
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
    return { status: response.status, text: await response.text(), headers: Object.fromEntries(response.headers.entries()) };
  }

  /** One signed request; answers the parsed JSON (null for 204), after checking the answer's signature. */
  private async request<T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<{ status: number; body: T | null }> {
    const { status, text, headers } = await this.send(method, url, payload);
    // Error answers are signed too; an unsigned one (a proxy's page) is not WeChat Pay's word.
    await this.verified(() => verifyPlatformSignature(headers, text, this.platformKeys, this.nowSeconds()));
    let parsed: (T & { code?: string; message?: string }) | null;
    try {
      parsed = text === '' ? null : (JSON.parse(text) as T & { code?: string; message?: string });
    } catch {
      throw new WeChatPayError(`WeChat Pay answered ${status} with no JSON`, status, null);
    }
    if (status < 200 || status >= 300) {
      const error = parsed as { code?: string; message?: string } | null;
      throw new WeChatPayError(error?.message ?? `WeChat Pay answered ${status}`, status, error?.code ?? null);
    }
    return { status, body: parsed };
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

  async queryRefund(outRefundNo: string): Promise<RefundResult | null> {
    try {
      const { body } = await this.request<RefundResult>('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`);
      return body;
    } catch (error) {
      if (error instanceof WeChatPayError && error.code === 'RESOURCE_NOT_EXISTS') return null;
      throw error;
    }
  }

  /**
   * `GET /v3/bill/tradebill?bill_date=…&bill_type=ALL` answers a download_url and its SHA1; the file itself is fetched
   * with a signed GET and is not signed (v3 does not sign downloads), so its hash is checked instead. The download_url
   * must be on the API's own origin: the merchant's signature is never sent anywhere else.
   */
  async tradeBill(billDate: string): Promise<string | null> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(billDate)) throw new RangeError('bill_date must be YYYY-MM-DD');
    let answer: { download_url?: string; hash_type?: string; hash_value?: string } | null;
    try {
      ({ body: answer } = await this.request<{ download_url?: string; hash_type?: string; hash_value?: string }>(
        'GET',
        `/v3/bill/tradebill?bill_date=${billDate}&bill_type=ALL`,
      ));
    } catch (error) {
      if (error instanceof WeChatPayError && error.code === 'NO_STATEMENT_EXIST') return null;
      throw error;
    }
    if (!answer?.download_url) throw new WeChatPayError('WeChat Pay answered no download_url', 200, null);
    const url = new URL(answer.download_url);
    if (url.origin !== new URL(this.settings.apiBaseUrl).origin) throw new WeChatPayError(`bill download_url on another origin: ${url.origin}`, 200, null);
    const { status, text } = await this.send('GET', url.pathname + url.search);
    if (status !== 200) throw new WeChatPayError(`WeChat Pay bill download answered ${status}`, status, null);
    const hashType = (answer.hash_type ?? 'SHA1').toLowerCase();
    if (answer.hash_value && createHash(hashType === 'sha1' ? 'sha1' : 'sha256').update(text, 'utf8').digest('hex') !== answer.hash_value.toLowerCase()) {
      throw new WeChatPayError('WeChat Pay bill hash differs', 200, null);
    }
    return text;
  }

  openNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<OpenedNotification> {
    return this.verified(() => openNotificationWith(this.platformKeys, this.settings.apiV3Key, this.nowSeconds(), headers, rawBody));
  }
}
