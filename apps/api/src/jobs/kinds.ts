import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { JobRow } from './repository';

/**
 * A kind of background job: its name, the shape of its payload, how often it may be tried and how long
 * to wait between tries. Declared once next to the module that owns the work; the module that enqueues
 * and the handler share it.
 */
export interface JobKind<Payload> {
  readonly kind: string;
  readonly payload: z.ZodType<Payload>;
  /** Attempts before the job fails for good (≥ 1). */
  readonly maxAttempts: number;
  /** Seconds to wait after failed attempt number `attempt` (1-based). */
  readonly backoffSeconds: (attempt: number) => number;
  /** An attempt that runs longer fails (and is retried), well before its lease lets another worker take the job. */
  readonly timeoutSeconds: number;
  /**
   * Money work (decision 0047): once dead-lettered, the sweeper (`jobs.sweep`) re-queues it with a growing delay until
   * a re-queued job succeeds. Other kinds wait on the dead-letter list for a person.
   */
  readonly sweep: boolean;
  /**
   * A recurring kind: one pending job at a time (its `dedupe_key` is the kind), run every this many seconds on the
   * service clock; the worker enqueues the next run when an attempt finishes for good (done or failed).
   */
  readonly everySeconds: number | null;
}

/**
 * How long the sweeper waits before re-queuing dead-lettered money work, by the times it was re-queued already:
 * 10 min, 30 min, 90 min, 270 min, then every 6 h (decision 0047). It keeps trying — the work is money — but every
 * failure stays visible (the open dead letter, the error log, the metrics).
 */
export function sweepRequeueDelaySeconds(requeues: number): number {
  return Math.min(6 * 3600, 600 * 3 ** Math.max(0, requeues));
}

/** Default attempt time limit; the worker's lease (5 minutes) is longer. */
export const DEFAULT_JOB_TIMEOUT_SECONDS = 60;

/** 10 s, 30 s, 90 s, … at most one hour. */
export function exponentialBackoff(firstSeconds = 10, factor = 3, maxSeconds = 3600): (attempt: number) => number {
  return (attempt) => Math.min(maxSeconds, firstSeconds * factor ** Math.max(0, attempt - 1));
}

export function defineJobKind<Payload>(
  kind: string,
  payload: z.ZodType<Payload>,
  options: { maxAttempts?: number; backoffSeconds?: (attempt: number) => number; timeoutSeconds?: number; sweep?: boolean; everySeconds?: number } = {},
): JobKind<Payload> {
  const maxAttempts = options.maxAttempts ?? 5;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new RangeError(`${kind}: maxAttempts must be a positive integer`);
  const timeoutSeconds = options.timeoutSeconds ?? DEFAULT_JOB_TIMEOUT_SECONDS;
  if (!(timeoutSeconds > 0)) throw new RangeError(`${kind}: timeoutSeconds must be positive`);
  const everySeconds = options.everySeconds ?? null;
  if (everySeconds !== null && !(everySeconds > 0)) throw new RangeError(`${kind}: everySeconds must be positive`);
  return {
    kind,
    payload,
    maxAttempts,
    backoffSeconds: options.backoffSeconds ?? exponentialBackoff(),
    timeoutSeconds,
    sweep: options.sweep ?? false,
    everySeconds,
  };
}

/** The same kind flagged as money work the sweeper re-queues (for kinds declared in a module that does not flag them). */
export function sweptHandler(handler: JobHandler): JobHandler {
  return { ...handler, spec: { ...handler.spec, sweep: true } };
}

export interface JobContext {
  job: JobRow;
  /** The service clock's instant when the attempt started. */
  now: Date;
  db: Database;
  log: FastifyBaseLogger;
}

/** What the worker runs for one kind. */
export interface JobHandler {
  readonly spec: JobKind<unknown>;
  run(payload: unknown, context: JobContext): Promise<void>;
}

export function handleJob<Payload>(spec: JobKind<Payload>, run: (payload: Payload, context: JobContext) => Promise<void>): JobHandler {
  return { spec: spec as JobKind<unknown>, run: run as (payload: unknown, context: JobContext) => Promise<void> };
}

/** Thrown by a handler when trying again cannot help: the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}
