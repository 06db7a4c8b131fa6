/** Converts the wire paging `{ limit, page }` (page 1-based) to a SQL limit/offset. */
export function toPage({ limit, page }: { limit: number; page: number }): { limit: number; offset: number } {
  return { limit, offset: (page - 1) * limit };
}
