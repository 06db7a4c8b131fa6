import { hash, timingSafeEqual } from 'node:crypto';
import { MESSAGES, SIGN_MAX_SKEW_SECONDS, signatureSource } from '@badminton/contracts';

/** The augmentation fields of a request body, as received (JSON, form-encoded or multipart). */
export interface SignedFields {
  ts?: unknown;
  token?: unknown;
  userToken?: unknown;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'mismatch'; message: string };

const TS_PATTERN = /^\d{1,12}$/;
const TOKEN_PATTERN = /^[0-9a-f]{32}$/i;

/** One-shot MD5 (`crypto.hash`: no Hash object per request). */
function md5Hex(text: string): string {
  return hash('md5', text, 'hex');
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The user token as signed: absent and '' both sign as ''. */
export function userTokenOf(fields: SignedFields): string | undefined {
  return typeof fields.userToken === 'string' && fields.userToken !== '' ? fields.userToken : undefined;
}

/**
 * Checks `token = md5(action + SIGN_SALT + ts + userToken)` and that `ts` (seconds) is within
 * SIGN_MAX_SKEW_SECONDS of `nowMs`. It refuses stale requests and casual edits of the action, `ts` or `userToken`;
 * it does not cover the payload, does not stop replay inside the window, and, the salt being public, does not
 * authenticate (decision 0008, docs/security.md).
 */
export function verifySignature(action: string, fields: SignedFields, nowMs: number): SignatureCheck {
  const ts = typeof fields.ts === 'number' || typeof fields.ts === 'string' ? String(fields.ts) : '';
  const token = typeof fields.token === 'string' ? fields.token : '';
  if (!TS_PATTERN.test(ts) || !TOKEN_PATTERN.test(token)) {
    return { ok: false, reason: 'missing', message: MESSAGES.badSignature };
  }
  if (Math.abs(nowMs / 1000 - Number(ts)) > SIGN_MAX_SKEW_SECONDS) {
    return { ok: false, reason: 'stale', message: MESSAGES.staleRequest };
  }
  const expected = md5Hex(signatureSource(action, ts, userTokenOf(fields)));
  return sameHex(expected, token) ? { ok: true } : { ok: false, reason: 'mismatch', message: MESSAGES.badSignature };
}
