import { sql, type SQL } from 'drizzle-orm';

/**
 * An instant of the service clock as a SQL parameter (`timestamptz`). Repositories use this where they
 * used to call `now()`, so the database never reads its own clock (decision 0024).
 */
export function sqlInstant(instant: Date): SQL {
  return sql`${instant.toISOString()}::timestamptz`;
}

/** `instant − seconds` as a SQL expression (window starts, idle limits). */
export function sqlSecondsBefore(instant: Date, seconds: number): SQL {
  return sqlInstant(new Date(instant.getTime() - seconds * 1000));
}

/** `instant + seconds` (expiry times). */
export function secondsAfter(instant: Date, seconds: number): Date {
  return new Date(instant.getTime() + seconds * 1000);
}
