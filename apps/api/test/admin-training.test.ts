import {
  ADMIN_TRAINING_MESSAGES as M,
  getAdminTraining,
  getAdminTrainingList,
  getTrainingRecords,
  getTrainingScores,
  MESSAGES,
  OrderKind,
  PaymentStatus,
  recordAdminTrainingResult,
  Role,
  saveAdminTraining,
  setAdminTrainingStop,
} from '@badminton/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../src/audit/chain';
import { evaluators, evaluatorTrainingRecords, orders, personProfiles, statusAudit, trainingClasses } from '../src/db/schema';
import { toWireDateTime } from '../src/lib/wire-time';
import { signedInUser } from './helpers/accounts';
import { GUANGDONG, GUANGXI, reviewerOf } from './helpers/admin-review-fixture';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';
import { orderFor } from './helpers/orders';

/**
 * The back office's evaluator training classes (decision 0074): the national administrator creates and edits a class
 * (every field checked, edits refused once sign-up opened with sign-ups), stops and resumes its sign-up, and records
 * an enrolled, paid evaluator's result after the assessment began, which the evaluator then reads in their training
 * records; the provincial reviewer lists and reads their province's classes only; every write leaves an audit row.
 */

let t: TestApp;
type User = { userId: number; userToken: string };
let gd: User;
let national: User;

const DAY = 86_400_000;
function at(days: number): string {
  return toWireDateTime(new Date(Date.now() + days * DAY));
}

let serial = 0;
/** A complete, valid form: sign-up from `startDays` for 5 days, the class a week later, the assessment after it. */
function form(startDays = 2, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  const place = GUANGDONG;
  return {
    name: `管理端培训班${serial}号`,
    trainType: 3,
    grade: 2,
    province_id: place.provinceId,
    city_id: place.cityId,
    district_id: place.districtId,
    detail_addr: '天河体育中心',
    apply_start_time: at(startDays),
    apply_end_time: at(startDays + 5),
    opening_class_start_time: at(startDays + 7),
    opening_class_end_time: at(startDays + 9),
    assessment_start_time: at(startDays + 9),
    assessment_end_time: at(startDays + 10),
    aptitude: ['无相关资质', '三级考评员证书'],
    notice_title: '培训通知',
    notice_content: '请携带身份证参加培训。',
    fees: [
      { fee_type: 1, fee_fen: 100000 },
      { fee_type: 3, fee_fen: 126000 },
    ],
    contents: [
      { content: '理论知识', assessment_method: '笔试' },
      { content: '技术评定', assessment_method: '现场考核' },
    ],
    ...overrides,
  };
}

async function created(startDays = 2, overrides: Record<string, unknown> = {}): Promise<{ id: number; name: string }> {
  const payload = form(startDays, overrides);
  const { id } = await callOk(t.app, saveAdminTraining.path, payload, national);
  return { id: id as number, name: payload.name as string };
}

let evaluatorSerial = 0;
/** An evaluator with a profile signed up for the class: paid (`paid`), with a pending order (`pending`) or none. */
async function enrolled(classId: number, payment: 'paid' | 'pending' | 'legacy'): Promise<User & { recordId: number; name: string }> {
  evaluatorSerial += 1;
  const user = await signedInUser(t.database.db, Role.Evaluator);
  const name = `培训考评员${evaluatorSerial}`;
  const now = new Date();
  await t.database.db.insert(personProfiles).values({
    userId: user.userId,
    name,
    englishName: 'Evaluator',
    sex: 1,
    certificatesType: 4,
    certificatesNumber: `E${String(user.userId).padStart(9, '0')}`,
    birthday: '1990-01-01',
    createdAt: now,
    updatedAt: now,
  });
  let orderId: number | null = null;
  if (payment !== 'legacy') {
    const order = await orderFor(t.database.db, user.userId, { kind: OrderKind.Training, userType: Role.Evaluator, amountFen: 126000, description: '考评员培训费' });
    orderId = order.id;
    if (payment === 'paid') await t.database.db.update(orders).set({ paymentStatus: PaymentStatus.Paid, paidAt: now }).where(eq(orders.id, order.id));
  }
  const [row] = await t.database.db
    .insert(evaluatorTrainingRecords)
    .values({ evaluatorUserId: user.userId, trainingClassId: classId, grade: 2, feeType: 3, createdAt: now, orderId })
    .returning({ id: evaluatorTrainingRecords.id });
  return { ...user, recordId: row.id, name };
}

