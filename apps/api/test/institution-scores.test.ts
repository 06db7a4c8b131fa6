import {
  downloadScoreTemplate,
  getClassVideos,
  getEntryList,
  importScoreSheet,
  INSTITUTION_ENTRY_MESSAGES as EM,
  INSTITUTION_SCORE_MESSAGES as M,
  Role,
  saveClassVideo,
  saveEntryScores,
  SCORE_SHEET_COLUMNS,
  submitGrades,
  TestClassStatus,
} from '@badminton/contracts';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personProfiles, statusAudit, testApplications, testClasses, testClassVideos, testScoreItems } from '../src/db/schema';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call, callForm, callOk } from './helpers/call';
import { classOf, qualifiedInstitution } from './helpers/institution-classes-fixture';

/**
 * Score entry, grade submission and video recording (issue 25 point 3, decision 0062): the gates (arrangement in,
 * submission open, ownership), each score rule and message, the judgment by the pass rule, the score sheet (all or
 * nothing, per-person errors), the submission through the workflow with its audit row and a racing second submit,
 * and the video gate.
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

let serial = 0;
/** A class of `owner` with `n` entries of grade 4 (document numbers S<class>-<i>), arranged unless told not. */
async function classWithEntries(owner: Who, n: number, options: { arranged?: boolean; status?: (typeof TestClassStatus)[keyof typeof TestClassStatus] } = {}) {
  const db = t.database.db;
  const classId = await classOf(db, owner.userId, { status: options.status ?? TestClassStatus.Approved });
  const ids: number[] = [];
  const names = ['王一', '王二', '王三', '王四', '王五', '王六', '王七', '王八', '王九', '王十', '李一', '李二'];
  for (let i = 0; i < n; i += 1) {
    serial += 1;
    const athlete = await signedInUser(db, Role.Athlete);
    await db.insert(personProfiles).values({
      userId: athlete.userId,
      name: names[i],
      englishName: '',
      sex: 1,
      certificatesType: 4,
      certificatesNumber: `S${classId}-${i}`,
      birthday: '2010-01-01',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const [entry] = await db
      .insert(testApplications)
      .values({
        athleteUserId: athlete.userId,
        testClassId: classId,
        grade: 4,
        coachStatus: 0,
        train: '',
        coach: '',
        coachPhone: '无',
        arrangeGroup: options.arranged === false ? null : '第一组',
        arrangeTime: options.arranged === false ? null : '09:00',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, serial)),
      })
      .returning({ id: testApplications.id });
    ids.push(entry.id);
  }
  return { classId, ids };
}

const row = (application_id: number, s: Array<number | null>) => ({ application_id, subject_1: s[0], subject_2: s[1], subject_3: s[2], subject_4: s[3] });

async function scoresOf(applicationId: number) {
  const items = await t.database.db.select().from(testScoreItems).where(eq(testScoreItems.applicationId, applicationId)).orderBy(asc(testScoreItems.sort));
  const [entry] = await t.database.db.select({ judgment: testApplications.scoreJudgment }).from(testApplications).where(eq(testApplications.id, applicationId));
  return { items: items.map((i) => [i.subject, Number(i.score)]), judgment: entry.judgment };
}

async function workbook(rows: (string | number)[][], header: readonly string[] = SCORE_SHEET_COLUMNS): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Sheet1');
  sheet.addRow([...header]);
  for (const r of rows) sheet.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

function upload(classId: number, content: Uint8Array, who: Who = me) {
  return callForm(t.app, importScoreSheet.path, { test_class_id: classId }, [{ name: 'file', content, filename: 'scores.xlsx' }], who);
}

