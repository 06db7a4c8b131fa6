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

/**
 * An institution's test sites (测试场地; req: institution.md#qualification-application, #new-test-class): the site its
 * qualification application declares (`institutional_site_id`, `testInstitutionalSite`, the detailed address and the
 * plastic court count), offered as the test address when it creates a test class. Owned by one institution; another
 * institution never reads it.
 */
export const testSites = pgTable(
  'test_sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    institutionUserId: integer('institution_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The site's name as the institution gives it (`testInstitutionalSite`). */
    name: text('name').notNull(),
    provinceId: integer('province_id').notNull(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    detailedAddress: text('detailed_address').notNull(),
    /** Standard plastic courts (`plastic_paces_number`; the eligibility hint asks for at least 4). */
    courtCount: integer('court_count').notNull(),
    createdAt: createdAt('created_at'),
    updatedAt: createdAt('updated_at'),
  },
  (table) => [
    index('test_sites_institution_idx').on(table.institutionUserId, table.id),
    check('test_sites_court_count_check', sql`${table.courtCount} >= 0`),
  ],
);
