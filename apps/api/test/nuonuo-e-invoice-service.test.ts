import { InvoiceStatus, OrderKind, PaymentStatus } from '@badminton/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../src/db/schema';
import { JobQueue } from '../src/jobs/queue';
import { clockOf } from '../src/lib/clock';
import { requestInvoiceOnPaid, reverseInvoiceOnRefunded, ReversalStatus } from '../src/modules/invoices/service';
import { build, type TestApp } from './helpers/build';
import { NuonuoFake } from './helpers/nuonuo-fake';
import { orderFor } from './helpers/orders';
import { type FixtureAthlete, newAthletes } from './helpers/sign-up-fixture';

/**
 * The service with E_INVOICE_DRIVER=nuonuo: the invoice jobs (decision 0047) drive the production driver against the
 * Nuonuo fake — issue, pending polls, issued with the PDF stored, then 红冲 after a refund. The service clock is moved
 * by hand; the signature's timestamp is real time (the fake checks it against real time).
 */

const time = { ms: Date.now() };
const clock = clockOf(() => time.ms);
const now = () => new Date(time.ms);
const fake = new NuonuoFake();
let t: TestApp;
let payer: FixtureAthlete;

beforeAll(async () => {
  await fake.start();
  t = await build({
    clock,
    demo: null,
    env: {
      E_INVOICE_DRIVER: 'nuonuo',
      NUONUO_API_URL: fake.url,
      NUONUO_APP_KEY: fake.appKey,
      NUONUO_APP_SECRET: fake.appSecret,
      NUONUO_ACCESS_TOKEN: fake.accessToken,
      NUONUO_SELLER_TAX_NO: fake.sellerTaxNo,
      NUONUO_SELLER_ADDRESS: '北京市东城区体育馆路',
      NUONUO_SELLER_TEL: '010-12345678',
      NUONUO_CLERK: '张三',
      NUONUO_GOODS_CODE: '3070202000000000000',
    },
  });
  [payer] = await newAthletes(t.database.db, 1, now());
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const db = () => t.database.db;
const queue = () => new JobQueue(db(), clock);
const invoiceOf = async (id: number) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0];

describe('the service with E_INVOICE_DRIVER=nuonuo', () => {
  it('issues through the platform, stores the PDF, and reverses it after a refund', async () => {
    const order = await orderFor(db(), payer.userId, { kind: OrderKind.PaperCertificate, amountFen: 6200 }, clock);
    await db().transaction(async (tx) => {
      await tx.update(orders).set({ paymentStatus: PaymentStatus.Paid, paidAt: now() }).where(eq(orders.id, order.id));
      await requestInvoiceOnPaid({ ...order, paymentStatus: PaymentStatus.Paid }, { tx, at: now(), jobs: queue() });
    });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    await t.app.jobs.runDue(); // invoice.issue → requestBillingNew
    expect(fake.orders.get(invoice.requestSn)?.order).toMatchObject({ invoiceType: '1', buyerName: expect.any(String) });
    for (let poll = 0; poll < 3; poll += 1) {
      time.ms += 30_000;
      await t.app.jobs.runDue(); // invoice.poll: 开票中, 签章中, 开票完成
    }
    const issued = await invoiceOf(invoice.id);
    expect(issued).toMatchObject({ invoiceStatus: InvoiceStatus.Issued, fphm: fake.orders.get(invoice.requestSn)?.invoiceNo });
    expect(issued.invoiceUrl).toMatch(/^\/wwwroot\/invoices\/.+\.pdf$/);
    const pdf = await t.app.inject({ method: 'GET', url: issued.invoiceUrl ?? '' });
    expect(pdf.rawPayload.equals(NuonuoFake.pdfOf(fake.orders.get(invoice.requestSn)?.serialNo ?? ''))).toBe(true);

    await db().transaction((tx) => reverseInvoiceOnRefunded({ ...order, paymentStatus: PaymentStatus.Refunded }, { tx, at: now(), jobs: queue() }));
    await t.app.jobs.runDue(); // invoice.reverse → a red order
    const reversalSn = (await invoiceOf(invoice.id)).reversalRequestSn ?? '';
    expect(fake.orders.get(reversalSn)?.order).toMatchObject({ invoiceType: '2', invoiceNum: issued.fphm });
    for (let poll = 0; poll < 3; poll += 1) {
      time.ms += 30_000;
      await t.app.jobs.runDue(); // invoice.reverse-poll
    }
    expect(await invoiceOf(invoice.id)).toMatchObject({ reversalStatus: ReversalStatus.Reversed, reversalFphm: fake.orders.get(reversalSn)?.invoiceNo });
  });
});
