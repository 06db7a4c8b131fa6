import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { badgeGrades, badgeSum } from '@badminton/validation';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combinedSize } from './compose';
import { allBadgeImageNames, badgeImageDir, badgeImagePath, ensureBadgeImages, registerBadgeImages } from './index';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

let dataDir: string;
let dir: string;
let firstRun: { written: number; total: number };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'badges-'));
  dir = badgeImageDir(dataDir);
  firstRun = await ensureBadgeImages(dir);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('ensureBadgeImages', () => {
  // How fast is the bench's business (`pnpm bench`, tooling/bench/badge-images.mjs; issue 29), not a test's.
  it('writes all 190 combined images, and nothing on a second run', async () => {
    expect(firstRun).toEqual({ written: 190, total: 190 });
    const before = (await stat(path.join(dir, 'adult_1.png'))).mtimeMs;
    expect(await ensureBadgeImages(dir)).toEqual({ written: 0, total: 190 });
    expect((await stat(path.join(dir, 'adult_1.png'))).mtimeMs).toBe(before);
  });

  const sums = [
    ...Array.from({ length: 63 }, (_, i) => ['adult', i + 1] as const),
    ...Array.from({ length: 127 }, (_, i) => ['child', i + 1] as const),
  ];
  it.each(sums)('%s sum %i maps to an existing PNG with one badge per grade', async (kind, sum) => {
    const url = badgeImagePath(kind, sum);
    expect(url).toBe(`/image/output/${kind}_${sum}.png`);
    const png = await readFile(path.join(dir, path.basename(url)));
    expect(pngSize(png)).toEqual(combinedSize(badgeGrades(kind, sum).length));
    expect(png.length).toBeGreaterThan(5000);
  });

  it('names exactly the 190 images', () => {
    expect(allBadgeImageNames()).toHaveLength(190);
    expect(new Set(allBadgeImageNames()).size).toBe(190);
  });
});

describe('the sum of a certificate set', () => {
  it('selects the image of the distinct badge grades held', () => {
    // an athlete with 四级, 六级 twice, 九级 and 少儿二级, 少儿七级 (and 一级, which has no badge)
    const held = [1, 4, 6, 6, 9, 11, 16];
    const sums = badgeSum(held);
    expect(sums).toEqual({ adult: 1 + 4 + 32, child: 2 + 64 });
    expect(badgeImagePath('adult', sums.adult)).toBe('/image/output/adult_37.png');
    expect(badgeImagePath('child', sums.child)).toBe('/image/output/child_66.png');
  });
});

describe('GET /image/output/:file', () => {
  let app: FastifyInstance;
  let servedDir: string;

  beforeAll(async () => {
    servedDir = await mkdtemp(path.join(tmpdir(), 'badges-route-'));
    app = Fastify();
    await registerBadgeImages(app, { dataDir: servedDir, nodeEnv: 'test' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(servedDir, { recursive: true, force: true });
  });

  it('serves a badge image as PNG with a long cache, rendering it once on the first request', async () => {
    const response = await app.inject({ method: 'GET', url: '/image/output/child_127.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(response.rawPayload)).toEqual(combinedSize(7));
    const stored = await readFile(path.join(badgeImageDir(servedDir), 'child_127.png'));
    expect(stored.equals(response.rawPayload)).toBe(true);
    const again = await app.inject({ method: 'GET', url: '/image/output/child_127.png' });
    expect(again.rawPayload.equals(stored)).toBe(true);
  });

  it.each([
    '/image/output/adult_0.png',
    '/image/output/adult_64.png',
    '/image/output/child_128.png',
    '/image/output/adult_01.png',
    '/image/output/..%2Fadult_1.png',
    '/image/output/..%2F..%2Fetc%2Fpasswd',
    '/image/output/adult_1.png%00',
    '/image/output/teen_1.png',
  ])('answers 404 for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toBe('image/png');
  });
});
