import { OrderKind, PaymentStatus, RefundStatus } from '@badminton/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { jobs, orderRefunds, orders, paymentNotifications, statusAudit } from '../src/db/schema';
import { clockOf } from '../src/lib/clock';
import { ANY_ORDER_REFUNDED, ORDER_KIND_HOOKS } from '../src/modules/orders/kinds';
import { PAYMENT_MESSAGES } from '../src/modules/orders/payment';
import { WECHAT_PAY_NOTIFY_PATH } from '../src/modules/orders/routes';
import { orderRecords } from '../src/modules/orders/service';
import { decide } from '../src/modules/orders/settle';
import { loadSandboxKeys, SandboxWeChatPay } from '../src/providers/wechat-pay/sandbox';
import type { Transaction } from '../src/providers/wechat-pay';
import { paymentWorkflow } from '../src/workflows/payment';
import { SYSTEM_ACTOR, transition } from '../src/workflows/transition';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';
import { orderFor, orderRow } from './helpers/orders';

/**
 * The orders and payments core (decision 0030) with the WeChat Pay sandbox driver: the pay code, the sandbox pay
 * page, the notification endpoint's idempotent settlement (replayed, duplicated, out of order, wrong amount, closed
 * order, unknown order, tampered), reconciliation of a lost notification, and the closing of an expired order after a
 * restart. Time is a hand-moved clock.
 */

const time = { ms: Date.parse('2026-11-23T02:00:00Z') };
const clock = clockOf(() => time.ms);
let t: TestApp;
let sandbox: SandboxWeChatPay;
let sandboxDir: string;
type User = { userId: number; userToken: string };
let athlete: User;

beforeAll(async () => {
  sandboxDir = await mkdtemp(path.join(tmpdir(), 'wechat-pay-sandbox-'));
  sandbox = new SandboxWeChatPay(await loadSandboxKeys(path.join(sandboxDir, 'keys')), path.join(sandboxDir, 'books'), clock, 'http://localhost:8080');
  t = await build({ clock, weChatPay: sandbox, demo: null });
  athlete = await signedInUser(t.database.db, 1);
});

afterAll(async () => {
  await t.close();
  await rm(sandboxDir, { recursive: true, force: true });
});

afterEach(() => {
  delete ORDER_KIND_HOOKS[OrderKind.InstitutionDeposit];
});

const db = () => t.database.db;

async function newOrder(amountFen = 2500, owner: User = athlete) {
  return orderFor(db(), owner.userId, { amountFen, description: '纸质证书邮寄费' }, clock);
}

/** Signed at the service clock's now (the request signature's time window follows it). */
const as = (user: User) => ({ ...user, ts: Math.floor(time.ms / 1000) });

async function payCodeOf(orderSn: string, user: User = athlete) {
  return (await callOk(t.app, 'PayOrder/GetPayCode', { order_sn: orderSn }, as(user))) as unknown as { payCode: string; amount: number; description: string };
}

async function statusOf(orderSn: string, user: User = athlete): Promise<string> {
  return ((await callOk(t.app, 'PayOrder/GetOrderStatus', { order_sn: orderSn }, as(user))) as unknown as { orderStatus: string }).orderStatus;
}

async function notify(callback: { headers: Record<string, string>; body: string }) {
  return t.app.inject({ method: 'POST', url: WECHAT_PAY_NOTIFY_PATH, headers: callback.headers, payload: callback.body });
}

async function notificationsOf(orderSn: string) {
  return db().select().from(paymentNotifications).where(eq(paymentNotifications.orderSn, orderSn)).orderBy(paymentNotifications.id);
}

async function auditOf(orderId: number) {
  return db()
    .select()
    .from(statusAudit)
    .where(and(eq(statusAudit.workflow, 'payment'), eq(statusAudit.recordId, orderId)))
    .orderBy(statusAudit.id);
}

function transactionOf(order: { orderSn: string; amountFen: number }, state: string, extra: Partial<Transaction> = {}): Transaction {
  return {
    appid: sandbox.keys.appid,
    mchid: sandbox.keys.mchid,
    out_trade_no: order.orderSn,
    transaction_id: `4200000${order.orderSn.slice(-8)}`,
    trade_type: 'NATIVE',
    trade_state: state,
    success_time: '2026-11-23T10:05:00+08:00',
    amount: { total: order.amountFen, payer_total: order.amountFen, currency: 'CNY', payer_currency: 'CNY' },
    ...extra,
  };
}

