import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { type JobHandler, PermanentJobError } from './kinds';
import { claimDueJobs, completeJob, failAbandonedJobs, failAttempt, type JobRow } from './repository';

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
    pass.failed += await failAbandonedJobs(db, clock.now());
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
      await failAttempt(db, job, { error: describeError(error), now, retryAt });
      jobLog[retry ? 'warn' : 'error']({ error: describeError(error), retryAt }, retry ? 'job attempt failed, will retry' : 'job failed');
      return retry ? 'retrying' : 'failed';
    }
    if (!(await completeJob(db, job, clock.now()))) jobLog.warn('job finished after its lease ran out');
    return 'succeeded';
  }
}
