import { spawn } from 'node:child_process';
import { cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * Each remote ships alone (issue 23, decision 0053): the member remote is built alone with one route more (a fixture,
 * not shipped: a copy of apps/member with a route and its screen added), published on a second origin, and the
 * running system — the same shell, web tier and service processes, never rebuilt nor restarted — shows the new route
 * once only the runtime configuration points at it, drawn on the server and hydrated; pointing it back removes it.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURE_PATH = '/personal/releaseCheck';
const FIXTURE_TEXT = '这一页来自单独发布的会员中心新版本';

/** Runs a command; rejects with its output when it fails. */
function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed:\n${output.slice(-4000)}`))));
  });
}

/** A copy of apps/member at the same depth (its node_modules links are relative), with the fixture route added. */
async function memberWithFixtureRoute(port: number): Promise<string> {
  const dir = path.join(ROOT, '.e2e-work', `member-${port}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.dirname(dir), { recursive: true });
  await cp(path.join(ROOT, 'apps/member'), dir, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !/[\\/](dist|\.turbo)([\\/]|$)/.test(path.relative(ROOT, source)),
  });
  const routes = path.join(dir, 'src/routes.ts');
  const manifest = await readFile(routes, 'utf8');
  expect(manifest).toContain('export const MEMBER_ROUTES = {');
  await writeFile(
    routes,
    manifest.replace('export const MEMBER_ROUTES = {', `export const MEMBER_ROUTES = {\n  '${FIXTURE_PATH}': { title: '新版本检查', crumbsFlag: true, lightFlag: true, roles: [1] },`),
  );
  const screens = path.join(dir, 'src/app/screens.ts');
  const table = await readFile(screens, 'utf8');
  expect(table).toContain('export const SCREENS: Record<MemberPath, RemoteScreen> = {');
  await writeFile(
    screens,
    table.replace(
      'export const SCREENS: Record<MemberPath, RemoteScreen> = {',
      `export const SCREENS: Record<MemberPath, RemoteScreen> = {\n  '${FIXTURE_PATH}': lazy(() => import('./release-check-screen')),`,
    ),
  );
  await writeFile(
    path.join(dir, 'src/app/release-check-screen.tsx'),
    `export default function ReleaseCheckScreen() {\n  return <p className="release-check">${FIXTURE_TEXT}</p>;\n}\n`,
  );
  return dir;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png' };

/** A static file server for `dir` on `port`: the second origin, readable cross-origin as a CDN would be. */
function publish(dir: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent((request.url ?? '/').split('?')[0]));
    if (!file.startsWith(dir + path.sep)) return void response.writeHead(403).end();
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

test('a member release built alone with a new route is switched to, and back, by the runtime configuration alone', async ({ page, server }) => {
  // Building a remote (its browser files and its server entry) takes a minute or two on a busy machine.
  test.setTimeout(600_000);
  const dir = await memberWithFixtureRoute(server.port);
  await run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], dir);
  const release = JSON.parse(await readFile(path.join(dir, 'dist/release.json'), 'utf8')) as { name: string; version: string };
  expect(release.name).toBe('member');
  const origin = await publish(path.join(dir, 'dist'), server.port + 200);
  const secondOrigin = `http://127.0.0.1:${server.port + 200}`;
  const defaults = { portal: '/remotes/portal/remoteEntry.js', member: '/remotes/member/remoteEntry.js', institution: '/remotes/institution/remoteEntry.js' };
  try {
    await signIn(page, '运动员', '13800000001', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/index$/);

    // Before: the route does not exist.
    await page.goto(FIXTURE_PATH);
    await expect(page.getByText('您访问的页面不存在', { exact: true })).toBeVisible();

    // Only the runtime configuration changes: the member remote is the new release on the second origin.
    const fromSecondOrigin: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(secondOrigin)) fromSecondOrigin.push(request.url());
    });
    await writeFile(server.runtimeConfigFile, JSON.stringify({ remotes: { ...defaults, member: `${secondOrigin}/remoteEntry.js` } }));
    const drawn = await page.goto(FIXTURE_PATH);
    expect(await drawn!.text(), 'the new route is drawn on the server').toContain(FIXTURE_TEXT);
    await expect(page.locator('.release-check')).toHaveText(FIXTURE_TEXT);
    // The browser loaded the remote from the second origin, and the rest of the centre still works with it.
    expect(fromSecondOrigin).toContain(`${secondOrigin}/remoteEntry.js`);
    await page.goto('/personal/gradeTestRecord');
    await expect(page.getByRole('navigation', { name: '个人中心菜单' })).toBeVisible();

    // Pointing it back rolls back: the route is gone again.
    await writeFile(server.runtimeConfigFile, JSON.stringify({ remotes: defaults }));
    const back = await page.goto(FIXTURE_PATH);
    expect(await back!.text()).not.toContain(FIXTURE_TEXT);
    await expect(page.getByText('您访问的页面不存在', { exact: true })).toBeVisible();
    // The same service all along: its data folder (and so its process) is the worker's.
    expect((await stat(server.dataDir)).isDirectory()).toBe(true);
  } finally {
    await writeFile(server.runtimeConfigFile, JSON.stringify({ remotes: defaults }));
    await new Promise((resolve) => origin.close(resolve));
    await rm(dir, { recursive: true, force: true });
  }
});
