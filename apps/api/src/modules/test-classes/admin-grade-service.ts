import {
  ADMIN_GRADE_MESSAGES as M,
  ADMIN_GRADE_SUBMISSION_QUEUE_STATUSES,
  ADMIN_REASON_MAX,
  type AdminGradeSubmissionDetail,
  type AdminGradeSubmissionItem,
  GRADE_SUBMISSION_STATUS_LABELS,
  GradeSubmissionStatus,
  type GradeSubmissionStatusCode,
  gradeLabel,
  publicationMessage,
  rejectionMessage,
  Role,
} from '@badminton/contracts';
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { appendAudit } from '../../audit/chain';
import type { Database } from '../../db/client';
import {
  certificates,
  institutionProfiles,
  personProfiles,
  supervisionForms,
  testApplications,
  testClasses,
  testClassVideos,
  testRecords,
  testScoreItems,
} from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { fromWireDateTime, toWireDateTime } from '../../lib/wire-time';
import { requireProvince, whereProvince } from '../../registry/scope';
import type { Caller } from '../../registry/types';
import { gradeSubmissionWorkflow } from '../../workflows/grade-submission';
import { actorOf, commitTransition } from '../../workflows/transition';
import { issueCertificates, upsertTestRecords } from '../certificates/issue';
import { FAN_OUT_MAX_RECIPIENTS, fanOutMessagesJob } from '../messages/jobs';
import { sendStationMessage } from '../messages/service';
import { recordHistory } from '../shared/admin-history';
import { contains } from '../shared/search';
import { downloadUrl } from '../work-records/service';
import { gradeSubmissionRecords } from './scores-service';

/**
 * The association's review and publication of a class's grades (issue 26, decision 0068; req:
 * back-office.md#score-approval-and-publication, states.md#grade-submission-status). A provincial reviewer reaches the
 * classes of their own province only (another province's class is refused with MESSAGES.forbidden, and never listed);
 * the national administrator every class. Every decision moves the class through the grade-submission workflow
 * (compare-and-set on the class row, audit row) inside one transaction that first locks the class row, so of two
 * decisions at once one wins and the other sees the new status.
 */

export interface AdminGradeDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  /** Key of the supervision forms' signed download addresses (the work-record module's). */
  fileKey: Buffer;
}

type Tx = Database;

function fail(message: string): never {
  throw new BusinessError(message);
}

/** Entries that take the test: a live place, not on leave nor given up (as score entry counts them). */
function testedOf(testClassId: number) {
  return and(eq(testApplications.testClassId, testClassId), eq(testApplications.active, 1), eq(testApplications.leaveStatus, 0));
}

/** What the caller may do with a class in a status (the workflow's rows for the caller's role). */
function actions(caller: Caller, status: number) {
  const role = caller.role;
  return {
    can_approve: role === Role.ProvincialReviewer && status === GradeSubmissionStatus.Submitted,
    can_reject:
      (role === Role.ProvincialReviewer && status === GradeSubmissionStatus.Submitted) ||
      (role === Role.NationalAdministrator && status === GradeSubmissionStatus.Approved),
    can_publish: role === Role.NationalAdministrator && status === GradeSubmissionStatus.Approved,
  };
}

const LIST_COLUMNS = {
  id: testClasses.id,
  title: testClasses.title,
  institutionName: institutionProfiles.fullName,
  provinceId: testClasses.provinceId,
  provinceName: testClasses.provinceName,
  cityName: testClasses.cityName,
  districtName: testClasses.districtName,
  testStartTime: testClasses.testStartTime,
  testEndTime: testClasses.testEndTime,
  status: testClasses.gradeSubmissionStatus,
  msg: testClasses.gradeSubmissionMsg,
  publishedAt: testClasses.scoresPublishedAt,
  entryCount: sql<number>`(select cast(count(*) as integer) from ${testApplications} where ${testApplications.testClassId} = ${testClasses.id} and ${testApplications.active} = 1 and ${testApplications.leaveStatus} = 0)`,
  passCount: sql<number>`(select cast(count(*) as integer) from ${testApplications} where ${testApplications.testClassId} = ${testClasses.id} and ${testApplications.active} = 1 and ${testApplications.leaveStatus} = 0 and ${testApplications.scoreJudgment} = 1)`,
};

type ListRow = { id: number; title: string; institutionName: string | null; provinceName: string; cityName: string; districtName: string; testStartTime: Date; testEndTime: Date; status: number; msg: string | null; publishedAt: Date | null; entryCount: number; passCount: number };

