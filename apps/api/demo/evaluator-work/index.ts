import { GradeSubmissionStatus, gradeLabel, Role } from '@badminton/contracts';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { certificateImagePath } from '../../src/certificates/index';
import type { Database } from '../../src/db/client';
import {
  certificates,
  evaluatorTrainingRecords,
  institutionProfiles,
  personProfiles,
  supervisionForms,
  testClasses,
  testClassEvaluators,
  testClassGrades,
  users,
} from '../../src/db/schema';
import { toWireDateTime } from '../../src/lib/wire-time';
import { SUPERVISION_FOLDER } from '../../src/modules/work-records/service';
import { SUPERVISION_CHECKS, supervisionFormPdf } from '../../src/modules/work-records/template';
import type { Storage } from '../../src/storage/storage';
import { DEMO_EVALUATOR_MOBILE } from '../portal/index';

/**
 * The evaluator centre's work records and certificates demo (issue 14 part W, decision 0035), for the demo evaluator
 * 王振华 (13800000002). Loaded once (marker `demo-evaluator-work`), after the portal and athlete-centre demos, whose
 * test classes it uses:
 * - his assignments as they come from the portal demo — leader of several finished classes (scores published, grade
 *   submission 4) and of classes still to be tested (0), member of others — plus three finished classes he worked in
 *   as a member (not leader), so the work list shows more than one page;
 * - the supervision forms of his two oldest led classes already uploaded (a filled-in PDF form, stored like an
 *   upload), so 已上传 and the download show; the other led, published classes wait for his upload;
 * - his evaluator certificates 三级、二级、一级考评员 (grades 33, 32, 31), published, dated when he finished the
 *   training of that grade, with the images the certificate route draws.
 */
export interface EvaluatorWorkDemoContext {
  storage: Storage;
  /** The seed's instant (the service clock's now). */
  now: Date;
}

const DAY = 86_400_000;
/** Member (non-leader) assignments added to finished classes he does not work in yet. */
const MEMBER_ASSIGNMENTS = 3;
/** Led classes whose form is already uploaded (the oldest ones). */
const UPLOADED_FORMS = 2;

