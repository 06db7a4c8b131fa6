import { AppealStatus, type AppealStatusCode, GradeSubmissionStatus, type GradeSubmissionStatusCode, OrderKind, PaymentStatus, Role, TestClassStatus } from '@badminton/contracts';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { appeals, institutionProfiles, orders, personProfiles, testApplications, testClasses, testClassGrades, testScoreItems, users } from '../../src/db/schema';
import { startSession } from '../../src/modules/accounts/service';

/**
 * Fixtures of the back office's grade submissions and second appeals (decision 0068): classes whose institution
 * submitted grades (in a given status and province), each with tested athletes and their four scores, as score entry
 * leaves them; reviewers of a province.
 */

const DAY = 86_400_000;
const SUBJECTS = ['步法移动', '发球', '击球技术', '实战对抗'] as const;
let serial = 0;

export interface Staff {
  userId: number;
  userToken: string;
}

/** A signed-in association account: a provincial reviewer of `provinceId`, or the national administrator. */
export async function staff(db: Database, role: 4 | 5, at: Date, provinceId: number | null = null): Promise<Staff> {
  const [user] = await db
    .insert(users)
    .values({ usertype: role, loginName: `staff-${randomBytes(4).toString('hex')}`, isVerify: true, reviewProvinceId: role === Role.ProvincialReviewer ? provinceId : null, createdAt: at })
    .returning({ id: users.id });
  return { userId: user.id, userToken: await startSession(db, user.id, at) };
}

/** A signed-in athlete with a profile. */
export async function athleteOf(db: Database, at: Date, name?: string): Promise<Staff & { name: string; number: string }> {
  serial += 1;
  const [user] = await db
    .insert(users)
    .values({ usertype: Role.Athlete, loginName: `athlete-${randomBytes(4).toString('hex')}`, isVerify: true, createdAt: at })
    .returning({ id: users.id });
  const who = name ?? `复核运动员${'甲乙丙丁戊己庚辛壬癸'[serial % 10]}${serial}`;
  const number = `G${String(user.id).padStart(9, '0')}`;
  await db.insert(personProfiles).values({ userId: user.id, name: who, englishName: 'Athlete', sex: 1, certificatesType: 4, certificatesNumber: number, birthday: '2000-01-01', createdAt: at, updatedAt: at });
  return { userId: user.id, userToken: await startSession(db, user.id, at), name: who, number };
}

const PROVINCES: Record<number, { city: number; district: number; names: [string, string, string] }> = {
  440000: { city: 440100, district: 440106, names: ['广东省', '广州市', '天河区'] },
  110000: { city: 110100, district: 110105, names: ['北京市', '北京市', '朝阳区'] },
};

export interface GradedClass {
  testClassId: number;
  institutionUserId: number;
  title: string;
  entries: Array<{ applicationId: number; athleteUserId: number; athleteToken: string; grade: number; scoreItemIds: number[] }>;
}

/**
 * A finished, finally approved class in `provinceId` whose grades are in `status`, with one paid sign-up per scores
 * row (four subjects; judged by the pass rule) of a fresh athlete.
 */
