import {
  ADMIN_GRADE_MESSAGES,
  AppealStatus,
  getAppealList,
  getAppealScores,
  getInstitutionAppealList,
  getInstitutionOrderList,
  getPayCode,
  INSTITUTION_ORDERS_APPEALS_MESSAGES as M,
  modifyAppealScore,
  OrderKind,
  PaymentStatus,
  rejectAppeal,
  Role,
  secondAppeal,
  WORKFLOW_MESSAGES,
} from '@badminton/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appealScoreChanges, appeals, certificates, statusAudit, testApplications, testRecords, testScoreItems } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { judgeScores } from '../src/modules/appeals/pass-rule';
import { QUALIFICATION_ACTION_MESSAGE, QUALIFICATION_GATE_MESSAGE } from '../src/modules/institutions/qualification-gate';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';
import { classOf, institutionWithStatus, qualifiedInstitution } from './helpers/institution-classes-fixture';
import { appealOnClassOf, institutionOrderOf } from './helpers/institution-orders-appeals-fixture';

/**
 * The institution's complaint handling and order centre (issue 25 points 5–6, decision 0061): the gate on the server,
 * the appeal list (own classes, 7 per page, first/second content), the scores, modifying a score (rules, the pass
 * rule, audit, the athlete's view), rejecting (reason rules, audit, the athlete's second appeal), the race of two
 * handlers, and the order centre (own orders, 8 per page, every payment type, status texts, parcels). Another
 * institution's appeal or order is never reached.
 */

type Who = { userId: number; userToken: string };

let t: TestApp;
let me: Who;
let other: Who;

beforeAll(async () => {
  t = await build({ demo: null });
  me = await qualifiedInstitution(t.database.db);
  other = await qualifiedInstitution(t.database.db);
}, 60_000);
afterAll(() => t.close());

async function refusal(path: string, body: Record<string, unknown>, who: Who = me): Promise<string | undefined> {
  const answer = await call(t.app, path, body, who);
  expect(answer.result?.isSuccess, JSON.stringify(answer)).toBe(false);
  return answer.result?.errorMsg;
}

async function appealRow(id: number) {
  const [row] = await t.database.db.select().from(appeals).where(eq(appeals.id, id));
  return row;
}

async function scoresOf(applicationId: number) {
  const rows = await t.database.db
    .select({ score: testScoreItems.score })
    .from(testScoreItems)
    .where(eq(testScoreItems.applicationId, applicationId))
    .orderBy(asc(testScoreItems.sort));
  return rows.map((row) => Number(row.score));
}

async function auditOf(id: number) {
  return t.database.db
    .select()
    .from(statusAudit)
    .where(and(eq(statusAudit.workflow, 'appeal'), eq(statusAudit.recordId, id)))
    .orderBy(asc(statusAudit.id));
}

async function athleteSession(userId: number): Promise<Who> {
  return { userId, userToken: await startSession(t.database.db, userId, new Date()) };
}

describe('the pass rule', () => {
  it('passes when every subject has at least 60 points, fails otherwise, judges nothing without scores', () => {
    expect(judgeScores([60, 60, 60, 60])).toBe(1);
    expect(judgeScores([100, 59.9, 80, 80])).toBe(2);
    expect(judgeScores([])).toBe(0);
  });
});

describe('the qualification gate on the server', () => {
  it.each([1, 2, 4, null])('approval_status %s: every call refused, nothing changed', async (status) => {
    const who = await signedInUser(t.database.db, Role.Institution);
    await institutionWithStatus(t.database.db, who.userId, status);
    const { appealId, scoreItemIds } = await appealOnClassOf(t.database.db, who.userId);
    await institutionOrderOf(t.database.db, who.userId);
    expect(await refusal(getInstitutionAppealList.path, {}, who)).toBe(QUALIFICATION_GATE_MESSAGE);
    expect(await refusal(getInstitutionOrderList.path, {}, who)).toBe(QUALIFICATION_GATE_MESSAGE);
    expect(await refusal(getAppealScores.path, { id: appealId }, who)).toBe(QUALIFICATION_ACTION_MESSAGE);
    expect(await refusal(modifyAppealScore.path, { id: appealId, score_subject: [{ test_subject_id: scoreItemIds[1], score: 70 }] }, who)).toBe(
      QUALIFICATION_ACTION_MESSAGE,
    );
    expect(await refusal(rejectAppeal.path, { id: appealId, appeal_reply: '成绩无误' }, who)).toBe(QUALIFICATION_ACTION_MESSAGE);
    expect(await appealRow(appealId)).toMatchObject({ appealStatus: 0, editStatus: 0, appealReply: null });
  });
});

