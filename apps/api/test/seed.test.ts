import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { articles, banners, dictionaryEntries, regions, seedMarkers } from '../src/db/schema';
import { createBanners } from '../src/modules/content/service';
import { seedDatabase } from '../src/seed';
import { buildContentSeed } from '../src/seed/content/index';
import { LocalDiskStorage } from '../src/storage/local-disk';
import { buildTestContent } from './helpers/content-fixture';
import { openTestDatabase } from './helpers/database';

const quiet = { info: () => undefined };
let storageRoot: string;
let storage: LocalDiskStorage;
const opened: DatabaseHandle[] = [];

async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await openTestDatabase();
  opened.push(handle);
  return handle;
}

async function total(handle: DatabaseHandle, table: typeof articles | typeof regions | typeof dictionaryEntries | typeof banners) {
  const [row] = await handle.db.select({ total: count() }).from(table);
  return row.total;
}

beforeAll(async () => {
  storageRoot = await mkdtemp(path.join(tmpdir(), 'badminton-seed-'));
  storage = new LocalDiskStorage(storageRoot);
});
afterAll(async () => {
  for (const handle of opened) await handle.close();
  await rm(storageRoot, { recursive: true, force: true });
});

describe('seedDatabase', () => {
  it('loads reference data and demo content once, in array order, with its files', async () => {
    const handle = await freshDatabase();
    const demo = buildTestContent();
    expect(await seedDatabase(handle.db, { demo, storage, log: quiet })).toEqual({ regions: true, dictionary: true, demo: true });
    expect(await total(handle, regions)).toBe(3682 + 6);
    expect(await total(handle, articles)).toBe(demo.articles.length);
    const stored = await handle.db.select({ id: articles.id, subject: articles.newsSubject }).from(articles).orderBy(asc(articles.id));
    expect(stored.map((row) => row.subject)).toEqual(demo.articles.map((article) => article.news_subject));
    expect(await readFile(path.join(storageRoot, 'upload/banner/banner-1.svg'), 'utf8')).toContain('<svg');

    expect(await seedDatabase(handle.db, { demo, storage, log: quiet })).toEqual({ regions: false, dictionary: false, demo: false });
    expect(await total(handle, articles)).toBe(demo.articles.length);
    expect(await total(handle, regions)).toBe(3688);
    const markers = await handle.db.select({ name: seedMarkers.name }).from(seedMarkers);
    expect(markers.map((marker) => marker.name.split('@')[0]).sort()).toEqual(['demo-content', 'dictionary', 'regions']);
  });

  it('loads reference data without demo content, and demo content later into the still empty database', async () => {
    const handle = await freshDatabase();
    expect(await seedDatabase(handle.db, { demo: null, storage, log: quiet })).toEqual({ regions: true, dictionary: true, demo: false });
    expect(await total(handle, articles)).toBe(0);
    expect(await total(handle, dictionaryEntries)).toBeGreaterThan(50);
    expect((await seedDatabase(handle.db, { demo: buildTestContent(), storage, log: quiet })).demo).toBe(true);
  });

  it('never loads demo content into a database that already has content', async () => {
    const handle = await freshDatabase();
    await createBanners(handle.db, [{ title: '编辑的轮播', file_path: '/wwwroot/upload/b.svg', link_url: 'https://example.org', sort: 1 }]);
    expect((await seedDatabase(handle.db, { demo: buildTestContent(), storage, log: quiet })).demo).toBe(false);
    expect(await total(handle, articles)).toBe(0);
    expect(await total(handle, banners)).toBe(1);
  });

  it('loads the project demo content set', async () => {
    const handle = await freshDatabase();
    const demoRoot = await mkdtemp(path.join(tmpdir(), 'badminton-demo-'));
    try {
      const demo = buildContentSeed();
      expect((await seedDatabase(handle.db, { demo, storage: new LocalDiskStorage(demoRoot), log: quiet })).demo).toBe(true);
      expect(await total(handle, articles)).toBe(demo.articles.length);
      const kinds = await handle.db.select({ kind: articles.kind, total: count() }).from(articles).groupBy(articles.kind);
      const byKind = Object.fromEntries(kinds.map((row) => [row.kind, row.total]));
      expect(byKind.news).toBeGreaterThanOrEqual(45);
      expect(byKind.notice).toBeGreaterThanOrEqual(25);
      expect(byKind.faq).toBeGreaterThan(0);
    } finally {
      await rm(demoRoot, { recursive: true, force: true });
    }
  });
});
