import { MemoryRateLimiter } from './memory';

/**
 * The limits that only make abuse expensive, per client address: the public certificate query and the mobile check
 * (docs/decisions/0011-response-cache-and-query-limit.md). One copy of the service counts them in the process
 * (`memory.ts`); several copies count them in Redis (`redis.ts`, decision 0079), so an address gets the limit once,
 * not once per copy. SMS codes and sign-in failures are counted in the database (`service.ts`), shared already.
 */

export interface WindowLimit {
  /** Hits allowed in one window. */
  limit: number;
  /** A window starts with its first hit and lasts this long. */
  windowMs: number;
}

export interface AddressLimiter {
  /** Counts a hit of `subject`; false (not counted) when the limit is already reached in its current window. */
  tryHit(subject: string): Promise<boolean>;
}

/** Makes the limiter of one rule; `scope` names it (the Redis key of each subject's window starts with it). */
export type LimiterFactory = (scope: string, rule: WindowLimit) => AddressLimiter;

/** Limiters counted in this process, on the service clock. */
export function processLimiters(now: () => number): LimiterFactory {
  return (_scope, rule) => {
    const memory = new MemoryRateLimiter({ ...rule, now });
    return { tryHit: async (subject) => memory.tryHit(subject) };
  };
}
