import {
  ADMIN_TRAINING_MESSAGES as M,
  type AdminTrainee,
  type AdminTrainingDetail,
  type AdminTrainingItem,
  isWireDateTime,
  parseTrainingScore,
  PaymentStatus,
  paymentStatusLabel,
  type PaymentStatusCode,
  Role,
  TRAINING_APTITUDE_MAX,
  TRAINING_CONTENT_MAX,
  TRAINING_FEE_LABELS,
  TRAINING_FEE_MAX_FEN,
  TRAINING_REVIEW_LABELS,
  TRAINING_STAGE_LABELS,
  TRAINING_TEXT_LIMITS as L,
  TRAINING_TIME_LABELS,
  type TrainingClassTimes,
  type TrainingStage,
  trainingTimeOrderProblem,
} from '@badminton/contracts';
import { and, asc, count, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { appendAudit } from '../../audit/chain';
import type { Database } from '../../db/client';
import {
  contentUploads,
  evaluators,
  evaluatorTrainingRecords,
  orders,
  personProfiles,
  regions,
  trainingClassContents,
  trainingClasses,
  trainingClassFees,
  trainingScoreItems,
  users,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { fromWireDateTime, toWireDate, toWireDateTime } from '../../lib/wire-time';
import { requireProvince, whereProvince } from '../../registry/scope';
import type { Caller } from '../../registry/types';
import { sanitizeRichText, showsSomething } from '../content/rich-text';
import { contains } from '../shared/search';
import { requireAssignedProvince } from '../shared/review-stage';
import { findTrainingClasses } from './repository';
import { toTrainingItem } from './service';

/**
 * The back office's evaluator training classes (issue 26 item 6; decision 0074; req: evaluator.md#training-class-detail,
 * evaluator.md#training-records). A provincial reviewer lists and reads the classes held in their province
 * (`training_classes.province_id`); the national administrator reads every class, creates and edits them (every field
 * checked here, in words), stops and resumes their sign-up and records the enrolled, paid evaluators' results. Every
 * write is one transaction with its audit row (`appendAudit`, record kind `trainingClass` or `trainingRecord`).
 */

export interface AdminTrainingDeps {
  db: Database;
  clock: Clock;
}

type ClassRow = typeof trainingClasses.$inferSelect;

function fail(message: string): never {
  throw new BusinessError(message);
}

function nationalOnly(caller: Caller): void {
  if (caller.role !== Role.NationalAdministrator) fail(M.nationalOnly);
}

/** Where a class's sign-up stands at `now` (decision 0074: past its window it has ended, stopped or not). */
export function stageOf(row: Pick<ClassRow, 'applyStartTime' | 'applyEndTime' | 'isStop'>, now: Date): TrainingStage {
  if (now.getTime() > row.applyEndTime.getTime()) return 'ended';
  if (row.isStop) return 'stopped';
  if (now.getTime() < row.applyStartTime.getTime()) return 'upcoming';
  return 'open';
}

/** The same stages as SQL conditions, for the filter and the counts. */
function whereStage(stage: TrainingStage, now: Date): SQL {
  const t = trainingClasses;
  if (stage === 'ended') return lt(t.applyEndTime, now);
  const live = gte(t.applyEndTime, now);
  if (stage === 'stopped') return and(live, eq(t.isStop, true)) as SQL;
  if (stage === 'upcoming') return and(live, eq(t.isStop, false), gt(t.applyStartTime, now)) as SQL;
  return and(live, eq(t.isStop, false), lte(t.applyStartTime, now)) as SQL;
}

/** A record with no order is a training taken before the portal took sign-ups: done and paid (decision 0034). */
function paymentOf(order: { paymentStatus: string } | null): PaymentStatusCode {
  return (order?.paymentStatus ?? PaymentStatus.Paid) as PaymentStatusCode;
}

/** Head counts per class: every sign-up, the paid ones, the ones with a result. */
async function headCounts(db: Database, classIds: readonly number[]) {
  const counts = new Map<number, { enrolled: number; paid: number; reviewed: number }>();
  if (classIds.length === 0) return counts;
  const rows = await db
    .select({
      classId: evaluatorTrainingRecords.trainingClassId,
      enrolled: count(),
      paid: sql<number>`cast(count(*) filter (where ${orders.id} is null or ${orders.paymentStatus} = ${PaymentStatus.Paid}) as integer)`.mapWith(Number),
      reviewed: sql<number>`cast(count(*) filter (where ${evaluatorTrainingRecords.performanceReview} > 0) as integer)`.mapWith(Number),
    })
    .from(evaluatorTrainingRecords)
    .leftJoin(orders, eq(orders.id, evaluatorTrainingRecords.orderId))
    .where(inArray(evaluatorTrainingRecords.trainingClassId, [...classIds]))
    .groupBy(evaluatorTrainingRecords.trainingClassId);
  for (const row of rows) counts.set(row.classId, { enrolled: row.enrolled, paid: row.paid, reviewed: row.reviewed });
  return counts;
}

function toItem(row: ClassRow, now: Date, heads: { enrolled: number; paid: number; reviewed: number } | undefined): AdminTrainingItem {
  const stage = stageOf(row, now);
  return {
    ...toTrainingItem(row),
    stage,
    stage_name: TRAINING_STAGE_LABELS[stage],
    enrolled: heads?.enrolled ?? 0,
    paid: heads?.paid ?? 0,
    reviewed: heads?.reviewed ?? 0,
  };
}

export interface TrainingListInput {
  page: number;
  limit: number;
  keyword?: string;
  grade?: number;
  stage?: TrainingStage;
}

export async function listClasses({ db, clock }: AdminTrainingDeps, caller: Caller, input: TrainingListInput) {
  requireAssignedProvince(caller);
  const now = clock.now();
  const page = toPage(input);
  const base = and(
    whereProvince(caller, trainingClasses.provinceId),
    input.grade !== undefined ? eq(trainingClasses.grade, input.grade) : undefined,
  );
  const keyword = input.keyword?.trim();
  const { rows, total } = await findTrainingClasses(db, keyword, page, and(base, input.stage ? whereStage(input.stage, now) : undefined));
  const countOf = (stage: TrainingStage) => sql<number>`cast(count(*) filter (where ${whereStage(stage, now)}) as integer)`.mapWith(Number);
  const [counts] = await db
    .select({ upcoming: countOf('upcoming'), open: countOf('open'), stopped: countOf('stopped'), ended: countOf('ended') })
    .from(trainingClasses)
    .where(and(base, contains(trainingClasses.name, keyword)));
  const heads = await headCounts(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toItem(row, now, heads.get(row.id))), totalCount: total, counts };
}

/** The class named by id, or 培训班不存在; another province's is refused (decision 0023), never hidden. */
async function classOf(db: Database, caller: Caller, id: number, lock = false): Promise<ClassRow> {
  const query = db.select().from(trainingClasses).where(eq(trainingClasses.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) fail(M.classNotFound);
  requireProvince(caller, row.provinceId);
  return row;
}

async function signUpCount(db: Database, classId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(evaluatorTrainingRecords).where(eq(evaluatorTrainingRecords.trainingClassId, classId));
  return row?.value ?? 0;
}

/** Why a class may not be edited (null: it may): its sign-up has opened and somebody signed up (decision 0074). */
function editRefusal(row: ClassRow, now: Date, signUps: number): string | null {
  return now.getTime() >= row.applyStartTime.getTime() && signUps > 0 ? M.editLocked : null;
}

function mayRecord(row: ClassRow, now: Date): boolean {
  return now.getTime() >= row.assessmentStartTime.getTime();
}

export async function classDetail({ db, clock }: AdminTrainingDeps, caller: Caller, input: { id: number }): Promise<AdminTrainingDetail> {
  const now = clock.now();
  const row = await classOf(db, caller, input.id);
  const fees = await db.select().from(trainingClassFees).where(eq(trainingClassFees.trainingClassId, row.id)).orderBy(asc(trainingClassFees.feeType));
  const contents = await db
    .select()
    .from(trainingClassContents)
    .where(eq(trainingClassContents.trainingClassId, row.id))
    .orderBy(asc(trainingClassContents.sort), asc(trainingClassContents.id));
  const records = await db
    .select({
      record: evaluatorTrainingRecords,
      order: { orderSn: orders.orderSn, paymentStatus: orders.paymentStatus, createdAt: orders.createdAt },
      profile: { name: personProfiles.name, certificatesNumber: personProfiles.certificatesNumber },
      mobile: users.mobile,
    })
    .from(evaluatorTrainingRecords)
    .innerJoin(users, eq(users.id, evaluatorTrainingRecords.evaluatorUserId))
    .leftJoin(orders, eq(orders.id, evaluatorTrainingRecords.orderId))
    .leftJoin(personProfiles, eq(personProfiles.userId, evaluatorTrainingRecords.evaluatorUserId))
    .where(eq(evaluatorTrainingRecords.trainingClassId, row.id))
    .orderBy(asc(evaluatorTrainingRecords.createdAt), asc(evaluatorTrainingRecords.id));
  const scoreRows = records.length
    ? await db
        .select()
        .from(trainingScoreItems)
        .where(
          inArray(
            trainingScoreItems.trainingRecordId,
            records.map(({ record }) => record.id),
          ),
        )
        .orderBy(asc(trainingScoreItems.sort))
    : [];
  const national = caller.role === Role.NationalAdministrator;
  const recordable = national && mayRecord(row, now);
  const trainees: AdminTrainee[] = records.map(({ record, order, profile, mobile }) => {
    const payment = paymentOf(order);
    return {
      record_id: record.id,
      evaluator_user_id: record.evaluatorUserId,
      name: profile?.name ?? '',
      mobile: mobile ?? '',
      // Reviewers see personal numbers in full (product-decisions §4).
      certificates_number: profile?.certificatesNumber ?? '',
      fee_type: record.feeType,
      fee_name: TRAINING_FEE_LABELS[record.feeType] ?? '',
      order_sn: order?.orderSn ?? '',
      payment_status: payment,
      payment_status_name: paymentStatusLabel(payment),
      aptitude: record.aptitude,
      aptitude_image: record.aptitudeImage,
      signed_up_at: toWireDateTime(order?.createdAt ?? record.createdAt),
      performance_review: record.performanceReview,
      performance_review_name: TRAINING_REVIEW_LABELS[record.performanceReview] ?? '',
      completed_on: record.completedOn,
      scores: scoreRows
        .filter((item) => item.trainingRecordId === record.id)
        .map((item) => ({ sort: item.sort, content: item.content, score: Number(item.score) })),
      can_record: recordable && payment === PaymentStatus.Paid,
    };
  });
  const refusal = editRefusal(row, now, records.length);
  const stage = stageOf(row, now);
  const heads = {
    enrolled: trainees.length,
    paid: trainees.filter((item) => item.payment_status === PaymentStatus.Paid).length,
    reviewed: trainees.filter((item) => item.performance_review > 0).length,
  };
  return {
    ...toItem(row, now, heads),
    province_id: row.provinceId,
    city_id: row.cityId,
    district_id: row.districtId,
    assessment_start_time: toWireDateTime(row.assessmentStartTime),
    assessment_end_time: toWireDateTime(row.assessmentEndTime),
    aptitude: row.aptitude,
    notice_title: row.noticeTitle,
    notice_content: row.noticeContent,
    createTime: toWireDateTime(row.createdAt),
    fees: fees.map((fee) => ({ fee_type: fee.feeType, fee_name: TRAINING_FEE_LABELS[fee.feeType] ?? '', fee_fen: fee.feeFen })),
    contents: contents.map((item) => ({ id: item.id, sort: item.sort, content: item.content, assessment_method: item.assessmentMethod })),
    trainees,
    actions: {
      can_edit: national && refusal === null,
      edit_refusal: refusal,
      can_stop: national && stage !== 'ended' && !row.isStop,
      can_resume: national && stage !== 'ended' && row.isStop,
      can_record: recordable,
    },
  };
}

// ---------------------------------------------------------------- save

export interface TrainingSaveInput extends Partial<TrainingClassTimes> {
  id?: number;
  name?: string;
  trainType?: number;
  grade?: number;
  province_id?: number;
  city_id?: number;
  district_id?: number;
  detail_addr?: string;
  aptitude: string[];
  notice_title?: string;
  notice_content?: string;
  file_path?: string;
  fees: { fee_type?: number; fee_fen?: number }[];
  contents: { content?: string; assessment_method?: string }[];
}

function chars(value: string): number {
  return Array.from(value).length;
}

/** Required trimmed text within a limit. */
function text(value: string | undefined, required: string, max: number, tooLong: string): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) fail(required);
  if (chars(trimmed) > max) fail(tooLong);
  return trimmed;
}

