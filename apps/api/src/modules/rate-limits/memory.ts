import { millisOf, systemClock } from '../../lib/clock';

/**
 * A rate limit counted in this process (docs/decisions/0011-response-cache-and-query-limit.md), for limits that
 * only need to make abuse expensive and may reset with a restart: the public certificate query. Limits that must
 * survive restarts and be shared by every copy of the service (SMS codes, sign-in failures) stay in the database
 * (`service.ts`).
 *
 * The window is the same as the database's rolling window: it starts with the first hit of a subject, counts up to
 * `limit` hits, refuses further hits (they do not count) and starts again with the first hit after `windowMs`.
 */

export interface MemoryRateLimitOptions {
  limit: number;
  windowMs: number;
  /** Most subjects tracked at once (default 100,000); past it the oldest windows are forgotten. */
  maxSubjects?: number;
  /** Clock in milliseconds (default: the machine's clock; the service passes its one clock). */
  now?: () => number;
}

interface Window {
  startedAt: number;
  hits: number;
}

export const DEFAULT_MAX_SUBJECTS = 100_000;

export class MemoryRateLimiter {
  /** Windows by subject, oldest window first (a new window is moved to the end). */
  private readonly windows = new Map<string, Window>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly maxSubjects: number;
  private readonly now: () => number;

  constructor(options: MemoryRateLimitOptions) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.maxSubjects = options.maxSubjects ?? DEFAULT_MAX_SUBJECTS;
    this.now = options.now ?? millisOf(systemClock);
  }

  /** Subjects currently tracked. */
  get size(): number {
    return this.windows.size;
  }

  /** Counts a hit of `subject`; false (not counted) when the limit is already reached in its current window. */
  tryHit(subject: string): boolean {
    const now = this.now();
    this.forgetEnded(now);
    const window = this.windows.get(subject);
    if (window && !this.ended(window, now)) {
      if (window.hits >= this.limit) return false;
      window.hits += 1;
      return true;
    }
    if (window) this.windows.delete(subject);
    this.windows.set(subject, { startedAt: now, hits: 1 });
    if (this.windows.size > this.maxSubjects) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    return true;
  }

  /** Same rule as the database counters: a window is over once it started more than `windowMs` ago. */
  private ended(window: Window, now: number): boolean {
    return window.startedAt < now - this.windowMs;
  }

  /** Drops ended windows from the front (the map is ordered by window start). */
  private forgetEnded(now: number): void {
    for (const [subject, window] of this.windows) {
      if (!this.ended(window, now)) return;
      this.windows.delete(subject);
    }
  }
}
