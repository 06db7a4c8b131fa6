import { describe, expect, it } from 'vitest';
import { acceptedRequestId, requestIdOf } from './request-id';

describe('request ids', () => {
  it('keeps a well-formed id from the caller', () => {
    expect(acceptedRequestId('3f2a9c1e-0b7d-4e55-9a61-2c8d1f0e7b42')).toBe('3f2a9c1e-0b7d-4e55-9a61-2c8d1f0e7b42');
    expect(requestIdOf({ headers: { 'x-request-id': 'edge-01:abc123' } })).toBe('edge-01:abc123');
  });

  it('refuses ids that are too short, too long, repeated or carry other characters', () => {
    for (const value of ['short', 'x'.repeat(65), 'has space in it', 'line\nbreak-injected', '<script>alert</script>', ['aaaaaaaa', 'bbbbbbbb']]) {
      expect(acceptedRequestId(value)).toBeNull();
    }
  });

  it('makes a new UUID when the caller sent none or a refused one', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(requestIdOf({ headers: {} })).toMatch(uuid);
    expect(requestIdOf({ headers: { 'x-request-id': 'bad id' } })).toMatch(uuid);
    expect(requestIdOf({ headers: {} })).not.toBe(requestIdOf({ headers: {} }));
  });
});
