import { AppealStatus, type AppealStatusCode, GradeSubmissionStatus, OrderKind, type OrderKindCode, PaymentStatus, type PaymentStatusCode, Role } from '@badminton/contracts';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { appeals, certificateDeliveries, orders, personProfiles, testApplications, testClasses, testScoreItems, users } from '../../src/db/schema';
import { classOf } from './institution-classes-fixture';

/** Fixtures of the institution's complaint handling and order centre (decision 0061): real rows, as the athlete centre leaves them. */

const AT = new Date(Date.UTC(2026, 10, 1));
let serial = 0;

export interface AppealFixture {
  appealId: number;
  applicationId: number;
  testClassId: number;
  athleteUserId: number;
  scoreItemIds: number[];
}

/** An athlete account with a profile (name 申诉运动员N). */
export async function athlete(db: Database): Promise<{ userId: number; name: string }> {
  serial += 1;
  const [user] = await db
    .insert(users)
    .values({ usertype: Role.Athlete, loginName: `athlete-${randomBytes(4).toString('hex')}`, isVerify: true, createdAt: AT })
    .returning({ id: users.id });
  const name = `申诉运动员${serial}`;
  await db.insert(personProfiles).values({
    userId: user.id,
    name,
    englishName: 'Athlete',
    sex: 0,
    certificatesType: 4,
    certificatesNumber: `A${String(user.id).padStart(8, '0')}`,
    birthday: '2010-01-01',
    createdAt: AT,
    updatedAt: AT,
  });
  return { userId: user.id, name };
}

/**
 * A published class of `institutionUserId` (a fresh one unless given) with one paid sign-up of a fresh athlete, four
 * scores and an appeal in `status` (0 by default; `second` adds the second round).
 */
export async function appealOnClassOf(
  db: Database,
  institutionUserId: number,
  options: {
    testClassId?: number;
    status?: AppealStatusCode;
    editStatus?: 0 | 1 | 2;
    second?: string;
    first?: string;
    scores?: readonly number[];
    createdAt?: Date;
  } = {},
): Promise<AppealFixture> {
  serial += 1;
  const testClassId = options.testClassId ?? (await classOf(db, institutionUserId, { title: `申诉测试班${serial}` }));
  await db
    .update(testClasses)
    .set({ gradeSubmissionStatus: GradeSubmissionStatus.Published, scoresPublishedAt: AT, seatsTaken: sql`${testClasses.seatsTaken} + 1` })
    .where(eq(testClasses.id, testClassId));
  const who = await athlete(db);
  const [order] = await db
    .insert(orders)
    .values({
      orderSn: `BMT${randomBytes(8).toString('hex')}`,
      userId: who.userId,
      userType: Role.Athlete,
      kind: OrderKind.TestSignUp,
      description: '报名费',
      amountFen: 27_000,
      paymentStatus: PaymentStatus.Paid,
      createdAt: AT,
    })
    .returning({ id: orders.id });
  const scores = options.scores ?? [72, 58.5, 61, 55];
  const [application] = await db
    .insert(testApplications)
    .values({
      athleteUserId: who.userId,
      testClassId,
      grade: 4,
      orderId: order.id,
      coachStatus: 1,
      train: '某培训机构',
      coach: '李教练',
      coachPhone: '无',
      scoreJudgment: scores.every((score) => score >= 60) ? 1 : 2,
      createdAt: AT,
    })
    .returning({ id: testApplications.id });
  const items = await db
    .insert(testScoreItems)
    .values(['步法移动', '发球', '击球技术', '实战对抗'].map((subject, i) => ({ applicationId: application.id, sort: i + 1, subject, score: scores[i].toFixed(1) })))
    .returning({ id: testScoreItems.id });
  const [appeal] = await db
    .insert(appeals)
    .values({
      appealNo: `SS${Date.now()}${String(serial).padStart(6, '0')}${randomBytes(2).toString('hex')}`,
      applicationId: application.id,
      athleteUserId: who.userId,
      appealStatus: options.status ?? AppealStatus.Submitted,
      editStatus: options.editStatus ?? 0,
      firstContent: options.first ?? '发球成绩有误',
      secondContent: options.second ?? null,
      createdAt: options.createdAt ?? new Date(AT.getTime() + serial * 1000),
    })
    .returning({ id: appeals.id });
  return { appealId: appeal.id, applicationId: application.id, testClassId, athleteUserId: who.userId, scoreItemIds: items.map((item) => item.id) };
}

/** An order of `userId` (an institution) of a kind and status, with a parcel when `expressNumber` is given; returns its order_sn. */
export async function institutionOrderOf(
  db: Database,
  userId: number,
  options: { kind?: OrderKindCode; status?: PaymentStatusCode; amountFen?: number; createdAt?: Date; expressNumber?: string; expiresAt?: Date } = {},
): Promise<string> {
  serial += 1;
  const orderSn = `BMI${randomBytes(8).toString('hex')}`;
  const status = options.status ?? PaymentStatus.Pending;
  const [order] = await db
    .insert(orders)
    .values({
      orderSn,
      userId,
      userType: Role.Institution,
      kind: options.kind ?? OrderKind.InstitutionPaidFee,
      description: '机构订单',
      amountFen: options.amountFen ?? 54_000,
      paymentStatus: status,
      createdAt: options.createdAt ?? new Date(AT.getTime() + serial * 1000),
      paidAt: status === PaymentStatus.Paid ? AT : null,
      expiresAt: options.expiresAt ?? null,
    })
    .returning({ id: orders.id });
  if (options.expressNumber) {
    await db.insert(certificateDeliveries).values({
      userId,
      userType: Role.Institution,
      orderId: order.id,
      contacts: '李老师',
      telphone: '13800138000',
      provinceId: 440000,
      cityId: 440100,
      districtId: 440106,
      address: '体育西路1号',
      isGrantTest: 1,
      certificateFeeFen: 0,
      badgeFeeFen: 0,
      shippingFeeFen: 2_000,
      expressCompany: '顺丰速运',
      expressNumber: options.expressNumber,
      mailingTime: AT,
      createdAt: AT,
    });
  }
  return orderSn;
}
