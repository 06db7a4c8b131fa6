import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_BOOT_ELEMENT_ID } from '@badminton/contracts/page';
import { buildWebApp } from '../src/app';
import { loadWebConfig } from '../src/config';

// The web tier over a fake shell and remote release (plain ES modules written below) and a fake service (`fetch`):
// what a page answer carries, for a visitor and for a member (decision 0053).

const cleanup: string[] = [];
afterAll(() => cleanup.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

function writeRelease(dir: string, name: string, files: Record<string, string>, shared = { react: '18.3.1' }) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const integrities = Object.fromEntries(Object.entries(files).map(([file, text]) => [file, sri(text)]));
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ schema: 1, name, version: '1.0.0+t', shared, files: integrities }));
}

// The shell's server entry: a tree that shows the url, the member's name from the render's session, and the remote's App.
const SHELL_ENTRY = `
import { createElement as h, useContext } from 'react';
import { SessionStoreContext, useSession } from '@badminton/session';
export const REDIRECTS = [{ path: '/', redirect: '/index' }];
export function createRouteTable(documents) {
  const routes = Object.entries(documents).flatMap(([remote, manifest]) => Object.entries(manifest).map(([path, r]) => ({ path, ...r, owners: [{ remote }] })));
  return { problems: [], find: (path) => routes.find((r) => r.path === path) };
}
export function ownerFor(route) { return route.owners[0]?.remote; }
function Who() { return h('b', null, useSession((s) => s.userInfo?.name ?? '访客')); }
export function ServerApp({ url, apps, session }) {
  const App = apps.portal;
  return h(SessionStoreContext.Provider, { value: session }, h('main', { className: 'page' }, h('i', null, url), h(Who), App ? h(App, { fileHost: '' }) : null));
}
`;
const REMOTE_ENTRY = `
import { createElement as h } from 'react';
export default function App() {
  // A screen that fails on the server (what SafeHtml did before the web tier installed a sanitizer).
  if (globalThis.location === undefined && globalThis.__bmFailingScreen) throw new Error('window is not defined');
  return h('p', { className: 'screen' }, '新闻列表');
}
`;

function setup(options: { member?: { userId: number; role: number; name: string } | null } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'bm-web-'));
  cleanup.push(root);
  const shellDir = path.join(root, 'shell');
  const portalDir = path.join(root, 'portal');
  writeRelease(shellDir, 'shell', {
    'index.html': '<!doctype html><html><head><title>x</title><!--bm:head--></head><body><div id="root"><!--bm:page--></div></body></html>',
    'server/entry.js': SHELL_ENTRY,
  });
  writeRelease(portalDir, 'portal', {
    'remoteEntry.js': '',
    'routes.json': JSON.stringify({ schema: 1, remote: 'portal', routes: { '/news': { title: '新闻资讯' }, '/message': { title: '消息中心', roles: [1] } } }),
    'server/entry.js': REMOTE_ENTRY,
  });
  const cacheDir = path.join(import.meta.dirname, '..', '.cache', `test-${randomBytes(4).toString('hex')}`);
  cleanup.push(cacheDir);
  const seen: string[] = [];
  const requestIds: (string | null)[] = [];
  const fakeService = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    seen.push(url.replace('http://api.test', ''));
    requestIds.push((input instanceof Request ? input.headers : new Headers(init?.headers)).get('x-request-id'));
    if (url.endsWith('/api/render/member')) return Response.json({ member: options.member ?? null });
    return Response.json({ success: true, result: { isSuccess: true, items: [] }, error: null, unAuthorizedRequest: false });
  }) as typeof fetch;
  const config = {
    ...loadWebConfig({ RENDER_KEY: 'k'.repeat(32), API_ORIGIN: 'http://api.test' }),
    shellDir,
    remoteDirs: { portal: portalDir },
    cacheDir,
  };
  return { seen, requestIds, app: buildWebApp(config, { fetch: fakeService, logger: false }) };
}