async function refusal(path: string, payload: Record<string, unknown>, who: User = national): Promise<string | undefined> {
  const answer = await call(t.app, path, payload, who);
  expect(answer.result?.isSuccess, JSON.stringify(answer)).toBe(false);
  return answer.result?.errorMsg;
}

async function auditRows(workflow: string, recordId: number) {
  return t.database.db
    .select()
    .from(statusAudit)
    .where(and(eq(statusAudit.workflow, workflow), eq(statusAudit.recordId, recordId)))
    .orderBy(statusAudit.id);
}

beforeAll(async () => {
  t = await build({ demo: null });
  gd = await reviewerOf(t.database.db, GUANGDONG.provinceId);
  national = await signedInUser(t.database.db, Role.NationalAdministrator);
});
afterAll(() => t.close());

describe('creating and editing a training class', () => {
  it('creates a class the portal shows, with its fees in fen, its contents in order and an audit row', async () => {
    const { id, name } = await created(2, { notice_content: '<p>请携带身份证参加培训。</p><script>alert(1)</script>' });
    const detail = await callOk(t.app, getAdminTraining.path, { id }, national);
    expect(detail.notice_content).toBe('<p>请携带身份证参加培训。</p>');
    expect(detail).toMatchObject({
      name,
      provinceName: '广东省',
      cityName: '广州市',
      districtName: '天河区',
      stage: 'upcoming',
      stage_name: '未开始报名',
      fees: [
        { fee_type: 1, fee_name: '培训费', fee_fen: 100000 },
        { fee_type: 3, fee_name: '培训+考核费', fee_fen: 126000 },
      ],
      trainees: [],
      actions: { can_edit: true, can_stop: true, can_resume: false, can_record: false },
    });
    expect((detail.contents as { content: string; sort: number }[]).map((item) => [item.sort, item.content])).toEqual([
      [1, '理论知识'],
      [2, '技术评定'],
    ]);
    const [row] = await auditRows('trainingClass', id);
    expect(row).toMatchObject({ action: '新建培训班', actorRole: 5, before: null });
    expect((row.after as { name: string }).name).toBe(name);
    expect((await verifyAuditChain(t.database.db)).intact).toBe(true);
  });

  it.each([
    ['name', { name: '  ' }, M.nameRequired],
    ['name length', { name: '培'.repeat(51) }, M.nameTooLong],
    ['train type', { trainType: 4 }, M.trainTypeInvalid],
    ['grade', { grade: 0 }, M.gradeInvalid],
    ['region', { district_id: '' }, M.regionRequired],
    ['region chain', { city_id: GUANGXI.cityId }, M.regionInvalid],
    ['address', { detail_addr: '' }, M.addressRequired],
    ['missing time', { apply_end_time: '' }, M.timeRequired('报名截止时间')],
    ['time format', { apply_start_time: '2026-13-01 09:00:00' }, M.timeInvalid('报名开始时间')],
    ['apply order', { apply_end_time: at(1) }, M.applyOrder],
    ['opening after apply', { opening_class_start_time: at(6) }, M.openingAfterApply],
    ['opening order', {}, M.openingOrder],
    ['assessment after opening', {}, M.assessmentAfterOpening],
    ['assessment order', {}, M.assessmentOrder],
    ['aptitude', { aptitude: [] }, M.aptitudeRequired],
    ['aptitude blank', { aptitude: ['无相关资质', ' '] }, M.aptitudeBlank],
    ['aptitude duplicate', { aptitude: ['无', '无'] }, M.aptitudeDuplicate],
    ['notice title', { notice_title: '' }, M.noticeTitleRequired],
    ['notice content', { notice_content: '' }, M.noticeContentRequired],
    ['notice content after cleaning', { notice_content: '<p> </p><script>x</script>' }, M.noticeContentRequired],
    ['fees', { fees: [] }, M.feeRequired],
    ['fee type', { fees: [{ fee_type: 4, fee_fen: 100 }] }, M.feeTypeInvalid],
    ['fee in fen', { fees: [{ fee_type: 1, fee_fen: 0 }] }, M.feeInvalid],
    ['fee too high', { fees: [{ fee_type: 1, fee_fen: 10_000_001 }] }, M.feeTooHigh],
    ['fee duplicate', { fees: [{ fee_type: 1, fee_fen: 100 }, { fee_type: 1, fee_fen: 200 }] }, M.feeTypeDuplicate],
    ['contents', { contents: [] }, M.contentRequired],
    ['content blank', { contents: [{ content: '理论', assessment_method: '' }] }, M.contentBlank],
    ['file', { file_path: '/wwwroot/content/none.pdf' }, M.filePathInvalid],
  ])('refuses a form with a bad %s', async (_label, overrides, message) => {
    const before = await t.database.db.select({ id: trainingClasses.id }).from(trainingClasses);
    // Three ordering rows set a time equal to (or just before) its neighbour here, from the same instant.
    const payload = form(2, overrides);
    if (_label === 'opening order') payload.opening_class_end_time = payload.opening_class_start_time;
    if (_label === 'assessment after opening') payload.assessment_start_time = at(10.5);
    if (_label === 'assessment order') payload.assessment_end_time = payload.assessment_start_time;
    expect(await refusal(saveAdminTraining.path, payload)).toBe(message);
    const after = await t.database.db.select({ id: trainingClasses.id }).from(trainingClasses);
    expect(after).toHaveLength(before.length);
  });

  it('edits a class before its sign-up opens, even with sign-ups, and keeps before and after in the audit row', async () => {
    const { id } = await created();
    await enrolled(id, 'pending');
    await callOk(t.app, saveAdminTraining.path, { ...form(2, { name: '改名后的培训班', contents: [{ content: '只考理论', assessment_method: '笔试' }] }), id }, national);
    const detail = await callOk(t.app, getAdminTraining.path, { id }, national);
    expect(detail.name).toBe('改名后的培训班');
    expect((detail.contents as { content: string }[]).map((item) => item.content)).toEqual(['只考理论']);
    const rows = await auditRows('trainingClass', id);
    expect(rows.map((row) => row.action)).toEqual(['新建培训班', '修改培训班']);
    expect((rows[1].before as { contents: unknown[] }).contents).toHaveLength(2);
  });

  it('edits an open class without sign-ups, and refuses once somebody signed up', async () => {
    const { id } = await created(-1);
    await callOk(t.app, saveAdminTraining.path, { ...form(-1, { name: '报名中可改' }), id }, national);
    await enrolled(id, 'pending');
    expect(await refusal(saveAdminTraining.path, { ...form(-1), id })).toBe(M.editLocked);
    const detail = await callOk(t.app, getAdminTraining.path, { id }, national);
    expect(detail.name).toBe('报名中可改');
    expect(detail.actions).toMatchObject({ can_edit: false, edit_refusal: M.editLocked });
  });
});

