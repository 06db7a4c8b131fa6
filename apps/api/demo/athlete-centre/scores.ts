import { AppealStatus, type AppealStatusCode, GradeSubmissionStatus, OrderKind, PaymentStatus, Role } from '@badminton/contracts';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { appendAudit } from '../../src/audit/chain';
import type { Database } from '../../src/db/client';
import {
  appealScoreChanges,
  appeals,
  eventApplications,
  eventResults,
  events,
  testApplications,
  testClasses,
  testClassGrades,
  testScoreItems,
  users,
} from '../../src/db/schema';
import type { JobQueue } from '../../src/jobs/queue';
import { createOrder, orderRecords } from '../../src/modules/orders/service';
import { appealRecords } from '../../src/modules/appeals/service';
import { appealWorkflow } from '../../src/workflows/appeal';
import { paymentWorkflow } from '../../src/workflows/payment';
import { commitTransition, SYSTEM_ACTOR, type Actor } from '../../src/workflows/transition';
import { DEMO_ATHLETE_MOBILE, DEMO_INSTITUTION_MOBILE } from '../portal/index';
import type { AthleteCentreDemoContext } from './context';

/**
 * The scores, appeals and event-level demo of the demo athlete 李羽涵 (decision 0032), on the finished classes of the
 * portal demo (ordered by test date: p0 … p29; every fifth is the demo institution's; p29 still waits for its
 * scores):
 * - paid sign-ups with published scores for her six passed tests (p0, p5, p10, p15) and failed attempts at 四级;
 * - two scores published 2 and 3 days before the seed with no appeal yet (p28: 四级 and 少儿四级) — appealable;
 * - appeals in every status: two first appeals ended unchanged (3, with the institution's reply: the second-appeal
 *   journey), 0 and 1 on the class published 3 days ago (p27), and 2, 4, 5, 6, 7 on her older tests;
 * - four events (three open), her results in them for the automatic list, and applications in every status.
 * Every status that is not a record's first comes through the workflow's audited `commitTransition`.
 */

const DAY = 86_400_000;

/** The demo national administrator (demo/accounts), who decides the second appeals. */
const DEMO_ADMINISTRATOR_MOBILE = '13800000005';

const SUBJECTS = ['步法移动', '发球', '击球技术', '实战对抗'];

/** No job is queued: the demo's orders have no payment window (they are paid at once). */
const NO_JOBS = {} as JobQueue;

interface SignUpPlan {
  classIndex: number;
  grade: number;
  /** 1 pass, 2 fail. */
  judgment: 1 | 2;
  scores: [number, number, number, number];
}

