import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ESignSignatureError, type SignNotification, type VerifyNotification } from './e-sign';

/**
 * The 法大大 (FADADA) open platform API v2 wire protocol, shared by the production driver (`./fadada.ts`) and the
 * sandbox (`./sandbox.ts`), which signs its callbacks with the same algorithm under its own keys. Sources and the
 * choices where they disagree: decision 0056.
 *
 * Every request carries the public parameters `app_id`, `timestamp` (yyyyMMddHHmmss, Asia/Shanghai), `v` (`2.0`) and
 * `msg_digest`:
 *
 *     msg_digest = Base64( SHA1( app_id + MD5(md5Part) + SHA1(app_secret + sha1Part) ) )
 *
 * where every MD5 / SHA1 is written as UPPER-CASE hex before it is hashed or encoded again, `md5Part` is the
 * timestamp (for `extsign`: transaction_id + timestamp), and `sha1Part` is, per interface, the values of the business
 * parameters in ascending order of their names, concatenated (an absent or empty value adds nothing) — except where
 * the interface names its own list (`uploaddocs`, `viewContract`, `downLoadContract`: contract_id; `extsign`:
 * customer_id; the signing callback: transaction_id).
 */

/** The API version every call names (`v`). */
export const FADADA_API_VERSION = '2.0';

/** The signing callback's result codes: 3000 签署成功, 3001 签署失败 (and 3003 拒签, read as failed). */
export const SIGN_RESULT_SIGNED = '3000';
export const SIGN_RESULT_FAILED = '3001';
export const SIGN_RESULT_REJECTED = '3003';

/** Enterprise real-name statuses (find_companyCertInfo `company.status`, the verify callback's `status`). */
export const COMPANY_STATUS_PASSED = '4';
export const COMPANY_STATUS_FAILED = '5';

/** The query parameters the driver adds to a verification's notify URL, binding the service's serial (decision 0056). */
export const VERIFY_SERIAL_PARAMETER = 'esign_tx';
export const VERIFY_SERIAL_MAC_PARAMETER = 'esign_mac';

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

function upperHex(algorithm: 'md5' | 'sha1', text: string): string {
  return createHash(algorithm).update(text, 'utf8').digest('hex').toUpperCase();
}

