import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from './accounts';

// Public side of the test institutions.

/**
 * Public side of a test institution (role 3 account). Name, address, photos and the qualification
 * review status (`institution_profiles.approval_status`: 3 = final pass) live in the profile; this
 * row adds what the association maintains: the star rating and the introduction. An institution is
 * public when its profile's approval_status is 3.
 */
export const institutions = pgTable(
  'institutions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    star: smallint('star').notNull().default(3),
    introduce: text('introduce').notNull().default(''),
    /** Order of the public lists (higher first), then newest. */
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    index('institutions_sort_idx').on(table.sort.desc().nullsFirst(), table.userId.desc().nullsFirst()),
    check('institutions_star_check', sql`${table.star} between 1 and 5`),
  ],
);
