import { OrderKind, PaymentStatus } from '@badminton/contracts';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../demo/index';
import { DEMO_ATHLETE_MOBILE, DEMO_EVALUATOR_MOBILE } from '../demo/portal/index';
import { refreshDemoWalkStates } from '../demo/walk-states';
import { orders, testApplications, users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';

/**
 * The README walks' expiring and used-up demo states are made again on start (issue 28 point 9, decision 0051):
 * after the service's clock moves past the payment windows (no sleeping), and after the walk gives up the retake
 * dialog's leave record, a start puts them back once, relative to the clock, and touches no one else's rows.
 */

let t: TestApp;
let athlete: { userId: number; userToken: string };
let evaluatorId: number;

async function serviceNow(): Promise<Date> {
  const response = await t.app.inject({ method: 'GET', url: '/dev/clock' });
  return new Date((response.json() as { now: string }).now);
}

async function advanceMinutes(minutes: number): Promise<void> {
  const response = await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceSeconds: minutes * 60 } });
  expect(response.statusCode).toBe(200);
}

/** A start's work: the due jobs, then the refresh at the service's now. */
let startedAt = new Date(0);
async function start() {
  await t.app.jobs.runDue();
  startedAt = await serviceNow();
  return refreshDemoWalkStates(t.database.db, { now: startedAt, storage: t.storage });
}

/** Calls as the athlete, signed on the service's clock (the signature window is judged on it). */
async function asAthlete(path: string, payload: Record<string, unknown>) {
  return callOk(t.app, path, payload, { ...athlete, ts: Math.floor((await serviceNow()).getTime() / 1000) });
}

async function pendingOrders(userId: number) {
  return t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, PaymentStatus.Pending)));
}

async function othersOrders() {
  return t.database.db
    .select({ id: orders.id, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(notInArray(orders.userId, [athlete.userId, evaluatorId]))
    .orderBy(orders.id);
}

beforeAll(async () => {
  t = await build({ portal: true });
  await seedDatabase(t.database.db, { demo: null, athleteCentre: true, evaluatorTraining: true, storage: t.storage, log: { info: () => undefined }, now: await serviceNow() });
  const demoUsers = await t.database.db.select({ id: users.id, mobile: users.mobile, usertype: users.usertype }).from(users).where(inArray(users.mobile, [DEMO_ATHLETE_MOBILE, DEMO_EVALUATOR_MOBILE]));
  const athleteId = demoUsers.find((user) => user.mobile === DEMO_ATHLETE_MOBILE && user.usertype === 1)!.id;
  evaluatorId = demoUsers.find((user) => user.mobile === DEMO_EVALUATOR_MOBILE && user.usertype === 2)!.id;
  athlete = { userId: athleteId, userToken: await startSession(t.database.db, athleteId, new Date()) };
}, 180_000);
afterAll(() => t.close());

describe('the demo walk states on start', () => {
  it('finds nothing missing right after the first load', async () => {
    expect(await start()).toEqual({ testOrder: false, leaveRecord: false, deliveryOrder: false, trainingOrder: false });
    const kinds = (await pendingOrders(athlete.userId)).map((order) => order.kind).sort();
    expect(kinds).toEqual([OrderKind.TestSignUp, OrderKind.PaperCertificate].sort());
    expect(await pendingOrders(evaluatorId)).toHaveLength(1);
  });

  it('makes the lapsed pending orders again, relative to the clock, once', async () => {
    const others = await othersOrders();
    await advanceMinutes(40);
    // The real order.expire jobs close the lapsed ones first.
    await t.app.jobs.runDue();
    expect(await pendingOrders(athlete.userId)).toHaveLength(0);
    expect(await pendingOrders(evaluatorId)).toHaveLength(0);

    expect(await start()).toEqual({ testOrder: true, leaveRecord: false, deliveryOrder: true, trainingOrder: true });
    const now = startedAt;
    const athleteOrders = await pendingOrders(athlete.userId);
    const testOrder = athleteOrders.find((order) => order.kind === OrderKind.TestSignUp)!;
    const deliveryOrder = athleteOrders.find((order) => order.kind === OrderKind.PaperCertificate)!;
    expect(testOrder.createdAt.getTime()).toBe(now.getTime() - 5 * 60_000);
    expect(testOrder.expiresAt!.getTime()).toBe(now.getTime() + 25 * 60_000);
    expect(deliveryOrder.expiresAt!.getTime()).toBe(now.getTime() + 20 * 60_000);
    const [trainingOrder] = await pendingOrders(evaluatorId);
    expect(trainingOrder.expiresAt!.getTime()).toBe(now.getTime() + 25 * 60_000);

    // The athlete's test records show it payable (去支付), as the README says.
    const records = await asAthlete('TestApplication/GetTestOrderRecords', { page: 1, limit: 10 });
    expect(JSON.stringify(records)).toContain(testOrder.orderSn);

    // A second start in the window: nothing twice.
    expect(await start()).toEqual({ testOrder: false, leaveRecord: false, deliveryOrder: false, trainingOrder: false });
    expect(await pendingOrders(athlete.userId)).toHaveLength(2);
    expect(await pendingOrders(evaluatorId)).toHaveLength(1);
    // Nobody else's orders were touched.
    expect(await othersOrders()).toEqual(others);
  });

  it('gives the retake dialog its leave record back once the walk gave it up', async () => {
    const before = await asAthlete('TestApplication/GetLeaveRecord', { grade: 4 });
    const applicationId = (before.data as { applicationId: number }).applicationId;
    await asAthlete('TestApplication/AbandonLeaveRecord', { applicationId });
    expect((await asAthlete('TestApplication/GetLeaveRecord', { grade: 4 })).data).toBeNull();

    expect(await start()).toMatchObject({ leaveRecord: true });
    const after = await asAthlete('TestApplication/GetLeaveRecord', { grade: 4 });
    const record = after.data as { applicationId: number };
    expect(record.applicationId).not.toBe(applicationId);
    const [row] = await t.database.db.select().from(testApplications).where(eq(testApplications.id, record.applicationId));
    expect(row).toMatchObject({ leaveStatus: 1, active: 1, grade: 4 });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, row.orderId!));
    expect(order.paymentStatus).toBe(PaymentStatus.Paid);
    expect(await start()).toMatchObject({ leaveRecord: false });
  });

  it('keeps the sign-up a visitor paid: no second one beside it', async () => {
    const [testOrder] = (await pendingOrders(athlete.userId)).filter((order) => order.kind === OrderKind.TestSignUp);
    // The visitor pays (the sandbox's notification sets the same columns).
    await t.database.db.update(orders).set({ paymentStatus: PaymentStatus.Paid, paidAt: await serviceNow() }).where(eq(orders.id, testOrder.id));
    await advanceMinutes(40);
    expect(await start()).toMatchObject({ testOrder: false });
    expect((await pendingOrders(athlete.userId)).filter((order) => order.kind === OrderKind.TestSignUp)).toHaveLength(0);
  });
});
