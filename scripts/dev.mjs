// `pnpm dev`: the service with reload (tsx watch) and the shell plus every remote on Vite dev servers
// with hot reload. Open http://localhost:5100 (the shell); each remote also runs alone on its dev port
// (`DEV_PORTS` of packages/contracts/src/remotes.js: 5101–5103). Every app under apps/ is started, so a new remote
// needs no change here.
import { run } from './lib.mjs';

await run('pnpm', ['exec', 'turbo', 'run', 'dev', '--concurrency=8', '--filter=@badminton/api', '--filter=./apps/*']);
