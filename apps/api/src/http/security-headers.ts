import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { MEMBER_MARK_HASH, ROUTE_LOADER_HASH } from '../web/route-loader';

/**
 * Security headers on every answer (API, shell, remotes, stored files, errors): a Content-Security-Policy the built
 * pages satisfy, `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`, no framing.
 * See docs/decisions/0021-proxy-trust-and-headers.md and docs/security.md.
 */

/** Any origin that is not the page's own: `https://cdn.example` (`//cdn.example/…` keeps the page's scheme). */
export function foreignSource(url: string): string | undefined {
  const trimmed = url.trim();
  if (trimmed.startsWith('//')) {
    const host = trimmed.slice(2).split(/[/?#]/)[0];
    return host === '' ? undefined : host;
  }
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return undefined;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

function unique(values: Array<string | undefined>): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined))];
}

/**
 * The policy's directives. Scripts only from this origin and the configured remote origins, and the one inline
 * script the service writes into a route's HTML, allowed by its hash (the route loader, web/route-loader.ts); no
 * other inline script and no eval. Styles also allow 'unsafe-inline': the first-paint frame of index.html is
 * an inline `<style>`, and element-react and the federation runtime insert `<style>` elements and style attributes.
 * Images may come from any https origin, as sanitized rich text may embed them.
 */
export function contentSecurityDirectives(config: Pick<Config, 'remotes' | 'fileHost'>): Record<string, string[]> {
  const remotes = unique(Object.values(config.remotes).map(foreignSource));
  const files = unique([foreignSource(config.fileHost)]);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ROUTE_LOADER_HASH, MEMBER_MARK_HASH, ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...files, ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'media-src': ["'self'", 'blob:', ...files],
    'connect-src': ["'self'", ...remotes, ...files],
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Remote entries and stored files may be loaded by a shell on another origin of the same site (pnpm dev).
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS belongs to the TLS terminator in front of the service (plain HTTP here: localhost, tests, behind a proxy).
    strictTransportSecurity: false,
    xContentTypeOptions: true,
  });
}
