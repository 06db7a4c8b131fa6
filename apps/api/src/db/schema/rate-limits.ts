import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

// Abuse counters.

/**
 * Abuse counters (SMS sends, failed sign-ins), one row per scope and subject. A window starts with
 * its first hit; a hit after the window has passed starts a new one. Updated only by conditional
 * upserts, so concurrent requests can never exceed a limit.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    windowStartedAt: createdAt('window_started_at'),
    hits: integer('hits').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.subject], name: 'rate_limit_counters_pkey' }),
    index('rate_limit_counters_window_idx').on(table.windowStartedAt),
  ],
);
