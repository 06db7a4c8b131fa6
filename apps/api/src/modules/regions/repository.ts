import { asc, eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
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
  allNames.delete(db);
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

/**
 * Every region's name, read once per database handle and kept for NAMES_LIFETIME_MS: regions are reference data
 * (~3,500 rows, changed only by the reference-data load, which drops the copy), and every list of institutions,
 * evaluators or athletes names them. Keeping them here saves a query per uncached read.
 */
const NAMES_LIFETIME_MS = 5 * 60_000;
const allNames = new WeakMap<Database, { loadedAt: number; names: Promise<Map<number, string>> }>();

function namesOf(db: Database): Promise<Map<number, string>> {
  const held = allNames.get(db);
  if (held && performance.now() - held.loadedAt < NAMES_LIFETIME_MS) return held.names;
  const names = db
    .select({ id: regions.id, name: regions.areaName })
    .from(regions)
    .then((rows) => new Map(rows.map((row) => [row.id, row.name])));
  allNames.set(db, { loadedAt: performance.now(), names });
  names.catch(() => allNames.delete(db));
  return names;
}

/** Region names by id: from the kept copy, or one query inside a transaction (which may have just written some). */
export async function findNames(db: Database, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  if (db instanceof PgTransaction) {
    const rows = await db.select({ id: regions.id, name: regions.areaName }).from(regions).where(inArray(regions.id, wanted));
    return new Map(rows.map((row) => [row.id, row.name]));
  }
  const names = await namesOf(db);
  const found = new Map<number, string>();
  for (const id of wanted) {
    const name = names.get(id);
    if (name !== undefined) found.set(id, name);
  }
  return found;
}
