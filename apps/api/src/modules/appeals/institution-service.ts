import {
  APPEAL_REPLY_MAX,
  APPEAL_STATUS_LABELS,
  AppealStatus,
  GradeSubmissionStatus,
  type AppealStatusCode,
  gradeLabel,
  INSTITUTION_ORDERS_APPEALS_MESSAGES as M,
  type InstitutionAppealItem,
  SUBJECT_SCORE_MAX,
} from '@badminton/contracts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appealScoreChanges, appeals, personProfiles, testApplications, testClasses, testScoreItems } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDateTime } from '../../lib/wire-time';
import { whereInstitution } from '../../registry/scope';
import type { Caller } from '../../registry/types';
import { appealWorkflow } from '../../workflows/appeal';
import { actorOf, commitTransition } from '../../workflows/transition';
import { QUALIFICATION_GATE_MESSAGE, requireQualified } from '../institutions/qualification-gate';
import { issueCertificates, upsertTestRecords } from '../certificates/issue';
import { judgeAppealScores, judgeScores } from './pass-rule';
import { appealRecords } from './service';

/**
 * Complaint handling (req: appeals.md#complaint-handling; decision 0061): the appeals athletes filed on the caller's
 * classes. Every function asks the qualification gate first, and reaches only appeals on the caller's own classes: one
 * on another institution's class answers 该申诉记录不存在 like one that does not exist. The institution handles a first
 * appeal while it is open (status 0 or 1, `edit_status` 0): it changes scores (→ 2, edit 1) or rejects (→ 3, edit 2),
 * each through the appeal workflow's audited compare-and-set, so of two handlers at once one wins.
 */

export interface InstitutionAppealDeps {
  db: Database;
  clock: Clock;
}

function fail(message: string): never {
  throw new BusinessError(message);
}

/** A first appeal the institution may still handle. */
export function isOpenFirstAppeal(appeal: { appealStatus: number; editStatus: number }): boolean {
  return (appeal.appealStatus === AppealStatus.Submitted || appeal.appealStatus === AppealStatus.UnderReview) && appeal.editStatus === 0;
}

async function scoresOf(db: Database, applicationIds: readonly number[]) {
  const byApplication = new Map<number, Array<{ id: number; sort: number; subject: string; score: number }>>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .select({ id: testScoreItems.id, applicationId: testScoreItems.applicationId, sort: testScoreItems.sort, subject: testScoreItems.subject, score: testScoreItems.score })
    .from(testScoreItems)
    .where(inArray(testScoreItems.applicationId, [...applicationIds]))
    .orderBy(asc(testScoreItems.applicationId), asc(testScoreItems.sort));
  for (const row of rows) {
    const list = byApplication.get(row.applicationId) ?? [];
    list.push({ id: row.id, sort: row.sort, subject: row.subject, score: Number(row.score) });
    byApplication.set(row.applicationId, list);
  }
  return byApplication;
}

export async function listAppeals({ db }: InstitutionAppealDeps, caller: Caller, input: { limit: number; page: number }) {
  await requireQualified(db, caller.userId, QUALIFICATION_GATE_MESSAGE);
  const page = toPage(input);
  const where = whereInstitution(caller, testClasses.institutionUserId);
  const rows = await db
    .select({ appeal: appeals, classTitle: testClasses.title, grade: testApplications.grade, athleteName: personProfiles.name })
    .from(appeals)
    .innerJoin(testApplications, eq(testApplications.id, appeals.applicationId))
    .innerJoin(testClasses, eq(testClasses.id, testApplications.testClassId))
    .leftJoin(personProfiles, eq(personProfiles.userId, appeals.athleteUserId))
    .where(where)
    .orderBy(desc(appeals.createdAt), desc(appeals.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ value: count() })
    .from(appeals)
    .innerJoin(testApplications, eq(testApplications.id, appeals.applicationId))
    .innerJoin(testClasses, eq(testClasses.id, testApplications.testClassId))
    .where(where);
  const scores = await scoresOf(db, rows.map((row) => row.appeal.applicationId));
  const items: InstitutionAppealItem[] = rows.map(({ appeal, classTitle, grade, athleteName }) => {
    const status = appeal.appealStatus as AppealStatusCode;
    return {
      id: appeal.id,
      appeal_no: appeal.appealNo,
      test_class_title: classTitle,
      athlete_name: athleteName ?? '',
      grade,
      gradeName: gradeLabel(grade),
      appeal_content: appeal.secondContent ? `${appeal.firstContent}/${appeal.secondContent}` : appeal.firstContent,
      appeal_status: String(status),
      appeal_status_name: APPEAL_STATUS_LABELS[status] ?? String(status),
      edit_status: String(appeal.editStatus),
      appeal_reply: appeal.appealReply,
      score_subject: (scores.get(appeal.applicationId) ?? []).map((item) => ({ test_subject_id: item.id, score: item.score })),
      canHandle: isOpenFirstAppeal(appeal),
      creationTime: toWireDateTime(appeal.createdAt),
    };
  });
  return { items, totalCount: total?.value ?? 0 };
}

