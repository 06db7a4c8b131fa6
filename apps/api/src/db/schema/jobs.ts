import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../columns';

/**
 * Durable background work (decision 0024). A job is pending until `done_at` or `failed_at` is set; the
 * worker claims due pending jobs (`run_at` ≤ the service clock, not locked) with
 * `FOR UPDATE SKIP LOCKED`, takes an attempt and a lease (`locked_until`), runs the handler of its
 * `kind`, then completes it or schedules the next attempt (`run_at` + backoff) until `max_attempts`.
 * Every instant comes from the service clock; no column has a database default time.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    runAt: instant('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    doneAt: instant('done_at'),
    failedAt: instant('failed_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('jobs_pending_run_at_idx').on(table.runAt).where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
    index('jobs_finished_idx').on(table.createdAt).where(sql`${table.doneAt} is not null or ${table.failedAt} is not null`),
    check('jobs_attempts_check', sql`${table.maxAttempts} >= 1 and ${table.attempts} >= 0`),
  ],
);
