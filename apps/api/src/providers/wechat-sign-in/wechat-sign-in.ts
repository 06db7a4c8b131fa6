/**
 * WeChat sign-in adapter (req: accounts.md#wechat-sign-in, product-decisions.md#3-external-providers). The browser
 * comes back from the sign-in page to `/wxsignin?token=<a>.<key>.<c>` and the portal sends the middle section to
 * `CommonApi/WeChatLogin`; the driver turns that one-time key into the WeChat identity (openid). The sandbox driver
 * plays the QR-code page locally (`GET /dev/wechat-login`); the `open-platform` driver is the open platform's
 * website sign-in (OAuth 2.0, `open-platform.ts`). `GET /api/wechat/sign-in` starts either (web/wechat-sign-in-routes.ts).
 */
export interface WeChatSignIn {
  readonly driver: string;
  /** The identity behind a one-time key; `null` when the key is unknown, used or expired. Consumes the key. */
  exchange(key: string): Promise<{ openid: string } | null>;
}

export interface WeChatIdentity {
  openid: string;
  nickname: string;
}
