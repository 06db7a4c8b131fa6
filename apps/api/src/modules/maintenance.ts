import type { Database } from '../db/client';
import { deleteFinishedJobsBefore } from '../jobs/repository';
import { pruneCounters } from './rate-limits/service';
import { pruneCodes } from './sms-codes/service';

/** Finished (done or failed) jobs are kept this long for inspection. */
const FINISHED_JOBS_KEPT_DAYS = 30;

/**
 * Removes records that can no longer matter (old abuse counters, SMS codes and finished jobs). Idempotent and
 * safe to run from several copies at once; run at start.
 */
export async function pruneExpiredRecords(db: Database, now: Date): Promise<void> {
  await pruneCounters(db, now);
  await pruneCodes(db, now);
  await deleteFinishedJobsBefore(db, new Date(now.getTime() - FINISHED_JOBS_KEPT_DAYS * 86_400_000));
}
