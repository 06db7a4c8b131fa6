import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  getPayRecords,
  getTrainingOrder,
  getTrainingRecords,
  getTrainingScores,
  OrderKind,
  PaymentStatus,
  Role,
  type RoleCode,
  TRAINING_ORDER_MESSAGES as M,
  trainingSignUp,
} from '@badminton/contracts';
import { TRAINING_SIGN_UP_MESSAGES as V } from '@badminton/validation';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluatorTrainingRecords, orders, personProfiles, statusAudit, trainingScoreItems, users } from '../src/db/schema';
import { clockOf } from '../src/lib/clock';
import { startSession } from '../src/modules/accounts/service';
import { WECHAT_PAY_NOTIFY_PATH } from '../src/modules/orders/routes';
import { loadSandboxKeys, SandboxWeChatPay } from '../src/providers/wechat-pay/sandbox';
import type { Transaction } from '../src/providers/wechat-pay';
import { build, type TestApp } from './helpers/build';
import { call, callForm, type FormFile } from './helpers/call';
import { jpegImage, pngImage } from './helpers/images';
import { newTrainingClass, type TrainingClassOptions } from './helpers/training-fixture';

/**
 * The evaluator's training sign-up, order, records, scores and payment records (issue 14 part T, decision 0034): every
 * rule of the sign-up on the service (window, stop, grade, aptitude and its image by content and size, 18+, the
 * acknowledgement, the fee type), one live order per class (pending or paid refuses, closed lets the evaluator sign up
 * again on the same row), payment through the sandbox's signed notification, paging, and ownership.
 */

const time = { ms: Date.parse('2026-11-23T02:00:00Z') };
const clock = clockOf(() => time.ms);
const now = () => new Date(time.ms);
let t: TestApp;
let sandbox: SandboxWeChatPay;
let sandboxDir: string;
type User = { userId: number; userToken: string };

const db = () => t.database.db;
const as = (user: User) => ({ ...user, ts: Math.floor(time.ms / 1000) });

beforeAll(async () => {
  sandboxDir = await mkdtemp(path.join(tmpdir(), 'training-pay-sandbox-'));
  sandbox = new SandboxWeChatPay(await loadSandboxKeys(path.join(sandboxDir, 'keys')), path.join(sandboxDir, 'books'), clock, 'http://localhost:8080');
  t = await build({ clock, weChatPay: sandbox, demo: null });
});

afterAll(async () => {
  await t.close();
  await rm(sandboxDir, { recursive: true, force: true });
});

async function user(role: RoleCode, birthday: string | null = '1990-05-01'): Promise<User> {
  const [row] = await db()
    .insert(users)
    .values({ usertype: role, loginName: `training-${randomBytes(5).toString('hex')}`, isVerify: true, createdAt: now() })
    .returning({ id: users.id });
  if (birthday) {
    await db().insert(personProfiles).values({
      userId: row.id,
      name: '测试考评员',
      englishName: 'Kao Ping',
      sex: 1,
      certificatesType: 1,
      certificatesNumber: `T${row.id}`,
      birthday,
      createdAt: now(),
      updatedAt: now(),
    });
  }
  return { userId: row.id, userToken: await startSession(db(), row.id, now()) };
}

function trainingClass(options: TrainingClassOptions = {}): Promise<number> {
  return newTrainingClass(db(), now(), options);
}

type Fields = Record<string, string | number>;

async function signUp(who: User, fields: Fields, files: FormFile[] = []) {
  const envelope = await callForm(t.app, trainingSignUp.path, { isFormSubmit: 'true', ...fields }, files, as(who));
  expect(envelope.success, JSON.stringify(envelope)).toBe(true);
  return envelope.result as { isSuccess: boolean; errorMsg?: string; order_sn?: string };
}

async function refused(who: User, fields: Fields, files: FormFile[] = []): Promise<string | undefined> {
  const answer = await signUp(who, fields, files);
  expect(answer.isSuccess, JSON.stringify(answer)).toBe(false);
  return answer.errorMsg;
}

async function signedUp(who: User, fields: Fields, files: FormFile[] = []): Promise<string> {
  const answer = await signUp(who, fields, files);
  expect(answer.isSuccess, JSON.stringify(answer)).toBe(true);
  return answer.order_sn as string;
}

