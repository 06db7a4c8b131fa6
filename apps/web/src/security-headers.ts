import type { RuntimeConfig } from '@badminton/contracts';
import { MEMBER_MARK_HASH, ROUTE_LOADER_HASH } from './route-loader';

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
 * The Content-Security-Policy of the web tier's answers (decision 0021, moved here with the pages: decision 0053).
 * Scripts only from this origin and the origins the runtime configuration places remotes on, plus the two inline
 * scripts the web tier writes (the route loader, the member mark), allowed by their hashes; no other inline script
 * and no eval. Styles also allow 'unsafe-inline': the page's inline rules, and element-react and the federation
 * runtime insert `<style>` elements and style attributes. Images may come from any https origin (sanitized rich text).
 */
export function contentSecurityPolicy(config: Pick<RuntimeConfig, 'remotes' | 'fileHost' | 'apiBase'>): string {
  const remotes = unique(Object.values(config.remotes).map(foreignSource));
  const files = unique([foreignSource(config.fileHost)]);
  const api = unique([foreignSource(config.apiBase)]);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    // The institution's real-name verification page is embedded (req: institution.md#real-name-authentication,
    // decision 0058): the e-sign sandbox's on this origin, 法大大's in production.
    'frame-src': ["'self'", 'https://*.fadada.com'],
    'script-src': ["'self'", ROUTE_LOADER_HASH, MEMBER_MARK_HASH, ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...files, ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'media-src': ["'self'", 'blob:', ...files],
    'connect-src': ["'self'", ...remotes, ...files, ...api],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The other security headers of every answer the web tier writes itself. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
};
