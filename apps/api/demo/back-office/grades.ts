import { AppealStatus, gradeLabel, Role, TestClassStatus } from '@badminton/contracts';
import { idNumberCheckCharacter, standardGradeFeeFen } from '@badminton/validation';
import { and, asc, eq, ne, notInArray } from 'drizzle-orm';
import { appendAudit } from '../../src/audit/chain';
import type { Database } from '../../src/db/client';
import {
  appeals,
  institutionProfiles,
  personProfiles,
  supervisionForms,
  testApplications,
  testClasses,
  testClassEvaluators,
  testClassGrades,
  testClassVideos,
  testScoreItems,
  users,
} from '../../src/db/schema';
import { issueCertificates, upsertTestRecords } from '../../src/modules/certificates/issue';
import { SUPERVISION_FOLDER } from '../../src/modules/work-records/service';
import { SUPERVISION_CHECKS, supervisionFormPdf } from '../../src/modules/work-records/template';
import { hashPassword, PASSWORD_FROM_LOGIN_NAME } from '../../src/security/passwords';
import { toWireDateTime } from '../../src/lib/wire-time';
import type { Storage } from '../../src/storage/storage';
import { DEMO_EVALUATOR_MOBILE, DEMO_INSTITUTION_MOBILE } from '../portal/index';
import { demoEntryPeople } from '../institution-centre/entries';

/**
 * The back office's grade-submission and second-appeal demo (issue 26, decision 0068). New records only — no record
 * another demo or e2e spec reads is touched:
 * - two walk athletes who sign in with the demo password (何晓彤 13800000011 for the 1280 px walk, 邓子轩 13800000012
 *   for the 375 px walk);
 * - on a portal institution of 广东省 (not the demo institution): 2026冬季成绩审核四级班 and 2026冬季成绩审核五级班,
 *   finished, grades submitted (1), each with one walk athlete (passing) and three more athletes (two pass, one fails),
 *   the leader evaluator's supervision form and a video; 2026冬季成绩审核六级班 approved by the provincial reviewer (3),
 *   waiting for publication; on a portal institution of another province, 2026冬季成绩审核外省班 submitted (1), which
 *   the 广东省 reviewer never sees;
 * - 2026秋季二次申诉四级班 and 2026秋季二次申诉五级班, published 5 days before the seed (test records, certificates of
 *   the passers numbered from the year's serials), each with the failed score of one walk athlete and its open second
 *   appeal (4): the first appeal rejected by the institution, then appealed again;
 * each with its decision log. Loaded once (marker `demo-admin-grades`) after the portal demo; deterministic but for
 * the dates (relative to the seed's instant).
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const SUBJECTS = ['步法移动', '发球', '击球技术', '实战对抗'] as const;
const DEMO_PASSWORD = 'Demo@2026';
const GUANGDONG = 440000;

export const DEMO_GRADE_WALKERS = [
  { name: '何晓彤', mobile: '13800000011', first17: '44010620050312002', sex: 0, birthday: '2005-03-12' },
  { name: '邓子轩', mobile: '13800000012', first17: '44010620040918003', sex: 1, birthday: '2004-09-18' },
] as const;

export const DEMO_GRADE_CLASSES = {
  walk1280: '2026冬季成绩审核四级班',
  walk375: '2026冬季成绩审核五级班',
  approved: '2026冬季成绩审核六级班',
  otherProvince: '2026冬季成绩审核外省班',
  appeal1280: '2026秋季二次申诉四级班',
  appeal375: '2026秋季二次申诉五级班',
} as const;

type Tx = Database;

/** 09:00 (Asia/Shanghai) of the day `days` before `now`: the demo tests start in the morning. */
function morning(now: Date, days: number): Date {
  const day = toWireDateTime(new Date(now.getTime() - days * DAY)).slice(0, 10);
  return new Date(`${day}T09:00:00+08:00`);
}
type Place = typeof testClasses.$inferSelect;

