import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of Alibaba Cloud SMS (`dysmsapi`, `SendSms`, version 2017-05-25) for testing the production SMS driver.
 * Written from the provider's documentation, separately from the driver (it imports none of its code): an HTTP
 * server on 127.0.0.1 (node:http) that takes GET or form-POST RPC requests, recomputes the signature (signature
 * version 1.0: sorted, RFC 3986 percent-encoded parameters; StringToSign = METHOD&%2F&encode(query); Base64
 * HMAC-SHA1 keyed with AccessKeySecret + "&"), refuses what the real service refuses (unknown AccessKeyId, bad
 * signature, stale timestamp, reused nonce, bad phone number) and answers like it: JSON `{ Code, Message, ... }`.
 */

export interface FakeSentSms {
  PhoneNumbers: string;
  SignName: string;
  TemplateCode: string;
  TemplateParam: string;
}

/** Percent-encoding per byte of UTF-8: only A-Z a-z 0-9 - _ . ~ stay as they are. */
function encode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The documented StringToSign of a request. */
export function fakeStringToSign(method: string, parameters: Record<string, string>): string {
  const names = Object.keys(parameters).filter((name) => name !== 'Signature');
  names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const query = names.map((name) => `${encode(name)}=${encode(parameters[name])}`).join('&');
  return `${method}&${encode('/')}&${encode(query)}`;
}

export function fakeSignature(method: string, parameters: Record<string, string>, secret: string): string {
  return createHmac('sha1', `${secret}&`).update(fakeStringToSign(method, parameters)).digest('base64');
}

export class AliyunSmsFake {
  readonly accessKeyId = 'LTAI5tFakeAccessKey01';
  readonly accessKeySecret = 'FakeAccessKeySecret0123456789ab';
  readonly sent: FakeSentSms[] = [];
  /** Every request and the Code it was answered with. */
  readonly answers: string[] = [];
  /** The next SendSms answers this business error (e.g. `isv.BUSINESS_LIMIT_CONTROL`) once. */
  failNext: string | null = null;
  private readonly nonces = new Set<string>();
  private server: Server | null = null;
  baseUrl = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(response: ServerResponse, status: number, code: string, message: string, extra: Record<string, string> = {}) {
    this.answers.push(code);
    response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    response.end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), Message: message, Code: code, ...extra }));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const source = method === 'POST' ? new URLSearchParams(Buffer.concat(chunks).toString('utf8')) : url.searchParams;
    const parameters: Record<string, string> = {};
    for (const [name, value] of source) parameters[name] = value;
    if (method === 'POST') for (const [name, value] of url.searchParams) parameters[name] = value;

    for (const name of ['AccessKeyId', 'Action', 'SignatureMethod', 'SignatureNonce', 'SignatureVersion', 'Timestamp', 'Version', 'Signature']) {
      if (!parameters[name]) return this.answer(response, 400, 'MissingParameter', `${name} is mandatory for this action.`);
    }
    if (parameters.AccessKeyId !== this.accessKeyId) return this.answer(response, 404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    if (parameters.SignatureMethod !== 'HMAC-SHA1' || parameters.SignatureVersion !== '1.0') {
      return this.answer(response, 400, 'InvalidParameter', 'The specified SignatureMethod or SignatureVersion is not supported.');
    }
    if (fakeSignature(method, parameters, this.accessKeySecret) !== parameters.Signature) {
      return this.answer(response, 400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    }
    const at = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(parameters.Timestamp) ? Date.parse(parameters.Timestamp) : Number.NaN;
    if (!Number.isFinite(at) || Math.abs(at - Date.now()) > 15 * 60_000) return this.answer(response, 400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    if (this.nonces.has(parameters.SignatureNonce)) return this.answer(response, 400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    this.nonces.add(parameters.SignatureNonce);
    if (parameters.Action !== 'SendSms' || parameters.Version !== '2017-05-25') return this.answer(response, 400, 'InvalidAction.NotFound', 'Specified api is not found.');
    if (!/^1\d{10}$/.test(parameters.PhoneNumbers ?? '')) return this.answer(response, 200, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    if (!parameters.SignName || !parameters.TemplateCode) return this.answer(response, 200, 'isv.SMS_SIGNATURE_ILLEGAL', '签名或模板不合法');
    try {
      JSON.parse(parameters.TemplateParam ?? '{}');
    } catch {
      return this.answer(response, 200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
    if (this.failNext) {
      const code = this.failNext;
      this.failNext = null;
      return this.answer(response, 200, code, '触发号码天级流控');
    }
    this.sent.push({ PhoneNumbers: parameters.PhoneNumbers, SignName: parameters.SignName, TemplateCode: parameters.TemplateCode, TemplateParam: parameters.TemplateParam ?? '' });
    return this.answer(response, 200, 'OK', 'OK', { BizId: `${Date.now()}^0` });
  }
}
