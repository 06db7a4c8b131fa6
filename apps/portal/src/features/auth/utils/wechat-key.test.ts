import { describe, expect, it } from 'vitest';
import { weChatKeyFromToken } from './wechat-key';

describe('weChatKeyFromToken', () => {
  it('takes the middle section of a.b.c', () => {
    expect(weChatKeyFromToken('header.k3y-value_1.signature')).toBe('k3y-value_1');
    expect(weChatKeyFromToken('a.b.c')).toBe('b');
  });

  it('ignores surrounding white space', () => {
    expect(weChatKeyFromToken('  a.middle.c  ')).toBe('middle');
  });

  it('keeps only the second section when there are more than three', () => {
    expect(weChatKeyFromToken('a.b.c.d')).toBe('b');
  });

  it('has no key without a middle section', () => {
    expect(weChatKeyFromToken(null)).toBeNull();
    expect(weChatKeyFromToken(undefined)).toBeNull();
    expect(weChatKeyFromToken('')).toBeNull();
    expect(weChatKeyFromToken('abc')).toBeNull();
    expect(weChatKeyFromToken('a.b')).toBeNull();
    expect(weChatKeyFromToken('a..c')).toBeNull();
  });
});
