import type { Plugin } from 'vite';
import { devRemoteEntries } from '@badminton/contracts/remotes';

/**
 * In `pnpm dev` the shell's dev server answers /config.json itself, pointing at each remote's dev server (the
 * remote list and ports of `@badminton/contracts/remotes`). In the built system the service answers /config.json
 * from its validated configuration.
 */
export function devRuntimeConfig(): Plugin {
  return {
    name: 'dev-runtime-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ apiBase: '', fileHost: '/wwwroot', remotes: devRemoteEntries() }));
      });
    },
  };
}
