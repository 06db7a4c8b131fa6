// `node scripts/check-remote-contract.mjs <remote> [--json]`: the contract test of one remote's release unit (issue 23
// §3–4), on its built dist/ folder (`pnpm --filter @badminton/<remote> build` first; `turbo run contract` does both).
// Checks, each a line of its own:
//  1. release.json passes the contracts' readRelease; every file of dist/ but release.json and the .br/.gz siblings is
//     listed, every listed file exists with that sha384 integrity, every sibling decodes to its file, and the version
//     is `<package version>+<hash of the file list>`;
//  2. routes.json passes readRouteDocument and equals the route manifest of src/routes.ts;
//  3. the federation entry exposes ./App;
//  4. the shared singletons it was built against are the preset's list, at versions the shell's installed ones are
//     compatible with (`incompatibleShares` against the shell's package versions);
//  5. server/entry.js imports nothing bare but the shared singletons (and react-dom/server), and its default export
//     renders every route of routes.json inside the router's StaticRouter to completion (renderToPipeableStream,
//     onAllReady), as the web tier does for a visitor signed in as no one (a rendered session store of its own, server
//     calls all left to the browser), without an error — an error inside a Suspense boundary counts, though React
//     would fall back to client rendering for it. Every failing route is listed at the end, with its first error.
// Exit code 1 when any check fails. Runs the workspace packages' TypeScript through tsx (registered below), as the
// web tier does with the shared singletons' sources.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { register } from 'tsx/esm/api';
import { ROOT } from './lib.mjs';

register();

const { readRelease, readRouteDocument, incompatibleShares, RELEASE_FILE, ROUTE_DOCUMENT_FILE, SERVER_ENTRY_FILE } = await import(
  '../packages/contracts/src/release.ts'
);
const { REMOTE_NAMES } = await import('../packages/contracts/src/remotes.js');
const { SHARED_SINGLETONS } = await import('../tooling/vite/shared.js');
const { SERVER_EXTERNALS, integrity, isReleaseFile, listFiles, releaseVersion } = await import('../tooling/vite/release.js');
const { packageOf, sharedVersions } = await import('../tooling/vite/shared-versions.js');

/** Milliseconds a route may take to render completely before it counts as failed. */
const RENDER_TIMEOUT_MS = 10_000;

const remote = process.argv[2];
const asJson = process.argv.includes('--json');
if (!REMOTE_NAMES.includes(remote)) {
  console.error(`usage: node scripts/check-remote-contract.mjs <${REMOTE_NAMES.join('|')}> [--json]`);
  process.exit(2);
}
const appDir = path.join(ROOT, 'apps', remote);
const dist = path.join(appDir, 'dist');
const shellDir = path.join(ROOT, 'apps', 'shell');

/** @type {{ check: string, ok: boolean, detail: string }[]} */
const results = [];
function record(check, problems, okDetail = '') {
  results.push({ check, ok: problems.length === 0, detail: problems.length === 0 ? okDetail : problems.join('; ') });
  if (!asJson) console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${check}${problems.length === 0 ? (okDetail ? `: ${okDetail}` : '') : `\n       ${problems.join('\n       ')}`}`);
}
function readJson(file) {
  return JSON.parse(readFileSync(path.join(dist, file), 'utf8'));
}
/** Runs a check; a throw is its failure. */
async function check(name, body) {
  try {
    const outcome = await body();
    record(name, outcome?.problems ?? [], outcome?.detail);
    return outcome;
  } catch (error) {
    record(name, [error instanceof Error ? error.message : String(error)]);
    return undefined;
  }
}

if (!existsSync(path.join(dist, RELEASE_FILE))) {
  console.error(`apps/${remote}/dist/${RELEASE_FILE} is missing: run \`pnpm --filter @badminton/${remote} build\` first`);
  process.exit(1);
}

