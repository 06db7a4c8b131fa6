import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers on every answer of the service (calls, health, the API reference, the sandbox and WeChat pages,
 * stored files, errors): a Content-Security-Policy its own pages satisfy, `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: strict-origin-when-cross-origin`, no framing. The pages of the site (the shell, the remotes, the
 * server-rendered HTML) are the web tier's, with its own policy (issue 23). See docs/decisions/0021-proxy-trust-and-headers.md
 * and docs/security.md.
 */

/**
 * The policy's directives: everything from this origin only; no inline script and no eval. Styles also allow
 * 'unsafe-inline' (the sandbox pages carry a `<style>`, Swagger UI sets style attributes).
 */
export const CONTENT_SECURITY_DIRECTIVES: Readonly<Record<string, string[]>> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
};

const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_DIRECTIVES } },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
  // Stored files may be loaded by a page on another origin of the same site (pnpm dev).
  crossOriginResourcePolicy: { policy: 'same-site' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  // HSTS belongs to the TLS terminator in front of the service (plain HTTP here: localhost, tests, behind a proxy).
  strictTransportSecurity: false,
  xContentTypeOptions: true,
};

/**
 * The headers helmet writes with `HELMET_OPTIONS`, worked out once. They depend on the options only, never on the
 * request; @fastify/helmet built helmet's middleware afresh for every request (parsing the policy's directives each
 * time: a quarter to a third of a cached call's CPU, issue 27 point 3), so the service asks helmet once, at start,
 * and sets the result.
 */
export function securityHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // The e-sign sandbox's verification page is embedded by the institution's real-name screen on this origin
  // (decision 0058), as 法大大's own page is in production: it alone may be framed, by this origin only.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith(EMBEDDABLE_SANDBOX_PAGE)) return;
    reply.header('x-frame-options', 'SAMEORIGIN');
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  });
}

/** The one page of the service that may be framed (by this origin): the sandbox's enterprise verification page. */
export const EMBEDDABLE_SANDBOX_PAGE = '/dev/e-sign/verify';
