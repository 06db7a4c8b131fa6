// The release unit (./release.js): the server entry's SSR build on a small fixture remote, and the documents
// writeRelease writes, read back with the contracts' own readers (packages/contracts/src/release.ts, through tsx).
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { register } from 'tsx/esm/api';
import { build } from 'vite';
import { defineServerEntryConfig, integrity, isReleaseFile, readRouteManifest, releaseVersion, SERVER_EXTERNALS, writeRelease } from './release.js';
import { SHARED_SINGLETONS } from './shared.js';
import { packageOf } from './shared-versions.js';

register();
const { readRelease, readRouteDocument, incompatibleShares } = await import('@badminton/contracts/release');

let dir;
before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'release-unit-'));
  await mkdir(path.join(dir, 'src'), { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'fixture-remote', version: '2.3.4', type: 'module' }));
  await writeFile(
    path.join(dir, 'src', 'routes.ts'),
    `import type { RouteManifest } from './types';
const PAGE = { crumbsFlag: true } as const;
export const FIXTURE_ROUTES = { '/a': { title: 'A', ...PAGE }, '/b': { title: 'B', roles: [1] } } as const satisfies RouteManifest;
export type FixturePath = keyof typeof FIXTURE_ROUTES;
`,
  );
  await writeFile(path.join(dir, 'src', 'types.ts'), 'export type RouteManifest = Record<string, { title: string }>;\n');
  await writeFile(path.join(dir, 'src', 'screen.css'), '.screen { color: red; }\n');
  await writeFile(
    path.join(dir, 'src', 'screen.tsx'),
    `import './screen.css';
import { useLocation } from '@badminton/router';
export default function Screen() { return <p className="screen">{useLocation().pathname}</p>; }
`,
  );
  await writeFile(
    path.join(dir, 'src', 'app.tsx'),
    `import { lazy, Suspense } from 'react';
import { api } from '@badminton/api-client/react';
const Screen = lazy(() => import('./screen'));
export default function App() { return <Suspense fallback={api}><Screen /></Suspense>; }
`,
  );
  await mkdir(path.join(dir, 'node_modules', '@badminton', 'api-client', 'src'), { recursive: true });
  await writeFile(
    path.join(dir, 'node_modules', '@badminton', 'api-client', 'package.json'),
    JSON.stringify({ name: '@badminton/api-client', version: '1.0.0', type: 'module', exports: { '.': './src/index.js', './react': './src/react.js' } }),
  );
  await writeFile(path.join(dir, 'node_modules', '@badminton', 'api-client', 'src', 'react.js'), 'export const api = "bundled subpath";\n');
  // The other shared packages, as installed: only their package.json (external, never read by the build).
  for (const [name, version] of [['react', '18.3.1'], ['react-dom', '18.3.1'], ['@badminton/router', '1.0.0'], ['@badminton/session', '1.0.0']]) {
    await mkdir(path.join(dir, 'node_modules', name), { recursive: true });
    await writeFile(path.join(dir, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }));
  }
  await writeFile(path.join(dir, 'src', 'server-entry.tsx'), "export { default } from './app';\n");
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('the server entry is one ES module: the shared singletons bare, a subpath of one and lazy screens bundled, CSS dropped', async () => {
  await build(defineServerEntryConfig({ dir, logLevel: 'silent' }));
  const code = await readFile(path.join(dir, 'dist', 'server', 'entry.js'), 'utf8');
  const bare = [...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gm)].map((match) => match[1]).sort();
  assert.deepEqual(bare, ['@badminton/router', 'react', 'react/jsx-runtime']);
  assert.ok(bare.every((name) => SERVER_EXTERNALS.includes(name)));
  assert.match(code, /bundled subpath/);
  assert.doesNotMatch(code, /color: red|\.css/);
  assert.doesNotMatch(code, /import\(/, 'dynamic imports are inlined');
  assert.match(code, /export \{[^}]*as default/);
});

