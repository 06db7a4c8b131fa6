import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { testApplications, testClasses } from '../../db/schema';
import { defineJobKind, handleJob, type JobHandler } from '../../jobs/kinds';
import { seatMismatches } from '../../lib/metrics';

/**
 * Seats are released exactly once (issue 22 point 5, decision 0047): `test_classes.seats_taken` must equal the class's
 * live places (`test_applications` with `active = 1` and `leave_status <> 2`, the places the live-place index counts).
 * `seats.check` compares them for every class every hour, logs each class that differs at error level and counts it
 * (`seat_mismatches_total`). It does not repair: a difference is a bug whose evidence a repair would erase, and a
 * repair racing a sign-up could overbook a full class; the log line says what to set.
 */
export const seatCheckJob = defineJobKind('seats.check', z.object({}), { everySeconds: 3600, maxAttempts: 3 });

export interface SeatMismatch {
  testClassId: number;
  title: string;
  testNum: number;
  seatsTaken: number;
  livePlaces: number;
}

/** Every class whose `seats_taken` differs from its live places (one consistent snapshot: one statement). */
export async function findSeatMismatches(db: Database): Promise<SeatMismatch[]> {
  const live = db
    .select({ testClassId: testApplications.testClassId, places: sql<number>`cast(count(*) as integer)`.as('places') })
    .from(testApplications)
    .where(and(eq(testApplications.active, 1), ne(testApplications.leaveStatus, 2)))
    .groupBy(testApplications.testClassId)
    .as('live');
  const places = sql<number>`coalesce(${live.places}, 0)`.mapWith(Number);
  return db
    .select({ testClassId: testClasses.id, title: testClasses.title, testNum: testClasses.testNum, seatsTaken: testClasses.seatsTaken, livePlaces: places })
    .from(testClasses)
    .leftJoin(live, eq(live.testClassId, testClasses.id))
    .where(sql`${testClasses.seatsTaken} <> coalesce(${live.places}, 0)`)
    .orderBy(testClasses.id);
}

export function seatCheckJobHandlers(deps: { db: Database }): JobHandler[] {
  return [
    handleJob(seatCheckJob, async (_payload, { log }) => {
      const mismatches = await findSeatMismatches(deps.db);
      for (const mismatch of mismatches) {
        seatMismatches.inc();
        log.error({ seats: mismatch }, '测试班已占名额与有效报名数不一致 (seats_taken differs from the live places)');
      }
      log.info({ classesDiffering: mismatches.length }, 'seats.check');
    }),
  ];
}