interface CheckedClass {
  values: Omit<typeof trainingClasses.$inferInsert, 'id' | 'createdAt' | 'isStop'>;
  fees: { feeType: number; feeFen: number }[];
  contents: { content: string; assessmentMethod: string }[];
}

/** The province, city and district: three regions, each the child of the one before. */
async function regionNames(db: Database, input: TrainingSaveInput): Promise<[string, string, string]> {
  const ids = [input.province_id, input.city_id, input.district_id];
  if (ids.some((id) => id === undefined)) fail(M.regionRequired);
  const rows = await db
    .select()
    .from(regions)
    .where(inArray(regions.id, ids as number[]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const [province, city, district] = ids.map((id) => byId.get(id as number));
  if (!province || !city || !district || province.level !== 1 || city.parentId !== province.id || district.parentId !== city.id) {
    fail(M.regionInvalid);
  }
  return [province.areaName, city.areaName, district.areaName];
}

/** Every rule of the form (decision 0074), in the order the form shows the fields. */
async function checkClass(db: Database, input: TrainingSaveInput, currentFile: string | null): Promise<CheckedClass> {
  const name = text(input.name, M.nameRequired, L.name, M.nameTooLong);
  if (!input.trainType || ![1, 2, 3].includes(input.trainType)) fail(M.trainTypeInvalid);
  if (!input.grade || ![1, 2, 3].includes(input.grade)) fail(M.gradeInvalid);
  const [provinceName, cityName, districtName] = await regionNames(db, input);
  const detailAddr = text(input.detail_addr, M.addressRequired, L.detailAddr, M.addressTooLong);
  const times = {} as TrainingClassTimes;
  for (const key of Object.keys(TRAINING_TIME_LABELS) as (keyof TrainingClassTimes)[]) {
    const value = input[key]?.trim();
    if (!value) fail(M.timeRequired(TRAINING_TIME_LABELS[key]));
    if (!isWireDateTime(value)) fail(M.timeInvalid(TRAINING_TIME_LABELS[key]));
    times[key] = value;
  }
  const order = trainingTimeOrderProblem(times);
  if (order) fail(order);
  const aptitude = input.aptitude.map((option) => option.trim());
  if (aptitude.length === 0) fail(M.aptitudeRequired);
  if (aptitude.length > TRAINING_APTITUDE_MAX) fail(M.aptitudeTooMany);
  if (aptitude.some((option) => !option)) fail(M.aptitudeBlank);
  if (aptitude.some((option) => chars(option) > L.aptitude)) fail(M.aptitudeTooLong);
  if (new Set(aptitude).size !== aptitude.length) fail(M.aptitudeDuplicate);
  const noticeTitle = text(input.notice_title, M.noticeTitleRequired, L.noticeTitle, M.noticeTitleTooLong);
  // The notice is rich text, shown by the portal's SafeHtml: stored through the service's one sanitizer (decision 0070).
  const noticeContent = sanitizeRichText(text(input.notice_content, M.noticeContentRequired, L.noticeContent, M.noticeContentTooLong));
  if (!showsSomething(noticeContent)) fail(M.noticeContentRequired);
  if (input.fees.length === 0) fail(M.feeRequired);
  const fees = input.fees.map(({ fee_type: feeType, fee_fen: feeFen }) => {
    if (!feeType || ![1, 2, 3].includes(feeType)) fail(M.feeTypeInvalid);
    if (feeFen === undefined || !Number.isInteger(feeFen) || feeFen <= 0) fail(M.feeInvalid);
    if (feeFen > TRAINING_FEE_MAX_FEN) fail(M.feeTooHigh);
    return { feeType, feeFen };
  });
  if (new Set(fees.map((fee) => fee.feeType)).size !== fees.length) fail(M.feeTypeDuplicate);
  if (input.contents.length === 0) fail(M.contentRequired);
  if (input.contents.length > TRAINING_CONTENT_MAX) fail(M.contentTooMany);
  const contents = input.contents.map((item) => {
    const content = (item.content ?? '').trim();
    const assessmentMethod = (item.assessment_method ?? '').trim();
    if (!content || !assessmentMethod) fail(M.contentBlank);
    if (chars(content) > L.content || chars(assessmentMethod) > L.assessmentMethod) fail(M.contentTooLong);
    return { content, assessmentMethod };
  });
  const filePath = input.file_path?.trim() || null;
  if (filePath && filePath !== currentFile) {
    const [upload] = await db.select({ filePath: contentUploads.filePath }).from(contentUploads).where(eq(contentUploads.filePath, filePath));
    if (!upload) fail(M.filePathInvalid);
  }
  return {
    values: {
      name,
      trainType: input.trainType,
      grade: input.grade,
      provinceId: input.province_id as number,
      cityId: input.city_id as number,
      districtId: input.district_id as number,
      provinceName,
      cityName,
      districtName,
      detailAddr,
      applyStartTime: fromWireDateTime(times.apply_start_time),
      applyEndTime: fromWireDateTime(times.apply_end_time),
      openingClassStartTime: fromWireDateTime(times.opening_class_start_time),
      openingClassEndTime: fromWireDateTime(times.opening_class_end_time),
      assessmentStartTime: fromWireDateTime(times.assessment_start_time),
      assessmentEndTime: fromWireDateTime(times.assessment_end_time),
      aptitude,
      noticeTitle,
      noticeContent,
      filePath,
    },
    fees,
    contents,
  };
}

/** What the audit row keeps of a class: its fields, fees and contents (times in the wire format). */
function auditView(values: CheckedClass['values'], fees: CheckedClass['fees'], contents: CheckedClass['contents']): Record<string, unknown> {
  const view: Record<string, unknown> = { ...values, fees, contents };
  for (const [key, value] of Object.entries(view)) if (value instanceof Date) view[key] = toWireDateTime(value);
  return view;
}

async function classParts(db: Database, id: number) {
  const fees = await db
    .select({ feeType: trainingClassFees.feeType, feeFen: trainingClassFees.feeFen })
    .from(trainingClassFees)
    .where(eq(trainingClassFees.trainingClassId, id))
    .orderBy(asc(trainingClassFees.feeType));
  const contents = await db
    .select({ content: trainingClassContents.content, assessmentMethod: trainingClassContents.assessmentMethod })
    .from(trainingClassContents)
    .where(eq(trainingClassContents.trainingClassId, id))
    .orderBy(asc(trainingClassContents.sort), asc(trainingClassContents.id));
  return { fees, contents };
}

export async function saveClass({ db, clock }: AdminTrainingDeps, caller: Caller, input: TrainingSaveInput): Promise<{ id: number }> {
  nationalOnly(caller);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const current = input.id === undefined ? null : await classOf(tx, caller, input.id, true);
    if (current) {
      const refusal = editRefusal(current, now, await signUpCount(tx, current.id));
      if (refusal) fail(refusal);
    }
    const checked = await checkClass(tx, input, current?.filePath ?? null);
    let id: number;
    let before: Record<string, unknown> | null = null;
    if (current) {
      id = current.id;
      const parts = await classParts(tx, id);
      const { id: _id, createdAt: _created, isStop: _stop, ...fields } = current;
      before = auditView(fields, parts.fees, parts.contents);
      await tx.update(trainingClasses).set(checked.values).where(eq(trainingClasses.id, id));
      await tx.delete(trainingClassFees).where(eq(trainingClassFees.trainingClassId, id));
      await tx.delete(trainingClassContents).where(eq(trainingClassContents.trainingClassId, id));
    } else {
      const [row] = await tx
        .insert(trainingClasses)
        .values({ ...checked.values, createdAt: now })
        .returning({ id: trainingClasses.id });
      id = row.id;
    }
    await tx.insert(trainingClassFees).values(checked.fees.map((fee) => ({ trainingClassId: id, ...fee })));
    await tx.insert(trainingClassContents).values(checked.contents.map((item, index) => ({ trainingClassId: id, sort: index + 1, ...item })));
    await appendAudit(tx, {
      workflow: 'trainingClass',
      recordId: id,
      actorUserId: caller.userId,
      actorRole: caller.role,
      fromStatus: '',
      toStatus: '',
      action: current ? '修改培训班' : '新建培训班',
      before,
      after: auditView(checked.values, checked.fees, checked.contents),
      changedAt: now,
    });
    return { id };
  });
}

