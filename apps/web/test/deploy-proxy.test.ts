import { execFileSync, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INTERNAL_PATHS, SERVICE_PREFIXES } from '../src/app';

/**
 * The deployment's reverse proxy (deploy/nginx.conf, decision 0081) keeps the web tier's rules: every internal door of
 * the service answers 404 from outside, every service path goes to the service, and the remotes' server entries are
 * never served. With Debian's nginx on the machine, the configuration is also checked by `nginx -t`.
 */
const CONF = readFileSync(path.resolve(import.meta.dirname, '../../../deploy/nginx.conf'), 'utf8');
const edge = CONF.slice(CONF.indexOf('listen 443'), CONF.indexOf('listen 8081'));
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('deploy/nginx.conf', () => {
  it('closes every internal door of the service at the edge', () => {
    for (const door of INTERNAL_PATHS) expect(edge).toContain(`location ^~ ${door} { return 404; }`);
  });

  it('passes every service path to the service and never serves a server entry', () => {
    for (const prefix of SERVICE_PREFIXES) expect(edge).toContain(`location ^~ ${prefix}/ { proxy_pass http://api; }`);
    expect(edge).toContain('location ~ ^/remotes/[^/]+/server/ { return 404; }');
  });

  const nginx = spawnSync('nginx', ['-v']).error ? null : 'nginx';
  it.skipIf(!nginx)('is a configuration nginx accepts (names and ports replaced by loopback ones)', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'bm-nginx-'));
    folders.push(folder);
    // A throwaway certificate is enough for the syntax check: nginx only reads that the files are a key and a cert.
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    writeFileSync(path.join(folder, 'privkey.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }));
    execFileSync('openssl', ['req', '-x509', '-key', path.join(folder, 'privkey.pem'), '-out', path.join(folder, 'fullchain.pem'), '-days', '1', '-subj', '/CN=localhost']);
    const local = CONF.replaceAll('server api:8080', 'server 127.0.0.1:1')
      .replaceAll('server web:8080', 'server 127.0.0.1:2')
      .replaceAll('/etc/nginx/certs', folder)
      .replace(/listen \[::\]:\d+[^;]*;/g, '')
      .replace('listen 443 ssl http2;', 'listen 127.0.0.1:1443 ssl http2;')
      .replace('listen 80;', 'listen 127.0.0.1:1080;')
      .replace('listen 8081;', 'listen 127.0.0.1:1081;')
      .replaceAll('/dev/stdout', path.join(folder, 'access.log'))
      .replaceAll('/dev/stderr', path.join(folder, 'error.log'));
    writeFileSync(path.join(folder, 'nginx.conf'), `pid ${folder}/nginx.pid;\n${local}`);
    const check = spawnSync('nginx', ['-t', '-p', folder, '-c', path.join(folder, 'nginx.conf'), '-e', path.join(folder, 'error.log')], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
  });
});
