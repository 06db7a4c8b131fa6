// `pnpm start`: build what is not built, then serve everything from one origin (http://localhost:8080, PORT
// overrides) with the embedded database and the demo data: the web tier (apps/web) on PORT — the shell, the remotes and
// every page, drawn on the server — and the service (apps/api) behind it on a loopback port of its own (API_PORT, a
// free one by default), which the web tier passes `/api/*`, `/wwwroot/*` and `/dev/*` to (decision 0053).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { buildWeb, ROOT } from './lib.mjs';

if (!process.argv.includes('--no-build')) await buildWeb();

/** A free loopback port. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const port = process.env.PORT ?? '8080';
const apiPort = process.env.API_PORT ?? String(await freePort());
// The key of the service's render endpoints, shared by the two processes only: a new one per start unless set.
const renderKey = process.env.RENDER_KEY ?? randomBytes(32).toString('hex');

const children = [
  // The service runs its TypeScript through tsx (a dependency of apps/api, resolved from there). It trusts the web
  // tier in front of it for the client's address (TRUST_PROXY=loopback) and listens on loopback only.
  spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'apps/api'),
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', RENDER_KEY: renderKey, TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback' },
  }),
  spawn(process.execPath, ['src/server.mjs'], {
    cwd: path.join(ROOT, 'apps/web'),
    stdio: 'inherit',
    // Pages are drawn in the programme's time zone (a date the server formats must read as the visitor's browser will).
    env: {
      ...process.env,
      PORT: port,
      API_ORIGIN: `http://127.0.0.1:${apiPort}`,
      RENDER_KEY: renderKey,
      TRUST_PROXY: process.env.WEB_TRUST_PROXY ?? 'false',
      TZ: process.env.TZ ?? 'Asia/Shanghai',
    },
  }),
];
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));
// One stops, both stop: a half-started portal is not left running.
for (const child of children) {
  child.on('exit', (code, signal) => {
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = signal ? 0 : (code ?? 0);
  });
}