// ---------------------------------------------------------------- stop / resume

export async function setStop({ db, clock }: AdminTrainingDeps, caller: Caller, input: { id: number; is_stop: boolean }): Promise<{ isStop: boolean }> {
  nationalOnly(caller);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await classOf(tx, caller, input.id, true);
    if (stageOf(row, now) === 'ended') fail(M.stopAfterEnd);
    if (row.isStop === input.is_stop) fail(input.is_stop ? M.alreadyStopped : M.notStopped);
    await tx.update(trainingClasses).set({ isStop: input.is_stop }).where(eq(trainingClasses.id, row.id));
    await appendAudit(tx, {
      workflow: 'trainingClass',
      recordId: row.id,
      actorUserId: caller.userId,
      actorRole: caller.role,
      fromStatus: '',
      toStatus: '',
      action: input.is_stop ? '停止报名' : '恢复报名',
      before: { isStop: row.isStop },
      after: { isStop: input.is_stop },
      changedAt: now,
    });
    return { isStop: input.is_stop };
  });
}

// ---------------------------------------------------------------- results

export interface TrainingResultInput {
  id: number;
  record_id: number;
  performance_review?: number;
  completed_on?: string;
  scores: { content_id: number; score: number | string }[];
}

const WIRE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `performance_review` 1 合格 (TRAINING_REVIEW_LABELS). */
const QUALIFIED = 1;

