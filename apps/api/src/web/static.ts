import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RuntimeConfig } from '@badminton/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Config, REMOTE_NAMES } from '../config';
import { HOME_PATHS } from '@badminton/contracts';
import { type FirstBanner, withFirstBanner } from './first-paint';
import { routeFiles } from '@badminton/contracts/route-assets';
import { readBuildMaps, withRouteHints } from './route-hints';
import { criticalCss } from './critical-css';
import { drawRouteFrame, leadImage, withRouteFrame } from './route-frames';
import { ownerByRole, roleHint } from './route-owners';
import type { FrameDeps } from './frames/markup';
import { clearPageCookie, readPageCookie } from '../http/page-session';
import type { Caller } from '../registry/types';
import { memberFrameStyle } from './route-loader';
import { isProtectedFile } from '../http/file-guard';
import { maskPersonalNumbers } from '@badminton/validation';

export type FirstBannerLookup = () => Promise<FirstBanner | null>;

/** What the HTML answers draw their first paint from: the home page's first banner, the routes' frames. */
export interface FirstPaintSources {
  firstBanner: FirstBannerLookup;
  frames: FrameDeps;
  /**
   * The member a page cookie's value names (http/page-session.ts, decision 0045): its live session's caller, or null.
   * Without it no personal-centre frame is drawn.
   */
  pageMember?(cookieValue: string): Promise<Caller | null>;
}

/**
 * One origin for everything: `/config.json`, the shell build at `/`, each remote at `/remotes/<name>/`,
 * stored files at `/wwwroot/`, and the SPA fallback (the shell's index.html) for client routes.
 */

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Files that carry personal data (invoices, identity images, supervision forms): kept by no cache. */
export const PRIVATE_FILE_CACHE = 'private, no-store';

/** An e-invoice's stored PDF or QR image (`invoices/<request serial>-<16 random hex>.pdf` / `-qr.png`). */
const INVOICE_FILE = /^[0-9A-Za-z_-]{1,64}-[0-9a-f]{16}(?:\.pdf|-qr\.png)$/;

/** Prefixes that never fall back to the shell: a missing file there is a real 404. */
const NO_FALLBACK_PREFIXES = ['/api/', '/remotes/', '/wwwroot/', '/dev/'];

/** Vite emits content-hashed files into `assets/` (e.g. `assets/index-BdQj3kZ1.js`). */
export function isHashedAsset(filePath: string): boolean {
  const parts = filePath.split(path.sep);
  return parts.includes('assets') && /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(parts[parts.length - 1]);
}

function setBuildCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  res.setHeader('cache-control', isHashedAsset(filePath) ? LONG_CACHE : NO_CACHE);
}

export function shellDist(config: Config): string {
  return path.join(config.webRoot, 'shell', 'dist');
}

