import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../columns';
import { users } from './accounts';
import { orders } from './orders';
import { testClasses } from './test-classes';

// Test sign-ups (the athletes entered in a test class), their scores and their appeals.

/**
 * An athlete's sign-up for one grade of one test class, with the coach form
 * (req: test-sign-up-and-orders.md#order-confirmation) and its order. It holds a place of the class while its order is pending or paid (`test_classes.seats_taken`).
 * `leave_status`: 0 none, 1 on leave (请假, from the institution's leave-record upload), 2 place given up
 * (abandoned by the athlete to sign up again). `refund_status`: the row-level refund (refund workflow).
 * `score_judgment`: 0 not judged, 1 pass, 2 fail; scores are visible to the athlete once the class's scores are
 * published.
 */
export const testApplications = pgTable(
  'test_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    athleteUserId: integer('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testClassId: integer('test_class_id')
      .notNull()
      .references(() => testClasses.id, { onDelete: 'cascade' }),
    grade: smallint('grade').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Coach form: 0 trained at this institution, 1 not. */
    coachStatus: smallint('coach_status').notNull(),
    train: text('train').notNull(),
    coach: text('coach').notNull(),
    /** A mobile number, or the literal 无. */
    coachPhone: text('coach_phone').notNull(),
    /** 1 the athlete signed up, 2 the institution signed them up in batch. */
    applicationMethod: smallint('application_method').notNull().default(1),
    /** False once its place is free again (order closed unpaid, refunded, or the leave record given up); the row stays for the record. */
    active: smallint('active').notNull().default(1),
    leaveStatus: smallint('leave_status').notNull().default(0),
    refundStatus: smallint('refund_status').notNull().default(0),
    /**
     * The row refund's review (decision 0069): when the institution asked, when and by whom the national association
     * approved it (its order's refund is under way), the reason shown for 退费失败, and whether the entry is refunded as
     * part of its class's refund (1) rather than on its own request (0).
     */
    refundRequestedAt: instant('refund_requested_at'),
    refundApprovedAt: instant('refund_approved_at'),
    refundApprovedBy: integer('refund_approved_by'),
    refundNote: text('refund_note'),
    refundByClass: smallint('refund_by_class').notNull().default(0),
    arrangeGroup: text('arrange_group'),
    arrangeTime: text('arrange_time'),
    scoreJudgment: smallint('score_judgment').notNull().default(0),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    index('test_applications_athlete_idx').on(table.athleteUserId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('test_applications_class_idx').on(table.testClassId, table.grade),
    uniqueIndex('test_applications_order_key').on(table.orderId),
    /** One live place per athlete, class and grade. */
    uniqueIndex('test_applications_live_key')
      .on(table.athleteUserId, table.testClassId, table.grade)
      .where(sql`${table.active} = 1 and ${table.leaveStatus} <> 2`),
    index('test_applications_leave_idx').on(table.athleteUserId, table.grade).where(sql`${table.leaveStatus} = 1`),
    check('test_applications_coach_status_check', sql`${table.coachStatus} in (0, 1)`),
    check('test_applications_method_check', sql`${table.applicationMethod} in (1, 2)`),
    check('test_applications_active_check', sql`${table.active} in (0, 1)`),
    check('test_applications_leave_check', sql`${table.leaveStatus} between 0 and 2`),
    check('test_applications_refund_check', sql`${table.refundStatus} between 0 and 3`),
    check('test_applications_judgment_check', sql`${table.scoreJudgment} between 0 and 2`),
  ],
);

/** The subjects of a sign-up's test and their scores (one row per subject, `sort` 1–4). */
export const testScoreItems = pgTable(
  'test_score_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => testApplications.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
    subject: text('subject').notNull(),
    /** Points, one decimal. */
    score: numeric('score', { precision: 5, scale: 1 }).notNull(),
  },
  (table) => [uniqueIndex('test_score_items_application_sort_key').on(table.applicationId, table.sort)],
);

/**
 * The appeal of one score (req: appeals.md#appeal-rules): one row per sign-up holding both rounds. `appeal_status`
 * follows the appeal workflow (0–7); `edit_status` is the institution's handling of the first round
 * (0 waiting, 1 score changed, 2 rejected).
 */
export const appeals = pgTable(
  'appeals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appealNo: text('appeal_no').notNull(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => testApplications.id, { onDelete: 'cascade' }),
    athleteUserId: integer('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appealStatus: smallint('appeal_status').notNull().default(0),
    editStatus: smallint('edit_status').notNull().default(0),
    firstContent: text('first_content').notNull(),
    secondContent: text('second_content'),
    /** The institution's answer to the first appeal, the association's to the second. */
    appealReply: text('appeal_reply'),
    managerReply: text('manager_reply'),
    createdAt: createdAt('created_at'),
    secondAt: instant('second_at'),
  },
  (table) => [
    uniqueIndex('appeals_appeal_no_key').on(table.appealNo),
    uniqueIndex('appeals_application_key').on(table.applicationId),
    index('appeals_athlete_idx').on(table.athleteUserId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('appeals_status_check', sql`${table.appealStatus} between 0 and 7`),
    check('appeals_edit_status_check', sql`${table.editStatus} between 0 and 2`),
    check('appeals_first_length_check', sql`char_length(${table.firstContent}) between 1 and 100`),
    check('appeals_second_length_check', sql`${table.secondContent} is null or char_length(${table.secondContent}) between 1 and 100`),
  ],
);

/** A score changed in an appeal's handling: the subject's old and new points (the institution or the association). */
export const appealScoreChanges = pgTable(
  'appeal_score_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appealId: integer('appeal_id')
      .notNull()
      .references(() => appeals.id, { onDelete: 'cascade' }),
    scoreItemId: integer('score_item_id')
      .notNull()
      .references(() => testScoreItems.id, { onDelete: 'cascade' }),
    fromScore: numeric('from_score', { precision: 5, scale: 1 }).notNull(),
    toScore: numeric('to_score', { precision: 5, scale: 1 }).notNull(),
    changedAt: createdAt('changed_at'),
  },
  (table) => [index('appeal_score_changes_appeal_idx').on(table.appealId)],
);