function toItem(caller: Caller, row: ListRow): AdminGradeSubmissionItem {
  return {
    id: row.id,
    test_class_title: row.title,
    institution_name: row.institutionName ?? '',
    province_name: row.provinceName,
    city_name: row.cityName,
    district_name: row.districtName,
    test_start_time: toWireDateTime(row.testStartTime),
    test_end_time: toWireDateTime(row.testEndTime),
    grade_submission_status: row.status,
    grade_submission_status_name: GRADE_SUBMISSION_STATUS_LABELS[row.status as GradeSubmissionStatusCode] ?? String(row.status),
    grade_submission_msg: row.msg,
    entry_count: Number(row.entryCount),
    pass_count: Number(row.passCount),
    scores_published_at: row.publishedAt ? toWireDateTime(row.publishedAt) : null,
    ...actions(caller, row.status),
  };
}

export interface GradeSubmissionFilters {
  limit: number;
  page: number;
  status?: number;
  province_id?: number;
  city_id?: number;
  institution?: string;
  keyword?: string;
  test_date_from?: string;
  test_date_to?: string;
}

function dayStart(date: string | undefined): Date | undefined {
  return date ? fromWireDateTime(`${date} 00:00:00`) : undefined;
}
function dayEnd(date: string | undefined): Date | undefined {
  return date ? fromWireDateTime(`${date} 23:59:59`) : undefined;
}

/** `AdminGradeSubmission/GetList`: the queue, newest test first, and the count of every status under the other filters. */
export async function listGradeSubmissions({ db }: AdminGradeDeps, caller: Caller, input: GradeSubmissionFilters) {
  const from = dayStart(input.test_date_from);
  const to = dayEnd(input.test_date_to);
  const others = and(
    inArray(testClasses.gradeSubmissionStatus, [...ADMIN_GRADE_SUBMISSION_QUEUE_STATUSES]),
    whereProvince(caller, testClasses.provinceId),
    input.province_id ? eq(testClasses.provinceId, input.province_id) : undefined,
    input.city_id ? eq(testClasses.cityId, input.city_id) : undefined,
    contains(institutionProfiles.fullName, input.institution),
    contains(testClasses.title, input.keyword),
    from ? gte(testClasses.testStartTime, from) : undefined,
    to ? lte(testClasses.testStartTime, to) : undefined,
  );
  const where = and(others, input.status ? eq(testClasses.gradeSubmissionStatus, input.status) : undefined);
  const page = toPage(input);
  const rows = await db
    .select(LIST_COLUMNS)
    .from(testClasses)
    .leftJoin(institutionProfiles, eq(institutionProfiles.userId, testClasses.institutionUserId))
    .where(where)
    .orderBy(desc(testClasses.testStartTime), desc(testClasses.id))
    .limit(page.limit)
    .offset(page.offset);
  const byStatus = await db
    .select({ status: testClasses.gradeSubmissionStatus, value: count() })
    .from(testClasses)
    .leftJoin(institutionProfiles, eq(institutionProfiles.userId, testClasses.institutionUserId))
    .where(others)
    .groupBy(testClasses.gradeSubmissionStatus);
  const counts = ADMIN_GRADE_SUBMISSION_QUEUE_STATUSES.map((status) => ({
    status,
    label: GRADE_SUBMISSION_STATUS_LABELS[status],
    count: byStatus.find((row) => row.status === status)?.value ?? 0,
  }));
  const totalCount = input.status ? (counts.find((c) => c.status === input.status)?.count ?? 0) : counts.reduce((sum, c) => sum + c.count, 0);
  return { items: rows.map((row) => toItem(caller, row)), totalCount, counts };
}

/**
 * The class of the queue (submitted at least once) the caller reaches: another province's is refused with
 * MESSAGES.forbidden; an unknown class, or one never submitted, answers 该测试班不存在或尚未提交成绩.
 */
async function reviewedClass(db: Database, caller: Caller, id: number, lock = false) {
  const query = db
    .select({ ...LIST_COLUMNS, institutionUserId: testClasses.institutionUserId, detailedAddress: testClasses.detailedAddress, contact: testClasses.contact, contactNumber: testClasses.contactNumber })
    .from(testClasses)
    .leftJoin(institutionProfiles, eq(institutionProfiles.userId, testClasses.institutionUserId))
    .where(eq(testClasses.id, id));
  const [row] = lock ? await query.for('update', { of: testClasses }) : await query;
  if (!row || row.status === GradeSubmissionStatus.Unsubmitted) fail(M.classNotFound);
  requireProvince(caller, row.provinceId);
  return row;
}

