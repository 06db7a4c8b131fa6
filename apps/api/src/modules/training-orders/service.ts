import {
  evaluatorRankLabel,
  ORDER_KIND_LABELS,
  OrderKind,
  type OrderKindCode,
  PAYMENT_CHANNEL_LABELS,
  PaymentStatus,
  type PayRecordItem,
  Role,
  TRAINING_ORDER_MESSAGES as M,
  type TrainingOrderItem,
  type TrainingRecordItem,
  type TrainingScoreSheet,
} from '@badminton/contracts';
import {
  ADULT_ONLY_GRADE,
  fenToYuan,
  isAdultOn,
  needsAptitudeImage,
  registrationPhase,
  TRAINING_SIGN_UP_MESSAGES,
  validateTrainingSignUp,
} from '@badminton/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { trainingClasses } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDate, toWireDateTime } from '../../lib/wire-time';
import type { Caller } from '../../registry/types';
import type { Storage } from '../../storage/storage';
import type { UploadedFiles } from '../../uploads/receive';
import { removeUploads, storeUpload, type UploadOwner } from '../../uploads/store';
import { createOrder } from '../orders/service';
import { FEE_NAMES } from '../training/service';
import * as repository from './repository';

/**
 * The evaluator's training sign-up, training order, records, scores and payment records (req: evaluator.md; decision
 * 0034). A sign-up is the one row of (evaluator, class) in `evaluator_training_records` pointing at its current order
 * (kind 3, the standard 30-minute payment window); signing up again after that order closed gives the row a new
 * order. Every rule runs here, on the service clock; the order's status moves only through the payment workflow.
 */

export interface TrainingDeps {
  db: Database;
  jobs: JobQueue;
  clock: Clock;
  storage: Storage;
}

function fail(message: string): never {
  throw new BusinessError(message);
}

export interface TrainingSignUpInput {
  tc_id: number;
  grade: number;
  aptitude_recording?: number;
  feeType: number;
  isAdult?: boolean;
  isAgree?: boolean;
}

/** Why an existing sign-up stops another one for the same class (null: its order closed or was refunded). */
/** The terms a sign-up was checked against (grade, options, window, name): unchanged between the check and the write. */
function sameSignUpTerms(held: typeof trainingClasses.$inferSelect, checked: typeof trainingClasses.$inferSelect): boolean {
  return (
    held.grade === checked.grade &&
    held.name === checked.name &&
    held.applyStartTime.getTime() === checked.applyStartTime.getTime() &&
    held.applyEndTime.getTime() === checked.applyEndTime.getTime() &&
    JSON.stringify(held.aptitude) === JSON.stringify(checked.aptitude)
  );
}

function livePlaceRefusal(status: string | undefined, hasOrder: boolean): string | null {
  // A record without an order is a training the evaluator took before the portal took sign-ups: done and paid.
  if (!hasOrder) return M.alreadyPaid;
  if (status === PaymentStatus.Pending || status === PaymentStatus.Failed) return M.alreadyPending;
  if (status === PaymentStatus.Paid) return M.alreadyPaid;
  return null;
}

/**
 * `ExaminerClass/TrainingSignUp`: the class exists, is inside its application window on the service clock and not
 * stopped; the grade is the class's; the form rules of @badminton/validation (aptitude and its image, 18+ for grade 3
 * — also from the profile's birthday —, fee type offered, acknowledgement); no pending or paid order for the class.
 * Stores the aptitude image, then in one transaction creates the order and writes the record (insert, or update after
 * a closed order). Answers the order number.
 */
