import { createHmac } from 'node:crypto';
import type { FadadaConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import type { Storage } from '../../storage/storage';
import type {
  ApplyCertResult,
  CompanyVerifyRequest,
  CompanyVerifyStatus,
  ESign,
  SignNotification,
  SignRequest,
  VerifyNotification,
} from './e-sign';
import {
  COMPANY_STATUS_FAILED,
  COMPANY_STATUS_PASSED,
  contractDigest,
  extsignDigest,
  FADADA_API_VERSION,
  fadadaTimestamp,
  type FadadaKeys,
  openSignCallback,
  openVerifyCallback,
  requestDigest,
  verifyNotifyUrl,
} from './fadada-protocol';

/** The 法大大 settings (`E_SIGN_DRIVER=fadada`): the validated configuration's. */
export type FadadaSettings = FadadaConfig;

const TIMEOUT_MS = 15_000;

/** The folder of the driver's files in the service's storage (a protected folder: never served at /wwwroot). */
export const E_SIGN_STORAGE_FOLDER = 'e-sign';

/** A real-name image the platform downloads: `e-sign/files/<32 hex>.jpg|png` (the name is the capability). */
export const E_SIGN_FILE_NAME = /^[0-9a-f]{32}\.(?:jpg|png)$/;

/** The platform refused or could not be reached: `retryable` when asking again later can help. */
export class FadadaError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'FadadaError';
  }
}

interface FadadaAnswer {
  code: string;
  msg: string;
  data: unknown;
}

/** What the driver keeps of a verification, by the service's serial (in the storage, protected folder). */
interface VerificationRecord {
  customerId: string;
  transactionNo: string;
  platformTransactionNo: string;
  url: string;
}