describe('stopping and resuming sign-up', () => {
  it('stops and resumes an open class (stage 已停止 between) and refuses a repeat', async () => {
    const { id } = await created(-1);
    await callOk(t.app, setAdminTrainingStop.path, { id, is_stop: true }, national);
    expect(await refusal(setAdminTrainingStop.path, { id, is_stop: true })).toBe(M.alreadyStopped);
    const stopped = await callOk(t.app, getAdminTraining.path, { id }, national);
    expect(stopped).toMatchObject({ isStop: true, stage: 'stopped', stage_name: '已停止', actions: { can_stop: false, can_resume: true } });
    await callOk(t.app, setAdminTrainingStop.path, { id, is_stop: false }, national);
    expect(await refusal(setAdminTrainingStop.path, { id, is_stop: false })).toBe(M.notStopped);
    expect((await auditRows('trainingClass', id)).map((row) => row.action)).toEqual(['新建培训班', '停止报名', '恢复报名']);
  });

  it('refuses to stop or resume after the sign-up ended', async () => {
    const { id } = await created(-20);
    expect(await refusal(setAdminTrainingStop.path, { id, is_stop: true })).toBe(M.stopAfterEnd);
  });
});

describe('listing', () => {
  it('filters by stage, grade and keyword, with counts per stage under the same keyword', async () => {
    const keyword = `列表筛选${Date.now()}`;
    const upcoming = await created(2, { name: `${keyword}甲` });
    const open = await created(-1, { name: `${keyword}乙` });
    const ended = await created(-20, { name: `${keyword}丙`, grade: 1 });
    const stopped = await created(-1, { name: `${keyword}丁` });
    await callOk(t.app, setAdminTrainingStop.path, { id: stopped.id, is_stop: true }, national);
    const all = await callOk(t.app, getAdminTrainingList.path, { page: 1, limit: 10, keyword }, national);
    expect(all.counts).toEqual({ upcoming: 1, open: 1, stopped: 1, ended: 1 });
    expect(all.totalCount).toBe(4);
    for (const [stage, one] of [
      ['upcoming', upcoming],
      ['open', open],
      ['ended', ended],
      ['stopped', stopped],
    ] as const) {
      const list = await callOk(t.app, getAdminTrainingList.path, { page: 1, limit: 10, keyword, stage }, national);
      expect((list.items as { id: number }[]).map((item) => item.id), stage).toEqual([one.id]);
    }
    const gradeOne = await callOk(t.app, getAdminTrainingList.path, { page: 1, limit: 10, keyword, grade: 1 }, national);
    expect((gradeOne.items as { id: number }[]).map((item) => item.id)).toEqual([ended.id]);
    expect(gradeOne.counts).toEqual({ upcoming: 0, open: 0, stopped: 0, ended: 1 });
    expect(await refusal(getAdminTrainingList.path, { page: 1, limit: 10, stage: 'later' })).toBe(M.stageInvalid);
  });

  it('gives a provincial reviewer the classes of their province only, read only', async () => {
    const keyword = `省内外${Date.now()}`;
    const mine = await created(2, { name: `${keyword}粤` });
    const theirs = await created(2, { name: `${keyword}桂`, province_id: GUANGXI.provinceId, city_id: GUANGXI.cityId, district_id: GUANGXI.districtId });
    const own = await callOk(t.app, getAdminTrainingList.path, { page: 1, limit: 10, keyword }, gd);
    expect((own.items as { id: number }[]).map((item) => item.id)).toEqual([mine.id]);
    const detail = await callOk(t.app, getAdminTraining.path, { id: mine.id }, gd);
    expect(detail.actions).toMatchObject({ can_edit: false, can_stop: false, can_resume: false, can_record: false });
    expect(await refusal(getAdminTraining.path, { id: theirs.id }, gd)).toBe(MESSAGES.forbidden);
    for (const [path, payload] of [
      [saveAdminTraining.path, { ...form(), id: mine.id }],
      [setAdminTrainingStop.path, { id: mine.id, is_stop: true }],
    ] as const) {
      expect(await refusal(path, payload, gd)).toBe(MESSAGES.forbidden);
    }
    const national_ = await callOk(t.app, getAdminTrainingList.path, { page: 1, limit: 10, keyword }, national);
    expect(national_.totalCount).toBe(2);
  });
});

