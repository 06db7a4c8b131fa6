import {
  acceptAdminAppeal,
  ADMIN_GRADE_MESSAGES as M,
  AppealStatus,
  type AppealStatusCode,
  approveGradeSubmission,
  createAppeal,
  decideAdminAppeal,
  downloadAdminSupervisionForm,
  getAdminAppeal,
  getAdminAppealList,
  getAdminGradeSubmission,
  getAdminGradeSubmissionList,
  getAppealList,
  getStationNewsList,
  getTestOrderRecords,
  getTestScores,
  GradeSubmissionStatus,
  MESSAGES,
  openQuery,
  publishGradeSubmission,
  rejectGradeSubmission,
  SCORES_APPEALS_MESSAGES,
  submitGrades,
} from '@badminton/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../src/audit/chain';
import { certificates, jobs, personProfiles, stationMessages, statusAudit, supervisionForms, testApplications, testClassVideos, testRecords, testScoreItems } from '../src/db/schema';
import { clockOf } from '../src/lib/clock';
import { checkBatchCertificates } from '@badminton/contracts';
import { startSession } from '../src/modules/accounts/service';
import { build, type TestApp } from './helpers/build';
import { institutionWithStatus } from './helpers/institution-classes-fixture';
import { seedFees } from './helpers/delivery-fixture';
import { call } from './helpers/call';
import { classState, gradedClass, type GradedClass, secondAppealOn, type Staff, staff } from './helpers/admin-grades-fixture';

/**
 * The back office's grade submissions, publication and second appeals (issue 26, decision 0068): every transition
 * allowed and refused (out of order, out of province, by another role), the publication's effects (the athletes'
 * scores, the 7-day appeal window, numbered certificates issued once even when two publications race, messages, the
 * public certificate query, the batch certificate 7-day rule) and the second-appeal decisions.
 */

const DAY = 86_400_000;
let nowMs = Date.UTC(2026, 10, 20, 2, 0, 0);
let t: TestApp;
let gd: Staff;
let bj: Staff;
let national: Staff;

beforeAll(async () => {
  t = await build({ demo: null, clock: clockOf(() => nowMs) });
  await seedFees(t.database.db);
  const at = new Date(nowMs);
  gd = await staff(t.database.db, 4, at, 440000);
  bj = await staff(t.database.db, 4, at, 110000);
  national = await staff(t.database.db, 5, at);
});
afterAll(() => t.close());

const db = () => t.database.db;
const now = () => new Date(nowMs);

function as(who: { userId: number; userToken: string }) {
  return { userToken: who.userToken, userId: who.userId, ts: Math.floor(nowMs / 1000) };
}
async function ask(path: string, payload: Record<string, unknown>, who: { userId: number; userToken: string }) {
  return call(t.app, path, payload, as(who));
}
function ok(answer: Awaited<ReturnType<typeof call>>): Record<string, unknown> {
  expect(answer.result?.isSuccess, JSON.stringify(answer)).toBe(true);
  return answer.result as Record<string, unknown>;
}
function refusal(answer: Awaited<ReturnType<typeof call>>): string | undefined {
  expect(answer.result?.isSuccess, JSON.stringify(answer)).toBe(false);
  return answer.result?.errorMsg as string | undefined;
}

async function auditOf(workflow: string, recordId: number) {
  return db().select().from(statusAudit).where(and(eq(statusAudit.workflow, workflow), eq(statusAudit.recordId, recordId)));
}

