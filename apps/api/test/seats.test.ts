import { SIGN_UP_MESSAGES } from '@badminton/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders, testApplications, testClasses } from '../src/db/schema';
import { clockOf } from '../src/lib/clock';
import { seatMismatches } from '../src/lib/metrics';
import { findSeatMismatches, seatCheckJob } from '../src/modules/test-sign-up/seat-check';
import { build, type TestApp } from './helpers/build';
import { call } from './helpers/call';
import { type FixtureAthlete, newAthletes, newClass, newInstitution } from './helpers/sign-up-fixture';

/**
 * Seats are released exactly once (issue 22 point 5; req: test-sign-up-and-orders.md, decision 0031): giving up a leave
 * record frees the place AND the record, so the order's later close does not free it a second time.
 */

const time = { ms: Date.parse('2026-11-23T08:00:00Z') };
const clock = clockOf(() => time.ms);
const now = () => new Date(time.ms);
let t: TestApp;
let institution: { userId: number; fullName: string };
let athletes: FixtureAthlete[];
const lines: Record<string, unknown>[] = [];
const COACH = { status: 1, train: '天河羽毛球俱乐部', coach: '张教练', phone: '无' };

async function answer(user: FixtureAthlete, path: string, payload: Record<string, unknown>) {
  const envelope = await call(t.app, path, payload, { userToken: user.userToken, userId: user.userId, ts: Math.floor(time.ms / 1000) });
  expect(envelope.success, JSON.stringify(envelope)).toBe(true);
  return envelope.result as { isSuccess: boolean; errorMsg?: string };
}

async function seatsAndLive(classId: number) {
  const db = t.database.db;
  const [row] = await db.select({ seats: testClasses.seatsTaken }).from(testClasses).where(eq(testClasses.id, classId));
  const live = await db
    .select({ id: testApplications.id })
    .from(testApplications)
    .where(and(eq(testApplications.testClassId, classId), eq(testApplications.active, 1), ne(testApplications.leaveStatus, 2)));
  return { seats: row.seats, live: live.length };
}

beforeAll(async () => {
  t = await build({
    demo: null,
    clock,
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  institution = await newInstitution(t.database.db, now(), '广州天河羽毛球测试中心');
  athletes = await newAthletes(t.database.db, 4, now());
});
afterAll(() => t.close());

describe('a leave record given up', () => {
  it('frees its seat once: the order closing later does not free it again, so a one-seat class never holds two places', async () => {
    const db = t.database.db;
    const classId = await newClass(db, { institutionUserId: institution.userId, now: now(), testNum: 1 });
    const [a, b, c] = athletes;
    const signedUp = await answer(a, 'TestApplication/SignUp', { ...COACH, test_class_id: classId, grade: 1 });
    expect(signedUp.isSuccess).toBe(true);
    const [application] = await db
      .select({ id: testApplications.id })
      .from(testApplications)
      .innerJoin(orders, eq(orders.id, testApplications.orderId))
      .where(eq(orders.orderSn, signedUp.errorMsg as string));
    await db.update(testApplications).set({ leaveStatus: 1 }).where(eq(testApplications.id, application.id));
    expect((await answer(a, 'TestApplication/AbandonLeaveRecord', { applicationId: application.id })).isSuccess).toBe(true);
    expect(await seatsAndLive(classId)).toEqual({ seats: 0, live: 0 });
    const [given] = await db.select().from(testApplications).where(eq(testApplications.id, application.id));
    expect(given).toMatchObject({ leaveStatus: 2, active: 0 });

    time.ms += 20 * 60_000;
    expect((await answer(b, 'TestApplication/SignUp', { ...COACH, test_class_id: classId, grade: 1 })).isSuccess).toBe(true);
    expect(await seatsAndLive(classId)).toEqual({ seats: 1, live: 1 });

    // A's unpaid order closes (its 30 minutes passed); B's runs 20 minutes more and keeps the one seat.
    time.ms += 11 * 60_000;
    await t.app.jobs.runDue();
    expect(await seatsAndLive(classId)).toEqual({ seats: 1, live: 1 });
    const refused = await answer(c, 'TestApplication/SignUp', { ...COACH, test_class_id: classId, grade: 1 });
    expect(refused).toMatchObject({ isSuccess: false, errorMsg: SIGN_UP_MESSAGES.full });
  });
});

describe('seats.check', () => {
  it('finds every class whose seats_taken differs from its live places, logs each at error level and counts it, without repairing', async () => {
    const db = t.database.db;
    expect(await findSeatMismatches(db)).toEqual([]);
    const leaked = await newClass(db, { institutionUserId: institution.userId, now: now(), testNum: 3, title: '名额泄漏班' });
    const [d] = athletes.slice(2);
    expect((await answer(d, 'TestApplication/SignUp', { ...COACH, test_class_id: leaked, grade: 1 })).isSuccess).toBe(true);
    // A seat taken with no place behind it (what a double release or a lost release leaves).
    await db.update(testClasses).set({ seatsTaken: 2 }).where(eq(testClasses.id, leaked));
    expect(await findSeatMismatches(db)).toEqual([{ testClassId: leaked, title: '名额泄漏班', testNum: 3, seatsTaken: 2, livePlaces: 1 }]);

    // The recurring job, on the service clock: one pending job however often it is ensured.
    await t.app.jobs.ensureRecurring();
    await t.app.jobs.ensureRecurring();
    expect((await db.select().from(jobs).where(eq(jobs.kind, seatCheckJob.kind))).filter((job) => job.doneAt === null)).toHaveLength(1);
    const counted = await seatMismatches.value();
    await t.app.jobs.runDue();
    expect(await seatMismatches.value()).toBe(counted + 1);
    const logged = lines.filter((line) => line.level === 50 && (line.seats as { testClassId?: number } | undefined)?.testClassId === leaked);
    expect(logged).toHaveLength(1);
    expect(logged[0].seats).toMatchObject({ seatsTaken: 2, livePlaces: 1 });
    expect(await seatsAndLive(leaked)).toEqual({ seats: 2, live: 1 });
    // Its next run is an hour later.
    const next = (await db.select().from(jobs).where(eq(jobs.kind, seatCheckJob.kind))).filter((job) => job.doneAt === null);
    expect(next.map((job) => job.runAt.getTime())).toEqual([time.ms + 3600_000]);
  });
});
