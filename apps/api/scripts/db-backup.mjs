// `pnpm --filter @badminton/api db:backup -- <file>`: a backup of the PostgreSQL database of DATABASE_URL, taken with
// pg_dump in its custom format (compressed, consistent: one snapshot while the service keeps running; restored with
// db-restore.mjs). PG_DUMP names another pg_dump (it must be as new as the server). Decision 0081; the drill is
// test/backup-restore.test.ts.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';

const [file] = process.argv.slice(2).filter((arg) => arg !== '--');
const url = process.env.DATABASE_URL;
if (!file || !url) {
  console.error('usage: DATABASE_URL=postgres://… db-backup.mjs <file>');
  process.exit(2);
}
const run = spawnSync(process.env.PG_DUMP ?? 'pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (run.error) throw run.error;
if (run.status !== 0) process.exit(run.status ?? 1);
console.log(JSON.stringify({ msg: 'backup written', file, bytes: statSync(file).size }));
