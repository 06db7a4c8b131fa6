import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getNewsList, login, Role, saveAdminArticle } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoAccounts, DEMO_PASSWORD } from '../demo/accounts/index';
import { seedDatabase } from '../demo/index';
import { verifyAuditChain } from '../src/audit/chain';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { LocalDiskStorage } from '../src/storage/local-disk';
import { signedInUser } from './helpers/accounts';
import { browserEncryptor, userDataOf } from './helpers/accounts-flow';
import { callOk } from './helpers/call';
import { buildTestContent } from './helpers/content-fixture';
import { createScratchPostgres } from './helpers/database';

/**
 * The backup and restore drill of docs/operations.md (issue 27 point 4, decision 0081), with the very commands it
 * names: the migrate step prepares a database, the service writes to it, `db:backup` dumps it, `db:restore` restores
 * the dump into a new database, and a copy of the service started on the restored one (MIGRATE_ON_START=false: it
 * checks that nothing is pending) answers what the original answered — the articles, a demo sign-in, an intact audit
 * chain. PostgreSQL run of the suite only (pg_dump needs a server).
 */
const run = promisify(execFile);
const maintenanceUrl = loadConfig().databaseUrl;
const API = path.resolve(import.meta.dirname, '..');

let original: { url: string; drop(): Promise<void> };
let restored: { url: string; drop(): Promise<void> };
let dataDir: string;

beforeAll(async () => {
  if (!maintenanceUrl) return;
  dataDir = await mkdtemp(path.join(tmpdir(), 'badminton-restore-'));
  original = await createScratchPostgres(maintenanceUrl);
  restored = await createScratchPostgres(maintenanceUrl);
});
afterAll(async () => {
  await original?.drop();
  await restored?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const env = (url: string) => ({ ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'test' });

async function startService(url: string) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_POLL_MS: '0', DATABASE_URL: url, MIGRATE_ON_START: 'false' });
  const database = await openDatabase({ kind: 'postgres', url });
  const app = await buildApp({ config, database, storage: new LocalDiskStorage(config.storageRoot) });
  await app.ready();
  return { app, database, close: async () => (await app.close(), await database.close()) };
}

describe.skipIf(!maintenanceUrl)('backup and restore drill', () => {
  it('restores a dump into a new database on which the service starts and answers as before', { timeout: 240_000 }, async () => {
    // The deployment's migrate step, as a process of its own.
    const migrated = await run(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], { cwd: API, env: env(original.url) });
    expect(migrated.stdout).toContain('"msg":"database ready","pending":[]');

    const before = await openDatabase({ kind: 'postgres', url: original.url });
    await seedDatabase(before.db, { demo: buildTestContent(), demoAccounts: buildDemoAccounts(), portal: null, storage: new LocalDiskStorage(path.join(dataDir, 'wwwroot')), log: { info: () => undefined } });
    await before.close();

    // The service writes through a call (an article, with its audit row), then the backup is taken while it runs.
    const first = await startService(original.url);
    const editor = await signedInUser(first.database.db, Role.NationalAdministrator);
    await callOk(first.app, saveAdminArticle.path, { kind: 'news', news_subject: '备份演练', summary: '摘要', news_content: '<p>恢复后仍在</p>', is_published: true }, editor);
    const newsBefore = getNewsList.output.parse(await callOk(first.app, getNewsList.path, { page: 1, limit: 10 }));
    expect(newsBefore.items.map((item) => item.news_subject)).toContain('备份演练');
    const file = path.join(dataDir, 'backup.dump');
    await run(process.execPath, ['scripts/db-backup.mjs', file], { cwd: API, env: env(original.url) });
    await first.close();

    await run(process.execPath, ['scripts/db-restore.mjs', file], { cwd: API, env: env(restored.url) });
    // A second restore onto the same database is refused: a restore goes into a new, empty database only.
    await expect(run(process.execPath, ['scripts/db-restore.mjs', file], { cwd: API, env: env(restored.url) })).rejects.toMatchObject({ code: 1 });

    const copy = await startService(restored.url);
    try {
      expect(await copy.database.pendingMigrations()).toEqual([]);
      expect(getNewsList.output.parse(await callOk(copy.app, getNewsList.path, { page: 1, limit: 10 }))).toEqual(newsBefore);
      const encrypt = await browserEncryptor(copy.app);
      const athlete = buildDemoAccounts().accounts.find((account) => account.usertype === Role.Athlete && account.mobile)!;
      const signedIn = userDataOf(await callOk(copy.app, login.path, { usertype: 1, loginName: encrypt(athlete.mobile!), password: encrypt(DEMO_PASSWORD) }));
      expect(signedIn.userToken).toBeTruthy();
      const chain = await verifyAuditChain(copy.database.db);
      expect(chain).toMatchObject({ intact: true });
      expect(chain.rows).toBeGreaterThan(0);
    } finally {
      await copy.close();
    }
  });
});