describe('score entry', () => {
  it('saves a page, names the subjects, and judges each entry by the pass rule', async () => {
    const { classId, ids } = await classWithEntries(me, 3);
    await callOk(t.app, saveEntryScores.path, { test_class_id: classId, items: [row(ids[0], [80, 75.5, 60, 90]), row(ids[1], [80, 59.9, 60, 90]), row(ids[2], [70, null, null, null])] }, me);
    expect(await scoresOf(ids[0])).toEqual({ items: [['步法移动', 80], ['发球', 75.5], ['击球技术', 60], ['实战对抗', 90]], judgment: 1 });
    expect((await scoresOf(ids[1])).judgment).toBe(2);
    expect(await scoresOf(ids[2])).toEqual({ items: [['步法移动', 70]], judgment: 0 });
    const list = await callOk(t.app, getEntryList.path, { test_class_id: classId, type: 4 }, me);
    expect((list.items as Array<Record<string, unknown>>)[0]).toMatchObject({ subject_1: 80, subject_2: 75.5, subject_3: 60, subject_4: 90 });
    // A change re-judges; a null clears the subject.
    await callOk(t.app, saveEntryScores.path, { test_class_id: classId, items: [row(ids[0], [80, 75.5, 59, 90]), row(ids[2], [null, null, null, null])] }, me);
    expect((await scoresOf(ids[0])).judgment).toBe(2);
    expect(await scoresOf(ids[2])).toEqual({ items: [], judgment: 0 });
  });

  it('refuses a score out of range or with two decimals, and more than 10 rows, with Chinese messages', async () => {
    const { classId, ids } = await classWithEntries(me, 1);
    for (const bad of [100.5, -1, 60.25, 'abc']) {
      const answer = await call(t.app, saveEntryScores.path, { test_class_id: classId, items: [row(ids[0], [bad as number, 60, 60, 60])] }, me);
      expect(answer.result?.isSuccess).toBe(false);
      expect(JSON.stringify(answer)).toContain(M.scoreInvalid);
    }
    const eleven = Array.from({ length: 11 }, () => row(ids[0], [60, 60, 60, 60]));
    expect(JSON.stringify(await call(t.app, saveEntryScores.path, { test_class_id: classId, items: eleven }, me))).toContain(M.tooMany);
    expect((await call(t.app, saveEntryScores.path, { test_class_id: classId, items: [row(ids[0], [60, 60, 60, 60]), row(ids[0], [60, 60, 60, 60])] }, me)).result).toMatchObject({ errorMsg: M.duplicate });
    expect((await scoresOf(ids[0])).items).toEqual([]);
  });

  it('is closed before the arrangement is in', async () => {
    const { classId, ids } = await classWithEntries(me, 1, { arranged: false });
    const answer = await call(t.app, saveEntryScores.path, { test_class_id: classId, items: [row(ids[0], [60, 60, 60, 60])] }, me);
    expect(answer.result).toMatchObject({ isSuccess: false, errorMsg: M.notArranged });
  });

  it('refuses an entry on leave and an entry of another class', async () => {
    const { classId, ids } = await classWithEntries(me, 2);
    const elsewhere = await classWithEntries(me, 1);
    await t.database.db.update(testApplications).set({ leaveStatus: 1 }).where(eq(testApplications.id, ids[1]));
    expect((await call(t.app, saveEntryScores.path, { test_class_id: classId, items: [row(ids[1], [60, 60, 60, 60])] }, me)).result).toMatchObject({ errorMsg: M.notTested });
    expect((await call(t.app, saveEntryScores.path, { test_class_id: classId, items: [row(elsewhere.ids[0], [60, 60, 60, 60])] }, me)).result).toMatchObject({ errorMsg: M.entryNotFound });
  });

  it('another institution’s class answers as if absent, and nothing is written', async () => {
    const { classId, ids } = await classWithEntries(other, 1);
    const answer = await call(t.app, saveEntryScores.path, { test_class_id: classId, items: [row(ids[0], [60, 60, 60, 60])] }, me);
    expect(answer.result).toMatchObject({ isSuccess: false, errorMsg: EM.classNotFound });
    expect((await call(t.app, submitGrades.path, { test_class_id: classId }, me)).result).toMatchObject({ errorMsg: EM.classNotFound });
    expect((await call(t.app, downloadScoreTemplate.path, { test_class_id: classId }, me)).result).toMatchObject({ errorMsg: EM.classNotFound });
    expect((await upload(classId, await workbook([['王一', `S${classId}-0`, '四级', 60, 60, 60, 60]]))).result).toMatchObject({ errorMsg: EM.classNotFound });
    expect((await scoresOf(ids[0])).items).toEqual([]);
  });
});

