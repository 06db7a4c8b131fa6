import { RefundStatus, Role, TestClassStatus, type TestClassStatusCode } from '@badminton/contracts';
import { standardGradeFeeFen } from '@badminton/validation';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { appendAudit } from '../../src/audit/chain';
import type { Database } from '../../src/db/client';
import {
  evaluators,
  institutionProfiles,
  personProfiles,
  testClasses,
  testClassEvaluators,
  testClassGrades,
  testSites,
  users,
} from '../../src/db/schema';
import { DEMO_INSTITUTION_MOBILE } from '../portal/index';

/**
 * The institution centre's test classes demo (issue 24, decision 0059), for the demo institution 羽翔体育
 * (13800000003): its two test sites, and one class in every application state — 申请中 (省协会审核中), 省协会审核通过
 * (中羽协审核中), 审核驳回 with the reviewer's comment, and 中羽协审核通过 with each class refund status 0, 1, 2 and 3 —
 * each with its grades at the standard fee, its assessors per level (demo evaluators who may assess) and its audit
 * history. Loaded once (marker `demo-institution-classes`) after the portal demo; deterministic but for the dates, which
 * are relative to the seed's instant. The qualification itself (approval_status 3) comes from the portal demo.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

const SITES = [
  { name: '羽翔羽毛球馆（天河）', provinceId: 440000, cityId: 440100, districtId: 440106, detailedAddress: '天河区体育西路 191 号', courtCount: 12 },
  { name: '越秀区体育中心羽毛球馆', provinceId: 440000, cityId: 440100, districtId: 440104, detailedAddress: '越秀区中山三路 66 号', courtCount: 8 },
] as const;

const REGION_NAMES: Record<number, string> = { 440000: '广东省', 440100: '广州市', 440106: '天河区', 440104: '越秀区' };

interface DemoClass {
  title: string;
  status: TestClassStatusCode;
  refundStatus: number;
  comments: string | null;
  /** Test day, in days from the seed's instant. */
  testInDays: number;
  grades: number[];
  site: 0 | 1;
}

export const DEMO_INSTITUTION_CLASSES: readonly DemoClass[] = [
  { title: '羽翔体育2027春季成人等级测试班', status: TestClassStatus.Applied, refundStatus: 0, comments: null, testInDays: 75, grades: [4, 5, 6], site: 0 },
  { title: '羽翔体育2027春季少儿等级测试班', status: TestClassStatus.ProvinceApproved, refundStatus: 0, comments: null, testInDays: 82, grades: [10, 11, 12, 13], site: 1 },
  {
    title: '羽翔体育2027寒假少儿测试班',
    status: TestClassStatus.Rejected,
    refundStatus: 0,
    comments: '测试时间与春节假期冲突，请调整测试时间后重新申请',
    testInDays: 60,
    grades: [14, 15, 16],
    site: 0,
  },
  { title: '羽翔体育2026秋季七至九级测试班', status: TestClassStatus.Approved, refundStatus: RefundStatus.None, comments: null, testInDays: -30, grades: [7, 8, 9], site: 0 },
  { title: '羽翔体育2026秋季少儿补充测试班', status: TestClassStatus.Approved, refundStatus: RefundStatus.Refunding, comments: null, testInDays: -40, grades: [12, 13], site: 1 },
  { title: '羽翔体育2026夏季一至三级测试班', status: TestClassStatus.Approved, refundStatus: RefundStatus.Refunded, comments: null, testInDays: -90, grades: [1, 2, 3], site: 0 },
  { title: '羽翔体育2026夏季少儿测试班（场馆检修取消）', status: TestClassStatus.Approved, refundStatus: RefundStatus.Failed, comments: null, testInDays: -100, grades: [10, 11], site: 1 },
  // Scores published and appealed (the complaint-handling demo, ./orders-appeals.ts); [3] stays unsubmitted for entries.
  { title: '羽翔体育2026国庆七至九级测试班', status: TestClassStatus.Approved, refundStatus: RefundStatus.None, comments: null, testInDays: -55, grades: [7, 8, 9], site: 1 },
  // Tested, arrangement in, scores not yet entered (the score-entry demo, ./entries.ts; decision 0062): one per e2e width.
  { title: '羽翔体育2026中秋四至六级测试班', status: TestClassStatus.Approved, refundStatus: RefundStatus.None, comments: null, testInDays: -20, grades: [4, 5, 6], site: 0 },
  { title: '羽翔体育2026重阳四至六级测试班', status: TestClassStatus.Approved, refundStatus: RefundStatus.None, comments: null, testInDays: -15, grades: [4, 5, 6], site: 1 },
];

