import { createHmac, randomUUID } from 'node:crypto';
import type { AliyunSmsConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import type { SmsProvider } from './sms-provider';

/**
 * The production SMS driver: Alibaba Cloud SMS (阿里云短信服务), API `SendSms` of `dysmsapi` version 2017-05-25, an
 * RPC-style call signed with the AccessKey (signature version 1.0, HMAC-SHA1). The service texts only verification
 * codes: the 4-digit code is taken from the message and sent as the approved template's variable
 * (`ALIYUN_SMS_TEMPLATE_PARAM`, default `code`) under the approved signature; the platform writes the wording.
 *
 * Signing (Alibaba Cloud "signature method" for RPC APIs):
 * - every parameter except `Signature`, sorted by name, each name and value percent-encoded (UTF-8, RFC 3986
 *   unreserved characters `A-Z a-z 0-9 - _ . ~` kept, space → `%20`, `*` → `%2A`), joined `name=value` with `&`;
 * - StringToSign = `<METHOD>&%2F&` + percentEncode(that canonical query string);
 * - Signature = Base64(HMAC-SHA1(key = AccessKeySecret + "&", StringToSign)).
 * The answer is JSON `{ Code, Message, BizId, RequestId }`; only `Code: "OK"` is a sent message.
 */

/** How long one SendSms request may take before the job retries it. */
const REQUEST_TIMEOUT_MS = 10_000;

const CODE_IN_CONTENT = /验证码[为是:：\s]*(\d{4,8})/;

/** RFC 3986 percent-encoding as the RPC signature wants it. */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The signature of an RPC request's parameters (without `Signature`) for `method` (`GET` or `POST`). */
export function aliyunRpcSignature(parameters: Record<string, string>, accessKeySecret: string, method: 'GET' | 'POST'): string {
  const canonical = Object.keys(parameters)
    .filter((name) => name !== 'Signature')
    .sort()
    .map((name) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(parameters[name])}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** `2017-07-12T02:42:19Z`: ISO 8601 in UTC, whole seconds. */
function utcTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export class AliyunSmsError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'AliyunSmsError';
  }
}

export class AliyunSms implements SmsProvider {
  readonly driver = 'aliyun';

  constructor(
    private readonly settings: AliyunSmsConfig,
    private readonly clock: Clock,
  ) {}

  /** The signed parameters of one SendSms request (exposed for the tests). */
  signedParameters(mobile: string, code: string, nonce: string = randomUUID()): Record<string, string> {
    const parameters: Record<string, string> = {
      AccessKeyId: this.settings.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: this.settings.regionId,
      SignName: this.settings.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: nonce,
      SignatureVersion: '1.0',
      TemplateCode: this.settings.templateCode,
      TemplateParam: JSON.stringify({ [this.settings.templateParam]: code }),
      Timestamp: utcTimestamp(this.clock.now()),
      Version: '2017-05-25',
    };
    return { ...parameters, Signature: aliyunRpcSignature(parameters, this.settings.accessKeySecret, 'POST') };
  }

  async send(mobile: string, content: string): Promise<void> {
    const code = CODE_IN_CONTENT.exec(content)?.[1];
    if (!code) throw new AliyunSmsError('阿里云短信只发送验证码模板：短信内容中没有验证码', 'NoCode');
    const body = Object.entries(this.signedParameters(mobile, code))
      .map(([name, value]) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(value)}`)
      .join('&');
    const response = await fetch(`${this.settings.endpoint}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let answer: { Code?: unknown; Message?: unknown };
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      throw new AliyunSmsError(`阿里云短信接口应答无法解析（HTTP ${response.status}）`, 'BadAnswer');
    }
    const answerCode = typeof answer.Code === 'string' ? answer.Code : '';
    if (!response.ok || answerCode !== 'OK') {
      throw new AliyunSmsError(`阿里云短信发送失败：${answerCode || `HTTP ${response.status}`} ${typeof answer.Message === 'string' ? answer.Message : ''}`.trim(), answerCode || 'HTTP');
    }
  }
}
