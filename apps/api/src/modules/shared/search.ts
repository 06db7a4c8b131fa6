import { and, ilike, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../content/repository';

/** `column ILIKE '%keyword%'` (wildcards in the keyword escaped), or no condition without a keyword. */
export function contains(column: Parameters<typeof ilike>[0], keyword: string | undefined): SQL | undefined {
  return keyword ? ilike(column, `%${escapeLike(keyword)}%`) : undefined;
}

/**
 * A text (a person's name, a class title) that contains `keyword`, through the index of its pieces (its generated
 * `name_grams(text)` column: migrations 0022–0023, decision 0084): a text that contains the keyword holds every one-
 * and two-character piece of it, so `grams @> name_grams(keyword)` finds the candidates in the GIN index, and the same
 * `ILIKE` as `contains` checks each one. The answer is exactly `contains`'s; only the plan changes (no read of every
 * row). `name_grams` runs in the database on both sides, so the pieces agree (the same `lower`).
 */
export function textContains(text: PgColumn, grams: PgColumn, keyword: string | undefined): SQL | undefined {
  return keyword ? and(sql`${grams} @> name_grams(${keyword})`, contains(text, keyword)) : undefined;
}