export async function loadScoresDemo(tx: Database, context: AthleteCentreDemoContext): Promise<void> {
  const { now } = context;
  const [athlete] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.usertype, Role.Athlete), eq(users.mobile, DEMO_ATHLETE_MOBILE)));
  const [institution] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.usertype, Role.Institution), eq(users.mobile, DEMO_INSTITUTION_MOBILE)));
  const [association] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.usertype, Role.NationalAdministrator), eq(users.mobile, DEMO_ADMINISTRATOR_MOBILE)));
  if (!athlete || !institution || !association) return;
  const finished = await tx
    .select({ id: testClasses.id, title: testClasses.title, testEndTime: testClasses.testEndTime, status: testClasses.gradeSubmissionStatus })
    .from(testClasses)
    .where(lt(testClasses.testEndTime, now))
    .orderBy(asc(testClasses.testStartTime), asc(testClasses.id));
  if (finished.length < 30) return;
  const past = finished.slice(0, 30);
  const institutionActor: Actor = { userId: institution.id, role: Role.Institution };
  const athleteActor: Actor = { userId: athlete.id, role: Role.Athlete };
  const associationActor: Actor = { userId: association.id, role: Role.NationalAdministrator };

  // Scores published: every finished class but the last, 20 days after its test (unless already set); p27 and p28
  // 3 and 2 days before the seed (inside the 7-day appeal window).
  const publication = new Map<number, Date>();
  for (const [p, testClass] of past.entries()) {
    if (p === past.length - 1) continue;
    const at = p === 27 ? new Date(now.getTime() - 3 * DAY) : p === 28 ? new Date(now.getTime() - 2 * DAY) : new Date(testClass.testEndTime.getTime() + 20 * DAY);
    publication.set(testClass.id, at);
    if (testClass.status !== GradeSubmissionStatus.Unsubmitted && p < 27) continue;
    await tx
      .update(testClasses)
      .set({ gradeSubmissionStatus: GradeSubmissionStatus.Published, scoresPublishedAt: at })
      .where(eq(testClasses.id, testClass.id));
  }

  const plans: SignUpPlan[] = [
    { classIndex: 0, grade: 10, judgment: 1, scores: [86, 82.5, 88, 80] },
    { classIndex: 0, grade: 1, judgment: 1, scores: [90, 85, 87.5, 84] },
    { classIndex: 5, grade: 11, judgment: 1, scores: [84, 80, 83, 79.5] },
    { classIndex: 5, grade: 2, judgment: 1, scores: [88, 86, 84, 82] },
    { classIndex: 10, grade: 12, judgment: 1, scores: [81, 78.5, 80, 76] },
    { classIndex: 15, grade: 3, judgment: 1, scores: [83, 79, 81.5, 78] },
    { classIndex: 20, grade: 4, judgment: 2, scores: [72, 58.5, 61, 55] },
    { classIndex: 25, grade: 4, judgment: 2, scores: [74, 62, 57.5, 59] },
    { classIndex: 27, grade: 4, judgment: 2, scores: [70, 66, 58, 61.5] },
    { classIndex: 27, grade: 13, judgment: 2, scores: [68, 59, 62.5, 57] },
    { classIndex: 28, grade: 4, judgment: 2, scores: [71.5, 63, 59, 58] },
    { classIndex: 28, grade: 13, judgment: 2, scores: [69, 61, 64, 56.5] },
  ];

  const signUps = new Map<string, { id: number; published: Date; scoreItemIds: number[] }>();
  for (const plan of plans) {
    const testClass = past[plan.classIndex];
    const published = publication.get(testClass.id);
    if (!published) continue;
    const [fee] = await tx
      .select({ feeFen: testClassGrades.feeFen })
      .from(testClassGrades)
      .where(and(eq(testClassGrades.testClassId, testClass.id), eq(testClassGrades.grade, plan.grade)));
    if (!fee) continue;
    const orderedAt = new Date(testClass.testEndTime.getTime() - 20 * DAY);
    const order = await createOrder(tx, NO_JOBS, {
      userId: athlete.id,
      userType: Role.Athlete,
      kind: OrderKind.TestSignUp,
      description: `${testClass.title} 报名费`,
      amountFen: fee.feeFen,
      at: orderedAt,
      paymentWindowMinutes: null,
    });
    const paidAt = new Date(orderedAt.getTime() + 5 * 60_000);
    await commitTransition(tx, paymentWorkflow, orderRecords, order.id, PaymentStatus.Pending, PaymentStatus.Paid, {
      actor: SYSTEM_ACTOR,
      at: paidAt,
      reason: '演示数据：微信支付成功',
      changes: { paidAt, paymentChannel: 'wechat', transactionId: `4200${order.orderSn.slice(-20)}` },
    });
    const [application] = await tx
      .insert(testApplications)
      .values({
        athleteUserId: athlete.id,
        testClassId: testClass.id,
        grade: plan.grade,
        orderId: order.id,
        coachStatus: 0,
        train: '广州市羽翔体育培训有限公司',
        coach: '陈教练',
        coachPhone: '无',
        scoreJudgment: plan.judgment,
        createdAt: orderedAt,
      })
      .returning({ id: testApplications.id });
    if (!application) continue;
    // The sign-up holds its place, as a real one does (seats.check compares seats_taken with the live places).
    await tx.update(testClasses).set({ seatsTaken: sql`${testClasses.seatsTaken} + 1` }).where(eq(testClasses.id, testClass.id));
    const items = await tx
      .insert(testScoreItems)
      .values(plan.scores.map((score, i) => ({ applicationId: application.id, sort: i + 1, subject: SUBJECTS[i], score: score.toFixed(1) })))
      .returning({ id: testScoreItems.id });
    signUps.set(`${plan.classIndex}:${plan.grade}`, { id: application.id, published, scoreItemIds: items.map((item) => item.id) });
  }

  // ---- appeals: created 1 day after publication (or 1 hour before the seed for the fresh ones), then moved through
  // the workflow.
  interface AppealPlan {
    key: string;
    path: AppealStatusCode[];
    first: string;
    second?: string;
    appealReply?: string;
    managerReply?: string;
    changeScore?: { sort: number; to: number };
  }
  const UNCHANGED_REPLY = '经复核测试录像与评分表，各科目评分无误，维持原成绩。';
  const appealPlans: AppealPlan[] = [
    { key: '20:4', path: [0, 1, 3], first: '发球科目第二组判定失误次数有误，请复核录像。', appealReply: UNCHANGED_REPLY },
    { key: '25:4', path: [0, 3], first: '击球技术科目评分偏低，申请复核。', appealReply: UNCHANGED_REPLY },
    { key: '27:4', path: [0], first: '实战对抗科目计分有误，请核实比分记录。' },
    { key: '27:13', path: [0, 1], first: '发球科目得分与现场公布不一致，请复核。' },
    {
      key: '5:11',
      path: [0, 1, 2],
      first: '击球技术科目漏记一组有效击球，请复核。',
      appealReply: '经复核录像，击球技术科目漏记一组，已更正成绩。',
      changeScore: { sort: 3, to: 85 },
    },
    { key: '10:12', path: [0, 3, 4], first: '步法移动计时有误。', second: '对机构复核结果有异议，申请中羽协复核计时录像。', appealReply: UNCHANGED_REPLY },
    { key: '15:3', path: [0, 3, 4, 5], first: '发球科目评分标准理解不一致。', second: '申请中羽协按统一标准复核。', appealReply: UNCHANGED_REPLY },
    {
      key: '0:1',
      path: [0, 3, 4, 6],
      first: '实战对抗比分记录有误。',
      second: '比分记录表与录像不一致，申请复核。',
      appealReply: UNCHANGED_REPLY,
      managerReply: '经中羽协复核，实战对抗比分记录有误，已通知机构更正成绩。',
    },
    {
      key: '0:10',
      path: [0, 3, 4, 7],
      first: '步法移动科目评分偏低。',
      second: '申请中羽协复核步法移动评分。',
      appealReply: UNCHANGED_REPLY,
      managerReply: '经中羽协复核，评分符合标准，维持原成绩。本成绩已申诉两次，不可再申诉。',
    },
  ];
  for (const [n, plan] of appealPlans.entries()) {
    const signUp = signUps.get(plan.key);
    if (!signUp) continue;
    const fresh = plan.key.startsWith('27:');
    const createdAt = fresh ? new Date(now.getTime() - (2 - n % 2) * 3_600_000) : new Date(signUp.published.getTime() + DAY);
    const [appeal] = await tx
      .insert(appeals)
      .values({
        appealNo: `SS${createdAt.toISOString().slice(0, 10).replace(/-/g, '')}${String(100_001 + n)}`,
        applicationId: signUp.id,
        athleteUserId: athlete.id,
        appealStatus: AppealStatus.Submitted,
        firstContent: plan.first,
        createdAt,
      })
      .returning({ id: appeals.id });
    if (!appeal) continue;
    await appendAudit(tx, {
      workflow: appealWorkflow.name,
      recordId: appeal.id,
      actorUserId: athlete.id,
      actorRole: Role.Athlete,
      fromStatus: '',
      toStatus: String(AppealStatus.Submitted),
      reason: '运动员提交申诉',
      changedAt: createdAt,
    });
    let at = createdAt;
    for (let step = 1; step < plan.path.length; step += 1) {
      const from = plan.path[step - 1];
      const to = plan.path[step];
      at = fresh ? new Date(at.getTime() + 30 * 60_000) : new Date(at.getTime() + 2 * DAY);
      const byAthlete = to === AppealStatus.SecondSubmitted;
      const byInstitution = to <= AppealStatus.ScoreUnchanged;
      const changes: Record<string, unknown> = {};
      if (to === AppealStatus.ScoreChanged || to === AppealStatus.ScoreUnchanged) {
        changes.appealReply = plan.appealReply ?? null;
        changes.editStatus = to === AppealStatus.ScoreChanged ? 1 : 2;
      }
      if (byAthlete) Object.assign(changes, { secondContent: plan.second, secondAt: at });
      if (to === AppealStatus.SecondPassed || to === AppealStatus.Exhausted) changes.managerReply = plan.managerReply ?? null;
      await commitTransition(tx, appealWorkflow, appealRecords, appeal.id, from, to, {
        actor: byAthlete ? athleteActor : byInstitution ? institutionActor : associationActor,
        at,
        reason: byAthlete ? '运动员提交二次申诉' : (changes.appealReply as string | undefined) ?? (changes.managerReply as string | undefined) ?? '受理',
        changes,
      });
      if (to === AppealStatus.ScoreChanged && plan.changeScore) {
        const itemId = signUp.scoreItemIds[plan.changeScore.sort - 1];
        const [item] = await tx.select({ score: testScoreItems.score }).from(testScoreItems).where(eq(testScoreItems.id, itemId));
        if (item) {
          await tx.insert(appealScoreChanges).values({ appealId: appeal.id, scoreItemId: itemId, fromScore: item.score, toScore: plan.changeScore.to.toFixed(1), changedAt: at });
          await tx.update(testScoreItems).set({ score: plan.changeScore.to.toFixed(1) }).where(eq(testScoreItems.id, itemId));
        }
      }
    }
  }

  await loadEventsDemo(tx, athlete.id, now);
}

