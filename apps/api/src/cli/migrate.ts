// `pnpm --filter @badminton/api migrate`: the deployment's migrate step (decision 0081). Prepares the configured
// database (DATABASE_URL, or the PGlite folder of DATA_DIR) — the committed migrations under an advisory lock, the audit
// chain, the reference data — and exits: 0 when it is ready, 1 when it failed. The copies of the service then start
// with MIGRATE_ON_START=false and refuse a database this step has not brought up to date.
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { systemClock } from '../lib/clock';
import { faultForLog } from '../lib/db-errors';

const config = loadConfig();
/** One JSON line per step, as the service logs (no pino here: nothing else of the service runs). */
const log = {
  info: (details: object, message: string) => console.log(JSON.stringify({ level: 'info', time: Date.now(), msg: message, ...details })),
};
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
);
try {
  await prepareDatabase(database, systemClock.now(), log);
  log.info({ pending: await database.pendingMigrations() }, 'database ready');
} catch (error) {
  console.error(JSON.stringify({ level: 'fatal', time: Date.now(), msg: 'migrate step failed', err: faultForLog(error) }));
  process.exitCode = 1;
} finally {
  await database.close();
}
