import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * One guard for the stored files (issue 22 point 9, decision 0049). A request path is normalised once — percent
 * escapes decoded until none is left (double and triple encoding included), backslashes read as slashes, `//`
 * collapsed, `.` and `..` resolved, a path that climbs above the root refused — and every decision is taken on that
 * normalised path:
 *
 * - a path that cannot be normalised (bad escape, NUL, climbs above `/`) is a 404;
 * - a path written in any other form than its normalised one (`//`, `/./`, `/../`, `%2f`, `%5c`, `%2e`, `\`, …) is a
 *   404: no page, file or call of the service has such an address, and a form the router and the static file server
 *   read differently is how a prefix check is walked around;
 * - a path inside a protected folder of the file store is left only to its own route, at its exact address (the
 *   certificate image route with its token, the invoice route); the static route never serves one
 *   (`isProtectedFile`, also its `allowedPath`).
 *
 * GET and HEAD only: nothing else reads a file, and the calls (POST) have their own routing.
 */

/** The folders of the file store that hold personal documents (paths relative to the store's root). */
export const PROTECTED_FOLDERS: readonly string[] = [
  // supervision forms (decision 0035): only at the signed /api/files/supervision/<id>?e=&t= address
  'supervision',
  // certificate images (they print the holder's name, decision 0015): only at /wwwroot/certificate/<n>.png?t=
  'certificate',
  // e-invoice PDFs and QR images (decision 0033): only at the invoice route, private and never stored by a cache
  'invoices',
  // identity images (身份证照 of the real-name forms): never served by path
  'identity',
  // the e-sign driver's real-name images and records (decision 0056): the images only at /api/e-sign/files/<name>
  'e-sign',
  'upload/identity',
  // qualification licences and attachments (decision 0067): only at their signed /wwwroot/upload/qualification/…?e=&t= address
  'upload/qualification',
];

const FILE_PREFIX = '/wwwroot';

/** Decodes percent escapes until none is left; null for a bad escape or one still left after five rounds. */
function decodeFully(text: string): string | null {
  let current = text;
  for (let round = 0; round < 5; round += 1) {
    if (!current.includes('%')) return current;
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return /%[0-9a-f]{2}/i.test(current) ? null : current;
}

export interface InspectedPath {
  /** The normalised path: `/`-separated, no empty, `.` or `..` segment, decoded. */
  path: string;
  /** True when the request wrote the path in its normalised form (each segment may still be percent-encoded). */
  canonical: boolean;
}

/** Normalises a request path (without its query); null when it cannot be (bad escape, NUL, climbs above `/`). */
export function inspectPath(rawPath: string): InspectedPath | null {
  if (!rawPath.startsWith('/')) return null;
  const decoded = decodeFully(rawPath);
  if (decoded === null || decoded.includes('\0')) return null;
  const stack: string[] = [];
  for (const segment of decoded.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (stack.length === 0) return null;
      stack.pop();
      continue;
    }
    stack.push(segment);
  }
  const trailingSlash = stack.length > 0 && /\/$/.test(decoded);
  const path = `/${stack.join('/')}${trailingSlash ? '/' : ''}`;
  // Canonical: the segments the request wrote, each decoded on its own, are exactly the normalised ones.
  const written = rawPath.slice(1).split('/').map(decodeFully);
  const canonical =
    !rawPath.includes('\\') &&
    written.every((segment) => segment !== null && !/[/\\]/.test(segment)) &&
    `/${written.join('/')}` === path;
  return { path, canonical };
}

/** The protected folder a normalised path is in, compared without case (a case-insensitive disk serves either). */
export function protectedFolderOf(normalisedPath: string): { folder: string; exact: boolean } | null {
  const lower = normalisedPath.toLowerCase();
  for (const folder of PROTECTED_FOLDERS) {
    const prefix = `${FILE_PREFIX}/${folder}/`;
    if (lower.startsWith(prefix) || lower === prefix.slice(0, -1)) {
      return { folder, exact: normalisedPath.startsWith(prefix) };
    }
  }
  return null;
}

/**
 * True when a path under `/wwwroot/` (as the static route sees it, relative to its prefix or whole) is in a protected
 * folder, or cannot be normalised: the static route's `allowedPath`.
 */
export function isProtectedFile(pathUnderFiles: string): boolean {
  const whole = pathUnderFiles.startsWith(`${FILE_PREFIX}/`) ? pathUnderFiles : `${FILE_PREFIX}/${pathUnderFiles.replace(/^\/+/, '')}`;
  const inspected = inspectPath(whole);
  return inspected === null || protectedFolderOf(inspected.path) !== null;
}

/** The guard's verdict on a request: null lets it through. */
export function refusedPath(method: string, url: string): 'malformed' | 'not-canonical' | 'protected' | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const end = url.search(/[?#]/);
  const rawPath = end === -1 ? url : url.slice(0, end);
  const inspected = inspectPath(rawPath);
  if (inspected === null) return 'malformed';
  if (!inspected.canonical) return 'not-canonical';
  const protectedFolder = protectedFolderOf(inspected.path);
  // Written exactly: its own route (more specific than the static one) answers; any other case of the folder's name
  // could reach the static route on a case-insensitive disk.
  if (protectedFolder && !protectedFolder.exact) return 'protected';
  return null;
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('未找到该资源');
}

/** Installs the guard: the first `onRequest` hook of the service. */
export function registerFileGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const refusal = refusedPath(request.method, request.url);
    if (refusal) {
      request.log.info({ refusal }, 'file guard: path refused');
      return notFound(reply);
    }
    return undefined;
  });
}
