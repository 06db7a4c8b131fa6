import {
  AppealStatus,
  autoApplyEvent,
  createAppeal,
  getAppealList,
  getEventApplyList,
  getEventApplyRecords,
  getEventList,
  getTestScores,
  manualApplyEvent,
  PaymentStatus,
  Role,
  SCORES_APPEALS_MESSAGES as M,
  secondAppeal,
} from '@badminton/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appeals, certificates, eventApplications, statusAudit, users } from '../src/db/schema';
import { clockOf } from '../src/lib/clock';
import { startSession } from '../src/modules/accounts/service';
import { build, type TestApp } from './helpers/build';
import { call, callForm } from './helpers/call';
import { jpegImage, pngImage } from './helpers/images';
import { eventWithResults, signUpWithScores } from './helpers/scores-fixture';

/**
 * Scores, appeals and event-based levels (issue 13 part A, decision 0032): every rule and refusal, with the answers
 * and the rows they leave. The service runs on a clock the test moves (the 7-day appeal window, the events' windows).
 */

const DAY = 86_400_000;
let nowMs = Date.UTC(2026, 10, 20, 4, 0, 0);
let t: TestApp;

interface Athlete {
  userId: number;
  userToken: string;
}

beforeAll(async () => {
  t = await build({ demo: null, clock: clockOf(() => nowMs) });
});
afterAll(() => t.close());

const db = () => t.database.db;
const now = () => new Date(nowMs);

/** A fresh athlete signed in at the service's now. */
async function athlete(): Promise<Athlete> {
  const [user] = await db()
    .insert(users)
    .values({ usertype: Role.Athlete, loginName: `athlete-${Math.random().toString(36).slice(2, 10)}`, isVerify: true, createdAt: now() })
    .returning({ id: users.id });
  return { userId: user.id, userToken: await startSession(db(), user.id, now()) };
}

/** Signs as `who` with the service clock's time. */
function as(who: Athlete) {
  return { userToken: who.userToken, userId: who.userId, ts: Math.floor(nowMs / 1000) };
}

async function ask(path: string, payload: Record<string, unknown>, who: Athlete) {
  return call(t.app, path, payload, as(who));
}

function refusal(answer: Awaited<ReturnType<typeof call>>): string | undefined {
  expect(answer.result?.isSuccess, JSON.stringify(answer)).toBe(false);
  return answer.result?.errorMsg as string | undefined;
}

function ok(answer: Awaited<ReturnType<typeof call>>): Record<string, unknown> {
  expect(answer.result?.isSuccess, JSON.stringify(answer)).toBe(true);
  return answer.result as Record<string, unknown>;
}

async function appealRows(applicationId: number) {
  return db().select().from(appeals).where(eq(appeals.applicationId, applicationId));
}

