// The sign-up burst (issue 13, decision 0031): 2,000 athletes sign up at once for one class of 100 seats. Run by
// `pnpm bench` (tooling/bench/sign-ups.mjs) or alone: `pnpm --filter @badminton/api exec tsx bench/sign-up-burst.ts
// [--json out.json]`. For each database — in-memory PGlite, then a fresh database on the PostgreSQL server of
// BURST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; skipped with a note when it does not answer) —
// it builds the service on that database, adds an institution, the class and the athletes (profile + session each),
// serves it on a free port, and lets a separate client process (tooling/bench/burst-client.mjs) send every sign-up at
// once over HTTP. Reports the sign-ups accepted, the orders and applications in the database, seats_taken, and the
// client-side latency percentiles. A measurement, not a test: it never fails on a number (it does exit non-zero when
// the class is overbooked).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { seedDatabase } from '../demo/index';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { orders, testApplications, testClasses } from '../src/db/schema';
import { LocalDiskStorage } from '../src/storage/local-disk';
import { newAthletes, newClass, newInstitution } from '../test/helpers/sign-up-fixture';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CLIENT = path.resolve(HERE, '../../../tooling/bench/burst-client.mjs');
// A bench script, not the service: its own knobs come from the environment.
/* eslint-disable no-restricted-properties */
const SIGN_UPS = Number(process.env.BURST_SIGN_UPS ?? 2000);
const SEATS = Number(process.env.BURST_SEATS ?? 100);
const DATABASES = (process.env.BURST_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const POSTGRES_URL = process.env.BURST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/* eslint-enable no-restricted-properties */

interface ClientReport {
  sent: number;
  accepted: number;
  refusals: Record<string, number>;
  faults: number;
  wallMs: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
}

export interface BurstReport {
  database: 'pglite' | 'postgres';
  skipped?: string;
  signUps?: number;
  seats?: number;
  client?: ClientReport;
  /** CPU time of the service's process (PGlite included; PostgreSQL's own processes not) during the burst. */
  serverCpuMs?: number;
  serverLatencyMs?: { p50: number; p99: number; max: number };
  ordersInDatabase?: number;
  applicationsInDatabase?: number;
  seatsTaken?: number;
  exactlyFull?: boolean;
  p99UnderOneSecond?: boolean;
}

function percentiles(values: number[]): { p50: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
  return { p50: at(50), p99: at(99), max: Math.round(sorted.at(-1) ?? 0) };
}

async function scratchPostgres(): Promise<DatabaseHandle | string> {
  const name = `burst_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    return `PostgreSQL at ${POSTGRES_URL} did not answer (${(error as Error).message})`;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const again = new pg.Client({ connectionString: POSTGRES_URL });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

function runClient(input: string): Promise<ClientReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLIENT, input], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as ClientReport) : reject(new Error(`burst client exited with ${code}`))));
  });
}

async function burst(kind: 'pglite' | 'postgres'): Promise<BurstReport> {
  const database = kind === 'pglite' ? await openDatabase({ kind: 'pglite' }) : await scratchPostgres();
  if (typeof database === 'string') return { database: kind, skipped: database };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-burst-'));
  try {
    await database.migrate();
    const storage = new LocalDiskStorage(path.join(dataDir, 'wwwroot'));
    await seedDatabase(database.db, { demo: null, storage, log: { info: () => undefined } });
    // NODE_ENV test: the start does not warm the combined badge images in the background (seconds of CPU that would
    // fall into the burst); nothing else the sign-up does depends on it.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: dataDir });
    const app = await buildApp({ config, database, storage });
    // The service's own view: from a request's arrival to its answer (the client's latency adds the connection).
    const serverMs: number[] = [];
    app.addHook('onResponse', async (_request, reply) => {
      serverMs.push(reply.elapsedTime);
    });
    try {
      const now = new Date();
      const institution = await newInstitution(database.db, now, `压测机构${randomBytes(2).toString('hex')}`);
      const classId = await newClass(database.db, { institutionUserId: institution.userId, now, testNum: SEATS, grades: { 1: 15000 } });
      const athletes = await newAthletes(database.db, SIGN_UPS, now);
      // A listen backlog for the whole burst: with the default (511) the kernel drops the connections beyond it and
      // the client retries them seconds later.
      const address = await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
      const url = `${address}/api/services/app/TestApplication/SignUp`;
      // Warm-up, not measured: a small burst on another class (JIT, connection pool, prepared paths).
      const warmClass = await newClass(database.db, { institutionUserId: institution.userId, now, testNum: 20, grades: { 1: 15000 } });
      const warmInput = path.join(dataDir, 'warm.json');
      await writeFile(warmInput, JSON.stringify({ url, classId: warmClass, grade: 1, athletes: athletes.slice(0, 200) }));
      await runClient(warmInput);
      const input = path.join(dataDir, 'burst.json');
      await writeFile(input, JSON.stringify({ url, classId, grade: 1, athletes }));
      serverMs.length = 0;
      const cpuBefore = process.cpuUsage();
      const client = await runClient(input);
      const cpu = process.cpuUsage(cpuBefore);
      const serverCpuMs = Math.round((cpu.user + cpu.system) / 1000);
      const [counts] = await database.db
        .select({
          applications: sql<number>`cast(count(*) as integer)`.mapWith(Number),
          orders: sql<number>`cast(count(${orders.id}) as integer)`.mapWith(Number),
        })
        .from(testApplications)
        .leftJoin(orders, eq(orders.id, testApplications.orderId))
        .where(eq(testApplications.testClassId, classId));
      const [klass] = await database.db.select({ seats: testClasses.seatsTaken }).from(testClasses).where(eq(testClasses.id, classId));
      return {
        database: kind,
        signUps: SIGN_UPS,
        seats: SEATS,
        client,
        serverCpuMs,
        serverLatencyMs: percentiles(serverMs),
        ordersInDatabase: counts.orders,
        applicationsInDatabase: counts.applications,
        seatsTaken: klass.seats,
        exactlyFull: client.accepted === SEATS && counts.orders === SEATS && counts.applications === SEATS && klass.seats === SEATS,
        p99UnderOneSecond: client.latencyMs.p99 <= 1000,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const reports: BurstReport[] = [];
  for (const kind of DATABASES) {
    const report = await burst(kind);
    reports.push(report);
    if (report.skipped) console.error(`sign-up burst on ${kind}: skipped — ${report.skipped}`);
    else {
      const c = report.client;
      console.error(
        `sign-up burst on ${kind}: ${report.signUps} sign-ups at once for ${report.seats} seats → ${c?.accepted} accepted, ` +
          `${report.ordersInDatabase} orders, seats_taken ${report.seatsTaken}; p50 ${c?.latencyMs.p50} ms, p99 ${c?.latencyMs.p99} ms, ` +
          `max ${c?.latencyMs.max} ms, all answered in ${c?.wallMs} ms, service CPU ${report.serverCpuMs} ms, in the service p50 ${report.serverLatencyMs?.p50} ms p99 ${report.serverLatencyMs?.p99} ms; refusals ${JSON.stringify(c?.refusals)}; faults ${c?.faults}`,
      );
    }
  }
  const json = process.argv.indexOf('--json');
  if (json > 0 && process.argv[json + 1]) await writeFile(process.argv[json + 1], JSON.stringify(reports, null, 2));
  process.stdout.write(`${JSON.stringify(reports)}\n`);
  if (reports.some((report) => !report.skipped && (report.seatsTaken ?? 0) > SEATS)) process.exitCode = 1;
}

await main();
