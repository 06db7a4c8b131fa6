import { getAppealList, getInstitutionAppealList, getInstitutionOrderList, PaymentStatus } from '@badminton/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInstitutionClassesDemo } from '../demo/institution-centre/classes';
import { DEMO_COMPLAINT_PLANS, DEMO_PAID_ORDER_WAYBILL, loadInstitutionOrdersAppealsDemo } from '../demo/institution-centre/orders-appeals';
import { invoices, orders, testApplications, testClasses, users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';

/** The complaint handling and order centre demo (decision 0061): what the demo institution 羽翔体育 and the demo athlete find. */

let t: TestApp;
let institution: { userId: number; userToken: string };
let athlete: { userId: number; userToken: string };
let loaded: boolean;
const TITLES = ['羽翔体育2026国庆七至九级测试班', '羽翔体育2026秋季少儿补充测试班'];

async function sessionOf(usertype: number, mobile: string) {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.usertype, usertype), eq(users.mobile, mobile)));
  return { userId: user.id, userToken: await startSession(t.database.db, user.id, new Date()) };
}

beforeAll(async () => {
  t = await build({ portal: true });
  await t.database.db.transaction((tx) => loadInstitutionClassesDemo(tx, { now: new Date() }));
  loaded = await t.database.db.transaction((tx) => loadInstitutionOrdersAppealsDemo(tx, { now: new Date(), storage: t.storage }));
  institution = await sessionOf(3, '13800000003');
  athlete = await sessionOf(1, '13800000001');
}, 180_000);
afterAll(() => t.close());

describe('the demo institution’s complaint handling and order centre', () => {
  it('has appeals in every state the screen shows, on its class, with seats taken by every live sign-up', async () => {
    expect(loaded).toBe(true);
    const items = (await callOk(t.app, getInstitutionAppealList.path, { page: 1, limit: 100 }, institution)).items as Array<{
      test_class_title: string;
      appeal_status: string;
      canHandle: boolean;
      appeal_content: string;
    }>;
    const mine = items.filter((item) => TITLES.includes(item.test_class_title));
    expect(mine.map((item) => item.appeal_status).sort()).toEqual(['0', '0', '0', '1', '2', '3', '4']);
    expect(mine.filter((item) => item.canHandle)).toHaveLength(4);
    expect(mine.find((item) => item.appeal_status === '4')?.appeal_content).toContain('/');
    let total = 0;
    for (const title of TITLES) {
      const [cls] = await t.database.db.select({ id: testClasses.id, seatsTaken: testClasses.seatsTaken }).from(testClasses).where(eq(testClasses.title, title));
      const [live] = await t.database.db.select({ n: count() }).from(testApplications).where(and(eq(testApplications.testClassId, cls.id), eq(testApplications.active, 1)));
      expect(cls.seatsTaken, title).toBe(live.n);
      total += live.n;
    }
    expect(total).toBe(DEMO_COMPLAINT_PLANS.length);
  });
  it('the demo athlete sees her four open appeals in her records', async () => {
    const items = (await callOk(t.app, getAppealList.path, { page: 1, limit: 100 }, athlete)).items as Array<{ test_class_title: string; appeal_status: number }>;
    expect(items.filter((item) => TITLES.includes(item.test_class_title)).map((item) => item.appeal_status).sort()).toEqual([0, 0, 0, 1]);
  });
  it('gives every order the demo athlete paid its invoice (查看发票 on her records opens it)', async () => {
    const paid = await t.database.db
      .select({ id: orders.id, invoice: invoices.id })
      .from(orders)
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(and(eq(orders.userId, athlete.userId), eq(orders.paymentStatus, PaymentStatus.Paid)));
    expect(paid.length).toBeGreaterThan(3);
    expect(paid.filter((row) => row.invoice === null)).toEqual([]);
  });

  it('has orders of every payment type in 待支付, 支付失败 and 支付成功; the paid certificate order has its waybill', async () => {
    const items = (await callOk(t.app, getInstitutionOrderList.path, { page: 1, limit: 100 }, institution)).items as Array<{
      payment_typeValue: number;
      payment_status: string;
      express_number: string | null;
    }>;
    for (const type of [1, 2, 3, 4, 6]) {
      expect(items.filter((item) => item.payment_typeValue === type).map((item) => item.payment_status).sort(), String(type)).toEqual(['待支付', '支付失败', '支付成功'].sort());
    }
    expect(items.find((item) => item.payment_typeValue === 2 && item.payment_status === '支付成功')?.express_number).toBe(DEMO_PAID_ORDER_WAYBILL);
    const first = (await callOk(t.app, getInstitutionOrderList.path, {}, institution)).items as Array<{ payment_status: string }>;
    expect(first).toHaveLength(8);
    expect(first.slice(0, 5).every((item) => item.payment_status === '待支付')).toBe(true);
  });
});
