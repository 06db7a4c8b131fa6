import { GradeSubmissionStatus, Role, TestClassStatus } from '@badminton/contracts';
import { standardGradeFeeFen } from '@badminton/validation';
import { and, eq } from 'drizzle-orm';
import { appendAudit } from '../../src/audit/chain';
import type { Database } from '../../src/db/client';
import {
  certificates,
  personProfiles,
  testApplications,
  testClasses,
  testClassGrades,
  testRecords,
  testScoreItems,
  users,
} from '../../src/db/schema';
import { PASSWORD_FROM_LOGIN_NAME } from '../../src/security/passwords';
import { DEMO_INSTITUTION_MOBILE } from '../portal/index';
import { DEMO_INSTITUTION_CLASSES } from './classes';
import { demoEntryPeople } from './entries';

/**
 * The batch certificate application demo (issue 25 point 4, decision 0063), for the demo institution 羽翔体育
 * (13800000003): two more finished, finally approved classes whose scores were published 20 days before the seed —
 * 羽翔体育2026暑期四至六级测试班 and 羽翔体育2026暑期七至九级测试班 (the e2e applies on one at each width) — each with
 * five passers holding a published certificate nobody has claimed and one who failed (no certificate). The "7 days
 * or less" case is 羽翔体育2026秋季少儿补充测试班 (published 5 days before the seed, ./orders-appeals.ts). No other
 * class is touched. Loaded once (marker `demo-institution-batch-certificates`) after the classes demo;
 * deterministic but for the dates (relative to the seed's instant).
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const SUBJECTS = ['步法移动', '发球', '击球技术', '实战对抗'] as const;

export const DEMO_BATCH_CLASSES = [
  { title: '羽翔体育2026暑期四至六级测试班', grades: [4, 5, 6], testInDays: -60, offset: 60, code: 'A' },
  { title: '羽翔体育2026暑期七至九级测试班', grades: [7, 8, 9], testInDays: -50, offset: 66, code: 'B' },
] as const;
/** Published 5 days before the seed (./orders-appeals.ts): the refusal 发布成绩还没有超过7天. */
export const DEMO_BATCH_TOO_EARLY_CLASS = DEMO_INSTITUTION_CLASSES[4]!.title;

export async function loadInstitutionBatchCertificatesDemo(tx: Database, { now }: { now: Date }): Promise<boolean> {
  const [institution] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.usertype, Role.Institution), eq(users.mobile, DEMO_INSTITUTION_MOBILE)));
  if (!institution) return false;
  // The new classes take the place, mailing address and contact of one of the institution's approved classes.
  const [model] = await tx
    .select()
    .from(testClasses)
    .where(and(eq(testClasses.institutionUserId, institution.id), eq(testClasses.title, DEMO_INSTITUTION_CLASSES[3]!.title)));
  if (!model) return false;
  const published = new Date(now.getTime() - 20 * DAY);
  for (const plan of DEMO_BATCH_CLASSES) {
    const testStart = new Date(now.getTime() + plan.testInDays * DAY);
    const created = new Date(testStart.getTime() - 45 * DAY);
    const people = demoEntryPeople(6, plan.offset);
    const [testClass] = await tx
      .insert(testClasses)
      .values({
        institutionUserId: institution.id,
        title: plan.title,
        provinceId: model.provinceId,
        cityId: model.cityId,
        districtId: model.districtId,
        provinceName: model.provinceName,
        cityName: model.cityName,
        districtName: model.districtName,
        detailedAddress: model.detailedAddress,
        mailingAddress: model.mailingAddress,
        registrationStartTime: new Date(testStart.getTime() - 30 * DAY),
        registrationEndTime: new Date(testStart.getTime() - 3 * DAY),
        testStartTime: testStart,
        testEndTime: new Date(testStart.getTime() + 8 * HOUR),
        testNum: 30,
        seatsTaken: people.length,
        applicationStatus: TestClassStatus.Approved,
        contact: model.contact,
        contactNumber: model.contactNumber,
        gradeSubmissionStatus: GradeSubmissionStatus.Published,
        scoresPublishedAt: published,
        createdAt: created,
      })
      .returning();
    if (!testClass) return false;
    await tx.insert(testClassGrades).values(plan.grades.map((grade) => ({ testClassId: testClass.id, grade, feeFen: standardGradeFeeFen(grade) })));
    const history = [
      { from: '', to: TestClassStatus.Applied, role: Role.Institution, reason: '机构提交测试班申请' },
      { from: TestClassStatus.Applied, to: TestClassStatus.ProvinceApproved, role: Role.ProvincialReviewer, reason: '省协会审核通过' },
      { from: TestClassStatus.ProvinceApproved, to: TestClassStatus.Approved, role: Role.NationalAdministrator, reason: '中羽协终审通过' },
    ];
    await appendAudit(tx, 
      history.map((step, i) => ({
        workflow: 'testClass',
        recordId: testClass.id,
        actorUserId: step.role === Role.Institution ? institution.id : null,
        actorRole: step.role === Role.Institution ? Role.Institution : null,
        fromStatus: step.from,
        toStatus: step.to,
        reason: step.reason,
        changedAt: new Date(created.getTime() + i * DAY),
      })),
    );
    for (const [i, person] of people.entries()) {
      const at = new Date(testClass.registrationStartTime.getTime() + (i + 1) * HOUR);
      const [user] = await tx
        .insert(users)
        .values({ usertype: Role.Athlete, loginName: person.idNumber, passwordHash: PASSWORD_FROM_LOGIN_NAME, isVerify: false, contactMobile: person.mobile, createdAt: at })
        .returning({ id: users.id });
      if (!user) return false;
      await tx.insert(personProfiles).values({
        userId: user.id,
        name: person.name,
        englishName: '',
        sex: person.sex,
        certificatesType: 1,
        certificatesNumber: person.idNumber,
        birthday: person.birthday,
        createdAt: at,
        updatedAt: at,
      });
      const grade = plan.grades[i % plan.grades.length]!;
      const passed = i < 5;
      const scores = passed ? [78, 72, 80, 75] : [62, 55, 58, 61];
      const [entry] = await tx
        .insert(testApplications)
        .values({
          athleteUserId: user.id,
          testClassId: testClass.id,
          grade,
          coachStatus: 0,
          train: '广州市羽翔体育培训有限公司',
          coach: '陈教练',
          coachPhone: '无',
          applicationMethod: 2,
          arrangeGroup: `第${(i % 2) + 1}组`,
          arrangeTime: '09:00',
          scoreJudgment: passed ? 1 : 2,
          createdAt: at,
        })
        .returning({ id: testApplications.id });
      if (!entry) return false;
      await tx.insert(testScoreItems).values(scores.map((score, s) => ({ applicationId: entry.id, sort: s + 1, subject: SUBJECTS[s]!, score: score.toFixed(1) })));
      const [record] = await tx
        .insert(testRecords)
        .values({ athleteUserId: user.id, testClassId: testClass.id, grade, testDate: testStart, scoreJudgment: passed ? 1 : 2, createdAt: published })
        .returning({ id: testRecords.id });
      if (!record || !passed) continue;
      const number = `YX2026PL${plan.code}${String(i + 1).padStart(3, '0')}`;
      await tx.insert(certificates).values({
        userId: user.id,
        grade,
        certificateNumber: number,
        certificateNumbering: `LS${number}`,
        certificateUrl: `/wwwroot/certificate/${number}.png`,
        testRecordId: record.id,
        createdDate: published,
        published: true,
      });
    }
  }
  return true;
}