async function ask(who: User, path: string, payload: Record<string, unknown> = {}) {
  const envelope = await call(t.app, path, payload, as(who));
  expect(envelope.success, JSON.stringify(envelope)).toBe(true);
  // Answers are read loosely here; the contracts test their shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return envelope.result as Record<string, any> & { isSuccess: boolean; errorMsg?: string };
}

const png = async (): Promise<FormFile> => ({ name: 'aptitude_img', content: await pngImage(80, 60), filename: 'aptitude.png', type: 'image/png' });

/** A complete sign-up of a grade-2 class at option 0 (no picture needed), fee type 3. */
const basic = (tc_id: number, extra: Fields = {}): Fields => ({ tc_id, grade: 2, aptitude_recording: 0, feeType: 3, isAgree: 1, ...extra });

async function orderOf(orderSn: string) {
  const [row] = await db().select().from(orders).where(eq(orders.orderSn, orderSn));
  return row;
}

async function recordOf(who: User, tcId: number) {
  const [row] = await db()
    .select()
    .from(evaluatorTrainingRecords)
    .where(and(eq(evaluatorTrainingRecords.evaluatorUserId, who.userId), eq(evaluatorTrainingRecords.trainingClassId, tcId)));
  return row;
}

function transactionOf(order: { orderSn: string; amountFen: number }): Transaction {
  return {
    appid: sandbox.keys.appid,
    mchid: sandbox.keys.mchid,
    out_trade_no: order.orderSn,
    transaction_id: `4200000${order.orderSn.slice(-10)}`,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    success_time: '2026-11-23T10:05:00+08:00',
    amount: { total: order.amountFen, payer_total: order.amountFen, currency: 'CNY', payer_currency: 'CNY' },
  } as Transaction;
}

/** Pays as WeChat Pay would: the pay code first, then the signed, encrypted notification to the service's endpoint. */
async function pay(who: User, orderSn: string): Promise<void> {
  expect((await ask(who, 'PayOrder/GetPayCode', { order_sn: orderSn })).isSuccess).toBe(true);
  const order = await orderOf(orderSn);
  const callback = sandbox.signedCallback('TRANSACTION.SUCCESS', '支付成功', transactionOf(order));
  const answer = await t.app.inject({ method: 'POST', url: WECHAT_PAY_NOTIFY_PATH, headers: callback.headers, payload: callback.body });
  expect(answer.statusCode).toBe(204);
}

