// The sign-up burst (issue 13, decision 0031): 2,000 concurrent `TestApplication/SignUp` for one class of 100 seats,
// on PGlite and on the PostgreSQL server (BURST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; skipped
// with a note when it does not answer). The service side is apps/api/bench/sign-up-burst.ts (it builds the service on
// a fresh database with the fixtures), the client side burst-client.mjs. `node sign-ups.mjs` runs it alone;
// `pnpm bench` runs it last. Returns the reports: accepted sign-ups, orders in the database, seats_taken, latencies.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadAverage, ROOT } from './lib.mjs';

export function signUpBurst() {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', '@badminton/api', 'exec', 'tsx', 'bench/sign-up-burst.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => {
      if (code !== 0 && !out.trim()) return reject(new Error(`sign-up burst exited with ${code}`));
      const line = out.trim().split('\n').filter((l) => l.startsWith('[')).pop();
      resolve({ loadAverage: loadAverage(), reports: JSON.parse(line ?? '[]') });
    });
  });
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  console.log(JSON.stringify(await signUpBurst(), null, 2));
}