async function pressOnPayPage(orderSn: string, outcome: 'pay' | 'fail' | 'silent') {
  return t.app.inject({ method: 'POST', url: '/dev/wechat-pay', payload: { out_trade_no: orderSn, outcome } });
}

async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

describe('PayOrder/GetPayCode', () => {
  it('places the provider order once, serves its QR at a tokened address and schedules reconciliation', async () => {
    const order = await newOrder(3650);
    const first = await payCodeOf(order.orderSn);
    expect(first).toMatchObject({ amount: 36.5, description: '纸质证书邮寄费' });
    expect(first.payCode).toMatch(new RegExp(`^/api/pay/qr/${order.orderSn}\\.png\\?t=[0-9a-f]{20}$`));
    const row = await orderRow(db(), order.id);
    expect(row.payCodeUrl).toMatch(/^http:\/\/localhost:8080\/dev\/wechat-pay\?pr=[\w-]+$/);

    const again = await payCodeOf(order.orderSn);
    expect(again.payCode).toBe(first.payCode);
    expect((await orderRow(db(), order.id)).payCodeUrl).toBe(row.payCodeUrl);
    const reconcileJobs = (await db().select().from(jobs).where(eq(jobs.kind, 'payment.reconcile'))).filter(
      (job) => (job.payload as { orderId: number }).orderId === order.id,
    );
    expect(reconcileJobs).toHaveLength(1);
    expect(reconcileJobs[0].runAt.getTime()).toBe(time.ms + 180_000);

    const image = await t.app.inject({ method: 'GET', url: first.payCode });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await decodeQr(image.rawPayload)).toBe(row.payCodeUrl);
    const forged = await t.app.inject({ method: 'GET', url: first.payCode.replace(/t=\w+/, 't=00000000000000000000') });
    expect(forged.statusCode).toBe(404);
  });

  it('refuses a paid, closed, refunded, expired or batch order, and bad order numbers', async () => {
    const cases: [string, string][] = [
      [PaymentStatus.Paid, PAYMENT_MESSAGES.paid],
      [PaymentStatus.Closed, PAYMENT_MESSAGES.closed],
      [PaymentStatus.Refunded, PAYMENT_MESSAGES.refunded],
    ];
    for (const [status, message] of cases) {
      const order = await newOrder();
      await db().update(orders).set({ paymentStatus: status as '3' }).where(eq(orders.id, order.id));
      const answer = await call(t.app, 'PayOrder/GetPayCode', { order_sn: order.orderSn }, as(athlete));
      expect(answer.result).toMatchObject({ isSuccess: false, errorMsg: message });
    }
    const expired = await orderFor(db(), athlete.userId, { at: new Date(time.ms - 31 * 60_000) }, clock);
    expect((await call(t.app, 'PayOrder/GetPayCode', { order_sn: expired.orderSn }, as(athlete))).result).toMatchObject({ errorMsg: PAYMENT_MESSAGES.expired });
    expect((await orderRow(db(), expired.id)).payCodeUrl).toBeNull();
    const batch = await orderFor(db(), athlete.userId, { isBatch: true }, clock);
    expect((await call(t.app, 'PayOrder/GetPayCode', { order_sn: batch.orderSn }, as(athlete))).result).toMatchObject({ errorMsg: PAYMENT_MESSAGES.batch });
    expect((await call(t.app, 'PayOrder/GetPayCode', { order_sn: 'BM-1; drop' }, as(athlete))).result).toMatchObject({ errorMsg: '订单号无效' });
    expect((await call(t.app, 'PayOrder/GetPayCode', {}, as(athlete))).result).toMatchObject({ errorMsg: '请指定订单号' });
    expect((await call(t.app, 'PayOrder/GetPayCode', { order_sn: 'BM0000' }, as(athlete))).result).toMatchObject({ errorMsg: '订单不存在' });
  });
});

