import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { WECHAT_SIGN_IN_CALLBACK_PATH } from '../config';
import { OpenPlatformWeChatSignIn, SandboxWeChatSignIn, type WeChatSignIn } from '../providers/wechat-sign-in';

/**
 * Where the portal's 微信登录 link leads, whichever driver runs (issue 22 point 8):
 * - `GET /api/wechat/sign-in`: the sandbox → 302 to its page `/dev/wechat-login`; the open platform → a fresh `state`
 *   in a short cookie and 302 to WeChat's QR-code page (`qrconnect`);
 * - `GET /api/wechat/sign-in/callback?code=…&state=…` (the open platform only, 404 otherwise): the `state` must be the
 *   one of this browser's cookie (login CSRF); the code is exchanged for the openid, which becomes the same one-time
 *   key the sandbox hands out → 303 to `/wxsignin?token=<a>.<key>.<c>`. Refused by the user (no code) or a wrong
 *   state → 303 back to `/signin`.
 */

export const WECHAT_SIGN_IN_START_PATH = '/api/wechat/sign-in';
const STATE_COOKIE = 'bm_wx_state';
const STATE_COOKIE_MAX_AGE_SECONDS = 10 * 60;

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function page(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>微信登录</title></head><body><main><h1>微信登录</h1><p>${message}</p><p><a href="/signin">返回登录</a></p></main></body></html>`);
}

export const weChatSignInRoutes: FastifyPluginAsync<{ weChatSignIn: WeChatSignIn; secureCookie: boolean }> = async (
  app: FastifyInstance,
  { weChatSignIn, secureCookie },
) => {
  const stateCookie = (value: string, maxAge: number) =>
    `${STATE_COOKIE}=${value}; Path=${WECHAT_SIGN_IN_START_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secureCookie ? '; Secure' : ''}`;

  app.get(WECHAT_SIGN_IN_START_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (weChatSignIn instanceof SandboxWeChatSignIn) return reply.redirect('/dev/wechat-login', 302);
    if (!(weChatSignIn instanceof OpenPlatformWeChatSignIn)) return reply.code(404).send();
    const state = randomBytes(16).toString('base64url');
    return reply.header('set-cookie', stateCookie(state, STATE_COOKIE_MAX_AGE_SECONDS)).redirect(weChatSignIn.authorizeUrl(state), 302);
  });

  app.get<{ Querystring: { code?: string; state?: string } }>(WECHAT_SIGN_IN_CALLBACK_PATH, async (request, reply) => {
    if (!(weChatSignIn instanceof OpenPlatformWeChatSignIn)) return reply.code(404).type('text/plain; charset=utf-8').send('未找到该资源');
    const expected = cookieValue(request.headers.cookie, STATE_COOKIE);
    const { code, state } = request.query;
    reply.header('cache-control', 'no-store').header('set-cookie', stateCookie('', 0));
    if (!expected || typeof state !== 'string' || !sameText(state, expected)) {
      request.log.warn('wechat sign-in callback: state does not match this browser');
      return reply.redirect('/signin', 303);
    }
    if (typeof code !== 'string' || code === '') return reply.redirect('/signin', 303); // the user refused
    try {
      const { redirectTo } = await weChatSignIn.signInWithCode(code);
      return reply.redirect(redirectTo, 303);
    } catch (error) {
      request.log.warn({ err: { name: (error as Error).name, errcode: (error as { errcode?: number }).errcode } }, 'wechat sign-in: code exchange refused');
      return page(reply, 502, '微信登录失败，请返回重新扫码。');
    }
  });
};
