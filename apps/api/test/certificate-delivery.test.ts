/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contracts test their shapes */
import { access } from 'node:fs/promises';
import path from 'node:path';
import {
  applyProxy,
  CERTIFICATE_DELIVERY_MESSAGES as M,
  getCertificateFees,
  getInvoiceDetail,
  getInvoiceList,
  getLogistics,
  getOwnCertificates,
  getPaperCertificateOrders,
  getProxyRecords,
  getShippingFee,
  InvoiceStatus,
  MESSAGES,
  OrderKind,
  PaymentStatus,
  Role,
  submitDelivery,
} from '@badminton/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificateDeliveries,
  certificateDeliveryItems,
  certificateProxyRequests,
  certificates,
  invoices,
  invoiceTitles,
  jobs,
  orders,
  personProfiles,
  statusAudit,
  users,
} from '../src/db/schema';
import { JobQueue } from '../src/jobs/queue';
import { clockOf } from '../src/lib/clock';
import { startSession } from '../src/modules/accounts/service';
import { reissueInvoice } from '../src/modules/invoices/service';
import { settleTransaction } from '../src/modules/orders/settle';
import { errorXml, parseRouteXml, routeXml } from '../src/providers/logistics';
import { SYSTEM_ACTOR } from '../src/workflows/transition';
import { build, type TestApp } from './helpers/build';
import { call } from './helpers/call';
import { certificateOf, seedFees } from './helpers/delivery-fixture';
import { orderFor } from './helpers/orders';

/**
 * Certificates, paper-certificate delivery, proxy collection, logistics and e-invoices (issue 13 part D, decision
 * 0033): every rule and refusal, with the answers and the rows they leave, on a clock the test moves.
 */

const DAY = 86_400_000;
let nowMs = Date.UTC(2026, 10, 20, 4, 0, 0);
let t: TestApp;
const clock = clockOf(() => nowMs);

interface Member {
  userId: number;
  userToken: string;
}

