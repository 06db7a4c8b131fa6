import { sql, type SQL } from 'drizzle-orm';
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

/** Midnight (Asia/Shanghai, UTC+8 without daylight saving) of the current day, on the database clock. */
const SHANGHAI_MIDNIGHT = sql`((date_trunc('day', (now() at time zone 'UTC') + interval '8 hours') - interval '8 hours') at time zone 'UTC')`;

function resetBefore(window: RateWindow): SQL {
  return window.kind === 'day' ? SHANGHAI_MIDNIGHT : sql`now() - make_interval(secs => ${window.seconds})`;
}

/** Counts a hit; false when the limit is already reached in the current window. */
export async function tryHit(db: Database, rule: RateLimit, subject: string): Promise<boolean> {
  return (await hitCounter(db, { scope: rule.scope, subject }, rule.limit, resetBefore(rule.window))) !== null;
}

export function refundHit(db: Database, rule: RateLimit, subject: string): Promise<void> {
  return refundCounter(db, { scope: rule.scope, subject });
}

export function resetHits(db: Database, rule: RateLimit, subject: string): Promise<void> {
  return clearCounter(db, { scope: rule.scope, subject });
}

/** Removes counters older than two days (no window is longer than one day). */
export function pruneCounters(db: Database): Promise<number> {
  return deleteCountersBefore(db, sql`now() - interval '2 days'`);
}
