import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getDicData, getPersonalInfo, Role } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { callUrl, signedBody } from './helpers/call';

/** Security headers on every answer (decision 0021): CSP, nosniff, referrer policy, no framing. */

let t: TestApp;

function directives(policy: string | string[] | number | undefined): Map<string, string[]> {
  const entries = String(policy)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((parts) => parts[0] !== '');
  return new Map(entries.map(([name, ...sources]) => [name, sources]));
}

beforeAll(async () => {
  t = await build();
  await mkdir(path.join(t.config.storageRoot, 'news'), { recursive: true });
  await writeFile(path.join(t.config.storageRoot, 'news', 'picture.png'), 'not really a picture');
});
afterAll(() => t.close());

type Sent = Promise<{ statusCode: number; headers: Record<string, string | string[] | number | undefined> }>;

const requests: Array<{ name: string; send: () => Sent }> = [
  { name: 'a call', send: () => t.app.inject({ method: 'POST', url: callUrl(getDicData.path), payload: signedBody(getDicData.path, { classCode: 'education' }) }) },
  { name: 'a malformed call', send: () => t.app.inject({ method: 'POST', url: callUrl(getDicData.path), headers: { 'content-type': 'application/json' }, payload: '{' }) },
  { name: 'an unknown API path', send: () => t.app.inject('/api/nothing') },
  { name: 'health', send: () => t.app.inject('/api/health') },
  { name: 'the API reference', send: () => t.app.inject('/api/docs') },
  { name: 'a stored file', send: () => t.app.inject('/wwwroot/news/picture.png') },
  { name: 'a missing stored file', send: () => t.app.inject('/wwwroot/news/missing.png') },
  { name: 'a page path', send: () => t.app.inject('/index') },
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
  it("allows everything from this origin only, never an inline script or eval (the site's pages are the web tier's)", async () => {
    for (const url of ['/api/health', '/api/docs', '/wwwroot/news/picture.png']) {
      const policy = directives((await t.app.inject(url)).headers['content-security-policy']);
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('connect-src'), url).toEqual(["'self'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(policy.get('base-uri'), url).toEqual(["'self'"]);
      // Inline styles are allowed (the sandbox pages' <style>, Swagger UI); documented in docs/security.md.
      expect(policy.get('style-src'), url).toContain("'unsafe-inline'");
    }
  });
});

describe('the embeddable sandbox verification page (decision 0058)', () => {
  it('may be framed by this origin only; every other answer still refuses framing', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/e-sign/verify?k=x' });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(directives(page.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
    const other = await t.app.inject({ method: 'GET', url: '/dev/e-sign/sign?k=x' });
    expect(other.headers['x-frame-options']).toBe('DENY');
    expect(directives(other.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
  });
});