beforeAll(async () => {
  t = await build({ demo: null, clock });
  await seedFees(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const now = () => new Date(nowMs);

async function member(role: 1 | 2 | 3 = Role.Athlete, name = '王小明'): Promise<Member> {
  const [user] = await db()
    .insert(users)
    .values({ usertype: role, loginName: `m-${Math.random().toString(36).slice(2, 10)}`, isVerify: true, createdAt: now() })
    .returning({ id: users.id });
  if (role !== Role.Institution) {
    await db().insert(personProfiles).values({
      userId: user.id,
      name,
      englishName: 'Wang',
      sex: 1,
      certificatesType: 1,
      certificatesNumber: `4401062010${String(user.id).padStart(8, '0')}`.slice(0, 18),
      birthday: '2010-05-12',
      createdAt: now(),
      updatedAt: now(),
    } as typeof personProfiles.$inferInsert);
  }
  return { userId: user.id, userToken: await startSession(db(), user.id, now()) };
}

async function ask(callPath: string, payload: Record<string, unknown>, who: Member) {
  return call(t.app, callPath, payload, { userToken: who.userToken, userId: who.userId, ts: Math.floor(nowMs / 1000) });
}

function refusal(answer: Awaited<ReturnType<typeof call>>): string | undefined {
  expect(answer.result?.isSuccess, JSON.stringify(answer)).toBe(false);
  return answer.result?.errorMsg as string | undefined;
}

function ok(answer: Awaited<ReturnType<typeof call>>): Record<string, any> {
  expect(answer.result?.isSuccess, JSON.stringify(answer)).toBe(true);
  return answer.result as Record<string, any>;
}

const ADDRESS = { contacts: '王小明', telphone: '13800138000', province: 440000, city: 440100, district: 440106, mailing_detail_address: '体育西路1号' };

function deliveryOf(list: { paperCertificateId: number; certificate_type: number }[], extra: Record<string, unknown> = {}) {
  return { userType: 1, is_grant_test: 0, certificateList: list, ...ADDRESS, ...extra };
}

/** Credits an order as a payment notification would (the payments core's one settle path). */
async function pay(orderSn: string) {
  const [order] = await db().select().from(orders).where(eq(orders.orderSn, orderSn));
  const outcome = await settleTransaction(
    { db: db(), jobs: new JobQueue(db(), clock), now, log: { info: () => undefined, warn: () => undefined } },
    {
      provider: 'test',
      notificationId: `test-${orderSn}`,
      transaction: { out_trade_no: orderSn, transaction_id: `42${orderSn.slice(-20)}`, trade_state: 'SUCCESS', amount: { total: order.amountFen }, success_time: now().toISOString() },
    },
  );
  expect(outcome).toBe('credited');
}

async function deliveryOfOrder(orderSn: string) {
  const [row] = await db()
    .select({ delivery: certificateDeliveries, order: orders })
    .from(certificateDeliveries)
    .innerJoin(orders, eq(orders.id, certificateDeliveries.orderId))
    .where(eq(orders.orderSn, orderSn));
  return row;
}

describe('own certificates', () => {
  it('answers the caller’s published certificates of their track with is_grant, isEvent and proxyable', async () => {
    const me = await member();
    const other = await member();
    const recent = await certificateOf(db(), me.userId, { grade: 4, createdDate: new Date(nowMs - 2 * DAY) });
    const old = await certificateOf(db(), me.userId, { grade: 3, createdDate: new Date(nowMs - 30 * DAY) });
    const granted = await certificateOf(db(), me.userId, { grade: 2, createdDate: new Date(nowMs - DAY), isGrant: true });
    const event = await certificateOf(db(), me.userId, { grade: 5, createdDate: new Date(nowMs - DAY), isEvent: true });
    await certificateOf(db(), me.userId, { grade: 6, createdDate: new Date(nowMs - DAY), published: false });
    await certificateOf(db(), other.userId, { grade: 4, createdDate: new Date(nowMs - DAY) });
    const { items } = ok(await ask(getOwnCertificates.path, {}, me));
    expect(items.map((item: any) => item.id).sort()).toEqual([recent.id, old.id, granted.id, event.id].sort());
    const byId = new Map(items.map((item: any) => [item.id, item]));
    expect(byId.get(recent.id)).toMatchObject({ certificate_grade: 4, gradeName: '四级', is_grant: 0, isEvent: 0, proxyable: true, claimed: false });
    expect((byId.get(recent.id) as { certificate_url: string }).certificate_url).toMatch(/^\/wwwroot\/certificate\/ZS.+\.png\?t=/);
    expect(byId.get(old.id)).toMatchObject({ proxyable: false });
    expect(byId.get(granted.id)).toMatchObject({ is_grant: 1, proxyable: false });
    expect(byId.get(event.id)).toMatchObject({ isEvent: 1, proxyable: false });
  });

  it('answers an evaluator their evaluator certificates (31–33) only', async () => {
    const evaluator = await member(Role.Evaluator);
    const rank = await certificateOf(db(), evaluator.userId, { grade: 32, createdDate: new Date(nowMs - DAY), fromTest: false });
    await certificateOf(db(), evaluator.userId, { grade: 5, createdDate: new Date(nowMs - DAY) });
    const { items } = ok(await ask(getOwnCertificates.path, {}, evaluator));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: rank.id, gradeName: '二级考评员', proxyable: false });
  });

  it('refuses an institution', async () => {
    const institution = await member(Role.Institution);
    expect(refusal(await ask(getOwnCertificates.path, {}, institution))).toBe(MESSAGES.forbidden);
  });
});

describe('proxy collection (ApplicationWay 1)', () => {
  it('needs at least one grade', async () => {
    const me = await member();
    expect(refusal(await ask(applyProxy.path, { ApplicationWay: 1, ids: [] }, me))).toBe('请至少选择一个等级');
    expect(refusal(await ask(applyProxy.path, { ApplicationWay: 1 }, me))).toBe('请至少选择一个等级');
    expect(refusal(await ask(applyProxy.path, { ApplicationWay: 2, ids: [1] }, me))).toBe('申领方式无效');
  });

  it('creates one request per certificate for the test’s institution, listed in the proxy records', async () => {
    const me = await member();
    const first = await certificateOf(db(), me.userId, { grade: 4, createdDate: new Date(nowMs - 7 * DAY) });
    const second = await certificateOf(db(), me.userId, { grade: 5, createdDate: new Date(nowMs - DAY) });
    ok(await ask(applyProxy.path, { ApplicationWay: 1, ids: [first.id, second.id] }, me));
    const rows = await db().select().from(certificateProxyRequests).where(eq(certificateProxyRequests.userId, me.userId));
    expect(rows.map((row) => [row.certificateId, row.institutionUserId, row.testClassId, row.applicationWay]).sort()).toEqual(
      [
        [first.id, first.institutionUserId, first.testClassId, 1],
        [second.id, second.institutionUserId, second.testClassId, 1],
      ].sort(),
    );
    const records = ok(await ask(getProxyRecords.path, { userType: 1, page: 1, limit: 10 }, me));
    expect(records.totalCount).toBe(2);
    expect(records.items[0]).toMatchObject({ gradeName: expect.stringMatching(/级$/), mechanism_fullName: expect.stringContaining('代领测试机构') });
    expect(records.items[0].classTitle).toMatch(/^证书测试班/);
    // Claimed now: not again, and not proxyable in the list.
    expect(refusal(await ask(applyProxy.path, { ApplicationWay: 1, ids: [first.id] }, me))).toBe(M.certificateClaimed);
    const { items } = ok(await ask(getOwnCertificates.path, {}, me));
    expect(items.every((item: any) => item.claimed && !item.proxyable)).toBe(true);
  });

  it('refuses old, granted and event certificates, and another athlete’s (as if absent), all or nothing', async () => {
    const me = await member();
    const other = await member();
    const fresh = await certificateOf(db(), me.userId, { createdDate: new Date(nowMs - DAY) });
    const old = await certificateOf(db(), me.userId, { createdDate: new Date(nowMs - 7 * DAY - 1000) });
    const granted = await certificateOf(db(), me.userId, { createdDate: new Date(nowMs - DAY), isGrant: true });
    const event = await certificateOf(db(), me.userId, { createdDate: new Date(nowMs - DAY), isEvent: true });
    const theirs = await certificateOf(db(), other.userId, { createdDate: new Date(nowMs - DAY) });
    for (const bad of [old, granted, event]) {
      expect(refusal(await ask(applyProxy.path, { ApplicationWay: 1, ids: [fresh.id, bad.id] }, me))).toBe(M.certificateNotProxyable);
    }
    expect(refusal(await ask(applyProxy.path, { ApplicationWay: 1, ids: [fresh.id, theirs.id] }, me))).toBe(M.certificateNotFound);
    expect(refusal(await ask(applyProxy.path, { ApplicationWay: 1, ids: [fresh.id, fresh.id] }, me))).toBe(M.duplicateCertificate);
    expect(await db().select().from(certificateProxyRequests).where(eq(certificateProxyRequests.userId, me.userId))).toEqual([]);
  });

  it('is athletes only; another athlete’s proxy records are not listed', async () => {
    const evaluator = await member(Role.Evaluator);
    expect(refusal(await ask(applyProxy.path, { ApplicationWay: 1, ids: [1] }, evaluator))).toBe(MESSAGES.forbidden);
    const stranger = await member();
    expect(ok(await ask(getProxyRecords.path, {}, stranger))).toMatchObject({ items: [], totalCount: 0 });
  });
});

describe('fees', () => {
  it('answers the certificate and badge fees of the caller’s user type, and the shipping fee of a province, in 元', async () => {
    const me = await member();
    expect(ok(await ask(getCertificateFees.path, { userType: 1 }, me))).toMatchObject({ certificateFee: 30, badgesFee: 20 });
    const evaluator = await member(Role.Evaluator);
    expect(ok(await ask(getCertificateFees.path, { userType: 1 }, evaluator))).toMatchObject({ certificateFee: 50, badgesFee: 25 });
    expect(ok(await ask(getShippingFee.path, { area_code: 440000 }, me))).toMatchObject({ fee: 12 });
    expect(refusal(await ask(getShippingFee.path, { area_code: 440100 }, me))).toBe(M.shippingNotSet);
    expect(refusal(await ask(getShippingFee.path, {}, me))).toBe('请指定省');
  });
});

describe('delivery submit', () => {
  it('answers every message of the delivery form (001 §5)', async () => {
    const me = await member();
    const mine = await certificateOf(db(), me.userId, { createdDate: new Date(nowMs - 40 * DAY) });
    const list = [{ paperCertificateId: mine.id, certificate_type: 0 }];
    const cases: [Record<string, unknown>, string][] = [
      [{ contacts: '' }, '用户名不能为空'],
      [{ contacts: '   ' }, '用户名不能为空'],
      [{ telphone: '' }, '请输入联系方式'],
      [{ telphone: '12345' }, '请输入正确的电话'],
      [{ province: '' }, '省不能为空'],
      [{ city: null }, '市不能为空'],
      [{ district: '' }, '区不能为空'],
      [{ mailing_detail_address: '' }, '详细地址不能为空'],
      [{ certificateList: [] }, '请选择申请等级类型'],
      [{ certificateList: [{ paperCertificateId: mine.id }] }, '请选择申请等级类型'],
      [{ certificateList: [{ paperCertificateId: mine.id, certificate_type: 3 }] }, '请选择申请等级类型'],
      [{ city: 110100 }, M.regionInvalid],
      [{ certificateList: [...list, ...list] }, M.duplicateCertificate],
    ];
    for (const [change, message] of cases) {
      expect(refusal(await ask(submitDelivery.path, deliveryOf(list, change), me)), JSON.stringify(change)).toBe(message);
    }
    expect(await db().select().from(certificateDeliveries).where(eq(certificateDeliveries.userId, me.userId))).toEqual([]);
  });

  it('creates the delivery, its items and a pending order of kind 2 whose amount is the fees’ sum in fen', async () => {
    const me = await member();
    const a = await certificateOf(db(), me.userId, { grade: 4, createdDate: new Date(nowMs - 40 * DAY) });
    const b = await certificateOf(db(), me.userId, { grade: 5, createdDate: new Date(nowMs - 40 * DAY) });
    const c = await certificateOf(db(), me.userId, { grade: 6, createdDate: new Date(nowMs - 40 * DAY) });
    const answer = ok(
      await ask(
        submitDelivery.path,
        deliveryOf([
          { paperCertificateId: a.id, certificate_type: 2 },
          { paperCertificateId: b.id, certificate_type: 0 },
          { paperCertificateId: c.id, certificate_type: 1 },
        ]),
        me,
      ),
    );
    // certificates 2 × 30 + badges 2 × 20 + shipping 12 = 112 元.
    expect(answer.amount).toBe(112);
    const { delivery, order } = await deliveryOfOrder(answer.order_sn);
    expect(order).toMatchObject({ userId: me.userId, userType: 1, kind: OrderKind.PaperCertificate, amountFen: 11_200, paymentStatus: PaymentStatus.Pending });
    expect(order.expiresAt?.getTime()).toBe(nowMs + 30 * 60_000);
    expect(delivery).toMatchObject({ contacts: '王小明', telphone: '13800138000', provinceId: 440000, certificateFeeFen: 6000, badgeFeeFen: 4000, shippingFeeFen: 1200, isGrantTest: 0 });
    const items = await db().select().from(certificateDeliveryItems).where(eq(certificateDeliveryItems.deliveryId, delivery.id));
    expect(items.map((item) => [item.certificateId, item.certificateType]).sort()).toEqual([[a.id, 2], [b.id, 0], [c.id, 1]].sort());
    // One order.expire job for this order, due when its 30-minute window ends (not just any order.expire row).
    const expiry = (await db().select().from(jobs).where(eq(jobs.kind, 'order.expire'))).filter(
      (job) => (job.payload as { orderId: number }).orderId === order.id,
    );
    expect(expiry.map((job) => ({ runAt: job.runAt.getTime(), doneAt: job.doneAt }))).toEqual([{ runAt: nowMs + 30 * 60_000, doneAt: null }]);
    // The list shows it pending with its records.
    const list = ok(await ask(getPaperCertificateOrders.path, { page: 1, limit: 10 }, me));
    expect(list.totalCount).toBe(1);
    expect(list.items[0]).toMatchObject({ payment_order_sn: answer.order_sn, amount: 112, payment_status: '待支付', payment_status_code: '1', express_number: null });
    expect(list.items[0].record_list).toEqual([
      { certificate_grade: 4, gradeName: '四级', certificate_type: 2, certificate_type_name: '证书和证章' },
      { certificate_grade: 5, gradeName: '五级', certificate_type: 0, certificate_type_name: '证书' },
      { certificate_grade: 6, gradeName: '六级', certificate_type: 1, certificate_type_name: '证章' },
    ]);
    // Claimed: neither again nor by proxy.
    expect(refusal(await ask(submitDelivery.path, deliveryOf([{ paperCertificateId: a.id, certificate_type: 0 }]), me))).toBe(M.certificateClaimed);
  });

  it('refuses another athlete’s certificate (as if absent), a granted one, and a closed order frees its certificates', async () => {
    const me = await member();
    const other = await member();
    const theirs = await certificateOf(db(), other.userId, { createdDate: new Date(nowMs - 40 * DAY) });
    expect(refusal(await ask(submitDelivery.path, deliveryOf([{ paperCertificateId: theirs.id, certificate_type: 0 }]), me))).toBe(M.certificateNotFound);
    const granted = await certificateOf(db(), me.userId, { createdDate: new Date(nowMs - 40 * DAY), isGrant: true });
    expect(refusal(await ask(submitDelivery.path, deliveryOf([{ paperCertificateId: granted.id, certificate_type: 0 }]), me))).toBe(M.certificateGranted);
    const mine = await certificateOf(db(), me.userId, { createdDate: new Date(nowMs - 40 * DAY) });
    const first = ok(await ask(submitDelivery.path, deliveryOf([{ paperCertificateId: mine.id, certificate_type: 0 }]), me));
    await db().update(orders).set({ paymentStatus: PaymentStatus.Closed }).where(eq(orders.orderSn, first.order_sn));
    const second = ok(await ask(submitDelivery.path, deliveryOf([{ paperCertificateId: mine.id, certificate_type: 1 }]), me));
    expect(second.amount).toBe(32);
    // Another athlete sees none of it.
    expect(ok(await ask(getPaperCertificateOrders.path, {}, other))).toMatchObject({ items: [], totalCount: 0 });
  });

  it('sells a certificate once under concurrent submits', async () => {
    const me = await member();
    const mine = await certificateOf(db(), me.userId, { createdDate: new Date(nowMs - 40 * DAY) });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ask(submitDelivery.path, deliveryOf([{ paperCertificateId: mine.id, certificate_type: 0 }]), me)),
    );
    expect(answers.filter((answer) => answer.result?.isSuccess)).toHaveLength(1);
    expect(await db().select().from(certificateDeliveryItems).where(eq(certificateDeliveryItems.certificateId, mine.id))).toHaveLength(1);
  });
});