/** The audit history of a class in `status`: its creation, then the reviews that brought it there. */
function historyOf(status: TestClassStatusCode): Array<{ from: string; to: string; role: number; reason: string }> {
  const created = { from: '', to: TestClassStatus.Applied, role: Role.Institution, reason: '机构提交测试班申请' };
  if (status === TestClassStatus.Applied) return [created];
  const province = { from: TestClassStatus.Applied, to: TestClassStatus.ProvinceApproved, role: Role.ProvincialReviewer, reason: '省协会审核通过' };
  if (status === TestClassStatus.ProvinceApproved) return [created, province];
  if (status === TestClassStatus.Rejected) return [created, { from: TestClassStatus.Applied, to: TestClassStatus.Rejected, role: Role.ProvincialReviewer, reason: '省协会驳回' }];
  return [created, province, { from: TestClassStatus.ProvinceApproved, to: TestClassStatus.Approved, role: Role.NationalAdministrator, reason: '中羽协终审通过' }];
}

export async function loadInstitutionClassesDemo(tx: Database, { now }: { now: Date }): Promise<boolean> {
  const [institution] = await tx
    .select({ id: users.id, status: institutionProfiles.approvalStatus })
    .from(users)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, users.id))
    .where(and(eq(users.usertype, Role.Institution), eq(users.mobile, DEMO_INSTITUTION_MOBILE)));
  if (!institution) return false;

  const existingSites = await tx.select({ id: testSites.id }).from(testSites).where(eq(testSites.institutionUserId, institution.id)).orderBy(asc(testSites.id));
  const siteIds = existingSites.map((site) => site.id);
  for (const site of SITES.slice(siteIds.length)) {
    const [row] = await tx
      .insert(testSites)
      .values({ institutionUserId: institution.id, ...site, createdAt: now, updatedAt: now })
      .returning({ id: testSites.id });
    siteIds.push(row.id);
  }
  const sites = await tx.select().from(testSites).where(eq(testSites.institutionUserId, institution.id)).orderBy(asc(testSites.id));

  // Assessors: demo evaluators who may assess, the first ones of each rank.
  const pool = await tx
    .select({ id: users.id, rank: personProfiles.evaluatorRank })
    .from(users)
    .innerJoin(evaluators, eq(evaluators.userId, users.id))
    .innerJoin(personProfiles, eq(personProfiles.userId, users.id))
    .where(and(eq(users.usertype, Role.Evaluator), eq(evaluators.isListed, true), isNotNull(personProfiles.evaluatorRank)))
    .orderBy(asc(users.id));
  const ofRank = (rank: number, count: number, skip: number) => pool.filter((row) => row.rank === rank).slice(skip, skip + count).map((row) => row.id);

  for (const [index, plan] of DEMO_INSTITUTION_CLASSES.entries()) {
    const site = sites[plan.site] ?? sites[0];
    const testStart = new Date(now.getTime() + plan.testInDays * DAY);
    const created = new Date(Math.min(now.getTime() - (DEMO_INSTITUTION_CLASSES.length - index) * HOUR, testStart.getTime() - 45 * DAY));
    const [row] = await tx
      .insert(testClasses)
      .values({
        institutionUserId: institution.id,
        title: plan.title,
        provinceId: site.provinceId,
        cityId: site.cityId,
        districtId: site.districtId,
        provinceName: REGION_NAMES[site.provinceId] ?? '',
        cityName: REGION_NAMES[site.cityId] ?? '',
        districtName: REGION_NAMES[site.districtId] ?? '',
        detailedAddress: site.detailedAddress,
        mailingAddress: '广东省_广州市_天河区_体育西路 191 号羽翔羽毛球馆二楼',
        registrationStartTime: new Date(testStart.getTime() - 30 * DAY),
        registrationEndTime: new Date(testStart.getTime() - 3 * DAY),
        testStartTime: testStart,
        testEndTime: new Date(testStart.getTime() + 8 * HOUR),
        testNum: 40 + index * 10,
        applicationStatus: plan.status,
        approvalComments: plan.comments,
        refundStatus: plan.refundStatus,
        contact: '刘思远',
        contactNumber: '13900000031',
        createdAt: created,
      })
      .returning({ id: testClasses.id });
    await tx.insert(testClassGrades).values(plan.grades.map((grade) => ({ testClassId: row.id, grade, feeFen: standardGradeFeeFen(grade) })));
    const crew = [
      ...ofRank(1, 3, index % 2).map((id) => ({ id, level: 1 })),
      ...ofRank(2, 1, index % 3).map((id) => ({ id, level: 2 })),
      ...ofRank(3, 1, index % 3).map((id) => ({ id, level: 3 })),
    ];
    if (crew.length) {
      await tx
        .insert(testClassEvaluators)
        .values(crew.map((member, i) => ({ testClassId: row.id, evaluatorUserId: member.id, level: member.level, isLeader: i === 0 })))
        .onConflictDoNothing();
    }
    const history = historyOf(plan.status);
    await appendAudit(tx, 
      history.map((step, i) => ({
        workflow: 'testClass',
        recordId: row.id,
        actorUserId: step.role === Role.Institution ? institution.id : null,
        actorRole: step.role === Role.Institution ? Role.Institution : null,
        fromStatus: step.from,
        toStatus: step.to,
        reason: step.reason,
        changedAt: new Date(created.getTime() + i * DAY),
      })),
    );
  }
  return true;
}