/**
 * A qualified training of evaluator grade `grade` (1 一级, the highest, … 3 三级) gives the evaluator that rank, unless
 * they already hold it or a higher one (decision 0077): the profile's rank and the day obtained, and the evaluator's
 * listing (the public evaluator pages and the institutions' assessor picker list an evaluator with a rank and a
 * listing row). A later correction to 不合格 takes nothing back: withdrawing an evaluator is the listing's business.
 * Answers the rank given, or null when nothing changed (or the evaluator has no basic information to hold it).
 */
async function grantRank(tx: Database, userId: number, grade: number, obtainedOn: string, now: Date): Promise<{ before: number | null; after: number } | null> {
  const [profile] = await tx
    .select({ rank: personProfiles.evaluatorRank })
    .from(personProfiles)
    .where(eq(personProfiles.userId, userId))
    .for('update');
  if (!profile) return null;
  await tx.insert(evaluators).values({ userId, createdAt: now }).onConflictDoNothing();
  if (profile.rank !== null && profile.rank <= grade) return null;
  await tx.update(personProfiles).set({ evaluatorRank: grade, evaluatorRankObtainedOn: obtainedOn }).where(eq(personProfiles.userId, userId));
  return { before: profile.rank, after: grade };
}

/**
 * One evaluator's result (decision 0074): the class in reach, its assessment begun, the record one of its sign-ups
 * and paid; a score for each of the class's contents; 合格 or 不合格; the completion day between the assessment's
 * first day and today. Writes the record and replaces its score items, with the audit row, in one transaction.
 */
