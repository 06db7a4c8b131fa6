import {
  ADMIN_GRADE_MESSAGES as M,
  ADMIN_REASON_MAX,
  ADMIN_SECOND_APPEAL_STATUSES,
  APPEAL_STATUS_LABELS,
  type AdminAppealDetail,
  type AdminAppealItem,
  AppealStatus,
  type AppealStatusCode,
  GradeSubmissionStatus,
  gradeLabel,
  type SecondAppealDecision,
  secondAppealMessage,
} from '@badminton/contracts';
import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import { appendAudit } from '../../audit/chain';
import type { Database } from '../../db/client';
import {
  appealScoreChanges,
  appeals,
  certificates,
  institutionProfiles,
  personProfiles,
  testApplications,
  testClasses,
  testRecords,
  testScoreItems,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDateTime } from '../../lib/wire-time';
import { requireProvince, whereProvince } from '../../registry/scope';
import type { Caller } from '../../registry/types';
import { appealWorkflow } from '../../workflows/appeal';
import { actorOf, commitTransition } from '../../workflows/transition';
import { issueCertificates, upsertTestRecords } from '../certificates/issue';
import { sendStationMessage } from '../messages/service';
import { recordHistory } from '../shared/admin-history';
import { contains } from '../shared/search';
import { isValidScore } from './institution-service';
import { judgeAppealScores } from './pass-rule';
import { appealRecords } from './service';

/**
 * The national association's second appeals (issue 26, decision 0068; req: back-office.md#appeal-review,
 * appeals.md#second-appeal). An athlete's second appeal (after the institution rejected the first, status 3 → 4) is
 * accepted (4 → 5) and decided with a reply (`manager_reply`): the scores changed (→ 6, judged again by the one pass
 * rule; on a published class the test record follows and a fail turned into a pass gets its certificate) or kept
 * (→ 7). No decision turns a pass into a fail (an appeal does not worsen the athlete's result). Each decision is one
 * transaction on the locked appeal row, through the appeal workflow's audited compare-and-set.
 */

export interface AdminAppealDeps {
  db: Database;
  clock: Clock;
}

function fail(message: string): never {
  throw new BusinessError(message);
}

const OPEN: readonly number[] = [AppealStatus.SecondSubmitted, AppealStatus.SecondUnderReview];

const COLUMNS = {
  appeal: appeals,
  applicationId: testApplications.id,
  grade: testApplications.grade,
  judgment: testApplications.scoreJudgment,
  athleteUserId: testApplications.athleteUserId,
  testClassId: testClasses.id,
  classTitle: testClasses.title,
  provinceId: testClasses.provinceId,
  provinceName: testClasses.provinceName,
  testStartTime: testClasses.testStartTime,
  gradeSubmissionStatus: testClasses.gradeSubmissionStatus,
  publishedAt: testClasses.scoresPublishedAt,
  institutionName: institutionProfiles.fullName,
  athleteName: personProfiles.name,
  athleteNumber: personProfiles.certificatesNumber,
};

function joined(db: Database) {
  return db
    .select(COLUMNS)
    .from(appeals)
    .innerJoin(testApplications, eq(testApplications.id, appeals.applicationId))
    .innerJoin(testClasses, eq(testClasses.id, testApplications.testClassId))
    .leftJoin(institutionProfiles, eq(institutionProfiles.userId, testClasses.institutionUserId))
    .leftJoin(personProfiles, eq(personProfiles.userId, appeals.athleteUserId));
}

type Row = Awaited<ReturnType<typeof joined>>[number];

function toItem(row: Row): AdminAppealItem {
  const status = row.appeal.appealStatus as AppealStatusCode;
  return {
    id: row.appeal.id,
    appeal_no: row.appeal.appealNo,
    athlete_name: row.athleteName ?? '',
    test_class_title: row.classTitle,
    institution_name: row.institutionName ?? '',
    province_name: row.provinceName,
    grade: row.grade,
    gradeName: gradeLabel(row.grade),
    appeal_status: status,
    appeal_status_name: APPEAL_STATUS_LABELS[status] ?? String(status),
    second_content: row.appeal.secondContent,
    second_at: row.appeal.secondAt ? toWireDateTime(row.appeal.secondAt) : null,
    score_judgment: row.judgment,
    can_decide: OPEN.includes(status),
  };
}

