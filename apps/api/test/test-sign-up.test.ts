import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES, OrderKind, PaymentStatus, PORTAL_MESSAGES, RefundStatus, SIGN_UP_MESSAGES, TestClassStatus } from '@badminton/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { appeals, certificates, invoiceTitles, jobs, orders, statusAudit, testApplications, testClasses } from '../src/db/schema';
import { clockOf } from '../src/lib/clock';
import { JobQueue } from '../src/jobs/queue';
import { ORDER_KIND_HOOKS } from '../src/modules/orders/kinds';
import { orderRecords } from '../src/modules/orders/service';
import { paymentWorkflow } from '../src/workflows/payment';
import { SYSTEM_ACTOR, transition } from '../src/workflows/transition';
import { applicationRefundRecords } from '../src/modules/test-sign-up/hooks';
import { seedDatabase } from '../demo/index';
import { LocalDiskStorage } from '../src/storage/local-disk';
import { build, type TestApp } from './helpers/build';
import { call } from './helpers/call';
import { openTestDatabase } from './helpers/database';
import { type FixtureAthlete, newAthletes, newBareUser, newClass, newInstitution } from './helpers/sign-up-fixture';

/**
 * Test sign-up (issue 13 part S, decision 0031): every rule and refusal of the sign-up calls, ownership, the seats
 * (concurrent sign-ups never overbook; an unpaid order's seat comes back when it expires, also after a restart; a
 * paid one keeps it), the leave-record retake, the invoice title and the test order records.
 */

const time = { ms: Date.parse('2026-11-23T08:00:00Z') };
const clock = clockOf(() => time.ms);
const now = () => new Date(time.ms);
let t: TestApp;
let institution: { userId: number; fullName: string };
let athletes: FixtureAthlete[];

const COACH = { status: 1, train: '天河羽毛球俱乐部', coach: '张教练', phone: '无' };

function as(user: FixtureAthlete) {
  return { userToken: user.userToken, userId: user.userId, ts: Math.floor(time.ms / 1000) };
}
async function result(user: FixtureAthlete, path: string, payload: Record<string, unknown> = {}) {
  const envelope = await call(t.app, path, payload, as(user));
  expect(envelope.success, JSON.stringify(envelope)).toBe(true);
  return envelope.result as Record<string, unknown> & { isSuccess: boolean; errorMsg?: string };
}
async function refusal(user: FixtureAthlete, path: string, payload: Record<string, unknown> = {}) {
  const answer = await result(user, path, payload);
  expect(answer.isSuccess, JSON.stringify(answer)).toBe(false);
  return answer.errorMsg;
}
async function ok(user: FixtureAthlete, path: string, payload: Record<string, unknown> = {}) {
  const answer = await result(user, path, payload);
  expect(answer.isSuccess, JSON.stringify(answer)).toBe(true);
  return answer;
}
async function seatsOf(classId: number): Promise<number> {
  const [row] = await t.database.db.select({ seats: testClasses.seatsTaken }).from(testClasses).where(eq(testClasses.id, classId));
  return row.seats;
}

beforeAll(async () => {
  t = await build({ demo: null, clock });
  institution = await newInstitution(t.database.db, now(), '广州天河羽毛球测试中心');
  athletes = await newAthletes(t.database.db, 70, now());
});
afterAll(() => t.close());

