import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the Nuonuo open platform (诺诺开放平台, `https://sdk.nuonuo.com/open/v1/services`) for testing the
 * production e-invoice driver. Written from the platform's published API pages, separately from the driver (it imports
 * none of its code): an HTTP server on 127.0.0.1 (node:http) that takes a POST to `/open/v1/services?senid=&nonce=
 * &timestamp=&appkey=` with the headers `X-Nuonuo-Sign`, `accessToken`, `userTax`, `method` and a JSON body, and
 * recomputes the signature: Base64(HMAC-SHA1(appSecret, `a=services&l=v1&p=open&k={appkey}&i={senid}&n={nonce}
 * &t={timestamp}&f={body}`)). Answers `{ code, describe, result }` with `code` `E0000` on success.
 *
 * Methods: `nuonuo.OpeMplatform.requestBillingNew` (blue `invoiceType` 1, red 2 with the blue `invoiceCode` /
 * `invoiceNum`), `nuonuo.OpeMplatform.queryInvoiceResult` (by `serialNos` or `orderNos`; `status` 20 开票中, 21 开票成功
 * 签章中, 2 开票完成, 22 开票失败, 24 开票成功签章失败). The gateway's refusal codes (bad signature, bad token, stale
 * timestamp) and the business refusal code are this fake's picks, shaped like the platform's (`0703xx`, `E9xxx`).
 */

export const FAKE_SIGN_REFUSED = '070301';
export const FAKE_ORDER_REPEATED = 'E9106';
export const FAKE_ORDER_INVALID = 'E9500';

export function fakeNuonuoSign(appSecret: string, appKey: string, senid: string, nonce: string, timestamp: string, body: string): string {
  return createHmac('sha1', appSecret).update(`a=services&l=v1&p=open&k=${appKey}&i=${senid}&n=${nonce}&t=${timestamp}&f=${body}`, 'utf8').digest('base64');
}

export interface FakeOrder {
  orderNo: string;
  serialNo: string;
  order: Record<string, unknown>;
  /** Queries still answered 开票中 / 签章中. */
  pendingQueries: number;
  status: '2' | '22';
  failCause?: string;
  invoiceCode: string;
  invoiceNo: string;
  invoiceTime: number;
}

export class NuonuoFake {
  readonly appKey = '23942958';
  readonly appSecret = 'FakeNuonuoSecret0123456789ABCDEF';
  readonly accessToken = 'fake-access-token-0123456789abcdef';
  readonly sellerTaxNo = '339901999999198';
  readonly orders = new Map<string, FakeOrder>();
  /** Every answer code (or `HTTP nnn`). */
  readonly answers: string[] = [];
  /** How many queries a new order stays pending (开票中 then 签章中). */
  pendingQueries = 2;
  /** The next request answers this (a code, or `HTTP 502`) once. */
  failNext: string | null = null;
  /** Blue orders whose issue fails on the platform (开票失败), by buyer name. */
  failBuyer = '测试开票失败';
  pdfDownloads = 0;
  private server: Server | null = null;
  private sequence = 0;
  baseUrl = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  get url(): string {
    return `${this.baseUrl}/open/v1/services`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  static pdfOf(serialNo: string): Buffer {
    return Buffer.from(`%PDF-1.4\n% fake nuonuo invoice ${serialNo}\n%%EOF\n`, 'latin1');
  }

  private answer(response: ServerResponse, code: string, describe: string, result?: unknown) {
    this.answers.push(code);
    response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    response.end(JSON.stringify({ code, describe, ...(result === undefined ? {} : { result }) }));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname.startsWith('/fp/') && url.pathname.endsWith('.pdf')) {
      this.pdfDownloads += 1;
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(NuonuoFake.pdfOf(url.pathname.slice(4, -4)));
      return;
    }
    if (request.method !== 'POST' || url.pathname !== '/open/v1/services') {
      response.writeHead(404);
      response.end();
      return;
    }
    if (this.failNext?.startsWith('HTTP ')) {
      const status = Number(this.failNext.slice(5));
      this.failNext = null;
      this.answers.push(`HTTP ${status}`);
      response.writeHead(status, { 'content-type': 'text/html' });
      response.end('<html>Bad Gateway</html>');
      return;
    }
    const body = Buffer.concat(chunks).toString('utf8');
    const [senid, nonce, timestamp, appkey] = ['senid', 'nonce', 'timestamp', 'appkey'].map((name) => url.searchParams.get(name) ?? '');
    const header = (name: string) => String(request.headers[name.toLowerCase()] ?? '');
    if (!/^[0-9a-zA-Z]{32}$/.test(senid) || !/^\d{1,8}$/.test(nonce) || !/^\d{10}$/.test(timestamp)) return this.answer(response, '070302', '公共参数不合法');
    if (appkey !== this.appKey) return this.answer(response, '070303', 'appKey不存在');
    if (header('X-Nuonuo-Sign') !== fakeNuonuoSign(this.appSecret, appkey, senid, nonce, timestamp, body)) return this.answer(response, FAKE_SIGN_REFUSED, '签名验证失败');
    if (Math.abs(Number(timestamp) * 1000 - Date.now()) > 10 * 60_000) return this.answer(response, '070304', '时间戳已过期');
    if (header('accessToken') !== this.accessToken) return this.answer(response, '070305', 'accessToken无效');
    if (header('userTax') && header('userTax') !== this.sellerTaxNo) return this.answer(response, '070306', '未授权的税号');
    if (this.failNext) {
      const code = this.failNext;
      this.failNext = null;
      return this.answer(response, code, '系统繁忙，请稍后重试');
    }
    let content: Record<string, unknown>;
    try {
      content = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return this.answer(response, 'E9000', '报文不是合法的JSON');
    }
    switch (header('method')) {
      case 'nuonuo.OpeMplatform.requestBillingNew':
        return this.billing(response, content.order as Record<string, unknown> | undefined);
      case 'nuonuo.OpeMplatform.queryInvoiceResult':
        return this.query(response, content);
      default:
        return this.answer(response, '070307', 'method不存在');
    }
  }

