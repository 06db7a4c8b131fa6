import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** At most one pending job per key (a recurring kind's next run; decision 0047). */
    dedupeKey: text('dedupe_key'),
  },
  (table) => [
    uniqueIndex('jobs_pending_dedupe_key').on(table.dedupeKey).where(sql`${table.dedupeKey} is not null and ${table.doneAt} is null and ${table.failedAt} is null`),
    index('jobs_pending_kind_idx').on(table.kind).where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
    index('jobs_pending_run_at_idx').on(table.runAt).where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
    index('jobs_finished_idx').on(table.createdAt).where(sql`${table.doneAt} is not null or ${table.failedAt} is not null`),
    check('jobs_attempts_check', sql`${table.maxAttempts} >= 1 and ${table.attempts} >= 0`),
  ],
);

/**
 * The dead-letter list (decision 0047): work that failed for good, one open row per kind and payload. A job's final
 * failure inserts it (or, when the same work failed before and was re-queued, counts another failure on the open
 * row), logged at error level and counted (`jobs_dead_lettered_total`). The sweeper (`jobs.sweep`) re-queues the
 * money kinds at `next_requeue_at` with a growing delay and closes the row (`resolved_at`) once a re-queued job
 * succeeded. Not removed by the 30-day clean-up of finished jobs.
 */
export const jobDeadLetters = pgTable(
  'job_dead_letters',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** The job that failed last (no reference: finished jobs are removed after 30 days). */
    jobId: bigint('job_id', { mode: 'number' }).notNull(),
    /** Attempts of that job. */
    attempts: integer('attempts').notNull(),
    /** Why it failed (the last error). */
    reason: text('reason').notNull(),
    /** Final failures of this work (1 + those of its re-queued jobs). */
    failures: integer('failures').notNull().default(1),
    /** Times the sweeper re-queued it. */
    requeues: integer('requeues').notNull().default(0),
    /** When the sweeper re-queues it; null: not swept (or a re-queued job is under way). */
    nextRequeueAt: instant('next_requeue_at'),
    requeuedJobId: bigint('requeued_job_id', { mode: 'number' }),
    firstFailedAt: instant('first_failed_at').notNull(),
    failedAt: instant('failed_at').notNull(),
    resolvedAt: instant('resolved_at'),
  },
  (table) => [
    uniqueIndex('job_dead_letters_open_key').on(table.kind, table.payload).where(sql`${table.resolvedAt} is null`),
    index('job_dead_letters_requeue_idx').on(table.nextRequeueAt).where(sql`${table.resolvedAt} is null and ${table.nextRequeueAt} is not null`),
    index('job_dead_letters_failed_idx').on(table.failedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);
