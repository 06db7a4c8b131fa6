import { millisOf, systemClock } from '../lib/clock';
import type { CacheTag } from './cache-tags';

/**
 * The answer cache of public read calls (docs/decisions/0011-response-cache-and-query-limit.md).
 *
 * - Entries are serialized envelopes (JSON text), keyed by the caller of this class (call path + canonical input).
 * - Every entry expires after its call's TTL (the safety net: other copies of the service, changes made outside
 *   the calls), or earlier when the handler said its answer is only valid until a given instant.
 * - Writes invalidate by tag: every entry carrying the tag is dropped, and an answer computed while an
 *   invalidation of one of its tags happened is not stored (it may have read the data before the write).
 * - Memory is bounded by a number of entries and a number of bytes; the least recently used entries go first.
 * - Concurrent misses of one key share one computation (single flight).
 */

export interface CachePolicy {
  /** Lifetime of an answer, in milliseconds. */
  readonly ttlMs: number;
  /** What the answer depends on; any call invalidating one of these drops it. */
  readonly tags: readonly CacheTag[];
}

export interface ResponseCacheOptions {
  /** Most entries kept (default 2,000). */
  maxEntries?: number;
  /** Most bytes of answers kept (default 32 MiB); a larger answer is not stored. */
  maxBytes?: number;
  /** Clock in milliseconds (default: the machine's clock; the service passes its one clock). */
  now?: () => number;
}

/** The outcome of computing an answer. */
export interface Computed {
  /** The serialized envelope sent to every request waiting for this key. */
  body: Buffer;
  /** Whether the answer may be stored (successful answers only). */
  store: boolean;
  /** Milliseconds: the answer must not be served at or after this instant (a time-dependent answer). */
  validUntil?: number;
}

interface Entry {
  body: Buffer;
  expiresAt: number;
  tags: readonly CacheTag[];
  size: number;
}

interface Flight {
  tags: readonly CacheTag[];
  promise: Promise<Buffer>;
}

export const DEFAULT_MAX_ENTRIES = 2_000;
export const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/** Overhead counted per entry besides its key and body. */
const ENTRY_OVERHEAD_BYTES = 128;

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** JSON with the keys of plain objects sorted (and undefined members left out, as JSON does): one text per value. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (!isPlainObject(value)) return JSON.stringify(value);
  let text = '';
  for (const name of Object.keys(value).sort()) {
    const member = value[name];
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    text += `${text ? ',' : ''}${JSON.stringify(name)}:${canonicalJson(member)}`;
  }
  return `{${text}}`;
}

/** The cache key of a call and its validated input. */
export function cacheKey(path: string, input: unknown): string {
  return `${path}\u0000${canonicalJson(input)}`;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Flight>();
  /** Bumped by every invalidation of a tag. */
  private readonly versions = new Map<CacheTag, number>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private bytes = 0;

  constructor(options: ResponseCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.now = options.now ?? millisOf(systemClock);
  }

  /** Entries and bytes held (for tests and diagnostics). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The stored answer of a key, if it has not expired. */
  get(key: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() >= entry.expiresAt) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used last: eviction takes the first entries.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  /**
   * The stored answer of a key, or the answer of `compute` — shared by every concurrent request for the key — stored
   * when it may be. `compute` runs at most once per key at a time.
   */
  load(key: string, policy: CachePolicy, compute: () => Promise<Computed>): Promise<Buffer> {
    const stored = this.get(key);
    if (stored) return Promise.resolve(stored);
    const flying = this.flights.get(key);
    if (flying) return flying.promise;
    const started = this.now();
    const stamp = this.stamp(policy.tags);
    const flight: Flight = { tags: policy.tags, promise: Promise.resolve(Buffer.alloc(0)) };
    flight.promise = (async () => {
      try {
        const computed = await compute();
        if (computed.store) {
          const expiresAt = Math.min(started + policy.ttlMs, computed.validUntil ?? Number.POSITIVE_INFINITY);
          if (this.unchangedSince(policy.tags, stamp)) this.set(key, computed.body, policy.tags, expiresAt);
        }
        return computed.body;
      } finally {
        if (this.flights.get(key) === flight) this.flights.delete(key);
      }
    })();
    this.flights.set(key, flight);
    return flight.promise;
  }

  /** Drops every answer depending on one of the tags, including answers being computed right now. */
  invalidate(tags: readonly CacheTag[]): void {
    if (tags.length === 0) return;
    for (const tag of tags) this.versions.set(tag, (this.versions.get(tag) ?? 0) + 1);
    const hit = (entryTags: readonly CacheTag[]) => entryTags.some((tag) => tags.includes(tag));
    for (const [key, entry] of this.entries) if (hit(entry.tags)) this.remove(key, entry);
    // Later requests must not join a computation that may have read the data before the write.
    for (const [key, flight] of this.flights) if (hit(flight.tags)) this.flights.delete(key);
  }

  /** Drops everything. */
  clear(): void {
    this.entries.clear();
    this.flights.clear();
    this.bytes = 0;
  }

  private stamp(tags: readonly CacheTag[]): number[] {
    return tags.map((tag) => this.versions.get(tag) ?? 0);
  }

  private unchangedSince(tags: readonly CacheTag[], stamp: readonly number[]): boolean {
    return tags.every((tag, index) => (this.versions.get(tag) ?? 0) === stamp[index]);
  }

  private set(key: string, body: Buffer, tags: readonly CacheTag[], expiresAt: number): void {
    // Strings take up to two bytes per character.
    const size = body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (expiresAt <= this.now() || size > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { body, expiresAt, tags, size });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest, entry);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
