import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ComponentType } from 'react';
import { getMechanismInfo, getPersonalInfo, ROLE_HINT_COOKIE, SITE_TITLE, type RemoteAppProps, type RuntimeConfig } from '@badminton/contracts';
import { PAGE_COOKIE, readPageCookie, type PageBoot } from '@badminton/contracts/page';
import { routeFiles, type BuildMaps } from '@badminton/contracts/route-assets';
import { createServerCalls } from '@badminton/api-client/react';
import { createRenderedSessionStore, EMPTY_SESSION, RENDERED_TOKEN, type SessionData } from '@badminton/session';
import { REQUEST_ID_HEADER, requestIdOf } from '@badminton/contracts/request-id';
import type { WebConfig } from './config';
import { criticalCss, type SheetReader } from './critical-css';
import { assemblePage } from './page';
import { createReleases, hostVersions, isLoaded, type ReleaseState } from './releases';
import { renderWhole, TOO_SLOW } from './render';
import { createRuntimeConfigSource } from './runtime-config';
import { contentSecurityPolicy, SECURITY_HEADERS } from './security-headers';
import { createServiceAccess, type PageMember } from './service';
import { installRichText } from './rich-text';

/** What the shell's server entry gives the web tier (apps/shell/src/server-entry.tsx). */
interface ShellServerModule {
  ServerApp: ComponentType<Record<string, unknown>>;
  createRouteTable(documents: Record<string, unknown>): ShellRouteTable;
  ownerFor(route: ShellRoute, role: number | null): string | undefined;
  REDIRECTS: { path: string; redirect: string }[];
}
interface ShellRoute {
  path: string;
  title: string;
  roles?: readonly number[];
  needsProfile?: boolean;
  owners: readonly { remote: string }[];
}
interface ShellRouteTable {
  find(path: string): ShellRoute | undefined;
  problems: readonly string[];
}

/** Paths the service answers: passed to it as they are. */
export const SERVICE_PREFIXES = ['/api', '/wwwroot', '/dev', '/image/output'] as const;

