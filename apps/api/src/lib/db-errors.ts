/**
 * PostgreSQL error inspection that works for node-postgres and PGlite errors, bare or wrapped by
 * Drizzle (`DrizzleQueryError` keeps the driver error as `cause`).
 */

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

function driverErrors(error: unknown): PgErrorLike[] {
  const chain: PgErrorLike[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    chain.push(current as PgErrorLike);
    current = (current as PgErrorLike).cause;
  }
  return chain;
}

/** True for a unique violation (SQLSTATE 23505), optionally of one named index/constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return driverErrors(error).some((entry) => {
    if (entry.code !== '23505') return false;
    if (!constraint) return true;
    if (entry.constraint === constraint) return true;
    return typeof entry.message === 'string' && entry.message.includes(`"${constraint}"`);
  });
}
