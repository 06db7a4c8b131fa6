// Importing a 5,000-row sheet (issue 25, decision 0060): runs apps/api/bench/sheet-import.ts (the whole upload pipeline
// on a fresh in-memory database; batch sign-up of 5,000 new athletes, then their arrangement) and prints its report.
// A measurement, not a test. `node sheet-import.mjs` runs it alone.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadAverage, ROOT } from './lib.mjs';

export function sheetImport() {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', '@badminton/api', 'exec', 'tsx', 'bench/sheet-import.ts'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => {
      const line = out.trim().split('\n').filter((l) => l.startsWith('{')).pop();
      if (!line) return reject(new Error(`sheet import exited with ${code}`));
      resolve({ loadAverage: loadAverage(), report: JSON.parse(line) });
    });
  });
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  console.log(JSON.stringify(await sheetImport(), null, 2));
}
