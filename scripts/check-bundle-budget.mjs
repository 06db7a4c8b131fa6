// `node scripts/check-bundle-budget.mjs [--json]`: the JavaScript budget per route (issue 12, decision 0029), computed
// from the build: for every path of every remote's route asset map (per remote where several serve a path, by role),
// the gzip -9 bytes of the scripts the route loads up front — the HTML's own entry script and the files
// `routeFiles` (@badminton/contracts/route-assets) lists, the same list the service preloads. Fails (exit 1) when a
// route goes over its budget. A size check on files, never a timing; `pnpm test` runs it after the build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REMOTE_NAMES, defaultRemoteEntry } from '../packages/contracts/src/remotes.js';
import { routeFiles } from '../packages/contracts/src/route-assets.js';
import { ROOT } from './lib.mjs';

/**
 * KB of gzip per route. Issue 12's targets are 300 on any route and 150 on the home page; the home page is at ~149.4
 * (react-dom 43, the federation runtime 20 and two federation entries 15, the router 13, the api-client 10:
 * docs/performance.md), so its budget is the target itself and nothing may grow it. Lower a budget when a route gets
 * lighter; never raise one without a decision record.
 */
export const BUDGET_KB = { '/index': 150, default: 300 };
/** Issue 12's targets, printed next to the budgets. */
export const TARGET_KB = { '/index': 150, default: 300 };

/**
 * Libraries that load only when used, never with a route (issue 12 point 3), each known by a text of its own in the
 * built file: jsencrypt loads with the first password sent (packages/api-client/src/secure.ts). A route whose
 * up-front scripts carry one fails like a route over its budget.
 */
export const LOAD_ON_USE = [{ name: 'jsencrypt', marker: 'Message too long for RSA' }];

/**
 * Server-only code that must never reach a browser file (issue 23 §5): React's server renderer and Node's built-in
 * modules, each known by a pattern its code carries (`sample`: a file that must match it, so a pattern that matches
 * nothing cannot pass the check in silence). The server entries (`dist/server/`) are not browser files.
 */
export const SERVER_ONLY = [
  { name: 'react-dom/server', pattern: /renderToPipeableStream/, sample: 'apps/web/node_modules/react-dom/cjs/react-dom-server.node.production.min.js' },
  { name: 'a Node built-in module', pattern: /(?:from|import)\s*\(?\s*["']node:/, sample: 'apps/web/src/app.ts' },
];

/** Every built browser script of the shell and the remotes (never their server entries). */
export function browserScripts() {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'server') walk(full);
      else if (entry.isFile() && entry.name.endsWith('.js')) out.push(full);
    }
  };
  for (const app of ['shell', ...REMOTE_NAMES]) walk(dist(app));
  return out;
}

