import {
  APPEAL_STATUS_LABELS,
  APPEAL_WINDOW_DAYS,
  type AppealItem,
  AppealStatus,
  type AppealStatusCode,
  GradeSubmissionStatus,
  gradeLabel,
  PaymentStatus,
  SCORES_APPEALS_MESSAGES as M,
  type ScoreAnswer,
} from '@badminton/contracts';
import { randomInt } from 'node:crypto';
import { appendAudit } from '../../audit/chain';
import type { Database } from '../../db/client';
import { appeals } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDateTime } from '../../lib/wire-time';
import type { Caller } from '../../registry/types';
import { appealWorkflow } from '../../workflows/appeal';
import { actorOf, commitTransition, recordStore } from '../../workflows/transition';
import * as repository from './repository';

/**
 * Scores and appeals of the athlete centre (req: 001 §4–§8, product-decisions §4; decision 0032). Everything is the
 * caller's own: a sign-up or an appeal of another athlete answers exactly as one that does not exist.
 */

export interface AppealDeps {
  db: Database;
  clock: Clock;
}

/** Where the appeal workflow's records live. */
export const appealRecords = recordStore(appeals, appeals.id, appeals.appealStatus);

const DAY_MS = 86_400_000;

function fail(message: string): never {
  throw new BusinessError(message);
}

/**
 * Whether the sign-up's fee is settled: its order is paid. A batch sign-up (method 2) the institution paid for in
 * one order of its own may carry no order of the athlete; it counts as paid (decision 0032).
 */
export function isSignUpPaid(row: Pick<repository.SignUpRow, 'paymentStatus' | 'orderId' | 'applicationMethod'>): boolean {
  if (row.orderId === null) return row.applicationMethod === 2;
  return row.paymentStatus === PaymentStatus.Paid;
}

/** When the class's scores were published, or null while they are not (published status and a publication time ≤ now). */
export function publishedAt(row: Pick<repository.SignUpRow, 'gradeSubmissionStatus' | 'scoresPublishedAt'>, now: Date): Date | null {
  if (row.gradeSubmissionStatus !== GradeSubmissionStatus.Published || !row.scoresPublishedAt) return null;
  return row.scoresPublishedAt.getTime() <= now.getTime() ? row.scoresPublishedAt : null;
}

/** A first appeal is open for 7 days after publication (the instant + 7 × 24 h, inclusive). */
export function withinAppealWindow(published: Date, now: Date): boolean {
  return now.getTime() <= published.getTime() + APPEAL_WINDOW_DAYS * DAY_MS;
}

/** The caller's sign-up, paid and with published scores: else the message that says which is missing. */
async function scoredSignUp(db: Database, caller: Caller, applicationId: number, now: Date, testClassId?: number) {
  const row = await repository.findOwnSignUp(db, caller.userId, applicationId);
  if (!row || (testClassId !== undefined && row.testClassId !== testClassId)) fail(M.signUpNotFound);
  if (!isSignUpPaid(row)) fail(M.notPaid);
  const published = publishedAt(row, now);
  if (!published) fail(M.scoresNotPublished);
  return { row, published };
}

export async function getTestScores(deps: AppealDeps, caller: Caller, input: { id: number; testClassId: number }): Promise<ScoreAnswer> {
  const now = deps.clock.now();
  const { row, published } = await scoredSignUp(deps.db, caller, input.id, now, input.testClassId);
  const items = await repository.findScoreItems(deps.db, row.id);
  const appealed = await repository.findAppealOfSignUp(deps.db, row.id);
  return {
    items: items.map((item) => ({ sort: item.sort, subject: item.subject, score: Number(item.score) })),
    score_qualified_judgment: row.scoreJudgment,
    test_class_title: row.classTitle,
    grade: row.grade,
    gradeName: gradeLabel(row.grade),
    publishTime: toWireDateTime(published),
    canAppeal: !appealed && withinAppealWindow(published, now),
  };
}

