// Small helpers shared by the root scripts (start, dev, test, bench).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repo root, inheriting stdio; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

/** Builds the shell and every remote. Turbo's cache makes this a no-op when nothing changed. */
export function buildWeb() {
  return run('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
}
