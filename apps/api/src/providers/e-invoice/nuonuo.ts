import { createHmac, randomBytes } from 'node:crypto';
import { formatYuan } from '@badminton/validation';
import { PermanentJobError } from '../../jobs/kinds';
import type { NuonuoConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { renderQrPng } from '../../lib/qr';
import type { Storage } from '../../storage/storage';
import type { EInvoiceProvider, EInvoiceRequest, EInvoiceResult, EInvoiceReversalRequest } from './e-invoice';

/** The Nuonuo open platform settings (`E_INVOICE_DRIVER=nuonuo`): the validated configuration's. */
export type NuonuoSettings = NuonuoConfig;

/**
 * 发票种类 (`invoiceLine`): `p` 电子普通发票 (税控). Not `pc` (数电普票): there a red-letter invoice needs a 红字确认单
 * first, which this driver does not do (decision 0052).
 */
const INVOICE_LINE = 'p';

const SERVICES_METHOD_BILLING = 'nuonuo.OpeMplatform.requestBillingNew';
const SERVICES_METHOD_QUERY = 'nuonuo.OpeMplatform.queryInvoiceResult';
const TIMEOUT_MS = 15_000;

/** The documented X-Nuonuo-Sign: Base64(HMAC-SHA1(appSecret, `a=services&l=v1&p=open&k=…&i=…&n=…&t=…&f={body}`)). */
export function nuonuoSign(appSecret: string, appKey: string, senid: string, nonce: string, timestamp: string, body: string): string {
  const message = `a=services&l=v1&p=open&k=${appKey}&i=${senid}&n=${nonce}&t=${timestamp}&f=${body}`;
  return createHmac('sha1', appSecret).update(message, 'utf8').digest('base64');
}

/** The platform answered with a refusal: `retryable` when asking again later can help (unreachable, busy, HTTP 5xx). */
export class NuonuoError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'NuonuoError';
  }
}

interface NuonuoAnswer {
  code?: unknown;
  describe?: unknown;
  result?: unknown;
}

interface NuonuoInvoice {
  orderNo?: string;
  buyerName?: string;
  status?: string;
  statusMsg?: string;
  failCause?: string;
  invoiceCode?: string;
  invoiceNo?: string;
  invoiceTime?: number | string;
  checkCode?: string;
  orderAmount?: string;
  pdfUrl?: string;
}

/** Platform codes that say "busy, try again" (system error families); everything else except E0000 is a final answer. */
function retryableCode(code: string): boolean {
  return code === '' || code.startsWith('9') || code === 'E9999';
}

function wireDate(at: Date): string {
  // yyyy-MM-dd HH:mm:ss in China time
  const shifted = new Date(at.getTime() + 8 * 3_600_000);
  return shifted.toISOString().replace('T', ' ').slice(0, 19);
}

/**
 * The production e-invoice driver: 诺诺开放平台 (Nuonuo, 诺税通 SaaS). The request serial is the platform's order number
 * (`orderNo`), which the platform keeps unique, so asking twice issues once; results are asked for by order number.
 *
 * - issue: `requestBillingNew` with a blue order (`invoiceType` 1). A refusal that says the order exists (or any
 *   business refusal after which a query finds the order) counts as accepted.
 * - reverse (红冲): `requestBillingNew` with a red order (`invoiceType` 2, the blue `invoiceCode` / `invoiceNum`, the
 *   amount negative). The platform checks the blue invoice asynchronously: a refused reversal is a failed result.
 * - query: `queryInvoiceResult` by `orderNos`; status 20/21 pending, 2 issued, 22/24 failed, 3/31 (作废) failed. An
 *   issued invoice's PDF is downloaded from `pdfUrl` and stored under `invoices/` with the QR of the national check
 *   string (`01,10,fpdm,fphm,amount,yyyyMMdd,checkCode,`), both under a name keyed by the app secret (not guessable,
 *   and the same on a second query, so it is written again rather than added).
 *
 * Errors: unreachable, HTTP 5xx, a non-JSON answer or a busy code throw `NuonuoError` (the job retries); a gateway or
 * business refusal (bad signature, token, seller, order data) throws `PermanentJobError` (the job fails at once and is
 * dead-lettered, decision 0047: loud, and re-queued by the sweeper once a person has fixed the cause).
 */
