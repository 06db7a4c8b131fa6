import {
  ADMIN_REFUND_MESSAGES,
  type AssessorItem,
  classRefundTarget,
  evaluatorRankLabel,
  gradeLabel,
  INSTITUTION_CLASS_MESSAGES as M,
  type InstitutionTestClassItem,
  type TestClassDetail,
  TestClassStatus,
  type TestSiteItem,
} from '@badminton/contracts';
import {
  firstTestClassProblem,
  joinMailingAddress,
  maskMiddle,
  type NewTestClassForm,
  standardGradeFeeFen,
  TEST_CLASS_FORM_MESSAGES,
} from '@badminton/validation';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { appendAudit } from '../../audit/chain';
import type { Database } from '../../db/client';
import { pageWithTotal, totalOver } from '../../db/paged';
import {
  evaluators,
  personProfiles,
  regions,
  testClasses,
  testClassEvaluators,
  testClassGrades,
  testSites,
  users,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { fromWireDateTime, toWireDateTime } from '../../lib/wire-time';
import { whereInstitution } from '../../registry/scope';
import type { Caller } from '../../registry/types';
import { classRefundRecords, refundWorkflow } from '../../workflows/refund';
import { testClassWorkflow } from '../../workflows/test-class';
import { actorOf, commitTransition } from '../../workflows/transition';
import { isQualified, QUALIFICATION_ACTION_MESSAGE, QUALIFICATION_GATE_MESSAGE, qualificationStatus, requireQualified } from '../institutions/qualification-gate';
import { findNames } from '../regions/repository';
import { contains } from '../shared/search';

/**
 * The institution's test classes (req: institution.md#test-class-list … #test-class-detail; decision 0059). Every
 * function takes the signed-in institution (`caller`) and reaches only its own rows: another institution's class or
 * site answers as if it did not exist. The gated ones ask the qualification gate first (the list with the page's
 * warning 请通过资质申请, the others with the action's 还未通过审核，请通过审核后操作).
 */

export interface InstitutionClassDeps {
  db: Database;
  clock: Clock;
}

type Grades = Array<{ grade: number; grade_name: string }>;

async function gradesOf(db: Database, ids: readonly number[]): Promise<Map<number, Grades>> {
  const byClass = new Map<number, Grades>();
  if (ids.length === 0) return byClass;
  const rows = await db
    .select({ testClassId: testClassGrades.testClassId, grade: testClassGrades.grade })
    .from(testClassGrades)
    .where(inArray(testClassGrades.testClassId, [...ids]))
    .orderBy(asc(testClassGrades.testClassId), asc(testClassGrades.grade));
  for (const row of rows) {
    const list = byClass.get(row.testClassId) ?? [];
    list.push({ grade: row.grade, grade_name: gradeLabel(row.grade) });
    byClass.set(row.testClassId, list);
  }
  return byClass;
}

/** The caller's qualification status and whether the gate is open (not gated: the screens read it to show the warning). */
export async function qualificationGate({ db }: InstitutionClassDeps, caller: Caller) {
  const status = await qualificationStatus(db, caller.userId);
  return { approval_status: status, qualified: isQualified(status) };
}

export async function listClasses({ db }: InstitutionClassDeps, caller: Caller, input: { limit: number; page: number }) {
  await requireQualified(db, caller.userId, QUALIFICATION_GATE_MESSAGE);
  const page = toPage(input);
  const where = whereInstitution(caller, testClasses.institutionUserId);
  const rows = await db
    .select({ testClass: testClasses, total: totalOver() })
    .from(testClasses)
    .where(where)
    .orderBy(desc(testClasses.createdAt), desc(testClasses.id))
    .limit(page.limit)
    .offset(page.offset);
  const paged = await pageWithTotal(rows, page, async () => {
    const [{ total }] = await db.select({ total: count() }).from(testClasses).where(where);
    return total;
  });
  const grades = await gradesOf(db, paged.rows.map((row) => row.testClass.id));
  const items: InstitutionTestClassItem[] = paged.rows.map(({ testClass: c }) => ({
    id: c.id,
    test_class_title: c.title,
    registration_start_time: toWireDateTime(c.registrationStartTime),
    registration_end_time: toWireDateTime(c.registrationEndTime),
    test_start_time: toWireDateTime(c.testStartTime),
    test_end_time: toWireDateTime(c.testEndTime),
    test_detail_addr: c.detailedAddress,
    test_grade: grades.get(c.id) ?? [],
    test_num: c.testNum,
    application_status: c.applicationStatus,
    approval_comments: c.approvalComments,
    refund_status: c.refundStatus,
    province_name: c.provinceName,
    city_name: c.cityName,
    district_name: c.districtName,
  }));
  return { items, totalCount: paged.total };
}

async function ownClass(db: Database, caller: Caller, id: number) {
  const [row] = await db
    .select()
    .from(testClasses)
    .where(and(eq(testClasses.id, id), whereInstitution(caller, testClasses.institutionUserId)));
  if (!row) throw new BusinessError(M.classNotFound);
  return row;
}

/**
 * The class refund toggle: only a finally approved class of the caller whose refund_status is 0 or 1, to the value
 * the rule gives (0 → 1 requests, 1 → 0 cancels). The change goes through the refund workflow: compare-and-set on the
 * status read and an audit row, so of two toggles racing from the same status one wins and the other is refused.
 */
export async function toggleRefund({ db, clock }: InstitutionClassDeps, caller: Caller, input: { test_class_id: number; status: number }) {
  await requireQualified(db, caller.userId, QUALIFICATION_ACTION_MESSAGE);
  const testClass = await ownClass(db, caller, input.test_class_id);
  const target = classRefundTarget(testClass.applicationStatus, testClass.refundStatus);
  if (target === null) throw new BusinessError(M.refundNotOffered);
  if (target !== input.status) throw new BusinessError(M.refundChanged);
  const at = clock.now();
  await db.transaction(async (tx) => {
    // Locked: an approved class refund (decision 0069) can no longer be cancelled; a racing approval waits or wins.
    const [locked] = await tx
      .select({ refundStatus: testClasses.refundStatus, approvedAt: testClasses.refundApprovedAt })
      .from(testClasses)
      .where(eq(testClasses.id, testClass.id))
      .for('update');
    if (!locked || locked.refundStatus !== testClass.refundStatus) throw new BusinessError(M.refundChanged);
    if (target === 0 && locked.approvedAt !== null) throw new BusinessError(ADMIN_REFUND_MESSAGES.approvedCannotCancel);
    try {
      await commitTransition(tx, refundWorkflow, classRefundRecords, testClass.id, locked.refundStatus as 0 | 1, target, {
        actor: actorOf(caller),
        at,
        reason: target === 1 ? '机构申请测试班退款' : '机构取消测试班退款',
        changes: target === 1 ? { refundRequestedAt: at, refundApprovedAt: null, refundApprovedBy: null, refundNote: null } : { refundRequestedAt: null },
      });
    } catch (error) {
      if (error instanceof BusinessError) throw new BusinessError(M.refundChanged);
      throw error;
    }
  });
  return {};
}

export async function listSites({ db }: InstitutionClassDeps, caller: Caller): Promise<{ items: TestSiteItem[] }> {
  await requireQualified(db, caller.userId, QUALIFICATION_ACTION_MESSAGE);
  const rows = await db
    .select()
    .from(testSites)
    .where(whereInstitution(caller, testSites.institutionUserId))
    .orderBy(asc(testSites.id));
  const names = await findNames(db, rows.flatMap((row) => [row.provinceId, row.cityId, row.districtId]));
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      province_id: row.provinceId,
      city_id: row.cityId,
      district_id: row.districtId,
      province_name: names.get(row.provinceId) ?? '',
      city_name: names.get(row.cityId) ?? '',
      district_name: names.get(row.districtId) ?? '',
      detailed_address: row.detailedAddress,
      court_count: row.courtCount,
    })),
  };
}

