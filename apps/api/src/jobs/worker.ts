import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { deadLetteredJobs } from '../lib/metrics';
import { type JobHandler, PermanentJobError, sweepRequeueDelaySeconds } from './kinds';
import { claimDueJobs, completeJob, failAbandonedJobs, failAttempt, insertJob, type JobRow, recordDeadLetter } from './repository';

export interface JobWorkerOptions {
  db: Database;
  clock: Clock;
  handlers: readonly JobHandler[];
  log: FastifyBaseLogger;
  /** Poll interval in ms; 0 = no polling (the worker runs only when `runDue()` is called). */
  pollMs: number;
  /** Jobs claimed per statement (default 10). */
  batchSize?: number;
  /** How long a claimed attempt may run before another worker may take the job again (default 5 minutes). */
  leaseSeconds?: number;
}

export interface JobPass {
  /** Attempts made in this pass. */
  attempted: number;
  succeeded: number;
  /** Failed attempts that will be tried again. */
  retrying: number;
  /** Jobs that failed for good. */
  failed: number;
}

const MAX_ERROR_LENGTH = 1000;
/** A pass stops after this many batches so one pass cannot run forever. */
const MAX_BATCHES_PER_PASS = 100;

/** `work`, or a rejection once `ms` have passed (the work itself cannot be cancelled; its outcome is ignored). */
async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * Runs due jobs. Each pass claims due jobs of the registered kinds atomically (see `claimDueJobs`),
 * runs their handlers one by one, then marks each done, schedules its retry (`run_at` = now + backoff)
 * or fails it after its last attempt. "Due" is judged on the service clock, so moving that clock
 * (tests, `POST /dev/clock`) makes delayed jobs due. Passes of one worker never overlap; several workers
 * (or copies of the service) may run side by side.
 */
export class JobWorker {
  readonly #handlers: Map<string, JobHandler>;
  readonly #options: Required<Omit<JobWorkerOptions, 'handlers'>>;
  #chain: Promise<unknown> = Promise.resolve();
  #timer: NodeJS.Timeout | undefined;
  #running = false;
  #wakePending = false;

