import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import type { Clock } from '../../src/lib/clock';
import type { SmsProvider } from '../../src/providers/sms';
import type { WeChatPay } from '../../src/providers/wechat-pay';
import type { ESign } from '../../src/providers/e-sign/e-sign';
import { type DemoContent, seedDatabase } from '../../demo/index';
import { buildDemoAccounts } from '../../demo/accounts/index';
import { buildPortalSeed } from '../../demo/portal/index';
import { LocalDiskStorage } from '../../src/storage/local-disk';
import { openTestDatabase } from './database';
import { buildTestContent } from './content-fixture';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  storage: LocalDiskStorage;
  config: Config;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Demo content to seed; defaults to the test fixture, `null` seeds reference data only. */
  demo?: DemoContent | null;
  /** Load the demo accounts (default false). */
  demoAccounts?: boolean;
  /** Load the portal demo data (institutions, evaluators, 2,000 athletes, classes); implies the demo accounts. */
  portal?: boolean;
  /** Extra environment variables for the configuration (limits, drivers, LOG_LEVEL...). */
  env?: Record<string, string>;
  /** Replaces the configured SMS driver. */
  sms?: SmsProvider;
  /** Receives every log line. */
  logStream?: { write(line: string): void };
  /** The app's clock (decision 0024); the machine's by default. The app wraps it in the movable dev clock. */
  clock?: Clock;
  /** Replaces the configured WeChat Pay driver (a sandbox a test holds, the production driver against the fake). */
  weChatPay?: WeChatPay;
  /** Replaces the configured e-sign driver (the in-test fake of helpers/e-sign-fake.ts). */
  eSign?: ESign;
}

/** A fresh app on a fresh database (one per test file), seeded with reference data and the fixture. */
export async function build(options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'badminton-api-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // Jobs run when a test drives them (app.jobs.runDue(), e.g. reading the SMS outbox), not on a timer.
    JOB_POLL_MS: '0',
    ...options.env,
  });
  const database = await openTestDatabase();
  const storage = new LocalDiskStorage(config.storageRoot);
  const demo = options.demo === undefined ? buildTestContent() : options.demo;
  await seedDatabase(database.db, {
    demo,
    demoAccounts: options.demoAccounts || options.portal ? buildDemoAccounts() : null,
    portal: options.portal ? () => buildPortalSeed(new Date()) : null,
    storage,
    log: { info: () => undefined },
  });
  const app = await buildApp({ config, database, storage, sms: options.sms, logStream: options.logStream, clock: options.clock, weChatPay: options.weChatPay, eSign: options.eSign });
  await app.ready();
  return {
    app,
    database,
    storage,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