/** Paths of the service never passed on from outside (404 here). */
export const INTERNAL_PATHS = ['/api/render', '/api/metrics', '/api/ops'] as const;

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>前端尚未构建</title></head>
<body style="font-family:sans-serif;max-width:40em;margin:4em auto;line-height:1.6">
<h1>前端尚未构建</h1>
<p>服务已经启动，接口可用，但还没有找到门户的构建产物。请在仓库根目录运行 <code>pnpm build</code>，然后刷新本页。</p>
<p>接口文档：<a href="/api/docs">/api/docs</a></p>
</body></html>`;

/** Vite emits content-hashed files into `assets/` (e.g. `assets/index-BdQj3kZ1.js`). */
export function isHashedAsset(filePath: string): boolean {
  const parts = filePath.split(path.sep);
  return parts.includes('assets') && /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(parts[parts.length - 1]);
}

function setBuildCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  res.setHeader('cache-control', isHashedAsset(filePath) ? LONG_CACHE : NO_CACHE);
  // A remote's files may be loaded by a shell on another origin (a release published elsewhere, pnpm dev).
  res.setHeader('access-control-allow-origin', '*');
}

/** True for a GET that asks for a page (no file extension, not a path the service or a build folder answers). */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if ([...SERVICE_PREFIXES, '/remotes'].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
  return !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

export interface WebAppOptions {
  /** `fetch` for the service and for releases on other origins (tests). */
  fetch?: typeof fetch;
  logger?: boolean | { level: string };
}

/**
 * The web tier (decision 0053): the one front of the portal. It serves the shell's and the remotes' builds, answers
 * `/config.json`, passes the service's paths to the service (with the client's address), and answers every page with
 * HTML drawn on the server from the route's own React screens — the shell's server entry around the owning remote's,
 * both loaded at run time from their releases — with the screens' first answers, so the browser hydrates it.
 */
export async function buildWebApp(config: WebConfig, options: WebAppOptions = {}): Promise<FastifyInstance> {
  const hops = config.trustProxy;
  // Rich text drawn on the server is sanitized with the service's allowlist (SafeHtml has no DOM here).
  installRichText();
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Request ids end to end (decision 0080): a proxy's well-formed x-request-id, else a new one; passed to the service.
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
  });
  const runtime = createRuntimeConfigSource(config, app.log);
  const localFolders: Record<string, string> = { '/': config.shellDir };
  for (const [name, folder] of Object.entries(config.remoteDirs)) localFolders[`/remotes/${name}/`] = folder;
  const releases = createReleases({ localFolders, cacheDir: config.cacheDir, log: app.log, fetch: options.fetch });
  const service = createServiceAccess({ apiOrigin: config.apiOrigin, renderKey: config.renderKey, fetch: options.fetch });
  const policies = new WeakMap<RuntimeConfig, string>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const pathname = request.url.split('?')[0];
    // The service's internal doors are not passed on: the render endpoints (this web tier's own, by key) and the
    // operations endpoints (the host's, on the service's own port).
    if (INTERNAL_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return reply.code(404).type('text/plain; charset=utf-8').send('未找到该资源');
    }
    if (SERVICE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return;
    const current = await runtime.current();
    let policy = policies.get(current);
    if (!policy) policies.set(current, (policy = contentSecurityPolicy(current)));
    reply.headers({ ...SECURITY_HEADERS, 'content-security-policy': policy });
  });

  for (const prefix of SERVICE_PREFIXES) {
    await app.register(fastifyHttpProxy, {
      upstream: config.apiOrigin,
      prefix,
      rewritePrefix: prefix,
      replyOptions: {
        // The service sees the client's address, host and scheme (its TRUST_PROXY trusts this web tier).
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': request.ip,
          'x-forwarded-host': request.headers.host ?? '',
          'x-forwarded-proto': request.protocol,
          [REQUEST_ID_HEADER]: request.id,
        }),
      },
    });
  }

  app.get('/config.json', async (_request, reply) => reply.header('cache-control', NO_CACHE).send(await runtime.current()));

  await app.register(fastifyStatic, {
    root: config.shellDir,
    prefix: '/',
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: setBuildCacheHeaders,
  });
  for (const [name, folder] of Object.entries(config.remoteDirs)) {
    await app.register(fastifyStatic, {
      root: folder,
      prefix: `/remotes/${name}/`,
      index: false,
      preCompressed: true,
      cacheControl: false,
      decorateReply: false,
      // The server entry is the web tier's to load, not the browser's.
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      setHeaders: setBuildCacheHeaders,
    });
  }

  const readSheet: SheetReader = async (url) => {
    const clean = url.split(/[?#]/)[0];
    if (clean.includes('..') || !clean.endsWith('.css')) return null;
    if (/^https?:\/\//.test(clean)) {
      const answer = await (options.fetch ?? fetch)(clean);
      return answer.ok ? answer.text() : null;
    }
    for (const [prefix, folder] of Object.entries(localFolders)) {
      if (prefix !== '/' && clean.startsWith(prefix)) return readFile(path.join(folder, clean.slice(prefix.length)), 'utf8');
    }
    return readFile(path.join(config.shellDir, clean.slice(1)), 'utf8');
  };

  function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    return service.forRequest(request.id, () => drawPage(request, reply));
  }

  async function drawPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const [pathname, query = ''] = request.url.split(/\?(.*)/s);
    const current = await runtime.current();
    const shell = await releases.get('shell', '/');
    if (!isLoaded(shell)) return reply.code(503).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    const [shellModule, template, states] = await Promise.all([
      shell.serverModule() as Promise<unknown> as Promise<ShellServerModule>,
      readFile(path.join(config.shellDir, 'index.html'), 'utf8'),
      Promise.all(Object.entries(current.remotes).map(([name, entry]) => releases.get(name, entry))),
    ]);
    const redirect = shellModule.REDIRECTS.find((r) => r.path === pathname);
    if (redirect) return reply.redirect(`${redirect.redirect}${query ? `?${query}` : ''}`, 302);

    const boot: PageBoot = { config: current, routes: {}, shared: {}, unavailable: {}, rendered: null };
    const refusals: Record<string, string> = {};
    const byName = new Map<string, ReleaseState>(states.map((state) => [state.name, state]));
    for (const state of states) {
      if (state.release) boot.shared[state.name] = state.release.shared;
      if (state.routes) boot.routes[state.name] = state.routes;
      else boot.unavailable[state.name] = isLoaded(state) ? '' : state.reason;
      if (!isLoaded(state) && state.routes) refusals[state.name] = state.reason;
    }
    const table = shellModule.createRouteTable(boot.routes);

    // The page cookie names the member the page is drawn for (decision 0045); one that names no live session is cleared.
    const cookie = service.drawsMembers ? readPageCookie(request.headers.cookie) : null;
    let member: PageMember | null = null;
    if (cookie) {
      const named = await service.member(cookie).catch((error: unknown) => {
        request.log.error({ err: error }, 'page cookie: the member could not be read');
        return undefined;
      });
      // A cookie that names no live session (signed out, expired) is cleared; one that could not be checked is kept.
      if (named === null) reply.header('set-cookie', `${PAGE_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`);
      member = named ?? null;
    }
    const session = member ? await memberSession(member, cookie!) : { ...EMPTY_SESSION };
    const route = table.find(pathname);
    // A path several remotes serve by role: the member's role, else the role hint cookie (decision 0038), picks whose
    // screen is drawn and whose files the page loads.
    const owner = route ? shellModule.ownerFor(route, member?.role ?? roleHint(request.headers.cookie)) : undefined;

    let markup = '';
    // How the first paint was made, told in `x-bm-render`: `server`, or left to the browser because a screen `failed`
    // on the server, it was too slow (`timeout`), or the page is not drawn on the server (`browser`). The e2e suite
    // fails on `failed`.
    let problem: 'failed' | 'timeout' | null = null;
    if (drawable(route, session)) {
      const apps: Record<string, ComponentType<RemoteAppProps>> = {};
      const state = owner ? byName.get(owner) : undefined;
      if (state && isLoaded(state)) {
        const module = await state.serverModule().catch((error: unknown) => {
          request.log.error({ err: error, remote: owner }, 'server entry could not be loaded');
          return null;
        });
        if (module?.default) apps[state.name] = module.default as ComponentType<RemoteAppProps>;
      }
      if (!owner || apps[owner] || refusals[owner]) {
        const calls = createServerCalls((contract, payload) => service.ask(contract, payload, member ? cookie : null));
        const outcome = await renderWhole(
          shellModule.ServerApp,
          { url: request.url, config: current, table, apps, refusals, session: createRenderedSessionStore(session), calls },
          config.renderTimeoutMs,
          (error, what) => {
            problem ??= what === TOO_SLOW ? 'timeout' : 'failed';
            request.log.error({ err: error, url: request.url }, what);
          },
        );
        if (outcome) {
          markup = outcome.html;
          const answers = Object.fromEntries([...calls.answers].filter(([, answer]) => answer !== null));
          boot.rendered = { member: member?.userId ?? null, session: session as unknown as Record<string, unknown>, answers };
        }
      }
    }

    const maps = {
      shell: shell.assets,
      remotes: Object.fromEntries(states.flatMap((state) => (isLoaded(state) && state.assets ? [[state.name, state.assets]] : []))),
    } as BuildMaps;
    const files = routeFiles(maps, current.remotes, pathname, owner) as { scripts: string[]; styles: string[] };
    const style = markup ? await criticalCss(readSheet, files.styles, markup) : '';
    const html = assemblePage(template, {
      title: route ? `${route.title} - ${SITE_TITLE}` : SITE_TITLE,
      markup,
      style,
      boot,
      scripts: files.scripts,
      styles: files.styles,
      member: boot.rendered && member ? member.userId : null,
    });
    // A page drawn for a member is kept by no cache; any page depends on the cookies. Compressed when the browser takes
    // it (the markup and the boot data are ~60–80 KB, ~12–16 KB gzip: the first round trips on a phone's network).
    const compressed = compressPage(html, request.headers['accept-encoding']);
    if (compressed) reply.header('content-encoding', compressed.encoding);
    return reply
      .header('cache-control', boot.rendered?.member != null ? 'private, no-store' : NO_CACHE)
      .header('vary', 'Cookie, Accept-Encoding')
      .header('x-bm-render', markup ? 'server' : (problem ?? 'browser'))
      .type('text/html; charset=utf-8')
      .send(compressed ? compressed.body : html);
  }

  /** The session a member's page is drawn with: who they are and their profile (masked), no token of theirs. */
  async function memberSession(member: PageMember, cookie: string): Promise<SessionData> {
    const profile = await service.ask(member.role === 3 ? getMechanismInfo : getPersonalInfo, {}, cookie).catch(() => null);
    const items = (profile?.ok ? (profile.result as { items?: unknown[] }).items : undefined) ?? [];
    const personalInfo = (items[0] as SessionData['personalInfo'] | undefined) ?? null;
    return {
      userInfo: { userId: member.userId, usertype: member.role, isverify: 1, userToken: RENDERED_TOKEN, name: member.name },
      token: RENDERED_TOKEN,
      role: member.role as SessionData['role'],
      personalInfo,
      unreadCount: 0,
    };
  }

  /**
   * Reads every release and imports its server entry ahead of the first page, so that page is not the one that pays
   * for it (a first render would otherwise often miss RENDER_TIMEOUT_MS and be left to the browser).
   */
  app.decorate('warmUp', async () => {
    const current = await runtime.current();
    const states = await Promise.all([releases.get('shell', '/'), ...Object.entries(current.remotes).map(([name, entry]) => releases.get(name, entry))]);
    await Promise.all(states.filter(isLoaded).map((state) => state.serverModule().catch(() => undefined)));
  });

  // `/` is the shell's folder to the static files: the page (a redirect to /index) is answered here.
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return sendPage(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('未找到该资源');
  });

  return app;
}

/** The page gzip-compressed when the request accepts it (fast, level 6: a page is compressed once per answer). */
export function compressPage(html: string, acceptEncoding: string | string[] | undefined): { encoding: 'gzip'; body: Buffer } | null {
  const accepted = String(acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0].toLowerCase());
  if (!accepted.includes('gzip')) return null;
  return { encoding: 'gzip', body: gzipSync(html, { level: 6 }) };
}

/** The role the role hint cookie names (`bm_role=<code>`: no secret, it only picks files), or null. */
function roleHint(cookieHeader: string | undefined): number | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((text) => text.trim());
    if (name === ROLE_HINT_COOKIE && /^[1-5]$/.test(value ?? '')) return Number(value);
  }
  return null;
}

/**
 * Whether the server draws the route for this session: what the navigation guard would show (req:
 * routes.md#navigation-guard). A route the guard would send elsewhere (a visitor on a role route, another role, no
 * profile yet) and the shell's /personal redirect are left to the browser, which sends the tab where it belongs.
 */
function drawable(route: ShellRoute | undefined, session: SessionData): boolean {
  if (!route) return true;
  if (route.owners.length === 0) return false;
  if (!route.roles) return true;
  if (session.role === null || !route.roles.includes(session.role)) return false;
  return !route.needsProfile || session.personalInfo !== null;
}

export { hostVersions };

declare module 'fastify' {
  interface FastifyInstance {
    /** Loads every release and server entry in use before the first page asks (server.mjs calls it at start). */
    warmUp(): Promise<void>;
  }
}
