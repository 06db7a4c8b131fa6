import { PaymentStatus, RefundStatus } from '@badminton/contracts';
import { and, eq, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { jobDeadLetters, jobs, orderRefunds, orders } from '../db/schema';
import type { Clock } from '../lib/clock';
import { requeuedJobs } from '../lib/metrics';
import { expireOrderJob, refundOrderJob } from '../modules/orders/job-kinds';
import { defineJobKind, handleJob, type JobHandler, type JobKind } from './kinds';
import { insertJob } from './repository';

/**
 * The sweeper (issue 22 point 2, decision 0047): no money job gives up in silence. A recurring durable job on the
 * service clock that
 * 1. closes the dead letters whose re-queued job succeeded;
 * 2. re-queues the dead letters of money kinds (`sweep`) whose delay has passed (10 min, 30 min, … every 6 h);
 * 3. finds money work left without a live job — an unpaid order past its window with no `order.expire`, a refund
 *    under way (退费中) with no `order.refund` — and queues it again (logged at warn, counted).
 * Jobs whose lease expired are the worker's: it claims them again, and one that died in its last attempt is failed and
 * dead-lettered by every pass. Everything it does is idempotent; two sweeps at once (two copies) re-queue a dead
 * letter once (row lock, SKIP LOCKED) and at worst an orphan twice (the order jobs are idempotent).
 */
export const sweepJob = defineJobKind('jobs.sweep', z.object({}), { everySeconds: 300, maxAttempts: 3 });

/** Work left this long past its due time with no live job is an orphan (the order jobs reschedule themselves within it). */
export const ORPHAN_GRACE_SECONDS = 300;
/** Rows handled per step and sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

const pendingJob = and(isNull(jobs.doneAt), isNull(jobs.failedAt));

export interface SweepOutcome {
  resolved: number;
  requeued: number;
  orphans: number;
}

export interface SweepDeps {
  db: Database;
  clock: Clock;
  /** The kinds the worker runs; those flagged `sweep` are re-queued from the dead-letter list. */
  kinds: readonly JobKind<unknown>[];
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

/** One sweep (exported for the tests and an operator's shell). */
export async function sweep(deps: SweepDeps): Promise<SweepOutcome> {
  const now = deps.clock.now();
  const swept = new Map(deps.kinds.filter((kind) => kind.sweep).map((kind) => [kind.kind, kind]));
  const outcome: SweepOutcome = { resolved: 0, requeued: 0, orphans: 0 };

  // 1. A re-queued job that succeeded closes its dead letter.
  const resolved = await deps.db
    .update(jobDeadLetters)
    .set({ resolvedAt: now, nextRequeueAt: null })
    .where(
      and(
        isNull(jobDeadLetters.resolvedAt),
        isNotNull(jobDeadLetters.requeuedJobId),
        sql`exists (select 1 from ${jobs} where ${jobs.id} = ${jobDeadLetters.requeuedJobId} and ${jobs.doneAt} is not null)`,
      ),
    )
    .returning({ id: jobDeadLetters.id, kind: jobDeadLetters.kind, payload: jobDeadLetters.payload });
  outcome.resolved = resolved.length;
  for (const letter of resolved) deps.log.info({ deadLetter: letter }, 'dead letter resolved: the re-queued job succeeded');

  // 2. Dead-lettered money work whose delay has passed goes back to the queue.
  if (swept.size > 0) {
    const requeued = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(jobDeadLetters)
        .where(and(isNull(jobDeadLetters.resolvedAt), lte(jobDeadLetters.nextRequeueAt, now), inArray(jobDeadLetters.kind, [...swept.keys()])))
        .orderBy(jobDeadLetters.nextRequeueAt, jobDeadLetters.id)
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true });
      const done = [];
      for (const letter of due) {
        const spec = swept.get(letter.kind);
        if (!spec) continue;
        const jobId = await insertJob(tx, { kind: letter.kind, payload: letter.payload, runAt: now, maxAttempts: spec.maxAttempts, createdAt: now });
        await tx
          .update(jobDeadLetters)
          .set({ requeues: letter.requeues + 1, requeuedJobId: jobId, nextRequeueAt: null })
          .where(eq(jobDeadLetters.id, letter.id));
        done.push({ ...letter, jobId });
      }
      return done;
    });
    outcome.requeued = requeued.length;
    for (const letter of requeued) {
      requeuedJobs.inc({ kind: letter.kind, source: 'dead_letter' });
      deps.log.warn(
        { deadLetter: { id: letter.id, kind: letter.kind, payload: letter.payload, failures: letter.failures, requeues: letter.requeues + 1, reason: letter.reason }, jobId: letter.jobId },
        'dead-lettered money job re-queued',
      );
    }
  }

  // 3. Money work with no live job and no open dead letter (that one has its own schedule).
  const before = new Date(now.getTime() - ORPHAN_GRACE_SECONDS * 1000);
  const liveOrLettered = (kind: string, payload: ReturnType<typeof sql>) => [
    notExists(deps.db.select({ one: sql`1` }).from(jobs).where(and(pendingJob, eq(jobs.kind, kind), sql`${jobs.payload} = ${payload}`))),
    notExists(
      deps.db
        .select({ one: sql`1` })
        .from(jobDeadLetters)
        .where(and(isNull(jobDeadLetters.resolvedAt), eq(jobDeadLetters.kind, kind), sql`${jobDeadLetters.payload} = ${payload}`)),
    ),
  ];
  const orderPayload = sql`jsonb_build_object('orderId', ${orders.id})`;
  const strandedOrders = await deps.db
    .select({ id: orders.id, orderSn: orders.orderSn, expiresAt: orders.expiresAt })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentStatus, [PaymentStatus.Pending, PaymentStatus.Failed]),
        lte(orders.expiresAt, before),
        ...liveOrLettered(expireOrderJob.kind, orderPayload),
      ),
    )
    .limit(SWEEP_BATCH);
  const refundPayload = sql`jsonb_build_object('refundId', ${orderRefunds.id})`;
  const strandedRefunds = await deps.db
    .select({ id: orderRefunds.id, refundSn: orderRefunds.refundSn })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.status, RefundStatus.Refunding), lte(orderRefunds.createdAt, before), ...liveOrLettered(refundOrderJob.kind, refundPayload)))
    .limit(SWEEP_BATCH);
  for (const order of strandedOrders) {
    await insertJob(deps.db, { kind: expireOrderJob.kind, payload: { orderId: order.id }, runAt: now, maxAttempts: expireOrderJob.maxAttempts, createdAt: now });
    requeuedJobs.inc({ kind: expireOrderJob.kind, source: 'orphan' });
    deps.log.warn({ orderId: order.id, orderSn: order.orderSn, expiresAt: order.expiresAt }, 'unpaid order past its window had no order.expire job: queued');
  }
  for (const refund of strandedRefunds) {
    await insertJob(deps.db, { kind: refundOrderJob.kind, payload: { refundId: refund.id }, runAt: now, maxAttempts: refundOrderJob.maxAttempts, createdAt: now });
    requeuedJobs.inc({ kind: refundOrderJob.kind, source: 'orphan' });
    deps.log.warn({ refundId: refund.id, refundSn: refund.refundSn }, 'refund under way had no order.refund job: queued');
  }
  outcome.orphans = strandedOrders.length + strandedRefunds.length;
  return outcome;
}

/** The sweeper's job; `kinds` are every kind the worker runs (built last in `buildJobHandlers`). */
export function sweepJobHandler(deps: Omit<SweepDeps, 'log' | 'kinds'>, handlers: readonly JobHandler[]): JobHandler {
  const kinds = handlers.map((handler) => handler.spec);
  return handleJob(sweepJob, async (_payload, { log }) => {
    const outcome = await sweep({ ...deps, kinds, log });
    if (outcome.resolved + outcome.requeued + outcome.orphans > 0) log.info({ outcome }, 'jobs.sweep');
  });
}
