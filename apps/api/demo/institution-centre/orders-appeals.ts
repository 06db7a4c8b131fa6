import { AppealStatus, type AppealStatusCode, GradeSubmissionStatus, OrderKind, type OrderKindCode, PaymentStatus, Role } from '@badminton/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { appendAudit } from '../../src/audit/chain';
import type { Database } from '../../src/db/client';
import {
  appealScoreChanges,
  appeals,
  certificateDeliveries,
  testApplications,
  testClasses,
  testScoreItems,
  users,
} from '../../src/db/schema';
import type { JobQueue } from '../../src/jobs/queue';
import { appealRecords } from '../../src/modules/appeals/service';
import { createOrder, orderRecords } from '../../src/modules/orders/service';
import { appealWorkflow } from '../../src/workflows/appeal';
import { paymentWorkflow } from '../../src/workflows/payment';
import { commitTransition, SYSTEM_ACTOR, type Actor } from '../../src/workflows/transition';
import { DEMO_ATHLETE_MOBILE, DEMO_INSTITUTION_MOBILE } from '../portal/index';
import { DEMO_INSTITUTION_CLASSES } from './classes';
import { issueMissingInvoices } from '../athlete-centre/deliveries';
import type { Storage } from '../../src/storage/storage';

/**
 * The institution centre's complaint handling and order centre demo (issue 25 points 5–6, decision 0061), for the demo
 * institution 羽翔体育 (13800000003):
 * - on its finished, finally approved classes 羽翔体育2026国庆七至九级测试班 and 羽翔体育2026秋季少儿补充测试班 (scores
 *   published 5 days before the seed): sign-ups with four scores of the demo athlete 13800000001 (grades 7, 8, 9 and
 *   12, paid orders) and of the bulk-registered athlete 赵小雨 (grades 7, 8, 9, batch sign-ups) — each live sign-up
 *   takes its seat — and their appeals: four open first appeals of the demo athlete (three 0, one 1: the e2e changes
 *   one and rejects one at each width), one whose score was changed (2), one rejected (3) and one open second appeal
 *   (4, after a rejection), each with its audit history;
 * - its orders of every payment type (1, 2, 3, 4, 6) in 待支付, 支付失败 and 支付成功; the paid certificate order (type 2)
 *   has its parcel and waybill for the logistics screen.
 * Loaded once (marker `demo-institution-orders-appeals`) after the institution's classes; deterministic but for the
 * dates (relative to the seed's instant) and the order numbers.
 */

const DAY = 86_400_000;
const NO_JOBS = {} as JobQueue;
const SUBJECTS = ['步法移动', '发球', '击球技术', '实战对抗'] as const;
const BULK_ATHLETE_LOGIN = '440106201003150044';
export const DEMO_PAID_ORDER_WAYBILL = 'SF1400000000301';

interface AppealPlan {
  /** The class: DEMO_INSTITUTION_CLASSES[7] (National Day, grades 7–9) or [4] (the children's supplementary class, 12–13). */
  classIndex: 7 | 4;
  athlete: 'demo' | 'bulk';
  grade: number;
  scores: [number, number, number, number];
  path: AppealStatusCode[];
  first: string;
  second?: string;
  reply?: string;
  changeScore?: { sort: number; to: number };
}

export const DEMO_COMPLAINT_PLANS: readonly AppealPlan[] = [
  { classIndex: 7, athlete: 'demo', grade: 7, scores: [78, 58, 72, 66], path: [0], first: '发球科目第三组计分有误，请复核录像。' },
  { classIndex: 7, athlete: 'demo', grade: 8, scores: [70, 62, 57.5, 64], path: [0, 1], first: '击球技术科目评分偏低，申请复核。' },
  { classIndex: 7, athlete: 'demo', grade: 9, scores: [64, 66, 59.5, 62], path: [0], first: '击球技术科目最后一组计分漏记。' },
  { classIndex: 4, athlete: 'demo', grade: 12, scores: [80, 57, 74, 70], path: [0], first: '发球科目评分与现场公布不一致。' },
  {
    classIndex: 7,
    athlete: 'bulk',
    grade: 7,
    scores: [75, 68, 59, 70],
    path: [0, 2],
    first: '击球技术科目漏记一组有效击球。',
    reply: undefined,
    changeScore: { sort: 3, to: 63 },
  },
  { classIndex: 7, athlete: 'bulk', grade: 8, scores: [66, 55, 61, 60], path: [0, 3], first: '发球科目判罚过严。', reply: '经复核测试录像与评分表，发球科目评分无误，维持原成绩。' },
  {
    classIndex: 7,
    athlete: 'bulk',
    grade: 9,
    scores: [61, 58.5, 60, 59],
    path: [0, 3, 4],
    first: '实战对抗比分记录有误。',
    second: '对机构复核结果有异议，申请中羽协复核比分录像。',
    reply: '经复核比分记录表，实战对抗成绩无误。',
  },
];