describe('TestApplication/GetSignUpInfo', () => {
  it('answers the class, the grade and its fee in 元', async () => {
    const classId = await newClass(t.database.db, { institutionUserId: institution.userId, now: now(), grades: { 1: 15050, 4: 19900 }, testNum: 30 });
    const answer = await ok(athletes[0], 'TestApplication/GetSignUpInfo', { test_class_id: classId, grade: 1 });
    const [item] = answer.items as Record<string, unknown>[];
    expect(item).toMatchObject({
      test_class_id: classId,
      mechanism_fullName: '广州天河羽毛球测试中心',
      province: '广东省',
      city: '广州市',
      district: '天河区',
      test_detail_addr: '天河体育中心羽毛球馆',
      grade: 1,
      gradeName: '一级',
      contact: '李老师',
      contact_number: '13912345678',
      registration_fee: 150.5,
      seats_left: 30,
    });
  });

  it('refuses outside the registration window, a stopped, unapproved or unknown class, a grade not offered', async () => {
    const db = t.database.db;
    const upcoming = await newClass(db, { institutionUserId: institution.userId, now: now(), opensInDays: 2, closesInDays: 9 });
    const closed = await newClass(db, { institutionUserId: institution.userId, now: now(), opensInDays: -9, closesInDays: -1 });
    const stopped = await newClass(db, { institutionUserId: institution.userId, now: now(), isStop: true });
    const pending = await newClass(db, { institutionUserId: institution.userId, now: now(), status: TestClassStatus.ProvinceApproved });
    const open = await newClass(db, { institutionUserId: institution.userId, now: now() });
    const info = (test_class_id: number, grade = 1) => refusal(athletes[0], 'TestApplication/GetSignUpInfo', { test_class_id, grade });
    expect(await info(upcoming)).toBe('不在当前报名时间范围内');
    expect(await info(closed)).toBe('不在当前报名时间范围内');
    expect(await info(stopped)).toBe(PORTAL_MESSAGES.testClassStopped);
    expect(await info(pending)).toBe(PORTAL_MESSAGES.testClassNotFound);
    expect(await info(999_999)).toBe(PORTAL_MESSAGES.testClassNotFound);
    expect(await info(open, 7)).toBe(SIGN_UP_MESSAGES.gradeNotOffered);
    expect(await refusal(athletes[0], 'TestApplication/GetSignUpInfo', { test_class_id: open, grade: 17 })).toBe('测试等级无效');
  });

  it('refuses a grade the athlete may not take (您未取得测试等级资格) and an athlete without a profile', async () => {
    const open = await newClass(t.database.db, { institutionUserId: institution.userId, now: now(), grades: { 1: 100, 4: 100, 10: 100 } });
    // A newcomer may not start at 四级; an adult may not take children's grades.
    expect(await refusal(athletes[0], 'TestApplication/GetSignUpInfo', { test_class_id: open, grade: 4 })).toBe('您未取得测试等级资格');
    expect(await refusal(athletes[0], 'TestApplication/GetSignUpInfo', { test_class_id: open, grade: 10 })).toBe('您未取得测试等级资格');
    // Holding 一级 (published): 一级 is taken, 二级 … not offered here; 四级 too high.
    await t.database.db.insert(certificates).values({
      userId: athletes[1].userId,
      grade: 1,
      certificateNumber: `T${athletes[1].userId}`,
      certificateNumbering: `N${athletes[1].userId}`,
      certificateUrl: `/wwwroot/certificate/T${athletes[1].userId}.png`,
      createdDate: new Date('2026-01-01T00:00:00Z'),
      published: true,
    } as typeof certificates.$inferInsert);
    expect(await refusal(athletes[1], 'TestApplication/GetSignUpInfo', { test_class_id: open, grade: 1 })).toBe('您未取得测试等级资格');
    const bare = await newBareUser(t.database.db, 1, now());
    expect(await refusal(bare, 'TestApplication/GetSignUpInfo', { test_class_id: open, grade: 1 })).toBe(PORTAL_MESSAGES.profileRequired);
  });

  it('is for athletes only', async () => {
    const evaluator = await newBareUser(t.database.db, 2, now());
    expect(await refusal(evaluator, 'TestApplication/GetSignUpInfo', { test_class_id: 1, grade: 1 })).toBe(MESSAGES.forbidden);
    const institutionUser = await newBareUser(t.database.db, 3, now());
    expect(await refusal(institutionUser, 'TestApplication/SignUp', { ...COACH, test_class_id: 1, grade: 1 })).toBe(MESSAGES.forbidden);
  });
});