  constructor(options: JobWorkerOptions) {
    this.#handlers = new Map();
    for (const handler of options.handlers) {
      if (this.#handlers.has(handler.spec.kind)) throw new Error(`job kind registered twice: ${handler.spec.kind}`);
      this.#handlers.set(handler.spec.kind, handler);
    }
    this.#options = { batchSize: 10, leaseSeconds: 300, ...options };
  }

  /** The kinds this worker runs. */
  get kinds(): string[] {
    return [...this.#handlers.keys()];
  }

  /** Runs every job due now (and those made due by it), after any pass already under way. */
  runDue(): Promise<JobPass> {
    const pass = this.#chain.then(() => this.#pass());
    this.#chain = pass.catch(() => undefined);
    return pass;
  }

  /**
   * Makes sure each recurring kind (`everySeconds`) has its one pending job (the dedupe key is the kind, so copies of
   * the service starting together add one). The service does it when it starts polling; a driven-only worker (the
   * tests) leaves it to the caller.
   */
  async ensureRecurring(): Promise<void> {
    const now = this.#options.clock.now();
    for (const handler of this.#handlers.values()) {
      if (handler.spec.everySeconds === null) continue;
      await insertJob(this.#options.db, { kind: handler.spec.kind, payload: {}, runAt: now, maxAttempts: handler.spec.maxAttempts, createdAt: now, dedupeKey: handler.spec.kind });
    }
  }

  /** Starts polling (no-op when `pollMs` is 0). */
  start(): void {
    if (this.#running || this.#options.pollMs <= 0) return;
    this.#running = true;
    this.#schedule(this.#options.pollMs);
  }

  /** A pass soon, without waiting for the poll interval (after an enqueue). */
  wake(): void {
    if (!this.#running || this.#wakePending) return;
    this.#wakePending = true;
    this.#schedule(0);
  }

  /** Stops polling and waits for the pass under way. */
  async stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#chain;
  }

  #schedule(delayMs: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#wakePending = false;
      if (!this.#running) return;
      this.runDue()
        .catch((error: unknown) => this.#options.log.error({ err: error }, 'job pass failed'))
        .finally(() => {
          if (this.#running && !this.#wakePending) this.#schedule(this.#options.pollMs);
        });
    }, delayMs);
    this.#timer.unref();
  }

  async #pass(): Promise<JobPass> {
    const { db, clock, batchSize, leaseSeconds } = this.#options;
    const pass: JobPass = { attempted: 0, succeeded: 0, retrying: 0, failed: 0 };
    pass.failed += await this.#deadLetterAbandoned();
    for (let batch = 0; batch < MAX_BATCHES_PER_PASS; batch += 1) {
      const now = clock.now();
      const claimed = await claimDueJobs(db, {
        now,
        leaseUntil: new Date(now.getTime() + leaseSeconds * 1000),
        limit: batchSize,
        kinds: this.kinds,
      });
      if (claimed.length === 0) break;
      for (const job of claimed) {
        pass.attempted += 1;
        const outcome = await this.#attempt(job);
        pass[outcome] += 1;
      }
    }
    return pass;
  }

  /** Jobs whose worker died in their last attempt (lease expired): failed for good and dead-lettered. */
  async #deadLetterAbandoned(): Promise<number> {
    const { db, clock } = this.#options;
    const now = clock.now();
    const failed = await db.transaction(async (tx) => {
      const rows = await failAbandonedJobs(tx, now);
      const letters = [];
      for (const job of rows) letters.push({ job, letter: await this.#deadLetter(tx, job, job.lastError ?? 'abandoned', now) });
      return letters;
    });
    for (const { job, letter } of failed) {
      this.#reportDeadLetter(job, letter, job.lastError ?? 'abandoned');
      await this.#scheduleNext(job, now);
    }
    return failed.length;
  }

  #deadLetter(db: Database, job: JobRow, reason: string, now: Date) {
    const handler = this.#handlers.get(job.kind);
    return recordDeadLetter(db, { job, reason, now, requeueDelaySeconds: handler?.spec.sweep ? sweepRequeueDelaySeconds : null });
  }

  /** Every job that fails for good: an error-level log line and the dead-letter counter (decision 0047). */
  #reportDeadLetter(job: JobRow, letter: { id: number; failures: number; requeues: number; nextRequeueAt: Date | null }, reason: string): void {
    deadLetteredJobs.inc({ kind: job.kind });
    this.#options.log.error(
      {
        job: { id: job.id, kind: job.kind, attempt: job.attempts },
        payload: job.payload,
        reason,
        deadLetter: { id: letter.id, failures: letter.failures, requeues: letter.requeues, nextRequeueAt: letter.nextRequeueAt },
      },
      'job failed for good: dead-lettered',
    );
  }

  /** A recurring kind's next run (one pending at a time: its dedupe key). */
  async #scheduleNext(job: JobRow, now: Date): Promise<void> {
    const spec = this.#handlers.get(job.kind)?.spec;
    if (!spec || spec.everySeconds === null) return;
    await insertJob(this.#options.db, {
      kind: spec.kind,
      payload: job.payload,
      runAt: new Date(now.getTime() + spec.everySeconds * 1000),
      maxAttempts: spec.maxAttempts,
      createdAt: now,
      dedupeKey: spec.kind,
    });
  }

  async #attempt(job: JobRow): Promise<'succeeded' | 'retrying' | 'failed'> {
    const { db, clock, log } = this.#options;
    const handler = this.#handlers.get(job.kind);
    const jobLog = log.child({ job: { id: job.id, kind: job.kind, attempt: job.attempts } });
    try {
      if (!handler) throw new PermanentJobError(`no handler for ${job.kind}`);
      const parsed = handler.spec.payload.safeParse(job.payload);
      if (!parsed.success) throw new PermanentJobError(`payload does not match ${job.kind}`);
      const { timeoutSeconds } = handler.spec;
      await withTimeout(
        handler.run(parsed.data, { job, now: clock.now(), db, log: jobLog }),
        Math.min(timeoutSeconds, this.#options.leaseSeconds) * 1000,
        `timed out after ${timeoutSeconds} s`,
      );
    } catch (error) {
      const permanent = error instanceof PermanentJobError;
      const retry = !permanent && job.attempts < job.maxAttempts;
      const now = clock.now();
      const retryAt = retry && handler ? new Date(now.getTime() + handler.spec.backoffSeconds(job.attempts) * 1000) : null;
      const reason = describeError(error);
      if (retry) {
        await failAttempt(db, job, { error: reason, now, retryAt });
        jobLog.warn({ error: reason, retryAt }, 'job attempt failed, will retry');
        return 'retrying';
      }
      // Failed for good: the job and its dead letter together (decision 0047).
      const letter = await db.transaction(async (tx) =>
        (await failAttempt(tx, job, { error: reason, now, retryAt: null })) ? this.#deadLetter(tx, job, reason, now) : null,
      );
      if (letter) {
        this.#reportDeadLetter(job, letter, reason);
        await this.#scheduleNext(job, now);
      } else {
        jobLog.warn({ error: reason }, 'job failed after its lease ran out');
      }
      return 'failed';
    }
    const now = clock.now();
    if (await completeJob(db, job, now)) await this.#scheduleNext(job, now);
    else jobLog.warn('job finished after its lease ran out');
    return 'succeeded';
  }
}
