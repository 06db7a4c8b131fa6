import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CALL_CONTRACTS, parseRuntimeConfig } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { build, type TestApp } from './helpers/build';

let t: TestApp;
let webRoot: string;

const SHELL_INDEX = '<!doctype html><html><body><div id="root"></div><script src="/assets/index-AbCdEf12.js"></script></body></html>';

async function writeBuild(relativePath: string, body: string): Promise<void> {
  const file = path.join(webRoot, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'badminton-web-'));
  await writeBuild('shell/dist/index.html', SHELL_INDEX);
  await writeBuild('shell/dist/assets/index-AbCdEf12.js', 'console.log("shell")');
  await writeBuild('portal/dist/remoteEntry.js', 'export const portal = 1;');
  await writeBuild('portal/dist/assets/app-Zx9Yw8Vu.js', 'export default 1;');
  t = await build({ webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('runtime config and health', () => {
  it('serves /config.json from the configuration', async () => {
    const response = await t.app.inject('/config.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(parseRuntimeConfig(response.json())).toEqual(response.json());
    expect(response.json()).toEqual({
      apiBase: '',
      fileHost: '/wwwroot',
      remotes: {
        portal: '/remotes/portal/remoteEntry.js',
        member: '/remotes/member/remoteEntry.js',
        institution: '/remotes/institution/remoteEntry.js',
      },
    });
  });

  it('reports health with a database ping', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.driver });
  });
});

