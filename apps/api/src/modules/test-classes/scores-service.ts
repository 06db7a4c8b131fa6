import {
  GRADE_SUBMISSION_LABELS,
  GradeSubmissionStatus,
  gradeLabel,
  INSTITUTION_ENTRY_MESSAGES as EM,
  INSTITUTION_SCORE_MESSAGES as M,
  isScoreEntryOpen,
  isSubjectScore,
  SCORE_SHEET_COLUMNS,
  SCORE_SHEET_TEMPLATE_NAME,
  SCORE_SUBJECTS,
  SHEET_LIMITS,
  TestClassStatus,
} from '@badminton/contracts';
import { normalizeIdNumber, validateChineseName } from '@badminton/validation';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { personProfiles, testApplications, testClasses, testClassVideos, testScoreItems } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { toWireDateTime } from '../../lib/wire-time';
import { whereInstitution } from '../../registry/scope';
import type { Caller } from '../../registry/types';
import type { UploadedFiles } from '../../uploads/receive';
import { gradeSubmissionWorkflow } from '../../workflows/grade-submission';
import { actorOf, commitTransition, recordStore } from '../../workflows/transition';
import { judgeScores } from '../appeals/pass-rule';
import { QUALIFICATION_ACTION_MESSAGE, requireQualified } from '../institutions/qualification-gate';
import { approvedClass, type RowError } from './institution-entries-service';
import { readSheet, writeSheet } from './sheets';

/**
 * The institution's score entry, grade submission and video recording (req:
 * institution.md#score-entry-and-grade-submission, #video-recording; decision 0062). Every function takes the
 * signed-in institution and reaches only its own classes (another institution's answers 该测试班不存在 /
 * 该报名记录不存在), behind the qualification gate.
 */

export interface InstitutionScoreDeps {
  db: Database;
  clock: Clock;
}

/** The grade submission's records: the class's `grade_submission_status`. */
export const gradeSubmissionRecords = recordStore(testClasses, testClasses.id, testClasses.gradeSubmissionStatus);

type Subjects = [number | null, number | null, number | null, number | null];
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Entries that take the test: a live place (active), not on leave nor given up. */
function testedFilter(testClassId: number) {
  return and(eq(testApplications.testClassId, testClassId), eq(testApplications.active, 1), eq(testApplications.leaveStatus, 0));
}

/** The class, finally approved and the caller's own, open for score entry (arrangement in, not submitted). */
async function openClass(db: Database, caller: Caller, id: number) {
  const testClass = await approvedClass(db, caller, id);
  if (!isScoreEntryOpen(testClass.gradeSubmissionStatus)) throw new BusinessError(M.closed);
  const [first] = await db
    .select({ group: testApplications.arrangeGroup })
    .from(testApplications)
    .where(testedFilter(testClass.id))
    .orderBy(asc(testApplications.grade), asc(testApplications.createdAt), asc(testApplications.id))
    .limit(1);
  if (!first?.group) throw new BusinessError(M.notArranged);
  return testClass;
}

/**
 * Writes one entry's subjects (a null clears the subject) and its judgment by the pass rule: judged only when all
 * four subjects are in, else 0 (not judged).
 */
async function writeScores(tx: Tx, applicationId: number, subjects: Subjects) {
  for (const [i, score] of subjects.entries()) {
    const sort = i + 1;
    if (score === null) {
      await tx.delete(testScoreItems).where(and(eq(testScoreItems.applicationId, applicationId), eq(testScoreItems.sort, sort)));
      continue;
    }
    await tx
      .insert(testScoreItems)
      .values({ applicationId, sort, subject: SCORE_SUBJECTS[i], score: score.toFixed(1) })
      .onConflictDoUpdate({ target: [testScoreItems.applicationId, testScoreItems.sort], set: { score: score.toFixed(1), subject: SCORE_SUBJECTS[i] } });
  }
  const complete = subjects.every((score) => score !== null);
  await tx
    .update(testApplications)
    .set({ scoreJudgment: complete ? judgeScores(subjects as number[]) : 0 })
    .where(eq(testApplications.id, applicationId));
}

/**
 * Holds the class open for the write: re-checks, inside the transaction, that the submission is still 0 or 2 (the
 * row is locked by the UPDATE until the end, so a submission racing this write waits or is refused).
 */
async function holdOpen(tx: Tx, testClassId: number) {
  const held = await tx
    .update(testClasses)
    .set({ gradeSubmissionStatus: testClasses.gradeSubmissionStatus })
    .where(and(eq(testClasses.id, testClassId), inArray(testClasses.gradeSubmissionStatus, [GradeSubmissionStatus.Unsubmitted, GradeSubmissionStatus.Rejected])))
    .returning({ id: testClasses.id });
  if (held.length !== 1) throw new BusinessError(M.closed);
}

