/** A SQL page: limit and offset. */
export interface Page {
  limit: number;
  offset: number;
}

/** Converts the wire paging `{ limit, page }` (page 1-based) to a SQL limit/offset. */
export function toPage({ limit, page }: { limit: number; page: number }): Page {
  return { limit, offset: (page - 1) * limit };
}
