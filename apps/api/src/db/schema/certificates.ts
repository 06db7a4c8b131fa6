import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from '../columns';
import { users } from './accounts';
import { testRecords } from './test-classes';

// Athlete and evaluator certificates.

/**
 * Athlete grade certificates (grades 1–16) and evaluator certificates (31–33). certificate_number
 * (证书编号) and certificate_numbering (serial, 流水号) are unique. Only published certificates
 * are public (athlete detail, certificate query) and count for eligibility.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grade: smallint('grade').notNull(),
    certificateNumber: text('certificate_number').notNull(),
    certificateNumbering: text('certificate_numbering').notNull(),
    certificateUrl: text('certificate_url').notNull(),
    testRecordId: integer('test_record_id').references(() => testRecords.id, { onDelete: 'set null' }),
    createdDate: instant('created_date').notNull(),
    isGrant: boolean('is_grant').notNull().default(false),
    isEvent: boolean('is_event').notNull().default(false),
    published: boolean('published').notNull().default(false),
  },
  (table) => [
    uniqueIndex('certificates_number_key').on(table.certificateNumber),
    uniqueIndex('certificates_numbering_key').on(table.certificateNumbering),
    index('certificates_user_grade_idx').on(table.userId, table.grade),
    index('certificates_published_date_idx').on(table.createdDate.desc().nullsFirst(), table.id.desc().nullsFirst()).where(sql`${table.published}`),
    /** One certificate per test record: a publication (or a second appeal) that ran twice could not issue two (decision 0068). */
    uniqueIndex('certificates_test_record_key').on(table.testRecordId).where(sql`${table.testRecordId} is not null`),
  ],
);

/**
 * The last serial issued per calendar year (Asia/Shanghai) by the association's publication (decision 0068): a
 * publication takes its block of serials with one `insert … on conflict do update … returning`, which locks the year's
 * row to the end of its transaction, so two publications never take the same serial and a rolled-back one gives its
 * block back. Certificate numbers are `ZY` + year + grade + serial, 流水号 `LS` + year + serial.
 */
export const certificateSerials = pgTable(
  'certificate_serials',
  {
    year: integer('year').primaryKey(),
    lastSerial: integer('last_serial').notNull(),
  },
  (table) => [check('certificate_serials_last_check', sql`${table.lastSerial} >= 0`)],
);