describe('ExaminerClass/TrainingSignUp', () => {
  it('creates a training order (kind 3, the fee type’s fee, 30-minute window) and the record with the chosen aptitude and its re-encoded image', async () => {
    const me = await user(Role.Evaluator);
    const tc = await trainingClass();
    const orderSn = await signedUp(me, basic(tc, { aptitude_recording: 1, feeType: 1 }), [await png()]);
    const order = await orderOf(orderSn);
    expect(order).toMatchObject({ userId: me.userId, userType: Role.Evaluator, kind: OrderKind.Training, amountFen: 100000, paymentStatus: PaymentStatus.Pending });
    expect(order.expiresAt?.getTime()).toBe(time.ms + 30 * 60_000);
    const record = await recordOf(me, tc);
    expect(record).toMatchObject({ orderId: order.id, grade: 2, feeType: 1, aptitudeIndex: 1, aptitude: '三级考评员证书', performanceReview: 0 });
    expect(record.aptitudeImage).toMatch(new RegExp(`^/wwwroot/upload/training-aptitude/${me.userId}/[^/]+\\.png$`));
    const stored = await t.app.inject({ method: 'GET', url: record.aptitudeImage as string });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses outside the application window, a stopped or unknown class and a grade that is not the class’s', async () => {
    const me = await user(Role.Evaluator);
    const upcoming = await trainingClass({ opensInDays: 2, closesInDays: 9 });
    const over = await trainingClass({ opensInDays: -9, closesInDays: -1 });
    const stopped = await trainingClass({ isStop: true });
    const open = await trainingClass();
    expect(await refused(me, basic(upcoming))).toBe(M.outsideWindow);
    expect(await refused(me, basic(over))).toBe(M.outsideWindow);
    expect(await refused(me, basic(stopped))).toBe(M.stopped);
    expect(await refused(me, basic(999_999))).toBe(M.classNotFound);
    expect(await refused(me, basic(open, { grade: 1 }))).toBe(M.gradeMismatch);
    expect(await refused(me, basic(open, { grade: 4 }))).toBe('考评员等级无效');
    expect(await db().select().from(evaluatorTrainingRecords).where(eq(evaluatorTrainingRecords.evaluatorUserId, me.userId))).toEqual([]);
  });

  it('applies the form rules: aptitude, its image above option 0, the fee type of the class, the acknowledgement', async () => {
    const me = await user(Role.Evaluator);
    const tc = await trainingClass({ fees: { 1: 80000 } });
    expect(await refused(me, basic(tc, { aptitude_recording: '', feeType: 1 }))).toBe(V.aptitudeRequired);
    expect(await refused(me, basic(tc, { aptitude_recording: 2, feeType: 1 }))).toBe(V.aptitudeImageRequired);
    expect(await refused(me, basic(tc, { aptitude_recording: 3, feeType: 1 }), [await png()])).toBe(V.aptitudeInvalid);
    expect(await refused(me, basic(tc, { feeType: '' }))).toBe(M.feeTypeRequired);
    expect(await refused(me, basic(tc, { feeType: 3 }))).toBe(V.feeTypeNotOffered);
    expect(await refused(me, basic(tc, { feeType: 1, isAgree: 0 }))).toBe(V.acknowledgeRequired);
    expect(await refused(me, { tc_id: tc, grade: 2, aptitude_recording: 0, feeType: 1 })).toBe(V.acknowledgeRequired);
    expect(await recordOf(me, tc)).toBeUndefined();
    // Option 0 needs no picture; a picture sent with it is not kept.
    await signedUp(me, basic(tc, { feeType: 1 }), [await png()]);
    expect((await recordOf(me, tc)).aptitudeImage).toBeNull();
  });

  it('checks the image by its content and size with the spec’s messages', async () => {
    const me = await user(Role.Evaluator);
    const tc = await trainingClass();
    const gif = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;');
    expect(await refused(me, basic(tc, { aptitude_recording: 1 }), [{ name: 'aptitude_img', content: gif, filename: 'a.png', type: 'image/png' }])).toBe(
      '上传图片只能是 JPG/PNG 格式!',
    );
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(await refused(me, basic(tc, { aptitude_recording: 1 }), [{ name: 'aptitude_img', content: html, filename: 'a.jpg', type: 'image/jpeg' }])).toBe(
      '上传图片只能是 JPG/PNG 格式!',
    );
    const big = new Uint8Array(4 * 1024 * 1024);
    big.set(await pngImage());
    expect(await refused(me, basic(tc, { aptitude_recording: 1 }), [{ name: 'aptitude_img', content: big, filename: 'big.png', type: 'image/png' }])).toBe(
      '上传图片大小不能超过 4MB!',
    );
    expect(await recordOf(me, tc)).toBeUndefined();
    const jpeg = { name: 'aptitude_img', content: await jpegImage(), filename: 'a.jpg', type: 'image/jpeg' };
    await signedUp(me, basic(tc, { aptitude_recording: 2 }), [jpeg]);
    expect((await recordOf(me, tc)).aptitudeImage).toMatch(/\.jpg$/);
  });

  it('grade 3 needs 我已年满18周岁 ticked and 18 years by the profile; no aptitude is required', async () => {
    const adult = await user(Role.Evaluator, '1990-01-01');
    const young = await user(Role.Evaluator, '2009-01-01');
    const tc = await trainingClass({ grade: 3, aptitude: ['无相关资质'] });
    const grade3 = { tc_id: tc, grade: 3, feeType: 3, isAgree: 1 };
    expect(await refused(adult, grade3)).toBe(V.adultRequired);
    expect(await refused(young, { ...grade3, isAdult: 1 })).toBe(V.underAge);
    await signedUp(adult, { ...grade3, isAdult: 1 });
    expect(await recordOf(adult, tc)).toMatchObject({ grade: 3, aptitudeIndex: null, aptitude: null });
  });

  it('needs the evaluator’s personal information', async () => {
    const bare = await user(Role.Evaluator, null);
    expect(await refused(bare, basic(await trainingClass()))).toBe(M.profileRequired);
  });

  it('refuses a second sign-up while the order is pending or paid; after it closed, signs up again on the same row', async () => {
    const me = await user(Role.Evaluator);
    const tc = await trainingClass();
    const first = await signedUp(me, basic(tc));
    expect(await refused(me, basic(tc))).toBe(M.alreadyPending);
    // Concurrent sign-ups of one evaluator: one order at most.
    const other = await trainingClass();
    const answers = await Promise.all([signUp(me, basic(other)), signUp(me, basic(other)), signUp(me, basic(other))]);
    expect(answers.filter((answer) => answer.isSuccess)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.isSuccess).map((answer) => answer.errorMsg)).toEqual([M.alreadyPending, M.alreadyPending]);

    // The 30 minutes pass: the order.expire job closes the order (through the payment workflow, audited).
    time.ms += 31 * 60_000;
    await t.app.jobs.runDue();
    const closed = await orderOf(first);
    expect(closed.paymentStatus).toBe(PaymentStatus.Closed);
    const audit = await db().select().from(statusAudit).where(and(eq(statusAudit.workflow, 'payment'), eq(statusAudit.recordId, closed.id)));
    expect(audit.map((row) => `${row.fromStatus}→${row.toStatus}`)).toEqual(['1→9']);
    expect((await ask(me, getTrainingRecords.path, {})).items.find((row: { tc_id: number }) => row.tc_id === tc).payment_status).toBe('9');

    const again = await signedUp(me, basic(tc, { feeType: 2, aptitude_recording: 1 }), [await png()]);
    expect(again).not.toBe(first);
    const rows = await db()
      .select()
      .from(evaluatorTrainingRecords)
      .where(and(eq(evaluatorTrainingRecords.evaluatorUserId, me.userId), eq(evaluatorTrainingRecords.trainingClassId, tc)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ orderId: (await orderOf(again)).id, feeType: 2, aptitudeIndex: 1 });

    await pay(me, again);
    expect(await refused(me, basic(tc))).toBe(M.alreadyPaid);
  });
});