/** `TestMechanism/SaveEntryScores`: one page of entries (at most 10), all saved or none. */
export async function saveEntryScores(
  { db }: InstitutionScoreDeps,
  caller: Caller,
  input: { test_class_id: number; items: Array<{ application_id: number; subject_1: number | null; subject_2: number | null; subject_3: number | null; subject_4: number | null }> },
) {
  const testClass = await openClass(db, caller, input.test_class_id);
  const ids = input.items.map((item) => item.application_id);
  if (new Set(ids).size !== ids.length) throw new BusinessError(M.duplicate);
  const entries = await db
    .select({ id: testApplications.id, active: testApplications.active, leaveStatus: testApplications.leaveStatus })
    .from(testApplications)
    .where(and(eq(testApplications.testClassId, testClass.id), inArray(testApplications.id, ids)));
  for (const id of ids) {
    const entry = entries.find((e) => e.id === id);
    if (!entry) throw new BusinessError(M.entryNotFound);
    if (entry.active !== 1 || entry.leaveStatus !== 0) throw new BusinessError(M.notTested);
  }
  for (const item of input.items) {
    for (const score of [item.subject_1, item.subject_2, item.subject_3, item.subject_4]) {
      if (score !== null && !isSubjectScore(score)) throw new BusinessError(M.scoreInvalid);
    }
  }
  await db.transaction(async (tx) => {
    await holdOpen(tx, testClass.id);
    for (const item of input.items) {
      await writeScores(tx, item.application_id, [item.subject_1, item.subject_2, item.subject_3, item.subject_4]);
    }
  });
  return { items: input.items.length };
}

async function testedRows(db: Database | Tx, testClassId: number) {
  const rows = await db
    .select({
      id: testApplications.id,
      grade: testApplications.grade,
      name: personProfiles.name,
      number: personProfiles.certificatesNumber,
    })
    .from(testApplications)
    .innerJoin(personProfiles, eq(personProfiles.userId, testApplications.athleteUserId))
    .where(testedFilter(testClassId))
    .orderBy(asc(testApplications.grade), asc(testApplications.createdAt), asc(testApplications.id));
  const ids = rows.map((row) => row.id);
  const scores = ids.length ? await db.select().from(testScoreItems).where(inArray(testScoreItems.applicationId, ids)) : [];
  return rows.map((row) => ({
    ...row,
    subjects: [1, 2, 3, 4].map((sort) => {
      const item = scores.find((score) => score.applicationId === row.id && score.sort === sort);
      return item ? Number(item.score) : null;
    }),
  }));
}

/** `TestMechanism/DownloadScoreTemplate`: the score sheet, filled with the class's tested entries and their scores so far. */
export async function downloadScoreTemplate({ db }: InstitutionScoreDeps, caller: Caller, input: { test_class_id: number }) {
  const testClass = await approvedClass(db, caller, input.test_class_id);
  const rows = await testedRows(db, testClass.id);
  const filePath = await writeSheet(
    '成绩录入',
    SCORE_SHEET_COLUMNS,
    rows.map((row) => [row.name, row.number, gradeLabel(row.grade), ...row.subjects.map((score) => (score === null ? '' : score))]),
  );
  return { filePath, fileName: `${testClass.title}-${SCORE_SHEET_TEMPLATE_NAME}` };
}

const GRADE_BY_LABEL = new Map(Array.from({ length: 16 }, (_, i) => [gradeLabel(i + 1), i + 1] as const));

/**
 * `TestMechanism/ImportScoreSheet`: every row checked (name, the tested entry by document number and grade, each
 * subject 0–100 with one decimal or blank); only when no row has an error are all rows written in ONE transaction.
 */
export async function importScoreSheet({ db }: InstitutionScoreDeps, caller: Caller, input: { test_class_id: number }, files: UploadedFiles) {
  const testClass = await openClass(db, caller, input.test_class_id);
  const file = files.file?.[0];
  if (!file) throw new BusinessError(EM.noFile);
  if (file.kind !== 'xlsx') throw new BusinessError(EM.fileType);
  const rows = await readSheet(file.content, SCORE_SHEET_COLUMNS, EM, SHEET_LIMITS.maxRows);
  const tested = await testedRows(db, testClass.id);
  const byKey = new Map(tested.map((entry) => [`${entry.number}:${entry.grade}`, entry]));
  const errors: RowError[] = [];
  const found: Array<{ id: number; subjects: Subjects }> = [];
  const seen = new Set<string>();
  for (const { row, cells } of rows) {
    const [name, idText, gradeText, ...scoreTexts] = cells;
    const fail = (errorMsg: string) => errors.push({ row, name_zh: name, errorMsg });
    const nameProblem = validateChineseName(name);
    if (nameProblem) {
      fail(nameProblem);
      continue;
    }
    const grade = GRADE_BY_LABEL.get(gradeText) ?? (/^\d{1,2}$/.test(gradeText) ? Number(gradeText) : null);
    if (grade === null || grade < 1 || grade > 16) {
      fail(EM.row.grade);
      continue;
    }
    const key = `${normalizeIdNumber(idText)}:${grade}`;
    if (seen.has(key)) {
      fail(EM.row.duplicate);
      continue;
    }
    seen.add(key);
    const entry = byKey.get(key);
    if (!entry) {
      fail(EM.row.notEntered);
      continue;
    }
    const subjects: Array<number | null> = [];
    const bad = scoreTexts.findIndex((text) => {
      if (text === '') {
        subjects.push(null);
        return false;
      }
      const score = /^\d{1,3}(\.\d)?$/.test(text) ? Number(text) : Number.NaN;
      subjects.push(score);
      return !isSubjectScore(score);
    });
    if (bad >= 0) {
      fail(M.row.score(SCORE_SUBJECTS[bad]));
      continue;
    }
    found.push({ id: entry.id, subjects: subjects as Subjects });
  }
  if (errors.length) return { isSuccess: false, errorMsg: EM.rowErrors, items: 0, data: { errorList: errors } };
  await db.transaction(async (tx) => {
    await holdOpen(tx, testClass.id);
    for (const f of found) await writeScores(tx, f.id, f.subjects);
  });
  return { isSuccess: true, errorMsg: '', items: found.length, data: { errorList: [] } };
}

