import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Hashing helpers for one-time secrets (session tokens, tickets, one-time keys, SMS codes). */

/** sha256 hex: enough for random secrets of 256 bits (tokens, tickets, keys). */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A random secret of `bytes` bytes as base64url (32 bytes = 256 bits). */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Keyed hash for low-entropy secrets (4-digit SMS codes): a leaked table cannot be reversed by
 * trying the 10 000 codes without the service key.
 */
export function keyedHash(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('hex');
}

/** Derives a purpose-bound key from the service's private key material. */
export function deriveKey(material: string, purpose: string): Buffer {
  return createHmac('sha256', material).update(`badminton:${purpose}`, 'utf8').digest();
}

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Seals a short text (AES-256-GCM, random nonce) with a purpose-bound key, so it can wait in the
 * database without being readable there (an SMS text with its code, waiting in a job).
 */
export function sealText(key: Buffer, text: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** Opens a text sealed by `sealText` with the same key; throws when it was altered or sealed with another key. */
export function openSealedText(key: Buffer, sealed: string): string {
  const [nonce, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!nonce || !tag || !body) throw new Error('malformed sealed text');
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
