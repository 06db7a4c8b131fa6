import { MESSAGES } from '@badminton/contracts';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySignature } from './signature';

/** Shaped like a signature (32 hex digits) but not the right one. */
const ANONYMOUS = 'b0d8c13fa0e1ecb0b0b47d1cf2fa8bf0';
const NOW = 1_700_000_000_000;

describe('verifySignature', () => {
  it('matches the documented formula', () => {
    const expected = createHash('md5').update('GetNewsListshuttlecock1700000000').digest('hex');
    expect(verifySignature('GetNewsList', { ts: 1700000000, token: expected }, NOW)).toEqual({ ok: true });
    expect(verifySignature('GetNewsList', { ts: '1700000000', token: expected.toUpperCase() }, NOW)).toEqual({ ok: true });
  });

  it('includes the userToken', () => {
    const withToken = createHash('md5').update('GetNewsListshuttlecock1700000000abc').digest('hex');
    expect(verifySignature('GetNewsList', { ts: 1700000000, token: withToken, userToken: 'abc' }, NOW).ok).toBe(true);
    expect(verifySignature('GetNewsList', { ts: 1700000000, token: withToken }, NOW).ok).toBe(false);
  });

  it('reports missing, malformed and stale fields', () => {
    expect(verifySignature('GetNewsList', {}, NOW)).toMatchObject({ ok: false, reason: 'missing', message: MESSAGES.badSignature });
    expect(verifySignature('GetNewsList', { ts: '17e8', token: ANONYMOUS }, NOW)).toMatchObject({ reason: 'missing' });
    expect(verifySignature('GetNewsList', { ts: 1700000000, token: 'zz' }, NOW)).toMatchObject({ reason: 'missing' });
    expect(verifySignature('GetNewsList', { ts: 1700000301, token: ANONYMOUS }, NOW)).toMatchObject({
      reason: 'stale',
      message: MESSAGES.staleRequest,
    });
    expect(verifySignature('GetNewsList', { ts: 1700000000, token: ANONYMOUS.replace('b', 'c') }, NOW)).toMatchObject({
      reason: 'mismatch',
    });
  });
});
