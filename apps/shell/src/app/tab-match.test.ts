import { describe, expect, it } from 'vitest';
import { tabMatches } from './tab-match';

const signedIn = (userId: number) => ({ token: 't', userInfo: { userId, usertype: 1, isverify: 1, userToken: 't' } });
const page = (member: number | null) => ({ member, session: null, answers: {} });

describe('tabMatches', () => {
  it('lets any tab take over a page drawn for no one', () => {
    expect(tabMatches(page(null), { token: null, userInfo: null })).toBe(true);
    expect(tabMatches(page(null), signedIn(3))).toBe(true);
  });

  it("lets only the member's own tab take over the member's page", () => {
    expect(tabMatches(page(7), signedIn(7))).toBe(true);
    expect(tabMatches(page(7), signedIn(8))).toBe(false);
    expect(tabMatches(page(7), { token: null, userInfo: null })).toBe(false);
    expect(tabMatches(page(7), { token: null, userInfo: { userId: 7, usertype: 1, isverify: 0, userToken: '' } })).toBe(false);
  });
});