export function gradeOptions() {
  return { items: [...Array.from({ length: 16 }, (_, i) => i + 1)].map((grade) => ({ grade_name: gradeLabel(grade), grade_value: grade })) };
}

/** Evaluators who may assess: an evaluator account (role 2), listed (not withdrawn by an association), with a rank. */
function mayAssess(): SQL {
  return and(eq(users.usertype, 2), eq(evaluators.isListed, true), isNotNull(personProfiles.evaluatorRank)) as SQL;
}

export async function searchAssessors(
  { db }: InstitutionClassDeps,
  caller: Caller,
  input: { limit: number; page: number; evaluator_rank: number; ProvinceId?: number; CityId?: number; DistrictId?: number; keyword?: string },
): Promise<{ items: AssessorItem[]; totalCount: number }> {
  await requireQualified(db, caller.userId, QUALIFICATION_ACTION_MESSAGE);
  const page = toPage(input);
  const where = and(
    mayAssess(),
    eq(personProfiles.evaluatorRank, input.evaluator_rank),
    input.ProvinceId ? eq(personProfiles.provinceId, input.ProvinceId) : undefined,
    input.CityId ? eq(personProfiles.cityId, input.CityId) : undefined,
    input.DistrictId ? eq(personProfiles.districtId, input.DistrictId) : undefined,
    contains(personProfiles.name, input.keyword),
  );
  const base = () =>
    db
      .select({ id: users.id, name: personProfiles.name, rank: personProfiles.evaluatorRank, mobile: users.mobile, total: totalOver() })
      .from(users)
      .innerJoin(evaluators, eq(evaluators.userId, users.id))
      .innerJoin(personProfiles, eq(personProfiles.userId, users.id))
      .where(where);
  const rows = await base().orderBy(asc(personProfiles.name), asc(users.id)).limit(page.limit).offset(page.offset);
  const paged = await pageWithTotal(rows, page, async () => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(users)
      .innerJoin(evaluators, eq(evaluators.userId, users.id))
      .innerJoin(personProfiles, eq(personProfiles.userId, users.id))
      .where(where);
    return total;
  });
  return {
    items: paged.rows.map((row) => ({
      id: row.id,
      name: row.name,
      evaluator_rank: row.rank ?? 0,
      evaluator_rank_name: evaluatorRankLabel(row.rank ?? 0),
      mobile: maskMiddle(row.mobile ?? ''),
    })),
    totalCount: paged.total,
  };
}

