// The one Vite + module-federation preset for the shell and every remote.
// See tooling/vite/README.md and docs/architecture.md.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './compile-hints.js';
import { elementReact } from './element-react.js';
import { precompress } from './precompress.js';
import { reactRouterPure } from './react-router-pure.js';
import { devRouteDocument, releaseUnit } from './release.js';
import { routeAssets } from './route-assets.js';
import { SHARED_SINGLETONS, WEB_CONDITIONS } from './shared.js';
import { sharedVersions } from './shared-versions.js';

export { elementReact } from './element-react.js';
export { SERVER_CONDITIONS, SHARED_SINGLETONS, WEB_CONDITIONS } from './shared.js';
export { defineServerEntryConfig, readRouteManifest, releaseUnit, writeRelease } from './release.js';
export { sharedVersions } from './shared-versions.js';

/**
 * Vitest `onUnhandledError` for every package whose tests render element-react in jsdom. element-react runs its
 * transition and hover timers (collapse, message box, Select's 300 ms hover index) on plain setTimeout; on a loaded
 * machine one can fire after the test has unmounted its element (a null ref) or after the file's jsdom is torn
 * down (`window is not defined`). Only that case is ignored: an error thrown from element-react's own timer
 * callback. Every other unhandled error still fails the run.
 * @param {unknown} error
 * @returns {boolean} false to ignore the error
 */
export function reportUnlessElementReactTimer(error) {
  const stack = /** @type {{ stack?: string }} */ (error)?.stack ?? '';
  return !(/element-react[\\/]dist[\\/]/.test(stack) && /_onTimeout|listOnTimeout/.test(stack));
}

/**
 * The federation shares: each a singleton, any version. element-react is not shared (decision 0029): a share is
 * bundled whole (~100 KB gzip for element-react), while bundled per app its side-effect-free modules are tree-shaken
 * (build fix 7 in ./element-react.js), so a route loads only the components its app uses.
 */
export function sharedConfig() {
  return Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: false }]));
}

/**
 * @param {object} options
 * @param {string} options.name  federation container name (JS identifier): 'shell' or a remote's name
 * @param {string} options.dir  the app's folder (import.meta.dirname of its vite.config)
 * @param {Readonly<Record<string, number>>} options.devPorts  the dev ports by app name plus `api` (the service):
 *   `DEV_PORTS` of `@badminton/contracts/remotes`, the one list of the remotes (decision 0018)
 * @param {Record<string,string>} [options.exposes]  remotes only: exposed modules
 * @param {'build'|'serve'} [options.command]  Vite's command (from `defineConfig(({ command }) => …)`)
 */
export function defineAppConfig({ name, dir, devPorts, exposes, command = 'serve' }) {
  const isHost = !exposes;
  const port = devPorts[name];
  if (!port || !devPorts.api) throw new Error(`@badminton/vite-config: no dev port for "${name}" or "api"`);
  const apiTarget = `http://127.0.0.1:${devPorts.api}`;
  return {
    root: dir,
    // Remotes build with relative asset URLs so a remote folder can be deployed under any path.
    base: isHost ? '/' : './',
    cacheDir: path.join(dir, 'node_modules/.vite'),
    resolve: { conditions: WEB_CONDITIONS },
    // The shared singletons' versions this build is made against (decision 0053): the shell judges remotes with them.
    define: { __BM_SHARED_VERSIONS__: JSON.stringify(sharedVersions(dir, SHARED_SINGLETONS)) },
    plugins: [
      elementReact(),
      reactRouterPure(),
      react(),
      federation({
        name,
        filename: 'remoteEntry.js',
        ...(isHost ? { remotes: {} } : { exposes }),
        shared: sharedConfig(),
        // One federation runtime (decision 0029): the shell provides it on globalThis and the built remotes use it
        // instead of bundling their own copy (~19 KB gzip on every route). A remote's dev server runs alone, as its
        // own host, so it keeps its runtime.
        experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: command === 'build' },
        dts: false,
      }),
      routeAssets({ host: isHost }),
      compileHints(),
      precompress(),
      // A remote's build is its whole release unit: server entry, route document, release manifest (./release.js);
      // the shell's build adds its server entry.
      releaseUnit({ name, dir, host: isHost }),
      ...(isHost ? [] : [devRouteDocument({ name, dir })]),
    ],
    // Pre-bundle the shared element-react entry up front, so the dev server does not re-optimise mid-session.
    optimizeDeps: { include: ['element-react/next.js'] },
    server: {
      port,
      strictPort: true,
      origin: `http://localhost:${port}`,
      proxy: {
        '/api': apiTarget,
        '/wwwroot': apiTarget,
      },
    },
    preview: { port, strictPort: true },
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: true,
      reportCompressedSize: false,
      modulePreload: false,
    },
    test: {
      environment: 'jsdom',
      globals: false,
      include: ['src/**/*.test.{ts,tsx}'],
      // The kit's test setup: jest-dom matchers, cleanup after each test, 5 s for findBy…/waitFor.
      setupFiles: ['@badminton/ui/test-setup'],
      // A screen test renders element-react in jsdom; on a loaded two-core machine (CI runs the API's tests beside it)
      // one test can pass the default 5 s, as the kit's own tests can (packages/ui/vitest.config.ts).
      testTimeout: 20_000,
      onUnhandledError: reportUnlessElementReactTimer,
    },
  };
}

export const toolingDir = path.dirname(fileURLToPath(import.meta.url));