describe('a 0-fen order (decision 0046)', () => {
  it('is settled as paid without the provider, explicitly and audited, when its pay code is asked for', async () => {
    const free = await newOrder(0);
    const answer = await call(t.app, 'PayOrder/GetPayCode', { order_sn: free.orderSn }, as(athlete));
    expect(answer.result).toMatchObject({ isSuccess: false, errorMsg: PAYMENT_MESSAGES.zeroAmount });
    const row = await orderRow(db(), free.id);
    expect(row).toMatchObject({ paymentStatus: PaymentStatus.Paid, paymentChannel: 'free', payCodeUrl: null });
    expect((await auditOf(free.id)).map((a) => [a.fromStatus, a.toStatus, a.reason, a.actorRole])).toEqual([['1', '3', '零元订单，无需支付', null]]);
    expect(await sandbox.findOrder({ outTradeNo: free.orderSn })).toBeNull();
    // asked again: it is paid, nothing more happens
    expect((await call(t.app, 'PayOrder/GetPayCode', { order_sn: free.orderSn }, as(athlete))).result).toMatchObject({ errorMsg: PAYMENT_MESSAGES.paid });
    expect(await auditOf(free.id)).toHaveLength(1);
  });
});

describe('the sandbox pay page and the notification endpoint', () => {
  it('shows the order and pays it with a signed, encrypted callback that credits it once, in one audited change', async () => {
    const order = await newOrder(2500);
    await payCodeOf(order.orderSn);
    const pagePath = new URL((await orderRow(db(), order.id)).payCodeUrl as string).pathname + new URL((await orderRow(db(), order.id)).payCodeUrl as string).search;
    const page = await t.app.inject({ method: 'GET', url: pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>模拟微信支付</h1>');
    expect(page.body).toContain('￥25.00');
    expect(page.body).toContain('纸质证书邮寄费');
    for (const label of ['确认支付', '模拟支付失败', '支付但不通知']) expect(page.body).toContain(label);

    let paidHookRuns = 0;
    ORDER_KIND_HOOKS[OrderKind.InstitutionDeposit] = { onPaid: async () => void (paidHookRuns += 1) };
    const pressed = await pressOnPayPage(order.orderSn, 'pay');
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain('<p role="status">支付成功</p>');
    expect(await statusOf(order.orderSn)).toBe(PaymentStatus.Paid);
    const row = await orderRow(db(), order.id);
    expect(row).toMatchObject({ paymentChannel: 'wechat', paymentStatus: '3' });
    expect(row.transactionId).toMatch(/^4200/);
    expect(row.paidAt).not.toBeNull();
    expect((await notificationsOf(order.orderSn)).map((n) => n.outcome)).toEqual(['credited']);
    expect((await auditOf(order.id)).map((a) => [a.fromStatus, a.toStatus, a.actorRole])).toEqual([['1', '3', null]]);
    expect(paidHookRuns).toBe(0); // the hook is for another kind

    // the QR is gone once paid; the page refuses to pay again
    expect((await t.app.inject({ method: 'GET', url: (await payCodeOf2(order.orderSn)) ?? '/api/pay/qr/x.png' })).statusCode).toBe(404);
    const again = await pressOnPayPage(order.orderSn, 'pay');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('该订单已支付');
  });

  it('runs the kind hook inside the settlement, and undoes the payment when the hook fails', async () => {
    const order = await orderFor(db(), athlete.userId, { kind: OrderKind.InstitutionDeposit, amountFen: 100 }, clock);
    await payCodeOf(order.orderSn);
    ORDER_KIND_HOOKS[OrderKind.InstitutionDeposit] = {
      onPaid: async () => {
        throw new Error('hook failed');
      },
    };
    const payment = await sandbox.payerActs(order.orderSn, 'silent');
    expect(payment.order.trade_state).toBe('SUCCESS');
    const callback = sandbox.signedCallback('TRANSACTION.SUCCESS', '支付成功', transactionOf(order, 'SUCCESS'));
    expect((await notify(callback)).statusCode).toBe(500); // WeChat Pay will send it again
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('1');
    expect(await notificationsOf(order.orderSn)).toHaveLength(0);

    const seen: string[] = [];
    ORDER_KIND_HOOKS[OrderKind.InstitutionDeposit] = { onPaid: async (paid) => void seen.push(paid.paymentStatus) };
    expect((await notify(callback)).statusCode).toBe(204); // the retry
    expect(seen).toEqual(['3']);
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('3');
  });

  it('is idempotent: a replayed callback and a duplicate with another id credit nothing twice', async () => {
    const order = await newOrder(1800);
    await payCodeOf(order.orderSn);
    await sandbox.payerActs(order.orderSn, 'silent');
    const callback = sandbox.signedCallback('TRANSACTION.SUCCESS', '支付成功', transactionOf(order, 'SUCCESS'));
    let paidHookRuns = 0;
    ORDER_KIND_HOOKS[OrderKind.PaperCertificate] = { onPaid: async () => void (paidHookRuns += 1) };
    try {
      const answers = await Promise.all([notify(callback), notify(callback), notify(callback)]);
      expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204]);
      expect((await notify(callback)).statusCode).toBe(204);
      const other = sandbox.signedCallback('TRANSACTION.SUCCESS', '支付成功', transactionOf(order, 'SUCCESS'));
      expect((await notify(other)).statusCode).toBe(204);
      expect(paidHookRuns).toBe(1);
    } finally {
      delete ORDER_KIND_HOOKS[OrderKind.PaperCertificate];
    }
    expect((await notificationsOf(order.orderSn)).map((n) => n.outcome)).toEqual(['credited', 'already_paid']);
    expect(await auditOf(order.id)).toHaveLength(1);
  });

  it('out of order: a failure after the payment, or a payment after a failure, leaves the order paid', async () => {
    const first = await newOrder();
    await payCodeOf(first.orderSn);
    await sandbox.payerActs(first.orderSn, 'silent');
    expect((await notify(sandbox.signedCallback('TRANSACTION.SUCCESS', '支付成功', transactionOf(first, 'SUCCESS')))).statusCode).toBe(204);
    expect((await notify(sandbox.signedCallback('TRANSACTION.PAYERROR', '支付失败', transactionOf(first, 'PAYERROR')))).statusCode).toBe(204);
    expect((await orderRow(db(), first.id)).paymentStatus).toBe('3');
    expect((await notificationsOf(first.orderSn)).map((n) => n.outcome)).toEqual(['credited', 'ignored_after_paid']);

    const second = await newOrder();
    await payCodeOf(second.orderSn);
    const failed = await pressOnPayPage(second.orderSn, 'fail');
    expect(failed.body).toContain('<p role="status">支付失败</p>');
    expect(await statusOf(second.orderSn)).toBe(PaymentStatus.Failed);
    await pressOnPayPage(second.orderSn, 'pay');
    expect(await statusOf(second.orderSn)).toBe(PaymentStatus.Paid);
    expect((await auditOf(second.id)).map((a) => `${a.fromStatus}→${a.toStatus}`)).toEqual(['1→5', '5→3']);
  });

  it('a wrong amount is recorded, not credited, and the order is left as it was', async () => {
    const order = await newOrder(2500);
    await payCodeOf(order.orderSn);
    const wrong = transactionOf(order, 'SUCCESS', { amount: { total: 1, payer_total: 1, currency: 'CNY' } });
    expect((await notify(sandbox.signedCallback('TRANSACTION.SUCCESS', '支付成功', wrong))).statusCode).toBe(204);
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('1');
    const [recorded] = await notificationsOf(order.orderSn);
    expect(recorded).toMatchObject({ outcome: 'wrong_amount', amountFen: 1, orderId: order.id, tradeState: 'SUCCESS' });
    expect(await auditOf(order.id)).toHaveLength(0);
    // decision 0046: the money received is given back, once, however often the news repeats
    expect((await notify(sandbox.signedCallback('TRANSACTION.SUCCESS', '支付成功', wrong))).statusCode).toBe(204);
    const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(refunds).toMatchObject([{ purpose: 'return_payment', amountFen: 1, paidFen: 1, status: RefundStatus.Refunding }]);
  });

  it('a payment for a closed order is recorded and refunded, the order stays closed', async () => {
    const order = await newOrder(4000);
    await payCodeOf(order.orderSn);
    // The race the expiry cannot rule out: the payer paid at the provider, the order closed before the callback came.
    await sandbox.payerActs(order.orderSn, 'silent');
    await transition(db(), paymentWorkflow, orderRecords, order.id, PaymentStatus.Closed, { actor: SYSTEM_ACTOR, at: clock.now(), changes: { closedAt: clock.now() } });
    expect((await notify(sandbox.signedCallback('TRANSACTION.SUCCESS', '支付成功', transactionOf(order, 'SUCCESS')))).statusCode).toBe(204);
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('9');
    expect((await notificationsOf(order.orderSn)).map((n) => n.outcome)).toEqual(['closed_order']);
    const [refund] = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(refund).toMatchObject({ amountFen: 4000, status: RefundStatus.Refunding, purpose: 'return_payment' });

    await t.app.jobs.runDue();
    // The provider only accepted the refund (PROCESSING): it is asked again later, not posted again (decision 0046).
    expect((await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)))[0].status).toBe(RefundStatus.Refunding);
    time.ms += 600_000;
    await t.app.jobs.runDue();
    const [settled] = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(settled.status).toBe(RefundStatus.Refunded);
    expect(settled.providerRefundId).toMatch(/^5030/);
    expect((await sandbox.findOrder({ outTradeNo: order.orderSn }))?.trade_state).toBe('REFUND');
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('9');
  });

  it('a callback for an order the service does not know is recorded', async () => {
    const unknown = { orderSn: 'BM2UNKNOWN0000000001', amountFen: 500 };
    expect((await notify(sandbox.signedCallback('TRANSACTION.SUCCESS', '支付成功', transactionOf(unknown, 'SUCCESS')))).statusCode).toBe(204);
    const [recorded] = await notificationsOf(unknown.orderSn);
    expect(recorded).toMatchObject({ outcome: 'unknown_order', orderId: null });
  });

  it('refuses a tampered callback: changed body, bad tag, unknown serial, stale timestamp, no signature', async () => {
    const order = await newOrder(2500);
    await payCodeOf(order.orderSn);
    const genuine = sandbox.signedCallback('TRANSACTION.SUCCESS', '支付成功', transactionOf(order, 'SUCCESS'));

    const changed = { ...genuine, body: genuine.body.replace('"summary":"支付成功"', '"summary":"支付成功 "') };
    const envelope = JSON.parse(genuine.body);
    const bytes = Buffer.from(envelope.resource.ciphertext, 'base64');
    bytes[bytes.length - 1] ^= 1;
    envelope.resource.ciphertext = bytes.toString('base64');
    // Re-signed with the platform key, so only the GCM tag check can catch it.
    const badTag = { headers: { ...genuine.headers }, body: JSON.stringify(envelope) };
    const { platformSignatureHeaders, toPrivateKey } = await import('../src/providers/wechat-pay/protocol');
    Object.assign(badTag.headers, platformSignatureHeaders(toPrivateKey(sandbox.keys.platformPrivateKeyPem), sandbox.keys.platformSerial, badTag.body, Math.floor(time.ms / 1000)));
    const wrongSerial = { ...genuine, headers: { ...genuine.headers, 'wechatpay-serial': '0123456789ABCDEF' } };
    const unsigned = { ...genuine, headers: { 'content-type': 'application/json' } };

    for (const tampered of [changed, badTag, wrongSerial, unsigned]) {
      const answer = await notify(tampered as typeof genuine);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ code: 'FAIL', message: '签名验证失败' });
    }
    time.ms += 6 * 60_000; // replayed 6 minutes later
    try {
      expect((await notify(genuine)).statusCode).toBe(401);
    } finally {
      time.ms -= 6 * 60_000;
    }
    expect(await notificationsOf(order.orderSn)).toHaveLength(0);
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('1');
    expect((await notify(genuine)).statusCode).toBe(204);
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('3');
  });
});