describe('paying a paper-certificate order, its invoice and its parcel', () => {
  it('grants the certificates, requests the invoice with a personal title and issues it after the delay', async () => {
    const me = await member(Role.Athlete, '李小红');
    const mine = await certificateOf(db(), me.userId, { createdDate: new Date(nowMs - 40 * DAY) });
    const { order_sn: orderSn } = ok(await ask(submitDelivery.path, deliveryOf([{ paperCertificateId: mine.id, certificate_type: 2 }]), me));
    await pay(orderSn);
    const [certificate] = await db().select().from(certificates).where(eq(certificates.id, mine.id));
    expect(certificate.isGrant).toBe(true);
    const [order] = await db().select().from(orders).where(eq(orders.orderSn, orderSn));
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice).toMatchObject({ userId: me.userId, invoiceStatus: InvoiceStatus.Pending, custtype: '03', custname: null, amountFen: 6200, requestSn: `FP${orderSn}` });
    // In progress: the detail shows the status, no code yet.
    const pending = ok(await ask(getInvoiceDetail.path, { order_sn: orderSn, user_type: 1 }, me));
    expect(pending.items[0]).toMatchObject({ invoice_status: 0, custtype: '03', fpdm: null, fphm: null, urlQRCode: null, invoice_url: null, amount: 62 });
    await t.app.jobs.runDue(); // invoice.issue
    nowMs += 10_000;
    await t.app.jobs.runDue();
    expect((await db().select().from(invoices).where(eq(invoices.id, invoice.id)))[0].invoiceStatus).toBe(InvoiceStatus.Pending);
    nowMs += 25_000;
    await t.app.jobs.runDue(); // invoice.poll after 30 s: issued
    const [issued] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(issued.invoiceStatus).toBe(InvoiceStatus.Issued);
    expect(issued.fpdm).toMatch(/^\d{12}$/);
    expect(issued.fphm).toMatch(/^\d{8}$/);
    const detail = ok(await ask(getInvoiceDetail.path, { order_sn: orderSn }, me)).items[0];
    expect(detail).toMatchObject({ invoice_status: 1, fpdm: issued.fpdm, fphm: issued.fphm });
    expect(detail.invoice_url).toMatch(/^\/wwwroot\/invoices\/FP.+\.pdf$/);
    expect(detail.urlQRCode).toMatch(/^\/wwwroot\/invoices\/FP.+-qr\.png$/);
    await access(path.join(t.config.storageRoot, detail.invoice_url.replace('/wwwroot/', '')));
    const pdf = await t.storage.get(detail.invoice_url);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const audit = await db().select().from(statusAudit).where(and(eq(statusAudit.workflow, 'invoice'), eq(statusAudit.recordId, invoice.id)));
    expect(audit.map((row) => `${row.fromStatus}→${row.toStatus}`)).toEqual(['→0', '0→1']);
    // Another athlete: the order has no invoice for them.
    const other = await member();
    expect(ok(await ask(getInvoiceDetail.path, { order_sn: orderSn }, other))).toEqual({ isSuccess: true, items: [] });
    // The paid order shows 支付成功; its certificate left the choices.
    const list = ok(await ask(getPaperCertificateOrders.path, {}, me));
    expect(list.items[0]).toMatchObject({ payment_status: '支付成功', payment_status_code: '3' });
    const own = ok(await ask(getOwnCertificates.path, {}, me));
    expect(own.items[0]).toMatchObject({ is_grant: 1, claimed: true });
  });

  it('copies the saved company title; a company name containing 开票失败 fails (2) and is issued again from the back office', async () => {
    const me = await member();
    await db().insert(invoiceTitles).values({ userId: me.userId, custtype: '01', custname: '测试开票失败公司', custTaxNo: '91440101MA59TEST0X', invoMemo: '备注', updatedAt: now() });
    const order = await orderFor(db(), me.userId, { kind: OrderKind.TestSignUp, amountFen: 20_000 }, clock);
    await pay(order.orderSn);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice).toMatchObject({ custtype: '01', custname: '测试开票失败公司', custTaxNo: '91440101MA59TEST0X', invoMemo: '备注' });
    await t.app.jobs.runDue();
    nowMs += 31_000;
    await t.app.jobs.runDue();
    const [failed] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(failed.invoiceStatus).toBe(InvoiceStatus.Failed);
    expect(failed.failReason).toContain('开票失败');
    // 2 is "in progress" to the payer: no code shown.
    expect(ok(await ask(getInvoiceDetail.path, { order_sn: order.orderSn }, me)).items[0]).toMatchObject({ invoice_status: 2, fpdm: null });
    await reissueInvoice({ db: db(), clock, jobs: new JobQueue(db(), clock) }, invoice.id, SYSTEM_ACTOR);
    expect((await db().select().from(invoices).where(eq(invoices.id, invoice.id)))[0].invoiceStatus).toBe(InvoiceStatus.Pending);
  });

  it('requests no invoice for a free order, and one invoice however often the hook runs', async () => {
    const me = await member();
    const free = await orderFor(db(), me.userId, { amountFen: 0 }, clock);
    await pay(free.orderSn);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, free.id))).toEqual([]);
  });

  it('answers the route of one’s own parcel newest first, growing with the clock; nothing for others, unknown or ERR', async () => {
    const me = await member();
    const other = await member();
    const mine = await certificateOf(db(), me.userId, { createdDate: new Date(nowMs - 40 * DAY) });
    const { order_sn: orderSn } = ok(await ask(submitDelivery.path, deliveryOf([{ paperCertificateId: mine.id, certificate_type: 0 }]), me));
    await pay(orderSn);
    const waybill = `SF${String(nowMs).slice(-11)}`;
    const { delivery } = await deliveryOfOrder(orderSn);
    // Not mailed yet: nothing.
    await db().update(certificateDeliveries).set({ expressCompany: '顺丰速运', expressNumber: waybill }).where(eq(certificateDeliveries.id, delivery.id));
    expect(ok(await ask(getLogistics.path, { ordernumber: waybill }, me))).toEqual({ isSuccess: true, items: [] });
    await db().update(certificateDeliveries).set({ mailingTime: new Date(nowMs - 7 * 3_600_000) }).where(eq(certificateDeliveries.id, delivery.id));
    const early = ok(await ask(getLogistics.path, { ordernumber: waybill }, me)).items[0];
    expect(early).toMatchObject({ express_company: '顺丰速运', _mailno: waybill });
    expect(early.routes).toHaveLength(3);
    expect(early.routes[0]._remark).toBe('快件到达【北京顺义集散中心】');
    expect(early.routes[2]).toMatchObject({ _remark: '顺丰速运 已收取快件', _accept_address: '北京市东城区' });
    expect(early.respXml).toContain('<Head>OK</Head>');
    // Two days after mailing: every node, signed for.
    await db().update(certificateDeliveries).set({ mailingTime: new Date(nowMs - 2 * DAY) }).where(eq(certificateDeliveries.id, delivery.id));
    const later = ok(await ask(getLogistics.path, { ordernumber: waybill }, me)).items[0];
    expect(later.routes).toHaveLength(8);
    expect(later.routes[0]._remark).toContain('已签收');
    expect(later.routes[0]._accept_address).toBe('广东省广州市天河区');
    expect(ok(await ask(getLogistics.path, { ordernumber: waybill }, other))).toEqual({ isSuccess: true, items: [] });
    expect(ok(await ask(getLogistics.path, { ordernumber: 'SF000000000000' }, me))).toEqual({ isSuccess: true, items: [] });
    expect(refusal(await ask(getLogistics.path, { ordernumber: '' }, me))).toBe('请指定运单号');
    expect(refusal(await ask(getLogistics.path, { ordernumber: 'SF<1>' }, me))).toBe('运单号无效');
    const list = ok(await ask(getPaperCertificateOrders.path, {}, me));
    expect(list.items[0]).toMatchObject({ express_company: '顺丰速运', express_number: waybill });
  });
});

