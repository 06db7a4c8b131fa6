import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import type { EInvoiceProvider } from '../../src/providers/e-invoice';
import type { ESign } from '../../src/providers/e-sign';
import type { LogisticsProvider } from '../../src/providers/logistics';
import type { SmsProvider } from '../../src/providers/sms';
import type { WeChatPay } from '../../src/providers/wechat-pay';
import type { WeChatSignIn } from '../../src/providers/wechat-sign-in';
import { openTestDatabase } from './database';

/**
 * The app as `NODE_ENV=production` builds it. `loadConfig` refuses production with any sandbox driver, and the
 * production drivers need real accounts, so the configuration is loaded as a test one and then marked production: what the app itself does differently in production (no dev clock, no `/dev/*`)
 * is what these tests look at. The app refuses sandbox driver instances in production too, so every provider gets a
 * stand-in that is not a sandbox and must not be called, unless `options` brings its own (or `sandboxDrivers` keeps
 * the configured sandboxes, to see the refusal).
 */
export async function buildProductionApp(
  options: Omit<AppOptions, 'config' | 'database'> & { env?: Record<string, string>; sandboxDrivers?: boolean } = {},
): Promise<{ app: FastifyInstance; config: Config; database: DatabaseHandle; close(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'badminton-api-production-'));
  const { env, sandboxDrivers, ...given } = options;
  const unused = (name: string) => () => {
    throw new Error(`${name}: not used by this test`);
  };
  const standIns = {
    sms: { driver: 'stand-in', send: unused('sms') } satisfies SmsProvider,
    weChatSignIn: { driver: 'stand-in', exchange: unused('weChatSignIn') } satisfies WeChatSignIn,
    weChatPay: { driver: 'stand-in', provider: 'wechat' } as unknown as WeChatPay,
    eInvoice: { driver: 'stand-in' } as unknown as EInvoiceProvider,
    logistics: { driver: 'stand-in' } as unknown as LogisticsProvider,
    eSign: { driver: 'stand-in' } as unknown as ESign,
  };
  const appOptions = sandboxDrivers ? given : { ...standIns, ...given };
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_POLL_MS: '0', ...env }),
    nodeEnv: 'production',
  };
  const database = await openTestDatabase();
  let app: FastifyInstance;
  try {
    app = await buildApp({ ...appOptions, config, database });
    await app.ready();
  } catch (error) {
    await database.close();
    await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
    throw error;
  }
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
      // Production warms the badge images in the background; the folder is removed once that is done.
      for (let attempt = 0; attempt < 40; attempt += 1) {
        try {
          await rm(dataDir, { recursive: true, force: true });
          return;
        } catch {
          await sleep(250);
        }
      }
    },
  };
}
