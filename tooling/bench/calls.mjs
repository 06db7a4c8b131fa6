// `node calls.mjs`: the read-call part of `pnpm bench` alone, without building the frontends or Lighthouse.
// Starts the service from source (tsx) on a fresh data folder (or a fresh database on the PostgreSQL server of
// DATABASE_URL), then runs the hello-world and the read calls through autocannon exactly like bench.mjs.
//   --url http://host:port   measures an already running service instead;
//   --cpu-prof <dir>         starts the service with `node --cpu-prof` (profile written on exit);
//   --only <Service/Action>  measures one call;  --no-hello skips the hello-world;
//   --mix                    measures the varied mix of public reads (answer cache cold) instead of the repeated calls;
//   --both                   with --mix: on PGlite and on the PostgreSQL of DATABASE_URL, each next to a hello-world.
// BENCH_API_DIR runs another copy of apps/api (for before/after comparisons).
import {
  cannon,
  cpuMicros,
  helloWorld,
  loadAverage,
  measureMix,
  mixOnEachDatabase,
  READ_CALLS,
  SECONDS,
  signedBody,
  startService,
  waitFor,
} from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8290);

const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};

async function main() {
  if (process.argv.includes('--mix') && process.argv.includes('--both')) {
    console.log(JSON.stringify({ date: new Date().toISOString(), mix: await mixOnEachDatabase(PORT) }, null, 2));
    return;
  }
  let base = argument('--url');
  let service;
  if (!base) {
    service = await startService({ port: PORT, databaseUrl: process.env.DATABASE_URL, cpuProfileDir: argument('--cpu-prof') });
    base = service.base;
  }
  try {
    await waitFor(`${base}/api/health`);
    const only = argument('--only');
    const report = { database: service?.database ?? 'running service', loadAverage: loadAverage(), calls: [] };
    if (!only && !process.argv.includes('--no-hello')) report.helloWorld = await helloWorld(PORT + 1);
    if (process.argv.includes('--mix')) {
      report.mix = await measureMix(base, { pid: service?.pid, helloRps: report.helloWorld?.rps });
      delete report.calls;
      console.log(JSON.stringify(report, null, 2));
      return;
    }
    for (const [callPath, payload] of READ_CALLS) {
      if (only && only !== callPath) continue;
      const action = callPath.split('/').pop();
      const url = `${base}/api/services/app/${callPath}`;
      const probe = await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: signedBody(action, payload) })).json();
      let cpuBefore = Number.NaN;
      const measured = await cannon(url, signedBody(action, payload), { beforeMeasuring: () => (cpuBefore = service ? cpuMicros(service.pid) : Number.NaN) });
      const serverCpu = service ? cpuMicros(service.pid) - cpuBefore : Number.NaN;
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
    await service?.stop();
  }
}

await main();
