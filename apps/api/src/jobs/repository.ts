import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sqlInstant } from '../db/instant';
import { jobDeadLetters, jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

const pending = and(isNull(jobs.doneAt), isNull(jobs.failedAt));

export async function insertJob(
  db: Database,
  job: { kind: string; payload: unknown; runAt: Date; maxAttempts: number; createdAt: Date; dedupeKey?: string | null },
): Promise<number | null> {
  if (job.dedupeKey) {
    // At most one pending job per key (the partial unique index): a pending one already there wins.
    const [row] = await db.insert(jobs).values(job).onConflictDoNothing().returning({ id: jobs.id });
    return row?.id ?? null;
  }
  const [row] = await db.insert(jobs).values(job).returning({ id: jobs.id });
  return row.id;
}

/**
 * Claims up to `limit` due jobs of the given kinds in one statement: each gets one more attempt and a
 * lease until `leaseUntil`. The inner `FOR UPDATE SKIP LOCKED` makes concurrent claimers (other workers,
 * other copies of the service) pass over rows another one is claiming, so a job is never claimed twice;
 * a job whose lease ran out (its worker died) is due again.
 */
export async function claimDueJobs(
  db: Database,
  claim: { now: Date; leaseUntil: Date; limit: number; kinds: readonly string[]; ids?: readonly number[] },
): Promise<JobRow[]> {
  if (claim.kinds.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        pending,
        lte(jobs.runAt, claim.now),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, claim.now)),
        lt(jobs.attempts, jobs.maxAttempts),
        inArray(jobs.kind, [...claim.kinds]),
        claim.ids ? inArray(jobs.id, [...claim.ids]) : undefined,
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: claim.leaseUntil })
    .where(and(inArray(jobs.id, due), pending))
    .returning();
}

/** The claimed attempt succeeded. `attempts` fences off a worker whose lease ran out meanwhile. */
export async function completeJob(db: Database, job: { id: number; attempts: number }, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ doneAt: now, lockedUntil: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), pending))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** The claimed attempt failed: the job runs again at `retryAt`, or fails for good when `retryAt` is null. */
export async function failAttempt(
  db: Database,
  job: { id: number; attempts: number },
  outcome: { error: string; now: Date; retryAt: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set(
      outcome.retryAt
        ? { lastError: outcome.error, lockedUntil: null, runAt: outcome.retryAt }
        : { lastError: outcome.error, lockedUntil: null, failedAt: outcome.now },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), pending))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Pending jobs whose last attempt was claimed and never reported (the worker stopped, its lease expired) fail for
 * good; answers them so the caller dead-letters each (decision 0047).
 */
export async function failAbandonedJobs(db: Database, now: Date): Promise<JobRow[]> {
  return db
    .update(jobs)
    .set({ failedAt: now, lockedUntil: null, lastError: sql`coalesce(${jobs.lastError} || ' / ', '') || 'abandoned: the worker stopped during the last attempt'` })
    .where(and(pending, sql`${jobs.attempts} >= ${jobs.maxAttempts}`, lte(jobs.lockedUntil, now)))
    .returning();
}

// ---------------------------------------------------------------- dead letters (decision 0047)

export type DeadLetterRow = typeof jobDeadLetters.$inferSelect;

/**
 * Puts work that failed for good on the dead-letter list: a new open row, or — the same kind and payload failed
 * before (a re-queued job failed again) — one more failure on the open row. `nextRequeueAt` is when the sweeper may
 * re-queue it (null: a person must). Answers the row.
 */
export async function recordDeadLetter(
  db: Database,
  failure: { job: Pick<JobRow, 'id' | 'kind' | 'payload' | 'attempts'>; reason: string; now: Date; requeueDelaySeconds: ((requeues: number) => number) | null },
): Promise<DeadLetterRow> {
  const { job, reason, now } = failure;
  const [row] = await db
    .insert(jobDeadLetters)
    .values({ kind: job.kind, payload: job.payload, jobId: job.id, attempts: job.attempts, reason, firstFailedAt: now, failedAt: now })
    .onConflictDoUpdate({
      target: [jobDeadLetters.kind, jobDeadLetters.payload],
      targetWhere: isNull(jobDeadLetters.resolvedAt),
      set: { jobId: job.id, attempts: job.attempts, reason, failedAt: now, failures: sql`${jobDeadLetters.failures} + 1` },
    })
    .returning();
  const nextRequeueAt = failure.requeueDelaySeconds ? new Date(now.getTime() + failure.requeueDelaySeconds(row.requeues) * 1000) : null;
  const [updated] = await db.update(jobDeadLetters).set({ nextRequeueAt }).where(eq(jobDeadLetters.id, row.id)).returning();
  return updated;
}

/** The dead-letter list, newest failure first: the open rows only (default) or all. */
export async function listDeadLetters(db: Database, options: { open?: boolean; limit?: number } = {}): Promise<DeadLetterRow[]> {
  return db
    .select()
    .from(jobDeadLetters)
    .where(options.open === false ? undefined : isNull(jobDeadLetters.resolvedAt))
    .orderBy(desc(jobDeadLetters.failedAt), desc(jobDeadLetters.id))
    .limit(options.limit ?? 100);
}

/** Open dead letters by kind (the metrics gauge). */
export async function countOpenDeadLetters(db: Database): Promise<{ kind: string; open: number }[]> {
  return db
    .select({ kind: jobDeadLetters.kind, open: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
    .from(jobDeadLetters)
    .where(isNull(jobDeadLetters.resolvedAt))
    .groupBy(jobDeadLetters.kind);
}

/** Pending jobs by kind: `due` (run_at reached on the service clock, waiting for a worker) and `scheduled` (later). */
export async function countPendingJobs(db: Database, now: Date): Promise<{ kind: string; due: number; scheduled: number }[]> {
  return db
    .select({
      kind: jobs.kind,
      due: sql<number>`cast(count(*) filter (where ${jobs.runAt} <= ${sqlInstant(now)}) as integer)`.mapWith(Number),
      scheduled: sql<number>`cast(count(*) filter (where ${jobs.runAt} > ${sqlInstant(now)}) as integer)`.mapWith(Number),
    })
    .from(jobs)
    .where(pending)
    .groupBy(jobs.kind);
}

export async function findJob(db: Database, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}

/** Deletes finished (done or failed) jobs created before `before`. */
export async function deleteFinishedJobsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(or(sql`${jobs.doneAt} is not null`, sql`${jobs.failedAt} is not null`), lt(jobs.createdAt, before)))
    .returning({ id: jobs.id });
  return rows.length;
}
