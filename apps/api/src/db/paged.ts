import { type SQL, sql } from 'drizzle-orm';
import type { Page } from '../lib/paging';

/**
 * A page of rows and the number of all matching rows in one round trip: select `total: totalOver()` with the page's
 * columns, then pass the rows to `pageWithTotal`. On the embedded database every query costs a fixed ~1 ms of
 * protocol and planning work on the event loop, whatever its size, so a list answer pays for one query, not two
 * (docs/performance.md, the uncached read path).
 */
export function totalOver(): SQL<number> {
  return sql<number>`cast(count(*) over () as integer)`.mapWith(Number);
}

/**
 * The page and its total. A page past the last row carries no row and so no total: only then is `countAll` asked
 * (the pager's last page + 1, or a crafted request).
 */
export async function pageWithTotal<Row extends { total: number }>(
  rows: Row[],
  page: Page,
  countAll: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  if (rows.length > 0) return { rows, total: rows[0].total };
  return { rows, total: page.offset === 0 ? 0 : await countAll() };
}