describe('recording results', () => {
  /** A class whose assessment began yesterday (sign-up 20 days ago). */
  async function assessed() {
    const payload = form(-20);
    payload.assessment_start_time = at(-1);
    payload.assessment_end_time = at(1);
    payload.opening_class_end_time = at(-2);
    const { id } = await callOk(t.app, saveAdminTraining.path, payload, national);
    const detail = await callOk(t.app, getAdminTraining.path, { id }, national);
    return { id: id as number, contents: (detail.contents as { id: number }[]).map((item) => item.id) };
  }

  it('records a paid evaluator’s scores and review, which their training records then show, with an audit row', async () => {
    const { id, contents } = await assessed();
    const evaluator = await enrolled(id, 'paid');
    const legacy = await enrolled(id, 'legacy');
    const before = await callOk(t.app, getAdminTraining.path, { id }, national);
    expect((before.trainees as { name: string; can_record: boolean; payment_status_name: string }[]).map((item) => [item.name, item.can_record, item.payment_status_name])).toEqual([
      [evaluator.name, true, '已支付'],
      [legacy.name, true, '已支付'],
    ]);
    const result = await callOk(
      t.app,
      recordAdminTrainingResult.path,
      { id, record_id: evaluator.recordId, performance_review: 1, scores: [{ content_id: contents[0], score: 88.5 }, { content_id: contents[1], score: '92' }] },
      national,
    );
    expect(result.performance_review).toBe(1);
    const records = await callOk(t.app, getTrainingRecords.path, { page: 1, limit: 8 }, evaluator);
    expect((records.items as { tc_id: number; performance_review: number }[]).find((item) => item.tc_id === id)?.performance_review).toBe(1);
    const scores = await callOk(t.app, getTrainingScores.path, { tc_id: id }, evaluator);
    expect((scores.items as { scores: unknown[] }[])[0].scores).toEqual([
      { content: '理论知识', score: 88.5 },
      { content: '技术评定', score: 92 },
    ]);
    const detail = await callOk(t.app, getAdminTraining.path, { id }, national);
    expect((detail.trainees as { record_id: number; performance_review_name: string; completed_on: string | null }[]).find((item) => item.record_id === evaluator.recordId)).toMatchObject({
      performance_review_name: '合格',
      completed_on: at(0).slice(0, 10),
    });
    expect(detail.reviewed).toBe(1);
    // Corrected to 不合格: the score items are replaced and the audit row keeps both.
    await callOk(t.app, recordAdminTrainingResult.path, { id, record_id: evaluator.recordId, performance_review: 2, scores: [{ content_id: contents[0], score: 50 }, { content_id: contents[1], score: 60.5 }] }, national);
    const rows = await auditRows('trainingRecord', evaluator.recordId);
    expect(rows.map((row) => [row.action, row.fromStatus, row.toStatus])).toEqual([
      ['录入培训成绩', '0', '1'],
      ['更正培训成绩', '1', '2'],
    ]);
    expect((await verifyAuditChain(t.database.db)).intact).toBe(true);
  });

  it('gives a qualified evaluator the trained grade as their rank and lists them, never lowering a higher rank (decision 0077)', async () => {
    const { id, contents } = await assessed();
    const scores = [{ content_id: contents[0], score: 80 }, { content_id: contents[1], score: 85 }];
    const rankOf = async (userId: number) => {
      const [row] = await t.database.db
        .select({ rank: personProfiles.evaluatorRank, on: personProfiles.evaluatorRankObtainedOn, listed: evaluators.isListed })
        .from(personProfiles)
        .leftJoin(evaluators, eq(evaluators.userId, personProfiles.userId))
        .where(eq(personProfiles.userId, userId));
      return row;
    };
    const failed = await enrolled(id, 'paid');
    await callOk(t.app, recordAdminTrainingResult.path, { id, record_id: failed.recordId, performance_review: 2, scores }, national);
    expect(await rankOf(failed.userId)).toEqual({ rank: null, on: null, listed: null });

    const passed = await enrolled(id, 'paid');
    await callOk(t.app, recordAdminTrainingResult.path, { id, record_id: passed.recordId, performance_review: 1, scores }, national);
    expect(await rankOf(passed.userId)).toEqual({ rank: 2, on: at(0).slice(0, 10), listed: true });
    const [row] = (await auditRows('trainingRecord', passed.recordId)).slice(-1);
    expect((row.after as { evaluatorRank?: unknown }).evaluatorRank).toEqual({ before: null, after: 2 });

    // Already 一级 (higher than the 二级 trained): the rank stays, and the listing row is there.
    const senior = await enrolled(id, 'paid');
    await t.database.db.update(personProfiles).set({ evaluatorRank: 1, evaluatorRankObtainedOn: '2020-05-01' }).where(eq(personProfiles.userId, senior.userId));
    await callOk(t.app, recordAdminTrainingResult.path, { id, record_id: senior.recordId, performance_review: 1, scores }, national);
    expect(await rankOf(senior.userId)).toEqual({ rank: 1, on: '2020-05-01', listed: true });
  });

  it('refuses an unpaid or unenrolled evaluator, scores out of range or incomplete, and a bad review', async () => {
    const { id, contents } = await assessed();
    const unpaid = await enrolled(id, 'pending');
    const paid = await enrolled(id, 'paid');
    const other = await assessed();
    const elsewhere = await enrolled(other.id, 'paid');
    const good = [{ content_id: contents[0], score: 80 }, { content_id: contents[1], score: 80 }];
    const attempt = (overrides: Record<string, unknown>) => refusal(recordAdminTrainingResult.path, { id, record_id: paid.recordId, performance_review: 1, scores: good, ...overrides });
    expect(await attempt({ record_id: unpaid.recordId })).toBe(M.notPaid);
    expect(await attempt({ record_id: elsewhere.recordId })).toBe(M.recordNotFound);
    expect(await attempt({ scores: [{ content_id: contents[0], score: 100.5 }, good[1]] })).toBe(M.scoreInvalid);
    expect(await attempt({ scores: [{ content_id: contents[0], score: -1 }, good[1]] })).toBe(M.scoreInvalid);
    expect(await attempt({ scores: [{ content_id: contents[0], score: '80.25' }, good[1]] })).toBe(M.scoreInvalid);
    expect(await attempt({ scores: [good[0]] })).toBe(M.scoresIncomplete);
    expect(await attempt({ scores: [good[0], { content_id: other.contents[0], score: 80 }] })).toBe(M.scoresIncomplete);
    expect(await attempt({ performance_review: 0 })).toBe(M.reviewInvalid);
    expect(await attempt({ completed_on: at(2).slice(0, 10) })).toBe(M.completedInFuture);
    expect(await attempt({ completed_on: at(-5).slice(0, 10) })).toBe(M.completedBeforeAssessment);
    expect(await attempt({ completed_on: '2026-02-30' })).toBe(M.completedOnInvalid);
    const [row] = await t.database.db.select().from(evaluatorTrainingRecords).where(eq(evaluatorTrainingRecords.id, paid.recordId));
    expect(row.performanceReview).toBe(0);
    expect(await auditRows('trainingRecord', paid.recordId)).toEqual([]);
  });

  it('refuses a result before the assessment starts, and to a provincial reviewer', async () => {
    const { id } = await created(-1);
    const paid = await enrolled(id, 'paid');
    const detail = await callOk(t.app, getAdminTraining.path, { id }, national);
    const scores = (detail.contents as { id: number }[]).map((item) => ({ content_id: item.id, score: 80 }));
    expect(await refusal(recordAdminTrainingResult.path, { id, record_id: paid.recordId, performance_review: 1, scores })).toBe(M.beforeAssessment);
    expect(await refusal(recordAdminTrainingResult.path, { id, record_id: paid.recordId, performance_review: 1, scores }, gd)).toBe(MESSAGES.forbidden);
  });
});
