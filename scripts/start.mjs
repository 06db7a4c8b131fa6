// `pnpm start`: build what is not built, then serve the shell, every remote and the API from one origin
// (http://localhost:8080, PORT overrides) with the embedded database and the demo data.
import { spawn } from 'node:child_process';
import { buildWeb, ROOT } from './lib.mjs';

if (!process.argv.includes('--no-build')) await buildWeb();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