test('routes.json and release.json pass the contracts readers and describe the dist folder', async () => {
  const dist = path.join(dir, 'dist');
  await writeFile(path.join(dist, 'remoteEntry.js'), `export const entry = ${JSON.stringify('x'.repeat(2000))};\n`);
  await writeFile(path.join(dist, 'remoteEntry.js.gz'), 'not listed');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'assets', 'screen.css'), '.screen{}');

  const release = await writeRelease({ name: 'fixture', dir });
  const written = JSON.parse(await readFile(path.join(dist, 'release.json'), 'utf8'));
  assert.deepEqual(written, release);
  readRelease(written, 'fixture');
  assert.throws(() => readRelease(written, 'other'));

  const document = readRouteDocument(JSON.parse(await readFile(path.join(dist, 'routes.json'), 'utf8')), 'fixture');
  assert.deepEqual(document.routes, { '/a': { title: 'A', crumbsFlag: true }, '/b': { title: 'B', roles: [1] } });

  assert.deepEqual(Object.keys(release.files).sort(), ['assets/screen.css', 'remoteEntry.js', 'routes.json', 'server/entry.js']);
  assert.equal(release.files['remoteEntry.js'], integrity(await readFile(path.join(dist, 'remoteEntry.js'))));
  assert.match(release.version, /^2\.3\.4\+[0-9a-f]{10}$/);
  assert.equal(release.version, releaseVersion('2.3.4', release.files));
  // Every shared package, at the version of its installed package.json.
  assert.deepEqual(Object.keys(release.shared).sort(), [...new Set(SHARED_SINGLETONS.map(packageOf))].sort());
  assert.equal(release.shared['react-dom'], '18.3.1');
  assert.equal(release.shared['@badminton/api-client'], '1.0.0');
  const host = { ...release.shared, '@badminton/router': '1.4.0' };
  assert.deepEqual(incompatibleShares(release.shared, host), []);
  assert.deepEqual(incompatibleShares(release.shared, { ...host, react: '19.0.0' }), ['react built@18.3.1, host has 19.0.0']);
});

test("the shell's release: no route document, its server entry listed, readRelease accepts it as 'shell'", async () => {
  const outDir = path.join(dir, 'dist-shell');
  await mkdir(path.join(outDir, 'server'), { recursive: true });
  await writeFile(path.join(outDir, 'index.html'), '<!doctype html>');
  await writeFile(path.join(outDir, 'server', 'entry.js'), 'export const ServerApp = null;\n');
  const release = await writeRelease({ name: 'shell', dir, outDir, routes: false });
  readRelease(JSON.parse(await readFile(path.join(outDir, 'release.json'), 'utf8')), 'shell');
  assert.deepEqual(Object.keys(release.files).sort(), ['index.html', 'server/entry.js']);
});

test('the version follows the files: another body or another name gives another version', () => {
  const files = { 'a.js': 'sha384-A', 'b.js': 'sha384-B' };
  assert.equal(releaseVersion('1.0.0', files), releaseVersion('1.0.0', { 'b.js': 'sha384-B', 'a.js': 'sha384-A' }));
  assert.notEqual(releaseVersion('1.0.0', files), releaseVersion('1.0.0', { ...files, 'b.js': 'sha384-C' }));
  assert.notEqual(releaseVersion('1.0.0', files), releaseVersion('1.0.0', { 'a.js': 'sha384-A', 'c.js': 'sha384-B' }));
});

test('release files: everything but release.json and the precompressed siblings', () => {
  assert.deepEqual(
    ['release.json', 'release.json.br', 'remoteEntry.js', 'remoteEntry.js.br', 'assets/a.css.gz', 'server/entry.js', 'routes.json'].filter(isReleaseFile),
    ['remoteEntry.js', 'server/entry.js', 'routes.json'],
  );
  assert.equal(packageOf('react/jsx-runtime'), 'react');
  assert.equal(packageOf('@badminton/api-client/react'), '@badminton/api-client');
});

test("reads a real remote's route manifest", async () => {
  const manifest = await readRouteManifest(path.resolve(import.meta.dirname, '../../apps/portal'));
  assert.equal(manifest['/signin'].title, '登录');
});
