import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_PREFIX, createPrefixedStorage, persistentStorage, storage } from './storage';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('prefixed storage', () => {
  it('uses the BADMINTON_ prefix', () => {
    expect(STORAGE_PREFIX).toBe('BADMINTON_');
  });

  it('writes JSON under the prefixed key and reads it back', () => {
    expect(storage.set('userInfo', { userId: 1, name: '李娜' })).toBe(true);
    expect(sessionStorage.getItem('BADMINTON_userInfo')).toBe('{"userId":1,"name":"李娜"}');
    expect(storage.get('userInfo')).toEqual({ userId: 1, name: '李娜' });
    storage.set('token', 'abc');
    expect(sessionStorage.getItem('BADMINTON_token')).toBe('"abc"');
    storage.set('role', 3);
    expect(storage.get('role')).toBe(3);
    expect(localStorage.length).toBe(0);
  });

  it('local variant writes to localStorage', () => {
    persistentStorage.set('lastRole', 2);
    expect(localStorage.getItem('BADMINTON_lastRole')).toBe('2');
    expect(sessionStorage.length).toBe(0);
  });

  it('get: missing → null, unparseable → null, unprefixed keys are invisible', () => {
    sessionStorage.setItem('token', '"foreign"');
    sessionStorage.setItem('BADMINTON_broken', '{not json');
    expect(storage.get('token')).toBeNull();
    expect(storage.get('broken')).toBeNull();
    expect(storage.get('nothing')).toBeNull();
  });

  it('set(undefined) and remove() delete the key', () => {
    storage.set('a', 1);
    storage.set('a', undefined);
    expect(sessionStorage.getItem('BADMINTON_a')).toBeNull();
    storage.set('b', null);
    expect(storage.get('b')).toBeNull();
    expect(sessionStorage.getItem('BADMINTON_b')).toBe('null');
    storage.remove('b');
    expect(sessionStorage.getItem('BADMINTON_b')).toBeNull();
  });

  it('clear() removes only prefixed keys of its own area', () => {
    sessionStorage.setItem('other-app', 'keep');
    sessionStorage.setItem('badminton_lower', 'keep');
    storage.set('x', 1);
    storage.set('y', 2);
    persistentStorage.set('z', 3);
    localStorage.setItem('other-app', 'keep');
    expect(storage.keys().sort()).toEqual(['x', 'y']);
    storage.clear();
    expect(storage.keys()).toEqual([]);
    expect(sessionStorage.getItem('other-app')).toBe('keep');
    expect(sessionStorage.getItem('badminton_lower')).toBe('keep');
    expect(localStorage.getItem('BADMINTON_z')).toBe('3');
    persistentStorage.clear();
    expect(localStorage.getItem('BADMINTON_z')).toBeNull();
    expect(localStorage.getItem('other-app')).toBe('keep');
  });

  it('a custom prefix', () => {
    const custom = createPrefixedStorage('session', 'T_');
    custom.set('k', 'v');
    expect(sessionStorage.getItem('T_k')).toBe('"v"');
    expect(storage.get('k')).toBeNull();
  });

  it('reports a refused write instead of throwing', () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(storage.set('big', 'x')).toBe(false);
    } finally {
      Storage.prototype.setItem = original;
    }
    expect(storage.get('big')).toBeNull();
  });
});
