import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inBatches } from '../../lib/batches';
import { regions } from '../../db/schema';

export type RegionRow = typeof regions.$inferInsert;

const INSERT_BATCH_SIZE = 500;

export function findChildren(db: Database, parentId: number) {
  return db
    .select({ id: regions.id, areaName: regions.areaName, parentId: regions.parentId })
    .from(regions)
    .where(eq(regions.parentId, parentId))
    .orderBy(asc(regions.id));
}

/** Inserts or updates regions in batches (reference data reloads are idempotent). */
export async function upsertRegions(db: Database, rows: readonly RegionRow[]): Promise<void> {
  for (const batch of inBatches(rows, INSERT_BATCH_SIZE)) {
    await db
      .insert(regions)
      .values(batch)
      .onConflictDoUpdate({
        target: regions.id,
        set: { areaName: sql`excluded.area_name`, parentId: sql`excluded.parent_id`, level: sql`excluded.level` },
      });
  }
}

/** Region names by id (one query for a page of rows). */
export async function findNames(db: Database, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: regions.id, name: regions.areaName }).from(regions).where(inArray(regions.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
