import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { MIGRATIONS_FOLDER, openDatabase } from '../src/db/client';
import { createScratchPostgres } from './helpers/database';

/**
 * The separate migrate step (issue 27 point 4, decision 0081): a database tells which committed migrations it lacks;
 * copies that migrate at once apply each migration once (advisory lock); and a copy started with
 * MIGRATE_ON_START=false refuses a database that is behind instead of serving it.
 */
const run = promisify(execFile);
const API = path.resolve(import.meta.dirname, '..');
const maintenanceUrl = loadConfig().databaseUrl;
const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const tags = journal.entries.map((entry) => entry.tag);

describe('the migrate step', () => {
  it('lists every committed migration on an empty database and none once migrated', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      expect(await database.pendingMigrations()).toEqual(tags);
      await database.migrate();
      expect(await database.pendingMigrations()).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!maintenanceUrl)('applies each migration once when three copies migrate one PostgreSQL database at the same time', async () => {
    const scratch = await createScratchPostgres(maintenanceUrl!);
    const copies = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: scratch.url })));
    try {
      await Promise.all(copies.map((copy) => copy.migrate()));
      const applied = (await copies[0].db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)) as unknown as { rows: { applied: number }[] };
      expect(applied.rows[0].applied).toBe(tags.length);
      for (const copy of copies) expect(await copy.pendingMigrations()).toEqual([]);
    } finally {
      for (const copy of copies) await copy.close();
      await scratch.drop();
    }
  });

  it('refuses to start with MIGRATE_ON_START=false on a database the migrate step has not prepared', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'badminton-unmigrated-'));
    try {
      const started = run(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: API,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, MIGRATE_ON_START: 'false', DEMO_DATA: 'false', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'test' },
      });
      const failure = (await started.then(() => null, (error: unknown) => error)) as { code: number; stdout: string } | null;
      expect(failure?.code).toBe(1);
      expect(failure?.stdout).toContain(`the database is ${tags.length} migration(s) behind: run the migrate step first`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
