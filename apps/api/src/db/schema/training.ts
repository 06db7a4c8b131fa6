import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../columns';
import { users } from './accounts';
import { orders } from './orders';

// Evaluator training classes, their fees and contents, and the evaluators' training records.

/** Evaluator training classes (req: evaluator.md#training-class-detail). `grade`: the evaluator grade trained (1–3). */
export const trainingClasses = pgTable(
  'training_classes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    trainType: smallint('train_type').notNull(),
    grade: smallint('grade').notNull(),
    provinceId: integer('province_id').notNull(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    provinceName: text('province_name').notNull(),
    cityName: text('city_name').notNull(),
    districtName: text('district_name').notNull(),
    detailAddr: text('detail_addr').notNull(),
    applyStartTime: instant('apply_start_time').notNull(),
    applyEndTime: instant('apply_end_time').notNull(),
    openingClassStartTime: instant('opening_class_start_time').notNull(),
    openingClassEndTime: instant('opening_class_end_time').notNull(),
    assessmentStartTime: instant('assessment_start_time').notNull(),
    assessmentEndTime: instant('assessment_end_time').notNull(),
    isStop: boolean('is_stop').notNull().default(false),
    /** Qualification options the applicant picks from (the first needs no picture). */
    aptitude: jsonb('aptitude').$type<string[]>().notNull(),
    noticeTitle: text('notice_title').notNull(),
    noticeContent: text('notice_content').notNull(),
    filePath: text('file_path'),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    index('training_classes_apply_idx').on(table.applyStartTime.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('training_classes_grade_check', sql`${table.grade} between 1 and 3`),
    check('training_classes_train_type_check', sql`${table.trainType} between 1 and 3`),
  ],
);

/** Fees of a training class per fee type: 1 training, 2 assessment, 3 training plus assessment. */
export const trainingClassFees = pgTable(
  'training_class_fees',
  {
    trainingClassId: integer('training_class_id')
      .notNull()
      .references(() => trainingClasses.id, { onDelete: 'cascade' }),
    feeType: smallint('fee_type').notNull(),
    /** Fen (1/100 元). */
    feeFen: fen('fee').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.trainingClassId, table.feeType], name: 'training_class_fees_pkey' }),
    check('training_class_fees_type_check', sql`${table.feeType} between 1 and 3`),
  ],
);

/** Training and assessment content of a training class, in order. */
export const trainingClassContents = pgTable(
  'training_class_contents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trainingClassId: integer('training_class_id')
      .notNull()
      .references(() => trainingClasses.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    content: text('content').notNull(),
    assessmentMethod: text('assessment_method').notNull(),
  },
  (table) => [index('training_class_contents_class_idx').on(table.trainingClassId, table.sort)],
);

/**
 * An evaluator's place in a training class (the sign-up of the training flow and its outcome; req:
 * evaluator.md#training-sign-up). performance_review: 0 pending, 1 qualified, 2 unqualified. Qualified rows are the
 * public training history (existRecord) of the evaluator. A sign-up made in the portal has its training order
 * (`order_id`, kind 3, whose payment_status the training records show) and the aptitude the evaluator chose:
 * `aptitude_index` into the class's `aptitude` options (above 0 needs `aptitude_image`, an uploaded file path).
 */
export const evaluatorTrainingRecords = pgTable(
  'evaluator_training_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    evaluatorUserId: integer('evaluator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainingClassId: integer('training_class_id')
      .notNull()
      .references(() => trainingClasses.id, { onDelete: 'cascade' }),
    grade: smallint('grade').notNull(),
    feeType: smallint('fee_type').notNull(),
    performanceReview: smallint('performance_review').notNull().default(0),
    completedOn: date('completed_on', { mode: 'string' }),
    createdAt: createdAt('created_at'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    aptitudeIndex: smallint('aptitude_index'),
    aptitude: text('aptitude'),
    aptitudeImage: text('aptitude_image'),
  },
  (table) => [
    uniqueIndex('evaluator_training_records_user_class_idx').on(table.evaluatorUserId, table.trainingClassId),
    index('evaluator_training_records_class_idx').on(table.trainingClassId),
    index('evaluator_training_records_user_created_idx').on(
      table.evaluatorUserId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    uniqueIndex('evaluator_training_records_order_key').on(table.orderId),
    check('evaluator_training_records_review_check', sql`${table.performanceReview} between 0 and 2`),
  ],
);

/** The assessed items of an evaluator's training and their scores (req: evaluator.md#training-records), in order. */
export const trainingScoreItems = pgTable(
  'training_score_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trainingRecordId: integer('training_record_id')
      .notNull()
      .references(() => evaluatorTrainingRecords.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
    content: text('content').notNull(),
    /** Points, one decimal. */
    score: numeric('score', { precision: 5, scale: 1 }).notNull(),
  },
  (table) => [uniqueIndex('training_score_items_record_sort_key').on(table.trainingRecordId, table.sort)],
);