export async function loadEvaluatorWorkDemo(tx: Database, context: EvaluatorWorkDemoContext): Promise<void> {
  const { now, storage } = context;
  const [evaluator] = await tx
    .select({ id: users.id, name: personProfiles.name })
    .from(users)
    .leftJoin(personProfiles, eq(personProfiles.userId, users.id))
    .where(and(eq(users.usertype, Role.Evaluator), eq(users.mobile, DEMO_EVALUATOR_MOBILE)));
  if (!evaluator) return;

  // Member assignments: finished, published classes he is not assigned to, spread over the years.
  const assigned = (await tx.select({ id: testClassEvaluators.testClassId }).from(testClassEvaluators).where(eq(testClassEvaluators.evaluatorUserId, evaluator.id))).map(
    (row) => row.id,
  );
  const others = await tx
    .select({ id: testClasses.id })
    .from(testClasses)
    .where(
      and(
        eq(testClasses.gradeSubmissionStatus, GradeSubmissionStatus.Published),
        assigned.length > 0 ? notInArray(testClasses.id, assigned) : undefined,
      ),
    )
    .orderBy(asc(testClasses.testStartTime), asc(testClasses.id));
  const step = Math.max(1, Math.floor(others.length / MEMBER_ASSIGNMENTS));
  const members = others.filter((_, index) => index % step === 1).slice(0, MEMBER_ASSIGNMENTS);
  if (members.length > 0) {
    await tx.insert(testClassEvaluators).values(members.map(({ id }) => ({ testClassId: id, evaluatorUserId: evaluator.id, level: 1, isLeader: false })));
  }

  // Uploaded forms: the oldest classes he led whose grade submission allows a form.
  const led = await tx
    .select({
      id: testClasses.id,
      title: testClasses.title,
      start: testClasses.testStartTime,
      end: testClasses.testEndTime,
      place: testClasses.detailedAddress,
      city: testClasses.cityName,
      district: testClasses.districtName,
      institution: institutionProfiles.fullName,
    })
    .from(testClassEvaluators)
    .innerJoin(testClasses, eq(testClasses.id, testClassEvaluators.testClassId))
    .leftJoin(institutionProfiles, eq(institutionProfiles.userId, testClasses.institutionUserId))
    .where(
      and(
        eq(testClassEvaluators.evaluatorUserId, evaluator.id),
        eq(testClassEvaluators.isLeader, true),
        inArray(testClasses.gradeSubmissionStatus, [GradeSubmissionStatus.Submitted, GradeSubmissionStatus.Approved, GradeSubmissionStatus.Published]),
      ),
    )
    .orderBy(asc(testClasses.testStartTime), asc(testClasses.id))
    .limit(UPLOADED_FORMS);
  for (const [index, form] of led.entries()) {
    const grades = await tx
      .select({ grade: testClassGrades.grade })
      .from(testClassGrades)
      .where(eq(testClassGrades.testClassId, form.id))
      .orderBy(asc(testClassGrades.grade));
    const crew = await tx
      .select({ name: personProfiles.name })
      .from(testClassEvaluators)
      .innerJoin(personProfiles, eq(personProfiles.userId, testClassEvaluators.evaluatorUserId))
      .where(and(eq(testClassEvaluators.testClassId, form.id), eq(testClassEvaluators.isLeader, false)));
    const signedOn = toWireDateTime(form.end).slice(0, 10);
    const pdf = supervisionFormPdf(
      {
        classTitle: form.title,
        institution: form.institution ?? '',
        testTime: `${toWireDateTime(form.start).slice(0, 16)} 至 ${toWireDateTime(form.end).slice(0, 16)}`,
        place: `${form.city}${form.district}${form.place}`,
        grades: grades.map(({ grade }) => gradeLabel(grade)).join('、'),
        athletes: `报名 ${36 + index * 4} 人，实到 ${35 + index * 4} 人`,
        leader: evaluator.name ?? '',
        evaluators: crew.map(({ name }) => name).join('、'),
        checks: SUPERVISION_CHECKS.map(() => true),
        remarks: '测试组织有序，场地器材与评分执行符合规范，未发现违规情况。',
        signedOn,
      },
      form.end,
    );
    const key = `${SUPERVISION_FOLDER}/${form.id}/demo-${index + 1}.pdf`;
    await storage.put(key, pdf);
    await tx.insert(supervisionForms).values({
      testClassId: form.id,
      filePath: key,
      fileName: `${form.title}监督表.pdf`,
      uploadedBy: evaluator.id,
      uploadedAt: new Date(form.end.getTime() + DAY),
    });
  }

  // Evaluator certificates 33 → 31, each dated when the training of that grade was completed.
  const trainings = await tx
    .select({ grade: evaluatorTrainingRecords.grade, completedOn: evaluatorTrainingRecords.completedOn })
    .from(evaluatorTrainingRecords)
    .where(eq(evaluatorTrainingRecords.evaluatorUserId, evaluator.id));
  const certificateRows = [3, 2, 1].map((rank, index) => {
    const completed = trainings.find((training) => training.grade === rank)?.completedOn;
    const issued = completed ? new Date(`${completed}T10:00:00+08:00`) : new Date(now.getTime() - (900 - index * 300) * DAY);
    const year = toWireDateTime(issued).slice(0, 4);
    const grade = 30 + rank;
    const number = `KP${year}${grade}${String(evaluator.id).padStart(6, '0')}`;
    return {
      userId: evaluator.id,
      grade,
      certificateNumber: number,
      certificateNumbering: `KP${year}${String(evaluator.id * 10 + rank).padStart(8, '0')}`,
      certificateUrl: certificateImagePath(number),
      createdDate: issued,
      published: true,
    };
  });
  await tx.insert(certificates).values(certificateRows);
}
