import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dictionaryEntries } from '../../db/schema';

export type DictionaryRow = Omit<typeof dictionaryEntries.$inferInsert, 'id'>;

export function findOptions(db: Database, classCode: string) {
  return db
    .select({ label: dictionaryEntries.label, value: dictionaryEntries.value })
    .from(dictionaryEntries)
    .where(eq(dictionaryEntries.classCode, classCode))
    .orderBy(asc(dictionaryEntries.sort), asc(dictionaryEntries.id));
}

/** Inserts or relabels entries by (class_code, value). */
export async function upsertEntries(db: Database, rows: readonly DictionaryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(dictionaryEntries)
    .values([...rows])
    .onConflictDoUpdate({
      target: [dictionaryEntries.classCode, dictionaryEntries.value],
      set: { label: sql`excluded.label`, sort: sql`excluded.sort` },
    });
}
