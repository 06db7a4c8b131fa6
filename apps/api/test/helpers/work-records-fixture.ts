import { randomBytes } from 'node:crypto';
import { GradeSubmissionStatus, Role, TestClassStatus } from '@badminton/contracts';
import type { Database } from '../../src/db/client';
import { supervisionForms, testClasses, testClassEvaluators, testClassGrades, users } from '../../src/db/schema';

/** Fixtures of the work-record tests (decision 0035): a finished class of a fresh institution with one evaluator. */

const DAY = 86_400_000;
let serial = 0;

export interface AssignmentOptions {
  /** grade_submission_status of the class (4 published by default). */
  status?: number;
  isLeader?: boolean;
  /** The class already has a supervision form (stored path only; no file behind it). */
  withForm?: boolean;
}

/** A finished class with `evaluatorUserId` assigned to it; answers the class id. */
export async function assignmentOf(db: Database, evaluatorUserId: number, options: AssignmentOptions = {}): Promise<number> {
  serial += 1;
  const start = new Date(Date.now() - 30 * DAY);
  const [institution] = await db
    .insert(users)
    .values({ usertype: Role.Institution, loginName: `work-${randomBytes(4).toString('hex')}`, isVerify: true, createdAt: start })
    .returning({ id: users.id });
  const [testClass] = await db
    .insert(testClasses)
    .values({
      institutionUserId: institution.id,
      title: `考评工作测试班${serial}`,
      provinceId: 440000,
      cityId: 440100,
      districtId: 440106,
      provinceName: '广东省',
      cityName: '广州市',
      districtName: '天河区',
      detailedAddress: '体育西路1号',
      registrationStartTime: new Date(start.getTime() - 40 * DAY),
      registrationEndTime: new Date(start.getTime() - 10 * DAY),
      testStartTime: start,
      testEndTime: new Date(start.getTime() + 8 * 3_600_000),
      testNum: 40,
      applicationStatus: TestClassStatus.Approved,
      contact: '张老师',
      contactNumber: '13900000000',
      gradeSubmissionStatus: options.status ?? GradeSubmissionStatus.Published,
      createdAt: start,
    })
    .returning({ id: testClasses.id });
  await db.insert(testClassGrades).values({ testClassId: testClass.id, grade: 4, feeFen: 20_000 });
  await db.insert(testClassEvaluators).values({ testClassId: testClass.id, evaluatorUserId, level: 1, isLeader: options.isLeader ?? true });
  if (options.withForm) {
    await db.insert(supervisionForms).values({
      testClassId: testClass.id,
      filePath: `supervision/${testClass.id}/fixture.pdf`,
      fileName: '监督表.pdf',
      uploadedBy: evaluatorUserId,
      uploadedAt: start,
    });
  }
  return testClass.id;
}
