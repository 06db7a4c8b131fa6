import { describe, expect, it } from 'vitest';
import { CacheTag } from './cache-tags';
import { cacheKey, canonicalJson, type Computed, ResponseCache, type ResponseCacheOptions, type SharedTagVersions } from './response-cache';

const NEWS = { ttlMs: 1_000, tags: [CacheTag.Content] } as const;
const PEOPLE = { ttlMs: 1_000, tags: [CacheTag.People] } as const;

function setup(options: Omit<ResponseCacheOptions, 'now'> = {}) {
  const clock = { ms: 1_000_000 };
  const cache = new ResponseCache({ ...options, now: () => clock.ms });
  let runs = 0;
  const answer =
    (text: string, extra: Partial<Computed> = {}) =>
    async (): Promise<Computed> => {
      runs += 1;
      return { body: Buffer.from(text), store: true, ...extra };
    };
  return { clock, cache, answer, runs: () => runs };
}

const text = (body: Buffer | undefined) => body?.toString();

describe('cache keys', () => {
  it('are the same for the same input whatever the order of its fields', () => {
    expect(cacheKey('A/B', { page: 1, limit: 20, filter: { b: 2, a: 1 } })).toBe(cacheKey('A/B', { filter: { a: 1, b: 2 }, limit: 20, page: 1 }));
    expect(canonicalJson({ b: [{ y: 1, x: undefined }, null], a: 'x' })).toBe('{"a":"x","b":[{"y":1},null]}');
  });

  it('differ by call and by value', () => {
    expect(cacheKey('A/B', { page: 1 })).not.toBe(cacheKey('A/C', { page: 1 }));
    expect(cacheKey('A/B', { page: 1 })).not.toBe(cacheKey('A/B', { page: '1' }));
    expect(cacheKey('A/B', { keyword: 'a' })).not.toBe(cacheKey('A/B', {}));
  });
});