// 1. The release manifest and the files it lists.
const release = await check('release.json passes readRelease', () => {
  const value = readRelease(readJson(RELEASE_FILE), remote);
  return { problems: [], detail: `${value.name}@${value.version}`, value };
});
await check('release.json lists every file with its integrity', async () => {
  const problems = [];
  if (!release) return { problems: ['no readable release.json'] };
  const listed = release.value.files;
  const onDisk = await listFiles(dist);
  for (const file of onDisk.filter(isReleaseFile)) {
    if (!Object.hasOwn(listed, file)) problems.push(`${file} is in dist/ but not in release.json`);
  }
  for (const [file, expected] of Object.entries(listed)) {
    const full = path.join(dist, file);
    if (!existsSync(full)) problems.push(`${file} is listed but missing`);
    else if (integrity(readFileSync(full)) !== expected) problems.push(`${file}: integrity does not match`);
  }
  for (const file of onDisk.filter((name) => /\.(br|gz)$/.test(name))) {
    const original = file.replace(/\.(br|gz)$/, '');
    const body = readFileSync(path.join(dist, file));
    const decoded = file.endsWith('.br') ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body);
    if (!existsSync(path.join(dist, original)) || !decoded.equals(readFileSync(path.join(dist, original)))) problems.push(`${file} does not decode to ${original}`);
  }
  const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const expectedVersion = releaseVersion(version, listed);
  if (release.value.version !== expectedVersion) problems.push(`version is ${release.value.version}, the files give ${expectedVersion}`);
  return { problems, detail: `${Object.keys(listed).length} files, ${onDisk.filter((name) => /\.(br|gz)$/.test(name)).length} precompressed siblings` };
});

// 2. The route document.
const document = await check('routes.json passes readRouteDocument and equals src/routes.ts', async () => {
  const value = readRouteDocument(readJson(ROUTE_DOCUMENT_FILE), remote);
  const source = await import(pathToFileURL(path.join(appDir, 'src', 'routes.ts')).href);
  const manifests = Object.values(source).filter((item) => typeof item === 'object' && item !== null);
  const problems = manifests.length === 1 && isDeepStrictEqual(JSON.parse(JSON.stringify(manifests[0])), value.routes) ? [] : ['routes.json differs from the manifest of src/routes.ts'];
  return { problems, detail: `${Object.keys(value.routes).length} routes`, value };
});

// 3. The federation exposure the shell loads.
await check('remoteEntry.js exposes ./App', () => {
  const entry = readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8');
  const exposed = [...entry.matchAll(/"(\.\/[^"]+)":async\(\)=>/g)].map((match) => match[1]);
  return { problems: exposed.includes('./App') ? [] : [`exposes ${exposed.join(', ') || 'nothing'}, not ./App`], detail: exposed.join(', ') };
});

// 4. Shared singletons against the shell's.
await check("shared singletons are compatible with the shell's", async () => {
  if (!release) return { problems: ['no readable release.json'] };
  const built = release.value.shared;
  const problems = [];
  const names = Object.keys(built).sort();
  const packages = [...new Set(SHARED_SINGLETONS.map(packageOf))].sort();
  if (!isDeepStrictEqual(names, packages)) problems.push(`shared is ${names.join(', ')}, the preset shares ${packages.join(', ')}`);
  // The shell's side, read as the shell's build reads it into __BM_SHARED_VERSIONS__.
  const host = sharedVersions(shellDir, SHARED_SINGLETONS);
  problems.push(...incompatibleShares(built, host));
  return { problems, detail: Object.entries(built).map(([name, version]) => `${name}@${version}`).join(', ') };
});

// 5. The server entry: its imports, then every route rendered.
await check('server/entry.js imports only the shared singletons', () => {
  const code = readFileSync(path.join(dist, SERVER_ENTRY_FILE), 'utf8');
  const specifiers = [
    ...[...code.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']/gm)].map((match) => match[1]),
    ...[...code.matchAll(/^\s*import\s*["']([^"']+)["']/gm)].map((match) => match[1]),
    ...[...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1]),
  ];
  const allowed = new Set(SERVER_EXTERNALS);
  const problems = [...new Set(specifiers)].filter((spec) => !allowed.has(spec)).map((spec) => `imports ${spec}`);
  // An ES module has no require: a CommonJS call left in the bundle would throw at run time.
  if (/\brequire\(\s*["'][^"']+["']\s*\)/.test(code)) problems.push('calls require() of a module');
  return { problems, detail: [...new Set(specifiers)].sort().join(', ') };
});

