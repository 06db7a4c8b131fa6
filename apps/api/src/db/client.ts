import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/** A Drizzle database or transaction over either driver; repositories take this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * Applies the committed SQL migrations in `apps/api/drizzle/`. On PostgreSQL under an advisory lock: copies that
   * start together apply them once, the others wait and find nothing left to do.
   */
  migrate(): Promise<void>;
  /** The committed migrations this database has not applied yet (their tags, oldest first). */
  pendingMigrations(): Promise<string[]>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** The connection pool's use (PostgreSQL; the embedded PGlite has one connection and no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseTarget =
  /** A PostgreSQL server; `logQuery` sees every statement with its parameters (the EXPLAIN test). */
  | { kind: 'postgres'; url: string; logQuery?: (query: string, params: unknown[]) => void }
  /** Embedded PGlite; `dataDir` undefined means in memory. */
  | { kind: 'pglite'; dataDir?: string };

/** Any number, the same in every copy: the key of the advisory lock the migrations run under. */
const MIGRATION_LOCK_KEY = 724_311_027;

/**
 * The committed migrations not applied to `db`: drizzle's migrator applies every journal entry newer than the newest
 * row of `drizzle.__drizzle_migrations`, so the same comparison tells what it would apply.
 */
async function pendingMigrations(db: Database): Promise<string[]> {
  const journal = JSON.parse(await readFile(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as { entries: { tag: string; when: number }[] };
  const rows = async <Row>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const [known] = await rows<{ exists: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  let newest = -1;
  if (known?.exists) {
    const [last] = await rows<{ created_at: string | number }>(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    if (last) newest = Number(last.created_at);
  }
  return journal.entries.filter((entry) => entry.when > newest).map((entry) => entry.tag);
}

async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

async function openPostgres(url: string, logQuery?: (query: string, params: unknown[]) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle pooled connection that the server closes (restart, failover, a dropped database) emits 'error' on the
  // pool; unhandled, that would crash the process. The pool discards the client and the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema, ...(logQuery ? { logger: { logQuery } } : {}) });
  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lock.release();
      }
    },
    pendingMigrations: () => pendingMigrations(db),
    ping: () => ping(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    pendingMigrations: () => pendingMigrations(db),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

export function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target.url, target.logQuery) : openPglite(target.dataDir);
}