describe('invoice records', () => {
  it('lists the caller’s invoices 4 per page within the time range, newest first', async () => {
    const me = await member();
    const other = await member();
    const made: string[] = [];
    for (const ageDays of [1, 10, 50, 100, 200, 400]) {
      const order = await orderFor(db(), me.userId, { amountFen: 1000 + ageDays }, clock);
      await pay(order.orderSn);
      await db().update(invoices).set({ requestedAt: new Date(nowMs - ageDays * DAY) }).where(eq(invoices.orderId, order.id));
      made.push(order.orderSn);
    }
    const theirs = await orderFor(db(), other.userId, {}, clock);
    await pay(theirs.orderSn);
    const three = ok(await ask(getInvoiceList.path, { user_type: 1, page: 1 }, me));
    expect(three.totalCount).toBe(3);
    expect(three.items.map((item: any) => item.order_sn)).toEqual(made.slice(0, 3));
    expect(three.items[0]).toMatchObject({ orderType: '证书证章费', amount: 10.01, invoice_status: 0, invoice_status_name: '待开票', custtype: '03' });
    expect(ok(await ask(getInvoiceList.path, { timeRange: '6m' }, me)).totalCount).toBe(4);
    expect(ok(await ask(getInvoiceList.path, { timeRange: '12m' }, me)).totalCount).toBe(5);
    const all = ok(await ask(getInvoiceList.path, { timeRange: 'all', page: 2 }, me));
    expect(all.totalCount).toBe(6);
    expect(all.items.map((item: any) => item.order_sn)).toEqual(made.slice(4));
    expect(refusal(await ask(getInvoiceList.path, { timeRange: '2y' }, me))).toBe('时间范围无效');
    expect(ok(await ask(getInvoiceDetail.path, { order_sn: theirs.orderSn }, me))).toEqual({ isSuccess: true, items: [] });
  });
});

describe('the SF route XML', () => {
  it('reads an OK answer with escaped attributes and an ERR answer', () => {
    const xml = routeXml('SF1', [
      { remark: '到达 <A&B> "站"', acceptTime: '2026-06-01 10:00:00', acceptAddress: "北京's" },
      { remark: '派送', acceptTime: '2026-06-01 12:00:00', acceptAddress: '广州' },
    ]);
    expect(parseRouteXml(xml)).toEqual({
      head: 'OK',
      mailno: 'SF1',
      routes: [
        { remark: '到达 <A&B> "站"', acceptTime: '2026-06-01 10:00:00', acceptAddress: "北京's" },
        { remark: '派送', acceptTime: '2026-06-01 12:00:00', acceptAddress: '广州' },
      ],
    });
    expect(parseRouteXml(errorXml('8017', '运单号不存在'))).toEqual({ head: 'ERR', mailno: '', routes: [] });
    expect(parseRouteXml('<Response><Head>OK</Head></Response>')).toEqual({ head: 'ERR', mailno: '', routes: [] });
    expect(parseRouteXml('not xml')).toEqual({ head: 'ERR', mailno: '', routes: [] });
  });
});
