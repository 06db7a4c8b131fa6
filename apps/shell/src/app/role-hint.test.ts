import { describe, expect, it } from 'vitest';
import { createPrefixedStorage, createSessionStore, type SessionStore } from '@badminton/session';
import { readRoleHint, roleHintCookie, startRoleHint } from './role-hint';

function store(prefix: string): SessionStore {
  return createSessionStore({
    sessionArea: createPrefixedStorage('session', prefix),
    localArea: createPrefixedStorage('local', prefix),
  });
}

/** A cookie jar with document.cookie's assignment rules for what the hint writes (name=value; attributes; Max-Age=0 removes). */
function cookieJar(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      writes.push(assignment);
      const [pair, ...attributes] = assignment.split(';').map((part) => part.trim());
      const [name, value] = pair.split('=');
      if (attributes.some((a) => a.toLowerCase() === 'max-age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

const verified = (usertype: number) => ({ userInfo: { userId: 7, usertype, isverify: 1, userToken: `token-${usertype}` } });

describe('roleHintCookie', () => {
  it('names the role on every path, Lax, readable by scripts, for the browser session', () => {
    expect(roleHintCookie(3)).toBe('bm_role=3; Path=/; SameSite=Lax');
    expect(roleHintCookie(null)).toBe('bm_role=; Path=/; SameSite=Lax; Max-Age=0');
  });

  it('reads back only a role code of its own cookie', () => {
    expect(readRoleHint('a=1; bm_role=2; b=3')).toBe(2);
    expect(readRoleHint('xbm_role=2')).toBeNull();
    expect(readRoleHint('bm_role=')).toBeNull();
    expect(readRoleHint('bm_role=12')).toBeNull();
    expect(readRoleHint('')).toBeNull();
  });
});

describe('startRoleHint', () => {
  it('writes the role at sign-in, changes it with the account and clears it at sign-out', () => {
    const s = store('HINT_A_');
    const doc = cookieJar({ other: 'x' });
    const stop = startRoleHint({ store: s, document: doc });
    expect(doc.writes).toEqual([]);

    s.getState().signIn(verified(1));
    expect(readRoleHint(doc.cookie)).toBe(1);
    s.getState().setPersonalInfo({ name: '张三' });
    expect(doc.writes).toHaveLength(1);

    s.getState().signIn(verified(3));
    expect(readRoleHint(doc.cookie)).toBe(3);

    s.getState().signOut();
    expect(readRoleHint(doc.cookie)).toBeNull();
    expect(doc.cookie).toBe('other=x');
    stop();
    s.getState().signIn(verified(2));
    expect(readRoleHint(doc.cookie)).toBeNull();
  });

  it('gives no hint for an unverified account (no token, no role)', () => {
    const s = store('HINT_B_');
    const doc = cookieJar();
    startRoleHint({ store: s, document: doc });
    s.getState().signIn({ userInfo: { userId: 7, usertype: 2, isverify: 0, userToken: 'token' } });
    expect(readRoleHint(doc.cookie)).toBeNull();
    expect(doc.writes).toEqual([]);
  });

  it('at boot writes the stored session role and clears a stale hint', () => {
    const signedIn = store('HINT_C_');
    signedIn.getState().signIn(verified(2));
    const fresh = cookieJar();
    startRoleHint({ store: signedIn, document: fresh });
    expect(readRoleHint(fresh.cookie)).toBe(2);

    const stale = cookieJar({ bm_role: '3' });
    startRoleHint({ store: store('HINT_D_'), document: stale });
    expect(readRoleHint(stale.cookie)).toBeNull();
  });
});
