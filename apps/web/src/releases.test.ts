import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createReleases, isLoaded } from './releases';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** A remote's release folder as a build writes it: files, route document, server entry, release manifest. */
function releaseFolder(options: { shared?: Record<string, string>; entry?: string; tamper?: boolean; routes?: unknown } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bm-release-'));
  folders.push(dir);
  mkdirSync(path.join(dir, 'server'));
  const files: Record<string, string> = {
    'remoteEntry.js': 'export const x = 1;',
    'routes.json': JSON.stringify({ schema: 1, remote: 'member', routes: options.routes ?? { '/personal/x': { title: '一页', roles: [1] } } }),
    'server/entry.js': options.entry ?? 'export default function App() { return null; }\nexport const marker = "v1";\n',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const integrities = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, sri(text)]));
  if (options.tamper) writeFileSync(path.join(dir, 'server/entry.js'), 'export default 1; // changed after the build');
  writeFileSync(
    path.join(dir, 'release.json'),
    JSON.stringify({ schema: 1, name: 'member', version: '1.0.0+abc', shared: options.shared ?? { react: '18.3.1' }, files: integrities }),
  );
  return dir;
}

const log = { errors: [] as string[], error(_o: unknown, message: string) { this.errors.push(message); }, warn() {} };
const host = () => ({ react: '18.2.0' });

function releases(dir: string) {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'bm-cache-'));
  folders.push(cacheDir);
  log.errors = [];
  return createReleases({ localFolders: { '/remotes/member/': dir }, cacheDir, log });
}

describe('releases (decision 0053)', () => {
  it('reads a release: its routes, and its server entry once its integrity matches', async () => {
    const state = await releases(releaseFolder()).get('member', '/remotes/member/remoteEntry.js', host);
    expect(isLoaded(state)).toBe(true);
    if (!isLoaded(state)) return;
    expect(state.routes).toEqual({ '/personal/x': { title: '一页', roles: [1] } });
    expect((await state.serverModule()).marker).toBe('v1');
  });

  it('refuses a release built against a shared singleton of another major version, with one log line', async () => {
    const source = releases(releaseFolder({ shared: { react: '19.0.0' } }));
    const state = await source.get('member', '/remotes/member/remoteEntry.js', host);
    expect(isLoaded(state)).toBe(false);
    expect(!isLoaded(state) && state.reason).toBe('built against react built@19.0.0, host has 18.2.0');
    await source.get('member', '/remotes/member/remoteEntry.js', host);
    expect(log.errors).toEqual(['release refused: built against react built@19.0.0, host has 18.2.0']);
  });

  it('refuses a release whose manifest names a singleton the host does not have', async () => {
    const state = await releases(releaseFolder({ shared: { react: '18.3.1', '@badminton/router': '1.0.0' } })).get('member', '/remotes/member/', host);
    expect(!isLoaded(state) && state.reason).toBe('built against @badminton/router built@1.0.0, host has none');
  });

  it('does not run a server entry that differs from its integrity', async () => {
    const state = await releases(releaseFolder({ tamper: true })).get('member', '/remotes/member/', host);
    expect(isLoaded(state)).toBe(true);
    if (isLoaded(state)) await expect(state.serverModule()).rejects.toThrow('server/entry.js does not match its integrity');
  });

  it('refuses a malformed route document', async () => {
    const state = await releases(releaseFolder({ routes: { 'personal/x': { title: '一页' } } })).get('member', '/remotes/member/', host);
    expect(!isLoaded(state) && state.reason).toBe('route document of member: route "personal/x" does not start with /');
  });

  it('reads a new build in the same folder at once (the manifest changed)', async () => {
    const dir = releaseFolder();
    const source = releases(dir);
    const first = await source.get('member', '/remotes/member/', host);
    writeFileSync(
      path.join(dir, 'release.json'),
      JSON.stringify({ ...JSON.parse('{"schema":1,"name":"member","version":"1.0.1+def","shared":{"react":"18.3.1"}}'), files: isLoaded(first) ? first.release.files : {} }),
    );
    const second = await source.get('member', '/remotes/member/', host);
    expect(isLoaded(second) && second.release.version).toBe('1.0.1+def');
  });

  it('reads a release on another origin over HTTP', async () => {
    const dir = releaseFolder();
    const { readFileSync } = await import('node:fs');
    const fetched: string[] = [];
    const remote = createReleases({
      localFolders: {},
      cacheDir: mkdtempSync(path.join(tmpdir(), 'bm-cache-')),
      log,
      fetch: (async (url: URL) => {
        fetched.push(url.href);
        return new Response(readFileSync(path.join(dir, url.pathname.replace('/member/1.0.0/', ''))));
      }) as unknown as typeof fetch,
    });
    const state = await remote.get('member', 'https://cdn.example/member/1.0.0/remoteEntry.js', host);
    expect(isLoaded(state)).toBe(true);
    expect(fetched).toEqual(['https://cdn.example/member/1.0.0/release.json', 'https://cdn.example/member/1.0.0/routes.json']);
  });
});
