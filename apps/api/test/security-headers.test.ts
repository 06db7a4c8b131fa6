import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDicData, getPersonalInfo, Role } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MARK, ROUTE_LOADER } from '../src/web/route-loader';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { callUrl, signedBody } from './helpers/call';

/** Security headers on every answer (decision 0021): CSP, nosniff, referrer policy, no framing. */

const SHELL_SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell/index.html');

let t: TestApp;
let webRoot: string;

async function writeBuild(relativePath: string, body: string): Promise<void> {
  const file = path.join(webRoot, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
}

function directives(policy: string | string[] | number | undefined): Map<string, string[]> {
  const entries = String(policy)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((parts) => parts[0] !== '');
  return new Map(entries.map(([name, ...sources]) => [name, sources]));
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'badminton-headers-'));
  await writeBuild('shell/dist/index.html', '<!doctype html><html><head><!--bm:route-hints--></head><body><div id="root"></div><script type="module" src="/assets/index-AbCdEf12.js"></script></body></html>');
  await writeBuild('shell/dist/assets/index-AbCdEf12.js', 'console.log("shell")');
  await writeBuild('portal/dist/remoteEntry.js', 'export const portal = 1;');
  t = await build({
    webRoot,
    env: {
      REMOTE_PORTAL_URL: 'https://cdn.example.org/portal/remoteEntry.js',
      REMOTE_MEMBER_URL: '//member.example.net/remoteEntry.js',
      FILE_HOST: 'https://files.example.com/wwwroot',
    },
  });
  await mkdir(path.join(t.config.storageRoot, 'news'), { recursive: true });
  await writeFile(path.join(t.config.storageRoot, 'news', 'picture.png'), 'not really a picture');
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

type Sent = Promise<{ statusCode: number; headers: Record<string, string | string[] | number | undefined> }>;

const requests: Array<{ name: string; send: () => Sent }> = [
  { name: 'a call', send: () => t.app.inject({ method: 'POST', url: callUrl(getDicData.path), payload: signedBody(getDicData.path, { classCode: 'education' }) }) },
  { name: 'a malformed call', send: () => t.app.inject({ method: 'POST', url: callUrl(getDicData.path), headers: { 'content-type': 'application/json' }, payload: '{' }) },
  { name: 'an unknown API path', send: () => t.app.inject('/api/nothing') },
  { name: 'health', send: () => t.app.inject('/api/health') },
  { name: 'the API reference', send: () => t.app.inject('/api/docs') },
  { name: 'the runtime config', send: () => t.app.inject('/config.json') },
  { name: 'the shell', send: () => t.app.inject('/index') },
  { name: 'a shell asset', send: () => t.app.inject('/assets/index-AbCdEf12.js') },
  { name: 'a remote entry', send: () => t.app.inject('/remotes/portal/remoteEntry.js') },
  { name: 'a missing remote file', send: () => t.app.inject('/remotes/portal/missing.js') },
  { name: 'a stored file', send: () => t.app.inject('/wwwroot/news/picture.png') },
  { name: 'a missing stored file', send: () => t.app.inject('/wwwroot/news/missing.png') },
];

describe('headers on every answer', () => {
  it.each(requests)('$name', async ({ send }) => {
    const response = await send();
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('no cache keeps a call answer (issue 22 point 11)', () => {
  it('answers every call, refused or not, public or a member\'s own, with no-store', async () => {
    const member = await signedInUser(t.database.db, Role.Athlete);
    const sent = [
      t.app.inject({ method: 'POST', url: callUrl(getDicData.path), payload: signedBody(getDicData.path, { classCode: 'education' }) }),
      t.app.inject({ method: 'POST', url: callUrl(getPersonalInfo.path), payload: signedBody(getPersonalInfo.path, {}, { userToken: member.userToken }) }),
      t.app.inject({ method: 'POST', url: callUrl(getPersonalInfo.path), payload: signedBody(getPersonalInfo.path, {}) }),
      t.app.inject({ method: 'POST', url: callUrl(getDicData.path), headers: { 'content-type': 'application/json' }, payload: '{' }),
      t.app.inject({ method: 'POST', url: callUrl('No/Such'), payload: {} }),
    ];
    for (const response of await Promise.all(sent)) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control'], response.body.slice(0, 80)).toBe('no-store');
    }
  });
});

describe('the Content-Security-Policy', () => {
  it('allows scripts only from this origin, the configured remote origins, the route loader and the member mark by their hashes, never other inline or eval', async () => {
    const policy = directives((await t.app.inject('/index')).headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(policy.get('script-src')).toEqual(["'self'", hashOf(ROUTE_LOADER), hashOf(MEMBER_MARK), 'https://cdn.example.org', 'member.example.net']);
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['https://cdn.example.org', 'member.example.net', 'https://files.example.com']));
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https://files.example.com']));
    expect(policy.get('media-src')).toContain('https://files.example.com');
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // Inline styles are allowed (the first-paint frame's <style>, element-react); documented in docs/security.md.
    expect(policy.get('style-src')).toContain("'unsafe-inline'");
  });

  it('holds for the shell as written: index.html has no inline script the policy would block', async () => {
    const html = await readFile(SHELL_SOURCE, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it("holds for a route's page as served: its one inline script is the loader the policy allows by hash", async () => {
    const response = await t.app.inject('/test');
    const allowed = directives(response.headers['content-security-policy']).get('script-src') ?? [];
    const scripts = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    const running = scripts.filter(([, attributes]) => !/type="application\/json"/.test(attributes));
    expect(running).toHaveLength(1);
    const [, attributes, body] = running[0];
    expect(attributes).toBe('');
    expect(allowed).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    // The build's entry module is one of the files the loader asks for, not a tag of its own.
    const files = JSON.parse(response.body.match(/<script type="application\/json" id="bm-route-files">(.*?)<\/script>/)?.[1] ?? 'null');
    expect(files.entries).toEqual(['/assets/index-AbCdEf12.js']);
  });
});