describe('the score of a sign-up', () => {
  it('answers the subjects, scores and judgment of a paid sign-up with published scores', async () => {
    const me = await athlete();
    const signUp = await signUpWithScores(db(), me.userId, { publishedAt: new Date(nowMs - DAY), judgment: 2 });
    const result = ok(await ask(getTestScores.path, { id: signUp.applicationId, testClassId: signUp.testClassId }, me));
    expect(result.items).toEqual([
      { sort: 1, subject: '步法移动', score: 60 },
      { sort: 2, subject: '发球', score: 65.5 },
      { sort: 3, subject: '击球技术', score: 71 },
      { sort: 4, subject: '实战对抗', score: 76.5 },
    ]);
    expect(result.score_qualified_judgment).toBe(2);
    expect(result.gradeName).toBe('四级');
    expect(result.canAppeal).toBe(true);
  });

  it('refuses before publication, an unpaid sign-up, a wrong class, and another athlete’s sign-up (as if absent)', async () => {
    const me = await athlete();
    const other = await athlete();
    const unpublished = await signUpWithScores(db(), me.userId, { publishedAt: null });
    expect(refusal(await ask(getTestScores.path, { id: unpublished.applicationId, testClassId: unpublished.testClassId }, me))).toBe(M.scoresNotPublished);
    const future = await signUpWithScores(db(), me.userId, { publishedAt: new Date(nowMs + DAY) });
    expect(refusal(await ask(getTestScores.path, { id: future.applicationId, testClassId: future.testClassId }, me))).toBe(M.scoresNotPublished);
    for (const status of [PaymentStatus.Pending, PaymentStatus.Closed, PaymentStatus.Refunded]) {
      const unpaid = await signUpWithScores(db(), me.userId, { publishedAt: new Date(nowMs - DAY), paymentStatus: status });
      expect(refusal(await ask(getTestScores.path, { id: unpaid.applicationId, testClassId: unpaid.testClassId }, me))).toBe(M.notPaid);
    }
    const batch = await signUpWithScores(db(), me.userId, { publishedAt: new Date(nowMs - DAY), paymentStatus: null });
    ok(await ask(getTestScores.path, { id: batch.applicationId, testClassId: batch.testClassId }, me));
    const mine = await signUpWithScores(db(), me.userId, { publishedAt: new Date(nowMs - DAY) });
    expect(refusal(await ask(getTestScores.path, { id: mine.applicationId, testClassId: mine.testClassId + 1 }, me))).toBe(M.signUpNotFound);
    expect(refusal(await ask(getTestScores.path, { id: mine.applicationId, testClassId: mine.testClassId }, other))).toBe(M.signUpNotFound);
    expect(refusal(await ask(getTestScores.path, { testClassId: mine.testClassId }, me))).toBe('请指定报名编号');
  });
});

