import { test as base } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One server per Playwright worker (decision 0055). Each worker starts the built system the way a user does
 * (`node scripts/start.mjs --no-build`) on its own port, `E2E_PORT` (default 8181) plus the worker's parallel index,
 * with its own fresh data folder, so the embedded database and the demo data are created from scratch for it and no
 * other worker's tests touch them. `baseURL` (and so `page.goto('/…')` and the `request` fixture) points at it.
 * A worker that Playwright replaces (after a failed test) starts a new server on fresh data.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
/** Where the data folders go: `E2E_DATA_DIR` or the system's temporary folder; each worker makes its own in it. */
const DATA_PARENT = process.env.E2E_DATA_DIR ?? os.tmpdir();
const START_TIMEOUT_MS = 180_000;
/** `E2E_SERVER_LOG=<folder>`: each worker's server log (its stdout, JSON lines) goes to `<folder>/server-<port>.log`. */
const SERVER_LOG_DIR = process.env.E2E_SERVER_LOG;

export interface WorkerServer {
  url: string;
  port: number;
  dataDir: string;
  /** The web tier's runtime configuration file (WEB_RUNTIME_CONFIG): absent until a test writes it (the defaults). */
  runtimeConfigFile: string;
}

/** Resolves once `GET /api/health` answers 200; rejects when the server exits first or the time is up. */
async function healthy(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `exited with ${signal ?? code}`));
  for (;;) {
    if (exited) throw new Error(`the e2e server at ${url} ${exited} before it was healthy:\n${log()}`);
    if (Date.now() > deadline) throw new Error(`the e2e server at ${url} was not healthy after ${START_TIMEOUT_MS / 1000} s:\n${log()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    // Polling the health call: the condition waited for is the server answering, the pause only spaces the calls.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export interface ServerOptions {
  /** The port to serve on. */
  port: number;
  /** Load the demo data (`DEMO_DATA`); false leaves the reference data only, as a fresh installation has. */
  demoData: boolean;
  /** Runs with the fresh data folder before the server opens it (e.g. `staff:create`, which needs the folder unlocked). */
  prepare?: (env: NodeJS.ProcessEnv) => Promise<void>;
}

/** The environment the server (and anything `prepare` runs on its data folder) gets. */
function serverEnv(port: number, dataDir: string, demoData: boolean): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: String(demoData),
    LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
    DATABASE_URL: '',
    WEB_RUNTIME_CONFIG: path.join(dataDir, 'runtime-config.json'),
    // The suite checks what a page is drawn from, not how fast: two workers and their browsers share the machine's
    // cores, and a render that missed the production 300 ms would leave a page to the browser. The fallback itself
    // is tested in apps/web (render.test.ts, web-app.test.ts); speed is measured by the bench.
    RENDER_TIMEOUT_MS: process.env.RENDER_TIMEOUT_MS ?? '5000',
  };
}

/**
 * Starts the built system the way a user does on a fresh data folder, hands it to `use` once healthy, and stops it
 * and removes its folder afterwards (the body of the worker fixture below, and of a spec's own server).
 */
export async function withServer(options: ServerOptions, use: (server: WorkerServer) => Promise<void>): Promise<void> {
  const { port } = options;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(DATA_PARENT, `badminton-e2e-${port}-`));
  const env = serverEnv(port, dataDir, options.demoData);
  const runtimeConfigFile = env.WEB_RUNTIME_CONFIG as string;
  try {
    await options.prepare?.(env);
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--no-build'], {
      cwd: ROOT,
      stdio: ['ignore', SERVER_LOG_DIR ? 'pipe' : 'ignore', 'pipe'],
      env,
    });
    // A worker that exits without its teardown (interrupted, crashed) takes its server with it.
    const orphanGuard = () => child.kill('SIGTERM');
    process.once('exit', orphanGuard);
    if (SERVER_LOG_DIR && child.stdout) {
      await mkdir(SERVER_LOG_DIR, { recursive: true });
      child.stdout.pipe(createWriteStream(path.join(SERVER_LOG_DIR, `server-${port}.log`)));
    }
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      process.stderr.write(`[server ${port}] ${chunk.toString()}`);
    });
    try {
      await healthy(url, child, () => stderr.slice(-4_000));
      await use({ url, port, dataDir, runtimeConfigFile });
    } finally {
      process.off('exit', orphanGuard);
      await stop(child);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** How long a worker's server may take to start (and `prepare` to run), for a spec that defines its own. */
export const SERVER_FIXTURE_TIMEOUT_MS = START_TIMEOUT_MS + 30_000;

export const test = base.extend<object, { server: WorkerServer }>({
  server: [
    async ({}, use, workerInfo) => {
      await withServer({ port: BASE_PORT + workerInfo.parallelIndex, demoData: true }, use);
    },
    { scope: 'worker', timeout: SERVER_FIXTURE_TIMEOUT_MS },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});
