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

/**
 * A new, empty database `t_<random>` on the server of `maintenanceUrl`: its URL, and `drop` to remove it (connections
 * still open are ended). Two copies of the service share one in test/two-copies.test.ts.
 */
export async function createScratchPostgres(maintenanceUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withMaintenance(maintenanceUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(maintenanceUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withMaintenance(maintenanceUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function openScratchPostgres(maintenanceUrl: string): Promise<DatabaseHandle> {
  const scratch = await createScratchPostgres(maintenanceUrl);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
