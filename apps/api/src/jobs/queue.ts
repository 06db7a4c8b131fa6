import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { JobKind } from './kinds';
import { insertJob } from './repository';

export interface EnqueueOptions {
  /** Run inside this transaction (the job exists only if the transaction commits). Default: the service's database. */
  db?: Database;
  /** Not before this instant (default: now on the service clock). */
  runAt?: Date;
  /** Not before this many seconds from now. */
  delaySeconds?: number;
  /** At most one pending job with this key: when one is pending, nothing is added and the answer is null. */
  dedupeKey?: string;
}

/**
 * Adds durable jobs. A job is a row: it survives a restart and any copy of the service may run it.
 * Enqueue inside the transaction that makes the work necessary, then call `wake()` after it commits so
 * the local worker picks it up without waiting for its next poll.
 */
export class JobQueue {
  #wakers = new Set<() => void>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async enqueue<Payload>(spec: JobKind<Payload>, payload: Payload, options: EnqueueOptions & { dedupeKey: string }): Promise<number | null>;
  async enqueue<Payload>(spec: JobKind<Payload>, payload: Payload, options?: EnqueueOptions): Promise<number>;
  async enqueue<Payload>(spec: JobKind<Payload>, payload: Payload, options: EnqueueOptions = {}): Promise<number | null> {
    const now = this.clock.now();
    const runAt = options.runAt ?? new Date(now.getTime() + (options.delaySeconds ?? 0) * 1000);
    return insertJob(options.db ?? this.db, {
      kind: spec.kind,
      payload: spec.payload.parse(payload),
      runAt,
      maxAttempts: spec.maxAttempts,
      createdAt: now,
      dedupeKey: options.dedupeKey ?? null,
    });
  }

  /** Asks the local worker for a pass soon (after the enqueuing transaction committed). */
  wake(): void {
    for (const waker of this.#wakers) waker();
  }

  /** The worker listens here. */
  onWake(waker: () => void): () => void {
    this.#wakers.add(waker);
    return () => this.#wakers.delete(waker);
  }
}