/** `AdminAppeal/GetList`: second appeals (4–7), the open ones first, and the count of every status under the other filters. */
export async function listSecondAppeals({ db }: AdminAppealDeps, caller: Caller, input: { limit: number; page: number; status?: number; province_id?: number; keyword?: string }) {
  const others = and(
    inArray(appeals.appealStatus, [...ADMIN_SECOND_APPEAL_STATUSES]),
    whereProvince(caller, testClasses.provinceId),
    input.province_id ? eq(testClasses.provinceId, input.province_id) : undefined,
    input.keyword ? or(contains(appeals.appealNo, input.keyword), contains(personProfiles.name, input.keyword), contains(testClasses.title, input.keyword)) : undefined,
  );
  const where = and(others, input.status ? eq(appeals.appealStatus, input.status) : undefined);
  const page = toPage(input);
  const rows = await joined(db)
    .where(where)
    .orderBy(asc(appeals.appealStatus), desc(appeals.secondAt), desc(appeals.id))
    .limit(page.limit)
    .offset(page.offset);
  const byStatus = await db
    .select({ status: appeals.appealStatus, value: count() })
    .from(appeals)
    .innerJoin(testApplications, eq(testApplications.id, appeals.applicationId))
    .innerJoin(testClasses, eq(testClasses.id, testApplications.testClassId))
    .leftJoin(personProfiles, eq(personProfiles.userId, appeals.athleteUserId))
    .where(others)
    .groupBy(appeals.appealStatus);
  const counts = ADMIN_SECOND_APPEAL_STATUSES.map((status) => ({
    status,
    label: APPEAL_STATUS_LABELS[status],
    count: byStatus.find((row) => row.status === status)?.value ?? 0,
  }));
  const totalCount = input.status ? (counts.find((c) => c.status === input.status)?.count ?? 0) : counts.reduce((sum, c) => sum + c.count, 0);
  return { items: rows.map(toItem), totalCount, counts };
}

/** A second appeal the caller reaches (another province's refused); a first appeal or an unknown id answers 该申诉记录不存在. */
async function secondAppeal(db: Database, caller: Caller, id: number, lock = false) {
  const query = joined(db).where(eq(appeals.id, id));
  const [row] = lock ? await query.for('update', { of: appeals }) : await query;
  if (!row || !(ADMIN_SECOND_APPEAL_STATUSES as readonly number[]).includes(row.appeal.appealStatus)) fail(M.appealNotFound);
  requireProvince(caller, row.provinceId);
  return row;
}

async function scoresOf(db: Database, applicationId: number) {
  const rows = await db.select().from(testScoreItems).where(eq(testScoreItems.applicationId, applicationId)).orderBy(asc(testScoreItems.sort));
  return rows.map((row) => ({ id: row.id, sort: row.sort, subject: row.subject, score: Number(row.score) }));
}

async function certificateOf(db: Database, row: Pick<Row, 'athleteUserId' | 'testClassId' | 'grade'>) {
  const [held] = await db
    .select({ number: certificates.certificateNumber })
    .from(certificates)
    .innerJoin(testRecords, eq(testRecords.id, certificates.testRecordId))
    .where(and(eq(testRecords.athleteUserId, row.athleteUserId), eq(testRecords.testClassId, row.testClassId), eq(testRecords.grade, row.grade)));
  return held?.number ?? null;
}

/** `AdminAppeal/Get`: the appeal with its first round and the institution's handling, the scores now, the certificate. */
export async function getSecondAppeal({ db }: AdminAppealDeps, caller: Caller, input: { id: number }): Promise<AdminAppealDetail> {
  const row = await secondAppeal(db, caller, input.id);
  const scores = await scoresOf(db, row.applicationId);
  const changes = await db
    .select({ subject: testScoreItems.subject, from: appealScoreChanges.fromScore, to: appealScoreChanges.toScore, at: appealScoreChanges.changedAt })
    .from(appealScoreChanges)
    .innerJoin(testScoreItems, eq(testScoreItems.id, appealScoreChanges.scoreItemId))
    .where(eq(appealScoreChanges.appealId, row.appeal.id))
    .orderBy(asc(appealScoreChanges.changedAt), asc(appealScoreChanges.id));
  return {
    ...toItem(row),
    first_content: row.appeal.firstContent,
    creationTime: toWireDateTime(row.appeal.createdAt),
    appeal_reply: row.appeal.appealReply,
    edit_status: row.appeal.editStatus,
    score_changes: changes.map((c) => ({ subject: c.subject, from_score: Number(c.from), to_score: Number(c.to), changed_at: toWireDateTime(c.at) })),
    scores: scores.map((s) => ({ test_subject_id: s.id, sort: s.sort, subject: s.subject, score: s.score })),
    certificates_number: row.athleteNumber ?? '',
    scores_published_at: row.publishedAt ? toWireDateTime(row.publishedAt) : null,
    manager_reply: row.appeal.managerReply,
    certificate_number: await certificateOf(db, row),
    history: await recordHistory(db, appealWorkflow, row.appeal.id),
  };
}

/** `AdminAppeal/Accept`: 4 → 5, the association has taken the appeal up. */
export async function acceptSecondAppeal({ db, clock }: AdminAppealDeps, caller: Caller, input: { id: number }) {
  await db.transaction(async (tx) => {
    const row = await secondAppeal(tx, caller, input.id, true);
    if (row.appeal.appealStatus !== AppealStatus.SecondSubmitted) fail(M.appealClosed);
    await commitTransition(tx, appealWorkflow, appealRecords, row.appeal.id, AppealStatus.SecondSubmitted, AppealStatus.SecondUnderReview, {
      actor: actorOf(caller),
      at: clock.now(),
      reason: '中羽协受理二次申诉',
    });
  });
  return { appeal_status: AppealStatus.SecondUnderReview };
}

