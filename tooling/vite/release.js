// A remote as a release unit (issue 23 §3, packages/contracts/src/release.ts): after the browser build of a remote,
// the same `vite build` writes, next to remoteEntry.js in dist/,
//   server/entry.js  the server-rendering entry: the remote's App (src/server-entry.tsx) as ONE ES module for Node 20,
//                    every dependency bundled but the shared singletons, which stay bare imports (the web tier gives
//                    them, as the shell gives them in the browser), CSS dropped (the browser build emits it);
//   routes.json      the route document: the remote's route manifest (the one object src/routes.ts exports);
//   release.json     the release manifest: name, version, the versions of the shared singletons it was built against,
//                    and the sha384 integrity of every file of the release.
// `files` of release.json lists every file of dist/ but release.json itself and the precompressed `.br`/`.gz`
// siblings: a sibling is another encoding of a listed file (what a browser checks integrity against is the decoded
// body), and the contract test (scripts/check-remote-contract.mjs) checks that each sibling decodes to its file.
// `version` is `<package version>+<10 hex>`, the hex the start of a sha256 over the sorted `path integrity` lines,
// so two builds of the same sources agree and any changed file gives another version.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, runnerImport } from 'vite';
import { elementReact } from './element-react.js';
import { compressFile } from './precompress.js';
import { SERVER_CONDITIONS, SHARED_SINGLETONS } from './shared.js';
import { sharedVersions } from './shared-versions.js';

// The file names of packages/contracts/src/release.ts (tooling imports no workspace package; the contract test checks
// the written files with the contracts' own readers).
export const RELEASE_FILE = 'release.json';
export const ROUTE_DOCUMENT_FILE = 'routes.json';
export const SERVER_ENTRY_FILE = 'server/entry.js';
export const RELEASE_SCHEMA = 1;

/** The server entry's own source, in the remote's folder. */
export const SERVER_ENTRY_SOURCE = 'src/server-entry.tsx';
/** The route manifest's source, in the remote's folder. */
export const ROUTE_MANIFEST_SOURCE = 'src/routes.ts';

/**
 * What the server entry leaves as bare imports: the shared singletons, react-dom/server should a screen reach it, and the
 * router's server subpath (its StaticRouter must be the react-router of the shared facade). Exactly these names (not
 * other subpaths: `@badminton/api-client/react` is bundled, as in the browser build).
 */
export const SERVER_EXTERNALS = [...SHARED_SINGLETONS, 'react-dom/server', '@badminton/router/server'];

const STYLE_SHEET = /\.(css|less|sass|scss|styl|stylus|pcss|postcss)(\?.*)?$/;
const DROPPED_STYLE = '\0badminton-server-style';

/** Style sheet imports resolve to an empty module on the server: the browser build emits the CSS. */
function dropStyleSheets() {
  return {
    name: 'badminton-server-drop-css',
    enforce: 'pre',
    resolveId(source) {
      return STYLE_SHEET.test(source) ? DROPPED_STYLE : null;
    },
    load(id) {
      return id === DROPPED_STYLE ? { code: 'export default "";', map: null } : null;
    },
  };
}

/**
 * The Vite config of a remote's server entry: an SSR build of `src/server-entry.tsx` into `dist/server/entry.js`.
 * @param {object} options
 * @param {string} options.dir  the remote's folder
 * @param {string} [options.outDir]  default `<dir>/dist/server`
 * @param {string} [options.mode]
 * @param {import('vite').LogLevel} [options.logLevel]
 * @returns {import('vite').InlineConfig}
 */
export function defineServerEntryConfig({ dir, outDir = path.join(dir, 'dist', 'server'), mode = 'production', logLevel = 'warn' }) {
  const external = new Set(SERVER_EXTERNALS);
  return {
    configFile: false,
    envFile: false,
    root: dir,
    mode,
    logLevel,
    // Its own cache: the browser build's pre-bundles are for other conditions.
    cacheDir: path.join(dir, 'node_modules/.vite-server'),
    publicDir: false,
    // No React plugin (no fast refresh on the server): esbuild's automatic JSX runtime.
    esbuild: { jsx: 'automatic' },
    plugins: [dropStyleSheets(), elementReact()],
    // The same build-time constants as the browser build (defineAppConfig).
    define: { __BM_SHARED_VERSIONS__: JSON.stringify(sharedVersions(dir, SHARED_SINGLETONS)) },
    resolve: { conditions: SERVER_CONDITIONS },
    ssr: {
      target: 'node',
      noExternal: true,
      resolve: { conditions: SERVER_CONDITIONS, externalConditions: SERVER_CONDITIONS },
    },
    build: {
      ssr: path.join(dir, SERVER_ENTRY_SOURCE),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rollupOptions: {
        // Checked on the import as written, before resolution: exactly the shared names stay bare.
        external: (id) => external.has(id),
        output: { format: 'es', entryFileNames: 'entry.js', inlineDynamicImports: true },
      },
    },
  };
}

/**
 * The route manifest a remote's `src/routes.ts` exports: its one exported plain object (the manifest is data only).
 * Loaded through Vite's module runner, so a manifest importing a constant still loads.
 * @param {string} dir
 */
export async function readRouteManifest(dir) {
  const file = path.join(dir, ROUTE_MANIFEST_SOURCE);
  const { module } = await runnerImport(file, { configFile: false, root: dir, logLevel: 'error', resolve: { conditions: SERVER_CONDITIONS } });
  const objects = Object.entries(module).filter(([, value]) => typeof value === 'object' && value !== null && !Array.isArray(value));
  if (objects.length !== 1) {
    throw new Error(`${file}: expected one exported route manifest object, found ${objects.map(([key]) => key).join(', ') || 'none'}`);
  }
  return objects[0][1];
}

