/**
 * Web storage limited to this portal's keys. Every key is written as `BADMINTON_<name>`;
 * `clear()` removes only prefixed keys, so other applications on the origin keep theirs.
 * Values are JSON. Where storage is unavailable (no DOM, privacy mode, quota) reads give
 * `null` and writes report `false` instead of throwing.
 */

import { STORAGE_PREFIX } from '@badminton/contracts';

/** Fixed key prefix of every entry the portal stores (req: accounts.md#session); its one home is @badminton/contracts. */
export { STORAGE_PREFIX };

export type StorageArea = 'session' | 'local';

export interface PrefixedStorage {
  /** The stored JSON value of `key`, or `null` when missing or unreadable. */
  get<T = unknown>(key: string): T | null;
  /** Stores `value` as JSON (`undefined` removes the key). `false` when storage refused it. */
  set(key: string, value: unknown): boolean;
  remove(key: string): void;
  /** Removes every `BADMINTON_` key of this area, and nothing else. */
  clear(): void;
  /** Names (without the prefix) of the keys this area holds. */
  keys(): string[];
}

function resolveArea(area: StorageArea): Storage | null {
  try {
    const store = area === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
    return store ?? null;
  } catch {
    return null;
  }
}

export function createPrefixedStorage(area: StorageArea, prefix: string = STORAGE_PREFIX): PrefixedStorage {
  const prefixedKeys = (store: Storage): string[] => {
    const found: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key !== null && key.startsWith(prefix)) found.push(key);
    }
    return found;
  };

  return {
    get<T>(key: string): T | null {
      const store = resolveArea(area);
      if (!store) return null;
      try {
        const raw = store.getItem(prefix + key);
        return raw === null ? null : (JSON.parse(raw) as T);
      } catch {
        return null;
      }
    },
    set(key, value) {
      const store = resolveArea(area);
      if (!store) return false;
      try {
        if (value === undefined) store.removeItem(prefix + key);
        else store.setItem(prefix + key, JSON.stringify(value));
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      resolveArea(area)?.removeItem(prefix + key);
    },
    clear() {
      const store = resolveArea(area);
      if (!store) return;
      for (const key of prefixedKeys(store)) store.removeItem(key);
    },
    keys() {
      const store = resolveArea(area);
      return store ? prefixedKeys(store).map((key) => key.slice(prefix.length)) : [];
    },
  };
}

/** Session storage (this tab, until it closes): the session data. */
export const storage: PrefixedStorage = createPrefixedStorage('session');

/** Local storage (kept across visits): preferences only, never credentials. */
export const persistentStorage: PrefixedStorage = createPrefixedStorage('local');