/** The runtime configuration the shell reads at boot. */
export function runtimeConfig(config: Config): RuntimeConfig {
  return { apiBase: '', fileHost: config.fileHost, remotes: config.remotes };
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>前端尚未构建</title></head>
<body style="font-family:sans-serif;max-width:40em;margin:4em auto;line-height:1.6">
<h1>前端尚未构建</h1>
<p>服务已经启动，接口可用，但还没有找到门户的构建产物。请在仓库根目录运行 <code>pnpm build</code>，然后刷新本页。</p>
<p>接口文档：<a href="/api/docs">/api/docs</a></p>
</body></html>`;

/** True for a GET that should be answered with the shell's index.html. */
function wantsShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (NO_FALLBACK_PREFIXES.some((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix))) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * Answers the shell's index.html for a route: with the runtime configuration inline and the route's preload hints
 * (web/route-hints.ts; on a path served by role, the files of the remote the role hint cookie names:
 * web/route-owners.ts), on the home page its first banner (web/first-paint.ts), and on a route with a frame in its
 * manifest that frame (web/route-frames.ts), with the rules of the screen's style sheets it uses inline
 * (web/critical-css.ts) and its first image preloaded. The build's files are read on every such answer (a few small
 * files the OS keeps cached; the style sheets are parsed once per file), so a rebuild is served at once.
 */
async function sendShell(config: Config, request: FastifyRequest, reply: FastifyReply, sources: FirstPaintSources): Promise<FastifyReply> {
  try {
    const pathname = request.url.split('?')[0];
    const [html, maps] = await Promise.all([readFile(path.join(shellDist(config), 'index.html'), 'utf8'), readBuildMaps(config.webRoot)]);
    const runtime = runtimeConfig(config);
    const route = pathname === '/' ? '/index' : pathname;
    // The page cookie names the member (decision 0045); one that names no live session is cleared.
    const cookie = readPageCookie(request.headers.cookie);
    const member = cookie && sources.pageMember ? await sources.pageMember(cookie).catch((error: unknown) => pageMemberFailed(request, error)) : null;
    if (cookie && !member) clearPageCookie(request, reply);
    // A path several remotes serve by role: the member's role, else the role hint cookie, picks whose files to preload
    // (decision 0038).
    const role = member?.role ?? roleHint(request.headers.cookie);
    const files = routeFiles(maps, runtime.remotes, route, ownerByRole(route, role));
    const drawn = HOME_PATHS.has(pathname) ? null : await drawRouteFrame(request.url, sources.frames, member);
    // A member's frame comes from a cookie of the browser, not of the tab: whatever its writers draw, it carries no full
    // ID number or mobile (the signed call after hydration brings the full values; decision 0049).
    const frame = drawn?.memberId ? { ...drawn, body: maskPersonalNumbers(drawn.body) } : drawn;
    const screenStyle = frame?.usesScreenStyles ? await criticalCss(config.webRoot, files.styles, html + frame.body) : '';
    const frameStyle = frame?.memberId ? `${screenStyle}${memberFrameStyle(frame.memberId)}` : screenStyle;
    const hinted = withRouteHints(html, runtime, files, { frameStyle, leadImage: leadImage(frame), memberMark: Boolean(frame?.memberId) });
    const framed = withRouteFrame(hinted, frame);
    const page = withFirstBanner(framed, HOME_PATHS.has(pathname) ? await sources.firstBanner() : null);
    // The hints depend on the cookies: a shared cache must not hand one role's page to another; a member's own page
    // is kept by no cache at all.
    return reply
      .header('cache-control', frame?.memberId ? 'private, no-store' : NO_CACHE)
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(page);
  } catch {
    return reply.code(503).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  }
}

/** A page cookie that could not be checked (the database did not answer) names no member: the page loads without its frame. */
function pageMemberFailed(request: FastifyRequest, error: unknown): null {
  request.log.error({ err: error }, 'page cookie: the session could not be read');
  return null;
}

/** Answers a request nothing else matched: the SPA fallback for client routes, a 404 otherwise. */
export function webFallback(
  config: Config,
  sources: FirstPaintSources,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> | FastifyReply {
  if (wantsShell(request)) return sendShell(config, request, reply, sources);
  return reply.code(404).type('text/plain; charset=utf-8').send('未找到该资源');
}

export async function registerWeb(app: FastifyInstance, config: Config, sources: FirstPaintSources): Promise<void> {
  app.get('/config.json', async (_request, reply) => reply.header('cache-control', NO_CACHE).send(runtimeConfig(config)));
  app.get('/', (request, reply) => sendShell(config, request, reply, sources));

  await app.register(fastifyStatic, {
    root: shellDist(config),
    prefix: '/',
    index: false,
    // The build writes .br and .gz siblings (tooling/vite/precompress.js); they are served when the browser accepts them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: setBuildCacheHeaders,
  });
  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: path.join(config.webRoot, name, 'dist'),
      prefix: `/remotes/${name}/`,
      index: false,
      preCompressed: true,
      cacheControl: false,
      decorateReply: false,
      setHeaders: setBuildCacheHeaders,
    });
  }
  // An invoice's PDF and QR image, at the address the invoice answer hands its owner (its random part is the
  // capability): never by the static route, never kept by a cache.
  app.get<{ Params: { file: string } }>('/wwwroot/invoices/:file', async (request, reply) => {
    const { file } = request.params;
    let body: Buffer | null = null;
    if (INVOICE_FILE.test(file)) body = await readFile(path.join(config.storageRoot, 'invoices', file)).catch(() => null);
    if (!body) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('未找到该资源');
    return reply
      .header('cache-control', PRIVATE_FILE_CACHE)
      .header('x-content-type-options', 'nosniff')
      .type(file.endsWith('.pdf') ? 'application/pdf' : 'image/png')
      .send(body);
  });
  await app.register(fastifyStatic, {
    root: config.storageRoot,
    prefix: '/wwwroot/',
    index: false,
    decorateReply: false,
    maxAge: '1h',
    // The protected folders (http/file-guard.ts) are never served from here, whatever reached this route.
    allowedPath: (pathName) => !isProtectedFile(pathName),
    setHeaders: (res) => res.setHeader('x-content-type-options', 'nosniff'),
  });
}