export async function recordResult({ db, clock }: AdminTrainingDeps, caller: Caller, input: TrainingResultInput): Promise<{ performance_review: number }> {
  nationalOnly(caller);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await classOf(tx, caller, input.id, true);
    const [found] = await tx
      .select({ record: evaluatorTrainingRecords, paymentStatus: orders.paymentStatus, orderId: orders.id })
      .from(evaluatorTrainingRecords)
      .leftJoin(orders, eq(orders.id, evaluatorTrainingRecords.orderId))
      .where(and(eq(evaluatorTrainingRecords.id, input.record_id), eq(evaluatorTrainingRecords.trainingClassId, row.id)))
      .for('update', { of: evaluatorTrainingRecords });
    if (!found) fail(M.recordNotFound);
    if (paymentOf(found.orderId === null ? null : { paymentStatus: found.paymentStatus ?? '' }) !== PaymentStatus.Paid) fail(M.notPaid);
    if (!mayRecord(row, now)) fail(M.beforeAssessment);
    const contents = await tx
      .select()
      .from(trainingClassContents)
      .where(eq(trainingClassContents.trainingClassId, row.id))
      .orderBy(asc(trainingClassContents.sort), asc(trainingClassContents.id));
    const given = new Map<number, number>();
    for (const item of input.scores) {
      const score = parseTrainingScore(item.score);
      if (score === null) fail(M.scoreInvalid);
      given.set(item.content_id, score);
    }
    if (given.size !== input.scores.length || contents.length !== given.size || contents.some((item) => !given.has(item.id))) {
      fail(M.scoresIncomplete);
    }
    if (input.performance_review !== 1 && input.performance_review !== 2) fail(M.reviewInvalid);
    const today = toWireDate(now);
    const completedOn = input.completed_on?.trim() || today;
    if (!WIRE_DATE.test(completedOn) || toWireDate(new Date(`${completedOn}T12:00:00+08:00`)) !== completedOn) fail(M.completedOnInvalid);
    if (completedOn < toWireDate(row.assessmentStartTime)) fail(M.completedBeforeAssessment);
    if (completedOn > today) fail(M.completedInFuture);
    const items = contents.map((item, index) => ({ sort: index + 1, content: item.content, score: (given.get(item.id) as number).toFixed(1) }));
    const previous = await tx
      .select({ sort: trainingScoreItems.sort, content: trainingScoreItems.content, score: trainingScoreItems.score })
      .from(trainingScoreItems)
      .where(eq(trainingScoreItems.trainingRecordId, found.record.id))
      .orderBy(asc(trainingScoreItems.sort));
    await tx
      .update(evaluatorTrainingRecords)
      .set({ performanceReview: input.performance_review, completedOn })
      .where(eq(evaluatorTrainingRecords.id, found.record.id));
    await tx.delete(trainingScoreItems).where(eq(trainingScoreItems.trainingRecordId, found.record.id));
    await tx.insert(trainingScoreItems).values(items.map((item) => ({ trainingRecordId: found.record.id, ...item })));
    const rank = input.performance_review === QUALIFIED ? await grantRank(tx, found.record.evaluatorUserId, found.record.grade, completedOn, now) : null;
    await appendAudit(tx, {
      workflow: 'trainingRecord',
      recordId: found.record.id,
      actorUserId: caller.userId,
      actorRole: caller.role,
      fromStatus: String(found.record.performanceReview),
      toStatus: String(input.performance_review),
      action: found.record.performanceReview === 0 ? '录入培训成绩' : '更正培训成绩',
      before: { performanceReview: found.record.performanceReview, completedOn: found.record.completedOn, scores: previous },
      after: { trainingClassId: row.id, performanceReview: input.performance_review, completedOn, scores: items, ...(rank ? { evaluatorRank: rank } : {}) },
      changedAt: now,
    });
    return { performance_review: input.performance_review };
  });
}
