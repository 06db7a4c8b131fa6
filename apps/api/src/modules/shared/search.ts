import { ilike, type SQL } from 'drizzle-orm';
import { escapeLike } from '../content/repository';

/** `column ILIKE '%keyword%'` (wildcards in the keyword escaped), or no condition without a keyword. */
export function contains(column: Parameters<typeof ilike>[0], keyword: string | undefined): SQL | undefined {
  return keyword ? ilike(column, `%${escapeLike(keyword)}%`) : undefined;
}
