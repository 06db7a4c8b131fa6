import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the WeChat open platform's website sign-in (网站应用微信登录, OAuth 2.0), written from its
 * documentation and importing nothing of the driver: `authorize(openid)` plays the user scanning the QR code and
 * confirming (WeChat then sends the browser to `redirect_uri?code=…&state=…`); `GET /sns/oauth2/access_token`
 * (appid, secret, code, grant_type=authorization_code) answers `{ access_token, expires_in: 7200, refresh_token,
 * openid, scope: "snsapi_login", unionid }`, or WeChat's `{ errcode, errmsg }`: 40013 invalid appid, 40125 invalid
 * appsecret, 40029 invalid code, 40163 code been used. Answers are `text/plain`, as WeChat's are.
 */
export class WeChatOpenFake {
  readonly appid = 'wxf0e81c3bee622d60';
  readonly appSecret = 'Fake0123456789abcdef0123456789ab';
  private readonly codes = new Map<string, { openid: string; used: boolean }>();
  readonly requests: string[] = [];
  private server: Server | null = null;
  baseUrl = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The user scanned and confirmed as `openid`: the code WeChat puts in the redirect. */
  authorize(openid: string): string {
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { openid, used: false });
    return code;
  }

  private send(response: ServerResponse, body: unknown) {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(JSON.stringify(body));
  }

  private handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    this.requests.push(url.pathname);
    if (request.method !== 'GET' || url.pathname !== '/sns/oauth2/access_token') {
      response.writeHead(404).end();
      return;
    }
    const query = url.searchParams;
    if (query.get('appid') !== this.appid) return this.send(response, { errcode: 40013, errmsg: 'invalid appid' });
    if (query.get('secret') !== this.appSecret) return this.send(response, { errcode: 40125, errmsg: 'invalid appsecret' });
    if (query.get('grant_type') !== 'authorization_code') return this.send(response, { errcode: 40002, errmsg: 'invalid grant_type' });
    const entry = this.codes.get(query.get('code') ?? '');
    if (!entry) return this.send(response, { errcode: 40029, errmsg: 'invalid code' });
    if (entry.used) return this.send(response, { errcode: 40163, errmsg: 'code been used' });
    entry.used = true;
    return this.send(response, {
      access_token: randomBytes(24).toString('base64url'),
      expires_in: 7200,
      refresh_token: randomBytes(24).toString('base64url'),
      openid: entry.openid,
      scope: 'snsapi_login',
      unionid: `o6_${entry.openid}`,
    });
  }
}