describe('a first appeal', () => {
  it('creates one appeal row in status 0 with a unique number and a creation audit row', async () => {
    const me = await athlete();
    const signUp = await signUpWithScores(db(), me.userId, { publishedAt: new Date(nowMs - 2 * DAY) });
    ok(await ask(createAppeal.path, { appeal_source_id: signUp.applicationId, appeal_status: 0, appeal_content: ' 发球科目判定有误，请复核。 ' }, me));
    const [row] = await appealRows(signUp.applicationId);
    expect(row).toMatchObject({ athleteUserId: me.userId, appealStatus: 0, firstContent: '发球科目判定有误，请复核。', secondContent: null });
    expect(row.appealNo).toMatch(/^SS\d{14}\d{6}$/);
    const audit = await db().select().from(statusAudit).where(and(eq(statusAudit.workflow, 'appeal'), eq(statusAudit.recordId, row.id)));
    expect(audit).toEqual([expect.objectContaining({ fromStatus: '', toStatus: '0', actorUserId: me.userId, actorRole: 1 })]);
    // The score now says no first appeal is open; a second try is refused and creates nothing.
    const score = ok(await ask(getTestScores.path, { id: signUp.applicationId, testClassId: signUp.testClassId }, me));
    expect(score.canAppeal).toBe(false);
    expect(refusal(await ask(createAppeal.path, { appeal_source_id: signUp.applicationId, appeal_status: 0, appeal_content: '再申诉' }, me))).toBe(M.alreadyAppealed);
    expect(await appealRows(signUp.applicationId)).toHaveLength(1);
  });

  it('validates the content (1–100 characters) and the status with the spec’s messages', async () => {
    const me = await athlete();
    const signUp = await signUpWithScores(db(), me.userId, { publishedAt: new Date(nowMs - DAY) });
    const attempt = (content: unknown, status: unknown = 0) =>
      ask(createAppeal.path, { appeal_source_id: signUp.applicationId, appeal_status: status, appeal_content: content }, me);
    expect(refusal(await attempt('字'.repeat(101)))).toBe('申诉内容请控制在100字以内');
    expect(refusal(await attempt('   '))).toBe(M.appealContentRequired);
    expect(refusal(await attempt(undefined))).toBe(M.appealContentRequired);
    expect(refusal(await attempt('内容', 3))).toBe(M.appealStatusInvalid);
    expect(await appealRows(signUp.applicationId)).toHaveLength(0);
    ok(await attempt('😀'.repeat(100)));
  });

  it('refuses another athlete’s score, an unpaid or unpublished one, without creating anything', async () => {
    const me = await athlete();
    const other = await athlete();
    const theirs = await signUpWithScores(db(), other.userId, { publishedAt: new Date(nowMs - DAY) });
    expect(refusal(await ask(createAppeal.path, { appeal_source_id: theirs.applicationId, appeal_status: 0, appeal_content: '申诉' }, me))).toBe(M.signUpNotFound);
    const unpaid = await signUpWithScores(db(), me.userId, { publishedAt: new Date(nowMs - DAY), paymentStatus: PaymentStatus.Pending });
    expect(refusal(await ask(createAppeal.path, { appeal_source_id: unpaid.applicationId, appeal_status: 0, appeal_content: '申诉' }, me))).toBe(M.notPaid);
    const unpublished = await signUpWithScores(db(), me.userId, { publishedAt: null });
    expect(refusal(await ask(createAppeal.path, { appeal_source_id: unpublished.applicationId, appeal_status: 0, appeal_content: '申诉' }, me))).toBe(M.scoresNotPublished);
    for (const id of [theirs.applicationId, unpaid.applicationId, unpublished.applicationId]) expect(await appealRows(id)).toHaveLength(0);
  });

  it('is open for 7 days after publication, on the service clock', async () => {
    const me = await athlete();
    const signUp = await signUpWithScores(db(), me.userId, { publishedAt: new Date(nowMs - 6 * DAY) });
    const first = ok(await ask(getTestScores.path, { id: signUp.applicationId, testClassId: signUp.testClassId }, me));
    expect(first.canAppeal).toBe(true);
    nowMs += DAY + 60_000; // 7 days and a minute after publication
    const { applicationId, testClassId } = signUp;
    // The same athlete, signed in again at the moved time.
    const again = { userId: me.userId, userToken: await startSession(db(), me.userId, now()) };
    const score = ok(await ask(getTestScores.path, { id: applicationId, testClassId }, again));
    expect(score.canAppeal).toBe(false);
    expect(refusal(await ask(createAppeal.path, { appeal_source_id: applicationId, appeal_status: 0, appeal_content: '申诉' }, again))).toBe(M.appealWindowClosed);
    expect(await appealRows(applicationId)).toHaveLength(0);
  });

  it('creates exactly one appeal when the same score is appealed twice at once', async () => {
    const me = await athlete();
    const signUp = await signUpWithScores(db(), me.userId, { publishedAt: new Date(nowMs - DAY) });
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => ask(createAppeal.path, { appeal_source_id: signUp.applicationId, appeal_status: 0, appeal_content: `并发申诉${i}` }, me)),
    );
    expect(answers.filter((answer) => answer.result?.isSuccess)).toHaveLength(1);
    for (const answer of answers.filter((item) => !item.result?.isSuccess)) expect(answer.result?.errorMsg).toBe(M.alreadyAppealed);
    expect(await appealRows(signUp.applicationId)).toHaveLength(1);
  });
});