export interface AddTestClassInput {
  register_time: string[];
  test_time: string[];
  test_address: number | null;
  test_grade: number[];
  test_class_title: string;
  testNum: string;
  grade_one_examiner: number[];
  grade_two_examiner: number[];
  grade_three_examiner: number[];
  province: number | null;
  city: number | null;
  district: number | null;
  addressinfo: string;
  contact: string;
  contact_number: string;
}

async function regionChainValid(db: Database, province: number, city: number, district: number | null): Promise<boolean> {
  const ids = district === null ? [province, city] : [province, city, district];
  const rows = await db.select({ id: regions.id, parentId: regions.parentId, level: regions.level }).from(regions).where(inArray(regions.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const p = byId.get(province);
  const c = byId.get(city);
  if (!p || !c || p.level !== 1 || c.level !== 2 || c.parentId !== province) return false;
  if (district === null) return true;
  const d = byId.get(district);
  return !!d && d.level === 3 && d.parentId === city;
}

/**
 * A new test class of the caller: the form's rules (`@badminton/validation`, the same the page applies), the site
 * among the caller's own, every assessor one who may assess and of the level they are listed under; then the class
 * (申请中, with its creation's audit row), its grades at the standard fee and its assessors per level, in one
 * transaction. The first first-level assessor (else the first listed) leads the class.
 */
export async function addClass({ db, clock }: InstitutionClassDeps, caller: Caller, input: AddTestClassInput): Promise<{ id: number }> {
  await requireQualified(db, caller.userId, QUALIFICATION_ACTION_MESSAGE);
  const levels: Array<[1 | 2 | 3, number[]]> = [
    [1, input.grade_one_examiner],
    [2, input.grade_two_examiner],
    [3, input.grade_three_examiner],
  ];
  const assessorIds = [...new Set(levels.flatMap(([, ids]) => ids))];
  const found = assessorIds.length
    ? await db
        .select({ id: users.id, name: personProfiles.name, rank: personProfiles.evaluatorRank })
        .from(users)
        .innerJoin(evaluators, eq(evaluators.userId, users.id))
        .innerJoin(personProfiles, eq(personProfiles.userId, users.id))
        .where(and(inArray(users.id, assessorIds), mayAssess()))
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const form: NewTestClassForm = { ...input };
  const problem = firstTestClassProblem(form, (id) => byId.get(id)?.name ?? String(id));
  if (problem) throw new BusinessError(problem);
  for (const [level, ids] of levels) {
    for (const id of ids) {
      const assessor = byId.get(id);
      if (!assessor) throw new BusinessError(M.assessorNotAllowed);
      if (assessor.rank !== level) throw new BusinessError(M.assessorWrongLevel(assessor.name, evaluatorRankLabel(level)));
    }
  }
  const [site] = await db
    .select()
    .from(testSites)
    .where(and(eq(testSites.id, input.test_address ?? 0), whereInstitution(caller, testSites.institutionUserId)));
  if (!site) throw new BusinessError(M.siteNotFound);
  const province = input.province ?? 0;
  const city = input.city ?? 0;
  if (!(await regionChainValid(db, province, city, input.district))) throw new BusinessError(TEST_CLASS_FORM_MESSAGES.cityRequired);
  const names = await findNames(db, [site.provinceId, site.cityId, site.districtId, province, city, input.district]);
  const now = clock.now();
  const leader = levels.flatMap(([, ids]) => ids)[0];
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(testClasses)
      .values({
        institutionUserId: caller.userId,
        title: input.test_class_title.trim(),
        provinceId: site.provinceId,
        cityId: site.cityId,
        districtId: site.districtId,
        provinceName: names.get(site.provinceId) ?? '',
        cityName: names.get(site.cityId) ?? '',
        districtName: names.get(site.districtId) ?? '',
        detailedAddress: site.detailedAddress,
        mailingAddress: joinMailingAddress(
          names.get(province) ?? '',
          names.get(city) ?? '',
          input.district === null ? '' : (names.get(input.district) ?? ''),
          input.addressinfo,
        ),
        registrationStartTime: fromWireDateTime(input.register_time[0]),
        registrationEndTime: fromWireDateTime(input.register_time[1]),
        testStartTime: fromWireDateTime(input.test_time[0]),
        testEndTime: fromWireDateTime(input.test_time[1]),
        testNum: Number(input.testNum.trim()),
        applicationStatus: TestClassStatus.Applied,
        contact: input.contact.trim(),
        contactNumber: input.contact_number.trim(),
        createdAt: now,
      })
      .returning({ id: testClasses.id });
    await tx.insert(testClassGrades).values(input.test_grade.map((grade) => ({ testClassId: created.id, grade, feeFen: standardGradeFeeFen(grade) })));
    const crew = levels.flatMap(([level, ids]) => ids.map((id) => ({ testClassId: created.id, evaluatorUserId: id, level, isLeader: id === leader })));
    if (crew.length) await tx.insert(testClassEvaluators).values(crew);
    await appendAudit(tx, {
      workflow: testClassWorkflow.name,
      recordId: created.id,
      actorUserId: caller.userId,
      actorRole: caller.role,
      fromStatus: '',
      toStatus: TestClassStatus.Applied,
      reason: '机构提交测试班申请',
      changedAt: now,
    });
    return { id: created.id };
  });
}

