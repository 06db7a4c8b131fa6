import { and, ilike, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../content/repository';

/** `column ILIKE '%keyword%'` (wildcards in the keyword escaped), or no condition without a keyword. */
export function contains(column: Parameters<typeof ilike>[0], keyword: string | undefined): SQL | undefined {
  return keyword ? ilike(column, `%${escapeLike(keyword)}%`) : undefined;
}

/**
 * A person's name that contains `keyword`, through the names' gram index (migration 0022, decision 0084): a name that
 * contains the keyword holds every one- and two-character piece of it, so `grams @> name_grams(keyword)` finds the
 * candidates in the GIN index, and the same `ILIKE` as `contains` checks each one. The answer is exactly `contains`'s;
 * only the plan changes (no read of every profile). `name_grams` runs in the database on both sides, so the pieces
 * agree (the same `lower`).
 */
export function nameContains(name: PgColumn, grams: PgColumn, keyword: string | undefined): SQL | undefined {
  return keyword ? and(sql`${grams} @> name_grams(${keyword})`, contains(name, keyword)) : undefined;
}