/** Codes the platform documents as "try again later": -1 暂时无法处理请求, 1006 请求频繁. */
function retryableCode(code: string): boolean {
  return code === '-1' || code === '1006';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON with its keys in ascending order (the nested `*_info` parameters). */
function sortedJson(value: Record<string, string>): string {
  return JSON.stringify(Object.fromEntries(Object.keys(value).sort().map((name) => [name, value[name]])));
}

/** `yyyy-MM-dd HH:mm:ss[.S]` (Asia/Shanghai) as an instant, or null. */
function platformDateTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})/.exec(value);
  if (!match) return null;
  const instant = new Date(`${match[1]}T${match[2]}+08:00`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * The production e-signing and enterprise real-name driver: 法大大 open platform API v2 (decision 0056). Every call is
 * a form post (`uploaddocs`: multipart) to `<FADADA_BASE_URL><interface>.api` with `app_id`, `timestamp`, `v` and the
 * interface's `msg_digest` (`./fadada-protocol.ts`); the page interfaces (`extsign`, `viewContract`,
 * `downLoadContract`) are signed GET addresses the browser opens.
 *
 * - registerCompany → `account_register` (account_type 2), idempotent on the platform by `open_id`.
 * - companyVerifyUrl → `get_company_verify_url` with `company_info`, `legal_info`, `bank_info` (JSON), the images as
 *   download addresses the platform fetches from `/api/e-sign/files/…` (stored in the protected folder `e-sign/`), the
 *   notify URL carrying the service's serial under a MAC. The platform assigns its own serial; the driver records the
 *   pair, so a retry with the same serial answers the same page and the status / certificate calls take the service's
 *   serial.
 * - companyVerifyStatus → `find_companyCertInfo` (`company.status` 4 passed, 5 failed, others pending).
 * - applyCert → `apply_cert` (`code` 1 = issued); addSignature → `add_signature`; uploadContract → `uploaddocs`.
 * - Callbacks: `openSignCallback` / `openVerifyCallback`.
 *
 * Unreachable, timeout (15 s), HTTP 5xx, an answer that is not JSON, or codes -1 / 1006 throw a retryable
 * `FadadaError`; any other refusal a final one (with the platform's code and message).
 */
export class FadadaESign implements ESign {
  readonly driver = 'fadada';
  private readonly keys: FadadaKeys;

  constructor(
    private readonly settings: FadadaSettings,
    private readonly storage: Storage,
    private readonly clock: Clock,
  ) {
    this.keys = { appId: settings.appId, appSecret: settings.appSecret };
  }

  /** The platform compares the timestamp with real time: in production the service clock is the machine's. */
  private timestamp(): string {
    return fadadaTimestamp(this.clock.now());
  }

  private keyOf(purpose: string, value: string): string {
    return createHmac('sha256', this.settings.appSecret).update(`${purpose}|${value}`, 'utf8').digest('hex').slice(0, 32);
  }

  private async send(api: string, body: URLSearchParams | FormData): Promise<FadadaAnswer> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl}${api}.api`, {
        method: 'POST',
        ...(body instanceof URLSearchParams ? { headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' } } : {}),
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new FadadaError(`法大大接口无法连接：${(error as Error).message}`, 'UNREACHABLE', true);
    }
    const text = await response.text();
    if (response.status >= 500) throw new FadadaError(`法大大接口 HTTP ${response.status}`, `HTTP ${response.status}`, true);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new FadadaError(`法大大接口的回答不是 JSON（HTTP ${response.status}）`, `HTTP ${response.status}`, true);
    }
    if (!isRecord(parsed) || (typeof parsed.code !== 'string' && typeof parsed.code !== 'number')) {
      throw new FadadaError('法大大接口的回答缺少 code', 'MALFORMED', true);
    }
    return { code: String(parsed.code), msg: typeof parsed.msg === 'string' ? parsed.msg : '', data: parsed.data };
  }

  /** A form post of an ordinary interface, its digest over the sorted business values. */
  private async post(api: string, business: Record<string, string>): Promise<FadadaAnswer> {
    const timestamp = this.timestamp();
    const body = new URLSearchParams({
      ...business,
      app_id: this.settings.appId,
      timestamp,
      v: FADADA_API_VERSION,
      msg_digest: requestDigest(this.keys, timestamp, business),
    });
    return this.send(api, body);
  }

  private refused(api: string, answer: FadadaAnswer): FadadaError {
    return new FadadaError(`法大大 ${api} 拒绝：${answer.msg || '（无说明）'}（code ${answer.code}）`, answer.code, retryableCode(answer.code));
  }

  async registerCompany(openId: string): Promise<string> {
    if (!/^[\x21-\x7e]{1,64}$/.test(openId)) throw new RangeError('open_id 应为 1 至 64 个可见字符');
    const answer = await this.post('account_register', { account_type: '2', open_id: openId });
    if (answer.code !== '1' || typeof answer.data !== 'string' || answer.data === '') throw this.refused('account_register', answer);
    return answer.data;
  }

  private recordPath(transactionNo: string): string {
    return `${E_SIGN_STORAGE_FOLDER}/verifications/${this.keyOf('verification', transactionNo)}.json`;
  }

  private async record(transactionNo: string): Promise<VerificationRecord | null> {
    try {
      return JSON.parse((await this.storage.get(this.recordPath(transactionNo))).toString('utf8')) as VerificationRecord;
    } catch {
      return null;
    }
  }

  /** Stores an image for the platform to download and answers its address. */
  private async publish(kind: string, transactionNo: string, image: CompanyVerifyRequest['creditImage']): Promise<string> {
    const name = `${this.keyOf(kind, transactionNo)}.${image.contentType === 'image/png' ? 'png' : 'jpg'}`;
    await this.storage.put(`${E_SIGN_STORAGE_FOLDER}/files/${name}`, image.bytes);
    return `${this.settings.filesBaseUrl}${name}`;
  }

  async companyVerifyUrl(request: CompanyVerifyRequest): Promise<{ url: string }> {
    const known = await this.record(request.transactionNo);
    if (known && known.customerId === request.customerId) return { url: known.url };
    if (known) throw new RangeError('该实名认证流水号已用于另一个账号');
    const business = {
      customer_id: request.customerId,
      // 1 对公打款: the form carries the company's bank account (bank_info).
      verified_way: '1',
      // 2: the page shows what was submitted and does not let it be changed (the service keeps what it sent).
      page_modify: '2',
      // 1 法人.
      company_principal_type: '1',
      company_info: sortedJson({
        company_name: request.companyName,
        credit_no: request.creditNo,
        credit_image_path: await this.publish('licence', request.transactionNo, request.creditImage),
      }),
      legal_info: sortedJson({
        legal_name: request.legalName,
        legal_id: request.legalId,
        legal_mobile: request.legalMobile,
        legal_id_front_path: await this.publish('legal-id', request.transactionNo, request.legalIdFront),
        bank_card_no: request.bankCardNo,
      }),
      bank_info: sortedJson({ bank_id: request.bankId, bank_name: request.bankName, subbranch_name: request.subbranchName }),
      notify_url: verifyNotifyUrl(this.keys, request.notifyUrl, request.customerId, request.transactionNo),
      return_url: request.returnUrl,
      // 0: the certificate is applied for by applyCert after a passed verification.
      cert_flag: '0',
    };
    const answer = await this.post('get_company_verify_url', business);
    const data = isRecord(answer.data) ? answer.data : {};
    const platformTransactionNo = typeof data.transactionNo === 'string' ? data.transactionNo : '';
    const url = typeof data.url === 'string' ? decodeVerifyUrl(data.url) : null;
    if (answer.code !== '1' || !platformTransactionNo || !url) throw this.refused('get_company_verify_url', answer);
    const record: VerificationRecord = { customerId: request.customerId, transactionNo: request.transactionNo, platformTransactionNo, url };
    await this.storage.put(this.recordPath(request.transactionNo), JSON.stringify(record));
    return { url };
  }

  async companyVerifyStatus(transactionNo: string): Promise<CompanyVerifyStatus> {
    const record = await this.record(transactionNo);
    if (!record) return { state: 'unknown' };
    const answer = await this.post('find_companyCertInfo', { verified_serialno: record.platformTransactionNo });
    if (answer.code !== '1' || !isRecord(answer.data)) throw this.refused('find_companyCertInfo', answer);
    const company = isRecord(answer.data.company) ? answer.data.company : {};
    const status = String(company.status ?? '');
    if (status === COMPANY_STATUS_PASSED) return { state: 'passed', passedAt: platformDateTime(answer.data.passTime) ?? this.clock.now() };
    if (status === COMPANY_STATUS_FAILED) {
      return { state: 'failed', reason: typeof company.auditFailReason === 'string' && company.auditFailReason ? company.auditFailReason : '审核不通过' };
    }
    return { state: 'pending' };
  }

  async applyCert(customerId: string, transactionNo: string): Promise<ApplyCertResult> {
    const record = await this.record(transactionNo);
    if (!record || record.customerId !== customerId) return { ok: false, message: '未找到该实名认证' };
    const answer = await this.post('apply_cert', { customer_id: customerId, verified_serialno: record.platformTransactionNo });
    if (answer.code === '1') {
      const data = isRecord(answer.data) ? answer.data : {};
      const serial = [data.serialNo, data.certSerialNo, data.cert_serial, answer.data].find((value) => typeof value === 'string' && value !== '');
      return { ok: true, certSerial: (serial as string | undefined) ?? '' };
    }
    if (retryableCode(answer.code)) throw this.refused('apply_cert', answer);
    return { ok: false, message: answer.msg || `code ${answer.code}` };
  }

  async addSignature(customerId: string, png: Buffer): Promise<string> {
    const answer = await this.post('add_signature', { customer_id: customerId, signature_img_base64: png.toString('base64') });
    const data = isRecord(answer.data) ? answer.data.signature_id : answer.data;
    if (answer.code !== '1' || (typeof data !== 'string' && typeof data !== 'number') || String(data) === '') throw this.refused('add_signature', answer);
    return String(data);
  }

  async uploadContract(contractId: string, docTitle: string, pdf: Buffer): Promise<void> {
    const timestamp = this.timestamp();
    const form = new FormData();
    form.set('app_id', this.settings.appId);
    form.set('timestamp', timestamp);
    form.set('v', FADADA_API_VERSION);
    form.set('msg_digest', contractDigest(this.keys, timestamp, contractId));
    form.set('contract_id', contractId);
    form.set('doc_title', docTitle);
    form.set('doc_type', '.pdf');
    form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `${contractId}.pdf`);
    const answer = await this.send('uploaddocs', form);
    // A retry after a lost answer meets the contract already there: uploaded, which is what was asked.
    if (answer.code === '1000' || answer.msg.includes('已存在')) return;
    throw this.refused('uploaddocs', answer);
  }

  async signUrl(request: SignRequest): Promise<string> {
    const timestamp = this.timestamp();
    const query = new URLSearchParams({
      app_id: this.settings.appId,
      v: FADADA_API_VERSION,
      timestamp,
      transaction_id: request.transactionId,
      contract_id: request.contractId,
      customer_id: request.customerId,
      doc_title: request.docTitle,
      return_url: request.returnUrl,
      notify_url: request.notifyUrl,
      msg_digest: extsignDigest(this.keys, timestamp, request.transactionId, request.customerId),
    });
    return `${this.settings.baseUrl}extsign.api?${query}`;
  }

  private contractPage(api: string, contractId: string): string {
    const timestamp = this.timestamp();
    const query = new URLSearchParams({
      app_id: this.settings.appId,
      v: FADADA_API_VERSION,
      timestamp,
      contract_id: contractId,
      msg_digest: contractDigest(this.keys, timestamp, contractId),
    });
    return `${this.settings.baseUrl}${api}.api?${query}`;
  }

  viewUrl(contractId: string): string {
    return this.contractPage('viewContract', contractId);
  }

  downloadUrl(contractId: string): string {
    return this.contractPage('downLoadContract', contractId);
  }

  openSignNotification(fields: Record<string, string>): SignNotification {
    return openSignCallback(this.keys, fields);
  }

  openVerifyNotification(fields: Record<string, string>): VerifyNotification {
    return openVerifyCallback(this.keys, fields);
  }
}

/** The verification page's address: the platform answers it Base64-encoded (a plain http(s) address is taken as is). */
function decodeVerifyUrl(value: string): string | null {
  if (/^https?:\/\//.test(value)) return value;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  return /^https?:\/\/\S+$/.test(decoded) ? decoded : null;
}

/** Reads a real-name image the driver stored, by its capability name; null for any other name or a missing file. */
export async function readESignFile(storage: Storage, name: string): Promise<{ body: Buffer; contentType: string } | null> {
  if (!E_SIGN_FILE_NAME.test(name)) return null;
  try {
    const body = await storage.get(`${E_SIGN_STORAGE_FOLDER}/files/${name}`);
    return { body, contentType: name.endsWith('.png') ? 'image/png' : 'image/jpeg' };
  } catch {
    return null;
  }
}