describe('TestMechanism/GetAppealList', () => {
  it('lists the appeals on the caller’s classes only, newest first, 7 per page, with every field', async () => {
    const who = await qualifiedInstitution(t.database.db);
    const testClassId = await classOf(t.database.db, who.userId, { title: '春季申诉班' });
    const ids: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      ids.push((await appealOnClassOf(t.database.db, who.userId, { testClassId, createdAt: new Date(Date.UTC(2026, 10, 2, i)) })).appealId);
    }
    await appealOnClassOf(t.database.db, other.userId);
    const first = await callOk(t.app, getInstitutionAppealList.path, {}, who);
    expect(first.totalCount).toBe(9);
    const items = first.items as Array<Record<string, unknown>>;
    expect(items.map((item) => item.id)).toEqual(ids.slice(2).reverse());
    expect(Object.keys(items[0]).sort()).toEqual(
      [
        'id', 'appeal_no', 'test_class_title', 'athlete_name', 'grade', 'gradeName', 'appeal_content', 'appeal_status', 'appeal_status_name',
        'edit_status', 'appeal_reply', 'score_subject', 'canHandle', 'creationTime',
      ].sort(),
    );
    expect(items[0]).toMatchObject({
      test_class_title: '春季申诉班',
      grade: 4,
      gradeName: '四级',
      appeal_content: '发球成绩有误',
      appeal_status: '0',
      appeal_status_name: '已提交，等待处理',
      edit_status: '0',
      appeal_reply: null,
      canHandle: true,
    });
    expect((items[0].athlete_name as string).startsWith('申诉运动员')).toBe(true);
    expect((items[0].score_subject as Array<{ score: number }>).map((s) => s.score)).toEqual([72, 58.5, 61, 55]);
    const second = await callOk(t.app, getInstitutionAppealList.path, { page: 2, limit: 7 }, who);
    expect((second.items as Array<{ id: number }>).map((item) => item.id)).toEqual(ids.slice(0, 2).reverse());
  });
  it('joins the first and second appeal with a slash; only an open first appeal can be handled', async () => {
    const who = await qualifiedInstitution(t.database.db);
    const open = await appealOnClassOf(t.database.db, who.userId, { status: AppealStatus.UnderReview });
    const second = await appealOnClassOf(t.database.db, who.userId, { status: AppealStatus.SecondSubmitted, editStatus: 2, second: '仍有异议' });
    const changed = await appealOnClassOf(t.database.db, who.userId, { status: AppealStatus.ScoreChanged, editStatus: 1 });
    const items = (await callOk(t.app, getInstitutionAppealList.path, {}, who)).items as Array<Record<string, unknown>>;
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(open.appealId)).toMatchObject({ appeal_status: '1', canHandle: true });
    expect(byId.get(second.appealId)).toMatchObject({ appeal_content: '发球成绩有误/仍有异议', appeal_status: '4', edit_status: '2', canHandle: false });
    expect(byId.get(changed.appealId)).toMatchObject({ appeal_status: '2', edit_status: '1', canHandle: false });
  });
});

describe('TestMechanism/GetAppealScore', () => {
  it('loads the appeal’s subject scores; another institution’s appeal is not found', async () => {
    const { appealId, scoreItemIds } = await appealOnClassOf(t.database.db, me.userId);
    const result = await callOk(t.app, getAppealScores.path, { id: appealId }, me);
    expect(result.items).toEqual([
      { test_subject_id: scoreItemIds[0], subject: '步法移动', sort: 1, score: 72 },
      { test_subject_id: scoreItemIds[1], subject: '发球', sort: 2, score: 58.5 },
      { test_subject_id: scoreItemIds[2], subject: '击球技术', sort: 3, score: 61 },
      { test_subject_id: scoreItemIds[3], subject: '实战对抗', sort: 4, score: 55 },
    ]);
    expect(await refusal(getAppealScores.path, { id: appealId }, other)).toBe(M.appealNotFound);
    expect(await refusal(getAppealScores.path, { id: 999_999 }, me)).toBe(M.appealNotFound);
  });
});

