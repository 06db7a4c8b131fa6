import { createCipheriv, createDecipheriv, createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject, randomBytes, X509Certificate } from 'node:crypto';

/**
 * The WeChat Pay API v3 protocol, as far as this service uses it (decision 0030). Pure functions, shared by the
 * production driver, the sandbox driver and the local fake of the protocol in the tests:
 *
 * - **Request signature.** The merchant signs `METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n` (URL = path and query; BODY ''
 *   for a GET) with its API certificate's private key, SHA256withRSA (PKCS#1 v1.5), base64, and sends
 *   `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"`
 *   (serial_no: the merchant API certificate's serial number).
 * - **Answer and callback signature.** WeChat Pay signs `TIMESTAMP\nNONCE\nBODY\n` with its platform key and sends
 *   `Wechatpay-Timestamp`, `Wechatpay-Nonce`, `Wechatpay-Signature` and `Wechatpay-Serial` (the platform
 *   certificate's serial or the WeChat Pay public key id). The merchant checks it with the platform public key of
 *   that serial and refuses a timestamp more than 5 minutes from its clock (replays).
 * - **Callback resource.** `{id, create_time, event_type, resource_type: 'encrypt-resource', summary, resource:
 *   {algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data, nonce, original_type}}`; the ciphertext is base64 of
 *   the AES-256-GCM ciphertext followed by its 16-byte tag, under the APIv3 key (32 bytes of text), with `nonce` (12
 *   characters) as IV and `associated_data` as AAD.
 * - **Callback answer.** HTTP 200/204 (no body needed) when received; 4xx/5xx with `{"code":"FAIL","message":"…"}` to
 *   have WeChat Pay send it again later.
 */

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** A signed answer or callback older or newer than this is refused (replay protection). */
export const MAX_CLOCK_SKEW_SECONDS = 300;
export const AEAD_ALGORITHM = 'AEAD_AES_256_GCM';
const TAG_BYTES = 16;

export function nonceString(length = 32): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

export function toPrivateKey(pem: string | KeyObject): KeyObject {
  return typeof pem === 'string' ? createPrivateKey(pem) : pem;
}

/** A public key from an SPKI PEM, an X.509 certificate PEM (the platform certificate) or a private key. */
export function toPublicKey(pem: string | KeyObject): KeyObject {
  return typeof pem === 'string' ? createPublicKey(pem) : pem.type === 'private' ? createPublicKey(pem) : pem;
}

export function signText(privateKey: KeyObject, text: string): string {
  return createSign('RSA-SHA256').update(text, 'utf8').sign(privateKey, 'base64');
}

