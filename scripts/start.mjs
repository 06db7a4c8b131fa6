// `pnpm start`: build what is not built, then serve the shell, every remote and the API from one origin
// (http://localhost:8080, PORT overrides) with the embedded database and the demo data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWeb, ROOT } from './lib.mjs';

if (!process.argv.includes('--no-build')) await buildWeb();

// The service runs its TypeScript through tsx (a dependency of apps/api, resolved from there).
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(ROOT, 'apps/api'),
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
