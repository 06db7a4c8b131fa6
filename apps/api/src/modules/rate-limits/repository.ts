import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlInstant } from '../../db/instant';
import { rateLimitCounters } from '../../db/schema';

/**
 * Counts one hit of `(scope, subject)` if the limit allows it, in one conditional upsert:
 * - no row, or the current window started before `resetBefore` → a new window with 1 hit;
 * - otherwise hits + 1 while hits < limit;
 * - otherwise nothing changes and no row comes back (refused).
 * PostgreSQL locks the conflicting row and re-checks the condition on the committed row, so
 * concurrent hits can never pass the limit.
 */
export async function hitCounter(
  db: Database,
  key: { scope: string; subject: string },
  limit: number,
  resetBefore: Date,
  now: Date,
): Promise<number | null> {
  const stale = sql`${rateLimitCounters.windowStartedAt} < ${sqlInstant(resetBefore)}`;
  const rows = await db
    .insert(rateLimitCounters)
    .values({ scope: key.scope, subject: key.subject, hits: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [rateLimitCounters.scope, rateLimitCounters.subject],
      set: {
        hits: sql`case when ${stale} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${stale} then ${sqlInstant(now)} else ${rateLimitCounters.windowStartedAt} end`,
      },
      setWhere: sql`${stale} or ${rateLimitCounters.hits} < ${limit}`,
    })
    .returning({ hits: rateLimitCounters.hits });
  return rows[0]?.hits ?? null;
}

/** Gives one hit back (a sign-in attempt that turned out to succeed). */
export async function refundCounter(db: Database, key: { scope: string; subject: string }): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(and(eq(rateLimitCounters.scope, key.scope), eq(rateLimitCounters.subject, key.subject)));
}

export async function clearCounter(db: Database, key: { scope: string; subject: string }): Promise<void> {
  await db
    .delete(rateLimitCounters)
    .where(and(eq(rateLimitCounters.scope, key.scope), eq(rateLimitCounters.subject, key.subject)));
}

/** Deletes counters whose window started before `before` (all windows are at most a day long). */
export async function deleteCountersBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitCounters)
    .where(sql`${rateLimitCounters.windowStartedAt} < ${sqlInstant(before)}`)
    .returning({ scope: rateLimitCounters.scope });
  return rows.length;
}