/** The tested entries of a class with their four scores, judgment and certificate (after publication). */
async function entriesOf(db: Database, testClassId: number) {
  const rows = await db
    .select({
      id: testApplications.id,
      athleteUserId: testApplications.athleteUserId,
      grade: testApplications.grade,
      judgment: testApplications.scoreJudgment,
      name: personProfiles.name,
      number: personProfiles.certificatesNumber,
    })
    .from(testApplications)
    .leftJoin(personProfiles, eq(personProfiles.userId, testApplications.athleteUserId))
    .where(testedOf(testClassId))
    .orderBy(asc(testApplications.grade), asc(testApplications.createdAt), asc(testApplications.id));
  const ids = rows.map((row) => row.id);
  const scores = ids.length ? await db.select().from(testScoreItems).where(inArray(testScoreItems.applicationId, ids)) : [];
  const held = await db
    .select({ userId: testRecords.athleteUserId, grade: testRecords.grade, number: certificates.certificateNumber })
    .from(certificates)
    .innerJoin(testRecords, eq(testRecords.id, certificates.testRecordId))
    .where(eq(testRecords.testClassId, testClassId));
  return rows.map((row) => ({
    ...row,
    subjects: [1, 2, 3, 4].map((sort) => {
      const item = scores.find((score) => score.applicationId === row.id && score.sort === sort);
      return { sort, subject: item?.subject ?? '', score: item ? Number(item.score) : null };
    }),
    certificateNumber: held.find((c) => c.userId === row.athleteUserId && c.grade === row.grade)?.number ?? null,
  }));
}

/** `AdminGradeSubmission/Get`: the class, every tested athlete's scores and judgment, the supervision form, videos, history. */
export async function getGradeSubmission({ db }: AdminGradeDeps, caller: Caller, input: { id: number }): Promise<AdminGradeSubmissionDetail> {
  const row = await reviewedClass(db, caller, input.id);
  const entries = await entriesOf(db, row.id);
  const [form] = await db
    .select({ fileName: supervisionForms.fileName, uploadedAt: supervisionForms.uploadedAt, uploader: personProfiles.name })
    .from(supervisionForms)
    .leftJoin(personProfiles, eq(personProfiles.userId, supervisionForms.uploadedBy))
    .where(eq(supervisionForms.testClassId, row.id));
  const videos = await db
    .select()
    .from(testClassVideos)
    .where(eq(testClassVideos.testClassId, row.id))
    .orderBy(desc(testClassVideos.createdAt), desc(testClassVideos.id));
  return {
    ...toItem(caller, row),
    detailed_address: row.detailedAddress,
    contact: row.contact,
    contact_number: row.contactNumber,
    entries: entries.map((entry) => ({
      application_id: entry.id,
      athlete_name: entry.name ?? '',
      certificates_number: entry.number ?? '',
      grade: entry.grade,
      gradeName: gradeLabel(entry.grade),
      subjects: entry.subjects,
      score_judgment: entry.judgment,
      certificate_number: entry.certificateNumber,
    })),
    supervision_form: form ? { file_name: form.fileName, uploaded_at: toWireDateTime(form.uploadedAt), uploader_name: form.uploader ?? '' } : null,
    videos: videos.map((video) => ({ id: video.id, video_url: video.videoUrl, created_at: toWireDateTime(video.createdAt) })),
    history: await recordHistory(db, gradeSubmissionWorkflow, row.id),
  };
}

/** `AdminGradeSubmission/DownloadSupervisionForm`: a 5-minute signed address of the class's form. */
export async function downloadSupervisionForm(deps: AdminGradeDeps, caller: Caller, input: { id: number }) {
  const row = await reviewedClass(deps.db, caller, input.id);
  const [form] = await deps.db.select({ fileName: supervisionForms.fileName }).from(supervisionForms).where(eq(supervisionForms.testClassId, row.id));
  if (!form) fail(M.formNotFound);
  return { file_path: downloadUrl(deps.fileKey, row.id, deps.clock.now()), file_name: form.fileName };
}

/** `AdminGradeSubmission/Approve`: the provincial reviewer's pass, 1 → 3. */
export async function approveGradeSubmission({ db, clock }: AdminGradeDeps, caller: Caller, input: { id: number }) {
  await db.transaction(async (tx) => {
    const row = await reviewedClass(tx, caller, input.id, true);
    await commitTransition(tx, gradeSubmissionWorkflow, gradeSubmissionRecords, row.id, row.status as GradeSubmissionStatusCode, GradeSubmissionStatus.Approved, {
      actor: actorOf(caller),
      at: clock.now(),
      reason: '省协会审核通过成绩',
      changes: { gradeSubmissionMsg: null },
    });
  });
  return { grade_submission_status: GradeSubmissionStatus.Approved };
}

/** The reason of a rejection: required, at most 100 characters (code points). */
export function checkReason(text: string): string {
  const reason = text.trim();
  if (reason.length === 0) fail(M.reasonRequired);
  if ([...reason].length > ADMIN_REASON_MAX) fail(M.reasonTooLong);
  return reason;
}

/**
 * `AdminGradeSubmission/Reject`: 1 → 2 (provincial reviewer) or 3 → 2 (national administrator) with the reason, which
 * the institution reads on its view-entry screen (`grade_submission_msg`) and in a station message.
 */