/** yyyyMMddHHmmss in Asia/Shanghai wall time (UTC+8, no daylight saving). */
export function fadadaTimestamp(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

/** Reads yyyyMMddHHmmss (Asia/Shanghai); null when it is not exactly that or not a real date-time. */
export function parseFadadaTimestamp(value: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(utc);
  // Refuse rolled-over values (month 13, 31 February, hour 24 …).
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  if (back.getUTCHours() !== hour || back.getUTCMinutes() !== minute || back.getUTCSeconds() !== second) return null;
  return new Date(utc - SHANGHAI_OFFSET_MS);
}

/** The values of `params` in ascending order of their names, concatenated. */
export function sortedValues(params: Readonly<Record<string, string | undefined>>): string {
  return Object.keys(params)
    .sort()
    .map((name) => params[name] ?? '')
    .join('');
}

export interface FadadaKeys {
  appId: string;
  appSecret: string;
}

/** Base64(SHA1(app_id + MD5(md5Part) + SHA1(app_secret + sha1Part))), every hash upper-case hex. */
export function fadadaDigest(keys: FadadaKeys, md5Part: string, sha1Part: string): string {
  const inner = upperHex('sha1', keys.appSecret + sha1Part);
  return Buffer.from(upperHex('sha1', keys.appId + upperHex('md5', md5Part) + inner), 'utf8').toString('base64');
}

/** The digest of an ordinary interface: md5 of the timestamp, sha1 over the sorted business values. */
export function requestDigest(keys: FadadaKeys, timestamp: string, business: Readonly<Record<string, string | undefined>>): string {
  return fadadaDigest(keys, timestamp, sortedValues(business));
}

/** `extsign` (手动签署): MD5(transaction_id + timestamp), SHA1(app_secret + customer_id). */
export function extsignDigest(keys: FadadaKeys, timestamp: string, transactionId: string, customerId: string): string {
  return fadadaDigest(keys, transactionId + timestamp, customerId);
}

/** `uploaddocs`, `viewContract`, `downLoadContract`, `contractFiling`: SHA1(app_secret + contract_id). */
export function contractDigest(keys: FadadaKeys, timestamp: string, contractId: string): string {
  return fadadaDigest(keys, timestamp, contractId);
}

/** The signing callback's digest: MD5(timestamp), SHA1(app_secret + transaction_id). */
export function signCallbackDigest(keys: FadadaKeys, timestamp: string, transactionId: string): string {
  return fadadaDigest(keys, timestamp, transactionId);
}

/** The fields of the real-name callback its `sign` covers, in the order of their names. */
export const VERIFY_CALLBACK_SIGNED_FIELDS = ['authenticationType', 'certStatus', 'customerId', 'serialNo', 'status', 'statusDesc'] as const;

/** The real-name callback's `sign`: MD5(timestamp), SHA1(app_secret + the signed fields' values by name). */
export function verifyCallbackDigest(keys: FadadaKeys, timestamp: string, fields: Readonly<Record<string, string | undefined>>): string {
  return fadadaDigest(keys, timestamp, VERIFY_CALLBACK_SIGNED_FIELDS.map((name) => fields[name] ?? '').join(''));
}

/** Constant-time comparison of two digests (different lengths are simply unequal). */
export function sameDigest(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The MAC binding a verification's service serial to its platform customer (the notify URL's `esign_mac`). */
export function verifySerialMac(keys: FadadaKeys, customerId: string, serial: string): string {
  return createHmac('sha256', keys.appSecret).update(`e-sign-verify|${customerId}|${serial}`, 'utf8').digest('hex').slice(0, 32);
}

/** The notify URL a verification is registered with: the service's URL plus its serial and the serial's MAC. */
export function verifyNotifyUrl(keys: FadadaKeys, notifyUrl: string, customerId: string, serial: string): string {
  const url = new URL(notifyUrl);
  url.searchParams.set(VERIFY_SERIAL_PARAMETER, serial);
  url.searchParams.set(VERIFY_SERIAL_MAC_PARAMETER, verifySerialMac(keys, customerId, serial));
  return url.toString();
}

const SERIAL = /^[0-9A-Za-z_-]{1,64}$/;
const PLATFORM_ID = /^[0-9A-Za-z_-]{1,64}$/;

function field(fields: Record<string, string>, name: string, check?: RegExp): string {
  const value = fields[name];
  if (typeof value !== 'string') throw new ESignSignatureError(`回调缺少字段 ${name}`);
  if (check && !check.test(value)) throw new ESignSignatureError(`回调字段 ${name} 格式错误`);
  return value;
}

function optionalField(fields: Record<string, string>, name: string): string {
  const value = fields[name];
  if (value === undefined) return '';
  if (typeof value !== 'string') throw new ESignSignatureError(`回调字段 ${name} 格式错误`);
  return value;
}

function timestampOf(fields: Record<string, string>): { raw: string; at: Date } {
  const raw = field(fields, 'timestamp');
  const at = parseFadadaTimestamp(raw);
  if (!at) throw new ESignSignatureError('回调字段 timestamp 不是 yyyyMMddHHmmss');
  return { raw, at };
}

/**
 * Checks and reads a signing callback (法大大 签署结果异步通知, a form post): `transaction_id`, `contract_id`,
 * `result_code` (3000 / 3001; 3003 拒签 is read as 3001), `result_desc`, `download_url`, `viewpdf_url`, `timestamp`,
 * `msg_digest`. The digest is checked first (constant time); a forged or tampered one, a missing field, a malformed
 * timestamp or an unknown result code throws `ESignSignatureError`. Replays are the caller's to refuse (by
 * transaction and timestamp).
 */
export function openSignCallback(keys: FadadaKeys, fields: Record<string, string>): SignNotification {
  if (!fields || typeof fields !== 'object') throw new ESignSignatureError('回调内容为空');
  const transactionId = field(fields, 'transaction_id', SERIAL);
  const digest = field(fields, 'msg_digest');
  const timestamp = timestampOf(fields);
  if (!sameDigest(digest, signCallbackDigest(keys, timestamp.raw, transactionId))) throw new ESignSignatureError('msg_digest 校验失败');
  const contractId = field(fields, 'contract_id', SERIAL);
  const code = field(fields, 'result_code');
  if (code !== SIGN_RESULT_SIGNED && code !== SIGN_RESULT_FAILED && code !== SIGN_RESULT_REJECTED) {
    throw new ESignSignatureError(`未知的 result_code ${code}`);
  }
  return {
    transactionId,
    contractId,
    resultCode: code === SIGN_RESULT_SIGNED ? 3000 : 3001,
    platformResultCode: code,
    resultDesc: optionalField(fields, 'result_desc'),
    downloadUrl: optionalField(fields, 'download_url'),
    viewpdfUrl: optionalField(fields, 'viewpdf_url'),
    timestamp: timestamp.at,
  };
}

/**
 * Checks and reads a real-name callback (法大大 实名认证异步通知): `customerId`, `serialNo` (the platform's
 * verification serial), `status`, `statusDesc`, `authenticationType` (2 企业), `certStatus`, `timestamp`, `sign`, plus
 * the two parameters the driver put on the notify URL (`esign_tx`, the service's serial, and `esign_mac`, binding it
 * to the customer). The route passes the posted form fields together with the notify URL's query parameters.
 *
 * `passed` is status 4 (审核通过); status 5 (审核不通过) is a failure with `statusDesc` as the reason; any other
 * status is not final (`final: false`, `passed: false`): the caller keeps waiting.
 */
export function openVerifyCallback(keys: FadadaKeys, fields: Record<string, string>): VerifyNotification {
  if (!fields || typeof fields !== 'object') throw new ESignSignatureError('回调内容为空');
  const sign = field(fields, 'sign');
  const timestamp = timestampOf(fields);
  const signed: Record<string, string> = {};
  for (const name of VERIFY_CALLBACK_SIGNED_FIELDS) signed[name] = optionalField(fields, name);
  if (!sameDigest(sign, verifyCallbackDigest(keys, timestamp.raw, signed))) throw new ESignSignatureError('sign 校验失败');
  const customerId = field(fields, 'customerId', PLATFORM_ID);
  const serialNo = field(fields, 'serialNo', PLATFORM_ID);
  const status = field(fields, 'status', /^\d{1,2}$/);
  const serial = field(fields, VERIFY_SERIAL_PARAMETER, SERIAL);
  const mac = field(fields, VERIFY_SERIAL_MAC_PARAMETER);
  if (!sameDigest(mac, verifySerialMac(keys, customerId, serial))) throw new ESignSignatureError('esign_mac 校验失败');
  const passed = status === COMPANY_STATUS_PASSED;
  const final = passed || status === COMPANY_STATUS_FAILED;
  return {
    customerId,
    transactionNo: serial,
    platformTransactionNo: serialNo,
    passed,
    final,
    platformStatus: status,
    reason: passed ? '' : signed.statusDesc || (final ? '审核不通过' : '审核中'),
    timestamp: timestamp.at,
  };
}