export function verifyText(publicKey: KeyObject, text: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(text, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** The message the merchant signs for a request. `url`: path and query, e.g. `/v3/pay/transactions/native`. */
export function requestMessage(method: string, url: string, timestamp: string, nonce: string, body: string): string {
  return `${method.toUpperCase()}\n${url}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** The message WeChat Pay signs for an answer or a callback. */
export function responseMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export interface MerchantCredentials {
  mchid: string;
  /** Serial number of the merchant API certificate. */
  serialNo: string;
  privateKey: KeyObject;
}

/** The `Authorization` header of a request (`timestamp` in seconds). */
export function authorizationHeader(
  merchant: MerchantCredentials,
  method: string,
  url: string,
  body: string,
  timestamp: number,
  nonce = nonceString(),
): string {
  const signature = signText(merchant.privateKey, requestMessage(method, url, String(timestamp), nonce, body));
  return `${AUTH_SCHEMA} mchid="${merchant.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`;
}

export interface ParsedAuthorization {
  mchid: string;
  nonce: string;
  signature: string;
  timestamp: string;
  serialNo: string;
}

/** Reads an `Authorization` header (the fake provider's side); null when it is not a v3 one. */
export function parseAuthorization(header: string | undefined): ParsedAuthorization | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null;
  const fields = new Map<string, string>();
  for (const match of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields.set(match[1], match[2]);
  const [mchid, nonce, signature, timestamp, serialNo] = ['mchid', 'nonce_str', 'signature', 'timestamp', 'serial_no'].map((key) => fields.get(key));
  if (!mchid || !nonce || !signature || !timestamp || !serialNo) return null;
  return { mchid, nonce, signature, timestamp, serialNo };
}

/** The four `Wechatpay-*` headers of a signed answer or callback. */
export type SignatureHeaders = {
  'wechatpay-timestamp': string;
  'wechatpay-nonce': string;
  'wechatpay-signature': string;
  'wechatpay-serial': string;
};

/** Signs an answer or a callback body as WeChat Pay does (the platform's side: sandbox and fake). */
export function platformSignatureHeaders(platformKey: KeyObject, serial: string, body: string, timestamp: number, nonce = nonceString()): SignatureHeaders {
  return {
    'wechatpay-timestamp': String(timestamp),
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signText(platformKey, responseMessage(String(timestamp), nonce, body)),
    'wechatpay-serial': serial,
  };
}

/** Why a signed answer or callback was refused. */
export type SignatureProblem = 'missing_headers' | 'unknown_serial' | 'stale_timestamp' | 'bad_signature';

export class WeChatPaySignatureError extends Error {
  constructor(readonly problem: SignatureProblem) {
    super(`WeChat Pay signature refused: ${problem}`);
  }
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Checks the platform signature of an answer or a callback: the serial must be a known platform key, the timestamp
 * within `MAX_CLOCK_SKEW_SECONDS` of `nowSeconds`, the signature valid over `timestamp\nnonce\nbody\n`. Throws
 * `WeChatPaySignatureError` otherwise.
 */
export function verifyPlatformSignature(
  headers: Record<string, string | string[] | undefined>,
  body: string,
  platformKeys: ReadonlyMap<string, KeyObject>,
  nowSeconds: number,
): void {
  const timestamp = header(headers, 'wechatpay-timestamp');
  const nonce = header(headers, 'wechatpay-nonce');
  const signature = header(headers, 'wechatpay-signature');
  const serial = header(headers, 'wechatpay-serial');
  if (!timestamp || !nonce || !signature || !serial) throw new WeChatPaySignatureError('missing_headers');
  const key = platformKeys.get(serial);
  if (!key) throw new WeChatPaySignatureError('unknown_serial');
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) {
    throw new WeChatPaySignatureError('stale_timestamp');
  }
  if (!verifyText(key, responseMessage(timestamp, nonce, body), signature)) throw new WeChatPaySignatureError('bad_signature');
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
  original_type: string;
}

export class WeChatPayDecryptError extends Error {}

function apiV3KeyBytes(apiV3Key: string): Buffer {
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new RangeError('APIv3 key must be 32 bytes');
  return key;
}

/** Encrypts a callback resource (the platform's side). */
export function encryptResource(apiV3Key: string, plaintext: string, originalType: string, associatedData = originalType, nonce = nonceString(12)): EncryptedResource {
  const cipher = createCipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: AEAD_ALGORITHM, ciphertext: encrypted.toString('base64'), associated_data: associatedData, nonce, original_type: originalType };
}

/** Decrypts a callback resource with the APIv3 key; throws `WeChatPayDecryptError` on a bad tag or shape. */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  if (resource.algorithm !== AEAD_ALGORITHM) throw new WeChatPayDecryptError(`unsupported algorithm ${resource.algorithm}`);
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= TAG_BYTES) throw new WeChatPayDecryptError('ciphertext too short');
  try {
    const decipher = createDecipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), Buffer.from(resource.nonce, 'utf8'));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch (error) {
    throw new WeChatPayDecryptError(`decryption failed: ${(error as Error).message}`);
  }
}

/** A payment as WeChat Pay describes it (an order query's answer, a TRANSACTION callback's resource). */
export interface Transaction {
  appid?: string;
  mchid?: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_type?: string;
  /** SUCCESS, REFUND, NOTPAY, CLOSED, REVOKED, USERPAYING, PAYERROR. */
  trade_state: string;
  trade_state_desc?: string;
  bank_type?: string;
  success_time?: string;
  payer?: { openid?: string };
  amount?: { total?: number; payer_total?: number; currency?: string; payer_currency?: string };
}

/**
 * A refund as WeChat Pay describes it: the refund call's and the refund query's answer (`status`), a REFUND callback's
 * resource (`refund_status`, with `mchid`).
 */
export interface RefundResult {
  mchid?: string;
  refund_id?: string;
  out_refund_no: string;
  transaction_id?: string;
  out_trade_no?: string;
  /** SUCCESS, CLOSED, PROCESSING, ABNORMAL (answer) or refund_status in a callback. */
  status?: string;
  refund_status?: string;
  success_time?: string;
  amount?: { refund?: number; total?: number; payer_refund?: number; currency?: string };
}

/** A refund's state, from an answer (`status`) or a callback (`refund_status`). */
export function refundStateOf(result: RefundResult): string | undefined {
  return result.status ?? result.refund_status;
}

/** The states after which a refund never changes (the query stops there). */
export const FINAL_REFUND_STATES: ReadonlySet<string> = new Set(['SUCCESS', 'CLOSED', 'ABNORMAL']);

/** One platform certificate of `GET /v3/certificates`, decrypted. */
export interface PlatformCertificate {
  serialNo: string;
  publicKey: KeyObject;
  effectiveTime: string;
  expireTime: string;
}

interface CertificatesAnswer {
  data?: { serial_no?: string; effective_time?: string; expire_time?: string; encrypt_certificate?: EncryptedResource }[];
}

/**
 * The platform certificates of a `GET /v3/certificates` answer: each `encrypt_certificate` is AEAD_AES_256_GCM under
 * the APIv3 key (`associated_data` "certificate"), the plaintext an X.509 PEM whose serial must be the one announced.
 * The AES-GCM tag authenticates it (only WeChat Pay and the merchant hold the APIv3 key). Certificates already expired
 * at `now` are left out. Throws `WeChatPayDecryptError` on a malformed answer.
 */
