import {
  ADMIN_SHIPPING_MESSAGES as M,
  getAdminShippingList,
  getLogistics,
  getPaperCertificateOrders,
  markAdminShippingPrinted,
  MESSAGES,
  OrderKind,
  PaymentStatus,
  shipAdminShipping,
  submitDelivery,
} from '@badminton/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateDeliveries, certificateDeliveryItems, orders, personProfiles, statusAudit } from '../src/db/schema';
import { clockOf } from '../src/lib/clock';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';
import { certificateOf, seedFees } from './helpers/delivery-fixture';

/**
 * The back office's print and ship queue (decision 0069): a paid paper-certificate order is printed (its items stamped),
 * then shipped with the carrier and a waybill; the athlete's 查看物流 then follows the parcel through the logistics
 * adapter (the sandbox carrier: nodes appear as the service clock moves). Steps out of order, duplicate waybills,
 * unpaid orders and other roles are refused; each step is audited.
 */

const time = { ms: Date.parse('2026-12-01T02:00:00Z') };
const clock = clockOf(() => time.ms);
let t: TestApp;
type User = { userId: number; userToken: string };
let admin: User;
let serial = 0;
const as = (user: User) => ({ ...user, ts: Math.floor(time.ms / 1000) });
const db = () => t.database.db;

beforeAll(async () => {
  t = await build({ clock, demo: null });
  await seedFees(db());
  admin = await signedInUser(db(), 5);
});
afterAll(() => t.close());

/** An athlete's paper-certificate order made by the real call; paid unless `paid` is false. */
async function deliveryOf(options: { paid?: boolean } = {}) {
  serial += 1;
  const athlete = await signedInUser(db(), 1);
  await db().insert(personProfiles).values({
    userId: athlete.userId,
    name: `邮寄甲${serial}`,
    englishName: '',
    sex: 0,
    certificatesType: 4,
    certificatesNumber: `S${String(serial).padStart(8, '0')}`,
    birthday: '2001-01-01',
    createdAt: new Date(time.ms),
    updatedAt: new Date(time.ms),
  });
  const certificate = await certificateOf(db(), athlete.userId, { grade: 4, createdDate: new Date(time.ms - 30 * 86_400_000) });
  const answer = (await callOk(
    t.app,
    submitDelivery.path,
    {
      contacts: '邮寄甲',
      telphone: '13800138000',
      province: 440000,
      city: 440100,
      district: 440106,
      mailing_detail_address: '体育西路1号',
      userType: 1,
      certificateList: [{ paperCertificateId: certificate.id, certificate_type: 2 }],
    },
    as(athlete),
  )) as unknown as { order_sn: string };
  if (options.paid ?? true) {
    await db().update(orders).set({ paymentStatus: PaymentStatus.Paid, paidAt: new Date(time.ms) }).where(eq(orders.orderSn, answer.order_sn));
  }
  const [row] = await db()
    .select({ id: certificateDeliveries.id })
    .from(certificateDeliveries)
    .innerJoin(orders, eq(orders.id, certificateDeliveries.orderId))
    .where(eq(orders.orderSn, answer.order_sn));
  return { athlete, deliveryId: row.id, orderSn: answer.order_sn };
}

type Listed = { items: { delivery_id: number; stage: string; kind_label: string; items: unknown[]; express_number: string | null; telphone: string }[]; totalCount: number; counts: Record<string, number> };
const listed = async (payload: Record<string, unknown> = {}) => (await callOk(t.app, getAdminShippingList.path, { limit: 50, ...payload }, as(admin))) as unknown as Listed;