describe('the score sheet', () => {
  it('the template lists the tested entries with the subject columns', async () => {
    const { classId, ids } = await classWithEntries(me, 2);
    await callOk(t.app, saveEntryScores.path, { test_class_id: classId, items: [row(ids[0], [61, 62, 63, 64.5])] }, me);
    const file = await callOk(t.app, downloadScoreTemplate.path, { test_class_id: classId }, me);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(String(file.filePath).split(',')[1], 'base64') as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, '姓名', '证件号码', '报考等级', '步法移动', '发球', '击球技术', '实战对抗']);
    expect(sheet.getRow(2).values).toEqual([undefined, '王一', `S${classId}-0`, '四级', 61, 62, 63, 64.5]);
    expect(sheet.getRow(3).values).toEqual([undefined, '王二', `S${classId}-1`, '四级', '', '', '', '']);
  });

  it('one bad row imports nothing and answers each person’s error', async () => {
    const { classId, ids } = await classWithEntries(me, 3);
    const sheet = await workbook([
      ['王一', `S${classId}-0`, '四级', 80, 80, 80, 80],
      ['王二', `S${classId}-1`, '四级', 80, 101, 80, 80],
      ['王三', `S${classId}-9`, '四级', 80, 80, 80, 80],
      ['王三', `S${classId}-2`, '五级', 80, 80, 80, 80],
    ]);
    const answer = (await upload(classId, sheet)).result as unknown as { isSuccess: boolean; errorMsg: string; data: { errorList: unknown[] } };
    expect(answer.isSuccess).toBe(false);
    expect(answer.errorMsg).toBe(EM.rowErrors);
    expect(answer.data.errorList).toEqual([
      { row: 3, name_zh: '王二', errorMsg: M.row.score('发球') },
      { row: 4, name_zh: '王三', errorMsg: EM.row.notEntered },
      { row: 5, name_zh: '王三', errorMsg: EM.row.notEntered },
    ]);
    for (const id of ids) expect((await scoresOf(id)).items).toEqual([]);
  });

  it('a clean sheet imports every row and judges them', async () => {
    const { classId, ids } = await classWithEntries(me, 2);
    const sheet = await workbook([
      ['王一', `S${classId}-0`, '四级', 80, 70.5, 60, 90],
      ['王二', `S${classId}-1`, '四级', 80, 50, 60, 90],
    ]);
    expect((await upload(classId, sheet)).result).toMatchObject({ isSuccess: true, items: 2 });
    expect(await scoresOf(ids[0])).toEqual({ items: [['步法移动', 80], ['发球', 70.5], ['击球技术', 60], ['实战对抗', 90]], judgment: 1 });
    expect((await scoresOf(ids[1])).judgment).toBe(2);
  });

  it('refuses a sheet whose columns are not the template’s', async () => {
    const { classId } = await classWithEntries(me, 1);
    const answer = await upload(classId, await workbook([['王一', `S${classId}-0`, '四级', 80]], ['姓名', '证件号码', '报考等级', '成绩']));
    expect(answer.result).toMatchObject({ isSuccess: false, errorMsg: EM.badHeader });
  });
});

describe('grade submission', () => {
  it('refuses while a tested entry lacks a score, then moves 0→1 with an audit row and closes score entry', async () => {
    const { classId, ids } = await classWithEntries(me, 2);
    await callOk(t.app, saveEntryScores.path, { test_class_id: classId, items: [row(ids[0], [80, 80, 80, 80]), row(ids[1], [80, 80, 80, null])] }, me);
    expect((await call(t.app, submitGrades.path, { test_class_id: classId }, me)).result).toMatchObject({ isSuccess: false, errorMsg: M.incomplete });
    await callOk(t.app, saveEntryScores.path, { test_class_id: classId, items: [row(ids[1], [80, 80, 80, 40])] }, me);
    expect(await callOk(t.app, submitGrades.path, { test_class_id: classId }, me)).toMatchObject({ grade_submission_status: '已提交，待审核' });
    const [klass] = await t.database.db.select({ status: testClasses.gradeSubmissionStatus }).from(testClasses).where(eq(testClasses.id, classId));
    expect(klass.status).toBe(1);
    const audit = await t.database.db.select().from(statusAudit).where(and(eq(statusAudit.workflow, 'gradeSubmission'), eq(statusAudit.recordId, classId)));
    expect(audit).toMatchObject([{ fromStatus: '0', toStatus: '1', actorUserId: me.userId, actorRole: Role.Institution }]);
    const list = await callOk(t.app, getEntryList.path, { test_class_id: classId, type: 4 }, me);
    expect(list.grade_submission_status).toBe('已提交，待审核');
    expect((await call(t.app, saveEntryScores.path, { test_class_id: classId, items: [row(ids[1], [80, 80, 80, 80])] }, me)).result).toMatchObject({ errorMsg: M.closed });
    expect((await upload(classId, await workbook([['王一', `S${classId}-0`, '四级', 60, 60, 60, 60]]))).result).toMatchObject({ errorMsg: M.closed });
    expect((await call(t.app, submitGrades.path, { test_class_id: classId }, me)).result).toMatchObject({ errorMsg: M.alreadySubmitted });
  });

  it('an entry on leave need not be scored; a class with none to test cannot submit', async () => {
    const { classId, ids } = await classWithEntries(me, 2);
    await t.database.db.update(testApplications).set({ leaveStatus: 1 }).where(eq(testApplications.id, ids[1]));
    await callOk(t.app, saveEntryScores.path, { test_class_id: classId, items: [row(ids[0], [80, 80, 80, 80])] }, me);
    await callOk(t.app, submitGrades.path, { test_class_id: classId }, me);
    const empty = await classOf(t.database.db, me.userId);
    expect((await call(t.app, submitGrades.path, { test_class_id: empty }, me)).result).toMatchObject({ errorMsg: M.noEntries });
  });

  it('a rejected submission is corrected and submitted again (2→1)', async () => {
    const { classId, ids } = await classWithEntries(me, 1);
    await t.database.db.update(testClasses).set({ gradeSubmissionStatus: 2, gradeSubmissionMsg: '成绩有误' }).where(eq(testClasses.id, classId));
    await callOk(t.app, saveEntryScores.path, { test_class_id: classId, items: [row(ids[0], [66, 66, 66, 66])] }, me);
    await callOk(t.app, submitGrades.path, { test_class_id: classId }, me);
    const audit = await t.database.db.select().from(statusAudit).where(and(eq(statusAudit.workflow, 'gradeSubmission'), eq(statusAudit.recordId, classId)));
    expect(audit).toMatchObject([{ fromStatus: '2', toStatus: '1' }]);
  });

  it('of two concurrent submissions exactly one wins; the other gets a clear refusal', async () => {
    const { classId, ids } = await classWithEntries(me, 1);
    await callOk(t.app, saveEntryScores.path, { test_class_id: classId, items: [row(ids[0], [66, 66, 66, 66])] }, me);
    const answers = await Promise.all([call(t.app, submitGrades.path, { test_class_id: classId }, me), call(t.app, submitGrades.path, { test_class_id: classId }, me)]);
    expect(answers.filter((a) => a.result?.isSuccess)).toHaveLength(1);
    expect(answers.find((a) => !a.result?.isSuccess)?.result).toMatchObject({ errorMsg: M.alreadySubmitted });
    const audit = await t.database.db.select().from(statusAudit).where(and(eq(statusAudit.workflow, 'gradeSubmission'), eq(statusAudit.recordId, classId)));
    expect(audit).toHaveLength(1);
  });
});

