import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { systemClock } from './lib/clock';
import { pruneExpiredRecords } from './modules/maintenance';
import { createWeChatPay } from './providers/wechat-pay';
import { prepareDatabase } from './db/prepare';
import { LocalDiskStorage } from './storage/local-disk';

/** Boot: config → database → migrations → seed → listen; closes cleanly on SIGINT/SIGTERM. */

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  await mkdir(config.storageRoot, { recursive: true });
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
  );
  const storage = new LocalDiskStorage(config.storageRoot);
  // The one clock of the service (decision 0024): the app, the demo data's start day and the clean-up read it.
  const clock = systemClock;
  // One payment driver for the app and the demo data (the demo's paid orders are entered in the sandbox's books, so the
  // back office can refund them; decision 0069).
  const weChatPay = await createWeChatPay(config, clock);
  const app = await buildApp({ config, database, storage, clock, weChatPay });
  app.addHook('onClose', () => database.close());

  if (config.migrateOnStart) {
    await prepareDatabase(database, clock.now(), app.log);
  } else {
    // The deployment's migrate step prepares the database (decision 0081); a copy never serves a schema it was not
    // built for.
    const pending = await database.pendingMigrations();
    if (pending.length > 0) {
      app.log.fatal({ pending }, `the database is ${pending.length} migration(s) behind: run the migrate step first`);
      await app.close();
      process.exit(1);
    }
  }
  if (config.demoData) {
    // The demo data lives apart from the product code (apps/api/demo) and is loaded only when asked for.
    const { seedDemoDatabase } = await import('../demo/index');
    await seedDemoDatabase(database.db, { storage, log: app.log, now: clock.now(), weChatPay });
    // The README walks' states that expire or are used up are made again relative to this start (decision 0051),
    // after the due jobs ran (a payment window that passed while the service was down is closed by its real job).
    await app.ready();
    await app.jobs.runDue();
    const { refreshDemoWalkStates } = await import('../demo/walk-states');
    app.log.info({ walkStates: await refreshDemoWalkStates(database.db, { now: clock.now(), storage }) }, 'demo walk states');
  }
  await pruneExpiredRecords(database.db, clock.now());

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const sandboxes = [
    config.smsDriver === 'sandbox' && 'SMS_DRIVER',
    config.weChatLoginDriver === 'sandbox' && 'WECHAT_LOGIN_DRIVER',
    config.weChatPay.driver === 'sandbox' && 'WECHAT_PAY_DRIVER',
    config.eInvoiceDriver === 'sandbox' && 'E_INVOICE_DRIVER',
    config.logisticsDriver === 'sandbox' && 'LOGISTICS_DRIVER',
  ].filter(Boolean);
  if (sandboxes.length > 0) {
    // Never in production (the configuration refuses it); said once so a shared machine's operator sees it.
    app.log.warn({ sandboxes, sandboxDevRoutesFrom: config.sandboxDevRoutesFrom }, 'sandbox drivers active: /dev/* answers only these addresses');
  }
}

main().catch((error: unknown) => {
  console.error('服务启动失败：', error);
  process.exit(1);
});