describe('the grade-submission queue', () => {
  it('lists submitted classes with counts, scoped to the reviewer’s province, with every filter', async () => {
    const title = `队列筛选班${nowMs}`;
    const a = await gradedClass(db(), now(), { title: `${title}甲`, status: GradeSubmissionStatus.Submitted });
    const b = await gradedClass(db(), now(), { title: `${title}乙`, status: GradeSubmissionStatus.Approved });
    const c = await gradedClass(db(), now(), { title: `${title}丙`, status: GradeSubmissionStatus.Submitted, provinceId: 110000 });
    const never = await gradedClass(db(), now(), { title: `${title}丁`, status: GradeSubmissionStatus.Unsubmitted });

    const mine = ok(await ask(getAdminGradeSubmissionList.path, { page: 1, limit: 50, keyword: title }, gd));
    const ids = (mine.items as Array<{ id: number }>).map((item) => item.id);
    expect(ids.sort()).toEqual([a.testClassId, b.testClassId].sort());
    expect(mine.totalCount).toBe(2);
    expect(mine.counts).toEqual([
      { status: 1, label: '已提交，待审核', count: 1 },
      { status: 2, label: '已驳回', count: 0 },
      { status: 3, label: '审核通过', count: 1 },
      { status: 4, label: '已发布', count: 0 },
    ]);
    const first = (mine.items as Array<Record<string, unknown>>).find((item) => item.id === a.testClassId)!;
    expect(first).toMatchObject({ entry_count: 2, pass_count: 1, can_approve: true, can_reject: true, can_publish: false, province_name: '广东省' });

    const submitted = ok(await ask(getAdminGradeSubmissionList.path, { page: 1, limit: 50, keyword: title, status: 1 }, gd));
    expect((submitted.items as Array<{ id: number }>).map((item) => item.id)).toEqual([a.testClassId]);
    expect(submitted.totalCount).toBe(1);

    const all = ok(await ask(getAdminGradeSubmissionList.path, { page: 1, limit: 50, keyword: title }, national));
    expect((all.items as Array<{ id: number }>).map((item) => item.id).sort()).toEqual([a.testClassId, b.testClassId, c.testClassId].sort());
    expect((all.items as Array<{ id: number }>).some((item) => item.id === never.testClassId)).toBe(false);
    const approvedRow = (all.items as Array<Record<string, unknown>>).find((item) => item.id === b.testClassId)!;
    expect(approvedRow).toMatchObject({ can_approve: false, can_reject: true, can_publish: true });

    const beijing = ok(await ask(getAdminGradeSubmissionList.path, { page: 1, limit: 50, keyword: title, province_id: 110000 }, national));
    expect((beijing.items as Array<{ id: number }>).map((item) => item.id)).toEqual([c.testClassId]);
    const byInstitution = ok(await ask(getAdminGradeSubmissionList.path, { page: 1, limit: 50, institution: '复核测试机构', keyword: `${title}乙` }, national));
    expect((byInstitution.items as Array<{ id: number }>).map((item) => item.id)).toEqual([b.testClassId]);
    const day = new Date(nowMs - 5 * DAY + 8 * 3600_000).toISOString().slice(0, 10);
    const onDay = ok(await ask(getAdminGradeSubmissionList.path, { page: 1, limit: 50, keyword: title, test_date_from: day, test_date_to: day }, national));
    expect(onDay.totalCount).toBe(3);
    const later = ok(await ask(getAdminGradeSubmissionList.path, { page: 1, limit: 50, keyword: title, test_date_from: '2030-01-01' }, national));
    expect(later.totalCount).toBe(0);
    expect(refusal(await ask(getAdminGradeSubmissionList.path, { page: 1, test_date_from: '2026/01/01' }, national))).toBe('测试日期起格式应为 YYYY-MM-DD');

    // A reviewer with no province reaches nothing.
    const none = await staff(db(), 4, now(), null);
    expect(ok(await ask(getAdminGradeSubmissionList.path, { page: 1, keyword: title }, none)).totalCount).toBe(0);
  });

  it('shows the class’s scores in full, the supervision form, the videos and the history; another province is refused', async () => {
    const graded = await gradedClass(db(), now());
    await db().insert(supervisionForms).values({ testClassId: graded.testClassId, filePath: 'supervision/x.pdf', fileName: '监督表.pdf', uploadedBy: graded.institutionUserId, uploadedAt: now() });
    await db().insert(testClassVideos).values({ testClassId: graded.testClassId, videoUrl: 'https://video.example.com/a.mp4', savedBy: graded.institutionUserId, createdAt: now() });
    const detail = ok(await ask(getAdminGradeSubmission.path, { id: graded.testClassId }, gd));
    const entries = detail.entries as Array<Record<string, unknown>>;
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ gradeName: '四级', score_judgment: 1, certificate_number: null });
    expect(entries[0]!.certificates_number).toMatch(/^G\d{9}$/);
    expect((entries[1]!.subjects as Array<{ score: number }>).map((s) => s.score)).toEqual([59, 70, 70, 70]);
    expect(detail.supervision_form).toMatchObject({ file_name: '监督表.pdf' });
    expect(detail.videos).toEqual([expect.objectContaining({ video_url: 'https://video.example.com/a.mp4' })]);
    const link = ok(await ask(downloadAdminSupervisionForm.path, { id: graded.testClassId }, gd));
    expect(link.file_path).toMatch(new RegExp(`^/api/files/supervision/${graded.testClassId}\\?e=\\d+&t=[0-9a-f]{32}$`));

    expect(refusal(await ask(getAdminGradeSubmission.path, { id: graded.testClassId }, bj))).toBe(MESSAGES.forbidden);
    expect(refusal(await ask(downloadAdminSupervisionForm.path, { id: graded.testClassId }, bj))).toBe(MESSAGES.forbidden);
    const bare = await gradedClass(db(), now());
    expect(refusal(await ask(downloadAdminSupervisionForm.path, { id: bare.testClassId }, national))).toBe(M.formNotFound);
    const never = await gradedClass(db(), now(), { status: GradeSubmissionStatus.Unsubmitted });
    expect(refusal(await ask(getAdminGradeSubmission.path, { id: never.testClassId }, national))).toBe(M.classNotFound);
    expect(refusal(await ask(getAdminGradeSubmission.path, { id: 999_999 }, national))).toBe(M.classNotFound);
  });
});