/** Four events (three open for applications), the demo athlete's results in them and her applications in every status. */
async function loadEventsDemo(tx: Database, athleteUserId: number, now: Date): Promise<void> {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY);
  const date = (offset: number) => day(offset).toISOString().slice(0, 10);
  const rows = await tx
    .insert(events)
    .values([
      {
        name: '全国青少年羽毛球锦标赛（总决赛）',
        eventType: '全国性赛事',
        organizer: '中国羽毛球协会',
        startDate: date(-40),
        endDate: date(-34),
        maxGrade: 6,
        applyStartTime: day(-30),
        applyEndTime: day(60),
        createdAt: day(-45),
      },
      {
        name: '广东省羽毛球公开赛',
        eventType: '省级赛事',
        organizer: '广东省羽毛球协会',
        startDate: date(-25),
        endDate: date(-22),
        maxGrade: 6,
        applyStartTime: day(-20),
        applyEndTime: day(45),
        createdAt: day(-30),
      },
      {
        name: '广州市业余羽毛球联赛',
        eventType: '市级赛事',
        organizer: '广州市羽毛球协会',
        startDate: date(-15),
        endDate: date(-13),
        maxGrade: 5,
        applyStartTime: day(-12),
        applyEndTime: day(30),
        createdAt: day(-16),
      },
      {
        name: '粤港澳大湾区羽毛球邀请赛',
        eventType: '区域性赛事',
        organizer: '广东省羽毛球协会',
        startDate: date(-200),
        endDate: date(-197),
        maxGrade: 6,
        applyStartTime: day(-195),
        applyEndTime: day(-120),
        createdAt: day(-210),
      },
    ])
    .returning({ id: events.id });
  const [national, provincial, city, bay] = rows.map((row) => row.id);
  if (!national || !provincial || !city || !bay) return;
  const results = await tx
    .insert(eventResults)
    .values([
      { eventId: national, athleteUserId, grade: 5, placing: '女子单打 第五名' },
      { eventId: national, athleteUserId, grade: 4, placing: '女子双打 第九名' },
      { eventId: provincial, athleteUserId, grade: 6, placing: '女子单打 第二名' },
      { eventId: provincial, athleteUserId, grade: 5, placing: '混合双打 第三名' },
      { eventId: city, athleteUserId, grade: 4, placing: '女子单打 冠军' },
      { eventId: bay, athleteUserId, grade: 5, placing: '女子单打 第四名' },
      { eventId: bay, athleteUserId, grade: 4, placing: '女子双打 第三名' },
    ])
    .returning({ id: eventResults.id });
  const resultId = (index: number) => results[index]?.id ?? null;
  await tx.insert(eventApplications).values([
    // Awaiting review: her 女子双打 result in the national final (no longer in the automatic list).
    { athleteUserId, eventId: national, applyGrade: 4, applyWay: 1, eventResultId: resultId(1), applyStatus: 0, applyTime: day(-3) },
    // The bay-area invitational, reviewed: one approved, one rejected (she may apply again while the event is open).
    {
      athleteUserId,
      eventId: bay,
      applyGrade: 4,
      applyWay: 1,
      eventResultId: resultId(6),
      applyStatus: 1,
      approvalComments: '成绩核实无误，审核通过。',
      applyTime: day(-190),
      reviewedAt: day(-185),
    },
    {
      athleteUserId,
      eventId: bay,
      applyGrade: 5,
      applyWay: 1,
      eventResultId: resultId(5),
      applyStatus: 2,
      approvalComments: '该赛事女子单打第四名可认定的最高等级为四级，申请等级不符，审核不通过。',
      applyTime: day(-190),
      reviewedAt: day(-184),
    },
  ]);
}
