import { PaymentStatus, TestClassStatus } from '@badminton/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSignUpDemo } from '../demo/athlete-centre/sign-up';
import { SHOWCASE_CLASSES } from '../demo/portal/index';
import { jobs, orders, statusAudit, testClasses, users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';

/** The sign-up demo (decision 0031): what the demo athlete finds in 等级测试记录 and on the sign-up pages. */

let t: TestApp;
let athlete: { userId: number; userToken: string };

beforeAll(async () => {
  t = await build({ portal: true });
  await t.database.db.transaction((tx) => loadSignUpDemo(tx, { storage: t.storage, now: new Date() }));
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.usertype, 1), eq(users.mobile, '13800000001')));
  athlete = { userId: user.id, userToken: await startSession(t.database.db, user.id, new Date()) };
});
afterAll(() => t.close());

describe('the demo athlete’s sign-ups', () => {
  it('shows a paid, a pending, a closed, a refunded and an on-leave sign-up', async () => {
    const answer = await callOk(t.app, 'TestApplication/GetTestOrderRecords', { limit: 10, page: 1 }, athlete);
    const items = answer.items as { payment_status: string; refund_status: number; gradeKey: number; test_class_title: string }[];
    expect(answer.totalCount).toBe(5);
    expect(items.map((item) => item.payment_status).sort()).toEqual(['1', '3', '3', '7', '9']);
    expect(items.find((item) => item.payment_status === '7')?.refund_status).toBe(2);
    const pending = items.find((item) => item.payment_status === '1');
    expect(pending).toMatchObject({ gradeKey: 4, test_class_title: SHOWCASE_CLASSES.several });
    // Its 30-minute window runs from 5 minutes before the seed: the expiry job waits for it.
    const [pendingOrder] = await t.database.db.select().from(orders).where(and(eq(orders.userId, athlete.userId), eq(orders.paymentStatus, PaymentStatus.Pending)));
    const expiry = (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'order.expire'))).find(
      (job) => (job.payload as { orderId: number }).orderId === pendingOrder.id,
    );
    expect(expiry?.runAt.getTime()).toBe(pendingOrder.expiresAt?.getTime());
    expect((pendingOrder.expiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(20 * 60_000);
    // Every status after the first is audited.
    const audits = await t.database.db.select().from(statusAudit).where(eq(statusAudit.workflow, 'payment'));
    expect(audits.filter((row) => row.toStatus === '9')).toHaveLength(1);
    expect(audits.filter((row) => row.toStatus === '7')).toHaveLength(1);
  });

  it('leaves 四级 of the showcase class open to her, with the leave record for the retake dialog', async () => {
    const [one] = await t.database.db
      .select({ id: testClasses.id })
      .from(testClasses)
      .where(and(eq(testClasses.title, SHOWCASE_CLASSES.one), eq(testClasses.applicationStatus, TestClassStatus.Approved)));
    await callOk(t.app, 'TestApplication/GetSignUpInfo', { test_class_id: one.id, grade: 4 }, athlete);
    const leave = await callOk(t.app, 'TestApplication/GetLeaveRecord', { grade: 4, test_class_id: one.id }, athlete);
    expect(leave.data).toMatchObject({ applicationId: expect.any(Number) });
    const [winter] = await t.database.db.select().from(testClasses).where(eq(testClasses.title, SHOWCASE_CLASSES.several));
    expect(winter.seatsTaken).toBe(2);
  });
});
