import { generateKeyPair, type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Clock } from '../../lib/clock';
import { openNotificationWith } from './open-notification';
import {
  encryptResource,
  nonceString,
  type NotificationEnvelope,
  platformSignatureHeaders,
  type RefundResult,
  rfc3339China,
  type SignatureHeaders,
  toPrivateKey,
  toPublicKey,
  type Transaction,
} from './protocol';
import type { NativeOrder, OpenedNotification, RefundRequest, WeChatPay } from './wechat-pay';

const generate = promisify(generateKeyPair);

/** The sandbox's key file in the keys folder (like the sign-in key pair, generated on the first start, mode 0600). */
export const SANDBOX_KEYS_FILE = 'wechat-pay-sandbox.json';

/** The sandbox's own merchant and platform keys and APIv3 key: the same material a real merchant account has. */
export interface SandboxKeys {
  mchid: string;
  appid: string;
  merchantSerialNo: string;
  merchantPrivateKeyPem: string;
  platformSerial: string;
  platformPrivateKeyPem: string;
  apiV3Key: string;
}

async function newKeyPem(): Promise<string> {
  const { privateKey } = await generate('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

function serial(): string {
  return randomBytes(20).toString('hex').toUpperCase();
}

/** Reads the sandbox keys from `keysDir`, or makes them on the first start. */
export async function loadSandboxKeys(keysDir: string): Promise<SandboxKeys> {
  const file = path.join(keysDir, SANDBOX_KEYS_FILE);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as SandboxKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys: SandboxKeys = {
    mchid: '1900000109',
    appid: 'wxsandbox0000001',
    merchantSerialNo: serial(),
    merchantPrivateKeyPem: await newKeyPem(),
    platformSerial: serial(),
    platformPrivateKeyPem: await newKeyPem(),
    apiV3Key: nonceString(32),
  };
  await mkdir(keysDir, { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  await rename(temporary, file);
  return JSON.parse(await readFile(file, 'utf8')) as SandboxKeys;
}

/** What the sandbox provider knows of one order (its side of the books). */
export interface SandboxOrder {
  out_trade_no: string;
  /** The code in its code_url (`…/dev/wechat-pay?pr=<code>`). */
  code: string;
  description: string;
  amount: number;
  time_expire: string | null;
  trade_state: 'NOTPAY' | 'SUCCESS' | 'PAYERROR' | 'CLOSED' | 'REFUND';
  transaction_id: string | null;
  success_time: string | null;
  refunded: number;
}

/** What the pay page's buttons do. */
export type SandboxPayOutcome = 'pay' | 'fail' | 'silent';

/** A callback as the platform would send it: the signed headers and the raw JSON body. */
export type SignedCallback = {
  headers: SignatureHeaders & { 'content-type': string };
  body: string;
};

/**
 * The sandbox driver (default): a stand-in for WeChat Pay that runs inside the service. Its code_url leads to the
 * service's sandbox pay page 模拟微信支付 (`GET /dev/wechat-pay?pr=…`, `src/web/sandbox-pay-page.ts`); pressing 确认支付
 * or 模拟支付失败 there makes it send the notification endpoint the same callback WeChat Pay would send — signed with its
 * platform key, the resource AES-256-GCM-encrypted with its APIv3 key — and the endpoint checks it with the same code
 * as in production. 支付但不通知 pays without a callback (a lost notification: the reconciliation job's query finds it).
 * Its books (one JSON file per order under `<dataDir>/wechat-pay-sandbox/`) survive a restart, as the real provider's.
 */
export class SandboxWeChatPay implements WeChatPay {
  readonly driver = 'sandbox';
  readonly provider = 'wechat' as const;
  private readonly platformKey: KeyObject;
  private readonly platformKeys: ReadonlyMap<string, KeyObject>;
  /** Serialises changes to the books (one process). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly keys: SandboxKeys,
    private readonly booksDir: string,
    private readonly clock: Clock,
    /** Prefix of the code_url: the service's public origin (`PUBLIC_BASE_URL`). */
    private readonly publicBaseUrl: string,
    /**
     * PUBLIC_BASE_URL unset: the code_url uses the origin the pay code was asked on (`NativeOrder.origin`), so a phone on
     * the same network can open what the QR encodes; `publicBaseUrl` only when no origin came (issue 28.8).
     */
    private readonly followPageOrigin = false,
  ) {
    this.platformKey = toPrivateKey(keys.platformPrivateKeyPem);
    this.platformKeys = new Map([[keys.platformSerial, toPublicKey(this.platformKey)]]);
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  private orderFile(outTradeNo: string): string {
    if (!/^[0-9A-Za-z_*|-]{1,32}$/.test(outTradeNo)) throw new RangeError('invalid out_trade_no');
    return path.join(this.booksDir, 'orders', `${outTradeNo}.json`);
  }

  private codeFile(code: string): string {
    return path.join(this.booksDir, 'codes', `${code}.txt`);
  }

  private async readOrder(outTradeNo: string): Promise<SandboxOrder | null> {
    try {
      return JSON.parse(await readFile(this.orderFile(outTradeNo), 'utf8')) as SandboxOrder;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof RangeError) return null;
      throw error;
    }
  }

  private async writeOrder(order: SandboxOrder): Promise<void> {
    const file = this.orderFile(order.out_trade_no);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, JSON.stringify(order));
    await rename(temporary, file);
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Closes an unpaid order whose time_expire passed, as the provider does. */
  private expireIfDue(order: SandboxOrder): boolean {
    if ((order.trade_state === 'NOTPAY' || order.trade_state === 'PAYERROR') && order.time_expire && Date.parse(order.time_expire) <= this.clock.now().getTime()) {
      order.trade_state = 'CLOSED';
      return true;
    }
    return false;
  }

  createNativeOrder(order: NativeOrder): Promise<{ codeUrl: string }> {
    return this.exclusive(async () => {
      let books = await this.readOrder(order.outTradeNo);
      if (!books) {
        books = {
          out_trade_no: order.outTradeNo,
          code: randomBytes(12).toString('base64url'),
          description: order.description,
          amount: order.amountFen,
          time_expire: order.expiresAt ? rfc3339China(order.expiresAt) : null,
          trade_state: 'NOTPAY',
          transaction_id: null,
          success_time: null,
          refunded: 0,
        };
        await this.writeOrder(books);
        await mkdir(path.join(this.booksDir, 'codes'), { recursive: true });
        await writeFile(this.codeFile(books.code), books.out_trade_no);
      }
      return { codeUrl: this.codeUrl(books.code, this.followPageOrigin ? order.origin : undefined) };
    });
  }

  codeUrl(code: string, origin?: string): string {
    return `${(origin ?? this.publicBaseUrl).replace(/\/$/, '')}/dev/wechat-pay?pr=${encodeURIComponent(code)}`;
  }

  /** The order behind a pay page address (`pr`) or an order number. */
  async findOrder(by: { code?: string; outTradeNo?: string }): Promise<SandboxOrder | null> {
    let outTradeNo = by.outTradeNo;
    if (by.code !== undefined) {
      if (!/^[\w-]{1,64}$/.test(by.code)) return null;
      try {
        outTradeNo = (await readFile(this.codeFile(by.code), 'utf8')).trim();
      } catch {
        return null;
      }
    }
    if (!outTradeNo) return null;
    const order = await this.readOrder(outTradeNo);
    if (order && this.expireIfDue(order)) await this.writeOrder(order);
    return order;
  }

  private transactionOf(order: SandboxOrder): Transaction {
    return {
      appid: this.keys.appid,
      mchid: this.keys.mchid,
      out_trade_no: order.out_trade_no,
      ...(order.transaction_id ? { transaction_id: order.transaction_id } : {}),
      trade_type: 'NATIVE',
      trade_state: order.trade_state,
      trade_state_desc: { NOTPAY: '未支付', SUCCESS: '支付成功', PAYERROR: '支付失败', CLOSED: '已关闭', REFUND: '转入退款' }[order.trade_state],
      ...(order.success_time ? { success_time: order.success_time, bank_type: 'OTHERS' } : {}),
      payer: { openid: 'oSandboxPayer000000000000000' },
      amount: { total: order.amount, payer_total: order.amount, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  /**
   * The payer pressed a button of the pay page: pays (`pay`, `silent`) or fails (`fail`) the order when it can still
   * be paid, and answers the callback to send (none for `silent`). Refuses (null order state unchanged) an order that
   * is already paid, closed or past its time_expire.
   */
  payerActs(outTradeNo: string, outcome: SandboxPayOutcome): Promise<{ order: SandboxOrder; callback: SignedCallback | null; refused: string | null }> {
    return this.exclusive(async () => {
      const order = await this.readOrder(outTradeNo);
      if (!order) throw new RangeError('unknown order');
      if (this.expireIfDue(order)) await this.writeOrder(order);
      if (order.trade_state === 'SUCCESS' || order.trade_state === 'REFUND') return { order, callback: null, refused: '该订单已支付' };
      if (order.trade_state === 'CLOSED') return { order, callback: null, refused: '该订单已关闭，无法支付' };
      if (outcome === 'fail') {
        order.trade_state = 'PAYERROR';
        await this.writeOrder(order);
        return { order, callback: this.signedCallback('TRANSACTION.PAYERROR', '支付失败', this.transactionOf(order)), refused: null };
      }
      order.trade_state = 'SUCCESS';
      order.transaction_id = `4200${this.clock.now().getTime()}${randomBytes(4).readUInt32BE(0) % 10_000}`.slice(0, 28);
      order.success_time = rfc3339China(this.clock.now());
      await this.writeOrder(order);
      const callback = outcome === 'silent' ? null : this.signedCallback('TRANSACTION.SUCCESS', '支付成功', this.transactionOf(order));
      return { order, callback, refused: null };
    });
  }

  /** A callback of `event_type` carrying `resource`, signed and encrypted as WeChat Pay does (also used by the tests). */
  signedCallback(eventType: string, summary: string, resource: Transaction | RefundResult, originalType = 'transaction'): SignedCallback {
    const envelope: NotificationEnvelope = {
      id: randomUUID(),
      create_time: rfc3339China(this.clock.now()),
      event_type: eventType,
      resource_type: 'encrypt-resource',
      summary,
      resource: encryptResource(this.keys.apiV3Key, JSON.stringify(resource), originalType),
    };
    const body = JSON.stringify(envelope);
    return {
      headers: { ...platformSignatureHeaders(this.platformKey, this.keys.platformSerial, body, this.nowSeconds()), 'content-type': 'application/json' },
      body,
    };
  }

  async queryOrder(outTradeNo: string): Promise<Transaction | null> {
    const order = await this.exclusive(() => this.findOrder({ outTradeNo }));
    return order ? this.transactionOf(order) : null;
  }

  closeOrder(outTradeNo: string): Promise<void> {
    return this.exclusive(async () => {
      const order = await this.readOrder(outTradeNo);
      if (!order || order.trade_state === 'SUCCESS' || order.trade_state === 'REFUND' || order.trade_state === 'CLOSED') return;
      order.trade_state = 'CLOSED';
      await this.writeOrder(order);
    });
  }

  refund(refund: RefundRequest): Promise<RefundResult> {
    return this.exclusive(async () => {
      const order = await this.readOrder(refund.outTradeNo);
      const refundable = order && (order.trade_state === 'SUCCESS' || order.trade_state === 'REFUND') && order.refunded + refund.refundFen <= order.amount;
      if (!order || !refundable) {
        return { out_refund_no: refund.outRefundNo, out_trade_no: refund.outTradeNo, status: 'ABNORMAL', amount: { refund: refund.refundFen, total: refund.totalFen } };
      }
      order.refunded += refund.refundFen;
      order.trade_state = 'REFUND';
      await this.writeOrder(order);
      return {
        refund_id: `5030${this.clock.now().getTime()}`,
        out_refund_no: refund.outRefundNo,
        transaction_id: order.transaction_id ?? undefined,
        out_trade_no: order.out_trade_no,
        status: 'SUCCESS',
        amount: { refund: refund.refundFen, total: order.amount },
      };
    });
  }

  openNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): OpenedNotification {
    return openNotificationWith(this.platformKeys, this.keys.apiV3Key, this.nowSeconds(), headers, rawBody);
  }
}
