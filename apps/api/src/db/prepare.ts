import { sealUnchainedAudit } from '../audit/chain';
import { loadReferenceData } from '../reference-data/index';
import type { DatabaseHandle } from './client';

/**
 * What a database needs before the service serves it (decision 0081): the committed migrations, the audit rows written
 * before the chain existed joined to it (decision 0065), and the reference data (regions, dictionaries; each version
 * once). Run at boot (`MIGRATE_ON_START`, the default) or as the deployment's own step (`src/cli/migrate.ts`).
 */
export async function prepareDatabase(database: DatabaseHandle, now: Date, log: { info(details: object, message: string): void }): Promise<void> {
  const pending = await database.pendingMigrations();
  log.info({ driver: database.driver, pending }, 'applying migrations');
  await database.migrate();
  const sealed = await sealUnchainedAudit(database.db);
  if (sealed > 0) log.info({ sealed }, 'audit rows chained');
  log.info({ seed: await loadReferenceData(database.db, now) }, 'reference data');
}