interface Person {
  userId: number;
  scores: readonly number[];
}

/** An approved class of a portal institution (not the demo one): its institution and place, for the new classes. */
async function modelClass(tx: Tx, inGuangdong: boolean, demoInstitutionId: number | null): Promise<Place | null> {
  const [row] = await tx
    .select()
    .from(testClasses)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, testClasses.institutionUserId))
    .where(
      and(
        eq(testClasses.applicationStatus, TestClassStatus.Approved),
        inGuangdong ? eq(testClasses.provinceId, GUANGDONG) : ne(testClasses.provinceId, GUANGDONG),
        demoInstitutionId === null ? undefined : notInArray(testClasses.institutionUserId, [demoInstitutionId]),
      ),
    )
    .orderBy(asc(testClasses.id))
    .limit(1);
  return row?.test_classes ?? null;
}

async function bulkPeople(tx: Tx, count: number, offset: number, at: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const person of demoEntryPeople(count, offset)) {
    const [user] = await tx
      .insert(users)
      .values({ usertype: Role.Athlete, loginName: person.idNumber, passwordHash: PASSWORD_FROM_LOGIN_NAME, isVerify: false, contactMobile: person.mobile, createdAt: at })
      .returning({ id: users.id });
    if (!user) throw new Error('demo athlete insert returned nothing');
    await tx.insert(personProfiles).values({
      userId: user.id,
      name: person.name,
      englishName: '',
      sex: person.sex,
      certificatesType: 1,
      certificatesNumber: person.idNumber,
      birthday: person.birthday,
      provinceId: GUANGDONG,
      cityId: 440100,
      districtId: 440106,
      createdAt: at,
      updatedAt: at,
    });
    ids.push(user.id);
  }
  return ids;
}

interface ClassPlan {
  title: string;
  model: Place;
  grade: number;
  testStart: Date;
  people: Person[];
  status: 1 | 3 | 4;
  publishedAt?: Date;
}

