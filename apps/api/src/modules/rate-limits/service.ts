import type { Database } from '../../db/client';
import { clearCounter, deleteCountersBefore, hitCounter, refundCounter } from './repository';

/**
 * Abuse limits kept in the database, so every copy of the service sees the same counts and they survive restarts:
 * SMS codes and sign-in failures. The public certificate query is limited in the process instead (`memory.ts`,
 * docs/decisions/0011-response-cache-and-query-limit.md).
 */

export type RateWindow =
  /** A window of `seconds` starting with its first hit. */
  | { kind: 'rolling'; seconds: number }
  /** The Asia/Shanghai calendar day. */
  | { kind: 'day' };

export interface RateLimit {
  scope: string;
  limit: number;
  window: RateWindow;
}

const SHANGHAI_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** Midnight (Asia/Shanghai, UTC+8 without daylight saving) of the day of `now`. */
function shanghaiMidnight(now: Date): Date {
  const local = now.getTime() + SHANGHAI_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - SHANGHAI_OFFSET_MS);
}

function resetBefore(window: RateWindow, now: Date): Date {
  return window.kind === 'day' ? shanghaiMidnight(now) : new Date(now.getTime() - window.seconds * 1000);
}

/** Counts a hit at `now` (the service clock); false when the limit is already reached in the current window. */
export async function tryHit(db: Database, rule: RateLimit, subject: string, now: Date): Promise<boolean> {
  return (await hitCounter(db, { scope: rule.scope, subject }, rule.limit, resetBefore(rule.window, now), now)) !== null;
}

export function refundHit(db: Database, rule: RateLimit, subject: string): Promise<void> {
  return refundCounter(db, { scope: rule.scope, subject });
}

export function resetHits(db: Database, rule: RateLimit, subject: string): Promise<void> {
  return clearCounter(db, { scope: rule.scope, subject });
}

/** Removes counters older than two days (no window is longer than one day). */
export function pruneCounters(db: Database, now: Date): Promise<number> {
  return deleteCountersBefore(db, new Date(now.getTime() - 2 * DAY_MS));
}
