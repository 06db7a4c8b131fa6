import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../columns';
import { users } from './accounts';

// Competitions (赛事) whose results can earn an event-based level, and the athletes' applications for it.

/**
 * A competition recognised for event-based levels. `event_type` is the event's category shown in the records
 * (e.g. 全国性赛事); `max_grade` is the highest grade it can award (a manual application may ask only 4, 5 or 6, and
 * no more than this). Applications are accepted between `apply_start_time` and `apply_end_time`.
 */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    eventType: text('event_type').notNull(),
    organizer: text('organizer').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    maxGrade: smallint('max_grade').notNull(),
    applyStartTime: instant('apply_start_time').notNull(),
    applyEndTime: instant('apply_end_time').notNull(),
    createdAt: createdAt('created_at'),
  },
  (table) => [
    index('events_apply_idx').on(table.applyEndTime, table.id),
    check('events_max_grade_check', sql`${table.maxGrade} between 1 and 9`),
    check('events_window_check', sql`${table.applyStartTime} <= ${table.applyEndTime}`),
  ],
);

/**
 * The results an event's organiser reported: the athlete earned `grade` by their placing. These are the
 * automatic applications the athlete is offered (competitionApplication's list).
 */
export const eventResults = pgTable(
  'event_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    athleteUserId: integer('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grade: smallint('grade').notNull(),
    placing: text('placing').notNull(),
  },
  (table) => [
    uniqueIndex('event_results_event_athlete_grade_key').on(table.eventId, table.athleteUserId, table.grade),
    index('event_results_athlete_idx').on(table.athleteUserId, table.id),
  ],
);

/**
 * An athlete's application for an event-based level: automatic (from an event result, `apply_way` 1) or manual
 * with a proof image (`apply_way` 2). `apply_status`: 0 awaiting review, 1 approved, 2 rejected
 * (EVENT_APPLY_STATUS_LABELS), with the reviewer's comments.
 */
export const eventApplications = pgTable(
  'event_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    athleteUserId: integer('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    applyGrade: smallint('apply_grade').notNull(),
    applyWay: smallint('apply_way').notNull(),
    eventResultId: integer('event_result_id').references(() => eventResults.id, { onDelete: 'set null' }),
    proofPath: text('proof_path'),
    applyStatus: smallint('apply_status').notNull().default(0),
    approvalComments: text('approval_comments'),
    applyTime: createdAt('apply_time'),
    reviewedAt: instant('reviewed_at'),
  },
  (table) => [
    index('event_applications_athlete_idx').on(table.athleteUserId, table.applyTime.desc().nullsFirst(), table.id.desc().nullsFirst()),
    /** One open or approved application per athlete, event and grade. */
    uniqueIndex('event_applications_live_key')
      .on(table.athleteUserId, table.eventId, table.applyGrade)
      .where(sql`${table.applyStatus} in (0, 1)`),
    check('event_applications_way_check', sql`${table.applyWay} in (1, 2)`),
    check('event_applications_status_check', sql`${table.applyStatus} between 0 and 2`),
    check('event_applications_proof_check', sql`${table.applyWay} = 1 or ${table.proofPath} is not null`),
  ],
);