describe('TestMechanism/ModifyAppealScore', () => {
  it('changes the scores, judges with the pass rule, moves the appeal to 2 with an audit row; the athlete sees it', async () => {
    const f = await appealOnClassOf(t.database.db, me.userId);
    const result = await callOk(
      t.app,
      modifyAppealScore.path,
      { id: f.appealId, score_subject: [{ test_subject_id: f.scoreItemIds[1], score: 60 }, { test_subject_id: f.scoreItemIds[3], score: 62.5 }] },
      me,
    );
    expect(result.score_qualified_judgment).toBe(1);
    expect(await scoresOf(f.applicationId)).toEqual([72, 60, 61, 62.5]);
    const [application] = await t.database.db.select({ judgment: testApplications.scoreJudgment }).from(testApplications).where(eq(testApplications.id, f.applicationId));
    expect(application.judgment).toBe(1);
    expect(await appealRow(f.appealId)).toMatchObject({ appealStatus: AppealStatus.ScoreChanged, editStatus: 1 });
    const changes = await t.database.db.select().from(appealScoreChanges).where(eq(appealScoreChanges.appealId, f.appealId)).orderBy(asc(appealScoreChanges.id));
    expect(changes.map((c) => [c.scoreItemId, Number(c.fromScore), Number(c.toScore)])).toEqual([
      [f.scoreItemIds[1], 58.5, 60],
      [f.scoreItemIds[3], 55, 62.5],
    ]);
    expect(await auditOf(f.appealId)).toMatchObject([{ fromStatus: '0', toStatus: '2', actorUserId: me.userId, actorRole: Role.Institution, reason: '机构修改成绩' }]);
    const athlete = await athleteSession(f.athleteUserId);
    const record = await callOk(t.app, getAppealList.path, {}, athlete);
    expect(record.items).toMatchObject([{ id: f.appealId, appeal_status: 2 }]);
    // Handled: neither a second change nor a rejection.
    expect(await refusal(modifyAppealScore.path, { id: f.appealId, score_subject: [{ test_subject_id: f.scoreItemIds[0], score: 80 }] })).toBe(M.appealClosed);
    expect(await refusal(rejectAppeal.path, { id: f.appealId, appeal_reply: '成绩无误' })).toBe(M.appealClosed);
  });
  it('on a published class the athlete’s test record follows and the new pass gets its numbered certificate', async () => {
    const f = await appealOnClassOf(t.database.db, me.userId);
    await callOk(t.app, modifyAppealScore.path, { id: f.appealId, score_subject: [{ test_subject_id: f.scoreItemIds[1], score: 60 }, { test_subject_id: f.scoreItemIds[3], score: 60 }] }, me);
    const records = await t.database.db.select().from(testRecords).where(eq(testRecords.testClassId, f.testClassId));
    expect(records.map((r) => [r.athleteUserId, r.grade, r.scoreJudgment])).toEqual([[f.athleteUserId, 4, 1]]);
    const held = await t.database.db.select().from(certificates).where(eq(certificates.testRecordId, records[0].id));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ userId: f.athleteUserId, grade: 4, published: true });
    expect(held[0].certificateNumber).toMatch(/^ZY\d{4}04\d{6}$/);
  });
  it('refuses a change that turns a pass into a fail, and keeps everything as it was', async () => {
    const f = await appealOnClassOf(t.database.db, me.userId, { scores: [72, 65, 61, 70] });
    expect(await refusal(modifyAppealScore.path, { id: f.appealId, score_subject: [{ test_subject_id: f.scoreItemIds[1], score: 50 }] })).toBe(ADMIN_GRADE_MESSAGES.noWorsening);
    expect(await scoresOf(f.applicationId)).toEqual([72, 65, 61, 70]);
    expect(await appealRow(f.appealId)).toMatchObject({ appealStatus: AppealStatus.Submitted, editStatus: 0 });
  });
  it('a change that leaves a subject under 60 keeps the test failed; from under review (1) too', async () => {
    const f = await appealOnClassOf(t.database.db, me.userId, { status: AppealStatus.UnderReview });
    const result = await callOk(t.app, modifyAppealScore.path, { id: f.appealId, score_subject: [{ test_subject_id: f.scoreItemIds[1], score: 65 }] }, me);
    expect(result.score_qualified_judgment).toBe(2);
    expect(await auditOf(f.appealId)).toMatchObject([{ fromStatus: '1', toStatus: '2' }]);
  });
  it.each([
    ['above 100', 100.5, M.scoreInvalid],
    ['negative', -1, M.scoreInvalid],
    ['two decimals', 60.25, M.scoreInvalid],
  ])('refuses a score %s', async (_name, score, message) => {
    const f = await appealOnClassOf(t.database.db, me.userId);
    expect(await refusal(modifyAppealScore.path, { id: f.appealId, score_subject: [{ test_subject_id: f.scoreItemIds[0], score }] })).toBe(message);
    expect(await appealRow(f.appealId)).toMatchObject({ appealStatus: 0, editStatus: 0 });
    expect(await scoresOf(f.applicationId)).toEqual([72, 58.5, 61, 55]);
  });
  it('refuses no scores, another sign-up’s subject, a repeated subject and unchanged scores', async () => {
    const f = await appealOnClassOf(t.database.db, me.userId);
    const g = await appealOnClassOf(t.database.db, me.userId);
    const send = (scoreSubject: unknown[]) => refusal(modifyAppealScore.path, { id: f.appealId, score_subject: scoreSubject });
    expect(await send([])).toBe(M.scoresRequired);
    expect(await send([{ test_subject_id: g.scoreItemIds[0], score: 90 }])).toBe(M.scoreSubjectUnknown);
    expect(await send([{ test_subject_id: f.scoreItemIds[0], score: 90 }, { test_subject_id: f.scoreItemIds[0], score: 91 }])).toBe(M.scoreSubjectUnknown);
    expect(await send([{ test_subject_id: f.scoreItemIds[0], score: 72 }])).toBe(M.scoresUnchanged);
    expect(await appealRow(f.appealId)).toMatchObject({ appealStatus: 0, editStatus: 0 });
    expect(await scoresOf(g.applicationId)).toEqual([72, 58.5, 61, 55]);
    expect(await auditOf(f.appealId)).toEqual([]);
  });
  it.each([AppealStatus.ScoreUnchanged, AppealStatus.SecondSubmitted, AppealStatus.SecondUnderReview, AppealStatus.Exhausted])(
    'refuses an appeal in status %s',
    async (status) => {
      const f = await appealOnClassOf(t.database.db, me.userId, { status, editStatus: 2 });
      expect(await refusal(modifyAppealScore.path, { id: f.appealId, score_subject: [{ test_subject_id: f.scoreItemIds[1], score: 70 }] })).toBe(M.appealClosed);
      expect(await scoresOf(f.applicationId)).toEqual([72, 58.5, 61, 55]);
    },
  );
  it('another institution’s appeal is not found and untouched', async () => {
    const f = await appealOnClassOf(t.database.db, other.userId);
    expect(await refusal(modifyAppealScore.path, { id: f.appealId, score_subject: [{ test_subject_id: f.scoreItemIds[1], score: 70 }] })).toBe(M.appealNotFound);
    expect(await appealRow(f.appealId)).toMatchObject({ appealStatus: 0, editStatus: 0 });
    expect(await scoresOf(f.applicationId)).toEqual([72, 58.5, 61, 55]);
  });
});