describe('the web tier', () => {
  it("answers each page with its request id and sends the id with every call it makes to the service for it", async () => {
    const { app, requestIds } = setup({ member: { userId: 7, role: 1, name: '张三' } });
    const web = await app;
    const answer = await web.inject({ url: '/news', headers: { 'x-request-id': 'edge-proxy-0001', cookie: `bm_page=${'a'.repeat(43)}` } });
    expect(answer.headers['x-request-id']).toBe('edge-proxy-0001');
    expect(requestIds.length).toBeGreaterThan(0);
    expect(new Set(requestIds)).toEqual(new Set(['edge-proxy-0001']));

    requestIds.length = 0;
    const fresh = await web.inject({ url: '/news', headers: { 'x-request-id': 'not a valid id', cookie: `bm_page=${'a'.repeat(43)}` } });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(requestIds)).toEqual(new Set([fresh.headers['x-request-id']]));
  });

  it("draws a visitor's page on the server, with its boot data, and lets caches revalidate it", async () => {
    const { app } = setup();
    const answer = await (await app).inject({ url: '/news' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"><main class="page"><i>/news</i><b>访客</b><p class="screen">新闻列表</p></main></div>');
    expect(answer.body).toContain('<title>新闻资讯 - 羽毛球运动水平等级评定</title>');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['x-bm-render']).toBe('server');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    // Compressed for a browser that takes it, the same page.
    const gzipped = await (await app).inject({ url: '/news', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(answer.body);
    const boot = JSON.parse(/<script type="application\/json" id="bm-boot">(.*?)<\/script>/.exec(answer.body)![1]);
    expect(boot.routes.portal['/news']).toEqual({ title: '新闻资讯' });
    expect(boot.rendered.member).toBeNull();
    expect(PAGE_BOOT_ELEMENT_ID).toBe('bm-boot');
  });

  it("draws a member's page for the member of the page cookie, kept by no cache and guarded for other tabs", async () => {
    const { app, seen } = setup({ member: { userId: 42, role: 1, name: '张三' } });
    const answer = await (await app).inject({ url: '/message', headers: { cookie: 'bm_page=7.abc' } });
    expect(answer.body).toContain('<b>张三</b>');
    expect(answer.body).toContain('<div id="root" data-bm-member-page>');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(seen).toContain('/api/render/member');
  });

  it('leaves a role route to the browser for a visitor, and clears a page cookie that names no one', async () => {
    const { app } = setup({ member: null });
    const answer = await (await app).inject({ url: '/message', headers: { cookie: 'bm_page=7.abc' } });
    expect(answer.body).toContain('<div id="root"></div>');
    expect(answer.headers['x-bm-render']).toBe('browser');
    expect(answer.headers['set-cookie']).toContain('bm_page=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0');
  });

  it('leaves a page whose screen fails on the server to the browser, and says so (x-bm-render: failed; the e2e fails on it)', async () => {
    const { app } = setup();
    const web = await app;
    (globalThis as { __bmFailingScreen?: boolean }).__bmFailingScreen = true;
    try {
      const answer = await web.inject({ url: '/news' });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id="root"></div>');
      expect(answer.headers['x-bm-render']).toBe('failed');
    } finally {
      delete (globalThis as { __bmFailingScreen?: boolean }).__bmFailingScreen;
    }
    expect((await web.inject({ url: '/news' })).headers['x-bm-render']).toBe('server');
  });

  // The HTML answers' rows of the authorization matrix (issue 23 §5): who gets a role route drawn, and how it is kept.
  it.each([
    ['a visitor', null, false],
    ['a member of the role', { userId: 42, role: 1, name: '张三' }, true],
    ['a member of another role', { userId: 43, role: 2, name: '李四' }, false],
  ] as const)('draws /message for %s only when the role may open it', async (_who, member, drawn) => {
    const { app } = setup({ member });
    const answer = await (await app).inject({ url: '/message', headers: { cookie: 'bm_page=7.abc' } });
    expect(answer.body.includes('<p class="screen">新闻列表</p>')).toBe(drawn);
    expect(answer.headers['cache-control']).toBe(drawn ? 'private, no-store' : 'no-cache');
    expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
  });

  it("never passes the service's internal doors on: render, metrics and operations answer 404 here", async () => {
    const { app, seen } = setup();
    const web = await app;
    for (const url of ['/api/render/member', '/api/render/call', '/api/metrics', '/api/ops/dead-letters']) {
      expect((await web.inject({ method: url.startsWith('/api/render') ? 'POST' : 'GET', url, payload: url.startsWith('/api/render') ? {} : undefined })).statusCode).toBe(404);
    }
    expect(seen).toEqual([]);
  });

  it("applies the shell's redirects and answers 404 for a missing file", async () => {
    const web = await setup().app;
    const redirect = await web.inject({ url: '/?a=1' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/index?a=1');
    expect((await web.inject({ url: '/missing.js' })).statusCode).toBe(404);
    expect((await web.inject({ url: '/remotes/portal/server/entry.js' })).statusCode).toBe(404);
  });
});