describe('a refund settled twice at once (decision 0046)', () => {
  it('the REFUND callback and the refund query racing settle it once: one audit row, the order refunded once', async () => {
    const order = await newOrder(1300);
    await payCodeOf(order.orderSn);
    await pressOnPayPage(order.orderSn, 'pay');
    let refundedHooks = 0;
    ORDER_KIND_HOOKS[OrderKind.PaperCertificate] = { onRefunded: async () => void (refundedHooks += 1) };
    const reversals: string[] = [];
    const reverseInvoice = async (refunded: { orderSn: string; paymentStatus: string }) => void reversals.push(`${refunded.orderSn}:${refunded.paymentStatus}`);
    ANY_ORDER_REFUNDED.push(reverseInvoice);
    try {
      const paid = await orderRow(db(), order.id);
      const { JobQueue } = await import('../src/jobs/queue');
      const { startRefund } = await import('../src/modules/orders/settle');
      const refundId = await db().transaction((tx) => startRefund(tx, new JobQueue(db(), clock), paid, 1300, '测试退款', clock.now()));
      await t.app.jobs.runDue();
      const [pending] = await db().select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
      expect(pending.status).toBe(RefundStatus.Refunding);
      time.ms += 600_000;
      const callback = await sandbox.refundCallback(pending.refundSn);
      const answers = await Promise.all([notify(callback), notify(callback), t.app.jobs.runDue()]);
      expect(answers.slice(0, 2).map((answer) => (answer as { statusCode: number }).statusCode)).toEqual([204, 204]);
      const refundAudit = await db()
        .select()
        .from(statusAudit)
        .where(and(eq(statusAudit.workflow, 'refund'), eq(statusAudit.recordId, refundId)));
      expect(refundAudit.map((row) => `${row.fromStatus}→${row.toStatus}`)).toEqual(['1→2']);
      expect((await auditOf(order.id)).map((row) => `${row.fromStatus}→${row.toStatus}`)).toEqual(['1→3', '3→7']);
      expect(refundedHooks).toBe(1);
      // the e-invoice reversal hook point (every kind) ran once too, with the order refunded
      expect(reversals).toEqual([`${order.orderSn}:7`]);
    } finally {
      delete ORDER_KIND_HOOKS[OrderKind.PaperCertificate];
      ANY_ORDER_REFUNDED.splice(ANY_ORDER_REFUNDED.indexOf(reverseInvoice), 1);
    }
  });
});

