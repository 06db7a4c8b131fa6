// What a remote publishes as a release unit (issue 23, decision 0053): the files every build of a remote writes next to
// its browser files, which the shell (in the browser) and the web tier (on the server) read at run time. No app imports
// another app's code or manifest at build time: they meet through these documents, located through the runtime
// configuration (`remotes.<name>`: the URL of the remote's `remoteEntry.js`; its folder holds the rest).
//
// Plain data and hand-written checks (no zod): the shell runs them in the browser.
import type { RouteDefinition, RouteManifest } from './routes';

/** The release manifest, in the remote's folder. */
export const RELEASE_FILE = 'release.json';
/** The route document, in the remote's folder. */
export const ROUTE_DOCUMENT_FILE = 'routes.json';
/** The server-rendering entry (one ES module, the shared singletons left as bare imports), in the remote's folder. */
export const SERVER_ENTRY_FILE = 'server/entry.js';
/** The browser entry the federation runtime loads. */
export const BROWSER_ENTRY_FILE = 'remoteEntry.js';
/** The route-to-files map of the build (tooling/vite/route-assets.js). */
export const ROUTE_ASSETS_FILE = 'route-assets.json';

export const RELEASE_SCHEMA = 1;

/** The shell's release name: it is built and shipped like a remote, but serves no routes of its own document. */
export const SHELL_RELEASE = 'shell';

/** A remote's routes, as its manifest (`src/routes.ts`) declares them. */
export interface RouteDocument {
  schema: typeof RELEASE_SCHEMA;
  remote: string;
  routes: RouteManifest;
}

/** A remote's release manifest. */
export interface RemoteRelease {
  schema: typeof RELEASE_SCHEMA;
  /** The federation name (`portal`, `member`, …). */
  name: string;
  /** `<package version>+<first 10 hex of the hash of every file's hash>`: two builds of the same sources agree. */
  version: string;
  /** The versions of the shared singletons it was built against (`react`, `@badminton/router`, …). */
  shared: Readonly<Record<string, string>>;
  /** Every file of the release but this one: relative path → subresource integrity (`sha384-…`). */
  files: Readonly<Record<string, string>>;
}

/** The folder (ending in `/`) of a remote whose browser entry is at `entryUrl`. */
export function releaseBase(entryUrl: string): string {
  return entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
}

const ROLE_CODES: readonly unknown[] = [1, 2, 3, 4, 5];

function routeProblem(path: string, route: unknown): string | null {
  if (!path.startsWith('/')) return `route "${path}" does not start with /`;
  if (!isRecord(route)) return `route "${path}" is not an object`;
  const r = route as Partial<RouteDefinition> & Record<string, unknown>;
  if (typeof r.title !== 'string' || r.title === '') return `route "${path}" has no title`;
  for (const flag of ['crumbsFlag', 'bottomFlag', 'keepAlive', 'lightFlag', 'bare', 'needsProfile'] as const) {
    if (r[flag] !== undefined && typeof r[flag] !== 'boolean') return `route "${path}": ${flag} is not a boolean`;
  }
  if (r.roles !== undefined && (!Array.isArray(r.roles) || !r.roles.every((code) => ROLE_CODES.includes(code)))) {
    return `route "${path}": roles are not role codes`;
  }
  return null;
}

/** Reads a route document, or throws with the first thing wrong in it. */
export function readRouteDocument(value: unknown, remote?: string): RouteDocument {
  if (!isRecord(value) || value.schema !== RELEASE_SCHEMA) throw new Error('route document: not schema 1');
  if (typeof value.remote !== 'string' || (remote !== undefined && value.remote !== remote)) {
    throw new Error(`route document: remote is ${String(value.remote)}, expected ${remote ?? 'a name'}`);
  }
  if (!isRecord(value.routes)) throw new Error('route document: routes is not an object');
  for (const [path, route] of Object.entries(value.routes)) {
    const problem = routeProblem(path, route);
    if (problem) throw new Error(`route document of ${value.remote}: ${problem}`);
  }
  return value as unknown as RouteDocument;
}

/**
 * Reads a release manifest, or throws with the first thing wrong in it. A remote's release has a browser entry, a
 * server entry and a route document; the shell's (`name` 'shell') has no route document and no federation entry.
 */
export function readRelease(value: unknown, remote?: string): RemoteRelease {
  if (!isRecord(value) || value.schema !== RELEASE_SCHEMA) throw new Error('release: not schema 1');
  if (typeof value.name !== 'string' || (remote !== undefined && value.name !== remote)) {
    throw new Error(`release: name is ${String(value.name)}, expected ${remote ?? 'a name'}`);
  }
  if (typeof value.version !== 'string' || value.version === '') throw new Error(`release of ${value.name}: no version`);
  if (!isStringRecord(value.shared)) throw new Error(`release of ${value.name}: shared is not a map of versions`);
  if (!isStringRecord(value.files) || !Object.values(value.files).every((v) => v.startsWith('sha384-'))) {
    throw new Error(`release of ${value.name}: files is not a map of sha384 integrities`);
  }
  for (const file of value.name === SHELL_RELEASE ? [SERVER_ENTRY_FILE] : [BROWSER_ENTRY_FILE, SERVER_ENTRY_FILE, ROUTE_DOCUMENT_FILE]) {
    if (!Object.hasOwn(value.files, file)) throw new Error(`release of ${value.name}: ${file} is missing`);
  }
  return value as unknown as RemoteRelease;
}

/** `[major, minor]` of a version (`18.3.1`, `^18.3.1`, `0.0.0`), or null. */
function majorMinor(version: string): [number, number] | null {
  const match = /(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * The shared singletons a release was built against that the host (the shell in the browser, the web tier on the
 * server) cannot give it: missing from the host, or of another major version (another minor while below 1.0). Each
 * as `name built@x, host has y`. Empty when the release can be loaded.
 */
export function incompatibleShares(built: Readonly<Record<string, string>>, host: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const [name, version] of Object.entries(built)) {
    const have = host[name];
    const a = majorMinor(version);
    const b = have === undefined ? null : majorMinor(have);
    const compatible = a !== null && b !== null && a[0] === b[0] && (a[0] !== 0 || a[1] === b[1]);
    if (!compatible) problems.push(`${name} built@${version}, host has ${have ?? 'none'}`);
  }
  return problems;
}