export class NuonuoEInvoice implements EInvoiceProvider {
  readonly driver = 'nuonuo';

  constructor(
    private readonly settings: NuonuoSettings,
    private readonly storage: Storage,
    private readonly clock: Clock,
  ) {}

  private async call(method: string, content: unknown): Promise<NuonuoAnswer & { code: string; describe: string }> {
    const body = JSON.stringify(content);
    const senid = randomBytes(16).toString('hex');
    const nonce = String(10_000_000 + (randomBytes(4).readUInt32BE() % 90_000_000));
    // The platform checks the timestamp against real time, not the service clock (which tests may move).
    const timestamp = String(Math.floor(Date.now() / 1000));
    const query = new URLSearchParams({ senid, nonce, timestamp, appkey: this.settings.appKey });
    let response: Response;
    try {
      response = await fetch(`${this.settings.apiUrl}?${query}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json;charset=utf-8',
          'X-Nuonuo-Sign': nuonuoSign(this.settings.appSecret, this.settings.appKey, senid, nonce, timestamp, body),
          accessToken: this.settings.accessToken,
          userTax: this.settings.sellerTaxNo,
          method,
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new NuonuoError(`诺诺开放平台无法连接：${(error as Error).message}`, 'UNREACHABLE', true);
    }
    const text = await response.text();
    let answer: NuonuoAnswer;
    try {
      answer = JSON.parse(text) as NuonuoAnswer;
    } catch {
      throw new NuonuoError(`诺诺开放平台应答无法解析（HTTP ${response.status}）`, `HTTP ${response.status}`, true);
    }
    if (!response.ok && response.status >= 500) throw new NuonuoError(`诺诺开放平台应答 HTTP ${response.status}`, `HTTP ${response.status}`, true);
    return { ...answer, code: typeof answer.code === 'string' ? answer.code : '', describe: typeof answer.describe === 'string' ? answer.describe : '' };
  }

  private refusal(method: string, answer: { code: string; describe: string }): Error {
    const message = `诺诺开放平台拒绝 ${method}：${answer.code || '无应答码'} ${answer.describe}`.trim();
    return retryableCode(answer.code) ? new NuonuoError(message, answer.code, true) : new PermanentJobError(message);
  }

  private async find(orderNo: string): Promise<NuonuoInvoice | null> {
    const answer = await this.call(SERVICES_METHOD_QUERY, { orderNos: [orderNo], isOfferInvoiceDetail: '0' });
    if (answer.code !== 'E0000') throw this.refusal(SERVICES_METHOD_QUERY, answer);
    const list = Array.isArray(answer.result) ? (answer.result as NuonuoInvoice[]) : [];
    return list.find((entry) => entry.orderNo === orderNo) ?? null;
  }

  private async order(orderNo: string, order: Record<string, unknown>): Promise<void> {
    const answer = await this.call(SERVICES_METHOD_BILLING, { order: { orderNo, ...order } });
    if (answer.code === 'E0000') return;
    // Asked before (a retry after a lost answer): the platform refuses the repeated order number; it has the order.
    if (!retryableCode(answer.code) && (await this.find(orderNo))) return;
    throw this.refusal(SERVICES_METHOD_BILLING, answer);
  }

  private seller() {
    return { salerTaxNum: this.settings.sellerTaxNo, salerTel: this.settings.sellerTel, salerAddress: this.settings.sellerAddress, clerk: this.settings.clerk };
  }

  private line(name: string, amountFen: number) {
    const amount = formatYuan(amountFen);
    return {
      goodsName: name,
      goodsCode: this.settings.goodsCode,
      num: amountFen < 0 ? '-1' : '1',
      price: formatYuan(Math.abs(amountFen)),
      withTax: '1',
      taxRate: this.settings.taxRate,
      taxIncludedAmount: amount,
      invoiceLineProperty: '0',
    };
  }

  async issue(request: EInvoiceRequest): Promise<void> {
    const { title } = request;
    const company = title.custtype === '01';
    await this.order(request.requestSn, {
      ...this.seller(),
      buyerName: company ? (title.custname ?? '') : request.payerName,
      buyerTaxNum: company ? (title.custTaxNo ?? '') : '',
      buyerAddress: company ? (title.custAddr ?? '') : '',
      buyerTel: company ? (title.custPhone ?? '') : '',
      buyerAccount: company ? `${title.custBank ?? ''} ${title.custAccount ?? ''}`.trim() : '',
      invoiceDate: wireDate(request.at),
      invoiceType: '1',
      invoiceLine: INVOICE_LINE,
      pushMode: '-1',
      remark: [title.invoMemo ?? '', `订单号：${request.orderSn}`].filter(Boolean).join(' '),
      invoiceDetail: [this.line(`*体育服务*${request.item}`, request.amountFen)],
    });
  }

  async reverse(reversal: EInvoiceReversalRequest): Promise<void> {
    const blue = await this.find(reversal.originalRequestSn);
    await this.order(reversal.requestSn, {
      ...this.seller(),
      buyerName: blue?.buyerName ?? '',
      invoiceDate: wireDate(reversal.at),
      invoiceType: '2',
      invoiceCode: reversal.fpdm,
      invoiceNum: reversal.fphm,
      invoiceLine: INVOICE_LINE,
      pushMode: '-1',
      remark: `对应正数发票代码:${reversal.fpdm}号码:${reversal.fphm} ${reversal.reason}`,
      invoiceDetail: [this.line('*体育服务*冲红', -reversal.amountFen)],
    });
  }

  async query(requestSn: string): Promise<EInvoiceResult> {
    const invoice = await this.find(requestSn);
    if (!invoice) return { state: 'unknown' };
    switch (invoice.status) {
      case '20':
      case '21':
        return { state: 'pending' };
      case '2':
        return this.issued(requestSn, invoice);
      case '22':
      case '24':
        return { state: 'failed', reason: `开票失败：${invoice.failCause || invoice.statusMsg || invoice.status}` };
      case '3':
      case '31':
        return { state: 'failed', reason: `发票已作废：${invoice.statusMsg ?? ''}`.trim() };
      default:
        return { state: 'pending' };
    }
  }

  private async issued(requestSn: string, invoice: NuonuoInvoice): Promise<EInvoiceResult> {
    const fpdm = invoice.invoiceCode ?? '';
    const fphm = invoice.invoiceNo ?? '';
    if (!fphm || !invoice.pdfUrl) return { state: 'pending' };
    const issuedAt = new Date(Number(invoice.invoiceTime) || this.clock.now().getTime());
    let pdf: Uint8Array;
    try {
      const response = await fetch(invoice.pdfUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      pdf = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      throw new NuonuoError(`诺诺发票 PDF 下载失败：${(error as Error).message}`, 'PDF', true);
    }
    const key = createHmac('sha256', this.settings.appSecret).update(`invoice-file:${requestSn}`).digest('hex').slice(0, 16);
    const stem = `invoices/${requestSn}-${key}`;
    const date = wireDate(issuedAt).slice(0, 10).replace(/-/g, '');
    const qrText = `01,10,${fpdm},${fphm},${invoice.orderAmount ?? ''},${date},${invoice.checkCode ?? ''},`;
    await this.storage.put(`${stem}.pdf`, pdf);
    await this.storage.put(`${stem}-qr.png`, await renderQrPng(qrText, { size: 240 }));
    return { state: 'issued', fpdm, fphm, invoiceUrl: this.storage.url(`${stem}.pdf`), qrCodeUrl: this.storage.url(`${stem}-qr.png`), issuedAt };
  }
}