/** A finished, finally approved class with its tested people and their four scores, and the submission's history. */
async function gradedClass(tx: Tx, plan: ClassPlan, actors: { province: number | null; national: number | null }) {
  const { model } = plan;
  const testEnd = new Date(plan.testStart.getTime() + 8 * HOUR);
  const submittedAt = new Date(testEnd.getTime() + DAY);
  const [testClass] = await tx
    .insert(testClasses)
    .values({
      institutionUserId: model.institutionUserId,
      title: plan.title,
      provinceId: model.provinceId,
      cityId: model.cityId,
      districtId: model.districtId,
      provinceName: model.provinceName,
      cityName: model.cityName,
      districtName: model.districtName,
      detailedAddress: model.detailedAddress,
      mailingAddress: model.mailingAddress,
      registrationStartTime: new Date(plan.testStart.getTime() - 30 * DAY),
      registrationEndTime: new Date(plan.testStart.getTime() - 3 * DAY),
      testStartTime: plan.testStart,
      testEndTime: testEnd,
      testNum: 30,
      seatsTaken: plan.people.length,
      applicationStatus: TestClassStatus.Approved,
      contact: model.contact,
      contactNumber: model.contactNumber,
      gradeSubmissionStatus: plan.status,
      scoresPublishedAt: plan.status === 4 ? (plan.publishedAt ?? null) : null,
      createdAt: new Date(plan.testStart.getTime() - 45 * DAY),
    })
    .returning();
  if (!testClass) throw new Error('demo class insert returned nothing');
  await tx.insert(testClassGrades).values({ testClassId: testClass.id, grade: plan.grade, feeFen: standardGradeFeeFen(plan.grade) });
  const entries: Array<{ applicationId: number; userId: number; judgment: 1 | 2 }> = [];
  for (const [i, person] of plan.people.entries()) {
    const judgment = person.scores.every((s) => s >= 60) ? 1 : 2;
    const [entry] = await tx
      .insert(testApplications)
      .values({
        athleteUserId: person.userId,
        testClassId: testClass.id,
        grade: plan.grade,
        coachStatus: 1,
        train: '自主训练',
        coach: '无',
        coachPhone: '无',
        applicationMethod: 2,
        arrangeGroup: `第${(i % 2) + 1}组`,
        arrangeTime: '09:00',
        scoreJudgment: judgment,
        createdAt: new Date(testClass.registrationStartTime.getTime() + (i + 1) * HOUR),
      })
      .returning({ id: testApplications.id });
    if (!entry) throw new Error('demo entry insert returned nothing');
    await tx.insert(testScoreItems).values(person.scores.map((score, s) => ({ applicationId: entry.id, sort: s + 1, subject: SUBJECTS[s]!, score: score.toFixed(1) })));
    entries.push({ applicationId: entry.id, userId: person.userId, judgment });
  }
  const history: Array<{ from: string; to: string; userId: number; role: number; reason: string; at: Date }> = [
    { from: '0', to: '1', userId: model.institutionUserId, role: Role.Institution, reason: '机构提交成绩', at: submittedAt },
  ];
  if (plan.status >= 3) history.push({ from: '1', to: '3', userId: actors.province ?? 0, role: Role.ProvincialReviewer, reason: '省协会审核通过成绩', at: new Date(submittedAt.getTime() + DAY) });
  if (plan.status === 4 && plan.publishedAt) {
    history.push({ from: '3', to: '4', userId: actors.national ?? 0, role: Role.NationalAdministrator, reason: '中羽协审核发布成绩', at: plan.publishedAt });
  }
  await appendAudit(
    tx,
    history.map((step) => ({
      workflow: 'gradeSubmission',
      recordId: testClass.id,
      actorUserId: step.userId || null,
      actorRole: step.userId ? step.role : null,
      fromStatus: step.from,
      toStatus: step.to,
      reason: step.reason,
      changedAt: step.at,
    })),
  );
  if (plan.status === 4 && plan.publishedAt) {
    // Published as the service publishes: the test records, then a numbered certificate for every passer.
    const recordIds = await upsertTestRecords(
      tx,
      entries.map((entry) => ({ athleteUserId: entry.userId, testClassId: testClass.id, grade: plan.grade, testDate: plan.testStart, scoreJudgment: entry.judgment })),
      plan.publishedAt,
    );
    const issued = await issueCertificates(
      tx,
      entries.flatMap((entry, i) => (entry.judgment === 1 ? [{ userId: entry.userId, grade: plan.grade, testRecordId: recordIds[i]! }] : [])),
      plan.publishedAt,
    );
    await appendAudit(tx, {
      workflow: 'gradeSubmission',
      recordId: testClass.id,
      actorUserId: actors.national,
      actorRole: actors.national ? Role.NationalAdministrator : null,
      fromStatus: '',
      toStatus: '',
      action: '发布成绩并发放证书',
      after: { tested: entries.length, passed: issued.length, certificates: issued.map((c) => c.number) },
      changedAt: plan.publishedAt,
    });
  }
  return { testClass, entries };
}