describe('the training order and its payment', () => {
  it('answers the caller’s sign-up of a class with its order, pays through the sandbox notification, and shows paid', async () => {
    const me = await user(Role.Evaluator);
    const tc = await trainingClass();
    expect((await ask(me, getTrainingOrder.path, { id: tc })).items).toEqual([]);
    const orderSn = await signedUp(me, basic(tc));
    const { items } = await ask(me, getTrainingOrder.path, { id: tc });
    expect(items).toHaveLength(1);
    expect(items.at(-1)).toMatchObject({ id: tc, grade: 2, gradeName: '二级考评员', feeType: 3, feeName: '培训+考核费', order_sn: orderSn, order_price: 1260, payment_status: '1', aptitude: '无相关资质', aptitude_recording: 0 });
    const code = await ask(me, 'PayOrder/GetPayCode', { order_sn: orderSn });
    expect(code).toMatchObject({ isSuccess: true, amount: 1260 });
    await pay(me, orderSn);
    expect((await ask(me, 'PayOrder/GetOrderStatus', { order_sn: orderSn })).orderStatus).toBe('3');
    expect((await ask(me, getTrainingOrder.path, { id: tc })).items[0].payment_status).toBe('3');
    const paid = await orderOf(orderSn);
    expect(paid.paidAt).not.toBeNull();
    // Settled once: a replay of the notification changes nothing.
    const callback = sandbox.signedCallback('TRANSACTION.SUCCESS', '支付成功', transactionOf(paid));
    expect((await t.app.inject({ method: 'POST', url: WECHAT_PAY_NOTIFY_PATH, headers: callback.headers, payload: callback.body })).statusCode).toBe(204);
    const audit = await db().select().from(statusAudit).where(and(eq(statusAudit.workflow, 'payment'), eq(statusAudit.recordId, paid.id)));
    expect(audit.map((row) => `${row.fromStatus}→${row.toStatus}`)).toEqual(['1→3']);
  });
});