describe('the shell, remotes and stored files', () => {
  it('answers client routes with the shell index, not cached', async () => {
    for (const url of ['/', '/index', '/news/newsDetails?id=3', '/personal/gradeTestRecord']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(SHELL_INDEX);
    }
  });

  it('gives hashed assets a long cache', async () => {
    const asset = await t.app.inject('/assets/index-AbCdEf12.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("shell")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves remotes under /remotes/<name>/ and 404s missing remote files', async () => {
    const entry = await t.app.inject('/remotes/portal/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject('/remotes/portal/assets/app-Zx9Yw8Vu.js')).headers['cache-control']).toContain('immutable');
    expect((await t.app.inject('/remotes/member/remoteEntry.js')).statusCode).toBe(404);
    expect((await t.app.inject('/remotes/portal/nothing.js')).statusCode).toBe(404);
  });

  it('serves stored files at /wwwroot/ and 404s missing ones', async () => {
    const banner = await t.app.inject('/wwwroot/upload/banner/banner-1.svg');
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toContain('image/svg+xml');
    expect(banner.body).toContain('<svg');
    expect((await t.app.inject('/wwwroot/upload/none.png')).statusCode).toBe(404);
    expect((await t.app.inject('/wwwroot/../package.json')).statusCode).toBe(404);
  });

  it('does not fall back for missing files or unknown API paths', async () => {
    expect((await t.app.inject('/favicon.ico')).statusCode).toBe(404);
    const api = await t.app.inject('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json().result).toEqual({ isSuccess: false, errorMsg: '请求的接口不存在' });
  });

  it('asks to run pnpm build when the shell is not built', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.config.dataDir, WEB_ROOT: path.join(webRoot, 'empty') });
    const bare = await buildApp({ config, database: t.database, storage: t.storage });
    try {
      const response = await bare.inject('/index');
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('pnpm build');
      expect(response.body).toContain('前端尚未构建');
    } finally {
      await bare.close();
    }
  });
});

describe('API reference', () => {
  it('serves an OpenAPI 3.1 document of every call with roles and the envelope', async () => {
    const response = await t.app.inject('/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const contract of CALL_CONTRACTS) {
      const operation = document.paths[`/api/services/app/${contract.path}`]?.post;
      expect(operation, contract.path).toBeDefined();
      expect(operation.summary).toBe(contract.summary);
      expect(operation['x-roles']).toBeDefined();
    }
    const news = document.paths['/api/services/app/Newsapi/GetNewsList'].post;
    expect(news['x-roles']).toBe('public');
    expect(news.requestBody.content['application/json'].schema.allOf[0].properties.limit).toMatchObject({ default: 20 });
    expect(news.requestBody.content['application/json'].schema.allOf[1]).toEqual({ $ref: '#/components/schemas/Augmentation' });
    const result = news.responses['200'].content['application/json'].schema.properties.result;
    expect(result.oneOf[0].allOf[1].properties.items.items.properties.news_subject).toMatchObject({ type: 'string' });
    expect(document.paths['/api/services/app/FrontStationNews/GetStationNewsList'].post['x-roles']).toEqual([1, 2, 3, 4, 5]);
    expect(document.components.schemas.Augmentation.required).toEqual(['ts', 'token']);
    // the payment routes outside the envelope (decision 0030)
    expect(document.paths['/api/pay/wechat/notify'].post.responses).toHaveProperty('204');
    expect(document.paths['/api/pay/qr/{file}'].get.responses['200'].content).toHaveProperty('image/png');
  });

  it('says what every call has in common: the route, the signature, the envelope', async () => {
    const { info } = (await t.app.inject('/api/docs/openapi.json')).json();
    expect(info.description).toContain('POST /api/services/app/{Service}/{Action}');
    expect(info.description).toContain("token = MD5(Action + 'shuttlecock' + ts + (userToken ?? ''))");
    expect(info.description).toContain('{ success, result, error, unAuthorizedRequest }');
  });

  it('serves the readable reference (Swagger UI) from this service only, fed the same document', async () => {
    const response = await t.app.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>接口文档 · 羽毛球运动水平等级评定</title>');
    // No inline script (the Content-Security-Policy allows none) and nothing from another origin.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url);
    expect(assets).toEqual(expect.arrayContaining([expect.stringMatching(/swagger-ui-bundle\.js$/), expect.stringMatching(/swagger-ui\.css$/)]));
    for (const asset of assets) {
      const url = asset.startsWith('/') ? asset : `/api/docs/${asset.replace(/^\.\//, '')}`;
      expect((await t.app.inject(url)).statusCode, url).toBe(200);
    }
    const initializer = (await t.app.inject('/api/docs/static/swagger-initializer.js')).body;
    expect(initializer).toContain("resolveUrl('./json')");
    expect(initializer).toContain('validatorUrl: null');
    expect((await t.app.inject('/api/docs/json')).json()).toEqual((await t.app.inject('/api/docs/openapi.json')).json());
  });
});

describe('directories', () => {
  it('does not list or error on a build directory', async () => {
    const response = await t.app.inject('/assets/');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('index-AbCdEf12.js');
  });
});

describe('the first-paint frame (web/first-paint.ts)', () => {
  const MARKED_INDEX =
    '<!doctype html><html><head><!--bm:first-screen-head--></head><body><div id="bm-first-paint"><!--bm:first-screen--></div>' +
    '<div id="root"></div></body></html>';

  it('puts the first banner and its preload hint into the home page only', async () => {
    await writeBuild('shell/dist/index.html', MARKED_INDEX);
    try {
      // The fixture's banner with the lowest sort, with /wwwroot swapped for the file host (also /wwwroot here).
      const src = '/wwwroot/upload/banner/banner-1.svg';
      for (const url of ['/', '/index', '/index?from=wechat']) {
        const body = (await t.app.inject(url)).body;
        expect(body, url).toContain(`<link rel="preload" as="image" href="${src}" fetchpriority="high" />`);
        expect(body, url).toContain(`<div class="bmfp-banner"><img src="${src}" alt="第一张轮播"`);
        expect(body, url).not.toContain('<!--bm:first-screen');
      }
      const other = (await t.app.inject('/news')).body;
      expect(other).not.toContain('bmfp-banner');
      expect(other).not.toContain('rel="preload" as="image"');
      expect(other).not.toContain('<!--bm:first-screen');
    } finally {
      await writeBuild('shell/dist/index.html', SHELL_INDEX);
    }
  });
});

describe('route frames (web/route-frames.ts, decision 0036)', () => {
  const FRAMED_INDEX =
    '<!doctype html><html><head><!--bm:first-screen-head--></head><body><div id="bm-first-paint" aria-hidden="true">' +
    '<!--bm:first-screen--></div><div id="root"></div></body></html>';

  it('writes the sign-in card from its manifest entry, names its route, and leaves routes without a frame alone', async () => {
    const { PORTAL_ROUTES } = await import('@badminton/portal/routes');
    await writeBuild('shell/dist/index.html', FRAMED_INDEX);
    try {
      const { heading, lead } = PORTAL_ROUTES['/signin'].frame;
      const body = (await t.app.inject('/signin?redirect=%2Fpersonal')).body;
      expect(body).toContain('<div id="bm-first-paint" aria-hidden="true" data-route="/signin" class="bmfp-route-auth">');
      expect(body).toContain(`<p class="bmfp-auth-title">${heading}</p><p class="bmfp-auth-lead">${lead}</p>`);
      expect(body).toContain('<strong>羽毛球运动水平等级评定</strong>');
      expect(body).not.toContain('<!--bm:first-screen');
      for (const url of ['/bindMobile', '/personal/completeInformation', '/signin/']) {
        const other = (await t.app.inject(url)).body;
        expect(other, url).not.toContain('data-route');
        expect(other, url).not.toContain('bmfp-auth');
      }
    } finally {
      await writeBuild('shell/dist/index.html', SHELL_INDEX);
    }
  });
});

describe('route hints (web/route-hints.ts, decision 0029)', () => {
  const HINTED_INDEX =
    '<!doctype html><html><head><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />' +
    '<!--bm:route-hints--></head><body><div id="root"></div></body></html>';
  const SHELL_MAP = {
    app: 'shell',
    boot: { js: ['assets/index-S1.js', 'assets/bootstrap-S2.js'], css: ['assets/bootstrap-S3.css'], shared: ['react'] },
    routes: {},
    provides: { react: { js: [], css: [] }, 'element-react': { js: ['assets/next-E1.js'], css: [] } },
  };
  const PORTAL_MAP = {
    app: 'remote',
    boot: { js: ['assets/app-P1.js'], css: ['assets/app-P2.css'], shared: ['react'] },
    routes: {
      '/index': { js: ['assets/home-page-P3.js'], css: [], shared: [] },
      '/test': { js: ['assets/test-list-page-P4.js', 'assets/pager-P5.js'], css: ['assets/test-P6.css'], shared: ['element-react'] },
      '/personal/completeInformation': { js: ['assets/account-P7.js'], css: [], shared: ['element-react'] },
    },
    provides: {},
  };
  const MEMBER_MAP = { ...PORTAL_MAP, routes: { '/personal/completeInformation': PORTAL_MAP.routes['/personal/completeInformation'] } };

  async function withMaps(run: () => Promise<void>) {
    await writeBuild('shell/dist/index.html', HINTED_INDEX);
    await writeBuild('shell/dist/route-assets.json', JSON.stringify(SHELL_MAP));
    await writeBuild('portal/dist/route-assets.json', JSON.stringify(PORTAL_MAP));
    try {
      await run();
    } finally {
      await writeBuild('shell/dist/index.html', SHELL_INDEX);
      await rm(path.join(webRoot, 'shell/dist/route-assets.json'), { force: true });
      await rm(path.join(webRoot, 'portal/dist/route-assets.json'), { force: true });
      await rm(path.join(webRoot, 'member/dist/route-assets.json'), { force: true });
    }
  }

  // The route's files, as the loader will ask for them once the page has painted (web/route-loader.ts, decision 0044).
  const routeFiles = (html: string): { entries: string[]; scripts: string[]; styles: string[] } =>
    JSON.parse(html.match(/<script type="application\/json" id="bm-route-files">(.*?)<\/script>/)?.[1] ?? 'null');
  const preloads = (html: string) => routeFiles(html).scripts;
  const styles = (html: string) => routeFiles(html).styles;

  it('hands a route its shell, remote, screen and shared-module files, and the runtime configuration inline', async () => {
    await withMaps(async () => {
      const html = (await t.app.inject('/test?id=3')).body;
      expect(preloads(html)).toEqual([
        '/assets/index-S1.js',
        '/assets/bootstrap-S2.js',
        '/remotes/portal/remoteEntry.js',
        '/remotes/portal/assets/app-P1.js',
        '/remotes/portal/assets/test-list-page-P4.js',
        '/remotes/portal/assets/pager-P5.js',
        '/assets/next-E1.js',
      ]);
      expect(styles(html)).toEqual(['/assets/bootstrap-S3.css', '/remotes/portal/assets/app-P2.css', '/remotes/portal/assets/test-P6.css']);
      // The configuration is a JSON data block the shell reads; its /config.json preload is gone.
      const block = html.match(/<script type="application\/json" id="bm-runtime-config">(.*?)<\/script>/)?.[1];
      expect(parseRuntimeConfig(JSON.parse(block ?? 'null'))).toEqual((await t.app.inject('/config.json')).json());
      expect(html).not.toContain('href="/config.json"');
      expect(html).not.toContain('<!--bm:route-hints-->');
    });
  });

  it('gives the home page no element-react, and a path of no remote or of several only the shell boot set', async () => {
    await withMaps(async () => {
      for (const url of ['/', '/index']) {
        const hinted = preloads((await t.app.inject(url)).body);
        expect(hinted, url).toContain('/remotes/portal/assets/home-page-P3.js');
        expect(hinted, url).not.toContain('/assets/next-E1.js');
      }
      expect(preloads((await t.app.inject('/no/such/page')).body)).toEqual(['/assets/index-S1.js', '/assets/bootstrap-S2.js']);
      await writeBuild('member/dist/route-assets.json', JSON.stringify(MEMBER_MAP));
      // Served by the portal and the member remote (by role): the server cannot tell whose it is.
      expect(preloads((await t.app.inject('/personal/completeInformation')).body)).toEqual(['/assets/index-S1.js', '/assets/bootstrap-S2.js']);
    });
  });

  it('hands a path served by role the files of the remote the role hint cookie names (decision 0038)', async () => {
    const INSTITUTION_MAP = {
      ...PORTAL_MAP,
      boot: { js: ['assets/app-I1.js'], css: [], shared: ['react'] },
      routes: { '/personal/completeInformation': { js: ['assets/account-I7.js'], css: ['assets/account-I8.css'], shared: [] } },
    };
    const SHELL_BOOT = ['/assets/index-S1.js', '/assets/bootstrap-S2.js'];
    const page = (cookie?: string) => t.app.inject({ url: '/personal/completeInformation', headers: cookie ? { cookie } : {} });
    await withMaps(async () => {
      await writeBuild('member/dist/route-assets.json', JSON.stringify(MEMBER_MAP));
      await writeBuild('institution/dist/route-assets.json', JSON.stringify(INSTITUTION_MAP));
      try {
        const athlete = await page('other=1; bm_role=1');
        expect(preloads(athlete.body)).toEqual([
          ...SHELL_BOOT,
          '/remotes/member/remoteEntry.js',
          '/remotes/member/assets/app-P1.js',
          '/remotes/member/assets/account-P7.js',
          '/assets/next-E1.js',
        ]);
        // The answer depends on the cookie: no shared cache may hand it to another role.
        expect(athlete.headers.vary).toContain('Cookie');
        expect(preloads((await page('bm_role=2')).body)).toContain('/remotes/member/assets/account-P7.js');
        const institution = (await page('bm_role=3')).body;
        expect(preloads(institution)).toEqual([...SHELL_BOOT, '/remotes/institution/remoteEntry.js', '/remotes/institution/assets/app-I1.js', '/remotes/institution/assets/account-I7.js']);
        expect(styles(institution)).toContain('/remotes/institution/assets/account-I8.css');
        // No hint, a role no remote serves the path to, or a value that is no role code: the shell's boot set only.
        for (const cookie of [undefined, 'bm_role=5', 'bm_role=x', 'bm_role=1%3B', 'xbm_role=1']) {
          expect(preloads((await page(cookie)).body), String(cookie)).toEqual(SHELL_BOOT);
        }
        // A path one remote serves ignores the hint.
        expect(preloads((await t.app.inject({ url: '/test', headers: { cookie: 'bm_role=3' } })).body)).toContain('/remotes/portal/assets/test-list-page-P4.js');
      } finally {
        await rm(path.join(webRoot, 'institution/dist/route-assets.json'), { force: true });
      }
    });
  });

  it('reads the role hint and picks the owner by the manifests (web/route-owners.ts)', async () => {
    const { ownerByRole, roleHint } = await import('../src/web/route-owners');
    expect(roleHint('a=b; bm_role=3')).toBe(3);
    expect(roleHint('bm_role=3x')).toBeNull();
    expect(roleHint(undefined)).toBeNull();
    expect(ownerByRole('/personal/changePassword', 1)).toBe('member');
    expect(ownerByRole('/personal/changePassword', 2)).toBe('member');
    expect(ownerByRole('/personal/changePassword', 3)).toBe('institution');
    expect(ownerByRole('/personal/changePassword', 4)).toBeUndefined();
    expect(ownerByRole('/personal/changePassword', null)).toBeUndefined();
    // One remote serves these: no owner needed.
    expect(ownerByRole('/personal/gradeTestRecord', 3)).toBeUndefined();
    expect(ownerByRole('/message', 1)).toBeUndefined();
  });

  it('escapes the configuration so no value can end the data block', async () => {
    const { withRouteHints } = await import('../src/web/route-hints');
    const html = withRouteHints(HINTED_INDEX, { apiBase: '</script><script>alert(1)</script>', fileHost: '/wwwroot', remotes: { portal: 'a', member: 'b', institution: 'c' } }, { scripts: [], styles: [] });
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script\\u003e');
  });
});

describe("the shell's index.html carries what the service replaces", () => {
  it('has the /config.json preload the inline configuration replaces and the route-hints marker', async () => {
    const { readFile } = await import('node:fs/promises');
    const { CONFIG_PRELOAD, ROUTE_HINTS_MARKER } = await import('../src/web/route-hints');
    const source = await readFile(path.resolve(import.meta.dirname, '../../shell/index.html'), 'utf8');
    expect(source).toContain(CONFIG_PRELOAD);
    expect(source).toContain(ROUTE_HINTS_MARKER);
    const { FRAME_OPEN } = await import('../src/web/route-frames');
    expect(source).toContain(FRAME_OPEN);
  });
});
