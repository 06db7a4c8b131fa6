import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteManifest } from '@badminton/contracts/routes';
import {
  incompatibleShares,
  readRelease,
  readRouteDocument,
  RELEASE_FILE,
  releaseBase,
  ROUTE_ASSETS_FILE,
  ROUTE_DOCUMENT_FILE,
  SERVER_ENTRY_FILE,
  SHELL_RELEASE,
  type RemoteRelease,
} from '@badminton/contracts/release';

/** A release the web tier can use: its manifest, its route document, its route files map, and its server entry. */
export interface LoadedRelease {
  name: string;
  /** The folder URL of the release (ends in `/`): `/remotes/member/`, `https://cdn.example/member/1.2.0/`. */
  base: string;
  release: RemoteRelease;
  routes: RouteManifest;
  /** The build's route-assets.json (which files each route loads), or null. */
  assets: unknown;
  /** The server entry's module (imported once per version). */
  serverModule(): Promise<Record<string, unknown>>;
}

/** A release the web tier will not use, and why (one log line each time it changes). */
export interface RefusedRelease {
  name: string;
  base: string;
  reason: string;
  /** The release, when it could be read (refused for its shared singletons). */
  release?: RemoteRelease;
  routes?: RouteManifest;
}

export type ReleaseState = LoadedRelease | RefusedRelease;

export function isLoaded(state: ReleaseState): state is LoadedRelease {
  return 'serverModule' in state;
}

interface Log {
  error(object: unknown, message: string): void;
  warn(object: unknown, message: string): void;
}

export interface ReleasesOptions {
  /** Folders this web tier serves itself: the URL prefix `/remotes/<name>/` (or `/` for the shell) → folder. */
  localFolders: Readonly<Record<string, string>>;
  /** Where server entries are written before import (their bare imports resolve from the web tier's packages). */
  cacheDir: string;
  /** How long a release fetched over HTTP is trusted before its manifest is asked again. */
  remoteTtlMs?: number;
  log: Log;
  fetch?: typeof fetch;
}

/** The versions of the shared singletons this web tier gives a server entry: its own installed packages'. */
export function hostVersions(names: Iterable<string>): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of names) {
    const manifest = installedManifest(name);
    if (manifest) versions[name] = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  }
  return versions;
}

function installedManifest(name: string): string | null {
  for (let folder = path.dirname(new URL(import.meta.url).pathname); ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(folder) === folder) return null;
  }
}

