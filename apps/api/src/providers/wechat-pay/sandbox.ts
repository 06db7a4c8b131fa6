import { generateKeyPair, type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
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
import { type NativeOrder, type OpenedNotification, type RefundRequest, type WeChatPay, WeChatPayError } from './wechat-pay';

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
  /** Its refunds by out_refund_no (absent in books written before refunds were queried). */
  refunds?: SandboxRefund[];
}

/** A refund in the sandbox's books: PROCESSING when asked, SUCCESS `SANDBOX_REFUND_SECONDS` later (as a bank takes time). */
export interface SandboxRefund {
  out_refund_no: string;
  refund_id: string;
  amount: number;
  status: 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL';
  create_time: string;
  success_time: string | null;
}

/** How long a sandbox refund stays PROCESSING. */
export const SANDBOX_REFUND_SECONDS = 60;

/** The trade bill's header (bill_type ALL), as WeChat Pay writes it. */
export const TRADE_BILL_HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';

function yuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** `2026-11-23 10:05:00` (Asia/Shanghai) of an RFC 3339 time. */
function billTime(rfc3339: string): string {
  return new Date(Date.parse(rfc3339) + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
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
  readonly mchid: string;
  readonly appid: string;
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
    this.mchid = keys.mchid;
    this.appid = keys.appid;
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
      if (!order || order.trade_state === 'CLOSED') return;
      // As WeChat Pay: a paid order cannot be closed (ORDERPAID); the caller asks for the payment instead.
      if (order.trade_state === 'SUCCESS' || order.trade_state === 'REFUND') throw new WeChatPayError('订单已支付', 400, 'ORDERPAID');
      order.trade_state = 'CLOSED';
      await this.writeOrder(order);
    });
  }

  private refundResultOf(order: SandboxOrder, refund: SandboxRefund): RefundResult {
    return {
      mchid: this.keys.mchid,
      refund_id: refund.refund_id,
      out_refund_no: refund.out_refund_no,
      ...(order.transaction_id ? { transaction_id: order.transaction_id } : {}),
      out_trade_no: order.out_trade_no,
      status: refund.status,
      ...(refund.success_time ? { success_time: refund.success_time } : {}),
      amount: { refund: refund.amount, total: order.amount, payer_refund: refund.amount, currency: 'CNY' },
    };
  }

  /** A PROCESSING refund whose time has come succeeds (the books change when it is looked at, like the order expiry). */
  private settleRefundIfDue(refund: SandboxRefund): boolean {
    if (refund.status === 'PROCESSING' && Date.parse(refund.create_time) + SANDBOX_REFUND_SECONDS * 1000 <= this.clock.now().getTime()) {
      refund.status = 'SUCCESS';
      refund.success_time = rfc3339China(this.clock.now());
      return true;
    }
    return false;
  }

  private async findRefund(outRefundNo: string): Promise<{ order: SandboxOrder; refund: SandboxRefund } | null> {
    const index = path.join(this.booksDir, 'refunds', `${outRefundNo}.txt`);
    let outTradeNo: string;
    try {
      outTradeNo = (await readFile(index, 'utf8')).trim();
    } catch {
      return null;
    }
    const order = await this.readOrder(outTradeNo);
    const refund = order?.refunds?.find((entry) => entry.out_refund_no === outRefundNo);
    return order && refund ? { order, refund } : null;
  }

  /** Accepts a refund as WeChat Pay does: PROCESSING (the same answer again for the same out_refund_no). */
  refund(refund: RefundRequest): Promise<RefundResult> {
    return this.exclusive(async () => {
      if (!/^[0-9A-Za-z_|*@-]{1,64}$/.test(refund.outRefundNo)) throw new WeChatPayError('out_refund_no 格式错误', 400, 'PARAM_ERROR');
      const known = await this.findRefund(refund.outRefundNo);
      if (known) return this.refundResultOf(known.order, known.refund);
      const order = await this.readOrder(refund.outTradeNo);
      if (!order || (order.trade_state !== 'SUCCESS' && order.trade_state !== 'REFUND')) throw new WeChatPayError('订单未支付', 400, 'INVALID_REQUEST');
      if (refund.totalFen !== order.amount || order.refunded + refund.refundFen > order.amount) throw new WeChatPayError('退款金额错误', 400, 'PARAM_ERROR');
      const entry: SandboxRefund = {
        out_refund_no: refund.outRefundNo,
        refund_id: `5030${this.clock.now().getTime()}${randomBytes(3).readUIntBE(0, 3) % 1000}`,
        amount: refund.refundFen,
        status: 'PROCESSING',
        create_time: rfc3339China(this.clock.now()),
        success_time: null,
      };
      order.refunded += refund.refundFen;
      order.trade_state = 'REFUND';
      order.refunds = [...(order.refunds ?? []), entry];
      await this.writeOrder(order);
      await mkdir(path.join(this.booksDir, 'refunds'), { recursive: true });
      await writeFile(path.join(this.booksDir, 'refunds', `${refund.outRefundNo}.txt`), order.out_trade_no);
      return this.refundResultOf(order, entry);
    });
  }

  queryRefund(outRefundNo: string): Promise<RefundResult | null> {
    return this.exclusive(async () => {
      const known = await this.findRefund(outRefundNo);
      if (!known) return null;
      if (this.settleRefundIfDue(known.refund)) await this.writeOrder(known.order);
      return this.refundResultOf(known.order, known.refund);
    });
  }

  /**
   * The bank finishes a PROCESSING refund now instead of at the end of its minute (a sandbox tool, like the payer's
   * 支付但不通知: tests and demos need not wait). Answers the refund as queried, `null` when the sandbox does not know it.
   */
  finishRefundNow(outRefundNo: string): Promise<RefundResult | null> {
    return this.exclusive(async () => {
      const known = await this.findRefund(outRefundNo);
      if (!known) return null;
      if (known.refund.status === 'PROCESSING') {
        known.refund.status = 'SUCCESS';
        known.refund.success_time = rfc3339China(this.clock.now());
        await this.writeOrder(known.order);
      }
      return this.refundResultOf(known.order, known.refund);
    });
  }

  /** The REFUND callback WeChat Pay sends when a refund ends (settled first if its time has come); used by the tests. */
  async refundCallback(outRefundNo: string): Promise<SignedCallback> {
    const result = await this.queryRefund(outRefundNo);
    if (!result) throw new RangeError('unknown refund');
    const { status, ...rest } = result;
    return this.signedCallback(`REFUND.${status}`, '退款状态', { ...rest, refund_status: status }, 'refund');
  }

  /** The trade bill of a day from the sandbox's own books: payments whose success_time and refunds whose success_time fall on it. */
  tradeBill(billDate: string): Promise<string | null> {
    return this.exclusive(async () => {
      let files: string[];
      try {
        files = await readdir(path.join(this.booksDir, 'orders'));
      } catch {
        return null;
      }
      const onDay = (time: string | null) => time !== null && billTime(time).startsWith(billDate);
      const lines: string[] = [];
      let orderFen = 0;
      let refundFen = 0;
      for (const file of files.filter((name) => name.endsWith('.json')).sort()) {
        const order = await this.readOrder(file.slice(0, -'.json'.length));
        if (!order) continue;
        let changed = false;
        for (const refund of order.refunds ?? []) changed = this.settleRefundIfDue(refund) || changed;
        if (changed) await this.writeOrder(order);
        const common = (time: string, state: string) => [time, this.keys.appid, this.keys.mchid, '0', '', order.transaction_id ?? '', order.out_trade_no, 'oSandboxPayer000000000000000', 'NATIVE', state, 'OTHERS', 'CNY'];
        if (onDay(order.success_time)) {
          lines.push([...common(billTime(order.success_time as string), 'SUCCESS'), yuan(order.amount), '0.00', '0', '0', '0.00', '0.00', '', '', order.description.replace(/[,`\r\n]/g, ' '), '', '0.00000', '0.60%', yuan(order.amount), '0.00', ''].map((cell) => `\`${cell}`).join(','));
          orderFen += order.amount;
        }
        for (const refund of order.refunds ?? []) {
          if (refund.status !== 'SUCCESS' || !onDay(refund.success_time)) continue;
          lines.push([...common(billTime(refund.success_time as string), 'REFUND'), '0.00', '0.00', refund.refund_id, refund.out_refund_no, yuan(refund.amount), '0.00', 'ORIGINAL', 'SUCCESS', order.description.replace(/[,`\r\n]/g, ' '), '', '0.00000', '0.60%', '0.00', yuan(refund.amount), ''].map((cell) => `\`${cell}`).join(','));
          refundFen += refund.amount;
        }
      }
      if (lines.length === 0) return null;
      return [
        TRADE_BILL_HEADER,
        ...lines,
        '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
        [String(lines.length), yuan(orderFen), yuan(refundFen), '0.00', '0.00', yuan(orderFen), yuan(refundFen)].map((cell) => `\`${cell}`).join(','),
        '',
      ].join('\r\n');
    });
  }

  async openNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<OpenedNotification> {
    return openNotificationWith(this.platformKeys, this.keys.apiV3Key, this.nowSeconds(), headers, rawBody);
  }
}
