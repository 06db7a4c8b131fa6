import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

// Reference data (always loaded) and the markers of one-off data loads.

/** Which one-off data loads (reference data versions, demo content) have run. */
export const seedMarkers = pgTable('seed_markers', {
  name: text('name').primaryKey(),
  appliedAt: createdAt('applied_at'),
});

/** GB/T 2260 regions: province (parent -1) → city → district. `id` is the 6-digit code. */
export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    areaName: text('area_name').notNull(),
    parentId: integer('parent_id').notNull(),
    level: smallint('level').notNull(),
  },
  (table) => [
    index('regions_parent_id_idx').on(table.parentId, table.id),
    check('regions_level_check', sql`${table.level} between 1 and 3`),
  ],
);

/** Dictionary options by class code (CommonApi/GetDicData). */
export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    classCode: text('class_code').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [
    uniqueIndex('dictionary_entries_class_value_idx').on(table.classCode, table.value),
    index('dictionary_entries_class_sort_idx').on(table.classCode, table.sort),
  ],
);