function integrity(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Reads releases at run time (decision 0053): from a folder this web tier serves (a `stat` of release.json per page
 * tells a new build) or over HTTP from another origin (asked again after `remoteTtlMs`). A release is used only when
 * its manifest and route document are well-formed, its files match their integrity, and the shared singletons it was
 * built against are ones this web tier has (same major version); otherwise it is refused, with one log line.
 */
export function createReleases(options: ReleasesOptions) {
  const doFetch = options.fetch ?? fetch;
  const ttl = options.remoteTtlMs ?? 5000;
  const states = new Map<string, { stamp: string; checkedAt: number; state: Promise<ReleaseState> }>();
  const modules = new Map<string, Promise<Record<string, unknown>>>();
  const reported = new Map<string, string>();

  function localFolder(base: string): string | null {
    for (const [prefix, folder] of Object.entries(options.localFolders)) if (base === prefix) return folder;
    return null;
  }

  async function readFileOf(base: string, file: string): Promise<Buffer> {
    const folder = localFolder(base);
    if (folder) {
      const full = path.resolve(folder, file);
      if (!full.startsWith(path.resolve(folder) + path.sep)) throw new Error(`${file}: outside the release`);
      return readFile(full);
    }
    if (!/^https?:\/\//.test(base)) throw new Error(`${base}: neither a folder served here nor an http(s) URL`);
    const answer = await doFetch(new URL(file, base));
    if (!answer.ok) throw new Error(`${new URL(file, base).href} answered ${answer.status}`);
    return Buffer.from(await answer.arrayBuffer());
  }

  async function stampOf(base: string): Promise<string> {
    const folder = localFolder(base);
    if (!folder) return 'http';
    try {
      const { mtimeMs, size } = await stat(path.join(folder, RELEASE_FILE));
      return `${mtimeMs}:${size}`;
    } catch {
      return 'missing';
    }
  }

  async function load(name: string, base: string, host: (names: string[]) => Record<string, string>): Promise<ReleaseState> {
    let release: RemoteRelease;
    let routes: RouteManifest;
    try {
      release = readRelease(JSON.parse((await readFileOf(base, RELEASE_FILE)).toString('utf8')), name);
      if (name === SHELL_RELEASE) routes = {};
      else {
        const document = await readFileOf(base, ROUTE_DOCUMENT_FILE);
        if (integrity(document) !== release.files[ROUTE_DOCUMENT_FILE]) throw new Error(`${ROUTE_DOCUMENT_FILE} does not match its integrity`);
        routes = readRouteDocument(JSON.parse(document.toString('utf8')), name).routes;
      }
    } catch (error) {
      return { name, base, reason: error instanceof Error ? error.message : String(error) };
    }
    const problems = incompatibleShares(release.shared, host(Object.keys(release.shared)));
    if (problems.length > 0) return { name, base, release, routes, reason: `built against ${problems.join('; ')}` };
    let assets: unknown = null;
    if (release.files[ROUTE_ASSETS_FILE]) {
      assets = await readFileOf(base, ROUTE_ASSETS_FILE).then((bytes) => JSON.parse(bytes.toString('utf8')) as unknown, () => null);
    }
    const key = `${name}@${release.version}:${release.files[SERVER_ENTRY_FILE]}`;
    return {
      name,
      base,
      release,
      routes,
      assets,
      serverModule() {
        let module = modules.get(key);
        if (!module) {
          module = importServerEntry(name, base, release).catch((error: unknown) => {
            modules.delete(key);
            throw error;
          });
          modules.set(key, module);
        }
        return module;
      },
    };
  }

  async function importServerEntry(name: string, base: string, release: RemoteRelease): Promise<Record<string, unknown>> {
    const bytes = await readFileOf(base, SERVER_ENTRY_FILE);
    if (integrity(bytes) !== release.files[SERVER_ENTRY_FILE]) throw new Error(`${name}: ${SERVER_ENTRY_FILE} does not match its integrity`);
    const folder = path.join(options.cacheDir, name, release.version.replace(/[^\w.+-]/g, '_'));
    const file = path.join(folder, `entry-${integrity(bytes).slice(7, 23).replace(/[^\w]/g, '_')}.mjs`);
    await mkdir(folder, { recursive: true });
    if (!existsSync(file)) await writeFile(file, bytes);
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  }

  return {
    /**
     * The release behind `entryUrl` (a remote's `remoteEntry.js` URL, or `/` for the shell's folder), read again when
     * it changed. `host(names)` gives this web tier's versions of the named shared singletons.
     */
    async get(name: string, entryUrl: string, host: (names: string[]) => Record<string, string> = hostVersions): Promise<ReleaseState> {
      const base = entryUrl.endsWith('/') ? entryUrl : releaseBase(entryUrl);
      const stamp = await stampOf(base);
      const now = Date.now();
      const key = `${name} ${base}`;
      let cached = states.get(key);
      if (!cached || cached.stamp !== stamp || (stamp === 'http' && now - cached.checkedAt > ttl)) {
        cached = { stamp, checkedAt: now, state: load(name, base, host) };
        states.set(key, cached);
      }
      const state = await cached.state;
      const verdict = isLoaded(state) ? `ok ${state.release.version}` : state.reason;
      if (reported.get(key) !== verdict) {
        reported.set(key, verdict);
        if (!isLoaded(state)) options.log.error({ remote: name, base }, `release refused: ${state.reason}`);
      }
      return state;
    },
  };
}

export type Releases = ReturnType<typeof createReleases>;
