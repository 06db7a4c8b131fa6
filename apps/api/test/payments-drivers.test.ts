import { OrderKind, PaymentStatus, RefundStatus } from '@badminton/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, orderRefunds, orders, paymentBillReports, paymentNotifications, statusAudit } from '../src/db/schema';
import { JobQueue } from '../src/jobs/queue';
import { clockOf } from '../src/lib/clock';
import { reconcileBill } from '../src/modules/orders/bill';
import { dailyBillJob } from '../src/modules/orders/job-kinds';
import { paymentDepsOf } from '../src/modules/orders/jobs';
import { ORDER_KIND_HOOKS } from '../src/modules/orders/kinds';
import { WECHAT_PAY_NOTIFY_PATH } from '../src/modules/orders/routes';
import { type OrderRow } from '../src/modules/orders/service';
import { startRefund } from '../src/modules/orders/settle';
import { ProductionWeChatPay, type WeChatPay } from '../src/providers/wechat-pay';
import { loadSandboxKeys, SandboxWeChatPay } from '../src/providers/wechat-pay/sandbox';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';
import { orderFor, orderRow } from './helpers/orders';
import { WeChatPayFake } from './helpers/wechat-pay-fake';

/**
 * The same payment stories against both WeChat Pay drivers (decision 0046, issue 22 point 7): the sandbox (from its own
 * books) and the production driver (against the local v3 fake, `helpers/wechat-pay-fake.ts`). Payment by callback,
 * a genuine callback for another merchant, reconciliation of a lost notification, expiry with close and ORDERPAID,
 * refunds read from the refund query, REFUND callbacks, and the daily bill. Time is a hand-moved clock.
 */

type Callback = { headers: Record<string, string>; body: string };

interface Provider {
  weChatPay: WeChatPay;
  /** The payer pays; the callback the provider sends. */
  pay(orderSn: string): Promise<Callback>;
  /** A genuine, signed callback whose transaction names another merchant. */
  foreignCallback(orderSn: string, amountFen: number): Callback;
  refundCallback(outRefundNo: string): Promise<Callback>;
  /** How many refund requests the provider received for this out_refund_no. */
  refundPosts(outRefundNo: string): number;
  close(): Promise<void>;
}

const time = { ms: Date.parse('2026-11-23T02:00:00Z') };
const clock = clockOf(() => time.ms);

