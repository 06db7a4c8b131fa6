import { randomBytes } from 'node:crypto';
import { OrderKind, Role } from '@badminton/contracts';
import type { Database } from '../../src/db/client';
import { evaluatorTrainingRecords, trainingClasses, trainingClassFees, trainingScoreItems } from '../../src/db/schema';
import { orderFor } from './orders';

const DAY = 86_400_000;

export interface TrainingClassOptions {
  grade?: number;
  /** Application window relative to now, in days (default −1 … +10). */
  opensInDays?: number;
  closesInDays?: number;
  isStop?: boolean;
  /** Fee type → fee in fen (default all three). */
  fees?: Record<number, number>;
  aptitude?: string[];
  name?: string;
}

/** A training class open for sign-up around `now` (grade 2, fees of all three types, unless told otherwise). */
export async function newTrainingClass(db: Database, now: Date, options: TrainingClassOptions = {}): Promise<number> {
  const start = now.getTime() + (options.opensInDays ?? -1) * DAY;
  const end = now.getTime() + (options.closesInDays ?? 10) * DAY;
  const [row] = await db
    .insert(trainingClasses)
    .values({
      name: options.name ?? `考评员培训班${randomBytes(3).toString('hex')}`,
      trainType: 3,
      grade: options.grade ?? 2,
      provinceId: 440000,
      cityId: 440100,
      districtId: 440106,
      provinceName: '广东省',
      cityName: '广州市',
      districtName: '天河区',
      detailAddr: '天河体育中心',
      applyStartTime: new Date(start),
      applyEndTime: new Date(end),
      openingClassStartTime: new Date(end + 7 * DAY),
      openingClassEndTime: new Date(end + 11 * DAY),
      assessmentStartTime: new Date(end + 11 * DAY - 8 * 3_600_000),
      assessmentEndTime: new Date(end + 11 * DAY),
      isStop: options.isStop ?? false,
      aptitude: options.aptitude ?? ['无相关资质', '三级考评员证书', '国家二级运动员证书'],
      noticeTitle: '培训通知',
      noticeContent: '<p>通知</p>',
      createdAt: now,
    })
    .returning({ id: trainingClasses.id });
  const fees = options.fees ?? { 1: 100000, 2: 40000, 3: 126000 };
  await db.insert(trainingClassFees).values(Object.entries(fees).map(([feeType, feeFen]) => ({ trainingClassId: row.id, feeType: Number(feeType), feeFen })));
  return row.id;
}

/**
 * An evaluator's reviewed training in a new class: a paid-looking record (no order: taken before the portal took
 * sign-ups) with performance review 1 and a score item, plus a pending training order. Answers the class id and the
 * order number.
 */
export async function reviewedTrainingFor(db: Database, userId: number, now: Date): Promise<{ tcId: number; orderSn: string }> {
  const tcId = await newTrainingClass(db, now);
  const [record] = await db
    .insert(evaluatorTrainingRecords)
    .values({ evaluatorUserId: userId, trainingClassId: tcId, grade: 2, feeType: 3, performanceReview: 1, createdAt: now })
    .returning({ id: evaluatorTrainingRecords.id });
  await db.insert(trainingScoreItems).values({ trainingRecordId: record.id, sort: 1, content: '理论考试', score: '90.0' });
  const order = await orderFor(db, userId, { kind: OrderKind.Training, userType: Role.Evaluator, amountFen: 100_000, description: '考评员培训费', at: now });
  return { tcId, orderSn: order.orderSn };
}
