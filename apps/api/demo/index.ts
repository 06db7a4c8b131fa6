import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../src/db/client';
import * as content from '../src/modules/content/service';
import { loadOnce, loadReferenceData } from '../src/reference-data/index';
import type { Storage } from '../src/storage/storage';
import { buildDemoAccounts, type DemoAccounts } from './accounts/index';
import { loadAthleteCentreDemo } from './athlete-centre/index';
import { loadEvaluatorTrainingDemo } from './evaluator-training/index';
import { loadEvaluatorWorkDemo } from './evaluator-work/index';
import { loadInstitutionClassesDemo } from './institution-centre/classes';
import { loadInstitutionCentreDemo } from './institution-centre/index';
import { loadInstitutionOrdersAppealsDemo } from './institution-centre/orders-appeals';
import { loadInstitutionEntriesDemo } from './institution-centre/entries';
import { loadInstitutionBatchCertificatesDemo } from './institution-centre/batch-certificates';
import { loadBackOfficeReviewDemo } from './back-office-review/index';
// The back office's grade submissions and second appeals (decision 0068).
import { loadAdminGradesDemo } from './back-office/grades';
import { loadBackOfficeMoneyDemo } from './back-office-money/index';
import type { WeChatPay } from '../src/providers/wechat-pay';
import { hasAnyAccount, loadDemoAccounts } from './accounts/load';
import { buildContentSeed } from './content/index';
import { buildPortalSeed, type PortalSeed } from './portal/index';
import { hasAnyPortalData, loadPortalDemo } from './portal/load';

/**
 * The demo data: content, accounts and portal data. Not product code: the service imports this
 * folder (dynamically) only when `DEMO_DATA` is true.
 */

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
  /** The athlete centre's demo (orders, scores, appeals, events, certificates in every state), once, after the portal demo. */
  athleteCentre?: boolean;
  /** The evaluator's training demo (a paid, reviewed training with scores; a pending order), once, after the portal demo. */
  evaluatorTraining?: boolean;
  /** The evaluator's work records, supervision forms and certificates, once, after the athlete centre's demo. */
  evaluatorWork?: boolean;
  /** The institution centre's test classes in every state and its test sites, once, after the portal demo. */
  institutionClasses?: boolean;
  /** The demo institution's qualification (approved, with history) and contracts in every state, once, after the portal demo. */
  institutionCentre?: boolean;
  /** The institution's appeals and orders in every state of complaint handling and the order centre, once, after its classes. */
  institutionOrdersAppeals?: boolean;
  /** The institution centre's entries (sign-ups, arrangement, leave, row refunds, grade submission), once, after the classes. */
  institutionEntries?: boolean;
  /** Two classes whose passers' certificates may be applied for in a batch (decision 0063), once, after the classes. */
  institutionBatchCertificates?: boolean;
  /** The back office's review queues in every state, in 广东 and elsewhere (decision 0067), once, after the institution centre. */
  backOfficeReview?: boolean;
  /** The back office's grade submissions in every state and open second appeals (decision 0068), once, after the portal demo. */
  adminGrades?: boolean;
  /** The back office's refund and certificate-shipping queues (decision 0069), once, after the institution's demos. */
  backOfficeMoney?: boolean;
  /** The payment driver: the money demo enters its paid orders in the sandbox's books (when it is the sandbox). */
  weChatPay?: WeChatPay | null;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** The instant the rows are stamped with (the service passes its clock's); the machine's clock by default. */
  now?: Date;
}

export interface SeedReport {
  regions: boolean;
  dictionary: boolean;
  demo: boolean;
  accounts: boolean;
  portal: boolean;
  athleteCentre: boolean;
  /** Reported only when asked for (`evaluatorTraining`). */
  evaluatorTraining?: boolean;
  evaluatorWork: boolean;
  /** Reported only when asked for (`institutionClasses`). */
  institutionClasses?: boolean;
  /** Reported only when asked for (`institutionCentre`). */
  institutionCentre?: boolean;
  /** Reported only when asked for (`institutionOrdersAppeals`). */
  institutionOrdersAppeals?: boolean;
  /** Reported only when asked for (`institutionEntries`). */
  institutionEntries?: boolean;
  /** Reported only when asked for (`institutionBatchCertificates`). */
  institutionBatchCertificates?: boolean;
  /** Reported only when asked for (`backOfficeReview`). */
  backOfficeReview?: boolean;
  /** Reported only when asked for (`adminGrades`). */
  adminGrades?: boolean;
  /** Reported only when asked for (`backOfficeMoney`). */
  backOfficeMoney?: boolean;
}