describe('TestMechanism/RejectAppeal', () => {
  it('rejects with the reason (→ 3, audit row); the athlete sees it and may appeal a second time', async () => {
    const f = await appealOnClassOf(t.database.db, me.userId);
    await callOk(t.app, rejectAppeal.path, { id: f.appealId, appeal_reply: '  经复核成绩无误  ' }, me);
    expect(await appealRow(f.appealId)).toMatchObject({ appealStatus: AppealStatus.ScoreUnchanged, editStatus: 2, appealReply: '经复核成绩无误' });
    expect(await auditOf(f.appealId)).toMatchObject([{ fromStatus: '0', toStatus: '3', actorUserId: me.userId, reason: '经复核成绩无误' }]);
    expect(await scoresOf(f.applicationId)).toEqual([72, 58.5, 61, 55]);
    const athlete = await athleteSession(f.athleteUserId);
    expect((await callOk(t.app, getAppealList.path, {}, athlete)).items).toMatchObject([{ id: f.appealId, appeal_status: 3, appeal_reply: '经复核成绩无误' }]);
    await callOk(t.app, secondAppeal.path, { id: f.appealId, appeal_content: '仍认为发球成绩有误' }, athlete);
    const mine = (await callOk(t.app, getInstitutionAppealList.path, { limit: 100 }, me)).items as Array<Record<string, unknown>>;
    expect(mine.find((item) => item.id === f.appealId)).toMatchObject({
      appeal_content: '发球成绩有误/仍认为发球成绩有误',
      appeal_status: '4',
      edit_status: '2',
      canHandle: false,
    });
    expect(await refusal(rejectAppeal.path, { id: f.appealId, appeal_reply: '再次驳回' })).toBe(M.appealClosed);
  });
  it('requires a reason of at most 100 characters (counted as characters, not bytes)', async () => {
    const f = await appealOnClassOf(t.database.db, me.userId);
    expect(await refusal(rejectAppeal.path, { id: f.appealId })).toBe(M.replyRequired);
    expect(await refusal(rejectAppeal.path, { id: f.appealId, appeal_reply: '   ' })).toBe(M.replyRequired);
    expect(await refusal(rejectAppeal.path, { id: f.appealId, appeal_reply: '驳'.repeat(101) })).toBe(M.replyTooLong);
    expect(await appealRow(f.appealId)).toMatchObject({ appealStatus: 0, editStatus: 0, appealReply: null });
    await callOk(t.app, rejectAppeal.path, { id: f.appealId, appeal_reply: '𠀀'.repeat(100) }, me);
    expect((await appealRow(f.appealId)).appealReply).toBe('𠀀'.repeat(100));
  });
  it('another institution’s appeal is not found and untouched', async () => {
    const f = await appealOnClassOf(t.database.db, other.userId);
    expect(await refusal(rejectAppeal.path, { id: f.appealId, appeal_reply: '成绩无误' })).toBe(M.appealNotFound);
    expect(await appealRow(f.appealId)).toMatchObject({ appealStatus: 0, editStatus: 0, appealReply: null });
  });
});