describe('the appeal list and the second appeal', () => {
  async function appealIn(me: Athlete, status: number, reply = '经复核，维持原成绩。') {
    const signUp = await signUpWithScores(db(), me.userId, { publishedAt: new Date(nowMs - DAY) });
    ok(await ask(createAppeal.path, { appeal_source_id: signUp.applicationId, appeal_status: 0, appeal_content: '首次申诉内容' }, me));
    const [row] = await appealRows(signUp.applicationId);
    await db().update(appeals).set({ appealStatus: status, appealReply: reply }).where(eq(appeals.id, row.id));
    return { ...signUp, appealId: row.id };
  }

  it('lists the caller’s own appeals only, newest first, with labels, replies and both contents', async () => {
    const me = await athlete();
    const other = await athlete();
    await appealIn(other, AppealStatus.Submitted);
    const a = await appealIn(me, AppealStatus.ScoreUnchanged);
    ok(await ask(secondAppeal.path, { id: a.appealId, appeal_content: '二次申诉内容' }, me));
    const result = ok(await ask(getAppealList.path, { page: 1, limit: 10 }, me));
    expect(result.totalCount).toBe(1);
    expect(result.items).toEqual([
      expect.objectContaining({
        id: a.appealId,
        appeal_source_id: a.applicationId,
        appeal_content: '首次申诉内容/二次申诉内容',
        appeal_status: 4,
        appeal_status_name: '已提交二次申诉',
        appeal_reply: '经复核，维持原成绩。',
        manager_reply: null,
        gradeName: '四级',
      }),
    ]);
  });

  it('moves 3 → 4 through the workflow with an audit row, keeping the second content; a third appeal is refused', async () => {
    const me = await athlete();
    const a = await appealIn(me, AppealStatus.ScoreUnchanged);
    ok(await ask(secondAppeal.path, { id: a.appealId, appeal_content: '申请中羽协复核' }, me));
    const [row] = await appealRows(a.applicationId);
    expect(row).toMatchObject({ appealStatus: 4, secondContent: '申请中羽协复核', firstContent: '首次申诉内容' });
    expect(row.secondAt?.getTime()).toBe(nowMs);
    const audit = await db().select().from(statusAudit).where(and(eq(statusAudit.workflow, 'appeal'), eq(statusAudit.recordId, a.appealId)));
    expect(audit.map((entry) => `${entry.fromStatus}→${entry.toStatus}`)).toEqual(['→0', '3→4']);
    expect(refusal(await ask(secondAppeal.path, { id: a.appealId, appeal_content: '第三次' }, me))).toBe(M.secondAppealNotAllowed);
    expect(refusal(await ask(createAppeal.path, { appeal_source_id: a.applicationId, appeal_status: 0, appeal_content: '第三次' }, me))).toBe(M.alreadyAppealed);
    expect((await appealRows(a.applicationId))[0].secondContent).toBe('申请中羽协复核');
  });

  it('refuses a second appeal from any status but 3, on another athlete’s appeal, and with bad content', async () => {
    const me = await athlete();
    const other = await athlete();
    for (const status of [0, 1, 2, 4, 5, 6, 7]) {
      const a = await appealIn(me, status);
      expect(refusal(await ask(secondAppeal.path, { id: a.appealId, appeal_content: '二次' }, me)), `status ${status}`).toBe(M.secondAppealNotAllowed);
      expect((await appealRows(a.applicationId))[0].appealStatus).toBe(status);
    }
    const theirs = await appealIn(other, AppealStatus.ScoreUnchanged);
    expect(refusal(await ask(secondAppeal.path, { id: theirs.appealId, appeal_content: '二次' }, me))).toBe(M.appealNotFound);
    expect((await appealRows(theirs.applicationId))[0]).toMatchObject({ appealStatus: 3, secondContent: null });
    const mine = await appealIn(me, AppealStatus.ScoreUnchanged);
    expect(refusal(await ask(secondAppeal.path, { id: mine.appealId, appeal_content: 'x'.repeat(101) }, me))).toBe('申诉内容请控制在100字以内');
    expect(refusal(await ask(secondAppeal.path, { id: mine.appealId, appeal_content: '' }, me))).toBe(M.appealContentRequired);
    expect((await appealRows(mine.applicationId))[0].appealStatus).toBe(3);
  });

  it('lets one of two simultaneous second appeals through', async () => {
    const me = await athlete();
    const a = await appealIn(me, AppealStatus.ScoreUnchanged);
    const answers = await Promise.all([
      ask(secondAppeal.path, { id: a.appealId, appeal_content: '甲' }, me),
      ask(secondAppeal.path, { id: a.appealId, appeal_content: '乙' }, me),
    ]);
    expect(answers.filter((answer) => answer.result?.isSuccess)).toHaveLength(1);
    const audit = await db().select().from(statusAudit).where(and(eq(statusAudit.workflow, 'appeal'), eq(statusAudit.recordId, a.appealId), eq(statusAudit.toStatus, '4')));
    expect(audit).toHaveLength(1);
  });
});