async function sandboxProvider(): Promise<Provider> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wechat-pay-drivers-'));
  const sandbox = new SandboxWeChatPay(await loadSandboxKeys(path.join(dir, 'keys')), path.join(dir, 'books'), clock, 'http://localhost:8080');
  const posts = new Map<string, number>();
  const refund = sandbox.refund.bind(sandbox);
  sandbox.refund = async (request) => {
    posts.set(request.outRefundNo, (posts.get(request.outRefundNo) ?? 0) + 1);
    return refund(request);
  };
  return {
    weChatPay: sandbox,
    pay: async (orderSn) => {
      const acted = await sandbox.payerActs(orderSn, 'pay');
      if (!acted.callback) throw new Error(acted.refused ?? 'no callback');
      return acted.callback;
    },
    foreignCallback: (orderSn, amountFen) =>
      sandbox.signedCallback('TRANSACTION.SUCCESS', '支付成功', {
        appid: sandbox.appid,
        mchid: '1900000999',
        out_trade_no: orderSn,
        transaction_id: '4200000000000000000000000001',
        trade_state: 'SUCCESS',
        amount: { total: amountFen, currency: 'CNY' },
      }),
    refundCallback: (outRefundNo) => sandbox.refundCallback(outRefundNo),
    refundPosts: (outRefundNo) => posts.get(outRefundNo) ?? 0,
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

async function productionProvider(): Promise<Provider> {
  const fake = new WeChatPayFake(() => time.ms);
  await fake.start();
  const driver = new ProductionWeChatPay(
    {
      mchid: fake.mchid,
      appid: fake.appid,
      merchantSerialNo: fake.merchantSerialNo,
      merchantPrivateKeyPem: fake.merchantPrivateKeyPem,
      apiV3Key: fake.apiV3Key,
      platformPublicKeyPem: fake.publicKeyPem,
      platformSerial: fake.publicKeyId,
      notifyUrl: 'https://grading.example.cn/api/pay/wechat/notify',
      apiBaseUrl: fake.baseUrl,
    },
    clock,
  );
  return {
    weChatPay: driver,
    pay: async (orderSn) => fake.pay(orderSn, clock.now()),
    foreignCallback: (orderSn, amountFen) =>
      fake.callback('TRANSACTION.SUCCESS', {
        appid: fake.appid,
        mchid: '1900000999',
        out_trade_no: orderSn,
        transaction_id: '4200000000000000000000000001',
        trade_state: 'SUCCESS',
        amount: { total: amountFen, currency: 'CNY' },
      }),
    refundCallback: async (outRefundNo) => fake.refundCallback(outRefundNo),
    refundPosts: (outRefundNo) => fake.requests.filter((request) => request.method === 'POST' && request.url === '/v3/refund/domestic/refunds' && request.body.includes(`"${outRefundNo}"`)).length,
    close: () => fake.stop(),
  };
}

describe.each([
  ['sandbox', sandboxProvider],
  ['production', productionProvider],
] as const)('with the %s driver', (_name, makeProvider) => {
  let provider: Provider;
  let t: TestApp;
  let athlete: { userId: number; userToken: string };
  const db = () => t.database.db;
  const queue = () => new JobQueue(db(), clock);
  const as = () => ({ ...athlete, ts: Math.floor(time.ms / 1000) });

  beforeAll(async () => {
    provider = await makeProvider();
    t = await build({ clock, weChatPay: provider.weChatPay, demo: null });
    athlete = await signedInUser(db(), 1);
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  async function payableOrder(amountFen = 2500): Promise<OrderRow> {
    const order = await orderFor(db(), athlete.userId, { amountFen, description: '纸质证书邮寄费' }, clock);
    await callOk(t.app, 'PayOrder/GetPayCode', { order_sn: order.orderSn }, as());
    return order;
  }
  const notify = (callback: Callback) => t.app.inject({ method: 'POST', url: WECHAT_PAY_NOTIFY_PATH, headers: callback.headers, payload: callback.body });
  const outcomes = async (orderSn: string) =>
    (await db().select().from(paymentNotifications).where(eq(paymentNotifications.orderSn, orderSn)).orderBy(paymentNotifications.id)).map((row) => row.outcome);

  async function paidOrder(amountFen = 2500): Promise<OrderRow> {
    const order = await payableOrder(amountFen);
    expect((await notify(await provider.pay(order.orderSn))).statusCode).toBe(204);
    return orderRow(db(), order.id);
  }

  async function refundOf(order: OrderRow) {
    const refundId = await db().transaction((tx) => startRefund(tx, queue(), order, order.amountFen, '测试退款', clock.now()));
    return async () => (await db().select().from(orderRefunds).where(eq(orderRefunds.id, refundId)))[0];
  }

  it('credits a paid order from its callback; a genuine callback naming another merchant credits nothing', async () => {
    const foreign = await payableOrder(1200);
    expect((await notify(provider.foreignCallback(foreign.orderSn, 1200))).statusCode).toBe(204);
    expect((await orderRow(db(), foreign.id)).paymentStatus).toBe(PaymentStatus.Pending);
    expect(await outcomes(foreign.orderSn)).toEqual(['wrong_merchant']);

    const order = await paidOrder(1500);
    expect(order).toMatchObject({ paymentStatus: PaymentStatus.Paid, paymentChannel: 'wechat', amountFen: 1500 });
    expect(await outcomes(order.orderSn)).toEqual(['credited']);
  });

  it('credits a payment whose notification was lost, from reconciliation', async () => {
    const order = await payableOrder(2000);
    await provider.pay(order.orderSn); // the callback never arrives
    time.ms += 181_000;
    await t.app.jobs.runDue();
    expect((await orderRow(db(), order.id)).paymentStatus).toBe(PaymentStatus.Paid);
    expect(await outcomes(order.orderSn)).toEqual(['credited']);
  });

  it('closes an unpaid order with the provider at expiry, and credits one paid just before the close (ORDERPAID)', async () => {
    const unpaid = await payableOrder();
    const raced = await payableOrder();
    await db().delete(jobs).where(eq(jobs.kind, 'payment.reconcile'));
    await provider.pay(raced.orderSn);
    // The first question is answered before the payer paid; the close then meets ORDERPAID.
    const query = provider.weChatPay.queryOrder.bind(provider.weChatPay);
    const spy = vi.spyOn(provider.weChatPay, 'queryOrder').mockImplementation(async (outTradeNo) => {
      const answer = await query(outTradeNo);
      if (outTradeNo === raced.orderSn && spy.mock.calls.filter(([no]) => no === raced.orderSn).length === 1 && answer) return { ...answer, trade_state: 'NOTPAY' };
      return answer;
    });
    const close = vi.spyOn(provider.weChatPay, 'closeOrder');
    try {
      time.ms += 31 * 60_000;
      await t.app.jobs.runDue();
    } finally {
      spy.mockRestore();
    }
    expect((await orderRow(db(), unpaid.id)).paymentStatus).toBe(PaymentStatus.Closed);
    expect((await orderRow(db(), raced.id)).paymentStatus).toBe(PaymentStatus.Paid);
    await expect(close.mock.results.find((_, index) => close.mock.calls[index][0] === raced.orderSn)?.value).rejects.toMatchObject({ code: 'ORDERPAID' });
    close.mockRestore();
    expect((await provider.weChatPay.queryOrder(unpaid.orderSn))?.trade_state).toBe('CLOSED');
  });

  it('refunds: the accepted refund is read from the refund query until SUCCESS, posted once, and the order refunded once', async () => {
    const order = await paidOrder(3000);
    let refundedHooks = 0;
    const hooks = ORDER_KIND_HOOKS[OrderKind.PaperCertificate];
    ORDER_KIND_HOOKS[OrderKind.PaperCertificate] = { ...hooks, onRefunded: async () => void (refundedHooks += 1) };
    try {
      const current = await refundOf(order);
      await t.app.jobs.runDue();
      expect((await current()).status).toBe(RefundStatus.Refunding); // PROCESSING
      time.ms += 600_000;
      await t.app.jobs.runDue();
      const refund = await current();
      expect(refund.status).toBe(RefundStatus.Refunded);
      expect(provider.refundPosts(refund.refundSn)).toBe(1);
      expect((await orderRow(db(), order.id)).paymentStatus).toBe(PaymentStatus.Refunded);
      // the same news again (a late REFUND callback) changes nothing
      expect((await notify(await provider.refundCallback(refund.refundSn))).statusCode).toBe(204);
      expect(refundedHooks).toBe(1);
      const audit = await db()
        .select()
        .from(statusAudit)
        .where(and(eq(statusAudit.workflow, 'refund'), eq(statusAudit.recordId, refund.id)));
      expect(audit.map((row) => `${row.fromStatus}→${row.toStatus}`)).toEqual(['1→2']);
      // one refund per order and purpose: asking again answers the same refund
      expect(await db().transaction((tx) => startRefund(tx, queue(), order, order.amountFen, '再次退款', clock.now()))).toBe(refund.id);
    } finally {
      ORDER_KIND_HOOKS[OrderKind.PaperCertificate] = hooks;
    }
  });

  it('a REFUND callback settles the refund by its refund_status, before the next query', async () => {
    const order = await paidOrder(800);
    const current = await refundOf(order);
    await t.app.jobs.runDue();
    const refund = await current();
    expect(refund.status).toBe(RefundStatus.Refunding);
    time.ms += 61_000;
    const callback = await provider.refundCallback(refund.refundSn);
    expect(JSON.stringify(callback)).not.toContain('refund_status'); // encrypted
    const tampered = { ...callback, body: callback.body.replace('"REFUND.SUCCESS"', '"REFUND.CLOSED"') };
    expect((await notify(tampered)).statusCode).toBe(401);
    expect((await current()).status).toBe(RefundStatus.Refunding);
    expect((await notify(callback)).statusCode).toBe(204);
    expect((await current()).status).toBe(RefundStatus.Refunded);
    expect((await orderRow(db(), order.id)).paymentStatus).toBe(PaymentStatus.Refunded);
  });

  it('the daily bill agrees with the orders, and reports every mismatch at error level', async () => {
    const billDate = new Date(time.ms + 8 * 3600_000).toISOString().slice(0, 10);
    const log = { errors: [] as Record<string, unknown>[], error: (details: object) => void log.errors.push(details as Record<string, unknown>), warn: () => undefined, info: () => undefined };
    const deps = paymentDepsOf({ db: db(), jobs: queue(), clock, weChatPay: provider.weChatPay }, log);
    const clean = await reconcileBill(deps, billDate);
    expect(clean.billRows).toBeGreaterThan(0);
    expect(clean.mismatches).toEqual([]);
    expect(log.errors).toEqual([]);

    // paid here but not at the provider; paid at the provider but not here; an amount that differs
    const ghost = await orderFor(db(), athlete.userId, { amountFen: 700 }, clock);
    await db().update(orders).set({ paymentStatus: PaymentStatus.Paid, paidAt: clock.now(), paymentChannel: 'wechat' }).where(eq(orders.id, ghost.id));
    const unseen = await payableOrder(900);
    await db().delete(jobs).where(eq(jobs.kind, 'payment.reconcile'));
    await provider.pay(unseen.orderSn);
    const changed = await paidOrder(1100);
    await db().update(orders).set({ amountFen: 1000 }).where(eq(orders.id, changed.id));

    const report = await reconcileBill(deps, billDate);
    expect(report.mismatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'missing_in_bill', orderSn: ghost.orderSn, ourFen: 700 }),
        expect.objectContaining({ kind: 'not_paid_here', orderSn: unseen.orderSn, billFen: 900 }),
        expect.objectContaining({ kind: 'amount_differs', orderSn: changed.orderSn, billFen: 1100, ourFen: 1000 }),
      ]),
    );
    expect(report.mismatches).toHaveLength(3);
    expect(log.errors).toHaveLength(3);
    expect(report.stored).toBe(false); // the day's first report is kept

    // the job kind stores the report of a day
    await db().delete(paymentBillReports);
    await queue().enqueue(dailyBillJob, { billDate });
    await t.app.jobs.runDue();
    const [stored] = await db().select().from(paymentBillReports).where(eq(paymentBillReports.billDate, billDate));
    expect(stored).toMatchObject({ provider: 'wechat', mismatchCount: 3 });
    // and the first pay code scheduled the daily run
    expect((await db().select().from(jobs).where(eq(jobs.kind, 'payment.daily-bill'))).some((job) => job.doneAt === null)).toBe(true);
  });
});