export async function gradedClass(
  db: Database,
  at: Date,
  options: { provinceId?: number; status?: GradeSubmissionStatusCode; scores?: ReadonlyArray<readonly number[]>; grade?: number; title?: string; publishedAt?: Date } = {},
): Promise<GradedClass> {
  serial += 1;
  const provinceId = options.provinceId ?? 440000;
  const place = PROVINCES[provinceId]!;
  const [institution] = await db
    .insert(users)
    .values({ usertype: Role.Institution, loginName: `inst-${randomBytes(4).toString('hex')}`, isVerify: true, createdAt: at })
    .returning({ id: users.id });
  await db.insert(institutionProfiles).values({
    userId: institution.id,
    fullName: `复核测试机构${serial}`,
    nickname: `复核${serial}`,
    businessLicense: `91440101MA${String(institution.id).padStart(8, '0')}`,
    provinceId,
    cityId: place.city,
    districtId: place.district,
    detailedAddress: '体育路1号',
    legalPerson: '张三',
    certificatesType: 4,
    legalPersonIdNumber: `E${String(institution.id).padStart(8, '0')}`,
    createdAt: at,
    updatedAt: at,
  });
  const testStart = new Date(at.getTime() - 5 * DAY);
  const title = options.title ?? `成绩审核测试班${serial}`;
  const scores = options.scores ?? [
    [80, 75, 70, 65],
    [59, 70, 70, 70],
  ];
  const status = options.status ?? GradeSubmissionStatus.Submitted;
  const [testClass] = await db
    .insert(testClasses)
    .values({
      institutionUserId: institution.id,
      title,
      provinceId,
      cityId: place.city,
      districtId: place.district,
      provinceName: place.names[0],
      cityName: place.names[1],
      districtName: place.names[2],
      detailedAddress: '体育路1号',
      registrationStartTime: new Date(testStart.getTime() - 30 * DAY),
      registrationEndTime: new Date(testStart.getTime() - 3 * DAY),
      testStartTime: testStart,
      testEndTime: new Date(testStart.getTime() + 8 * 3_600_000),
      testNum: 40,
      seatsTaken: scores.length,
      applicationStatus: TestClassStatus.Approved,
      contact: '王老师',
      contactNumber: '13900000000',
      gradeSubmissionStatus: status,
      scoresPublishedAt: status === GradeSubmissionStatus.Published ? (options.publishedAt ?? at) : null,
      createdAt: new Date(testStart.getTime() - 40 * DAY),
    })
    .returning({ id: testClasses.id });
  const grade = options.grade ?? 4;
  await db.insert(testClassGrades).values({ testClassId: testClass.id, grade, feeFen: 27_000 });
  const entries: GradedClass['entries'] = [];
  for (const row of scores) {
    const who = await athleteOf(db, at);
    const [order] = await db
      .insert(orders)
      .values({ orderSn: `BMT${randomBytes(8).toString('hex')}`, userId: who.userId, userType: Role.Athlete, kind: OrderKind.TestSignUp, description: '报名费', amountFen: 27_000, paymentStatus: PaymentStatus.Paid, createdAt: at })
      .returning({ id: orders.id });
    const [application] = await db
      .insert(testApplications)
      .values({
        athleteUserId: who.userId,
        testClassId: testClass.id,
        grade,
        orderId: order.id,
        coachStatus: 1,
        train: '某培训机构',
        coach: '李教练',
        coachPhone: '无',
        arrangeGroup: '第一组',
        arrangeTime: '09:00',
        scoreJudgment: row.every((s) => s >= 60) ? 1 : 2,
        createdAt: at,
      })
      .returning({ id: testApplications.id });
    const items = await db
      .insert(testScoreItems)
      .values(SUBJECTS.map((subject, i) => ({ applicationId: application.id, sort: i + 1, subject, score: row[i]!.toFixed(1) })))
      .returning({ id: testScoreItems.id });
    entries.push({ applicationId: application.id, athleteUserId: who.userId, athleteToken: who.userToken, grade, scoreItemIds: items.map((item) => item.id) });
  }
  return { testClassId: testClass.id, institutionUserId: institution.id, title, entries };
}

/** A second appeal (status 4 by default) on the first entry of a published class (the first round rejected). */
export async function secondAppealOn(db: Database, graded: GradedClass, at: Date, status: AppealStatusCode = AppealStatus.SecondSubmitted, index = 0): Promise<number> {
  const entry = graded.entries[index]!;
  const [row] = await db
    .insert(appeals)
    .values({
      appealNo: `SS${Date.now()}${randomBytes(3).toString('hex')}`,
      applicationId: entry.applicationId,
      athleteUserId: entry.athleteUserId,
      appealStatus: status,
      editStatus: 2,
      firstContent: '发球成绩计分有误',
      secondContent: '请中羽协复核录像',
      appealReply: '经核对录像，成绩无误',
      createdAt: at,
      secondAt: at,
    })
    .returning({ id: appeals.id });
  return row.id;
}

/** The class's grade-submission status and message now. */
export async function classState(db: Database, id: number) {
  const [row] = await db
    .select({ status: testClasses.gradeSubmissionStatus, msg: testClasses.gradeSubmissionMsg, publishedAt: testClasses.scoresPublishedAt })
    .from(testClasses)
    .where(eq(testClasses.id, id));
  return row;
}