describe('records, scores and payment records', () => {
  it('pages the training records by 8 (newest first) and the payment records by 8 with every order of the caller', async () => {
    const me = await user(Role.Evaluator);
    const classes: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      classes.push(await trainingClass());
      await signedUp(me, basic(classes[i], { feeType: 1 }));
      time.ms += 1000;
    }
    const first = await ask(me, getTrainingRecords.path, {});
    expect(first.totalCount).toBe(10);
    expect(first.items).toHaveLength(8);
    expect(first.items[0]).toMatchObject({ tc_id: classes[9], grade: 2, gradeName: '二级考评员', coachName: '测试考评员', signup_type: 1, payment_status: '1', order_price: 1000, payment_type: '考评员培训费', performance_review: 0 });
    expect(first.items[0].order_sn).toMatch(/^BM3/);
    const second = await ask(me, getTrainingRecords.path, { page: 2 });
    expect(second.items.map((row: { tc_id: number }) => row.tc_id)).toEqual([classes[1], classes[0]]);

    await pay(me, first.items[0].order_sn);
    const pays = await ask(me, getPayRecords.path, {});
    expect(pays.totalCount).toBe(10);
    expect(pays.items).toHaveLength(8);
    expect(pays.items[0]).toMatchObject({ order_sn: first.items[0].order_sn, payment_type: '考评员培训费', order_price: 1000, payment_channel: '微信支付', payment_status: '3' });
    expect(pays.items[0].payment_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(pays.items[1]).toMatchObject({ payment_time: null, payment_channel: null, payment_status: '1' });
    expect((await ask(me, getPayRecords.path, { page: 2 })).items).toHaveLength(2);
  });

  it('answers the score items of a paid, reviewed record; refuses pending payment or review', async () => {
    const me = await user(Role.Evaluator);
    const tc = await trainingClass();
    const orderSn = await signedUp(me, basic(tc));
    expect((await ask(me, getTrainingScores.path, { tc_id: tc })).errorMsg).toBe(M.notPaid);
    await pay(me, orderSn);
    expect((await ask(me, getTrainingScores.path, { tc_id: tc })).errorMsg).toBe(M.reviewPending);
    const record = await recordOf(me, tc);
    await db().update(evaluatorTrainingRecords).set({ performanceReview: 1 }).where(eq(evaluatorTrainingRecords.id, record.id));
    await db().insert(trainingScoreItems).values([
      { trainingRecordId: record.id, sort: 2, content: '临场执裁', score: '88.5' },
      { trainingRecordId: record.id, sort: 1, content: '理论考试', score: '92.0' },
    ]);
    const answer = await ask(me, getTrainingScores.path, { tc_id: tc });
    expect(answer.items[0]).toMatchObject({ tc_id: tc, performance_review: 1, scores: [{ content: '理论考试', score: 92 }, { content: '临场执裁', score: 88.5 }] });
    expect((await ask(me, getTrainingRecords.path, {})).items[0].performance_review).toBe(1);
    expect((await ask(me, getTrainingScores.path, { tc_id: 999_999 })).errorMsg).toBe(M.recordNotFound);
  });
});

describe('ownership and roles', () => {
  it('never shows or pays another evaluator’s order, record or scores', async () => {
    const owner = await user(Role.Evaluator);
    const other = await user(Role.Evaluator);
    const tc = await trainingClass();
    const orderSn = await signedUp(owner, basic(tc));
    await pay(owner, orderSn);
    const record = await recordOf(owner, tc);
    await db().update(evaluatorTrainingRecords).set({ performanceReview: 2 }).where(eq(evaluatorTrainingRecords.id, record.id));
    expect((await ask(other, getTrainingOrder.path, { id: tc })).items).toEqual([]);
    expect((await ask(other, getTrainingScores.path, { tc_id: tc })).errorMsg).toBe(M.recordNotFound);
    expect((await ask(other, getTrainingRecords.path, {})).totalCount).toBe(0);
    expect((await ask(other, getPayRecords.path, {})).totalCount).toBe(0);
    expect((await ask(other, 'PayOrder/GetPayCode', { order_sn: orderSn })).errorMsg).toBe('订单不存在');
    expect((await ask(other, 'PayOrder/GetOrderStatus', { order_sn: orderSn })).errorMsg).toBe('订单不存在');
    expect((await ask(owner, getTrainingScores.path, { tc_id: tc })).items[0].performance_review).toBe(2);
  });

  it('keeps every call of this part to evaluators', async () => {
    const tc = await trainingClass();
    for (const role of [Role.Athlete, Role.Institution] as const) {
      const who = await user(role);
      expect(await refused(who, basic(tc))).toBe('当前账号无权进行此操作');
      for (const [path, payload] of [
        [getTrainingOrder.path, { id: tc }],
        [getTrainingRecords.path, {}],
        [getTrainingScores.path, { tc_id: tc }],
        [getPayRecords.path, {}],
      ] as const) {
        expect((await ask(who, path, payload)).errorMsg, path).toBe('当前账号无权进行此操作');
      }
    }
    expect(await db().select().from(evaluatorTrainingRecords).where(eq(evaluatorTrainingRecords.trainingClassId, tc))).toEqual([]);
  });
});
