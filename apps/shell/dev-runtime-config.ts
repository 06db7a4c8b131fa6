import type { Plugin } from 'vite';
import { DEV_PORTS } from '@badminton/vite-config';

/**
 * In `pnpm dev` the shell's dev server answers /config.json itself, pointing at the remotes' dev servers.
 * In the built system the service answers /config.json from its validated configuration.
 */
export function devRuntimeConfig(): Plugin {
  return {
    name: 'dev-runtime-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            apiBase: '',
            fileHost: '/wwwroot',
            remotes: {
              portal: `http://localhost:${DEV_PORTS.portal}/remoteEntry.js`,
              member: `http://localhost:${DEV_PORTS.member}/remoteEntry.js`,
              institution: `http://localhost:${DEV_PORTS.institution}/remoteEntry.js`,
            },
          }),
        );
      });
    },
  };
}
