import { CALL_CONTRACTS } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';

/** What the service answers besides calls: health, stored files, the API reference, and a 404 for everything else. */

let t: TestApp;

beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('health', () => {
  it('reports health with a database ping', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.driver });
  });
});

describe('stored files and nothing else', () => {
  it('serves stored files at /wwwroot/ and 404s missing ones', async () => {
    const banner = await t.app.inject('/wwwroot/upload/banner/banner-1.svg');
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toContain('image/svg+xml');
    expect(banner.body).toContain('<svg');
    expect((await t.app.inject('/wwwroot/upload/none.png')).statusCode).toBe(404);
    expect((await t.app.inject('/wwwroot/../package.json')).statusCode).toBe(404);
    // A folder is not listed.
    const folder = await t.app.inject('/wwwroot/upload/');
    expect(folder.statusCode).toBeGreaterThanOrEqual(400);
    expect(folder.statusCode).toBeLessThan(500);
    expect(folder.body).not.toContain('banner');
  });

  it('serves no page, shell, remote or runtime configuration: every other path is the one 404 (issue 23)', async () => {
    for (const url of ['/', '/index', '/personal/gradeTestRecord', '/config.json', '/remotes/portal/remoteEntry.js', '/assets/index-AbCdEf12.js', '/favicon.ico', '/api/nothing']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().result, url).toEqual({ isSuccess: false, errorMsg: '请求的接口不存在' });
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