describe('two handlers at once', () => {
  it('a change and a rejection of the same appeal: one wins, the other is refused, one audit row', async () => {
    const f = await appealOnClassOf(t.database.db, me.userId);
    const answers = await Promise.all([
      call(t.app, modifyAppealScore.path, { id: f.appealId, score_subject: [{ test_subject_id: f.scoreItemIds[1], score: 70 }] }, me),
      call(t.app, rejectAppeal.path, { id: f.appealId, appeal_reply: '成绩无误' }, me),
    ]);
    const won = answers.filter((answer) => answer.result?.isSuccess);
    expect(won).toHaveLength(1);
    const lost = answers.find((answer) => !answer.result?.isSuccess);
    expect([M.appealClosed, WORKFLOW_MESSAGES.changedMeanwhile]).toContain(lost?.result?.errorMsg);
    const audit = await auditOf(f.appealId);
    expect(audit).toHaveLength(1);
    const row = await appealRow(f.appealId);
    if (audit[0].toStatus === '2') {
      expect(row).toMatchObject({ appealStatus: 2, editStatus: 1, appealReply: null });
      expect((await scoresOf(f.applicationId))[1]).toBe(70);
    } else {
      expect(row).toMatchObject({ appealStatus: 3, editStatus: 2, appealReply: '成绩无误' });
      expect(await scoresOf(f.applicationId)).toEqual([72, 58.5, 61, 55]);
    }
  });
  it('two changes of the same appeal: one set of scores is written', async () => {
    const f = await appealOnClassOf(t.database.db, me.userId);
    const answers = await Promise.all(
      [66, 77].map((score) => call(t.app, modifyAppealScore.path, { id: f.appealId, score_subject: [{ test_subject_id: f.scoreItemIds[1], score }] }, me)),
    );
    expect(answers.filter((answer) => answer.result?.isSuccess)).toHaveLength(1);
    const changes = await t.database.db.select().from(appealScoreChanges).where(eq(appealScoreChanges.appealId, f.appealId));
    expect(changes).toHaveLength(1);
    expect((await scoresOf(f.applicationId))[1]).toBe(Number(changes[0].toScore));
  });
});

