import {
  EVENT_APPLY_STATUS_LABELS,
  type EventApplicationItem,
  type EventOption,
  type EventResultItem,
  gradeLabel,
  MANUAL_EVENT_GRADES,
  SCORES_APPEALS_MESSAGES as M,
} from '@badminton/contracts';
import { highestHeld } from '@badminton/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { eventApplications, type events } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDateTime } from '../../lib/wire-time';
import type { Caller, UploadedFiles } from '../../registry/types';
import type { Storage } from '../../storage/storage';
import { removeUploads, storeUpload, type UploadOwner } from '../../uploads/store';
import * as repository from './repository';

/**
 * Event-based levels (req: 001 §3, §5, §7–§9; decision 0032). An event's own eligibility:
 * - the event takes applications only between its apply_start_time and apply_end_time (the service clock);
 * - the grade asked is at most the event's max_grade; a manual application asks 4, 5 or 6 only;
 * - an automatic application must match one of the caller's results in that event (event and grade);
 * - nobody applies for a grade they already hold, or one below a grade they hold (adult track, published
 *   certificates);
 * - one live application (awaiting or approved) per athlete, event and grade — a unique partial index, so a double
 *   submit creates one; after a rejection the athlete may apply again.
 */

export interface EventDeps {
  db: Database;
  clock: Clock;
  storage: Storage;
}

type EventRow = typeof events.$inferSelect;

function fail(message: string): never {
  throw new BusinessError(message);
}

/** The grades a manual application may ask of an event: 4, 5 and 6, up to the event's max grade. */
export function manualGradesOf(maxGrade: number): number[] {
  return MANUAL_EVENT_GRADES.filter((grade) => grade <= maxGrade);
}

export function isEventOpen(event: Pick<EventRow, 'applyStartTime' | 'applyEndTime'>, now: Date): boolean {
  return event.applyStartTime.getTime() <= now.getTime() && now.getTime() <= event.applyEndTime.getTime();
}

function toEventOption(event: EventRow): EventOption {
  return {
    id: event.id,
    name: event.name,
    event_type: event.eventType,
    max_grade: event.maxGrade,
    grades: manualGradesOf(event.maxGrade),
    apply_start_time: toWireDateTime(event.applyStartTime),
    apply_end_time: toWireDateTime(event.applyEndTime),
  };
}

export async function listOpenEvents(deps: EventDeps): Promise<{ items: EventOption[] }> {
  const rows = await repository.findOpenEvents(deps.db, deps.clock.now());
  return { items: rows.map(toEventOption) };
}

export async function listApplicableResults(deps: EventDeps, caller: Caller, input: { limit: number; page: number }) {
  const { rows, total } = await repository.findApplicableResults(deps.db, caller.userId, deps.clock.now(), toPage(input));
  const items: EventResultItem[] = rows.map(({ result, event }) => ({
    id: result.id,
    event_id: event.id,
    event_name: event.name,
    event_type: event.eventType,
    organizer: event.organizer,
    start_date: event.startDate,
    end_date: event.endDate,
    placing: result.placing,
    apply_grade: result.grade,
    gradeName: gradeLabel(result.grade),
    apply_end_time: toWireDateTime(event.applyEndTime),
  }));
  return { items, totalCount: total };
}

/** The checks every application makes: the event exists and is open, the grade is within it and not already held. */
async function checkApplication(db: Database, caller: Caller, eventId: number, grade: number, now: Date): Promise<EventRow> {
  const event = await repository.findEvent(db, eventId);
  if (!event) fail(M.eventNotFound);
  if (!isEventOpen(event, now)) fail(M.eventNotOpen);
  if (grade > event.maxGrade) fail(M.gradeAboveEvent);
  const highest = highestHeld(await repository.findHeldGrades(db, caller.userId), 'adult');
  if (highest !== null && grade <= highest) fail(M.gradeAlreadyHeld);
  return event;
}

async function insertApplication(db: Database, values: typeof eventApplications.$inferInsert): Promise<void> {
  try {
    await db.insert(eventApplications).values(values);
  } catch (error) {
    if (isUniqueViolation(error, 'event_applications_live_key')) fail(M.alreadyApplied);
    throw error;
  }
}

export async function autoApply(deps: EventDeps, caller: Caller, input: { event_id: number; apply_grade: number }): Promise<Record<string, never>> {
  const now = deps.clock.now();
  await checkApplication(deps.db, caller, input.event_id, input.apply_grade, now);
  const result = await repository.findResult(deps.db, caller.userId, input.event_id, input.apply_grade);
  if (!result) fail(M.noEventResult);
  await insertApplication(deps.db, {
    athleteUserId: caller.userId,
    eventId: input.event_id,
    applyGrade: input.apply_grade,
    applyWay: 1,
    eventResultId: result.id,
    applyStatus: 0,
    applyTime: now,
  });
  return {};
}

export async function manualApply(
  deps: EventDeps,
  caller: Caller,
  input: { event_id: number; apply_grade: number },
  files: UploadedFiles,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Record<string, never>> {
  const now = deps.clock.now();
  if (!(MANUAL_EVENT_GRADES as readonly number[]).includes(input.apply_grade)) fail(M.manualGradeInvalid);
  const [photo] = files.athletes_photo ?? [];
  if (!photo) fail(M.proofRequired);
  await checkApplication(deps.db, caller, input.event_id, input.apply_grade, now);
  const owner: UploadOwner = { folder: 'event-proof', userId: caller.userId };
  const proofPath = await storeUpload(deps.storage, owner, photo);
  try {
    await insertApplication(deps.db, {
      athleteUserId: caller.userId,
      eventId: input.event_id,
      applyGrade: input.apply_grade,
      applyWay: 2,
      proofPath,
      applyStatus: 0,
      applyTime: now,
    });
  } catch (error) {
    await removeUploads(deps.storage, owner, [proofPath], log);
    throw error;
  }
  return {};
}

export async function listApplications(deps: EventDeps, caller: Caller, input: { limit: number; page: number }) {
  const { rows, total } = await repository.findOwnApplications(deps.db, caller.userId, toPage(input));
  const items: EventApplicationItem[] = rows.map(({ application, event }) => ({
    id: application.id,
    event_id: event.id,
    event_name: event.name,
    event_type: event.eventType,
    apply_grade: application.applyGrade,
    gradeName: gradeLabel(application.applyGrade),
    apply_way: application.applyWay,
    apply_time: toWireDateTime(application.applyTime),
    apply_status: application.applyStatus,
    apply_status_name: EVENT_APPLY_STATUS_LABELS[application.applyStatus] ?? String(application.applyStatus),
    approval_comments: application.approvalComments,
  }));
  return { items, totalCount: total };
}
