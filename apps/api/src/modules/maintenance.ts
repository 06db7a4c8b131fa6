import type { Database } from '../db/client';
import { pruneCounters } from './rate-limits/service';
import { pruneCodes } from './sms-codes/service';

/**
 * Removes records that can no longer matter (old abuse counters and SMS codes). Idempotent and
 * safe to run from several copies at once; run at start.
 */
export async function pruneExpiredRecords(db: Database, now: Date): Promise<void> {
  await pruneCounters(db, now);
  await pruneCodes(db, now);
}
