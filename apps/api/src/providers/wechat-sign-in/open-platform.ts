import type { WeChatOpenPlatformConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { consumeWeChatKey, issueWeChatKey } from './one-time-keys';
import type { WeChatSignIn } from './wechat-sign-in';

/**
 * The production WeChat sign-in driver: 微信开放平台 网站应用 微信登录, OAuth 2.0 authorization code.
 * 1. The browser goes to `qrconnect?appid=…&redirect_uri=…&response_type=code&scope=snsapi_login&state=…#wechat_redirect`
 *    and the user scans and confirms in WeChat.
 * 2. WeChat sends the browser back to `redirect_uri?code=CODE&state=STATE` (without `code` when the user refused).
 * 3. The service exchanges the code (valid 10 minutes, once) at
 *    `GET /sns/oauth2/access_token?appid=…&secret=…&code=…&grant_type=authorization_code` for
 *    `{ access_token, expires_in, refresh_token, openid, scope, unionid? }`, or `{ errcode, errmsg }`.
 * The openid is then turned into the same one-time key the sandbox hands out, so `CommonApi/WeChatLogin` is
 * unchanged. The service asks for nothing else (`sns/userinfo` is not called: it needs no nickname or avatar).
 */

/** How long one call to WeChat may take. */
const REQUEST_TIMEOUT_MS = 10_000;

export class WeChatSignInError extends Error {
  constructor(
    message: string,
    /** WeChat's `errcode` (0 when the answer was not WeChat's error object). */
    readonly errcode: number,
  ) {
    super(message);
    this.name = 'WeChatSignInError';
  }
}

export class OpenPlatformWeChatSignIn implements WeChatSignIn {
  readonly driver = 'open-platform';

  constructor(
    private readonly settings: WeChatOpenPlatformConfig,
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The QR-code page to send the browser to, carrying `state` (which the callback must bring back). */
  authorizeUrl(state: string): string {
    const query = new URLSearchParams({
      appid: this.settings.appid,
      redirect_uri: this.settings.redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    });
    return `${this.settings.authorizeUrl}?${query.toString()}#wechat_redirect`;
  }

  /** The openid (and unionid when the application has one) of an authorization code; throws on WeChat's refusal. */
  async identityOf(code: string): Promise<{ openid: string; unionid: string | null }> {
    const query = new URLSearchParams({ appid: this.settings.appid, secret: this.settings.appSecret, code, grant_type: 'authorization_code' });
    const response = await fetch(`${this.settings.apiBaseUrl}/sns/oauth2/access_token?${query.toString()}`, {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // WeChat answers JSON, whatever its content-type says (often text/plain).
    let answer: { errcode?: unknown; errmsg?: unknown; openid?: unknown; unionid?: unknown };
    try {
      answer = JSON.parse(await response.text()) as typeof answer;
    } catch {
      throw new WeChatSignInError(`微信接口应答无法解析（HTTP ${response.status}）`, 0);
    }
    if (typeof answer.errcode === 'number' && answer.errcode !== 0) {
      throw new WeChatSignInError(`微信登录失败：${answer.errcode} ${typeof answer.errmsg === 'string' ? answer.errmsg : ''}`.trim(), answer.errcode);
    }
    if (!response.ok || typeof answer.openid !== 'string' || answer.openid === '') {
      throw new WeChatSignInError(`微信接口未返回 openid（HTTP ${response.status}）`, 0);
    }
    return { openid: answer.openid, unionid: typeof answer.unionid === 'string' ? answer.unionid : null };
  }

  /** The callback: the code's identity as a one-time key, and the portal address that signs in with it. */
  async signInWithCode(code: string): Promise<{ key: string; redirectTo: string }> {
    const { openid } = await this.identityOf(code);
    return issueWeChatKey(this.db, this.clock, openid);
  }

  exchange(key: string): Promise<{ openid: string } | null> {
    return consumeWeChatKey(this.db, this.clock, key);
  }
}