describe('TestApplication/SignUp', () => {
  it('checks the coach form with the spec messages', async () => {
    const open = await newClass(t.database.db, { institutionUserId: institution.userId, now: now() });
    const signUp = (form: Record<string, unknown>) => refusal(athletes[2], 'TestApplication/SignUp', { test_class_id: open, grade: 1, ...form });
    expect(await signUp({ ...COACH, train: '' })).toBe('请输入培训机构');
    expect(await signUp({ ...COACH, coach: '  ' })).toBe('请输入教练员姓名');
    expect(await signUp({ ...COACH, phone: '' })).toBe('请输入教练员手机号');
    expect(await signUp({ ...COACH, phone: '1381234567' })).toBe('请输入正确的手机号');
    expect(await signUp({ ...COACH, phone: '没有' })).toBe('请输入正确的手机号');
    expect(await signUp({ ...COACH, status: 2 })).toBe('培训情况只能是0或1');
    expect(await seatsOf(open)).toBe(0);
    expect(await t.database.db.select().from(testApplications).where(eq(testApplications.testClassId, open))).toHaveLength(0);
  });

  it('takes a seat and creates the application and its pending order in one go; errorMsg is the order number', async () => {
    const db = t.database.db;
    const open = await newClass(db, { institutionUserId: institution.userId, now: now(), grades: { 1: 15000 }, testNum: 3 });
    // Status 0: trained at this institution — the service writes the institution's name whatever train says.
    const answer = await ok(athletes[3], 'TestApplication/SignUp', { status: 0, train: '别的机构', coach: '王教练', phone: '13812345678', test_class_id: open, grade: 1 });
    const orderSn = answer.errorMsg as string;
    expect(orderSn).toMatch(/^BM1\d{14}\d{8}$/);
    const [order] = await db.select().from(orders).where(eq(orders.orderSn, orderSn));
    expect(order).toMatchObject({
      userId: athletes[3].userId,
      userType: 1,
      kind: OrderKind.TestSignUp,
      amountFen: 15000,
      paymentStatus: PaymentStatus.Pending,
      isBatch: 0,
    });
    expect(order.expiresAt?.getTime()).toBe(time.ms + 30 * 60_000);
    const [application] = await db.select().from(testApplications).where(eq(testApplications.orderId, order.id));
    expect(application).toMatchObject({
      athleteUserId: athletes[3].userId,
      testClassId: open,
      grade: 1,
      coachStatus: 0,
      train: '广州天河羽毛球测试中心',
      coach: '王教练',
      coachPhone: '13812345678',
      active: 1,
      leaveStatus: 0,
    });
    expect(await seatsOf(open)).toBe(1);
    const expiry = await db.select().from(jobs).where(and(eq(jobs.kind, 'order.expire')));
    expect(expiry.some((job) => (job.payload as { orderId: number }).orderId === order.id && job.runAt.getTime() === order.expiresAt?.getTime())).toBe(true);

    // One live place per athlete, class and grade.
    expect(await refusal(athletes[3], 'TestApplication/SignUp', { ...COACH, test_class_id: open, grade: 1 })).toBe(SIGN_UP_MESSAGES.alreadySignedUp);
    expect(await refusal(athletes[3], 'TestApplication/GetSignUpInfo', { test_class_id: open, grade: 1 })).toBe(SIGN_UP_MESSAGES.alreadySignedUp);
    expect(await seatsOf(open)).toBe(1);
  });

  it('status 1 keeps the training institution typed, and 无 as the phone', async () => {
    const open = await newClass(t.database.db, { institutionUserId: institution.userId, now: now() });
    const { errorMsg } = await ok(athletes[4], 'TestApplication/SignUp', { ...COACH, train: '  天河羽毛球俱乐部 ', test_class_id: open, grade: 1 });
    const [row] = await t.database.db
      .select({ train: testApplications.train, phone: testApplications.coachPhone })
      .from(testApplications)
      .innerJoin(orders, eq(orders.id, testApplications.orderId))
      .where(eq(orders.orderSn, errorMsg as string));
    expect(row).toEqual({ train: '天河羽毛球俱乐部', phone: '无' });
  });

  it('re-checks the window and eligibility when signing up', async () => {
    const upcoming = await newClass(t.database.db, { institutionUserId: institution.userId, now: now(), opensInDays: 1 });
    expect(await refusal(athletes[5], 'TestApplication/SignUp', { ...COACH, test_class_id: upcoming, grade: 1 })).toBe('不在当前报名时间范围内');
    const open = await newClass(t.database.db, { institutionUserId: institution.userId, now: now() });
    expect(await refusal(athletes[5], 'TestApplication/SignUp', { ...COACH, test_class_id: open, grade: 4 })).toBe('您未取得测试等级资格');
    expect(await seatsOf(open)).toBe(0);
  });

  it('never overbooks: many athletes at once for a small class → exactly test_num places', async () => {
    const db = t.database.db;
    const small = await newClass(db, { institutionUserId: institution.userId, now: now(), testNum: 5 });
    const crowd = athletes.slice(40, 70); // athletes of their own: which of them win a place is up to the race
    const answers = await Promise.all(crowd.map((athlete) => result(athlete, 'TestApplication/SignUp', { ...COACH, test_class_id: small, grade: 1 })));
    const won = answers.filter((answer) => answer.isSuccess);
    expect(won).toHaveLength(5);
    for (const answer of answers.filter((a) => !a.isSuccess)) expect(answer.errorMsg).toBe(SIGN_UP_MESSAGES.full);
    expect(await seatsOf(small)).toBe(5);
    expect(await db.select().from(testApplications).where(eq(testApplications.testClassId, small))).toHaveLength(5);
    const sns = won.map((answer) => answer.errorMsg as string);
    expect(new Set(sns).size).toBe(5);
    // The sign-up page now says the class is full.
    expect(await refusal(athletes[6], 'TestApplication/GetSignUpInfo', { test_class_id: small, grade: 1 })).toBe(SIGN_UP_MESSAGES.full);
  });

  it('one athlete signing up many times at once gets one place', async () => {
    const open = await newClass(t.database.db, { institutionUserId: institution.userId, now: now(), testNum: 10 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => result(athletes[7], 'TestApplication/SignUp', { ...COACH, test_class_id: open, grade: 1 })));
    expect(answers.filter((answer) => answer.isSuccess)).toHaveLength(1);
    for (const answer of answers.filter((a) => !a.isSuccess)) expect(answer.errorMsg).toBe(SIGN_UP_MESSAGES.alreadySignedUp);
    expect(await seatsOf(open)).toBe(1);
  });
});

