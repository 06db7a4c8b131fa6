import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDeliveryDemo } from '../demo/athlete-centre/deliveries';
import { loadSignUpDemo } from '../demo/athlete-centre/sign-up';
import { jobs, regions, shippingFees, users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';

/** The certificates, delivery, logistics and invoice demo (decision 0033): what the demo athlete finds. */

let t: TestApp;
let athlete: { userId: number; userToken: string };

beforeAll(async () => {
  t = await build({ portal: true });
  const now = new Date();
  await t.database.db.transaction(async (tx) => {
    await loadSignUpDemo(tx, { storage: t.storage, now });
    await loadDeliveryDemo(tx, { storage: t.storage, now });
  });
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.usertype, 1), eq(users.mobile, '13800000001')));
  athlete = { userId: user.id, userToken: await startSession(t.database.db, user.id, new Date()) };
}, 120_000);
afterAll(() => t.close());

interface Certificate {
  id: number;
  certificate_grade: number;
  is_grant: number;
  isEvent: number;
  proxyable: boolean;
  claimed: boolean;
}

describe('the demo athlete’s certificates and paper orders', () => {
  it('has fees for every province', async () => {
    const provinces = await t.database.db.select().from(regions).where(eq(regions.level, 1));
    const fees = await t.database.db.select().from(shippingFees);
    expect(fees).toHaveLength(provinces.length);
    expect(await callOk(t.app, 'PaperCertificate/GetCertificateFee', { userType: 1 }, athlete)).toMatchObject({ certificateFee: 30, badgesFee: 20 });
  });

  it('shows certificates in every state: two qualifying for proxy collection, granted, in orders, an event one', async () => {
    const { items } = (await callOk(t.app, 'PaperCertificate/GetCertificateList', {}, athlete)) as unknown as { items: Certificate[] };
    expect(items).toHaveLength(7);
    const proxyable = items.filter((item) => item.proxyable).map((item) => item.certificate_grade).sort((a, b) => a - b);
    expect(proxyable).toEqual([3, 12]);
    expect(items.find((item) => item.isEvent === 1)).toMatchObject({ certificate_grade: 2, is_grant: 0, claimed: false, proxyable: false });
    expect(items.find((item) => item.certificate_grade === 11)).toMatchObject({ is_grant: 1, claimed: true });
    expect(items.filter((item) => item.claimed).map((item) => item.certificate_grade).sort((a, b) => a - b)).toEqual([1, 2, 10, 11]);
  });

  it('has a paid order with a parcel in transit and a pending one', async () => {
    const answer = await callOk(t.app, 'PaperCertificate/GetOrderList', { page: 1, limit: 10 }, athlete);
    const items = answer.items as { payment_status: string; express_number: string | null; amount: number; record_list: unknown[] }[];
    expect(items.map((item) => item.payment_status)).toEqual(['待支付', '支付成功']);
    expect(items[0]).toMatchObject({ amount: 32, express_number: null });
    expect(items[1]).toMatchObject({ amount: 92, express_number: expect.stringMatching(/^SF\d{13}$/) });
    const route = await callOk(t.app, 'Logistics/GetRouteList', { ordernumber: items[1].express_number }, athlete);
    const [parcel] = route.items as { routes: { _remark: string }[] }[];
    expect(parcel.routes).toHaveLength(4);
    expect(parcel.routes.at(-1)?._remark).toBe('顺丰速运 已收取快件');
    const proxies = await callOk(t.app, 'PaperCertificate/GetProxyRecordList', { userType: 1 }, athlete);
    expect(proxies.totalCount).toBe(1);
    const expiry = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'order.expire'));
    expect(expiry.length).toBeGreaterThanOrEqual(2);
  });

  it('has issued invoices with their PDF and QR for its earlier paid orders, and one in progress', async () => {
    const list = await callOk(t.app, 'Invoice/GetInvoiceList', { page: 1 }, athlete);
    const items = list.items as { order_sn: string; invoice_status: number }[];
    // Every earlier paid order has its issued invoice (issue 28 point 6: 查看发票 never opens an empty detail).
    expect(items.map((item) => item.invoice_status).sort()).toEqual([0, 1, 1]);
    for (const issued of items.filter((item) => item.invoice_status === 1)) {
      const detail = await callOk(t.app, 'Invoice/GetInvoiceDetail', { order_sn: issued.order_sn }, athlete);
      const [invoice] = detail.items as { fpdm: string; fphm: string; invoice_url: string; urlQRCode: string }[];
      expect(invoice.fpdm).toMatch(/^\d{12}$/);
      expect(invoice.fphm).toMatch(/^\d{8}$/);
      expect((await t.storage.get(invoice.invoice_url)).subarray(0, 5).toString()).toBe('%PDF-');
      expect((await t.storage.get(invoice.urlQRCode)).subarray(1, 4).toString()).toBe('PNG');
    }
    const issueJobs = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'invoice.issue'));
    expect(issueJobs).toHaveLength(1);
  });
});