  private billing(response: ServerResponse, order: Record<string, unknown> | undefined) {
    if (!order || typeof order.orderNo !== 'string' || !order.orderNo || !order.buyerName || order.salerTaxNum !== this.sellerTaxNo || !Array.isArray(order.invoiceDetail) || order.invoiceDetail.length === 0) {
      return this.answer(response, FAKE_ORDER_INVALID, '订单信息不完整或销方税号不符');
    }
    if (this.orders.has(order.orderNo)) return this.answer(response, FAKE_ORDER_REPEATED, '订单编号重复');
    this.sequence += 1;
    const serialNo = `${Date.now()}${String(this.sequence).padStart(6, '0')}`.slice(-20);
    const record: FakeOrder = {
      orderNo: order.orderNo,
      serialNo,
      order,
      pendingQueries: this.pendingQueries,
      status: '2',
      invoiceCode: `0${String(44_000_000_000 + this.sequence)}`.slice(-12),
      invoiceNo: String(10_000_000 + this.sequence).slice(-8),
      invoiceTime: Date.now(),
    };
    if (order.invoiceType === '2') {
      const blue = [...this.orders.values()].find((entry) => entry.status === '2' && entry.order.invoiceType === '1' && entry.invoiceCode === order.invoiceCode && entry.invoiceNo === order.invoiceNum);
      const alreadyRed = [...this.orders.values()].some((entry) => entry.order.invoiceType === '2' && entry.order.invoiceNum === order.invoiceNum && entry.status === '2');
      if (!blue || alreadyRed) {
        record.status = '22';
        record.failCause = !blue ? '对应蓝字发票不存在' : '对应蓝字发票已红冲';
      }
    } else if (order.buyerName === this.failBuyer) {
      record.status = '22';
      record.failCause = '购方税号校验不通过';
    }
    this.orders.set(order.orderNo, record);
    return this.answer(response, 'E0000', '开票提交成功', { invoiceSerialNum: serialNo });
  }

  private query(response: ServerResponse, content: Record<string, unknown>) {
    const serialNos = Array.isArray(content.serialNos) ? (content.serialNos as string[]) : [];
    const orderNos = Array.isArray(content.orderNos) ? (content.orderNos as string[]) : [];
    if (serialNos.length === 0 && orderNos.length === 0) return this.answer(response, 'E9001', '流水号和订单编号不能同时为空');
    const found = serialNos.length > 0 ? [...this.orders.values()].filter((entry) => serialNos.includes(entry.serialNo)) : orderNos.flatMap((no) => (this.orders.has(no) ? [this.orders.get(no) as FakeOrder] : []));
    const result = found.map((entry) => {
      const base = { serialNo: entry.serialNo, orderNo: entry.orderNo, buyerName: entry.order.buyerName };
      if (entry.pendingQueries > 0) {
        entry.pendingQueries -= 1;
        const signing = entry.pendingQueries === 0;
        return { ...base, status: signing ? '21' : '20', statusMsg: signing ? '开票成功签章中' : '开票中' };
      }
      if (entry.status === '22') return { ...base, status: '22', statusMsg: '开票失败', failCause: entry.failCause };
      const token = randomBytes(6).toString('hex');
      return {
        ...base,
        status: '2',
        statusMsg: '开票完成（最终状态）',
        invoiceCode: entry.invoiceCode,
        invoiceNo: entry.invoiceNo,
        invoiceTime: entry.invoiceTime,
        checkCode: '12345678901234567890',
        orderAmount: String(entry.order.invoiceType === '2' ? '-' : '') + String((entry.order.invoiceDetail as { taxIncludedAmount?: string }[])[0]?.taxIncludedAmount ?? '').replace(/^-/, ''),
        pdfUrl: `${this.baseUrl}/fp/${entry.serialNo}.pdf?t=${token}`,
        pictureUrl: `${this.baseUrl}/fp/${entry.serialNo}.jpg`,
      };
    });
    return this.answer(response, 'E0000', '查询成功', result);
  }
}
