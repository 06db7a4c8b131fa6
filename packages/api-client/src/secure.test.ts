import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { installApiClient } from './installed-client';
import {
  EncryptionError,
  ENCRYPTION_FAILED_MESSAGE,
  encryptFields,
  encryptWithKey,
  isKeyRejected,
  resetPublicKey,
} from './secure';
import { failEnvelope, fakeFetch, jsonResponse, okEnvelope, type FakeFetch } from './test/fake-fetch';

interface TestKey {
  publicPem: string;
  n: bigint;
  d: bigint;
  bytes: number;
}

function fromBase64Url(value: string): bigint {
  return BigInt(`0x${Buffer.from(value, 'base64url').toString('hex')}`);
}

function makeKey(): TestKey {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const jwk = privateKey.export({ format: 'jwk' }) as { n: string; d: string };
  const n = fromBase64Url(jwk.n);
  return {
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    n,
    d: fromBase64Url(jwk.d),
    bytes: Buffer.from(jwk.n, 'base64url').length,
  };
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/**
 * Textbook RSA decryption plus a strict PKCS#1 v1.5 type-2 unpadding (00 02 PS≥8 non-zero bytes 00 M),
 * independent of jsencrypt (Node's privateDecrypt refuses this padding since CVE-2023-46809).
 */
function decrypt(key: TestKey, base64: string): string {
  const cipher = BigInt(`0x${Buffer.from(base64, 'base64').toString('hex')}`);
  const hex = modPow(cipher, key.d, key.n).toString(16).padStart(key.bytes * 2, '0');
  const block = Buffer.from(hex, 'hex');
  if (block[0] !== 0x00 || block[1] !== 0x02) throw new Error('not a PKCS#1 v1.5 encryption block');
  const separator = block.indexOf(0x00, 2);
  if (separator < 10) throw new Error('padding string shorter than 8 bytes');
  return block.subarray(separator + 1).toString('utf8');
}

let key: TestKey;
let other: TestKey;
let fake: FakeFetch;

function install(...responses: unknown[]) {
  fake = fakeFetch(...responses.map((body) => () => jsonResponse(body)));
  installApiClient(
    createApiClient({
      baseUrl: 'http://api.test',
      getAuth: () => null,
      onSessionExpired: () => undefined,
      onTransportError: () => undefined,
      fetch: fake.fetch,
    }),
  );
}

beforeAll(() => {
  key = makeKey();
  other = makeKey();
});

afterEach(() => {
  resetPublicKey();
  vi.restoreAllMocks();
});

describe('encryptWithKey', () => {
  it('produces base64 PKCS#1 v1.5 ciphertext the private key opens', async () => {
    const encrypted = await encryptWithKey(key.publicPem, 'Demo@2026');
    expect(encrypted).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(encrypted, 'base64')).toHaveLength(key.bytes);
    expect(decrypt(key, encrypted)).toBe('Demo@2026');
  });

  it('is randomised: the same value encrypts differently each time', async () => {
    const first = await encryptWithKey(key.publicPem, '13800000001');
    const second = await encryptWithKey(key.publicPem, '13800000001');
    expect(first).not.toBe(second);
    expect(decrypt(key, first)).toBe('13800000001');
    expect(decrypt(key, second)).toBe('13800000001');
  });

  it('keeps non-ASCII text (UTF-8)', async () => {
    expect(decrypt(key, await encryptWithKey(key.publicPem, '密码Ab1!'))).toBe('密码Ab1!');
  });

  it('refuses a value too long for the key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // jsencrypt logs 'Message too long for RSA'
    await expect(encryptWithKey(key.publicPem, 'x'.repeat(200))).rejects.toThrow(ENCRYPTION_FAILED_MESSAGE);
  });

  it('refuses a malformed key', async () => {
    await expect(encryptWithKey('not a key', 'secret')).rejects.toThrow(EncryptionError);
  });
});

describe('encryptFields', () => {
  it('fetches the key through CommonApi/GetPublicKey and encrypts only the named fields', async () => {
    install(okEnvelope({ publicKey: key.publicPem }));
    const body = await encryptFields({ usertype: 1, loginName: '13800000001', password: 'Demo@2026' }, [
      'loginName',
      'password',
    ]);
    expect(body.usertype).toBe(1);
    expect(body.loginName).not.toBe('13800000001');
    expect(body.password).not.toContain('Demo@2026');
    expect(decrypt(key, body.loginName)).toBe('13800000001');
    expect(decrypt(key, body.password)).toBe('Demo@2026');
    expect(fake.requests).toHaveLength(1);
    expect(new URL(fake.requests[0]!.url).pathname).toBe('/api/services/app/CommonApi/GetPublicKey');
  });

  it('encrypts numbers as text and leaves missing fields alone', async () => {
    install(okEnvelope({ publicKey: key.publicPem }));
    const body = await encryptFields({ pwd: 123456 as number | string, confirmpwd: undefined as string | undefined }, [
      'pwd',
      'confirmpwd',
    ]);
    expect(decrypt(key, String(body.pwd))).toBe('123456');
    expect(body.confirmpwd).toBeUndefined();
    expect('confirmpwd' in body).toBe(true);
  });

  it('caches the key: parallel and later encryptions fetch it once', async () => {
    install(okEnvelope({ publicKey: key.publicPem }));
    const [a, b] = await Promise.all([encryptFields({ p: 'a' }, ['p']), encryptFields({ p: 'b' }, ['p'])]);
    const c = await encryptFields({ p: 'c' }, ['p']);
    expect([decrypt(key, a.p), decrypt(key, b.p), decrypt(key, c.p)]).toEqual(['a', 'b', 'c']);
    expect(fake.requests).toHaveLength(1);
  });

  it('fetches a new key after resetPublicKey', async () => {
    install(okEnvelope({ publicKey: key.publicPem }), okEnvelope({ publicKey: other.publicPem }));
    const before = await encryptFields({ p: 'old' }, ['p']);
    resetPublicKey();
    const after = await encryptFields({ p: 'new' }, ['p']);
    expect(decrypt(key, before.p)).toBe('old');
    expect(decrypt(other, after.p)).toBe('new');
    expect(fake.requests).toHaveLength(2);
  });

  it("rejects with the server's message and does not cache a failed fetch", async () => {
    install(failEnvelope('服务器繁忙，请稍后重试'), okEnvelope({ publicKey: key.publicPem }));
    await expect(encryptFields({ p: 'x' }, ['p'])).rejects.toThrow('服务器繁忙，请稍后重试');
    const body = await encryptFields({ p: 'x' }, ['p']);
    expect(decrypt(key, body.p)).toBe('x');
    expect(fake.requests).toHaveLength(2);
  });

  it('rejects when the answer has no key', async () => {
    install(okEnvelope({}));
    await expect(encryptFields({ p: 'x' }, ['p'])).rejects.toThrow(ENCRYPTION_FAILED_MESSAGE);
  });
});

describe('isKeyRejected', () => {
  it('recognises the decrypt-failure answer only', () => {
    expect(isKeyRejected('登录信息已失效，请重试')).toBe(true);
    expect(isKeyRejected('登录已失效，请重新登录')).toBe(false);
    expect(isKeyRejected('')).toBe(false);
    expect(isKeyRejected(undefined)).toBe(false);
  });
});