/** An appeal number: `SS`, the local time to the second (UTC+8) and 6 random digits; unique in the table. */
export function newAppealNo(at: Date): string {
  const stamp = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace(/\D/g, '');
  return `SS${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Writes the audit row of a record created in its first status (decision 0032): `from_status` is '' (no status
 * before), so a record's history in `status_audit` starts with its creation.
 */
async function auditCreation(tx: Database, recordId: number, to: AppealStatusCode, caller: Caller, at: Date, reason: string) {
  await appendAudit(tx, {
    workflow: appealWorkflow.name,
    recordId,
    actorUserId: caller.userId,
    actorRole: caller.role,
    fromStatus: '',
    toStatus: String(to),
    reason,
    changedAt: at,
  });
}

/**
 * A first appeal of one of the caller's scores: paid sign-up, published scores, within 7 days of publication, none
 * before on the same score. The unique index on the sign-up makes a double submit create one appeal; the loser is
 * answered like a second attempt.
 */
export async function createAppeal(
  deps: AppealDeps,
  caller: Caller,
  input: { appeal_source_id: number; appeal_content: string },
): Promise<Record<string, never>> {
  const now = deps.clock.now();
  const { row, published } = await scoredSignUp(deps.db, caller, input.appeal_source_id, now);
  if (!withinAppealWindow(published, now)) fail(M.appealWindowClosed);
  if (await repository.findAppealOfSignUp(deps.db, row.id)) fail(M.alreadyAppealed);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await deps.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(appeals)
          .values({
            appealNo: newAppealNo(now),
            applicationId: row.id,
            athleteUserId: caller.userId,
            appealStatus: AppealStatus.Submitted,
            firstContent: input.appeal_content,
            createdAt: now,
          })
          .returning({ id: appeals.id });
        if (!created) throw new Error('appeal insert returned nothing');
        await auditCreation(tx, created.id, AppealStatus.Submitted, caller, now, '运动员提交申诉');
      });
      return {};
    } catch (error) {
      if (isUniqueViolation(error, 'appeals_application_key')) fail(M.alreadyAppealed);
      if (isUniqueViolation(error, 'appeals_appeal_no_key') && attempt < 3) continue;
      throw error;
    }
  }
}

/**
 * The second appeal of an appeal that ended with the score unchanged (status 3 → 4, by the athlete, through the
 * appeal workflow's audited compare-and-set): the second text is kept next to the first. From any other status it is
 * refused; after it the appeal never returns to 3, so a score is appealed at most twice.
 */
export async function secondAppeal(deps: AppealDeps, caller: Caller, input: { id: number; appeal_content: string }): Promise<Record<string, never>> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const appeal = await repository.findOwnAppeal(tx, caller.userId, input.id);
    if (!appeal) fail(M.appealNotFound);
    if (appeal.appealStatus !== AppealStatus.ScoreUnchanged) fail(M.secondAppealNotAllowed);
    await commitTransition(tx, appealWorkflow, appealRecords, appeal.id, AppealStatus.ScoreUnchanged, AppealStatus.SecondSubmitted, {
      actor: actorOf(caller),
      at: now,
      reason: '运动员提交二次申诉',
      changes: { secondContent: input.appeal_content, secondAt: now },
    });
  });
  return {};
}

export function toAppealItem(row: Awaited<ReturnType<typeof repository.findOwnAppeals>>['rows'][number]): AppealItem {
  const { appeal } = row;
  const status = appeal.appealStatus as AppealStatusCode;
  return {
    id: appeal.id,
    appeal_no: appeal.appealNo,
    appeal_source_id: appeal.applicationId,
    test_class_title: row.classTitle,
    grade: row.grade,
    gradeName: gradeLabel(row.grade),
    appeal_content: appeal.secondContent ? `${appeal.firstContent}/${appeal.secondContent}` : appeal.firstContent,
    first_content: appeal.firstContent,
    second_content: appeal.secondContent,
    appeal_status: status,
    appeal_status_name: APPEAL_STATUS_LABELS[status] ?? String(status),
    appeal_reply: appeal.appealReply,
    manager_reply: appeal.managerReply,
    creationTime: toWireDateTime(appeal.createdAt),
  };
}

export async function listAppeals(deps: AppealDeps, caller: Caller, input: { limit: number; page: number }) {
  const { rows, total } = await repository.findOwnAppeals(deps.db, caller.userId, toPage(input));
  return { items: rows.map(toAppealItem), totalCount: total };
}