describe('grade-submission transitions', () => {
  it('the provincial reviewer approves 1 → 3 in their province, with an audit row; nothing else approves', async () => {
    const graded = await gradedClass(db(), now());
    expect(refusal(await ask(approveGradeSubmission.path, { id: graded.testClassId }, bj))).toBe(MESSAGES.forbidden);
    expect(refusal(await ask(approveGradeSubmission.path, { id: graded.testClassId }, national))).toBe(MESSAGES.forbidden);
    expect((await classState(db(), graded.testClassId)).status).toBe(1);
    expect(ok(await ask(approveGradeSubmission.path, { id: graded.testClassId }, gd)).grade_submission_status).toBe(3);
    expect((await classState(db(), graded.testClassId)).status).toBe(3);
    const rows = await auditOf('gradeSubmission', graded.testClassId);
    expect(rows).toEqual([expect.objectContaining({ fromStatus: '1', toStatus: '3', actorUserId: gd.userId, actorRole: 4 })]);
    // Out of order: approved already.
    expect(refusal(await ask(approveGradeSubmission.path, { id: graded.testClassId }, gd))).toContain('不能变更为');
  });

  it('the provincial reviewer rejects 1 → 2 with a reason the institution reads; the institution resubmits 2 → 1', async () => {
    const graded = await gradedClass(db(), now());
    expect(refusal(await ask(rejectGradeSubmission.path, { id: graded.testClassId, reason: '  ' }, gd))).toBe(M.reasonRequired);
    expect(refusal(await ask(rejectGradeSubmission.path, { id: graded.testClassId, reason: '长'.repeat(101) }, gd))).toBe(M.reasonTooLong);
    expect(refusal(await ask(rejectGradeSubmission.path, { id: graded.testClassId, reason: '越权驳回' }, bj))).toBe(MESSAGES.forbidden);
    // The national administrator rejects only from 3.
    expect(refusal(await ask(rejectGradeSubmission.path, { id: graded.testClassId, reason: '未到中羽协' }, national))).toBe(MESSAGES.forbidden);
    ok(await ask(rejectGradeSubmission.path, { id: graded.testClassId, reason: '第二组发球成绩与录像不符，请核对' }, gd));
    expect(await classState(db(), graded.testClassId)).toMatchObject({ status: 2, msg: '第二组发球成绩与录像不符，请核对' });
    const [message] = await db().select().from(stationMessages).where(eq(stationMessages.userId, graded.institutionUserId));
    expect(message).toMatchObject({ messageTitle: M.rejectTitle });
    expect(message!.messageContent).toContain('第二组发球成绩与录像不符');
    const rows = await auditOf('gradeSubmission', graded.testClassId);
    expect(rows).toEqual([expect.objectContaining({ fromStatus: '1', toStatus: '2', reason: '第二组发球成绩与录像不符，请核对' })]);
    // Rejected: neither approve nor publish.
    expect(refusal(await ask(approveGradeSubmission.path, { id: graded.testClassId }, gd))).toContain('不能变更为');
    expect(refusal(await ask(publishGradeSubmission.path, { id: graded.testClassId }, national))).toBe(M.notApproved);
  });

  it('the national administrator rejects 3 → 2; the provincial reviewer cannot', async () => {
    const graded = await gradedClass(db(), now(), { status: GradeSubmissionStatus.Approved });
    expect(refusal(await ask(rejectGradeSubmission.path, { id: graded.testClassId, reason: '复核不通过' }, gd))).toBe(MESSAGES.forbidden);
    ok(await ask(rejectGradeSubmission.path, { id: graded.testClassId, reason: '监督表缺少主考评员签名' }, national));
    expect(await classState(db(), graded.testClassId)).toMatchObject({ status: 2, msg: '监督表缺少主考评员签名' });
  });

  it('refuses publication out of order and by the provincial reviewer (role)', async () => {
    const graded = await gradedClass(db(), now());
    expect(refusal(await ask(publishGradeSubmission.path, { id: graded.testClassId }, national))).toBe(M.notApproved);
    const approved = await gradedClass(db(), now(), { status: GradeSubmissionStatus.Approved });
    expect(refusal(await ask(publishGradeSubmission.path, { id: approved.testClassId }, gd))).toBe(MESSAGES.forbidden);
    expect((await classState(db(), approved.testClassId)).status).toBe(3);
  });

  it('two racing decisions on one submission: one wins, the other is refused', async () => {
    const graded = await gradedClass(db(), now());
    const [x, y] = await Promise.all([
      ask(approveGradeSubmission.path, { id: graded.testClassId }, gd),
      ask(rejectGradeSubmission.path, { id: graded.testClassId, reason: '同时驳回' }, gd),
    ]);
    expect([x, y].filter((answer) => answer.result?.isSuccess)).toHaveLength(1);
    expect((await auditOf('gradeSubmission', graded.testClassId)).length).toBe(1);
  });
});

