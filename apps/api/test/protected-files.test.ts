import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Role } from '@badminton/contracts';
import { downloadAttachment, getOwnCertificates } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateImagePath } from '../src/certificates/index';
import { certificates } from '../src/db/schema';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';
import { assignmentOf } from './helpers/work-records-fixture';

/**
 * Issue 22 point 9: the protected folders of the file store (supervision forms, certificate images, invoices, identity
 * images) are never served by the static route, whatever form the path takes; one guard decides on the normalised
 * path. The token-bearing routes still serve.
 */

let t: TestApp;
let port = 0;

/**
 * A request over a real socket, its path sent byte for byte: `app.inject` (light-my-request) resolves `./`, `../`,
 * `%2e` and backslashes itself, as a browser does, but a client on the network sends whatever it likes.
 */
function raw(method: 'GET' | 'HEAD', path: string): Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1'), headers: response.headers }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const SECRET = 'SECRET-CONTENT-OF-A-PROTECTED-FILE';

/** One stored file in each protected folder (as the file store writes them), and one public file. */
const PROTECTED: Record<string, string> = {
  supervision: 'supervision/7/a1b2c3d4e5f6a1b2c3d4e5f6.pdf',
  certificate: 'certificate/ZS2025000123.png',
  invoices: 'invoices/INV20250101-0123456789abcdef.pdf',
  identity: 'upload/identity/12/a1b2c3d4e5f6a1b2c3d4e5f6.png',
  // qualification licences and attachments (decision 0067): only at their signed address
  qualification: 'upload/qualification/12/a1b2c3d4e5f6a1b2c3d4e5f6.png',
};

beforeAll(async () => {
  t = await build();
  for (const key of Object.values(PROTECTED)) await t.storage.put(key, SECRET);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Every way of writing `/wwwroot/<relative>` that a naive prefix check misses. */
function encodings(relative: string): Array<[string, string]> {
  const [folder, ...rest] = relative.split('/');
  const tail = rest.join('/');
  const enc = (text: string) => text.replace(/\//g, '%2f');
  return [
    ['double slash', `/wwwroot//${relative}`],
    ['double slash inside', `/wwwroot/${folder}//${tail}`],
    ['%2f', `/wwwroot/${folder}%2f${tail}`],
    ['%2F', `/wwwroot/${folder}%2F${tail.replace(/\//g, '%2F')}`],
    ['%2f before the folder', `/wwwroot%2f${enc(relative)}`],
    ['./', `/wwwroot/./${relative}`],
    ['./ inside', `/wwwroot/${folder}/./${tail}`],
    ['..%2f', `/wwwroot/upload/..%2f${relative}`],
    ['..%2F', `/wwwroot/x/..%2F${relative}`],
    ['%2e%2e/', `/wwwroot/upload/%2e%2e/${relative}`],
    ['%2E%2E%2F', `/wwwroot/upload/%2E%2E%2F${enc(relative)}`],
    ['%2e/', `/wwwroot/%2e/${relative}`],
    ['../', `/wwwroot/upload/../${relative}`],
    ['backslash', `/wwwroot\\${relative.replace(/\//g, '\\')}`],
    ['%5c', `/wwwroot/upload%5c..%5c${relative.replace(/\//g, '%5c')}`],
    ['double encoding %252f', `/wwwroot/${folder}%252f${tail.replace(/\//g, '%252f')}`],
    ['double encoding %252e%252e', `/wwwroot/upload/%252e%252e%252f${relative.replace(/\//g, '%252f')}`],
    ['triple encoding', `/wwwroot/upload/%25252e%25252e/${relative}`],
    ['case', `/wwwroot/${folder.toUpperCase()}/${tail}`],
    ['from the shell root', `/..%2f..%2fwwwroot/${relative}`],
  ];
}

describe('protected folders are never served by the static route', () => {
  for (const [folder, relative] of Object.entries(PROTECTED)) {
    it(`refuses ${folder} at its stored path and in every encoding`, async () => {
      const leaks: string[] = [];
      // The invoice route serves an invoice at its stored path (below); every other form of it is refused.
      const stored: Array<[string, string]> = folder === 'invoices' ? [] : [['stored path', `/wwwroot/${relative}`]];
      for (const [label, url] of [...stored, ...encodings(relative)]) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await raw(method, url);
          if (response.statusCode !== 404 || response.body.includes(SECRET)) leaks.push(`${method} ${label} ${url} → ${response.statusCode}`);
        }
      }
      expect(leaks).toEqual([]);
    });
  }

  it('still serves public stored files, and refuses paths that leave the store', async () => {
    await t.storage.put('upload/banner/public-1.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await raw('GET', '/wwwroot/upload/banner/public-1.svg')).statusCode).toBe(200);
    for (const url of ['/wwwroot/../package.json', '/wwwroot/..%2f..%2fpackage.json', '/wwwroot/%2e%2e/%2e%2e/package.json', '/wwwroot/%252e%252e/x']) {
      expect((await raw('GET', url)).statusCode, url).toBe(404);
    }
  });
});

describe('the token-bearing routes still serve', () => {
  it('serves a supervision form at the signed address, private and not stored', async () => {
    const leader = await signedInUser(t.database.db, Role.Evaluator);
    const id = await assignmentOf(t.database.db, leader.userId, { withForm: true });
    await t.storage.put(`supervision/${id}/fixture.pdf`, '%PDF-1.4 form');
    const answer = await callOk(t.app, downloadAttachment.path, { id }, { userToken: leader.userToken });
    const response = await t.app.inject(answer.file_path as string);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF-1.4 form');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('serves an invoice at the address its answer hands out, private and not stored', async () => {
    const response = await raw('GET', `/wwwroot/${PROTECTED.invoices}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SECRET);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect((await raw('GET', '/wwwroot/invoices/INV20250101-0123456789abcdee.pdf')).statusCode).toBe(404);
  });

  it('serves a certificate image at its tokened address only', async () => {
    const athlete = await signedInUser(t.database.db, Role.Athlete);
    const number = `ZS2025${randomBytes(3).toString('hex')}`;
    await t.database.db.insert(certificates).values({
      userId: athlete.userId,
      grade: 4,
      certificateNumber: number,
      certificateNumbering: `NO${number}`,
      certificateUrl: certificateImagePath(number),
      createdDate: new Date('2025-05-20T02:00:00Z'),
      published: true,
    });
    const { items } = (await callOk(t.app, getOwnCertificates.path, {}, { userToken: athlete.userToken })) as unknown as { items: Array<{ certificate_url: string }> };
    const image = await t.app.inject(items[0].certificate_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // Rendered and stored now: its stored path in any form still answers 404.
    for (const [label, url] of [['stored path', certificateImagePath(number)], ...encodings(`certificate/${number}.png`)]) {
      expect((await raw('GET', url)).statusCode, label).toBe(404);
    }
  }, 30_000);
});
