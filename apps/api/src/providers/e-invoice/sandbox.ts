import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatYuan } from '@badminton/validation';
import { renderPdf } from '../../documents/pdf';
import type { Clock } from '../../lib/clock';
import { renderQrPng } from '../../lib/qr';
import { toWireDateTime } from '../../lib/wire-time';
import type { Storage } from '../../storage/storage';
import type { EInvoiceProvider, EInvoiceRequest, EInvoiceResult, EInvoiceReversalRequest } from './e-invoice';

/** The sandbox issues an invoice this long after it was asked (a real platform takes seconds to minutes). */
export const SANDBOX_ISSUE_DELAY_SECONDS = 30;

/**
 * A company title whose name contains this makes the sandbox fail the invoice (to walk the failure path by hand; the
 * tests use it too). The failed invoice shows 开票中 to its payer and waits to be issued again from the back office.
 */
export const SANDBOX_FORCE_FAILURE_MARK = '开票失败';

const SELLER = { name: '中国羽毛球协会（沙箱）', taxNo: '91110000MA00SANDBX' } as const;

interface SandboxRecord {
  /** A blue invoice's request, or (`reversal`) a red-letter one's. */
  request?: Omit<EInvoiceRequest, 'at'> & { at: string };
  reversal?: Omit<EInvoiceReversalRequest, 'at'> & { at: string };
  readyAt: string;
  result?: Exclude<EInvoiceResult, { state: 'pending' } | { state: 'unknown' }> & { issuedAtIso?: string };
  /** A blue invoice reversed: the red request's serial. */
  reversedBy?: string;
}

function digitsOf(seed: string, length: number): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return BigInt(`0x${hex}`).toString().slice(0, length).padStart(length, '0');
}

/**
 * The sandbox e-invoice platform: it keeps each request in a file of its own folder (outside the public storage),
 * answers `pending` until `SANDBOX_ISSUE_DELAY_SECONDS` after the request by the service clock, then issues: a code
 * and a number derived from the request serial, a PDF drawn with the Chinese fonts and a QR of the check string, both
 * stored under `wwwroot/invoices/` with a random part in their names. A company name containing 开票失败 fails.
 */
export class SandboxEInvoice implements EInvoiceProvider {
  readonly driver = 'sandbox';

  constructor(
    private readonly folder: string,
    private readonly storage: Storage,
    private readonly clock: Clock,
  ) {}

  private fileOf(requestSn: string): string {
    if (!/^[0-9A-Za-z_-]{1,64}$/.test(requestSn)) throw new RangeError(`invalid request serial ${requestSn}`);
    return path.join(this.folder, `${requestSn}.json`);
  }

  private async read(requestSn: string): Promise<SandboxRecord | null> {
    try {
      return JSON.parse(await readFile(this.fileOf(requestSn), 'utf8')) as SandboxRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private async write(requestSn: string, record: SandboxRecord): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const file = this.fileOf(requestSn);
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, JSON.stringify(record));
    await rename(temporary, file);
  }

  async issue(request: EInvoiceRequest): Promise<void> {
    if (await this.read(request.requestSn)) return;
    const readyAt = new Date(request.at.getTime() + SANDBOX_ISSUE_DELAY_SECONDS * 1000);
    await this.write(request.requestSn, { request: { ...request, at: request.at.toISOString() }, readyAt: readyAt.toISOString() });
  }

  /**
   * 红冲 like the platform: accepted only for an issued blue invoice with that code and number (otherwise the request is
   * recorded as failed with the platform's reason); the red invoice is issued `SANDBOX_ISSUE_DELAY_SECONDS` later.
   */
  async reverse(reversal: EInvoiceReversalRequest): Promise<void> {
    if (await this.read(reversal.requestSn)) return;
    const original = await this.read(reversal.originalRequestSn);
    const readyAt = new Date(reversal.at.getTime() + SANDBOX_ISSUE_DELAY_SECONDS * 1000);
    const record: SandboxRecord = { reversal: { ...reversal, at: reversal.at.toISOString() }, readyAt: readyAt.toISOString() };
    const issued = original?.result?.state === 'issued' ? original.result : null;
    if (!issued || issued.fpdm !== reversal.fpdm || issued.fphm !== reversal.fphm) {
      record.result = { state: 'failed', reason: '沙箱：原发票未开具或代码号码不符，不能红冲' };
    } else if (original?.reversedBy) {
      record.result = { state: 'failed', reason: `沙箱：原发票已由 ${original.reversedBy} 红冲` };
    }
    await this.write(reversal.requestSn, record);
    if (original && !record.result) await this.write(reversal.originalRequestSn, { ...original, reversedBy: reversal.requestSn });
  }