describe('ResponseCache', () => {
  it('answers a stored answer without computing it again', async () => {
    const { cache, answer, runs } = setup();
    expect(text(await cache.load('k', NEWS, answer('one')))).toBe('one');
    expect(text(cache.get('k'))).toBe('one');
    expect(text(await cache.load('k', NEWS, answer('two')))).toBe('one');
    expect(runs()).toBe(1);
  });

  it('does not store answers it may not store, nor failed computations', async () => {
    const { cache, answer } = setup();
    expect(text(await cache.load('k', NEWS, answer('refused', { store: false })))).toBe('refused');
    expect(cache.get('k')).toBeUndefined();
    await expect(cache.load('k', NEWS, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.get('k')).toBeUndefined();
    expect(text(await cache.load('k', NEWS, answer('later')))).toBe('later');
  });

  it('expires answers after the TTL', async () => {
    const { cache, clock, answer } = setup();
    await cache.load('k', NEWS, answer('one'));
    clock.ms += NEWS.ttlMs - 1;
    expect(text(cache.get('k'))).toBe('one');
    clock.ms += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it('expires a time-dependent answer at its limit, and does not store one already past it', async () => {
    const { cache, clock, answer } = setup();
    await cache.load('k', NEWS, answer('one', { validUntil: clock.ms + 100 }));
    clock.ms += 99;
    expect(text(cache.get('k'))).toBe('one');
    clock.ms += 1;
    expect(cache.get('k')).toBeUndefined();
    await cache.load('k', NEWS, answer('two', { validUntil: clock.ms }));
    expect(cache.get('k')).toBeUndefined();
  });

  it('shares one computation between concurrent requests for a key', async () => {
    const { cache } = setup();
    let release: (value: Computed) => void = () => undefined;
    let computations = 0;
    const slow = () => {
      computations += 1;
      return new Promise<Computed>((resolve) => (release = resolve));
    };
    const first = cache.load('k', NEWS, slow);
    const second = cache.load('k', NEWS, slow);
    release({ body: Buffer.from('shared'), store: true });
    expect([text(await first), text(await second)]).toEqual(['shared', 'shared']);
    expect(computations).toBe(1);
  });

  it('drops the answers of an invalidated tag and keeps the others', async () => {
    const { cache, answer } = setup();
    await cache.load('news', NEWS, answer('news'));
    await cache.load('athletes', PEOPLE, answer('athletes'));
    await cache.invalidate([CacheTag.People]);
    expect(cache.get('athletes')).toBeUndefined();
    expect(text(cache.get('news'))).toBe('news');
    expect(text(await cache.load('athletes', PEOPLE, answer('fresh athletes')))).toBe('fresh athletes');
  });

  it('does not store an answer computed while its tag was invalidated, nor let later requests join it', async () => {
    const { cache, answer } = setup();
    let release: (value: Computed) => void = () => undefined;
    const stale = cache.load('k', PEOPLE, () => new Promise<Computed>((resolve) => (release = resolve)));
    await cache.invalidate([CacheTag.People]); // a write committed while the read was running
    const later = cache.load('k', PEOPLE, answer('after the write'));
    release({ body: Buffer.from('before the write'), store: true });
    expect(text(await stale)).toBe('before the write');
    expect(text(await later)).toBe('after the write');
    expect(text(cache.get('k'))).toBe('after the write');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { cache, answer } = setup({ maxEntries: 2 });
    await cache.load('a', NEWS, answer('a'));
    await cache.load('b', NEWS, answer('b'));
    cache.get('a'); // a is now the most recently used
    await cache.load('c', NEWS, answer('c'));
    expect(cache.size.entries).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(text(cache.get('a'))).toBe('a');
    expect(text(cache.get('c'))).toBe('c');
  });

  it('keeps at most maxBytes and never stores an answer larger than that', async () => {
    const { cache, answer } = setup({ maxBytes: 1_000 });
    await cache.load('a', NEWS, answer('x'.repeat(400)));
    await cache.load('b', NEWS, answer('y'.repeat(400)));
    expect(cache.get('a')).toBeUndefined();
    expect(text(cache.get('b'))).toHaveLength(400);
    expect(cache.size.bytes).toBeLessThanOrEqual(1_000);
    expect(text(await cache.load('huge', NEWS, answer('z'.repeat(2_000))))).toHaveLength(2_000);
    expect(cache.get('huge')).toBeUndefined();
    expect(text(cache.get('b'))).toHaveLength(400);
  });
});

/**
 * Shared tag versions as a store outside both caches (what Redis is to the copies of the service: decision 0079), with
 * a switch to make it fail like an unreachable Redis.
 */
function sharedStore() {
  const versions = new Map<string, number>();
  const store = { down: false, reads: 0 };
  const shared: SharedTagVersions = {
    read: async (tags) => {
      store.reads += 1;
      if (store.down) throw new Error('redis down');
      return tags.map((tag) => versions.get(tag) ?? 0);
    },
    bump: async (tags) => {
      if (store.down) throw new Error('redis down');
      for (const tag of tags) versions.set(tag, (versions.get(tag) ?? 0) + 1);
    },
  };
  return { store, shared };
}

describe('ResponseCache shared by several copies', () => {
  function copies() {
    const { store, shared } = sharedStore();
    const faults: unknown[] = [];
    const clock = { ms: 1_000_000 };
    const make = () => new ResponseCache({ now: () => clock.ms, shared, onSharedFault: (error) => faults.push(error) });
    return { store, faults, clock, a: make(), b: make() };
  }
  const answer = (text: string) => async (): Promise<Computed> => ({ body: Buffer.from(text), store: true });

  it('never serves an answer in copy B after a write through copy A invalidated its tag', async () => {
    const { a, b } = copies();
    expect(text(await b.load('news', NEWS, answer('old news')))).toBe('old news');
    expect(text(await b.load('news', NEWS, answer('not asked')))).toBe('old news');
    await a.invalidate([CacheTag.Content]);
    expect(text(await b.load('news', NEWS, answer('new news')))).toBe('new news');
    expect(text(await b.load('news', NEWS, answer('not asked')))).toBe('new news');
  });

  it('keeps the answers of other tags in every copy', async () => {
    const { a, b } = copies();
    await b.load('athletes', PEOPLE, answer('athletes'));
    await a.invalidate([CacheTag.Content]);
    expect(text(await b.load('athletes', PEOPLE, answer('not asked')))).toBe('athletes');
  });

  it('has no synchronous fast path: every cached answer is checked against the shared versions', async () => {
    const { store, b } = copies();
    await b.load('news', NEWS, answer('news'));
    expect(b.peek('news')).toBeUndefined();
    const reads = store.reads;
    await b.load('news', NEWS, answer('not asked'));
    expect(store.reads).toBe(reads + 1);
  });

  it('does not store an answer whose tag another copy invalidated while it was computed', async () => {
    const { a, b } = copies();
    let release: (value: Computed) => void = () => undefined;
    const stale = b.load('k', PEOPLE, () => new Promise<Computed>((resolve) => (release = resolve)));
    await new Promise((resolve) => setImmediate(resolve)); // B has read the versions and is computing
    await a.invalidate([CacheTag.People]);
    release({ body: Buffer.from('before the write'), store: true });
    expect(text(await stale)).toBe('before the write');
    expect(text(await b.load('k', PEOPLE, answer('after the write')))).toBe('after the write');
  });

  it('computes without storing while the shared versions cannot be read, reports the fault, and an invalidation lost meanwhile leaves the other copies to their TTL', async () => {
    const { store, faults, clock, a, b } = copies();
    await b.load('news', NEWS, answer('news'));
    store.down = true;
    expect(text(await b.load('news', NEWS, answer('computed')))).toBe('computed');
    await a.invalidate([CacheTag.Content]); // the local part still happens; the bump fails and is reported
    expect(faults).toHaveLength(2);
    store.down = false;
    expect(text(await b.load('news', NEWS, answer('again')))).toBe('news');
    clock.ms += NEWS.ttlMs;
    expect(text(await b.load('news', NEWS, answer('after its TTL')))).toBe('after its TTL');
  });
});