async function addSupervisionForm(tx: Tx, storage: Storage, testClass: Place, grade: number, evaluator: { id: number; name: string }, institution: string) {
  await tx.insert(testClassEvaluators).values({ testClassId: testClass.id, evaluatorUserId: evaluator.id, level: 1, isLeader: true });
  const pdf = supervisionFormPdf(
    {
      classTitle: testClass.title,
      institution,
      testTime: `${toWireDateTime(testClass.testStartTime).slice(0, 16)} 至 ${toWireDateTime(testClass.testEndTime).slice(0, 16)}`,
      place: `${testClass.cityName}${testClass.districtName}${testClass.detailedAddress}`,
      grades: gradeLabel(grade),
      athletes: `报名 ${testClass.seatsTaken} 人，实到 ${testClass.seatsTaken} 人`,
      leader: evaluator.name,
      evaluators: '',
      checks: SUPERVISION_CHECKS.map(() => true),
      remarks: '测试组织有序，评分执行符合规范。',
      signedOn: toWireDateTime(testClass.testEndTime).slice(0, 10),
    },
    testClass.testEndTime,
  );
  const key = `${SUPERVISION_FOLDER}/${testClass.id}/demo-admin.pdf`;
  await storage.put(key, pdf);
  await tx.insert(supervisionForms).values({ testClassId: testClass.id, filePath: key, fileName: `${testClass.title}监督表.pdf`, uploadedBy: evaluator.id, uploadedAt: new Date(testClass.testEndTime.getTime() + 2 * HOUR) });
  await tx.insert(testClassVideos).values({ testClassId: testClass.id, videoUrl: `https://video.badminton-demo.cn/classes/${testClass.id}/test.mp4`, savedBy: testClass.institutionUserId, createdAt: new Date(testClass.testEndTime.getTime() + 3 * HOUR) });
}

