import { TEST_CLASS_STATUSES, TestClassStatus } from '@badminton/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../columns';
import { users } from './accounts';

// Test classes, their grades and evaluators, and the athletes' test records.

/**
 * Test classes created by institutions (req: institution.md#new-test-class, states.md#test-class-application-status).
 * `application_status`: 申请中 → 省协会审核通过 → 中羽协审核通过 (final, public, open for sign-up in its registration window) or 审核驳回.
 * Region names are kept next to the ids (as the institution chose them) for the public cards.
 */
export const testClasses = pgTable(
  'test_classes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    institutionUserId: integer('institution_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('test_class_title').notNull(),
    provinceId: integer('province_id').notNull(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    provinceName: text('province_name').notNull(),
    cityName: text('city_name').notNull(),
    districtName: text('district_name').notNull(),
    detailedAddress: text('detailed_address').notNull(),
    mailingAddress: text('mailing_address'),
    registrationStartTime: instant('registration_start_time').notNull(),
    registrationEndTime: instant('registration_end_time').notNull(),
    testStartTime: instant('test_start_time').notNull(),
    testEndTime: instant('test_end_time').notNull(),
    testNum: integer('test_num').notNull(),
    /**
     * Places held by sign-ups whose order is pending or paid (decision 0030): taken with a compare-and-set
     * (`seats_taken < test_num`) in the sign-up's transaction, given back when an unpaid order closes.
     */
    seatsTaken: integer('seats_taken').notNull().default(0),
    applicationStatus: text('application_status', { enum: TEST_CLASS_STATUSES }).notNull().default(TestClassStatus.Applied),
    approvalComments: text('approval_comments'),
    isStop: boolean('is_stop').notNull().default(false),
    filePath: text('file_path'),
    contact: text('contact').notNull(),
    contactNumber: text('contact_number').notNull(),
    /** Class-level refund: 0 none, 1 refunding, 2 refunded, 3 failed. */
    refundStatus: smallint('refund_status').notNull().default(0),
    /**
     * The class refund's review (decision 0069): when the institution asked (0 → 1), when and by whom the national
     * association approved it (the refunds of its paid entries are under way), and the reason shown for 退费失败
     * (the refusal's reason, or which entries the provider could not refund).
     */
    refundRequestedAt: instant('refund_requested_at'),
    refundApprovedAt: instant('refund_approved_at'),
    refundApprovedBy: integer('refund_approved_by'),
    refundNote: text('refund_note'),
    /** The institution's grade submission (gradeSubmission workflow: 0 unsubmitted … 4 published) and the rejection's reason. */
    gradeSubmissionStatus: smallint('grade_submission_status').notNull().default(0),
    gradeSubmissionMsg: text('grade_submission_msg'),
    /** When the scores were published (the 7-day appeal and proxy-collection windows count from it). */
    scoresPublishedAt: instant('scores_published_at'),
    createdAt: createdAt('created_at'),
    /** The title's one- and two-character pieces (`name_grams`, migration 0023) for keyword searches (decision 0084). */
    titleGrams: text('title_grams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`name_grams(test_class_title)`),
  },
  (table) => [
    index('test_classes_title_grams_idx').using('gin', table.titleGrams),
    index('test_classes_status_time_idx').on(table.applicationStatus, table.testStartTime.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('test_classes_region_idx').on(table.provinceId, table.cityId, table.districtId),
    // The public list's pager totals by region (issue 27 point 2): counted from this index alone, the live ones by their
    // registration end, the grade filter joined by id, where the region index read a heap block per class.
    index('test_classes_status_region_idx').on(
      table.applicationStatus, table.provinceId, table.cityId, table.districtId, table.registrationEndTime, table.id,
    ),
    index('test_classes_registration_idx').on(table.registrationStartTime, table.registrationEndTime),
    // The live classes of the public list and the next window change (modules/test-classes/repository.ts).
    index('test_classes_status_registration_end_idx').on(table.applicationStatus, table.registrationEndTime),
    index('test_classes_institution_idx').on(table.institutionUserId, table.testStartTime.desc().nullsFirst()),
    check('test_classes_status_check', sql`${table.applicationStatus} in (${sql.raw(TEST_CLASS_STATUSES.map((code) => `'${code}'`).join(', '))})`),
    check('test_classes_windows_check', sql`${table.registrationStartTime} <= ${table.registrationEndTime} and ${table.testStartTime} <= ${table.testEndTime}`),
    check('test_classes_test_num_check', sql`${table.testNum} > 0`),
    check('test_classes_seats_check', sql`${table.seatsTaken} between 0 and ${table.testNum}`),
  ],
);

/** Grades a test class offers, with the sign-up fee of each. */
export const testClassGrades = pgTable(
  'test_class_grades',
  {
    testClassId: integer('test_class_id')
      .notNull()
      .references(() => testClasses.id, { onDelete: 'cascade' }),
    grade: smallint('grade').notNull(),
    /** Fen (1/100 元). */
    feeFen: fen('fee').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.testClassId, table.grade], name: 'test_class_grades_pkey' }),
    index('test_class_grades_grade_idx').on(table.grade, table.testClassId),
    check('test_class_grades_grade_check', sql`${table.grade} between 1 and 16`),
  ],
);

