import { describe, expect, it } from 'vitest';
import { firstProfile, profileSourceFor, signInDestination } from './sign-in-route';

describe('signInDestination', () => {
  it('sends an unverified account to /bindMobile whatever else it has', () => {
    expect(signInDestination({ verified: false, role: 1, hasProfile: false })).toBe('/bindMobile');
    expect(signInDestination({ verified: false, role: 1, hasProfile: true })).toBe('/bindMobile');
    expect(signInDestination({ verified: false, role: null, hasProfile: false })).toBe('/bindMobile');
  });

  it('sends a verified account with personal info home', () => {
    for (const role of [1, 2, 3]) expect(signInDestination({ verified: true, role, hasProfile: true })).toBe('/');
  });

  it('sends a verified account without personal info to completeInformation', () => {
    for (const role of [1, 2, 3]) {
      expect(signInDestination({ verified: true, role, hasProfile: false })).toBe('/personal/completeInformation');
    }
  });

  it('sends roles without a profile (reviewers) home', () => {
    expect(signInDestination({ verified: true, role: 4, hasProfile: false })).toBe('/');
    expect(signInDestination({ verified: true, role: 5, hasProfile: false })).toBe('/');
  });
});

describe('profileSourceFor', () => {
  it('loads roles 1–2 with getPersonalInfo and role 3 with getMechanismInfo', () => {
    expect(profileSourceFor(1)).toBe('personal');
    expect(profileSourceFor(2)).toBe('personal');
    expect(profileSourceFor(3)).toBe('institution');
    expect(profileSourceFor(4)).toBeNull();
    expect(profileSourceFor(null)).toBeNull();
  });
});

describe('firstProfile', () => {
  it('is the first item, or null for an empty answer', () => {
    expect(firstProfile([{ name: '张三' }, { name: '李四' }])).toEqual({ name: '张三' });
    expect(firstProfile([])).toBeNull();
    expect(firstProfile(undefined)).toBeNull();
  });
});
