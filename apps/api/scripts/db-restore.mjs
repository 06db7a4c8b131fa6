// `pnpm --filter @badminton/api db:restore -- <file>`: restores a backup of db-backup.mjs into the PostgreSQL database
// of DATABASE_URL, which must be empty (a new database: `createdb`), in one transaction — it all arrives or nothing
// does. Then start the service on it as usual (with MIGRATE_ON_START=false after running the migrate step, which
// applies any migration newer than the backup). PG_RESTORE names another pg_restore. Decision 0081; the drill is
// test/backup-restore.test.ts.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const [file] = process.argv.slice(2).filter((arg) => arg !== '--');
const url = process.env.DATABASE_URL;
if (!file || !url) {
  console.error('usage: DATABASE_URL=postgres://… db-restore.mjs <file>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query(
  "select count(*)::int as tables from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
);
await client.end();
if (rows[0].tables > 0) {
  console.error(`refused: the target database already has ${rows[0].tables} tables; restore into a new, empty database`);
  process.exit(1);
}
const run = spawnSync(
  process.env.PG_RESTORE ?? 'pg_restore',
  ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
if (run.error) throw run.error;
if (run.status !== 0) process.exit(run.status ?? 1);
console.log(JSON.stringify({ msg: 'backup restored', file }));
