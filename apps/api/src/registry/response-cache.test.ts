import { describe, expect, it } from 'vitest';
import { CacheTag } from './cache-tags';
import { cacheKey, canonicalJson, type Computed, ResponseCache, type ResponseCacheOptions } from './response-cache';

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
    cache.invalidate([CacheTag.People]);
    expect(cache.get('athletes')).toBeUndefined();
    expect(text(cache.get('news'))).toBe('news');
    expect(text(await cache.load('athletes', PEOPLE, answer('fresh athletes')))).toBe('fresh athletes');
  });

  it('does not store an answer computed while its tag was invalidated, nor let later requests join it', async () => {
    const { cache, answer } = setup();
    let release: (value: Computed) => void = () => undefined;
    const stale = cache.load('k', PEOPLE, () => new Promise<Computed>((resolve) => (release = resolve)));
    cache.invalidate([CacheTag.People]); // a write committed while the read was running
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