describe('the sign-up order hooks', () => {
  it('a closed order gives its seat back once; a refund marks the row refunded (audited) and frees the place', async () => {
    const db = t.database.db;
    const open = await newClass(db, { institutionUserId: institution.userId, now: now() });
    const first = await ok(athletes[8], 'TestApplication/SignUp', { ...COACH, test_class_id: open, grade: 1 });
    const second = await ok(athletes[9], 'TestApplication/SignUp', { ...COACH, test_class_id: open, grade: 1 });
    expect(await seatsOf(open)).toBe(2);
    const hooks = ORDER_KIND_HOOKS[OrderKind.TestSignUp];
    const queue = new JobQueue(db, clock);
    const [closing] = await db.select().from(orders).where(eq(orders.orderSn, first.errorMsg as string));
    await db.transaction(async (tx) => {
      await hooks?.onClosed?.(closing, { tx, at: now(), jobs: queue });
      await hooks?.onClosed?.(closing, { tx, at: now(), jobs: queue });
    });
    expect(await seatsOf(open)).toBe(1);
    const [closedRow] = await db.select().from(testApplications).where(eq(testApplications.orderId, closing.id));
    expect(closedRow.active).toBe(0);

    const [refunding] = await db.select().from(orders).where(eq(orders.orderSn, second.errorMsg as string));
    const [application] = await db.select().from(testApplications).where(eq(testApplications.orderId, refunding.id));
    await transition(db, (await import('../src/workflows/refund')).refundWorkflow, applicationRefundRecords, application.id, RefundStatus.Refunding, {
      actor: { userId: institution.userId, role: 3 },
      at: now(),
    });
    await db.transaction((tx) => hooks?.onRefunded?.(refunding, { tx, at: now(), jobs: queue }) ?? Promise.resolve());
    const [refunded] = await db.select().from(testApplications).where(eq(testApplications.id, application.id));
    expect(refunded).toMatchObject({ refundStatus: RefundStatus.Refunded, active: 0 });
    expect(await seatsOf(open)).toBe(0);
    const audit = await db.select().from(statusAudit).where(and(eq(statusAudit.workflow, 'refund'), eq(statusAudit.recordId, application.id)));
    expect(audit.map((row) => `${row.fromStatus}→${row.toStatus}`)).toEqual(['0→1', '1→2']);
  });
});