const dist = (app) => path.join(ROOT, 'apps', app, 'dist');

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The dist file behind a URL the shell serves (`/x` → shell, `/remotes/<name>/x` → that remote). */
function fileOf(url) {
  const remote = url.match(/^\/remotes\/([^/]+)\/(.+)$/);
  return remote ? path.join(dist(remote[1]), remote[2]) : path.join(dist('shell'), url.replace(/^\//, ''));
}

const sizes = new Map();
function gzipBytes(url) {
  if (!sizes.has(url)) sizes.set(url, zlib.gzipSync(readFileSync(fileOf(url)), { level: 9 }).length);
  return sizes.get(url);
}

export function measureRoutes() {
  const maps = {
    shell: readJson(path.join(dist('shell'), 'route-assets.json')),
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, readJson(path.join(dist(name), 'route-assets.json'))]).filter(([, map]) => map)),
  };
  if (!maps.shell || Object.keys(maps.remotes).length !== REMOTE_NAMES.length) {
    throw new Error('route-assets.json missing from a build: run `pnpm build` first');
  }
  const html = readFileSync(path.join(dist('shell'), 'index.html'), 'utf8');
  const htmlScripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, defaultRemoteEntry(name)]));
  const rows = [];
  for (const name of REMOTE_NAMES) {
    for (const pathname of Object.keys(maps.remotes[name].routes)) {
      const { scripts } = routeFiles(maps, remotes, pathname, name);
      const all = [...new Set([...htmlScripts, ...scripts])];
      const bytes = all.reduce((sum, url) => sum + gzipBytes(url), 0);
      const budgetKb = BUDGET_KB[pathname] ?? BUDGET_KB.default;
      const targetKb = TARGET_KB[pathname] ?? TARGET_KB.default;
      const eager = LOAD_ON_USE.filter(({ marker }) => all.some((url) => readFileSync(fileOf(url), 'utf8').includes(marker))).map(({ name: library }) => library);
      rows.push({ remote: name, path: pathname, files: all.length, kb: Number((bytes / 1024).toFixed(1)), budgetKb, targetKb, eager });
    }
  }
  return rows;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const rows = measureRoutes();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    for (const row of rows) {
      const flag =
        (row.kb > row.budgetKb ? '  OVER BUDGET' : row.kb > row.targetKb ? `  (target ${row.targetKb} KB)` : '') +
        (row.eager.length > 0 ? `  LOADS UP FRONT: ${row.eager.join(', ')}` : '');
      console.log(`${row.kb.toFixed(1).padStart(7)} KB of ${String(row.budgetKb).padStart(3)}  ${String(row.files).padStart(3)} files  ${row.remote.padEnd(11)} ${row.path}${flag}`);
    }
  }
  const over = rows.filter((row) => row.kb > row.budgetKb);
  if (over.length > 0) {
    console.error(`\n${over.length} route(s) over their JavaScript budget (gzip): ${over.map((row) => `${row.remote} ${row.path} ${row.kb} KB > ${row.budgetKb} KB`).join('; ')}`);
    process.exit(1);
  }
  // A marker no built file carries would pass every route without checking anything: each must be in its lazy chunk.
  const assetFiles = REMOTE_NAMES.flatMap((name) => readdirSync(path.join(dist(name), 'assets')).filter((file) => file.endsWith('.js')).map((file) => path.join(dist(name), 'assets', file)));
  const unseen = LOAD_ON_USE.filter(({ marker }) => !assetFiles.some((file) => readFileSync(file, 'utf8').includes(marker)));
  if (unseen.length > 0) {
    console.error(`\nno built file carries the marker of ${unseen.map(({ name }) => name).join(', ')}: update LOAD_ON_USE`);
    process.exit(1);
  }
  const eager = rows.filter((row) => row.eager.length > 0);
  if (eager.length > 0) {
    console.error(`\n${eager.length} route(s) load up front what loads on use: ${eager.map((row) => `${row.remote} ${row.path} (${row.eager.join(', ')})`).join('; ')}`);
    process.exit(1);
  }
  const blind = SERVER_ONLY.filter(({ pattern, sample }) => !pattern.test(readFileSync(path.join(ROOT, sample), 'utf8')));
  if (blind.length > 0) {
    console.error(`\nthe server-only pattern of ${blind.map(({ name }) => name).join(', ')} no longer matches its sample: update SERVER_ONLY`);
    process.exit(1);
  }
  const leaks = browserScripts().flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return SERVER_ONLY.filter(({ pattern }) => pattern.test(text)).map(({ name }) => `${path.relative(ROOT, file)} (${name})`);
  });
  if (leaks.length > 0) {
    console.error(`\nserver-only code in a browser file: ${leaks.join('; ')}`);
    process.exit(1);
  }
  console.log(`\nbundle budget: ${rows.length} routes within budget (largest ${Math.max(...rows.map((row) => row.kb)).toFixed(1)} KB), none loads ${LOAD_ON_USE.map(({ name }) => name).join(', ')} up front, no browser file carries server-only code`);
}