export async function classDetail({ db }: InstitutionClassDeps, caller: Caller, input: { testId: number }): Promise<{ items: TestClassDetail[] }> {
  await requireQualified(db, caller.userId, QUALIFICATION_ACTION_MESSAGE);
  const c = await ownClass(db, caller, input.testId);
  const grades = await gradesOf(db, [c.id]);
  const coaches = await db
    .select({ level: testClassEvaluators.level, name: personProfiles.name })
    .from(testClassEvaluators)
    .innerJoin(personProfiles, eq(personProfiles.userId, testClassEvaluators.evaluatorUserId))
    .where(eq(testClassEvaluators.testClassId, c.id))
    .orderBy(asc(testClassEvaluators.level), desc(testClassEvaluators.isLeader), asc(testClassEvaluators.evaluatorUserId));
  return {
    items: [
      {
        id: c.id,
        test_class_title: c.title,
        registration_start_time: toWireDateTime(c.registrationStartTime),
        registration_end_time: toWireDateTime(c.registrationEndTime),
        test_start_time: toWireDateTime(c.testStartTime),
        test_end_time: toWireDateTime(c.testEndTime),
        test_detail_addr: c.detailedAddress,
        province_name: c.provinceName,
        city_name: c.cityName,
        district_name: c.districtName,
        test_grade: grades.get(c.id) ?? [],
        test_num: c.testNum,
        testcoachdetail: coaches.map((coach) => ({ testcoachlevel: coach.level, testcoachName: coach.name })),
        mailingtest_detail_addr: c.mailingAddress ?? '',
        contact: c.contact,
        contact_number: c.contactNumber,
        application_status: c.applicationStatus,
        approval_comments: c.approvalComments,
      },
    ],
  };
}