describe('TestApplication/GetTestOrderRecords', () => {
  it('lists only the caller’s own sign-ups, newest first, 4 per page, with the order and the class', async () => {
    const db = t.database.db;
    const mine = athletes[20];
    const classes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      classes.push(await newClass(db, { institutionUserId: institution.userId, now: now(), grades: { 1: 10000 + i } }));
      time.ms += 1000;
      await ok(mine, 'TestApplication/SignUp', { ...COACH, test_class_id: classes[i], grade: 1 });
    }
    const first = await ok(mine, 'TestApplication/GetTestOrderRecords', { page: 1 });
    expect(first.totalCount).toBe(5);
    const items = first.items as Record<string, unknown>[];
    expect(items).toHaveLength(4);
    expect(items[0]).toMatchObject({
      test_class_id: classes[4],
      gradeKey: 1,
      gradeName: '一级',
      payment_status: '1',
      order_price: 100.04,
      isBatch: false,
      isAppeal: false,
      refund_status: 0,
      score_qualified_judgment: null,
      mechanism_fullName: '广州天河羽毛球测试中心',
      institutional_view: '/wwwroot/upload/mechanism/view.png',
      apply: { contact: '李老师', contact_number: '13912345678' },
    });
    expect(items[0].order_sn).toMatch(/^BM1/);
    // The record's picture is the class's cover, the one the test list shows (issue 28.10).
    await db.update(testClasses).set({ filePath: '/wwwroot/upload/class/cover.png' }).where(eq(testClasses.id, classes[4]));
    const covered = (await ok(mine, 'TestApplication/GetTestOrderRecords', { page: 1 })).items as Record<string, unknown>[];
    expect(covered[0].file_path).toBe('/wwwroot/upload/class/cover.png');
    const second = await ok(mine, 'TestApplication/GetTestOrderRecords', { page: 2 });
    expect((second.items as unknown[]).length).toBe(1);

    // Scores show once the class's scores are published; an appeal shows as isAppeal.
    const [latest] = await db.select().from(testApplications).where(eq(testApplications.id, items[0].id as number));
    await db.update(testApplications).set({ scoreJudgment: 1 }).where(eq(testApplications.id, latest.id));
    expect(((await ok(mine, 'TestApplication/GetTestOrderRecords', {})).items as Record<string, unknown>[])[0].score_qualified_judgment).toBeNull();
    await db.update(testClasses).set({ scoresPublishedAt: now() }).where(eq(testClasses.id, classes[4]));
    await db.insert(appeals).values({ appealNo: `SS${latest.id}`, applicationId: latest.id, athleteUserId: mine.userId, firstContent: '成绩有误', createdAt: now() });
    expect(((await ok(mine, 'TestApplication/GetTestOrderRecords', {})).items as Record<string, unknown>[])[0]).toMatchObject({
      score_qualified_judgment: 1,
      isAppeal: true,
    });

    // Another athlete sees none of them.
    const other = await ok(athletes[21], 'TestApplication/GetTestOrderRecords', {});
    expect(other).toMatchObject({ items: [], totalCount: 0 });
  });
});