export async function signUp(
  deps: TrainingDeps,
  caller: Caller,
  input: TrainingSignUpInput,
  files: UploadedFiles,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ order_sn: string }> {
  const now = deps.clock.now();
  const found = await repository.findClassWithFee(deps.db, input.tc_id, input.feeType);
  if (!found) fail(M.classNotFound);
  const { trainingClass, feeFen } = found;
  if (registrationPhase(trainingClass.applyStartTime.getTime(), trainingClass.applyEndTime.getTime(), now.getTime()) !== 'open') {
    fail(M.outsideWindow);
  }
  if (trainingClass.isStop) fail(M.stopped);
  if (input.grade !== trainingClass.grade) fail(M.gradeMismatch);
  const [image] = files.aptitude_img ?? [];
  const aptitudeIndex = input.aptitude_recording ?? null;
  const problem = validateTrainingSignUp({
    grade: trainingClass.grade,
    aptitudeOptions: trainingClass.aptitude,
    aptitudeIndex,
    hasImage: image !== undefined,
    isAdult: input.isAdult === true,
    feeType: input.feeType,
    feeTypes: feeFen === null ? [] : [input.feeType],
    isAgree: input.isAgree === true,
  });
  if (problem) fail(problem);
  if (feeFen === null) fail(M.feeTypeRequired);
  const profile = await repository.findProfile(deps.db, caller.userId);
  if (!profile) fail(M.profileRequired);
  // Grade 3 needs 18 years on the day of the sign-up by the profile's birthday: the tick alone is not proof.
  if (trainingClass.grade === ADULT_ONLY_GRADE && !isAdultOn(profile.birthday, toWireDate(now))) fail(TRAINING_SIGN_UP_MESSAGES.underAge);

  const owner: UploadOwner = { folder: 'training-aptitude', userId: caller.userId };
  // Only an option above 0 keeps a picture; one sent with option 0 is not stored.
  const imagePath = image && needsAptitudeImage(aptitudeIndex) ? await storeUpload(deps.storage, owner, image) : null;
  let replacedImage: string | null = null;
  let orderSn: string;
  try {
    orderSn = await deps.db.transaction(async (tx) => {
      // What was checked above still holds: the class is held until the sign-up commits.
      const held = await repository.lockClassWithFee(tx, trainingClass.id, input.feeType);
      if (!held) fail(M.classNotFound);
      if (held.trainingClass.isStop) fail(M.stopped);
      if (held.feeFen !== feeFen || !sameSignUpTerms(held.trainingClass, trainingClass)) fail(M.classChanged);
      const existing = await repository.findOwnRecordForUpdate(tx, caller.userId, trainingClass.id);
      if (existing) {
        const status = existing.orderId === null ? undefined : await repository.findOrderStatus(tx, existing.orderId);
        const refusal = livePlaceRefusal(status, existing.orderId !== null);
        if (refusal) fail(refusal);
      }
      const order = await createOrder(tx, deps.jobs, {
        userId: caller.userId,
        userType: Role.Evaluator,
        kind: OrderKind.Training,
        description: `${trainingClass.name} ${FEE_NAMES[input.feeType] ?? ''}`.trim(),
        amountFen: feeFen,
        at: now,
      });
      const values: repository.RecordValues = {
        grade: trainingClass.grade,
        feeType: input.feeType,
        performanceReview: 0,
        completedOn: null,
        createdAt: now,
        orderId: order.id,
        aptitudeIndex,
        aptitude: aptitudeIndex === null ? null : trainingClass.aptitude[aptitudeIndex],
        aptitudeImage: imagePath,
      };
      if (existing) {
        replacedImage = existing.aptitudeImage;
        await repository.updateRecord(tx, existing.id, values);
      } else {
        await repository.insertRecord(tx, caller.userId, trainingClass.id, values);
      }
      return order.orderSn;
    });
  } catch (error) {
    if (imagePath) await removeUploads(deps.storage, owner, [imagePath], log);
    // Two first sign-ups of one evaluator at once: the unique index of (evaluator, class) lets one through.
    if (isUniqueViolation(error, 'evaluator_training_records_user_class_idx')) fail(M.alreadyPending);
    throw error;
  }
  deps.jobs.wake();
  if (replacedImage && replacedImage !== imagePath) await removeUploads(deps.storage, owner, [replacedImage], log);
  return { order_sn: orderSn };
}

/**
 * `ExaminerClass/GetTrainingOrder`: the caller's sign-up of the class with its order (items, the client takes the
 * last); empty when the caller has not signed up (another evaluator's sign-up is never read).
 */
export async function getTrainingOrder(db: Database, caller: Caller, input: { id: number }): Promise<{ items: TrainingOrderItem[] }> {
  const found = await repository.findOwnRecordWithOrder(db, caller.userId, input.id);
  if (!found) return { items: [] };
  const { record, trainingClass, order } = found;
  const fees = await repository.findFees(db, [trainingClass.id]);
  const feeFen = feeWithoutOrder(fees, trainingClass.id, record.feeType);
  return {
    items: [
      {
        id: trainingClass.id,
        name: trainingClass.name,
        trainClassName: trainingClass.name,
        trainType: trainingClass.trainType,
        grade: trainingClass.grade,
        gradeName: evaluatorRankLabel(trainingClass.grade),
        provinceName: trainingClass.provinceName,
        cityName: trainingClass.cityName,
        districtName: trainingClass.districtName,
        detail_addr: trainingClass.detailAddr,
        apply_start_time: toWireDateTime(trainingClass.applyStartTime),
        apply_end_time: toWireDateTime(trainingClass.applyEndTime),
        opening_class_start_time: toWireDateTime(trainingClass.openingClassStartTime),
        opening_class_end_time: toWireDateTime(trainingClass.openingClassEndTime),
        startTime: toWireDateTime(trainingClass.assessmentStartTime),
        endTime: toWireDateTime(trainingClass.assessmentEndTime),
        isStop: trainingClass.isStop,
        aptitude: record.aptitude,
        aptitude_recording: record.aptitudeIndex,
        aptitude_img: record.aptitudeImage,
        feeType: record.feeType,
        feeName: FEE_NAMES[record.feeType] ?? '',
        order_sn: order?.orderSn ?? '',
        order_price: fenToYuan(order?.amountFen ?? feeFen),
        payment_status: order?.paymentStatus ?? PaymentStatus.Paid,
        expires_at: order?.expiresAt ? toWireDateTime(order.expiresAt) : null,
        createTime: toWireDateTime(order?.createdAt ?? trainingClass.applyStartTime),
      },
    ],
  };
}