/** An appeal on one of the caller's classes, or 该申诉记录不存在. */
async function ownAppeal(db: Database, caller: Caller, id: number) {
  const [row] = await db
    .select({
      appeal: appeals,
      applicationId: testApplications.id,
      athleteUserId: testApplications.athleteUserId,
      grade: testApplications.grade,
      judgment: testApplications.scoreJudgment,
      testClassId: testClasses.id,
      testStartTime: testClasses.testStartTime,
      gradeSubmissionStatus: testClasses.gradeSubmissionStatus,
    })
    .from(appeals)
    .innerJoin(testApplications, eq(testApplications.id, appeals.applicationId))
    .innerJoin(testClasses, eq(testClasses.id, testApplications.testClassId))
    .where(and(eq(appeals.id, id), whereInstitution(caller, testClasses.institutionUserId)));
  if (!row) fail(M.appealNotFound);
  return row;
}

export async function appealScores({ db }: InstitutionAppealDeps, caller: Caller, input: { id: number }) {
  await requireQualified(db, caller.userId);
  const { applicationId } = await ownAppeal(db, caller, input.id);
  const items = (await scoresOf(db, [applicationId])).get(applicationId) ?? [];
  return { items: items.map((item) => ({ test_subject_id: item.id, subject: item.subject, sort: item.sort, score: item.score })) };
}

/** A score: 0–100 with at most one decimal. */
export function isValidScore(score: number): boolean {
  return Number.isFinite(score) && score >= 0 && score <= SUBJECT_SCORE_MAX && Math.abs(score * 10 - Math.round(score * 10)) < 1e-9;
}

export async function modifyScore(
  { db, clock }: InstitutionAppealDeps,
  caller: Caller,
  input: { id: number; score_subject: Array<{ test_subject_id: number; score: number }> },
): Promise<{ score_qualified_judgment: number }> {
  await requireQualified(db, caller.userId);
  const now = clock.now();
  for (const entry of input.score_subject) if (!isValidScore(entry.score)) fail(M.scoreInvalid);
  const ids = input.score_subject.map((entry) => entry.test_subject_id);
  if (new Set(ids).size !== ids.length) fail(M.scoreSubjectUnknown);
  return db.transaction(async (tx) => {
    const own = await ownAppeal(tx, caller, input.id);
    const { appeal, applicationId } = own;
    if (!isOpenFirstAppeal(appeal)) fail(M.appealClosed);
    const items = (await scoresOf(tx, [applicationId])).get(applicationId) ?? [];
    const byId = new Map(items.map((item) => [item.id, item]));
    const changed = input.score_subject.filter((entry) => {
      const item = byId.get(entry.test_subject_id);
      if (!item) fail(M.scoreSubjectUnknown);
      return Math.round(item.score * 10) !== Math.round(entry.score * 10);
    });
    if (changed.length === 0) fail(M.scoresUnchanged);
    // A pass never becomes a fail (the one appeal rule, as at the second appeal).
    judgeAppealScores(own.judgment, items.map((item) => changed.find((entry) => entry.test_subject_id === item.id)?.score ?? item.score));
    // The status first: its compare-and-set decides a race before any score is written.
    await commitTransition(tx, appealWorkflow, appealRecords, appeal.id, appeal.appealStatus as AppealStatusCode, AppealStatus.ScoreChanged, {
      actor: actorOf(caller),
      at: now,
      reason: '机构修改成绩',
      changes: { editStatus: 1 },
    });
    for (const entry of changed) {
      const item = byId.get(entry.test_subject_id)!;
      await tx.update(testScoreItems).set({ score: entry.score.toFixed(1) }).where(eq(testScoreItems.id, item.id));
      await tx.insert(appealScoreChanges).values({ appealId: appeal.id, scoreItemId: item.id, fromScore: item.score.toFixed(1), toScore: entry.score.toFixed(1), changedAt: now });
      item.score = entry.score;
    }
    const judgment = judgeScores(items.map((item) => item.score));
    await tx.update(testApplications).set({ scoreJudgment: judgment }).where(eq(testApplications.id, applicationId));
    // On a published class the athlete's test record follows, and a new pass gets its certificate (decision 0061).
    if (own.gradeSubmissionStatus === GradeSubmissionStatus.Published) {
      const [recordId] = await upsertTestRecords(
        tx,
        [{ athleteUserId: own.athleteUserId, testClassId: own.testClassId, grade: own.grade, testDate: own.testStartTime, scoreJudgment: judgment }],
        now,
      );
      if (judgment === 1 && recordId !== undefined) await issueCertificates(tx, [{ userId: own.athleteUserId, grade: own.grade, testRecordId: recordId }], now);
    }
    return { score_qualified_judgment: judgment };
  });
}

export async function reject({ db, clock }: InstitutionAppealDeps, caller: Caller, input: { id: number; appeal_reply: string }): Promise<Record<string, never>> {
  await requireQualified(db, caller.userId);
  const reply = input.appeal_reply.trim();
  if (reply.length === 0) fail(M.replyRequired);
  if ([...reply].length > APPEAL_REPLY_MAX) fail(M.replyTooLong);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const { appeal } = await ownAppeal(tx, caller, input.id);
    if (!isOpenFirstAppeal(appeal)) fail(M.appealClosed);
    await commitTransition(tx, appealWorkflow, appealRecords, appeal.id, appeal.appealStatus as AppealStatusCode, AppealStatus.ScoreUnchanged, {
      actor: actorOf(caller),
      at: now,
      reason: reply,
      changes: { editStatus: 2, appealReply: reply },
    });
  });
  return {};
}
