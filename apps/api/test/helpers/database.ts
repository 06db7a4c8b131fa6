import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when
 * DATABASE_URL is set — a new database `t_<random>` on that server, dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const { databaseUrl } = loadConfig();
  const handle = databaseUrl ? await openScratchPostgres(databaseUrl) : await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  return handle;
}

async function withMaintenance<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function openScratchPostgres(maintenanceUrl: string): Promise<DatabaseHandle> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withMaintenance(maintenanceUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(maintenanceUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withMaintenance(maintenanceUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
