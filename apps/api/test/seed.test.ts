import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { verify } from '@node-rs/argon2';
import { birthDateFromIdNumber } from '@badminton/validation';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import {
  articles,
  banners,
  dictionaryEntries,
  institutionProfiles,
  personProfiles,
  regions,
  seedMarkers,
  stationMessages,
  users,
  weChatBindings,
} from '../src/db/schema';
import { createBanners } from '../src/modules/content/service';
import { seedDatabase } from '../demo/index';
import { buildDemoAccounts, DEMO_PASSWORD } from '../demo/accounts/index';
import { buildContentSeed } from '../demo/content/index';
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
    expect(await seedDatabase(handle.db, { demo, storage, log: quiet })).toEqual({ regions: true, dictionary: true, demo: true, accounts: false, portal: false, athleteCentre: false, evaluatorWork: false });
    expect(await total(handle, regions)).toBe(3682 + 6);
    expect(await total(handle, articles)).toBe(demo.articles.length);
    const stored = await handle.db.select({ id: articles.id, subject: articles.newsSubject }).from(articles).orderBy(asc(articles.id));
    expect(stored.map((row) => row.subject)).toEqual(demo.articles.map((article) => article.news_subject));
    expect(await readFile(path.join(storageRoot, 'upload/banner/banner-1.svg'), 'utf8')).toContain('<svg');

    expect(await seedDatabase(handle.db, { demo, storage, log: quiet })).toEqual({ regions: false, dictionary: false, demo: false, accounts: false, portal: false, athleteCentre: false, evaluatorWork: false });
    expect(await total(handle, articles)).toBe(demo.articles.length);
    expect(await total(handle, regions)).toBe(3688);
    const markers = await handle.db.select({ name: seedMarkers.name }).from(seedMarkers);
    expect(markers.map((marker) => marker.name.split('@')[0]).sort()).toEqual(['demo-content', 'dictionary', 'regions']);
  });

  it('loads reference data without demo content, and demo content later into the still empty database', async () => {
    const handle = await freshDatabase();
    expect(await seedDatabase(handle.db, { demo: null, storage, log: quiet })).toEqual({ regions: true, dictionary: true, demo: false, accounts: false, portal: false, athleteCentre: false, evaluatorWork: false });
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

describe('demo accounts', () => {
  it('loads one account per role plus the bulk athlete, once, only into a database without accounts', async () => {
    const handle = await freshDatabase();
    const demoAccounts = buildDemoAccounts();
    expect((await seedDatabase(handle.db, { demo: null, demoAccounts, storage, log: quiet })).accounts).toBe(true);
    expect((await seedDatabase(handle.db, { demo: null, demoAccounts, storage, log: quiet })).accounts).toBe(false);

    const accounts = await handle.db.select().from(users).orderBy(asc(users.id));
    expect(accounts.map((user) => [user.usertype, user.mobile ?? user.loginName, user.isVerify])).toEqual([
      [1, '13800000001', true],
      [2, '13800000002', true],
      [3, '13800000003', true],
      [4, '13800000004', true],
      [5, '13800000005', true],
      [1, '440106201003150044', false],
      // The second demo institution, not yet qualified (issue 24).
      [3, '13800000007', true],
    ]);
    expect(accounts[3].reviewProvinceId).toBe(440000);
    expect(new Set(accounts.map((user) => user.passwordHash)).size).toBe(7);
    for (const user of accounts) expect(await verify(user.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);

    const people = await handle.db.select().from(personProfiles);
    expect(people.map((person) => person.name).sort()).toEqual(['李羽涵', '王振华', '赵小雨'].sort());
    for (const person of people) {
      if (person.certificatesType === 1) expect(birthDateFromIdNumber(person.certificatesNumber)).toBe(person.birthday);
      if (person.photoPath) expect((await sharp(await storage.get(person.photoPath)).metadata()).format).toBe('png');
    }
    const [institution, unqualified] = await handle.db.select().from(institutionProfiles).orderBy(asc(institutionProfiles.userId));
    expect(unqualified).toMatchObject({ fullName: '佛山市白鹭羽毛球俱乐部有限公司', nickname: '白鹭羽球', approvalStatus: null });
    expect(institution).toMatchObject({ fullName: '广州市羽翔体育培训有限公司', nickname: '羽翔体育', view3: null });
    expect((await sharp(await storage.get(institution.view1 ?? '')).metadata()).format).toBe('png');

    const unread = await handle.db.select({ userId: stationMessages.userId }).from(stationMessages).where(eq(stationMessages.isRead, false));
    const unreadByUser = new Map<number, number>();
    for (const row of unread) unreadByUser.set(row.userId, (unreadByUser.get(row.userId) ?? 0) + 1);
    expect([1, 2, 3].map((index) => unreadByUser.get(accounts[index - 1].id))).toEqual([2, 1, 1]);
    expect(await handle.db.select().from(weChatBindings)).toEqual([expect.objectContaining({ userId: accounts[0].id })]);
  });

  it('never loads demo accounts into a database that already has accounts', async () => {
    const handle = await freshDatabase();
    await handle.db.insert(users).values({ usertype: 1, mobile: '13900000000', isVerify: true, createdAt: new Date() });
    expect((await seedDatabase(handle.db, { demo: null, demoAccounts: buildDemoAccounts(), storage, log: quiet })).accounts).toBe(false);
    expect(await handle.db.select({ total: count() }).from(users)).toEqual([{ total: 1 }]);
  });
});