describe('reconciliation and expiry', () => {
  it('credits a payment whose notification never came, from the provider query', async () => {
    const order = await newOrder(2000);
    await payCodeOf(order.orderSn);
    const silent = await pressOnPayPage(order.orderSn, 'silent');
    expect(silent.body).toContain('已支付（未通知）');
    expect(await statusOf(order.orderSn)).toBe('1');
    time.ms += 181_000;
    await t.app.jobs.runDue();
    expect(await statusOf(order.orderSn)).toBe('3');
    const [recorded] = await notificationsOf(order.orderSn);
    expect(recorded).toMatchObject({ outcome: 'credited', notificationId: `query:${order.orderSn}:SUCCESS` });
  });

  it('keeps looking until the window ends, then closes the order with the provider and in the database', async () => {
    const order = await newOrder();
    await payCodeOf(order.orderSn);
    const closed: number[] = [];
    ORDER_KIND_HOOKS[OrderKind.PaperCertificate] = { onClosed: async (row) => void closed.push(row.id) };
    try {
      for (let minute = 3; minute <= 29; minute += 3) {
        time.ms += 180_000;
        await t.app.jobs.runDue();
      }
      expect(await statusOf(order.orderSn)).toBe('1');
      expect((await notificationsOf(order.orderSn)).map((n) => n.outcome)).toEqual(['not_paid']);
      time.ms += 5 * 60_000;
      await t.app.jobs.runDue();
    } finally {
      delete ORDER_KIND_HOOKS[OrderKind.PaperCertificate];
    }
    const row = await orderRow(db(), order.id);
    expect(row.paymentStatus).toBe('9');
    expect(row.closedAt?.getTime()).toBe(time.ms);
    expect(closed.filter((id) => id === order.id)).toHaveLength(1);
    expect((await sandbox.findOrder({ outTradeNo: order.orderSn }))?.trade_state).toBe('CLOSED');
    expect((await auditOf(order.id)).map((a) => [a.toStatus, a.reason])).toEqual([['9', '超过支付时限未支付']]);
    const refused = await pressOnPayPage(order.orderSn, 'pay');
    expect(refused.body).toContain('该订单已关闭，无法支付');
  });

  it('credits instead of closing when the payment came in just before the window ended', async () => {
    const order = await newOrder();
    await payCodeOf(order.orderSn);
    await sandbox.payerActs(order.orderSn, 'silent');
    await db().delete(jobs).where(eq(jobs.kind, 'payment.reconcile'));
    time.ms += 31 * 60_000;
    await t.app.jobs.runDue();
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('3');
  });
});