/** Every file under `dir`, as `/`-separated paths relative to it, sorted. */
export async function listFiles(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(dir, relative)));
    else out.push(relative);
  }
  return out.sort();
}

/** Whether a dist file belongs in release.json's `files`: not release.json, not a precompressed sibling. */
export function isReleaseFile(relative) {
  return !relative.startsWith(RELEASE_FILE) && !/\.(br|gz)$/.test(relative);
}

/** Subresource integrity of a body. */
export function integrity(body) {
  return `sha384-${createHash('sha384').update(body).digest('base64')}`;
}

/** `<package version>+<first 10 hex of sha256 over the sorted "path integrity" lines>`. */
export function releaseVersion(packageVersion, files) {
  const lines = Object.keys(files)
    .sort()
    .map((file) => `${file} ${files[file]}\n`)
    .join('');
  return `${packageVersion}+${createHash('sha256').update(lines).digest('hex').slice(0, 10)}`;
}

/**
 * Writes routes.json and release.json into a remote's dist folder (after its browser build and server entry), and
 * their precompressed siblings. Returns the release. The shell's release (`routes: false`) has no route document.
 * @param {object} options
 * @param {string} options.name  the federation name (`shell` for the shell)
 * @param {string} options.dir  the app's folder (its package.json gives the version)
 * @param {string} [options.outDir]  default `<dir>/dist`
 * @param {unknown} [options.routes]  the route manifest (default: read from src/routes.ts); false: none (the shell)
 */
export async function writeRelease({ name, dir, outDir = path.join(dir, 'dist'), routes }) {
  if (routes !== false) {
    const manifest = routes ?? (await readRouteManifest(dir));
    const document = { schema: RELEASE_SCHEMA, remote: name, routes: manifest };
    const documentFile = path.join(outDir, ROUTE_DOCUMENT_FILE);
    await writeFile(documentFile, `${JSON.stringify(document, null, 2)}\n`);
    await compressFile(documentFile);
  }

  const files = {};
  for (const relative of (await listFiles(outDir)).filter(isReleaseFile)) {
    files[relative] = integrity(await readFile(path.join(outDir, relative)));
  }
  const { version: packageVersion } = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  const release = {
    schema: RELEASE_SCHEMA,
    name,
    version: releaseVersion(packageVersion, files),
    // By package (react, react-dom, @badminton/router, …), as the shell's build reads its own (./shared-versions.js).
    shared: sharedVersions(dir, SHARED_SINGLETONS),
    files,
  };
  const releaseFile = path.join(outDir, RELEASE_FILE);
  await writeFile(releaseFile, `${JSON.stringify(release, null, 2)}\n`);
  await compressFile(releaseFile);
  return release;
}

/**
 * The plugin that makes a remote's `vite build` a whole release: when the browser build has closed (after the
 * precompressed siblings are written), it runs the server entry's SSR build, then writes routes.json and
 * release.json. The browser build itself is unchanged. For the shell (`host`), when it has a server entry
 * (`src/server-entry.tsx`): the server entry and a release.json named `shell` (SHELL_RELEASE of the contracts) with
 * no route document, which the web tier reads like a remote's.
 * @param {{ name: string, dir: string, host?: boolean }} options
 * @returns {import('vite').Plugin}
 */
export function releaseUnit({ name, dir, host = false }) {
  let outDir = path.join(dir, 'dist');
  let mode = 'production';
  /** @type {import('vite').LogLevel} */
  let logLevel = 'info';
  let failed = false;
  return {
    name: 'badminton-release-unit',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
      logLevel = config.logLevel;
    },
    buildEnd(error) {
      failed = Boolean(error);
    },
    closeBundle: {
      // After every other plugin's closeBundle (precompress): the release lists the files they wrote.
      order: 'post',
      sequential: true,
      async handler() {
        if (failed) return;
        const hasServerEntry = existsSync(path.join(dir, SERVER_ENTRY_SOURCE));
        if (host && !hasServerEntry) return;
        if (!hasServerEntry) throw new Error(`${name}: ${SERVER_ENTRY_SOURCE} is missing (a remote's release needs its server entry)`);
        await build(defineServerEntryConfig({ dir, outDir: path.join(outDir, 'server'), mode, logLevel: logLevel === 'info' ? 'warn' : logLevel }));
        const release = await writeRelease({ name, dir, outDir, ...(host ? { routes: false } : {}) });
        if (logLevel !== 'silent') console.log(`release ${release.name}@${release.version}: ${Object.keys(release.files).length} files`);
      },
    },
  };
}

/**
 * A remote's dev server answers `/routes.json` (its route document, read fresh from `src/routes.ts` on each request),
 * as its release folder does: the shell's dev server reads the remotes' routes at run time too (decision 0053).
 * @param {{ name: string, dir: string }} options
 * @returns {import('vite').Plugin}
 */
export function devRouteDocument({ name, dir }) {
  return {
    name: 'badminton-dev-route-document',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(`/${ROUTE_DOCUMENT_FILE}`, (_request, response, next) => {
        readRouteManifest(dir).then(
          (routes) => {
            response.setHeader('content-type', 'application/json');
            response.setHeader('access-control-allow-origin', '*');
            response.end(JSON.stringify({ schema: RELEASE_SCHEMA, remote: name, routes }));
          },
          (error) => next(error),
        );
      });
    },
  };
}