const failures = [];
if (document) {
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  const load = (specifier) => import(pathToFileURL(fromApp.resolve(specifier)).href);
  const React = await load('react');
  const { renderToPipeableStream } = await load('react-dom/server');
  const { StaticRouter } = await load('@badminton/router/server');
  const { createRenderedSessionStore, SessionStoreContext } = await load('@badminton/session');
  const { createServerCalls, ServerCallsContext } = await load('@badminton/api-client/react');
  const { default: App } = await import(pathToFileURL(path.join(dist, SERVER_ENTRY_FILE)).href);
  const h = React.createElement ?? React.default.createElement;

  /** Renders one location to completion: its HTML and the errors React reported. */
  const render = (location) =>
    new Promise((resolve) => {
      const errors = [];
      let html = '';
      let settled = false;
      const finish = (extra) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ html, errors: extra ? [...errors, extra] : errors });
      };
      const timer = setTimeout(() => {
        stream.abort();
        finish(new Error(`did not finish within ${RENDER_TIMEOUT_MS} ms`));
      }, RENDER_TIMEOUT_MS);
      const sink = new Writable({
        write(chunk, _encoding, done) {
          html += chunk;
          done();
        },
        final(done) {
          finish();
          done();
        },
      });
      // As the web tier renders a page for a visitor signed in as no one: a store of its own, and calls whose answers
      // are all left to the browser (no service here), so each screen's useCall takes its server path.
      const page = h(
        SessionStoreContext.Provider,
        { value: createRenderedSessionStore() },
        h(ServerCallsContext.Provider, { value: createServerCalls(async () => null) }, h(StaticRouter, { location }, h(App, { fileHost: '' }))),
      );
      const stream = renderToPipeableStream(page, {
        onAllReady: () => stream.pipe(sink),
        onShellError: (error) => finish(error),
        onError: (error) => {
          errors.push(error);
        },
      });
    });
  const describe = (error) => {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const at = error instanceof Error ? (error.stack ?? '').split('\n').find((line) => /^\s+at /.test(line))?.trim() : undefined;
    return at ? `${message} (${at})` : message;
  };

  // React's dev warnings (server-side layout effects, legacy context of element-react) are not failures: they are
  // counted and printed once each with --verbose.
  const warnings = new Map();
  const consoleError = console.error;
  console.error = (...args) => {
    const text = args.map(String).join(' ').split('\n')[0];
    warnings.set(text, (warnings.get(text) ?? 0) + 1);
  };
  const notFound = (await render('/__no_such_route_of_the_contract_test__')).html;
  const rendered = [];
  try {
    for (const route of Object.keys(document.value.routes)) {
      const { html, errors } = await render(route);
      if (errors.length > 0) failures.push({ route, error: describe(errors[0]), errors: errors.length });
      else if (html === notFound) failures.push({ route, error: 'renders the not-found page: no screen for this path', errors: 0 });
      else rendered.push({ route, bytes: Buffer.byteLength(html) });
    }
  } finally {
    console.error = consoleError;
  }
  if (!asJson) {
    for (const { route, bytes } of rendered) console.log(`       rendered ${route} (${bytes} B)`);
  }
  record(
    `server entry renders each of its ${Object.keys(document.value.routes).length} routes`,
    failures.map(({ route, error, errors }) => `${route}: ${error}${errors > 1 ? ` (+${errors - 1} more)` : ''}`),
    `${rendered.length} rendered`,
  );
  if (process.argv.includes('--verbose') && !asJson) {
    for (const [text, count] of warnings) console.log(`  warning ×${count}: ${text}`);
  }
}

const failed = results.filter((result) => !result.ok);
if (asJson) {
  console.log(JSON.stringify({ remote, ok: failed.length === 0, results, failingRoutes: failures }, null, 2));
} else if (failed.length === 0) {
  console.log(`\ncontract of ${remote}: all ${results.length} checks pass`);
} else {
  console.error(`\ncontract of ${remote}: ${failed.length} of ${results.length} checks fail`);
  if (failures.length > 0) {
    console.error(`routes whose server render fails (${failures.length}):\n${failures.map(({ route, error }) => `  ${route}  ${error}`).join('\n')}`);
  }
}
process.exit(failed.length === 0 ? 0 : 1);
