import { GradeSubmissionStatus, OrderKind, PaymentStatus, type PaymentStatusCode, Role, TestClassStatus } from '@badminton/contracts';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client';
import { eventResults, events, orders, testApplications, testClasses, testClassGrades, testScoreItems, users } from '../../src/db/schema';

/** Fixtures of the scores, appeals and event-level tests (decision 0032): real rows, as the sign-up and the institution leave them. */

const DAY = 86_400_000;

export interface SignUpFixture {
  applicationId: number;
  testClassId: number;
  orderId: number | null;
  scoreItemIds: number[];
}

export interface SignUpOptions {
  /** When the class's scores were published; null: not yet (grade submission 3, approved only). */
  publishedAt: Date | null;
  /** The order's status ('3' paid by default); null: a batch sign-up without an athlete's order. */
  paymentStatus?: PaymentStatusCode | null;
  grade?: number;
  judgment?: 0 | 1 | 2;
}

let serial = 0;

/** A finished test class of a fresh institution with one sign-up of `athleteUserId`, its order and four scores. */
export async function signUpWithScores(db: Database, athleteUserId: number, options: SignUpOptions): Promise<SignUpFixture> {
  serial += 1;
  const grade = options.grade ?? 4;
  const testEnd = new Date((options.publishedAt ?? new Date()).getTime() - 10 * DAY);
  const [institution] = await db
    .insert(users)
    .values({ usertype: Role.Institution, loginName: `inst-${randomBytes(4).toString('hex')}`, isVerify: true, createdAt: testEnd })
    .returning({ id: users.id });
  const [testClass] = await db
    .insert(testClasses)
    .values({
      institutionUserId: institution.id,
      title: `成绩测试班${serial}`,
      provinceId: 440000,
      cityId: 440100,
      districtId: 440106,
      provinceName: '广东省',
      cityName: '广州市',
      districtName: '天河区',
      detailedAddress: '体育西路1号',
      registrationStartTime: new Date(testEnd.getTime() - 40 * DAY),
      registrationEndTime: new Date(testEnd.getTime() - 10 * DAY),
      testStartTime: new Date(testEnd.getTime() - DAY),
      testEndTime: testEnd,
      testNum: 40,
      seatsTaken: 1,
      applicationStatus: TestClassStatus.Approved,
      contact: '张老师',
      contactNumber: '13900000000',
      gradeSubmissionStatus: options.publishedAt ? GradeSubmissionStatus.Published : GradeSubmissionStatus.Approved,
      scoresPublishedAt: options.publishedAt,
      createdAt: testEnd,
    })
    .returning({ id: testClasses.id });
  await db.insert(testClassGrades).values({ testClassId: testClass.id, grade, feeFen: 20_000 });
  let orderId: number | null = null;
  if (options.paymentStatus !== null) {
    const [order] = await db
      .insert(orders)
      .values({
        orderSn: `BMT${randomBytes(8).toString('hex')}`,
        userId: athleteUserId,
        userType: Role.Athlete,
        kind: OrderKind.TestSignUp,
        description: '报名费',
        amountFen: 20_000,
        paymentStatus: options.paymentStatus ?? PaymentStatus.Paid,
        createdAt: new Date(testEnd.getTime() - 20 * DAY),
      })
      .returning({ id: orders.id });
    orderId = order.id;
  }
  const [application] = await db
    .insert(testApplications)
    .values({
      athleteUserId,
      testClassId: testClass.id,
      grade,
      orderId,
      coachStatus: 1,
      train: '某培训机构',
      coach: '李教练',
      coachPhone: '无',
      applicationMethod: orderId === null ? 2 : 1,
      scoreJudgment: options.judgment ?? 2,
      createdAt: new Date(testEnd.getTime() - 20 * DAY),
    })
    .returning({ id: testApplications.id });
  const items = await db
    .insert(testScoreItems)
    .values(
      ['步法移动', '发球', '击球技术', '实战对抗'].map((subject, i) => ({ applicationId: application.id, sort: i + 1, subject, score: (60 + i * 5.5).toFixed(1) })),
    )
    .returning({ id: testScoreItems.id });
  return { applicationId: application.id, testClassId: testClass.id, orderId, scoreItemIds: items.map((item) => item.id) };
}

/** An event open (or not) at `now`, with `athleteUserId`'s results in it. */
export async function eventWithResults(
  db: Database,
  now: Date,
  options: { maxGrade?: number; open?: boolean; results?: { athleteUserId: number; grade: number }[] } = {},
): Promise<{ eventId: number; resultIds: number[] }> {
  serial += 1;
  const open = options.open ?? true;
  const [event] = await db
    .insert(events)
    .values({
      name: `测试赛事${serial}`,
      eventType: '省级赛事',
      organizer: '广东省羽毛球协会',
      startDate: new Date(now.getTime() - 30 * DAY).toISOString().slice(0, 10),
      endDate: new Date(now.getTime() - 28 * DAY).toISOString().slice(0, 10),
      maxGrade: options.maxGrade ?? 6,
      applyStartTime: new Date(now.getTime() - (open ? 10 : 100) * DAY),
      applyEndTime: new Date(now.getTime() + (open ? 10 : -50) * DAY),
      createdAt: new Date(now.getTime() - 40 * DAY),
    })
    .returning({ id: events.id });
  const results = options.results?.length
    ? await db
        .insert(eventResults)
        .values(options.results.map((result) => ({ eventId: event.id, athleteUserId: result.athleteUserId, grade: result.grade, placing: '女子单打 第三名' })))
        .returning({ id: eventResults.id })
    : [];
  return { eventId: event.id, resultIds: results.map((row) => row.id) };
}