describe('leave records (retake)', () => {
  it('finds the caller’s own sign-up on leave at the grade, and abandons only the caller’s own', async () => {
    const db = t.database.db;
    const earlier = await newClass(db, { institutionUserId: institution.userId, now: now() });
    const owner = athletes[22];
    const { errorMsg } = await ok(owner, 'TestApplication/SignUp', { ...COACH, test_class_id: earlier, grade: 1 });
    const [application] = await db
      .select({ id: testApplications.id })
      .from(testApplications)
      .innerJoin(orders, eq(orders.id, testApplications.orderId))
      .where(eq(orders.orderSn, errorMsg as string));
    expect(await ok(owner, 'TestApplication/GetLeaveRecord', { grade: 1 })).toMatchObject({ data: null });
    await db.update(testApplications).set({ leaveStatus: 1 }).where(eq(testApplications.id, application.id));

    expect(await ok(owner, 'TestApplication/GetLeaveRecord', { grade: 1 })).toMatchObject({ data: { applicationId: application.id } });
    expect(await ok(owner, 'TestApplication/GetLeaveRecord', { grade: 2 })).toMatchObject({ data: null });
    expect(await ok(athletes[23], 'TestApplication/GetLeaveRecord', { grade: 1 })).toMatchObject({ data: null });

    // Another athlete cannot give it up.
    expect(await refusal(athletes[23], 'TestApplication/AbandonLeaveRecord', { applicationId: application.id })).toBe(SIGN_UP_MESSAGES.applicationNotFound);
    expect(await refusal(owner, 'TestApplication/AbandonLeaveRecord', { applicationId: 987_654 })).toBe(SIGN_UP_MESSAGES.applicationNotFound);
    expect(await seatsOf(earlier)).toBe(1);

    await ok(owner, 'TestApplication/AbandonLeaveRecord', { applicationId: application.id });
    const [row] = await db.select().from(testApplications).where(eq(testApplications.id, application.id));
    expect(row.leaveStatus).toBe(2);
    expect(await seatsOf(earlier)).toBe(0);
    expect(await refusal(owner, 'TestApplication/AbandonLeaveRecord', { applicationId: application.id })).toBe(SIGN_UP_MESSAGES.notOnLeave);
    // The place given up, the athlete may sign up for that class and grade again.
    await ok(owner, 'TestApplication/SignUp', { ...COACH, test_class_id: earlier, grade: 1 });
  });
});

describe('invoice title', () => {
  it('checks the company fields and the memo, saves the caller’s own title only', async () => {
    const db = t.database.db;
    const user = athletes[24];
    expect(await ok(user, 'InvoiceInfo/GetInvoiceInfo')).toMatchObject({ invoiceInfo: null });
    expect(await refusal(user, 'InvoiceInfo/SaveInvoiceInfo', { custtype: '01', custTaxNo: '91440101MA59' })).toBe('请输入单位名称');
    expect(await refusal(user, 'InvoiceInfo/SaveInvoiceInfo', { custtype: '01', custname: '某公司' })).toBe('请输入纳税人识别号');
    expect(await refusal(user, 'InvoiceInfo/SaveInvoiceInfo', { custtype: '03', invoMemo: '备'.repeat(201) })).toBe('发票备注请控制在200字以内');
    expect(await refusal(user, 'InvoiceInfo/SaveInvoiceInfo', { custtype: '02' })).toBe('请选择发票抬头类型');
    expect(await db.select().from(invoiceTitles).where(eq(invoiceTitles.userId, user.userId))).toHaveLength(0);

    await ok(user, 'InvoiceInfo/SaveInvoiceInfo', { custtype: '01', custname: '某公司', custTaxNo: '91440101MA59', custBank: '工商银行', invoMemo: '备'.repeat(200) });
    expect(await ok(user, 'InvoiceInfo/GetInvoiceInfo')).toMatchObject({
      invoiceInfo: { custtype: '01', custname: '某公司', custTaxNo: '91440101MA59', custBank: '工商银行', custAddr: null, invoMemo: '备'.repeat(200) },
    });
    // A personal title keeps no company field.
    await ok(user, 'InvoiceInfo/SaveInvoiceInfo', { custtype: '03', custname: '某公司', invoMemo: '' });
    expect(await ok(user, 'InvoiceInfo/GetInvoiceInfo')).toMatchObject({ invoiceInfo: { custtype: '03', custname: null, custTaxNo: null, invoMemo: null } });
    // Another user reads their own (none), never this one.
    expect(await ok(athletes[25], 'InvoiceInfo/GetInvoiceInfo')).toMatchObject({ invoiceInfo: null });
    const evaluator = await newBareUser(db, 2, now());
    await ok(evaluator, 'InvoiceInfo/SaveInvoiceInfo', { custtype: '03' });
    const [mine] = await db.select().from(invoiceTitles).where(eq(invoiceTitles.userId, user.userId));
    expect(mine.custtype).toBe('03');
  });
});

