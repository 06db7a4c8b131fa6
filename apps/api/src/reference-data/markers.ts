import { seedMarkers } from '../db/schema';
import type { Database } from '../db/client';

/**
 * Claims a seed marker inside the current transaction. Returns false when it already exists
 * (the data set was loaded before, or another process is loading it right now and wins the key).
 */
export async function claimMarker(tx: Database, name: string, now: Date): Promise<boolean> {
  const inserted = await tx.insert(seedMarkers).values({ name, appliedAt: now }).onConflictDoNothing().returning({ name: seedMarkers.name });
  return inserted.length > 0;
}
