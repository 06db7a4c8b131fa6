import { describe, expect, it } from 'vitest';
import { readSignInQuery, safeReturnPath, signInPath } from '@badminton/router';

// Issue 28.4: the sign-in returns to the address asked for, and only ever to a same-origin path.
describe('safeReturnPath', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnPath('/personal/gradeTestRecord?page=2#top')).toBe('/personal/gradeTestRecord?page=2#top');
    expect(safeReturnPath('/test/sureOrder?id=3&key=4')).toBe('/test/sureOrder?id=3&key=4');
  });
  it('refuses every address that could leave the site', () => {
    for (const raw of [
      'https://evil.example/',
      '//evil.example/personal',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      ' /personal',
      '/personal\n/x',
      'personal/gradeTestRecord',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(raw)).toBeNull();
    }
  });
  it('never returns to the account screens themselves', () => {
    expect(safeReturnPath('/signin?redirect=/x')).toBeNull();
    expect(safeReturnPath('/register')).toBeNull();
    expect(safeReturnPath('/bindMobile')).toBeNull();
  });
});

describe('signInPath and readSignInQuery', () => {
  it('round-trip the address and the role', () => {
    const path = signInPath('/personal/trainingRecord?page=2', 2);
    expect(path).toBe('/signin?redirect=%2Fpersonal%2FtrainingRecord%3Fpage%3D2&role=2');
    const query = new URLSearchParams(path.split('?')[1]);
    expect(readSignInQuery(query, [1, 2, 3])).toEqual({ returnTo: '/personal/trainingRecord?page=2', role: 2 });
  });
  it('drops an unsafe address and an unknown role', () => {
    expect(signInPath('//evil.example', null)).toBe('/signin');
    expect(readSignInQuery(new URLSearchParams('redirect=https%3A%2F%2Fevil.example&role=9'), [1, 2, 3])).toEqual({
      returnTo: null,
      role: null,
    });
  });
});