describe('seats and the order window', () => {
  it('an unpaid order closes after 30 minutes through the order.expire job and frees its seat; a paid one keeps it', async () => {
    const db = t.database.db;
    const open = await newClass(db, { institutionUserId: institution.userId, now: now(), testNum: 2 });
    const unpaid = await ok(athletes[26], 'TestApplication/SignUp', { ...COACH, test_class_id: open, grade: 1 });
    const paid = await ok(athletes[27], 'TestApplication/SignUp', { ...COACH, test_class_id: open, grade: 1 });
    expect(await seatsOf(open)).toBe(2);
    expect(await refusal(athletes[28], 'TestApplication/SignUp', { ...COACH, test_class_id: open, grade: 1 })).toBe(SIGN_UP_MESSAGES.full);
    const [paidOrder] = await db.select().from(orders).where(eq(orders.orderSn, paid.errorMsg as string));
    await transition(db, paymentWorkflow, orderRecords, paidOrder.id, PaymentStatus.Paid, { actor: SYSTEM_ACTOR, at: now(), changes: { paidAt: now() } });

    time.ms += 29 * 60_000;
    await t.app.jobs.runDue();
    expect(await seatsOf(open)).toBe(2);
    time.ms += 2 * 60_000;
    await t.app.jobs.runDue();

    const [closed] = await db.select().from(orders).where(eq(orders.orderSn, unpaid.errorMsg as string));
    expect(closed.paymentStatus).toBe(PaymentStatus.Closed);
    const [stillPaid] = await db.select().from(orders).where(eq(orders.id, paidOrder.id));
    expect(stillPaid.paymentStatus).toBe(PaymentStatus.Paid);
    expect(await seatsOf(open)).toBe(1);
    const [row] = await db.select().from(testApplications).where(eq(testApplications.orderId, closed.id));
    expect(row.active).toBe(0);
    const records = (await ok(athletes[26], 'TestApplication/GetTestOrderRecords', {})).items as Record<string, unknown>[];
    expect(records[0].payment_status).toBe('9');
    // The freed seat can be taken again.
    await ok(athletes[28], 'TestApplication/SignUp', { ...COACH, test_class_id: open, grade: 1 });
    expect(await seatsOf(open)).toBe(2);
  });
});

describe('the seat comes back after a restart', () => {
  it('a service stopped before the window ended closes the order when it starts again', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'badminton-restart-'));
    const database = await openTestDatabase();
    const storage = new LocalDiskStorage(path.join(dataDir, 'wwwroot'));
    await seedDatabase(database.db, { demo: null, storage, log: { info: () => undefined } });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_POLL_MS: '0' });
    const restartTime = { ms: time.ms };
    const restartClock = clockOf(() => restartTime.ms);
    try {
      const first = await buildApp({ config, database, storage, clock: restartClock });
      await first.ready();
      const inst = await newInstitution(database.db, new Date(restartTime.ms), '重启测试机构');
      const open = await newClass(database.db, { institutionUserId: inst.userId, now: new Date(restartTime.ms), testNum: 1 });
      const [athlete] = await newAthletes(database.db, 1, new Date(restartTime.ms));
      const envelope = await call(first, 'TestApplication/SignUp', { ...COACH, test_class_id: open, grade: 1 }, { ...as(athlete), ts: Math.floor(restartTime.ms / 1000) });
      expect(envelope.result?.isSuccess).toBe(true);
      await first.close();

      restartTime.ms += 31 * 60_000;
      const second = await buildApp({ config, database, storage, clock: restartClock });
      await second.ready();
      await second.jobs.runDue();
      const [order] = await database.db.select().from(orders).where(eq(orders.orderSn, envelope.result?.errorMsg as string));
      expect(order.paymentStatus).toBe(PaymentStatus.Closed);
      const [klass] = await database.db.select({ seats: testClasses.seatsTaken }).from(testClasses).where(eq(testClasses.id, open));
      expect(klass.seats).toBe(0);
      await second.close();
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