/**
 * `TestMechanism/SubmitGrades`: when every tested entry has its four subjects, 0→1 or 2→1 through the grade submission
 * workflow (compare-and-set, audit row). Of two racing submissions one wins, the other answers 成绩已提交，请勿重复提交.
 */
export async function submitGrades({ db, clock }: InstitutionScoreDeps, caller: Caller, input: { test_class_id: number }) {
  const testClass = await approvedClass(db, caller, input.test_class_id);
  if (!isScoreEntryOpen(testClass.gradeSubmissionStatus)) throw new BusinessError(M.alreadySubmitted);
  const from = testClass.gradeSubmissionStatus as 0 | 2;
  await db.transaction(async (tx) => {
    // The class row locked first: a score save (which takes the same row) cannot change the scores between this check
    // and the move; a racing submission waits here, then finds the status moved.
    await tx.select({ id: testClasses.id }).from(testClasses).where(eq(testClasses.id, testClass.id)).for('update');
    const tested = await testedRows(tx, testClass.id);
    if (tested.length === 0) throw new BusinessError(M.noEntries);
    if (tested.some((entry) => entry.subjects.some((score) => score === null))) throw new BusinessError(M.incomplete);
    try {
      await commitTransition(tx, gradeSubmissionWorkflow, gradeSubmissionRecords, testClass.id, from, GradeSubmissionStatus.Submitted, {
        actor: actorOf(caller),
        at: clock.now(),
        reason: from === GradeSubmissionStatus.Rejected ? '机构修改后重新提交成绩' : '机构提交成绩',
      });
    } catch (error) {
      // Moved meanwhile (a second submission won): the caller's answer is the plain refusal.
      if (error instanceof BusinessError) throw new BusinessError(M.alreadySubmitted);
      throw error;
    }
  });
  return { grade_submission_status: GRADE_SUBMISSION_LABELS[GradeSubmissionStatus.Submitted] };
}

/**
 * The caller's own class for the videos: another institution's answers 该测试班不存在; saving asks for the final
 * approval (中羽协审核通过), else 您的审核还未通过,不能上传视频.
 */
async function ownClass(db: Database, caller: Caller, id: number) {
  await requireQualified(db, caller.userId, QUALIFICATION_ACTION_MESSAGE);
  const [row] = await db
    .select({ id: testClasses.id, status: testClasses.applicationStatus })
    .from(testClasses)
    .where(and(eq(testClasses.id, id), whereInstitution(caller, testClasses.institutionUserId)));
  if (!row) throw new BusinessError(EM.classNotFound);
  return row;
}

/** `TestMechanism/SaveClassVideo` (req: institution.md#video-recording). */
export async function saveClassVideo({ db, clock }: InstitutionScoreDeps, caller: Caller, input: { test_class_id: number; video_url: string }) {
  const testClass = await ownClass(db, caller, input.test_class_id);
  if (testClass.status !== TestClassStatus.Approved) throw new BusinessError(M.videoNotApproved);
  await db.insert(testClassVideos).values({ testClassId: testClass.id, videoUrl: input.video_url, savedBy: caller.userId, createdAt: clock.now() });
  return {};
}

/** `TestMechanism/GetClassVideos`: the class's saved addresses, newest first. */
export async function getClassVideos({ db }: InstitutionScoreDeps, caller: Caller, input: { test_class_id: number }) {
  const testClass = await ownClass(db, caller, input.test_class_id);
  const rows = await db
    .select()
    .from(testClassVideos)
    .where(eq(testClassVideos.testClassId, testClass.id))
    .orderBy(desc(testClassVideos.createdAt), desc(testClassVideos.id));
  return { items: rows.map((row) => ({ id: row.id, video_url: row.videoUrl, created_at: toWireDateTime(row.createdAt) })) };
}
