import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from './accounts';

// Public side of the evaluators.

/**
 * Public side of an evaluator (role 2 account). Name, sex, region, photo and the evaluator rank
 * (1–3) live in `person_profiles`; this row adds the star rating and marks the evaluator as listed.
 */
export const evaluators = pgTable(
  'evaluators',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    star: smallint('star').notNull().default(3),
    /** Listed on the public portal (an association can withdraw an evaluator). */
    isListed: boolean('is_listed').notNull().default(true),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    index('evaluators_listed_idx').on(table.isListed, table.star.desc().nullsFirst(), table.userId),
    check('evaluators_star_check', sql`${table.star} between 1 and 5`),
  ],
);
