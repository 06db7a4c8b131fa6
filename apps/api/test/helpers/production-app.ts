import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { openTestDatabase } from './database';

/**
 * The app as `NODE_ENV=production` builds it. `loadConfig` refuses production with any sandbox driver — and the
 * e-invoice and logistics platforms have no production driver yet — so the configuration is loaded as a test
 * one and then marked production: what the app itself does differently in production (no dev clock, no `/dev/*`)
 * is what these tests look at. The drivers are whatever `options` and `env` choose.
 */
export async function buildProductionApp(
  options: Omit<AppOptions, 'config' | 'database'> & { env?: Record<string, string> } = {},
): Promise<{ app: FastifyInstance; config: Config; database: DatabaseHandle; close(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'badminton-api-production-'));
  const { env, ...appOptions } = options;
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'web'), JOB_POLL_MS: '0', ...env }),
    nodeEnv: 'production',
  };
  const database = await openTestDatabase();
  const app = await buildApp({ ...appOptions, config, database });
  await app.ready();
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