export async function loadAdminGradesDemo(tx: Tx, { now, storage }: { now: Date; storage: Storage }): Promise<boolean> {
  const [demoInstitution] = await tx.select({ id: users.id }).from(users).where(and(eq(users.usertype, Role.Institution), eq(users.mobile, DEMO_INSTITUTION_MOBILE)));
  const guangdong = await modelClass(tx, true, demoInstitution?.id ?? null);
  const elsewhere = await modelClass(tx, false, demoInstitution?.id ?? null);
  if (!guangdong || !elsewhere) return false;
  const [province] = await tx.select({ id: users.id }).from(users).where(and(eq(users.usertype, Role.ProvincialReviewer), eq(users.mobile, '13800000004')));
  const [national] = await tx.select({ id: users.id }).from(users).where(and(eq(users.usertype, Role.NationalAdministrator), eq(users.mobile, '13800000005')));
  const actors = { province: province?.id ?? null, national: national?.id ?? null };
  const [evaluator] = await tx
    .select({ id: users.id, name: personProfiles.name })
    .from(users)
    .innerJoin(personProfiles, eq(personProfiles.userId, users.id))
    .where(and(eq(users.usertype, Role.Evaluator), ne(users.mobile, DEMO_EVALUATOR_MOBILE)))
    .orderBy(asc(users.id))
    .limit(1);
  const [institution] = await tx.select({ name: institutionProfiles.fullName }).from(institutionProfiles).where(eq(institutionProfiles.userId, guangdong.institutionUserId));

  // The walk athletes (sign in with their mobile and the demo password).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const walkers: number[] = [];
  for (const walker of DEMO_GRADE_WALKERS) {
    const at = new Date(now.getTime() - 90 * DAY);
    const [user] = await tx.insert(users).values({ usertype: Role.Athlete, mobile: walker.mobile, passwordHash, isVerify: true, createdAt: at }).returning({ id: users.id });
    if (!user) return false;
    await tx.insert(personProfiles).values({
      userId: user.id,
      name: walker.name,
      englishName: '',
      sex: walker.sex,
      certificatesType: 1,
      certificatesNumber: walker.first17 + idNumberCheckCharacter(walker.first17),
      birthday: walker.birthday,
      provinceId: GUANGDONG,
      cityId: 440100,
      districtId: 440106,
      createdAt: at,
      updatedAt: at,
    });
    walkers.push(user.id);
  }

  const at = new Date(now.getTime() - 60 * DAY);
  const pass = [[82, 76, 74, 70], [68, 71, 65, 63]] as const;
  const fail = [58, 66, 61, 57] as const;
  const people = async (offset: number, scores: ReadonlyArray<readonly number[]>) =>
    (await bulkPeople(tx, scores.length, offset, at)).map((userId, i) => ({ userId, scores: scores[i]! }));
  const recent = morning(now, 3);

  const walk1280 = await gradedClass(
    tx,
    { title: DEMO_GRADE_CLASSES.walk1280, model: guangdong, grade: 4, testStart: recent, status: 1, people: [{ userId: walkers[0]!, scores: [78, 72, 80, 75] }, ...(await people(200, [...pass, fail]))] },
    actors,
  );
  const walk375 = await gradedClass(
    tx,
    { title: DEMO_GRADE_CLASSES.walk375, model: guangdong, grade: 5, testStart: new Date(recent.getTime() + HOUR), status: 1, people: [{ userId: walkers[1]!, scores: [74, 70, 77, 69] }, ...(await people(203, [...pass, fail]))] },
    actors,
  );
  const approved = await gradedClass(tx, { title: DEMO_GRADE_CLASSES.approved, model: guangdong, grade: 6, testStart: morning(now, 8), status: 3, people: await people(206, [...pass, fail, pass[0]]) }, actors);
  await gradedClass(tx, { title: DEMO_GRADE_CLASSES.otherProvince, model: elsewhere, grade: 4, testStart: morning(now, 4), status: 1, people: await people(210, [...pass, fail]) }, actors);
  if (evaluator) {
    for (const [graded, grade] of [[walk1280, 4], [walk375, 5], [approved, 6]] as const) {
      await addSupervisionForm(tx, storage, graded.testClass, grade, { id: evaluator.id, name: evaluator.name }, institution?.name ?? '');
    }
  }

  // Published classes with the walk athletes' failed scores and their open second appeals.
  const published = new Date(morning(now, 5).getTime() + 9 * HOUR);
  for (const [i, title] of [DEMO_GRADE_CLASSES.appeal1280, DEMO_GRADE_CLASSES.appeal375].entries()) {
    const grade = 4 + i;
    const { entries } = await gradedClass(
      tx,
      { title, model: guangdong, grade, testStart: new Date(morning(now, 20).getTime() + i * HOUR), status: 4, publishedAt: published, people: [{ userId: walkers[i]!, scores: fail }, ...(await people(213 + i * 2, pass))] },
      actors,
    );
    const entry = entries[0]!;
    const first = new Date(published.getTime() + DAY);
    const rejectedAt = new Date(first.getTime() + DAY);
    const second = new Date(rejectedAt.getTime() + DAY);
    const [appeal] = await tx
      .insert(appeals)
      .values({
        appealNo: `SS${toWireDateTime(first).replace(/\D/g, '')}${String(900_001 + i)}`,
        applicationId: entry.applicationId,
        athleteUserId: entry.userId,
        appealStatus: AppealStatus.SecondSubmitted,
        editStatus: 2,
        firstContent: '实战对抗第二局计分有误，请核对录像。',
        secondContent: '机构复核未查看录像，请中羽协复核实战对抗与步法移动成绩。',
        appealReply: '经核对评分表，成绩无误，维持原成绩。',
        createdAt: first,
        secondAt: second,
      })
      .returning({ id: appeals.id });
    if (!appeal) return false;
    await appendAudit(tx, [
      { workflow: 'appeal', recordId: appeal.id, actorUserId: entry.userId, actorRole: Role.Athlete, fromStatus: '', toStatus: '0', reason: '运动员提交申诉', changedAt: first },
      { workflow: 'appeal', recordId: appeal.id, actorUserId: guangdong.institutionUserId, actorRole: Role.Institution, fromStatus: '0', toStatus: '3', reason: '经核对评分表，成绩无误，维持原成绩。', changedAt: rejectedAt },
      { workflow: 'appeal', recordId: appeal.id, actorUserId: entry.userId, actorRole: Role.Athlete, fromStatus: '3', toStatus: '4', reason: '运动员提交二次申诉', changedAt: second },
    ]);
  }
  return true;
}