describe('event-based levels', () => {
  it('lists open events with their manual grades (4–6 up to the max grade)', async () => {
    const me = await athlete();
    const open = await eventWithResults(db(), now(), { maxGrade: 5 });
    const closed = await eventWithResults(db(), now(), { open: false });
    const result = ok(await ask(getEventList.path, {}, me));
    const items = result.items as { id: number; grades: number[] }[];
    expect(items.find((item) => item.id === open.eventId)?.grades).toEqual([4, 5]);
    expect(items.some((item) => item.id === closed.eventId)).toBe(false);
  });

  it('offers the caller’s own results in open events not yet applied, and applies for one automatically', async () => {
    const me = await athlete();
    const other = await athlete();
    const ev = await eventWithResults(db(), now(), { results: [{ athleteUserId: me.userId, grade: 5 }, { athleteUserId: me.userId, grade: 4 }, { athleteUserId: other.userId, grade: 6 }] });
    await eventWithResults(db(), now(), { open: false, results: [{ athleteUserId: me.userId, grade: 6 }] });
    const list = ok(await ask(getEventApplyList.path, { page: 1, limit: 5 }, me));
    expect(list.totalCount).toBe(2);
    expect((list.items as { apply_grade: number; event_id: number }[]).map((item) => item.apply_grade).sort()).toEqual([4, 5]);
    ok(await ask(autoApplyEvent.path, { event_id: ev.eventId, apply_grade: 5 }, me));
    const rows = await db().select().from(eventApplications).where(eq(eventApplications.athleteUserId, me.userId));
    expect(rows).toEqual([expect.objectContaining({ eventId: ev.eventId, applyGrade: 5, applyWay: 1, applyStatus: 0, eventResultId: ev.resultIds[0] })]);
    const after = ok(await ask(getEventApplyList.path, { page: 1, limit: 5 }, me));
    expect(after.totalCount).toBe(1);
    expect(refusal(await ask(autoApplyEvent.path, { event_id: ev.eventId, apply_grade: 5 }, me))).toBe(M.alreadyApplied);
    // Another athlete's result is not the caller's to apply for.
    expect(refusal(await ask(autoApplyEvent.path, { event_id: ev.eventId, apply_grade: 6 }, me))).toBe(M.noEventResult);
    const records = ok(await ask(getEventApplyRecords.path, { page: 1, limit: 10 }, me));
    expect(records.items).toEqual([expect.objectContaining({ event_id: ev.eventId, apply_grade: 5, gradeName: '五级', apply_status: 0, apply_status_name: '待审核', approval_comments: null })]);
    const theirs = ok(await ask(getEventApplyRecords.path, { page: 1, limit: 10 }, other));
    expect(theirs.totalCount).toBe(0);
  });

  it('refuses outside the window, above the max grade, a grade already held, a missing choice', async () => {
    const me = await athlete();
    const closed = await eventWithResults(db(), now(), { open: false, results: [{ athleteUserId: me.userId, grade: 5 }] });
    expect(refusal(await ask(autoApplyEvent.path, { event_id: closed.eventId, apply_grade: 5 }, me))).toBe(M.eventNotOpen);
    const low = await eventWithResults(db(), now(), { maxGrade: 4, results: [{ athleteUserId: me.userId, grade: 5 }] });
    expect(refusal(await ask(autoApplyEvent.path, { event_id: low.eventId, apply_grade: 5 }, me))).toBe(M.gradeAboveEvent);
    expect(refusal(await ask(autoApplyEvent.path, { event_id: 999_999, apply_grade: 5 }, me))).toBe(M.eventNotFound);
    expect(refusal(await ask(autoApplyEvent.path, { apply_grade: 5 }, me))).toBe(M.eventRequired);
    expect(refusal(await ask(autoApplyEvent.path, { event_id: low.eventId, apply_grade: '' }, me))).toBe(M.gradeRequired);
    const held = await eventWithResults(db(), now(), { results: [{ athleteUserId: me.userId, grade: 5 }] });
    await db().insert(certificates).values({
      userId: me.userId,
      grade: 5,
      certificateNumber: `YM${me.userId}05`,
      certificateNumbering: `N${me.userId}05`,
      certificateUrl: '/wwwroot/certificate/test.png',
      createdDate: now(),
      published: true,
    });
    expect(refusal(await ask(autoApplyEvent.path, { event_id: held.eventId, apply_grade: 5 }, me))).toBe(M.gradeAlreadyHeld);
    expect(await db().select().from(eventApplications).where(eq(eventApplications.athleteUserId, me.userId))).toEqual([]);
  });

  describe('the manual application (multipart)', () => {
    const manual = (who: Athlete, fields: Record<string, string | number>, files: Parameters<typeof callForm>[3] = []) =>
      callForm(t.app, manualApplyEvent.path, fields, files, as(who));

    it('stores the re-encoded proof image and an application of way 2', async () => {
      const me = await athlete();
      const ev = await eventWithResults(db(), now());
      const png = await pngImage(120, 80);
      const answer = await manual(me, { event_id: ev.eventId, apply_grade: 6, isFormSubmit: 'true' }, [{ name: 'athletes_photo', content: png, filename: 'proof.png', type: 'image/png' }]);
      expect(answer.result?.isSuccess, JSON.stringify(answer)).toBe(true);
      const [row] = await db().select().from(eventApplications).where(eq(eventApplications.athleteUserId, me.userId));
      expect(row).toMatchObject({ eventId: ev.eventId, applyGrade: 6, applyWay: 2, applyStatus: 0 });
      expect(row.proofPath).toMatch(new RegExp(`^/wwwroot/upload/event-proof/${me.userId}/[^/]+\\.png$`));
      const jpeg = await jpegImage();
      const second = await manual(me, { event_id: ev.eventId, apply_grade: 6 }, [{ name: 'athletes_photo', content: jpeg, filename: 'p.jpg', type: 'image/jpeg' }]);
      expect(second.result?.errorMsg).toBe(M.alreadyApplied);
    });

    it('refuses with the spec’s messages: event, grade 4/5/6 only, the image, its format and size', async () => {
      const me = await athlete();
      const ev = await eventWithResults(db(), now(), { maxGrade: 5 });
      const png = { name: 'athletes_photo', content: await pngImage(), filename: 'a.png', type: 'image/png' };
      expect((await manual(me, { apply_grade: 4 }, [png])).result?.errorMsg).toBe('请选择赛事');
      expect((await manual(me, { event_id: ev.eventId, apply_grade: '' }, [png])).result?.errorMsg).toBe('请选择等级');
      expect((await manual(me, { event_id: ev.eventId, apply_grade: 7 }, [png])).result?.errorMsg).toBe(M.manualGradeInvalid);
      expect((await manual(me, { event_id: ev.eventId, apply_grade: 3 }, [png])).result?.errorMsg).toBe(M.manualGradeInvalid);
      expect((await manual(me, { event_id: ev.eventId, apply_grade: 6 }, [png])).result?.errorMsg).toBe(M.gradeAboveEvent);
      expect((await manual(me, { event_id: ev.eventId, apply_grade: 4 })).result?.errorMsg).toBe('请上传证明图片');
      const gif = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;');
      expect((await manual(me, { event_id: ev.eventId, apply_grade: 4 }, [{ name: 'athletes_photo', content: gif, filename: 'a.png', type: 'image/png' }])).result?.errorMsg).toBe('上传图片只能是 JPG/PNG 格式!');
      const big = new Uint8Array(4 * 1024 * 1024);
      big.set(await pngImage());
      expect((await manual(me, { event_id: ev.eventId, apply_grade: 4 }, [{ name: 'athletes_photo', content: big, filename: 'big.png', type: 'image/png' }])).result?.errorMsg).toBe('上传图片大小不能超过 4MB!');
      expect(await db().select().from(eventApplications).where(eq(eventApplications.athleteUserId, me.userId))).toEqual([]);
    });
  });
});

describe('roles', () => {
  it('keeps every call of this part to athletes', async () => {
    const [evaluator] = await db().insert(users).values({ usertype: Role.Evaluator, loginName: 'evaluator-scores', isVerify: true, createdAt: now() }).returning({ id: users.id });
    const who = { userId: evaluator.id, userToken: await startSession(db(), evaluator.id, now()) };
    for (const path of [getTestScores.path, createAppeal.path, getAppealList.path, secondAppeal.path, getEventList.path, getEventApplyList.path, autoApplyEvent.path, getEventApplyRecords.path]) {
      expect((await ask(path, {}, who)).result?.errorMsg, path).toBe('当前账号无权进行此操作');
    }
  });
});