describe('TestMechanism/GetOrderList', () => {
  it('lists the caller’s own orders, newest first, 8 per page', async () => {
    const who = await qualifiedInstitution(t.database.db);
    const sns: string[] = [];
    for (let i = 0; i < 10; i += 1) sns.push(await institutionOrderOf(t.database.db, who.userId, { createdAt: new Date(Date.UTC(2026, 10, 3, i)) }));
    const foreign = await institutionOrderOf(t.database.db, other.userId);
    const first = await callOk(t.app, getInstitutionOrderList.path, {}, who);
    expect(first.totalCount).toBe(10);
    expect((first.items as Array<{ order_sn: string }>).map((item) => item.order_sn)).toEqual(sns.slice(2).reverse());
    const second = await callOk(t.app, getInstitutionOrderList.path, { page: 2, limit: 8 }, who);
    expect((second.items as Array<{ order_sn: string }>).map((item) => item.order_sn)).toEqual(sns.slice(0, 2).reverse());
    expect([...(first.items as Array<{ order_sn: string }>), ...(second.items as Array<{ order_sn: string }>)].map((i) => i.order_sn)).not.toContain(foreign);
  });
  it('answers every payment type, the status texts, the amount in 元 and a paid certificate order’s parcel', async () => {
    const who = await qualifiedInstitution(t.database.db);
    const cases = [
      { kind: OrderKind.TestSignUp, status: PaymentStatus.Pending, type: 1, label: '等级测试报名费', text: '待支付' },
      { kind: OrderKind.BatchCertificate, status: PaymentStatus.Paid, type: 2, label: '批量申领证书证章费', text: '支付成功', express: 'SF1234567890' },
      { kind: OrderKind.Training, status: PaymentStatus.Failed, type: 3, label: '培训费', text: '支付失败' },
      { kind: OrderKind.InstitutionDeposit, status: PaymentStatus.Pending, type: 4, label: '机构保证金', text: '待支付' },
      { kind: OrderKind.InstitutionPaidFee, status: PaymentStatus.Closed, type: 6, label: '机构代缴报名费', text: '已关闭' },
      { kind: OrderKind.InstitutionPaidFee, status: PaymentStatus.Refunded, type: 6, label: '机构代缴报名费', text: '已退款' },
    ] as const;
    const sns = new Map<string, (typeof cases)[number]>();
    for (const [i, c] of cases.entries()) {
      const sn = await institutionOrderOf(t.database.db, who.userId, {
        kind: c.kind,
        status: c.status,
        amountFen: 12_345,
        createdAt: new Date(Date.UTC(2026, 10, 4, i)),
        expressNumber: 'express' in c ? c.express : undefined,
      });
      sns.set(sn, c);
    }
    const items = (await callOk(t.app, getInstitutionOrderList.path, {}, who)).items as Array<Record<string, unknown>>;
    expect(items).toHaveLength(cases.length);
    expect(Object.keys(items[0]).sort()).toEqual(
      ['order_sn', 'payment_type', 'payment_typeValue', 'creationTime', 'order_price', 'payment_time', 'payment_status', 'payment_status_code', 'express_number', 'express_company'].sort(),
    );
    for (const item of items) {
      const c = sns.get(item.order_sn as string)!;
      expect(item).toMatchObject({ payment_typeValue: c.type, payment_type: c.label, payment_status: c.text, payment_status_code: c.status, order_price: 123.45 });
      if ('express' in c) expect(item).toMatchObject({ express_number: c.express, express_company: '顺丰速运', payment_time: '2026-11-01 08:00:00' });
      else expect(item).toMatchObject({ express_number: null, express_company: null });
    }
  });
  it('a pending order of the caller is paid with the one pay-code call; another institution’s is 订单不存在', async () => {
    const who = await qualifiedInstitution(t.database.db);
    const sn = await institutionOrderOf(t.database.db, who.userId, { kind: OrderKind.InstitutionPaidFee, expiresAt: new Date(Date.now() + 20 * 60_000) });
    const code = await callOk(t.app, getPayCode.path, { order_sn: sn }, who);
    expect(code.payCode).toMatch(/^\/api\/pay\/qr\//);
    expect(await refusal(getPayCode.path, { order_sn: sn }, other)).toBe('订单不存在');
  });
});