export const DEMO_MARKER = 'demo-content';
export const DEMO_ACCOUNTS_MARKER = 'demo-accounts';
export const DEMO_PORTAL_MARKER = 'demo-portal';
export const DEMO_ATHLETE_CENTRE_MARKER = 'demo-athlete-centre';
export const DEMO_EVALUATOR_TRAINING_MARKER = 'demo-evaluator-training';
export const DEMO_EVALUATOR_WORK_MARKER = 'demo-evaluator-work';
export const DEMO_INSTITUTION_CLASSES_MARKER = 'demo-institution-classes';
export const DEMO_INSTITUTION_CENTRE_MARKER = 'demo-institution-centre';
export const DEMO_INSTITUTION_ORDERS_APPEALS_MARKER = 'demo-institution-orders-appeals';
export const DEMO_INSTITUTION_ENTRIES_MARKER = 'demo-institution-entries';
export const DEMO_INSTITUTION_BATCH_CERTIFICATES_MARKER = 'demo-institution-batch-certificates';
export const DEMO_BACK_OFFICE_REVIEW_MARKER = 'demo-back-office-review';
export const DEMO_ADMIN_GRADES_MARKER = 'demo-admin-grades';
export const DEMO_BACK_OFFICE_MONEY_MARKER = 'demo-back-office-money';

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
  // The seed's instant: the caller's clock, else the machine's (demo/ is outside the service's one-clock rule).
  const now = options.now ?? new Date();
  const report: SeedReport = { ...(await loadReferenceData(db, now)), demo: false, accounts: false, portal: false, athleteCentre: false, evaluatorWork: false };
  const { demo } = options;
  if (demo) {
    await loadOnce(db, DEMO_MARKER, now, async (tx) => {
      if (await content.hasAnyContent(tx)) return;
      await loadDemo(tx, demo, options.storage);
      report.demo = true;
    });
  }
  const { demoAccounts } = options;
  if (demoAccounts) {
    await loadOnce(db, DEMO_ACCOUNTS_MARKER, now, async (tx) => {
      if (await hasAnyAccount(tx)) return;
      await loadDemoAccounts(tx, demoAccounts, options.storage);
      report.accounts = true;
    });
  }
  const { portal } = options;
  if (portal) {
    await loadOnce(db, DEMO_PORTAL_MARKER, now, async (tx) => {
      if (await hasAnyPortalData(tx)) return;
      await loadPortalDemo(tx, typeof portal === 'function' ? portal() : portal, options.storage);
      report.portal = true;
    });
  }
  if (options.athleteCentre) {
    await loadOnce(db, DEMO_ATHLETE_CENTRE_MARKER, now, async (tx) => {
      if (!(await hasAnyPortalData(tx))) return;
      await loadAthleteCentreDemo(tx, { storage: options.storage, now });
      report.athleteCentre = true;
    });
  }
  if (options.evaluatorWork) {
    await loadOnce(db, DEMO_EVALUATOR_WORK_MARKER, now, async (tx) => {
      if (!(await hasAnyPortalData(tx))) return;
      await loadEvaluatorWorkDemo(tx, { storage: options.storage, now });
      report.evaluatorWork = true;
    });
  }
  if (options.evaluatorTraining) {
    report.evaluatorTraining = false;
    await loadOnce(db, DEMO_EVALUATOR_TRAINING_MARKER, now, async (tx) => {
      if (!(await hasAnyPortalData(tx))) return;
      await loadEvaluatorTrainingDemo(tx, { now, storage: options.storage });
      report.evaluatorTraining = true;
    });
  }
  if (options.institutionClasses) {
    report.institutionClasses = false;
    await loadOnce(db, DEMO_INSTITUTION_CLASSES_MARKER, now, async (tx) => {
      if (!(await hasAnyPortalData(tx))) return;
      report.institutionClasses = await loadInstitutionClassesDemo(tx, { now });
    });
  }
  if (options.institutionCentre) {
    report.institutionCentre = false;
    await loadOnce(db, DEMO_INSTITUTION_CENTRE_MARKER, now, async (tx) => {
      if (!(await hasAnyPortalData(tx))) return;
      await loadInstitutionCentreDemo(tx, { storage: options.storage, now });
      report.institutionCentre = true;
    });
  }
  if (options.institutionOrdersAppeals) {
    report.institutionOrdersAppeals = false;
    await loadOnce(db, DEMO_INSTITUTION_ORDERS_APPEALS_MARKER, now, async (tx) => {
      if (!(await hasAnyPortalData(tx))) return;
      report.institutionOrdersAppeals = await loadInstitutionOrdersAppealsDemo(tx, { now, storage: options.storage });
    });
  }
  if (options.institutionEntries) {
    report.institutionEntries = false;
    await loadOnce(db, DEMO_INSTITUTION_ENTRIES_MARKER, now, async (tx) => {
      if (!(await hasAnyPortalData(tx))) return;
      report.institutionEntries = await loadInstitutionEntriesDemo(tx, { now });
    });
  }
  if (options.institutionBatchCertificates) {
    report.institutionBatchCertificates = false;
    await loadOnce(db, DEMO_INSTITUTION_BATCH_CERTIFICATES_MARKER, now, async (tx) => {
      if (!(await hasAnyPortalData(tx))) return;
      report.institutionBatchCertificates = await loadInstitutionBatchCertificatesDemo(tx, { now });
    });
  }
  if (options.backOfficeReview) {
    report.backOfficeReview = false;
    await loadOnce(db, DEMO_BACK_OFFICE_REVIEW_MARKER, now, async (tx) => {
      if (!(await hasAnyPortalData(tx))) return;
      report.backOfficeReview = await loadBackOfficeReviewDemo(tx, { now, storage: options.storage });
    });
  }
  // The back office's grade submissions and second appeals (decision 0068).
  if (options.adminGrades) {
    report.adminGrades = false;
    await loadOnce(db, DEMO_ADMIN_GRADES_MARKER, now, async (tx) => {
      if (!(await hasAnyPortalData(tx))) return;
      report.adminGrades = await loadAdminGradesDemo(tx, { now, storage: options.storage });
    });
  }
  if (options.backOfficeMoney) {
    report.backOfficeMoney = false;
    await loadOnce(db, DEMO_BACK_OFFICE_MONEY_MARKER, now, async (tx) => {
      if (!(await hasAnyPortalData(tx))) return;
      report.backOfficeMoney = await loadBackOfficeMoneyDemo(tx, { now, weChatPay: options.weChatPay });
    });
  }
  options.log.info({ seed: report }, 'seed finished');
  return report;
}

/** The whole demo data set as the service loads it on start (`DEMO_DATA=true`). */
export function seedDemoDatabase(
  db: Database,
  options: { storage: Storage; log: Pick<FastifyBaseLogger, 'info'>; now: Date; weChatPay?: WeChatPay | null },
): Promise<SeedReport> {
  return seedDatabase(db, {
    demo: buildContentSeed(),
    demoAccounts: buildDemoAccounts(),
    portal: () => buildPortalSeed(options.now),
    athleteCentre: true,
    evaluatorTraining: true,
    evaluatorWork: true,
    institutionClasses: true,
    institutionCentre: true,
    institutionOrdersAppeals: true,
    institutionEntries: true,
    institutionBatchCertificates: true,
    backOfficeReview: true,
    adminGrades: true,
    backOfficeMoney: true,
    weChatPay: options.weChatPay,
    storage: options.storage,
    log: options.log,
    now: options.now,
  });
}