describe('publication', () => {
  let graded: GradedClass;
  let numbers: string[] = [];

  it('publishes in one transaction: scores visible, test records, certificates, messages, audit', async () => {
    graded = await gradedClass(db(), now(), { status: GradeSubmissionStatus.Approved, scores: [[80, 75, 70, 65], [59, 70, 70, 70], [90, 90, 90, 90]] });
    const [passer, failer] = graded.entries;
    // Before: the athlete sees no result and cannot open the scores.
    const before = ok(await ask(getTestOrderRecords.path, { page: 1, limit: 10 }, { userId: passer!.athleteUserId, userToken: passer!.athleteToken }));
    expect((before.items as Array<Record<string, unknown>>)[0]!.score_qualified_judgment).toBeNull();
    expect(refusal(await ask(getTestScores.path, { id: passer!.applicationId, testClassId: graded.testClassId }, { userId: passer!.athleteUserId, userToken: passer!.athleteToken }))).toBe(
      SCORES_APPEALS_MESSAGES.scoresNotPublished,
    );

    const answer = ok(await ask(publishGradeSubmission.path, { id: graded.testClassId }, national));
    expect(answer).toMatchObject({ grade_submission_status: 4, certificates: 2, athletes: 3 });
    expect(await classState(db(), graded.testClassId)).toMatchObject({ status: 4, publishedAt: now() });

    const records = await db().select().from(testRecords).where(eq(testRecords.testClassId, graded.testClassId));
    expect(records.map((r) => r.scoreJudgment).sort()).toEqual([1, 1, 2]);
    const issued = await db().select().from(certificates).where(inArray(certificates.userId, graded.entries.map((e) => e.athleteUserId)));
    expect(issued).toHaveLength(2);
    expect(issued.every((c) => c.published && c.grade === 4 && !c.isEvent)).toBe(true);
    expect(issued.map((c) => c.userId).sort()).toEqual([passer!.athleteUserId, graded.entries[2]!.athleteUserId].sort());
    numbers = issued.map((c) => c.certificateNumber);
    for (const c of issued) {
      expect(c.certificateNumber).toMatch(/^ZY202604\d{6}$/);
      expect(c.certificateNumbering).toMatch(/^LS2026\d{8}$/);
      expect(c.certificateUrl).toBe(`/wwwroot/certificate/${c.certificateNumber}.png`);
    }

    // The athletes see their scores and may appeal (7-day window from now).
    const mine = { userId: failer!.athleteUserId, userToken: failer!.athleteToken };
    const scores = ok(await ask(getTestScores.path, { id: failer!.applicationId, testClassId: graded.testClassId }, mine));
    expect(scores).toMatchObject({ score_qualified_judgment: 2, canAppeal: true });
    const list = ok(await ask(getTestOrderRecords.path, { page: 1, limit: 10 }, mine));
    expect((list.items as Array<Record<string, unknown>>)[0]!.score_qualified_judgment).toBe(2);

    // Messages: the fan-out jobs were enqueued in the transaction; they deliver once run.
    const queued = await db().select().from(jobs).where(eq(jobs.kind, 'messages.fan-out'));
    expect(queued.length).toBeGreaterThanOrEqual(2);
    await t.app.jobs.runDue();
    const inbox = await db().select().from(stationMessages).where(inArray(stationMessages.userId, graded.entries.map((e) => e.athleteUserId)));
    expect(inbox).toHaveLength(3);
    expect(inbox.every((m) => m.messageTitle === M.publishTitle)).toBe(true);
    expect(inbox.find((m) => m.userId === failer!.athleteUserId)!.messageContent).toContain('不合格');
    expect(inbox.find((m) => m.userId === passer!.athleteUserId)!.messageContent).toContain('电子证书已发放');

    // The audit: the status change and the certificates issued, and the chain holds.
    const rows = await auditOf('gradeSubmission', graded.testClassId);
    expect(rows.map((r) => [r.fromStatus, r.toStatus, r.action])).toEqual([
      ['3', '4', null],
      ['', '', '发布成绩并发放证书'],
    ]);
    expect((rows[1]!.after as { certificates: string[] }).certificates.sort()).toEqual([...numbers].sort());
    expect((await verifyAuditChain(db())).intact).toBe(true);
  });

  it('a second publication is refused and issues nothing', async () => {
    expect(refusal(await ask(publishGradeSubmission.path, { id: graded.testClassId }, national))).toBe(M.alreadyPublished);
    const issued = await db().select().from(certificates).where(inArray(certificates.userId, graded.entries.map((e) => e.athleteUserId)));
    expect(issued).toHaveLength(2);
  });

  it('the public certificate query finds a published certificate by name and number', async () => {
    const [cert] = await db().select().from(certificates).where(eq(certificates.certificateNumber, numbers[0]!));
    const [profile] = await db().select().from(personProfiles).where(eq(personProfiles.userId, cert!.userId));
    const answer = ok(await call(t.app, openQuery.path, { name: profile!.name, certificate_numbering: cert!.certificateNumbering }, { ts: Math.floor(nowMs / 1000) }));
    expect(answer.hasCert).toBe(true);
    expect((answer.certificateList as Array<{ certificate_grade: string }>)[0]!.certificate_grade).toBe('四级');
  });

  it('the batch certificate application reads the same publication time (open after 7 days)', async () => {
    const inst = { userId: graded.institutionUserId, userToken: await startSession(db(), graded.institutionUserId, now()) };
    await institutionWithStatus(db(), graded.institutionUserId, 3);
    const early = ok(await ask(checkBatchCertificates.path, { test_class_id: graded.testClassId }, inst));
    expect(early).toMatchObject({ isMoreServenDays: false, isAllowApply: false });
    nowMs += 8 * DAY;
    // Eight days on, the staff sign in again (a session lapses after 2 idle hours).
    for (const who of [gd, bj, national]) who.userToken = await startSession(db(), who.userId, now());
    const late = ok(await ask(checkBatchCertificates.path, { test_class_id: graded.testClassId }, { ...inst, userToken: await startSession(db(), graded.institutionUserId, now()) }));
    expect(late).toMatchObject({ isMoreServenDays: true, totalCount: 2 });
    // ... and the appeal window has closed for the athletes.
    const failer = graded.entries[1]!;
    const token = await startSession(db(), failer.athleteUserId, now());
    expect(refusal(await ask(createAppeal.path, { appeal_source_id: failer.applicationId, appeal_status: 0, appeal_content: '太晚了' }, { userId: failer.athleteUserId, userToken: token }))).toBe(
      SCORES_APPEALS_MESSAGES.appealWindowClosed,
    );
  });

  it('issues every certificate once, with unique numbers, when two publications race (same and different classes)', async () => {
    const one = await gradedClass(db(), now(), { status: GradeSubmissionStatus.Approved, scores: [[70, 70, 70, 70], [80, 80, 80, 80]] });
    const two = await gradedClass(db(), now(), { status: GradeSubmissionStatus.Approved, scores: [[61, 61, 61, 61], [99, 99, 99, 99]] });
    const answers = await Promise.all([
      ask(publishGradeSubmission.path, { id: one.testClassId }, national),
      ask(publishGradeSubmission.path, { id: one.testClassId }, national),
      ask(publishGradeSubmission.path, { id: two.testClassId }, national),
    ]);
    expect(answers.filter((a) => a.result?.isSuccess)).toHaveLength(2);
    expect(answers.map((a) => a.result?.errorMsg).filter(Boolean)).toEqual([M.alreadyPublished]);
    const all = await db().select().from(certificates);
    const forOne = all.filter((c) => one.entries.some((e) => e.athleteUserId === c.userId));
    expect(forOne).toHaveLength(2);
    expect(new Set(all.map((c) => c.certificateNumber)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.certificateNumbering)).size).toBe(all.length);
    expect((await auditOf('gradeSubmission', one.testClassId)).filter((r) => r.toStatus === '4')).toHaveLength(1);
  });

  it('refuses to publish a class with an incomplete score', async () => {
    const graded2 = await gradedClass(db(), now(), { status: GradeSubmissionStatus.Approved });
    await db().delete(testScoreItems).where(and(eq(testScoreItems.applicationId, graded2.entries[0]!.applicationId), eq(testScoreItems.sort, 4)));
    await db().update(testApplications).set({ scoreJudgment: 0 }).where(eq(testApplications.id, graded2.entries[0]!.applicationId));
    expect(refusal(await ask(publishGradeSubmission.path, { id: graded2.testClassId }, national))).toBe(M.incomplete);
    expect((await classState(db(), graded2.testClassId)).status).toBe(3);
  });

  it('the institution’s resubmission after a rejection goes back to the queue (2 → 1)', async () => {
    const graded3 = await gradedClass(db(), now());
    ok(await ask(rejectGradeSubmission.path, { id: graded3.testClassId, reason: '请补录' }, gd));
    await institutionWithStatus(db(), graded3.institutionUserId, 3);
    const token = await startSession(db(), graded3.institutionUserId, now());
    ok(await ask(submitGrades.path, { test_class_id: graded3.testClassId }, { userId: graded3.institutionUserId, userToken: token }));
    expect((await classState(db(), graded3.testClassId)).status).toBe(1);
    expect(ok(await ask(approveGradeSubmission.path, { id: graded3.testClassId }, gd)).grade_submission_status).toBe(3);
  });
});