export async function rejectGradeSubmission({ db, clock }: AdminGradeDeps, caller: Caller, input: { id: number; reason: string }) {
  const reason = checkReason(input.reason);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const row = await reviewedClass(tx, caller, input.id, true);
    await sendStationMessage(tx, row.institutionUserId, { title: M.rejectTitle, content: rejectionMessage(row.title, reason) }, now);
    await commitTransition(tx, gradeSubmissionWorkflow, gradeSubmissionRecords, row.id, row.status as GradeSubmissionStatusCode, GradeSubmissionStatus.Rejected, {
      actor: actorOf(caller),
      at: now,
      reason,
      changes: { gradeSubmissionMsg: reason },
    });
  });
  return { grade_submission_status: GradeSubmissionStatus.Rejected };
}

/**
 * `AdminGradeSubmission/Publish` (3 → 4), one transaction on the locked class row: the publication time (which the
 * athlete's records, the 7-day first-appeal window and the batch certificate application's 7-day rule read), the
 * test records, a published certificate for every passer (numbered from the year's serials), the station messages
 * (the `messages.fan-out` job, enqueued in the same transaction) and the audit rows (the status change, and the
 * certificates issued). A second publication — at the same time or later — finds the class published and is refused
 * without touching anything.
 */
export async function publishGradeSubmission({ db, clock, jobs }: AdminGradeDeps, caller: Caller, input: { id: number }) {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await reviewedClass(tx, caller, input.id, true);
    if (row.status === GradeSubmissionStatus.Published) fail(M.alreadyPublished);
    if (row.status !== GradeSubmissionStatus.Approved) fail(M.notApproved);
    const entries = await entriesOf(tx, row.id);
    if (entries.length === 0) fail(M.noEntries);
    if (entries.some((entry) => entry.judgment === 0 || entry.subjects.some((s) => s.score === null))) fail(M.incomplete);

    const recordIds = await upsertTestRecords(
      tx,
      entries.map((entry) => ({ athleteUserId: entry.athleteUserId, testClassId: row.id, grade: entry.grade, testDate: row.testStartTime, scoreJudgment: entry.judgment })),
      now,
    );
    const passed = entries.flatMap((entry, i) => (entry.judgment === 1 ? [{ userId: entry.athleteUserId, grade: entry.grade, testRecordId: recordIds[i]! }] : []));
    const issued = await issueCertificates(tx, passed, now);
    await enqueuePublicationMessages(tx, jobs, row.title, entries);
    await sendStationMessage(tx, row.institutionUserId, { title: M.publishTitle, content: `您的“${row.title}”成绩已由中羽协发布，合格${passed.length}人，证书已发放。` }, now);
    // The decision log last (its lock is held to the end of the transaction, decision 0065): the status change, then
    // what the publication issued.
    await commitTransition(tx, gradeSubmissionWorkflow, gradeSubmissionRecords, row.id, GradeSubmissionStatus.Approved, GradeSubmissionStatus.Published, {
      actor: actorOf(caller),
      at: now,
      reason: '中羽协审核发布成绩',
      changes: { scoresPublishedAt: now, gradeSubmissionMsg: null },
    });
    await appendAudit(tx, {
      workflow: gradeSubmissionWorkflow.name,
      recordId: row.id,
      actorUserId: caller.userId,
      actorRole: caller.role,
      fromStatus: '',
      toStatus: '',
      action: '发布成绩并发放证书',
      before: null,
      after: { tested: entries.length, passed: passed.length, certificates: issued.map((c) => c.number) },
      reason: null,
      changedAt: now,
    });
    return { grade_submission_status: GradeSubmissionStatus.Published, scores_published_at: toWireDateTime(now), certificates: issued.length, athletes: new Set(entries.map((e) => e.athleteUserId)).size };
  });
}

/** One fan-out job per (grade, result) — the same words for all its athletes — in slices the job accepts. */
async function enqueuePublicationMessages(tx: Tx, jobs: JobQueue, title: string, entries: ReadonlyArray<{ athleteUserId: number; grade: number; judgment: number }>) {
  const groups = new Map<string, { grade: number; passed: boolean; userIds: number[] }>();
  for (const entry of entries) {
    const passed = entry.judgment === 1;
    const key = `${entry.grade}:${passed}`;
    const group = groups.get(key) ?? { grade: entry.grade, passed, userIds: [] };
    group.userIds.push(entry.athleteUserId);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    for (let i = 0; i < group.userIds.length; i += FAN_OUT_MAX_RECIPIENTS) {
      await jobs.enqueue(
        fanOutMessagesJob,
        { userIds: group.userIds.slice(i, i + FAN_OUT_MAX_RECIPIENTS), title: M.publishTitle, content: publicationMessage(title, gradeLabel(group.grade), group.passed) },
        { db: tx },
      );
    }
  }
}
