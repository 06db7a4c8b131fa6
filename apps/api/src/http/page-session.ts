import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashUserToken } from '../modules/accounts/service';
import type { Caller } from '../registry/types';

/**
 * The page cookie (docs/decisions/0045-personal-centre-frames.md). The session lives in the tab's session storage and
 * every call carries its token; a page request carries none, so the service could not draw a member's own records
 * into the HTML of their personal-centre pages. The page cookie lets it, and does nothing else:
 *
 * - **Value** `<session id>.<MAC>`, the MAC an HMAC (a key derived from the service's private key) over the session's
 *   token hash. It holds no token, and a copy of the database alone cannot forge one.
 * - **Set** by the call layer on a successful call made with a session, when the request did not already carry this
 *   session's cookie (so right after sign-in, with the app's first signed-in call, and after a switch of account).
 * - **Read** only by the web tier, which hands its value to the internal render endpoint (`POST /api/render/member`,
 *   http/render-routes.ts, behind the render key); that checks it against the live session row: revoked, expired or
 *   idle sessions give no member. No call of the API reads it: every call is still signed with the session's token,
 *   so the cookie cannot make a call from a browser (no cross-site request forgery surface).
 * - `HttpOnly` (scripts never need it), `SameSite=Strict` (a page opened from another site is drawn without it),
 *   `Path=/`, no `Max-Age` (it ends with the browser session), `Secure` on HTTPS.
 */

export const PAGE_COOKIE = 'bm_page';

/** The cookie's value for a session: its id and the MAC over its token hash. */
export function pageCookieValue(key: Buffer, sessionId: number, tokenHash: string): string {
  return `${sessionId}.${createHmac('sha256', key).update(tokenHash, 'utf8').digest('base64url')}`;
}

/** The value of the page cookie in a Cookie header, or null. */
export function readPageCookie(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator >= 0 && part.slice(0, separator).trim() === PAGE_COOKIE) return part.slice(separator + 1).trim();
  }
  return null;
}

/** A page cookie's session id and a check of its MAC against a token hash; null when it is not well formed. */
export function parsePageCookie(key: Buffer, value: string): { sessionId: number; matches(tokenHash: string): boolean } | null {
  const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const sessionId = Number(match[1]);
  return {
    sessionId,
    matches: (tokenHash) => {
      const expected = Buffer.from(pageCookieValue(key, sessionId, tokenHash));
      const given = Buffer.from(value);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

function cookieAttributes(request: FastifyRequest): string {
  return `Path=/; HttpOnly; SameSite=Strict${request.protocol === 'https' ? '; Secure' : ''}`;
}

/** After a call admitted with `userToken`: sets the page cookie of its session unless the request carried it already. */
export function setPageCookie(key: Buffer, request: FastifyRequest, reply: FastifyReply, caller: Caller, userToken: string): void {
  const value = pageCookieValue(key, caller.sessionId, hashUserToken(userToken));
  if (readPageCookie(request.headers.cookie) === value) return;
  reply.header('set-cookie', `${PAGE_COOKIE}=${value}; ${cookieAttributes(request)}`);
}