describe('second appeals', () => {
  async function publishedWithAppeal(scores: ReadonlyArray<readonly number[]>, status: AppealStatusCode = AppealStatus.SecondSubmitted) {
    const graded = await gradedClass(db(), now(), { status: GradeSubmissionStatus.Approved, scores });
    ok(await ask(publishGradeSubmission.path, { id: graded.testClassId }, national));
    const appealId = await secondAppealOn(db(), graded, now(), status);
    return { graded, appealId };
  }

  it('lists second appeals with counts and filters; the detail shows the first round and the scores', async () => {
    const { graded, appealId } = await publishedWithAppeal([[59, 70, 70, 70]]);
    const list = ok(await ask(getAdminAppealList.path, { page: 1, limit: 50, keyword: graded.title }, national));
    expect((list.items as Array<{ id: number }>).map((i) => i.id)).toEqual([appealId]);
    expect((list.counts as Array<{ status: number; count: number }>).find((c) => c.status === 4)!.count).toBe(1);
    expect(ok(await ask(getAdminAppealList.path, { page: 1, keyword: graded.title, status: 7 }, national)).totalCount).toBe(0);
    expect(ok(await ask(getAdminAppealList.path, { page: 1, keyword: graded.title, province_id: 110000 }, national)).totalCount).toBe(0);
    const detail = ok(await ask(getAdminAppeal.path, { id: appealId }, national));
    expect(detail).toMatchObject({ first_content: '发球成绩计分有误', second_content: '请中羽协复核录像', appeal_reply: '经核对录像，成绩无误', edit_status: 2, appeal_status: 4, can_decide: true, certificate_number: null });
    expect((detail.scores as Array<{ score: number }>).map((s) => s.score)).toEqual([59, 70, 70, 70]);
    // A first appeal is not the association's.
    const other = await gradedClass(db(), now(), { status: GradeSubmissionStatus.Published });
    const firstId = await secondAppealOn(db(), other, now(), AppealStatus.Submitted);
    expect(refusal(await ask(getAdminAppeal.path, { id: firstId }, national))).toBe(M.appealNotFound);
    expect(refusal(await ask(decideAdminAppeal.path, { id: firstId, decision: 'keep', manager_reply: '越级' }, national))).toBe(M.appealNotFound);
  });

  it('accepts 4 → 5 and keeps the score → 7 with the reply the athlete reads', async () => {
    const { graded, appealId } = await publishedWithAppeal([[59, 70, 70, 70]]);
    ok(await ask(acceptAdminAppeal.path, { id: appealId }, national));
    expect(refusal(await ask(acceptAdminAppeal.path, { id: appealId }, national))).toBe(M.appealClosed);
    expect(refusal(await ask(decideAdminAppeal.path, { id: appealId, decision: 'keep', manager_reply: '' }, national))).toBe(M.replyRequired);
    const answer = ok(await ask(decideAdminAppeal.path, { id: appealId, decision: 'keep', manager_reply: '经复核录像，维持原成绩。' }, national));
    expect(answer).toMatchObject({ appeal_status: 7, score_qualified_judgment: 2, certificate_number: null });
    const athlete = { userId: graded.entries[0]!.athleteUserId, userToken: graded.entries[0]!.athleteToken };
    const mine = ok(await ask(getAppealList.path, { page: 1, limit: 10 }, athlete));
    expect((mine.items as Array<Record<string, unknown>>)[0]).toMatchObject({ appeal_status: 7, manager_reply: '经复核录像，维持原成绩。' });
    const messages = ok(await ask(getStationNewsList.path, { page: 1, limit: 10, status: 0 }, athlete));
    expect((messages.items as Array<{ message_title: string }>).some((m) => m.message_title === M.appealTitle)).toBe(true);
    expect((await auditOf('appeal', appealId)).map((r) => [r.fromStatus, r.toStatus])).toEqual([
      ['4', '5'],
      ['5', '7'],
    ]);
    // Decided: a second decision is refused.
    expect(refusal(await ask(decideAdminAppeal.path, { id: appealId, decision: 'keep', manager_reply: '再次' }, national))).toBe(M.appealClosed);
  });

  it('changes the scores → 6; a fail turned into a pass on a published class gets its certificate and the public query finds it', async () => {
    const { graded, appealId } = await publishedWithAppeal([[59, 70, 70, 70]]);
    const detail = ok(await ask(getAdminAppeal.path, { id: appealId }, national));
    const items = detail.scores as Array<{ test_subject_id: number; score: number }>;
    const unchanged = items.map((s) => ({ test_subject_id: s.test_subject_id, score: s.score }));
    expect(refusal(await ask(decideAdminAppeal.path, { id: appealId, decision: 'change', manager_reply: '改', score_subject: unchanged }, national))).toBe(M.scoresUnchanged);
    expect(refusal(await ask(decideAdminAppeal.path, { id: appealId, decision: 'change', manager_reply: '改' }, national))).toBe(M.scoresRequired);
    expect(refusal(await ask(decideAdminAppeal.path, { id: appealId, decision: 'change', manager_reply: '改', score_subject: [{ test_subject_id: items[0]!.test_subject_id, score: 100.5 }] }, national))).toBe(M.scoreInvalid);
    const answer = ok(
      await ask(decideAdminAppeal.path, { id: appealId, decision: 'change', manager_reply: '经复核录像，步法移动成绩更正为62分。', score_subject: [{ test_subject_id: items[0]!.test_subject_id, score: 62 }] }, national),
    );
    expect(answer).toMatchObject({ appeal_status: 6, score_qualified_judgment: 1 });
    expect(answer.certificate_number).toMatch(/^ZY2026\d{8}$/);
    const entry = graded.entries[0]!;
    const [application] = await db().select().from(testApplications).where(eq(testApplications.id, entry.applicationId));
    expect(application!.scoreJudgment).toBe(1);
    const [record] = await db().select().from(testRecords).where(eq(testRecords.testClassId, graded.testClassId));
    expect(record!.scoreJudgment).toBe(1);
    const [cert] = await db().select().from(certificates).where(eq(certificates.userId, entry.athleteUserId));
    expect(cert).toMatchObject({ published: true, testRecordId: record!.id, certificateNumber: answer.certificate_number });
    const [profile] = await db().select().from(personProfiles).where(eq(personProfiles.userId, entry.athleteUserId));
    const query = ok(await call(t.app, openQuery.path, { name: profile!.name, certificate_numbering: cert!.certificateNumbering }, { ts: Math.floor(nowMs / 1000) }));
    expect(query.hasCert).toBe(true);
    const athlete = { userId: entry.athleteUserId, userToken: entry.athleteToken };
    const scores = ok(await ask(getTestScores.path, { id: entry.applicationId, testClassId: graded.testClassId }, athlete));
    expect((scores.items as Array<{ score: number }>)[0]!.score).toBe(62);
    expect(scores.score_qualified_judgment).toBe(1);
    const audit = await auditOf('appeal', appealId);
    expect(audit.map((r) => r.action ?? `${r.fromStatus}→${r.toStatus}`)).toEqual(['4→6', '二次申诉修改成绩']);
  });

  it('never turns a pass into a fail; refuses other roles and closed appeals', async () => {
    const { appealId } = await publishedWithAppeal([[61, 70, 70, 70]]);
    const detail = ok(await ask(getAdminAppeal.path, { id: appealId }, national));
    const first = (detail.scores as Array<{ test_subject_id: number }>)[0]!.test_subject_id;
    expect(refusal(await ask(decideAdminAppeal.path, { id: appealId, decision: 'change', manager_reply: '降分', score_subject: [{ test_subject_id: first, score: 50 }] }, national))).toBe(M.noWorsening);
    expect(refusal(await ask(decideAdminAppeal.path, { id: appealId, decision: 'keep', manager_reply: '维持' }, gd))).toBe(MESSAGES.forbidden);
    const closed = await publishedWithAppeal([[50, 50, 50, 50]], AppealStatus.Exhausted);
    expect(refusal(await ask(decideAdminAppeal.path, { id: closed.appealId, decision: 'keep', manager_reply: '维持' }, national))).toBe(M.appealClosed);
    // Two decisions at once: one wins.
    const race = await publishedWithAppeal([[50, 50, 50, 50]]);
    const answers = await Promise.all([
      ask(decideAdminAppeal.path, { id: race.appealId, decision: 'keep', manager_reply: '甲' }, national),
      ask(decideAdminAppeal.path, { id: race.appealId, decision: 'keep', manager_reply: '乙' }, national),
    ]);
    expect(answers.filter((a) => a.result?.isSuccess)).toHaveLength(1);
  });
});