function checkReply(text: string): string {
  const reply = text.trim();
  if (reply.length === 0) fail(M.replyRequired);
  if ([...reply].length > ADMIN_REASON_MAX) fail(M.replyTooLong);
  return reply;
}

/**
 * `AdminAppeal/Decide`: keep (→ 7) or change the scores (→ 6), always with the reply the athlete reads in their
 * complaint records (and a station message). Of two decisions at once the row lock and the compare-and-set let one in.
 */
export async function decideSecondAppeal(
  { db, clock }: AdminAppealDeps,
  caller: Caller,
  input: { id: number; decision: SecondAppealDecision; manager_reply: string; score_subject?: Array<{ test_subject_id: number; score: number }> },
) {
  const reply = checkReply(input.manager_reply);
  const now = clock.now();
  const entered = input.score_subject ?? [];
  if (input.decision === 'change') {
    if (entered.length === 0) fail(M.scoresRequired);
    for (const entry of entered) if (!isValidScore(entry.score)) fail(M.scoreInvalid);
    if (new Set(entered.map((e) => e.test_subject_id)).size !== entered.length) fail(M.scoreSubjectUnknown);
  }
  return db.transaction(async (tx) => {
    const row = await secondAppeal(tx, caller, input.id, true);
    const from = row.appeal.appealStatus as AppealStatusCode;
    if (!OPEN.includes(from)) fail(M.appealClosed);
    const title = row.classTitle;
    const gradeName = gradeLabel(row.grade);
    if (input.decision === 'keep') {
      await sendStationMessage(tx, row.athleteUserId, { title: M.appealTitle, content: secondAppealMessage(title, gradeName, false, reply) }, now);
      await commitTransition(tx, appealWorkflow, appealRecords, row.appeal.id, from, AppealStatus.Exhausted, {
        actor: actorOf(caller),
        at: now,
        reason: reply,
        changes: { managerReply: reply },
      });
      return { appeal_status: AppealStatus.Exhausted, score_qualified_judgment: row.judgment, certificate_number: null };
    }

    const items = await scoresOf(tx, row.applicationId);
    const byId = new Map(items.map((item) => [item.id, item]));
    const before = items.map((item) => ({ subject: item.subject, score: item.score }));
    const changed = entered.filter((entry) => {
      const item = byId.get(entry.test_subject_id);
      if (!item) fail(M.scoreSubjectUnknown);
      return Math.round(item.score * 10) !== Math.round(entry.score * 10);
    });
    if (changed.length === 0) fail(M.scoresUnchanged);
    const next = items.map((item) => changed.find((c) => c.test_subject_id === item.id)?.score ?? item.score);
    const judgment = judgeAppealScores(row.judgment, next);

    for (const entry of changed) {
      const item = byId.get(entry.test_subject_id)!;
      await tx.update(testScoreItems).set({ score: entry.score.toFixed(1) }).where(eq(testScoreItems.id, item.id));
      await tx.insert(appealScoreChanges).values({ appealId: row.appeal.id, scoreItemId: item.id, fromScore: item.score.toFixed(1), toScore: entry.score.toFixed(1), changedAt: now });
    }
    await tx.update(testApplications).set({ scoreJudgment: judgment }).where(eq(testApplications.id, row.applicationId));

    // On a published class the athlete's test record follows, and a pass gets its certificate (decision 0068).
    let issuedNumber: string | null = null;
    if (row.gradeSubmissionStatus === GradeSubmissionStatus.Published) {
      const [recordId] = await upsertTestRecords(tx, [{ athleteUserId: row.athleteUserId, testClassId: row.testClassId, grade: row.grade, testDate: row.testStartTime, scoreJudgment: judgment }], now);
      if (judgment === 1 && recordId !== undefined) {
        const [issued] = await issueCertificates(tx, [{ userId: row.athleteUserId, grade: row.grade, testRecordId: recordId }], now);
        issuedNumber = issued?.number ?? null;
      }
    }
    await sendStationMessage(tx, row.athleteUserId, { title: M.appealTitle, content: secondAppealMessage(title, gradeName, true, reply) }, now);
    await commitTransition(tx, appealWorkflow, appealRecords, row.appeal.id, from, AppealStatus.SecondPassed, {
      actor: actorOf(caller),
      at: now,
      reason: reply,
      changes: { managerReply: reply },
    });
    await appendAudit(tx, {
      workflow: appealWorkflow.name,
      recordId: row.appeal.id,
      actorUserId: caller.userId,
      actorRole: caller.role,
      fromStatus: '',
      toStatus: '',
      action: '二次申诉修改成绩',
      before: { scores: before, score_judgment: row.judgment },
      after: { scores: items.map((item, i) => ({ subject: item.subject, score: next[i] })), score_judgment: judgment, certificate: issuedNumber },
      reason: reply,
      changedAt: now,
    });
    return { appeal_status: AppealStatus.SecondPassed, score_qualified_judgment: judgment, certificate_number: issuedNumber };
  });
}
