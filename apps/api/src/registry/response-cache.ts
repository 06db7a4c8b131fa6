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
 * - With shared tag versions (several copies of the service, `REDIS_URL`: decision 0079), an invalidation bumps the
 *   tags' versions for every copy, and an entry is served only while its tags' versions are the ones it was computed
 *   under: each cached answer then costs one read of the shared versions. When they cannot be read, the answer is
 *   computed and not stored.
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
  /** The tag versions every copy of the service shares (`cluster/tag-versions.ts`); without them, this copy's own. */
  shared?: SharedTagVersions;
  /** Told of a failure to read or bump the shared versions (the service logs it). */
  onSharedFault?: (error: unknown) => void;
}

/** Tag versions kept outside the process, for every copy of the service. */
export interface SharedTagVersions {
  /** The current version of each tag, in order. */
  read(tags: readonly CacheTag[]): Promise<number[]>;
  /** Moves each tag's version on: every answer of every copy carrying one of them is stale from then on. */
  bump(tags: readonly CacheTag[]): Promise<void>;
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
  /** The shared versions of `tags` the answer was computed under (shared mode only). */
  sharedStamp?: readonly number[];
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
  private readonly shared: SharedTagVersions | undefined;
  private readonly onSharedFault: (error: unknown) => void;
  private bytes = 0;

  constructor(options: ResponseCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.now = options.now ?? millisOf(systemClock);
    this.shared = options.shared;
    this.onSharedFault = options.onSharedFault ?? (() => undefined);
  }

  /** Entries and bytes held (for tests and diagnostics). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The stored answer of a key, if it has not expired (in shared mode: whatever the shared versions say). */
  get(key: string): Buffer | undefined {
    return this.fresh(key)?.body;
  }

  /**
   * The stored answer of a key when it can be served without asking the other copies (the synchronous fast path);
   * in shared mode never: `load` checks the shared versions.
   */
  peek(key: string): Buffer | undefined {
    return this.shared ? undefined : this.get(key);
  }

  /**
   * The stored answer of a key, or the answer of `compute` — shared by every concurrent request for the key — stored
   * when it may be. `compute` runs at most once per key at a time.
   */
  load(key: string, policy: CachePolicy, compute: () => Promise<Computed>): Promise<Buffer> {
    if (this.shared) return this.loadShared(this.shared, key, policy, compute);
    const stored = this.get(key);
    if (stored) return Promise.resolve(stored);
    return this.fly(key, key, policy, compute, undefined);
  }

  /** Drops every answer depending on one of the tags, including answers being computed right now, in every copy. */
  async invalidate(tags: readonly CacheTag[]): Promise<void> {
    if (tags.length === 0) return;
    for (const tag of tags) this.versions.set(tag, (this.versions.get(tag) ?? 0) + 1);
    const hit = (entryTags: readonly CacheTag[]) => entryTags.some((tag) => tags.includes(tag));
    for (const [key, entry] of this.entries) if (hit(entry.tags)) this.remove(key, entry);
    // Later requests must not join a computation that may have read the data before the write.
    for (const [key, flight] of this.flights) if (hit(flight.tags)) this.flights.delete(key);
    if (!this.shared) return;
    try {
      await this.shared.bump(tags);
    } catch (error) {
      // The other copies serve what they hold until its TTL: the fault is the service's to log.
      this.onSharedFault(error);
    }
  }

  private async loadShared(shared: SharedTagVersions, key: string, policy: CachePolicy, compute: () => Promise<Computed>): Promise<Buffer> {
    let versions: number[];
    try {
      versions = await shared.read(policy.tags);
    } catch (error) {
      this.onSharedFault(error);
      return (await compute()).body;
    }
    const entry = this.fresh(key);
    if (entry && sameVersions(entry.sharedStamp, versions)) return entry.body;
    // Requests that read the same versions share one computation; one that read newer versions does not join it.
    return this.fly(key, `${key}\u0000${versions.join(',')}`, policy, compute, versions);
  }

  /** Computes the answer of `key` once for every request waiting under `flightKey`, and stores it when it may. */
  private fly(key: string, flightKey: string, policy: CachePolicy, compute: () => Promise<Computed>, sharedStamp: readonly number[] | undefined): Promise<Buffer> {
    const flying = this.flights.get(flightKey);
    if (flying) return flying.promise;
    const started = this.now();
    const stamp = this.stamp(policy.tags);
    const flight: Flight = { tags: policy.tags, promise: Promise.resolve(Buffer.alloc(0)) };
    flight.promise = (async () => {
      try {
        const computed = await compute();
        if (computed.store) {
          const expiresAt = Math.min(started + policy.ttlMs, computed.validUntil ?? Number.POSITIVE_INFINITY);
          if (this.unchangedSince(policy.tags, stamp)) this.set(key, computed.body, policy.tags, expiresAt, sharedStamp);
        }
        return computed.body;
      } finally {
        if (this.flights.get(flightKey) === flight) this.flights.delete(flightKey);
      }
    })();
    this.flights.set(flightKey, flight);
    return flight.promise;
  }

  /** The entry of a key, if it has not expired (most recently used last: eviction takes the first entries). */
  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() >= entry.expiresAt) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
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

  private set(key: string, body: Buffer, tags: readonly CacheTag[], expiresAt: number, sharedStamp?: readonly number[]): void {
    // Strings take up to two bytes per character.
    const size = body.length + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (expiresAt <= this.now() || size > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { body, expiresAt, tags, size, sharedStamp });
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

function sameVersions(stamp: readonly number[] | undefined, versions: readonly number[]): boolean {
  return stamp !== undefined && stamp.length === versions.length && stamp.every((version, index) => version === versions[index]);
}