/** Evaluators assigned to a test class, per evaluator level (1–3); one of them leads. Their work record. */
export const testClassEvaluators = pgTable(
  'test_class_evaluators',
  {
    testClassId: integer('test_class_id')
      .notNull()
      .references(() => testClasses.id, { onDelete: 'cascade' }),
    evaluatorUserId: integer('evaluator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    isLeader: boolean('is_leader').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.testClassId, table.evaluatorUserId], name: 'test_class_evaluators_pkey' }),
    index('test_class_evaluators_evaluator_idx').on(table.evaluatorUserId),
    check('test_class_evaluators_level_check', sql`${table.level} between 1 and 3`),
  ],
);

/**
 * The supervision form of a test class (req: evaluator.md#supervision-form): uploaded once by the class's leader
 * evaluator and never changed (the primary key refuses a second one).
 */
export const supervisionForms = pgTable('supervision_forms', {
  testClassId: integer('test_class_id')
    .primaryKey()
    .references(() => testClasses.id, { onDelete: 'cascade' }),
  /** Path of the stored file under the uploads directory. */
  filePath: text('file_path').notNull(),
  fileName: text('file_name').notNull(),
  uploadedBy: integer('uploaded_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  uploadedAt: createdAt('uploaded_at'),
});

/**
 * An athlete's test of one grade in one class (the history of the athlete detail). score_judgment:
 * 0 not judged, 1 pass, 2 fail.
 */
export const testRecords = pgTable(
  'test_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    athleteUserId: integer('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testClassId: integer('test_class_id')
      .notNull()
      .references(() => testClasses.id, { onDelete: 'cascade' }),
    grade: smallint('grade').notNull(),
    testDate: instant('test_date').notNull(),
    scoreJudgment: smallint('score_judgment').notNull().default(0),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    index('test_records_athlete_date_idx').on(table.athleteUserId, table.testDate.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('test_records_class_idx').on(table.testClassId, table.grade),
    check('test_records_judgment_check', sql`${table.scoreJudgment} between 0 and 2`),
  ],
);

/**
 * The videos of a test class (req: institution.md#video-recording; decision 0062): addresses the institution saves once
 * the class is finally approved (中羽协审核通过), https only, at most 500 characters; kept in the order saved.
 */
export const testClassVideos = pgTable(
  'test_class_videos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    testClassId: integer('test_class_id')
      .notNull()
      .references(() => testClasses.id, { onDelete: 'cascade' }),
    videoUrl: text('video_url').notNull(),
    savedBy: integer('saved_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    index('test_class_videos_class_idx').on(table.testClassId, table.createdAt.desc().nullsFirst()),
    check('test_class_videos_url_check', sql`char_length(${table.videoUrl}) between 1 and 500 and ${table.videoUrl} like 'https://%'`),
  ],
);