export function decryptCertificates(apiV3Key: string, answer: unknown, now: Date): PlatformCertificate[] {
  const data = (answer as CertificatesAnswer | null)?.data;
  if (!Array.isArray(data)) throw new WeChatPayDecryptError('certificates answer has no data');
  const certificates: PlatformCertificate[] = [];
  for (const entry of data) {
    if (!entry?.encrypt_certificate || typeof entry.serial_no !== 'string') throw new WeChatPayDecryptError('certificate entry malformed');
    const pem = decryptResource(apiV3Key, { ...entry.encrypt_certificate, original_type: 'certificate' });
    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(pem);
    } catch {
      throw new WeChatPayDecryptError('certificate is not X.509');
    }
    if (certificate.serialNumber.toUpperCase() !== entry.serial_no.toUpperCase()) throw new WeChatPayDecryptError('certificate serial differs');
    if (Date.parse(certificate.validTo) <= now.getTime()) continue;
    certificates.push({
      serialNo: entry.serial_no,
      publicKey: certificate.publicKey,
      effectiveTime: entry.effective_time ?? certificate.validFrom,
      expireTime: entry.expire_time ?? certificate.validTo,
    });
  }
  return certificates;
}

/** One row of the trade bill (`GET /v3/bill/tradebill`, bill_type ALL), amounts in fen. */
export interface TradeBillRow {
  tradeTime: string;
  appid: string;
  mchid: string;
  transactionId: string;
  outTradeNo: string;
  /** SUCCESS (a payment) or REFUND (a refund of it), … */
  tradeState: string;
  currency: string;
  /** 订单金额 */
  orderFen: number;
  /** 商户退款单号 ('' on a payment row) */
  outRefundNo: string;
  /** 申请退款金额 */
  refundFen: number;
  /** 退款状态 */
  refundStatus: string;
}

export interface TradeBill {
  rows: TradeBillRow[];
  /** The summary line: 总交易单数, 订单总金额 and 申请退款总金额 (fen). */
  summary: { count: number; orderFen: number; refundFen: number } | null;
}

/** 元 with up to two decimals (the bill's amounts) → fen, exactly. */
export function yuanTextToFen(text: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -fen : fen;
}

function billCells(line: string): string[] {
  // Every value is prefixed with a backtick (so spreadsheets keep long numbers as text); values hold no commas.
  return line.split(',').map((cell) => cell.replace(/^`/, '').trim());
}

/**
 * Reads a trade bill: a header line, one line per payment or refund (values backtick-prefixed), then a summary header
 * (总交易单数,…) and its line. Columns are found by their Chinese names, so an added column does not shift them.
 */
export function parseTradeBill(text: string): TradeBill {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length === 0) return { rows: [], summary: null };
  const header = billCells(lines[0]);
  const column = (name: string) => header.indexOf(name);
  const at = (cells: string[], name: string) => {
    const index = column(name);
    return index < 0 ? '' : (cells[index] ?? '');
  };
  const rows: TradeBillRow[] = [];
  let summary: TradeBill['summary'] = null;
  for (let index = 1; index < lines.length; index += 1) {
    if (lines[index].startsWith('总交易单数')) {
      const names = billCells(lines[index]);
      const values = billCells(lines[index + 1] ?? '');
      const value = (name: string) => values[names.indexOf(name)] ?? '';
      summary = { count: Math.round(Number(value('总交易单数'))), orderFen: yuanTextToFen(value('订单总金额')), refundFen: yuanTextToFen(value('申请退款总金额')) };
      break;
    }
    const cells = billCells(lines[index]);
    rows.push({
      tradeTime: at(cells, '交易时间'),
      appid: at(cells, '公众账号ID'),
      mchid: at(cells, '商户号'),
      transactionId: at(cells, '微信订单号'),
      outTradeNo: at(cells, '商户订单号'),
      tradeState: at(cells, '交易状态'),
      currency: at(cells, '货币种类'),
      orderFen: yuanTextToFen(at(cells, '订单金额') || '0'),
      outRefundNo: at(cells, '商户退款单号').replace(/^0$/, ''),
      refundFen: yuanTextToFen(at(cells, '申请退款金额') || '0'),
      refundStatus: at(cells, '退款状态'),
    });
  }
  return { rows, summary };
}

/** Splits a setting that holds several PEM blocks (several platform keys or certificates) into them. */
export function pemBlocks(text: string): string[] {
  return text.replace(/\\n/g, '\n').match(/-----BEGIN [A-Z ]+-----[\s\S]+?-----END [A-Z ]+-----/g) ?? [];
}

/** The callback's envelope. */
export interface NotificationEnvelope {
  id: string;
  create_time: string;
  event_type: string;
  resource_type: string;
  summary?: string;
  resource: EncryptedResource;
}

/** RFC 3339 in UTC+8, as WeChat Pay writes times (`2026-05-20T13:29:35+08:00`). */
export function rfc3339China(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}