describe('video recording', () => {
  it('saves an https address on a finally approved class and lists it', async () => {
    const classId = await classOf(t.database.db, me.userId);
    await callOk(t.app, saveClassVideo.path, { test_class_id: classId, video_url: 'https://video.example.com/a.mp4' }, me);
    await callOk(t.app, saveClassVideo.path, { test_class_id: classId, video_url: '  https://video.example.com/b.mp4 ' }, me);
    const list = await callOk(t.app, getClassVideos.path, { test_class_id: classId }, me);
    expect((list.items as Array<{ video_url: string }>).map((i) => i.video_url)).toEqual(['https://video.example.com/b.mp4', 'https://video.example.com/a.mp4']);
  });

  it('the service refuses a class not finally approved', async () => {
    const classId = await classOf(t.database.db, me.userId, { status: TestClassStatus.ProvinceApproved });
    const answer = await call(t.app, saveClassVideo.path, { test_class_id: classId, video_url: 'https://video.example.com/a.mp4' }, me);
    expect(answer.result).toMatchObject({ isSuccess: false, errorMsg: M.videoNotApproved });
    expect(await t.database.db.select().from(testClassVideos).where(eq(testClassVideos.testClassId, classId))).toEqual([]);
  });

  it('asks for the address, refuses http and over-long ones, and another institution’s class', async () => {
    const classId = await classOf(t.database.db, me.userId);
    expect(JSON.stringify(await call(t.app, saveClassVideo.path, { test_class_id: classId, video_url: '' }, me))).toContain(M.videoRequired);
    expect(JSON.stringify(await call(t.app, saveClassVideo.path, { test_class_id: classId, video_url: '   ' }, me))).toContain(M.videoRequired);
    expect(JSON.stringify(await call(t.app, saveClassVideo.path, { test_class_id: classId, video_url: 'http://video.example.com/a.mp4' }, me))).toContain(M.videoInvalid);
    expect(JSON.stringify(await call(t.app, saveClassVideo.path, { test_class_id: classId, video_url: `https://v.example.com/${'a'.repeat(480)}` }, me))).toContain(M.videoInvalid);
    const theirs = await classOf(t.database.db, other.userId);
    expect((await call(t.app, saveClassVideo.path, { test_class_id: theirs, video_url: 'https://video.example.com/a.mp4' }, me)).result).toMatchObject({ errorMsg: EM.classNotFound });
    expect((await call(t.app, getClassVideos.path, { test_class_id: theirs }, me)).result).toMatchObject({ errorMsg: EM.classNotFound });
  });
});