const ORDER_KINDS: ReadonlyArray<{ kind: OrderKindCode; description: string; amountFen: number }> = [
  { kind: OrderKind.TestSignUp, description: '羽翔体育 等级测试报名费（机构统一报名）', amountFen: 81_000 },
  { kind: OrderKind.BatchCertificate, description: '羽翔体育 批量申领证书证章快递费', amountFen: 2_300 },
  { kind: OrderKind.Training, description: '羽翔体育 考评员培训费', amountFen: 120_000 },
  { kind: OrderKind.InstitutionDeposit, description: '羽翔体育 机构保证金', amountFen: 500_000 },
  { kind: OrderKind.InstitutionPaidFee, description: '羽翔体育 代缴运动员报名费', amountFen: 54_000 },
];

export async function loadInstitutionOrdersAppealsDemo(tx: Database, { now, storage }: { now: Date; storage: Storage }): Promise<boolean> {
  const [institution] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.usertype, Role.Institution), eq(users.mobile, DEMO_INSTITUTION_MOBILE)));
  const [athlete] = await tx.select({ id: users.id }).from(users).where(and(eq(users.usertype, Role.Athlete), eq(users.mobile, DEMO_ATHLETE_MOBILE)));
  const [bulk] = await tx.select({ id: users.id }).from(users).where(and(eq(users.usertype, Role.Athlete), eq(users.loginName, BULK_ATHLETE_LOGIN)));
  if (!institution || !athlete || !bulk) return false;
  const published = new Date(now.getTime() - 5 * DAY);
  const classes = new Map<number, { id: number; title: string; testEndTime: Date }>();
  for (const index of [7, 4] as const) {
    const title = DEMO_INSTITUTION_CLASSES[index]!.title;
    const [row] = await tx
      .select({ id: testClasses.id, testEndTime: testClasses.testEndTime })
      .from(testClasses)
      .where(and(eq(testClasses.institutionUserId, institution.id), eq(testClasses.title, title)));
    if (!row) return false;
    await tx.update(testClasses).set({ gradeSubmissionStatus: GradeSubmissionStatus.Published, scoresPublishedAt: published }).where(eq(testClasses.id, row.id));
    classes.set(index, { ...row, title });
  }

  const institutionActor: Actor = { userId: institution.id, role: Role.Institution };
  for (const [n, plan] of DEMO_COMPLAINT_PLANS.entries()) {
    const athleteId = plan.athlete === 'demo' ? athlete.id : bulk.id;
    const testClass = classes.get(plan.classIndex)!;
    const signedUpAt = new Date(testClass.testEndTime.getTime() - 20 * DAY);
    let orderId: number | null = null;
    if (plan.athlete === 'demo') {
      const order = await createOrder(tx, NO_JOBS, {
        userId: athleteId,
        userType: Role.Athlete,
        kind: OrderKind.TestSignUp,
        description: `${testClass.title} 报名费`,
        amountFen: 27_000,
        at: signedUpAt,
        paymentWindowMinutes: null,
      });
      const paidAt = new Date(signedUpAt.getTime() + 5 * 60_000);
      await commitTransition(tx, paymentWorkflow, orderRecords, order.id, PaymentStatus.Pending, PaymentStatus.Paid, {
        actor: SYSTEM_ACTOR,
        at: paidAt,
        reason: '演示数据：微信支付成功',
        changes: { paidAt, paymentChannel: 'wechat', transactionId: `4200${order.orderSn.slice(-20)}` },
      });
      orderId = order.id;
    }
    const [application] = await tx
      .insert(testApplications)
      .values({
        athleteUserId: athleteId,
        testClassId: testClass.id,
        grade: plan.grade,
        orderId,
        coachStatus: 0,
        train: '广州市羽翔体育培训有限公司',
        coach: '陈教练',
        coachPhone: '无',
        applicationMethod: orderId === null ? 2 : 1,
        scoreJudgment: plan.scores.every((score) => score >= 60) ? 1 : 2,
        createdAt: signedUpAt,
      })
      .returning({ id: testApplications.id });
    if (!application) continue;
    await tx.update(testClasses).set({ seatsTaken: sql`${testClasses.seatsTaken} + 1` }).where(eq(testClasses.id, testClass.id));
    const items = await tx
      .insert(testScoreItems)
      .values(plan.scores.map((score, i) => ({ applicationId: application.id, sort: i + 1, subject: SUBJECTS[i]!, score: score.toFixed(1) })))
      .returning({ id: testScoreItems.id });

    const createdAt = new Date(published.getTime() + DAY + n * 3_600_000);
    const [appeal] = await tx
      .insert(appeals)
      .values({
        appealNo: `SS${createdAt.toISOString().slice(0, 10).replace(/-/g, '')}${String(300_001 + n)}`,
        applicationId: application.id,
        athleteUserId: athleteId,
        appealStatus: AppealStatus.Submitted,
        firstContent: plan.first,
        createdAt,
      })
      .returning({ id: appeals.id });
    if (!appeal) continue;
    await appendAudit(tx, {
      workflow: appealWorkflow.name,
      recordId: appeal.id,
      actorUserId: athleteId,
      actorRole: Role.Athlete,
      fromStatus: '',
      toStatus: String(AppealStatus.Submitted),
      reason: '运动员提交申诉',
      changedAt: createdAt,
    });
    let at = createdAt;
    for (let step = 1; step < plan.path.length; step += 1) {
      const from = plan.path[step - 1]!;
      const to = plan.path[step]!;
      at = new Date(at.getTime() + 6 * 3_600_000);
      const changes: Record<string, unknown> = {};
      if (to === AppealStatus.ScoreChanged) changes.editStatus = 1;
      if (to === AppealStatus.ScoreUnchanged) Object.assign(changes, { editStatus: 2, appealReply: plan.reply ?? null });
      if (to === AppealStatus.SecondSubmitted) Object.assign(changes, { secondContent: plan.second, secondAt: at });
      const byAthlete = to === AppealStatus.SecondSubmitted;
      await commitTransition(tx, appealWorkflow, appealRecords, appeal.id, from, to, {
        actor: byAthlete ? { userId: athleteId, role: Role.Athlete } : institutionActor,
        at,
        reason: byAthlete ? '运动员提交二次申诉' : to === AppealStatus.ScoreChanged ? '机构修改成绩' : to === AppealStatus.ScoreUnchanged ? plan.reply ?? '机构驳回' : '机构受理',
        changes,
      });
      if (to === AppealStatus.ScoreChanged && plan.changeScore) {
        const itemId = items[plan.changeScore.sort - 1]!.id;
        const from = plan.scores[plan.changeScore.sort - 1]!;
        await tx.insert(appealScoreChanges).values({ appealId: appeal.id, scoreItemId: itemId, fromScore: from.toFixed(1), toScore: plan.changeScore.to.toFixed(1), changedAt: at });
        await tx.update(testScoreItems).set({ score: plan.changeScore.to.toFixed(1) }).where(eq(testScoreItems.id, itemId));
        const after = plan.scores.map((score, i) => (i === plan.changeScore!.sort - 1 ? plan.changeScore!.to : score));
        await tx.update(testApplications).set({ scoreJudgment: after.every((score) => score >= 60) ? 1 : 2 }).where(eq(testApplications.id, application.id));
      }
    }
  }

  // ---- orders: each payment type pending, failed and paid (oldest first, so the pending ones head the list).
  for (const [k, spec] of ORDER_KINDS.entries()) {
    for (const [s, status] of ([PaymentStatus.Paid, PaymentStatus.Failed, PaymentStatus.Pending] as const).entries()) {
      const at = new Date(now.getTime() - (30 - s * 10) * DAY - k * 3_600_000);
      const order = await createOrder(tx, NO_JOBS, {
        userId: institution.id,
        userType: Role.Institution,
        kind: spec.kind,
        description: spec.description,
        amountFen: spec.amountFen,
        at,
        paymentWindowMinutes: null,
      });
      if (status === PaymentStatus.Pending) continue;
      const settledAt = new Date(at.getTime() + 5 * 60_000);
      await commitTransition(tx, paymentWorkflow, orderRecords, order.id, PaymentStatus.Pending, status, {
        actor: SYSTEM_ACTOR,
        at: settledAt,
        reason: status === PaymentStatus.Paid ? '演示数据：微信支付成功' : '演示数据：微信支付失败',
        changes: status === PaymentStatus.Paid ? { paidAt: settledAt, paymentChannel: 'wechat', transactionId: `4200${order.orderSn.slice(-20)}` } : {},
      });
      if (status === PaymentStatus.Paid && spec.kind === OrderKind.BatchCertificate) {
        await tx.insert(certificateDeliveries).values({
          userId: institution.id,
          userType: Role.Institution,
          orderId: order.id,
          contacts: '陈教练',
          telphone: '13800000003',
          provinceId: 440000,
          cityId: 440100,
          districtId: 440106,
          address: '天河区体育西路 191 号',
          isGrantTest: 1,
          certificateFeeFen: 0,
          badgeFeeFen: 0,
          shippingFeeFen: spec.amountFen,
          expressCompany: '顺丰速运',
          expressNumber: DEMO_PAID_ORDER_WAYBILL,
          mailingTime: new Date(settledAt.getTime() + 2 * DAY),
          createdAt: settledAt,
        });
      }
    }
  }
  // Her paid sign-ups have their invoices, as a real payment requests one (查看发票 on her records opens it).
  await issueMissingInvoices(tx, storage, athlete.id, '李羽涵', now);
  return true;
}