describe('the print and ship queue', () => {
  it('待打印 → 已打印 → 已发货 with a waybill; the athlete’s 查看物流 then follows the parcel as the clock moves', async () => {
    const { athlete, deliveryId, orderSn } = await deliveryOf();
    const queued = (await listed({ stage: 'print' })).items.find((i) => i.delivery_id === deliveryId);
    expect(queued).toMatchObject({ stage: 'print', kind_label: '个人申领', telphone: '13800138000' });
    expect(queued?.items).toHaveLength(1);

    // Shipping before printing is refused.
    expect((await call(t.app, shipAdminShipping.path, { delivery_id: deliveryId, express_company: '顺丰速运', express_number: 'SF1400000000001' }, as(admin))).result?.errorMsg).toBe(M.notPrinted);

    await callOk(t.app, markAdminShippingPrinted.path, { delivery_id: deliveryId }, as(admin));
    expect((await call(t.app, markAdminShippingPrinted.path, { delivery_id: deliveryId }, as(admin))).result?.errorMsg).toBe(M.alreadyPrinted);
    const items = await db().select().from(certificateDeliveryItems).where(eq(certificateDeliveryItems.deliveryId, deliveryId));
    expect(items.every((item) => item.printedAt?.getTime() === time.ms)).toBe(true);
    expect((await listed({ stage: 'ship' })).items.map((i) => i.delivery_id)).toContain(deliveryId);

    // The form's checks: the carrier the adapter can follow, an SF waybill.
    expect((await call(t.app, shipAdminShipping.path, { delivery_id: deliveryId, express_company: '某某快递', express_number: 'SF1400000000001' }, as(admin))).result?.errorMsg).toBe(M.companyInvalid);
    expect((await call(t.app, shipAdminShipping.path, { delivery_id: deliveryId, express_company: '顺丰速运', express_number: '12ab' }, as(admin))).result?.errorMsg).toBe(M.waybillInvalid);
    expect((await call(t.app, shipAdminShipping.path, { delivery_id: deliveryId, express_company: '顺丰速运', express_number: '' }, as(admin))).result?.errorMsg).toBe(M.waybillRequired);

    const waybill = `SF14000000${String(deliveryId).padStart(5, '0')}`;
    await callOk(t.app, shipAdminShipping.path, { delivery_id: deliveryId, express_company: '顺丰速运', express_number: waybill.toLowerCase() }, as(admin));
    const [parcel] = await db().select().from(certificateDeliveries).where(eq(certificateDeliveries.id, deliveryId));
    expect(parcel).toMatchObject({ expressCompany: '顺丰速运', expressNumber: waybill, shippedBy: admin.userId });
    expect(parcel.mailingTime?.getTime()).toBe(time.ms);
    expect((await call(t.app, shipAdminShipping.path, { delivery_id: deliveryId, express_company: '顺丰速运', express_number: waybill }, as(admin))).result?.errorMsg).toBe(M.alreadyShipped);

    // The athlete's order list offers the parcel and 查看物流 shows its route; more nodes as time passes.
    const ordersAnswer = (await callOk(t.app, getPaperCertificateOrders.path, { page: 1, limit: 10 }, as(athlete))) as unknown as { items: { payment_order_sn: string; express_number: string | null }[] };
    expect(ordersAnswer.items.find((o) => o.payment_order_sn === orderSn)?.express_number).toBe(waybill);
    const first = (await callOk(t.app, getLogistics.path, { ordernumber: waybill }, as(athlete))) as unknown as { items: { routes: unknown[] }[] };
    expect(first.items[0].routes).toHaveLength(1);
    time.ms += 7 * 3_600_000;
    const later = (await callOk(t.app, getLogistics.path, { ordernumber: waybill }, as(athlete))) as unknown as { items: { routes: { _remark: string }[] }[] };
    expect(later.items[0].routes.length).toBeGreaterThan(1);
    expect(later.items[0].routes.at(-1)?._remark).toBe('顺丰速运 已收取快件');

    const audit = await db()
      .select()
      .from(statusAudit)
      .where(and(eq(statusAudit.workflow, 'certificateDelivery'), eq(statusAudit.recordId, deliveryId)))
      .orderBy(statusAudit.id);
    expect(audit.map((a) => [a.action, a.actorRole])).toEqual([
      ['证书证章已打印', 5],
      ['证书证章已发货', 5],
    ]);
    expect(audit[1].after).toMatchObject({ express_number: waybill });
    expect((await listed({ stage: 'shipped' })).items.map((i) => i.delivery_id)).toContain(deliveryId);
  });

  it('refuses an unpaid order, a waybill used by another parcel and other roles', async () => {
    const unpaid = await deliveryOf({ paid: false });
    expect((await listed()).items.map((i) => i.delivery_id)).not.toContain(unpaid.deliveryId);
    expect((await call(t.app, markAdminShippingPrinted.path, { delivery_id: unpaid.deliveryId }, as(admin))).result?.errorMsg).toBe(M.notPaid);

    const a = await deliveryOf();
    const b = await deliveryOf();
    for (const d of [a, b]) await callOk(t.app, markAdminShippingPrinted.path, { delivery_id: d.deliveryId }, as(admin));
    await callOk(t.app, shipAdminShipping.path, { delivery_id: a.deliveryId, express_company: '顺丰速运', express_number: 'SF1499999999999' }, as(admin));
    expect((await call(t.app, shipAdminShipping.path, { delivery_id: b.deliveryId, express_company: '顺丰速运', express_number: 'SF1499999999999' }, as(admin))).result?.errorMsg).toBe(M.waybillTaken);
    expect((await db().select().from(certificateDeliveries).where(eq(certificateDeliveries.id, b.deliveryId)))[0].expressNumber).toBeNull();

    for (const role of [1, 2, 3, 4] as const) {
      const user = await signedInUser(db(), role);
      expect((await call(t.app, markAdminShippingPrinted.path, { delivery_id: b.deliveryId }, as(user))).result?.errorMsg).toBe(MESSAGES.forbidden);
      expect((await call(t.app, getAdminShippingList.path, {}, as(user))).result?.errorMsg).toBe(MESSAGES.forbidden);
    }
    expect((await call(t.app, markAdminShippingPrinted.path, { delivery_id: 999_999 }, as(admin))).result?.errorMsg).toBe(M.notFound);
  });

  it('filters by stage, kind, keyword and province and counts each stage', async () => {
    const all = await listed();
    expect(all.totalCount).toBe(all.counts.print + all.counts.ship + all.counts.shipped);
    expect((await listed({ kind: 5 })).totalCount).toBe(0);
    expect((await listed({ kind: 2 })).totalCount).toBe(all.totalCount);
    expect((await listed({ keyword: 'SF1499999999999' })).totalCount).toBe(1);
    expect((await listed({ province_id: 110000 })).totalCount).toBe(0);
    expect((await listed({ stage: 'shipped' })).items.every((i) => i.stage === 'shipped' && i.express_number)).toBe(true);
    expect((await call(t.app, getAdminShippingList.path, { kind: 3 }, as(admin))).result?.errorMsg).toBe(M.kindInvalid);
    expect(OrderKind.BatchCertificate).toBe(5);
  });
});
