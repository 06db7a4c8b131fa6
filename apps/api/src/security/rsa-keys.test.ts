import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSEncrypt } from 'jsencrypt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSignInKeys, PRIVATE_KEY_FILE, PUBLIC_KEY_FILE, signInKeysFromPem } from './rsa-keys';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'badminton-keys-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function browserEncrypt(publicKeyPem: string, value: string): string {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem);
  const encrypted = encryptor.encrypt(value);
  if (encrypted === false) throw new Error('encrypt failed');
  return encrypted;
}

describe('the sign-in key pair', () => {
  it('is generated on the first start (2048-bit PEM files, private one 0600) and reused afterwards', async () => {
    const keysDir = path.join(dir, 'keys');
    const first = await loadSignInKeys({ keysDir });
    expect(first.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const privatePem = await readFile(path.join(keysDir, PRIVATE_KEY_FILE), 'utf8');
    expect(privatePem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(await readFile(path.join(keysDir, PUBLIC_KEY_FILE), 'utf8')).toBe(first.publicKeyPem);
    expect((await stat(path.join(keysDir, PRIVATE_KEY_FILE))).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first.publicKeyPem.replace(/-----[^-]+-----|\s/g, ''), 'base64').length).toBeGreaterThan(290);

    const second = await loadSignInKeys({ keysDir });
    expect(second.publicKeyPem).toBe(first.publicKeyPem);
  });

  it('two first starts at once end with one key', async () => {
    const keysDir = path.join(dir, 'race');
    const [a, b] = await Promise.all([loadSignInKeys({ keysDir }), loadSignInKeys({ keysDir })]);
    expect(a.publicKeyPem).toBe(b.publicKeyPem);
  });

  it('uses a configured key and decrypts what jsencrypt encrypted (PKCS#1 v1.5), UTF-8 included', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const keys = await loadSignInKeys({ privateKeyPem: privateKey, keysDir: path.join(dir, 'unused') });
    for (const value of ['Demo@2026', '密码 with spaces', '440106201003150044', 'x'.repeat(100)]) {
      expect(keys.decrypt(browserEncrypt(keys.publicKeyPem, value))).toBe(value);
    }
    await expect(stat(path.join(dir, 'unused'))).rejects.toThrow();
  });

  it('answers null for anything it cannot decrypt', async () => {
    const keys = signInKeysFromPem(generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }).privateKey);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    expect(keys.decrypt('Demo@2026')).toBeNull();
    expect(keys.decrypt('')).toBeNull();
    expect(keys.decrypt('@@@@')).toBeNull();
    expect(keys.decrypt(Buffer.alloc(256, 1).toString('base64'))).toBeNull();
    expect(keys.decrypt(browserEncrypt(other.publicKey, 'Demo@2026'))).toBeNull();
  });
});
