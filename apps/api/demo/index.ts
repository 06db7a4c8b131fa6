import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import * as content from '../modules/content/service';
import { saveEntries } from '../modules/dictionary/service';
import { saveRegions } from '../modules/regions/service';
import type { Storage } from '../storage/storage';
import type { DemoAccounts } from './accounts/index';
import { hasAnyAccount, loadDemoAccounts } from './accounts/load';
import { claimMarker } from './markers';
import type { PortalSeed } from './portal/index';
import { hasAnyPortalData, loadPortalDemo } from './portal/load';
import { buildDictionaryRows } from './reference/dictionary';
import { buildRegionRows } from './reference/regions';

/** The demo data set the loader needs (the shape `./content` builds with `buildContentSeed()`). */
export interface DemoContent {
  articles: readonly content.NewArticle[];
  banners: readonly content.NewBanner[];
  partners: readonly content.NewPartner[];
  contactUs: content.NewContactUs;
  media: readonly content.NewMedia[];
  /** Files written to the storage; `path` is relative to the storage root. */
  files: ReadonlyArray<{ path: string; body: string | Uint8Array }>;
}

export interface SeedOptions {
  /** Demo content to load into an empty database, or null to start without it. */
  demo: DemoContent | null;
  /** Demo accounts (one per role, with profiles and messages) to load into a database without accounts. */
  demoAccounts?: DemoAccounts | null;
  /**
   * Portal demo data (institutions, evaluators, athletes, test and training classes) to load into a
   * database without test classes, after the demo accounts (it links to them by mobile).
   */
  portal?: PortalSeed | (() => PortalSeed) | null;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info'>;
}

export interface SeedReport {
  regions: boolean;
  dictionary: boolean;
  demo: boolean;
  accounts: boolean;
  portal: boolean;
}

export const DEMO_MARKER = 'demo-content';
export const DEMO_ACCOUNTS_MARKER = 'demo-accounts';
export const DEMO_PORTAL_MARKER = 'demo-portal';

/** A marker name that changes whenever the data changes, so edited reference data is reloaded. */
function versionedMarker(name: string, rows: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
  return `${name}@${digest}`;
}

/** Runs `load` in a transaction once per marker. */
function loadOnce(db: Database, marker: string, load: (tx: Database) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claimMarker(tx, marker))) return false;
    await load(tx);
    return true;
  });
}

async function loadDemo(tx: Database, demo: DemoContent, storage: Storage): Promise<void> {
  for (const file of demo.files) await storage.put(file.path, file.body);
  await content.createArticles(tx, demo.articles);
  await content.createBanners(tx, demo.banners);
  await content.createPartners(tx, demo.partners);
  await content.createContactUs(tx, demo.contactUs);
  await content.createMedia(tx, demo.media);
}

/**
 * Loads reference data (regions, dictionaries) whenever its current version is missing, the
 * demo content once, only into a database without content, and the demo accounts once, only into
 * a database without accounts. Each step is one transaction guarded by
 * a marker row, so reruns and concurrent starts are harmless.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  const regionRows = buildRegionRows();
  const dictionaryRows = buildDictionaryRows();
  const report: SeedReport = {
    regions: await loadOnce(db, versionedMarker('regions', regionRows), (tx) => saveRegions(tx, regionRows)),
    dictionary: await loadOnce(db, versionedMarker('dictionary', dictionaryRows), (tx) => saveEntries(tx, dictionaryRows)),
    demo: false,
    accounts: false,
    portal: false,
  };
  const { demo } = options;
  if (demo) {
    await loadOnce(db, DEMO_MARKER, async (tx) => {
      if (await content.hasAnyContent(tx)) return;
      await loadDemo(tx, demo, options.storage);
      report.demo = true;
    });
  }
  const { demoAccounts } = options;
  if (demoAccounts) {
    await loadOnce(db, DEMO_ACCOUNTS_MARKER, async (tx) => {
      if (await hasAnyAccount(tx)) return;
      await loadDemoAccounts(tx, demoAccounts, options.storage);
      report.accounts = true;
    });
  }
  const { portal } = options;
  if (portal) {
    await loadOnce(db, DEMO_PORTAL_MARKER, async (tx) => {
      if (await hasAnyPortalData(tx)) return;
      await loadPortalDemo(tx, typeof portal === 'function' ? portal() : portal, options.storage);
      report.portal = true;
    });
  }
  options.log.info({ seed: report }, 'seed finished');
  return report;
}
