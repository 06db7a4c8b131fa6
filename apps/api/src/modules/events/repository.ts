import { and, asc, count, desc, eq, gte, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { certificates, eventApplications, eventResults, events } from '../../db/schema';
import type { Page } from '../../lib/paging';

/** Events open for applications at `now` (apply_start_time ≤ now ≤ apply_end_time), closing soonest first. */
export function findOpenEvents(db: Database, now: Date) {
  return db
    .select()
    .from(events)
    .where(and(lte(events.applyStartTime, now), gte(events.applyEndTime, now)))
    .orderBy(asc(events.applyEndTime), asc(events.id));
}

export async function findEvent(db: Database, id: number) {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row ?? null;
}

/** A live (awaiting or approved) application of the athlete for the same event and grade. */
function liveApplicationOf(athleteUserId: number) {
  return and(
    eq(eventApplications.athleteUserId, athleteUserId),
    eq(eventApplications.eventId, eventResults.eventId),
    eq(eventApplications.applyGrade, eventResults.grade),
    inArray(eventApplications.applyStatus, [0, 1]),
  );
}

/** The athlete's event results in an open event that no live application of theirs covers yet. */
export async function findApplicableResults(db: Database, athleteUserId: number, now: Date, page: Page) {
  const where = and(
    eq(eventResults.athleteUserId, athleteUserId),
    lte(events.applyStartTime, now),
    gte(events.applyEndTime, now),
    notExists(db.select({ one: sql`1` }).from(eventApplications).where(liveApplicationOf(athleteUserId))),
  );
  const rows = await db
    .select({ result: eventResults, event: events })
    .from(eventResults)
    .innerJoin(events, eq(events.id, eventResults.eventId))
    .where(where)
    .orderBy(asc(events.applyEndTime), asc(eventResults.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ value: count() })
    .from(eventResults)
    .innerJoin(events, eq(events.id, eventResults.eventId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findResult(db: Database, athleteUserId: number, eventId: number, grade: number) {
  const [row] = await db
    .select()
    .from(eventResults)
    .where(and(eq(eventResults.athleteUserId, athleteUserId), eq(eventResults.eventId, eventId), eq(eventResults.grade, grade)));
  return row ?? null;
}

/** Grades of the athlete's published certificates. */
export async function findHeldGrades(db: Database, athleteUserId: number): Promise<number[]> {
  const rows = await db
    .select({ grade: certificates.grade })
    .from(certificates)
    .where(and(eq(certificates.userId, athleteUserId), eq(certificates.published, true)));
  return rows.map((row) => row.grade);
}

export async function findOwnApplications(db: Database, athleteUserId: number, page: Page) {
  const where = eq(eventApplications.athleteUserId, athleteUserId);
  const rows = await db
    .select({ application: eventApplications, event: events })
    .from(eventApplications)
    .innerJoin(events, eq(events.id, eventApplications.eventId))
    .where(where)
    .orderBy(desc(eventApplications.applyTime), desc(eventApplications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(eventApplications).where(where);
  return { rows, total: total?.value ?? 0 };
}
