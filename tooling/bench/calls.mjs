// `node calls.mjs`: the read-call part of `pnpm bench` alone, without building the frontends or Lighthouse.
// Starts the service from source (tsx) on a fresh data folder (or the PostgreSQL of DATABASE_URL), then runs the
// hello-world and the read calls through autocannon exactly like bench.mjs. `--url http://host:port` measures an
// already running service instead; `--cpu-prof <dir>` starts the service with `node --cpu-prof` (profile written
// on exit); `--only <Service/Action>` measures one call; `--no-hello` skips the hello-world; BENCH_API_DIR runs
// another copy of apps/api (for before/after comparisons).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cannon, helloWorld, READ_CALLS, ROOT, SECONDS, signedBody, waitFor } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8290);
/** CPU time (user + system, microseconds) used so far by a process of this machine (Linux). */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return Number.NaN;
  }
}

const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};

async function main() {
  let base = argument('--url');
  let server;
  if (!base) {
    base = `http://127.0.0.1:${PORT}`;
    const profileDir = argument('--cpu-prof');
    const nodeArgs = [...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)] : []), '--import', 'tsx', 'src/server.ts'];
    server = spawn(process.execPath, nodeArgs, {
      cwd: process.env.BENCH_API_DIR ?? path.join(ROOT, 'apps/api'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-data-')), LOG_LEVEL: 'warn' },
    });
  }
  try {
    await waitFor(`${base}/api/health`);
    // The first start renders the badge images in the background for a second or two.
    if (server) await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_SETTLE_MS ?? 3000)));
    const only = argument('--only');
    const report = { database: process.env.DATABASE_URL ? 'postgresql' : 'pglite', calls: [] };
    if (!only && !process.argv.includes('--no-hello')) report.helloWorld = await helloWorld(PORT + 1);
    for (const [callPath, payload] of READ_CALLS) {
      if (only && only !== callPath) continue;
      const action = callPath.split('/').pop();
      const url = `${base}/api/services/app/${callPath}`;
      const probe = await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: signedBody(action, payload) })).json();
      let cpuBefore = Number.NaN;
      const measured = await cannon(url, signedBody(action, payload), { beforeMeasuring: () => (cpuBefore = server ? cpuMicros(server.pid) : Number.NaN) });
      const serverCpu = server ? cpuMicros(server.pid) - cpuBefore : Number.NaN;
      report.calls.push({
        call: callPath,
        ...measured,
        // Server CPU per request: steadier than req/s on a shared machine.
        ...(Number.isNaN(serverCpu) ? {} : { serverCpuUsPerRequest: Math.round(serverCpu / (measured.rps * SECONDS)) }),
        ...(report.helloWorld ? { ofHelloWorld: Number((measured.rps / report.helloWorld.rps).toFixed(2)) } : {}),
        probe: JSON.stringify(probe).slice(0, 100),
      });
    }
    console.log(JSON.stringify(report, null, 2));
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.on('exit', resolve));
    }
  }
}

await main();