/**
 * What a training taken before the portal took sign-ups (no order) cost: its fee type's fee, else the class's highest
 * fee (the class offers one type only).
 */
function feeWithoutOrder(fees: readonly { trainingClassId: number; feeType: number; feeFen: number }[], trainingClassId: number, feeType: number): number {
  const own = fees.filter((fee) => fee.trainingClassId === trainingClassId);
  return own.find((fee) => fee.feeType === feeType)?.feeFen ?? Math.max(0, ...own.map((fee) => fee.feeFen));
}

function paymentType(kind: number): string {
  return ORDER_KIND_LABELS[kind as OrderKindCode] ?? '';
}

/** `ExaminerClass/GetTrainingRecords`: the caller's training records, newest first, with their orders. */
export async function listTrainingRecords(
  db: Database,
  caller: Caller,
  input: { limit: number; page: number },
): Promise<{ items: TrainingRecordItem[]; totalCount: number }> {
  const [{ rows, total }, profile] = await Promise.all([
    repository.findOwnRecords(db, caller.userId, toPage(input)),
    repository.findProfile(db, caller.userId),
  ]);
  // A record from before the portal took sign-ups has no order: its price is its class's fee.
  const fees = await repository.findFees(db, rows.filter((row) => !row.order).map((row) => row.trainingClass.id));
  return {
    items: rows.map(({ record, trainingClass, order }) => ({
      id: record.id,
      tc_id: trainingClass.id,
      name: trainingClass.name,
      opening_class_start_time: toWireDateTime(trainingClass.openingClassStartTime),
      opening_class_end_time: toWireDateTime(trainingClass.openingClassEndTime),
      grade: trainingClass.grade,
      gradeName: evaluatorRankLabel(trainingClass.grade),
      coachName: profile?.name ?? '',
      signup_type: record.feeType,
      payment_status: order?.paymentStatus ?? PaymentStatus.Paid,
      order_price: fenToYuan(order?.amountFen ?? feeWithoutOrder(fees, trainingClass.id, record.feeType)),
      payment_type: paymentType(OrderKind.Training),
      performance_review: record.performanceReview,
      order_sn: order?.orderSn ?? '',
      creationTime: toWireDateTime(order?.createdAt ?? trainingClass.applyStartTime),
      expires_at: order?.expiresAt ? toWireDateTime(order.expiresAt) : null,
    })),
    totalCount: total,
  };
}

/**
 * `ExaminerClass/GetTrainingScores`: the scores of the caller's own record of a class, once paid and reviewed
 * (another evaluator's record answers 培训记录不存在, as if it did not exist).
 */
export async function getTrainingScores(db: Database, caller: Caller, input: { tc_id: number }): Promise<{ items: TrainingScoreSheet[] }> {
  const found = await repository.findOwnRecordWithOrder(db, caller.userId, input.tc_id);
  if (!found) fail(M.recordNotFound);
  const { record, trainingClass, order } = found;
  if (order && order.paymentStatus !== PaymentStatus.Paid) fail(M.notPaid);
  if (record.performanceReview === 0) fail(M.reviewPending);
  const scores = await repository.findScoreItems(db, record.id);
  return {
    items: [
      {
        tc_id: trainingClass.id,
        name: trainingClass.name,
        performance_review: record.performanceReview,
        scores: scores.map((item) => ({ content: item.content, score: Number(item.score) })),
      },
    ],
  };
}

/** `PayOrder/GetPayRecords`: every order the caller pays (training, paper certificates, …), newest first. */
export async function listPayRecords(db: Database, caller: Caller, input: { limit: number; page: number }): Promise<{ items: PayRecordItem[]; totalCount: number }> {
  const { rows, total } = await repository.findOwnOrders(db, caller.userId, toPage(input));
  return {
    items: rows.map(({ order }) => ({
      order_sn: order.orderSn,
      payment_type: paymentType(order.kind),
      creationTime: toWireDateTime(order.createdAt),
      order_price: fenToYuan(order.amountFen),
      payment_time: order.paidAt ? toWireDateTime(order.paidAt) : null,
      payment_channel: order.paymentChannel ? (PAYMENT_CHANNEL_LABELS[order.paymentChannel] ?? order.paymentChannel) : null,
      payment_status: order.paymentStatus,
    })),
    totalCount: total,
  };
}