describe('the expiry survives a restart', () => {
  it('closes an order whose window ended while the service was down, when the service is back', async () => {
    const order = await newOrder();
    await payCodeOf(order.orderSn);
    await t.app.close();
    time.ms += 45 * 60_000;
    // The same database and data folder, a new copy of the service (and of the sandbox, reading its books from disk).
    const restartedSandbox = new SandboxWeChatPay(await loadSandboxKeys(path.join(sandboxDir, 'keys')), path.join(sandboxDir, 'books'), clock, 'http://localhost:8080');
    t.app = await buildApp({ config: t.config, database: t.database, storage: t.storage, clock, weChatPay: restartedSandbox, jobPollMs: 0 });
    await t.app.ready();
    await t.app.jobs.runDue();
    expect((await orderRow(db(), order.id)).paymentStatus).toBe('9');
    expect((await restartedSandbox.findOrder({ outTradeNo: order.orderSn }))?.trade_state).toBe('CLOSED');
  });
});

describe('decide (pure)', () => {
  const merchant = { mchid: '1900000109', appid: 'wxsandbox0000001' };
  const order = (paymentStatus: string) => ({ paymentStatus, amountFen: 100, transactionId: null }) as Parameters<typeof decide>[0];
  const tx = (state: string, total = 100, extra: Partial<Transaction> = {}): Transaction => ({
    ...merchant,
    out_trade_no: 'X',
    trade_state: state,
    amount: { total, currency: 'CNY' },
    ...extra,
  });
  it.each([
    ['1', 'SUCCESS', 100, 'credited'],
    ['5', 'SUCCESS', 100, 'credited'],
    ['3', 'SUCCESS', 100, 'already_paid'],
    ['7', 'SUCCESS', 100, 'already_paid'],
    ['9', 'SUCCESS', 100, 'closed_order'],
    ['1', 'SUCCESS', 99, 'wrong_amount'],
    ['9', 'SUCCESS', 99, 'wrong_amount'],
    ['1', 'PAYERROR', 100, 'failed'],
    ['5', 'PAYERROR', 100, 'not_paid'],
    ['3', 'PAYERROR', 100, 'ignored_after_paid'],
    ['1', 'NOTPAY', 100, 'not_paid'],
    ['1', 'CLOSED', 100, 'not_paid'],
    // decision 0046: a REFUND trade state never credits an order
    ['1', 'REFUND', 100, 'not_paid'],
    ['5', 'REFUND', 100, 'not_paid'],
    ['9', 'REFUND', 100, 'not_paid'],
    ['3', 'REFUND', 100, 'already_paid'],
  ])('order %s, %s of %i → %s', (status, state, total, outcome) => {
    expect(decide(order(status), tx(state, total), merchant)).toBe(outcome);
  });
  it('unknown order', () => expect(decide(undefined, tx('SUCCESS'), merchant)).toBe('unknown_order'));
  it('another merchant, another app, no merchant, another currency (decision 0046)', () => {
    expect(decide(order('1'), tx('SUCCESS', 100, { mchid: '1900000999' }), merchant)).toBe('wrong_merchant');
    expect(decide(order('1'), tx('SUCCESS', 100, { appid: 'wxother0000000001' }), merchant)).toBe('wrong_merchant');
    expect(decide(order('1'), tx('SUCCESS', 100, { mchid: undefined, appid: undefined }), merchant)).toBe('wrong_merchant');
    expect(decide(undefined, tx('SUCCESS', 100, { mchid: '1900000999' }), merchant)).toBe('wrong_merchant');
    expect(decide(order('1'), tx('SUCCESS', 100, { amount: { total: 100, currency: 'USD' } }), merchant)).toBe('wrong_amount');
  });
});

/** The pay code image address of an order (even when it can no longer be paid), from the same token rule. */
async function payCodeOf2(orderSn: string): Promise<string | null> {
  const { payCodeImageUrl } = await import('../src/modules/orders/payment');
  const { deriveKey } = await import('../src/security/secrets');
  const { loadSignInKeys } = await import('../src/security/rsa-keys');
  const keys = await loadSignInKeys({ privateKeyPem: t.config.rsaPrivateKeyPem, keysDir: t.config.keysDir });
  return payCodeImageUrl(deriveKey(keys.privateKeyPem, 'pay-code'), orderSn);
}