  async query(requestSn: string): Promise<EInvoiceResult> {
    const record = await this.read(requestSn);
    if (!record) return { state: 'unknown' };
    if (record.result) {
      return record.result.state === 'issued' ? { ...record.result, issuedAt: new Date(record.result.issuedAtIso ?? record.readyAt) } : record.result;
    }
    const now = this.clock.now();
    if (now.getTime() < new Date(record.readyAt).getTime()) return { state: 'pending' };
    if (record.reversal) return this.issueRed(requestSn, record, record.reversal);
    const { request } = record;
    if (!request) return { state: 'unknown' };
    if (request.title.custtype === '01' && (request.title.custname ?? '').includes(SANDBOX_FORCE_FAILURE_MARK)) {
      record.result = { state: 'failed', reason: '沙箱：单位名称含“开票失败”，按要求开票失败' };
      await this.write(requestSn, record);
      return record.result;
    }
    const fpdm = `0${digitsOf(`fpdm:${requestSn}`, 11)}`;
    const fphm = digitsOf(`fphm:${requestSn}`, 8);
    const issuedAt = new Date(record.readyAt);
    const checkCode = digitsOf(`jym:${requestSn}`, 20);
    const amount = formatYuan(request.amountFen);
    const date = toWireDateTime(issuedAt).slice(0, 10).replace(/-/g, '');
    const qrText = `01,10,${fpdm},${fphm},${amount},${date},${checkCode},SANDBOX`;
    const stem = `invoices/${requestSn}-${randomBytes(8).toString('hex')}`;
    const title = request.title;
    const buyer = title.custtype === '01' ? (title.custname ?? '') : request.payerName;
    const pdf = renderPdf({
      title: '电子普通发票（沙箱）',
      subject: `发票代码 ${fpdm} 发票号码 ${fphm}`,
      created: issuedAt,
      subtitle: [`发票代码：${fpdm}  发票号码：${fphm}`, `开票日期：${toWireDateTime(issuedAt)}  校验码：${checkCode}`],
      paragraphs: [
        `购买方：${buyer}${title.custtype === '01' ? `  纳税人识别号：${title.custTaxNo ?? ''}` : '（个人）'}`,
        ...(title.custtype === '01'
          ? [`地址、电话：${title.custAddr ?? ''} ${title.custPhone ?? ''}`, `开户行及账号：${title.custBank ?? ''} ${title.custAccount ?? ''}`]
          : []),
        `货物或应税劳务、服务名称：${request.item}（商品明细）  数量：1  价税合计：¥${amount}`,
        `订单号：${request.orderSn}`,
        `备注：${title.invoMemo ?? ''}`,
        `销售方：${SELLER.name}  纳税人识别号：${SELLER.taxNo}`,
        '本发票由沙箱电子发票平台开具，仅用于演示，不具有税务效力。',
      ],
      footer: '沙箱电子发票平台',
    });
    await this.storage.put(`${stem}.pdf`, pdf);
    await this.storage.put(`${stem}-qr.png`, await renderQrPng(qrText, { size: 240 }));
    record.result = {
      state: 'issued',
      fpdm,
      fphm,
      invoiceUrl: this.storage.url(`${stem}.pdf`),
      qrCodeUrl: this.storage.url(`${stem}-qr.png`),
      issuedAt,
      issuedAtIso: issuedAt.toISOString(),
    };
    await this.write(requestSn, record);
    return { ...record.result, issuedAt };
  }

  /** The red-letter invoice: its own code and number, the amount negative, the blue invoice named. */
  private async issueRed(requestSn: string, record: SandboxRecord, reversal: NonNullable<SandboxRecord['reversal']>): Promise<EInvoiceResult> {
    const fpdm = `0${digitsOf(`fpdm:${requestSn}`, 11)}`;
    const fphm = digitsOf(`fphm:${requestSn}`, 8);
    const issuedAt = new Date(record.readyAt);
    const amount = `-${formatYuan(reversal.amountFen)}`;
    const checkCode = digitsOf(`jym:${requestSn}`, 20);
    const date = toWireDateTime(issuedAt).slice(0, 10).replace(/-/g, '');
    const stem = `invoices/${requestSn}-${randomBytes(8).toString('hex')}`;
    const pdf = renderPdf({
      title: '电子普通发票（红字，沙箱）',
      subject: `红字发票 发票代码 ${fpdm} 发票号码 ${fphm}`,
      created: issuedAt,
      subtitle: [`发票代码：${fpdm}  发票号码：${fphm}`, `开票日期：${toWireDateTime(issuedAt)}  校验码：${checkCode}`],
      paragraphs: [
        `对应正数发票代码：${reversal.fpdm}  号码：${reversal.fphm}`,
        `冲红原因：${reversal.reason}`,
        `价税合计：¥${amount}`,
        `销售方：${SELLER.name}  纳税人识别号：${SELLER.taxNo}`,
        '本发票由沙箱电子发票平台开具，仅用于演示，不具有税务效力。',
      ],
      footer: '沙箱电子发票平台',
    });
    await this.storage.put(`${stem}.pdf`, pdf);
    const qrText = `01,10,${fpdm},${fphm},${amount},${date},${checkCode},SANDBOX`;
    await this.storage.put(`${stem}-qr.png`, await renderQrPng(qrText, { size: 240 }));
    record.result = {
      state: 'issued',
      fpdm,
      fphm,
      invoiceUrl: this.storage.url(`${stem}.pdf`),
      qrCodeUrl: this.storage.url(`${stem}-qr.png`),
      issuedAt,
      issuedAtIso: issuedAt.toISOString(),
    };
    await this.write(requestSn, record);
    return { ...record.result, issuedAt };
  }
}
