import {
  ADMIN_REVIEW_DEFAULT_COMMENTS as DEFAULT_COMMENT,
  ADMIN_REVIEW_MESSAGES as M,
  type AdminAssessor,
  type AdminBulkResult,
  type AdminHistoryRow,
  type AdminTestClassDetail,
  type AdminTestClassItem,
  evaluatorRankLabel,
  gradeLabel,
  INSTITUTION_CLASS_MESSAGES,
  Role,
  statusLabel,
  TEST_CLASS_STATUSES,
  TestClassStatus as S,
  type TestClassStatusCode,
} from '@badminton/contracts';
import { checkAssessorMinimum, duplicateInLevel } from '@badminton/validation';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import { appendAudit } from '../../audit/chain';
import type { Database } from '../../db/client';
import { pageWithTotal, totalOver } from '../../db/paged';
import { evaluators, institutionProfiles, personProfiles, statusAudit, testClasses, testClassEvaluators, testClassGrades, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { fromWireDateTime, toWireDateTime } from '../../lib/wire-time';
import { reachesProvince, requireProvince, whereProvince } from '../../registry/scope';
import type { Caller } from '../../registry/types';
import { testClassRecords, testClassWorkflow } from '../../workflows/test-class';
import { actorOf, commitTransition } from '../../workflows/transition';
import { findNames } from '../regions/repository';
import { actorLabel, refusalAtStage, requireAssignedProvince, requireStage, type ReviewStage } from '../shared/review-stage';
import { contains } from '../shared/search';

/**
 * The back office's test class review (issue 26; decision 0067; req: back-office.md#test-class-review,
 * product-decisions §4): the classes institutions applied for, a provincial reviewer's within their province only. A
 * decision moves `application_status` through the test class workflow (compare-and-set, the audit row); a class is
 * passed only when its assessors meet the minimum the institution's form applies (`@badminton/validation`, counting
 * only evaluators who may still assess, each at their own level) and one of them leads. The reviewer of the stage may
 * replace or add assessors and set the leader; that change is audited with its before and after.
 */

export interface AdminClassDeps {
  db: Database;
  clock: Clock;
}

function stageOf(status: TestClassStatusCode): ReviewStage {
  if (status === S.Applied) return 'province';
  if (status === S.ProvinceApproved) return 'national';
  return 'closed';
}

function label(status: string): string {
  return (TEST_CLASS_STATUSES as readonly string[]).includes(status) ? statusLabel('testClass', status as TestClassStatusCode) : status;
}

/** Evaluators who may assess: an evaluator account, listed (not withdrawn), with a rank (as the institution's picker). */
function mayAssessSql(): SQL {
  return and(eq(users.usertype, Role.Evaluator), eq(evaluators.isListed, true), isNotNull(personProfiles.evaluatorRank)) as SQL;
}

interface CrewMember {
  classId: number;
  id: number;
  name: string;
  level: number;
  rank: number | null;
  mobile: string;
  isLeader: boolean;
  mayAssess: boolean;
}

async function crewOf(db: Database, classIds: readonly number[]): Promise<Map<number, CrewMember[]>> {
  const byClass = new Map<number, CrewMember[]>();
  if (classIds.length === 0) return byClass;
  const rows = await db
    .select({
      classId: testClassEvaluators.testClassId,
      id: testClassEvaluators.evaluatorUserId,
      level: testClassEvaluators.level,
      isLeader: testClassEvaluators.isLeader,
      name: personProfiles.name,
      rank: personProfiles.evaluatorRank,
      mobile: users.mobile,
      usertype: users.usertype,
      listed: evaluators.isListed,
    })
    .from(testClassEvaluators)
    .innerJoin(users, eq(users.id, testClassEvaluators.evaluatorUserId))
    .leftJoin(evaluators, eq(evaluators.userId, testClassEvaluators.evaluatorUserId))
    .leftJoin(personProfiles, eq(personProfiles.userId, testClassEvaluators.evaluatorUserId))
    .where(inArray(testClassEvaluators.testClassId, [...classIds]))
    .orderBy(asc(testClassEvaluators.level), desc(testClassEvaluators.isLeader), asc(testClassEvaluators.evaluatorUserId));
  for (const row of rows) {
    const list = byClass.get(row.classId) ?? [];
    list.push({
      classId: row.classId,
      id: row.id,
      name: row.name ?? '',
      level: row.level,
      rank: row.rank,
      mobile: row.mobile ?? '',
      isLeader: row.isLeader,
      mayAssess: row.usertype === Role.Evaluator && row.listed === true && row.rank !== null,
    });
    byClass.set(row.classId, list);
  }
  return byClass;
}

async function gradesOf(db: Database, classIds: readonly number[]): Promise<Map<number, number[]>> {
  const byClass = new Map<number, number[]>();
  if (classIds.length === 0) return byClass;
  const rows = await db
    .select({ classId: testClassGrades.testClassId, grade: testClassGrades.grade })
    .from(testClassGrades)
    .where(inArray(testClassGrades.testClassId, [...classIds]))
    .orderBy(asc(testClassGrades.testClassId), asc(testClassGrades.grade));
  for (const row of rows) byClass.set(row.classId, [...(byClass.get(row.classId) ?? []), row.grade]);
  return byClass;
}

/**
 * Why the crew cannot pass (the institution form's minimum, with only those who may still assess at their own level;
 * then the leader), or null.
 */
export function crewProblem(grades: readonly number[], crew: readonly Pick<CrewMember, 'level' | 'rank' | 'mayAssess' | 'isLeader'>[]): string | null {
  const counting = crew.filter((member) => member.mayAssess && member.rank === member.level);
  const counts = { 1: 0, 2: 0, 3: 0 };
  for (const member of counting) if (member.level === 1 || member.level === 2 || member.level === 3) counts[member.level] += 1;
  const short = checkAssessorMinimum(grades, counts);
  if (short) return M.assessorsShort(short);
  if (!counting.some((member) => member.isLeader)) return M.leaderRequired;
  return null;
}

function mayDecide(caller: Caller, status: TestClassStatusCode, provinceId: number): boolean {
  return reachesProvince(caller, provinceId) && refusalAtStage(caller.role, stageOf(status), label(status)) === null;
}

/** Whether the caller may change the assessors of a class now: the reviewer of its stage, before the test starts. */
function assignRefusal(caller: Caller, row: { applicationStatus: TestClassStatusCode; testStartTime: Date }, now: Date): string | null {
  if (caller.role === Role.ProvincialReviewer && row.applicationStatus === S.Applied) return null;
  if (caller.role === Role.NationalAdministrator && (row.applicationStatus === S.ProvinceApproved || row.applicationStatus === S.Approved)) {
    return row.testStartTime.getTime() > now.getTime() ? null : M.assessorsAfterTest;
  }
  return M.assessorsClosed;
}

export interface ClassListInput {
  page: number;
  limit: number;
  application_status?: TestClassStatusCode;
  ProvinceId?: number;
  CityId?: number;
  keyword?: string;
  test_start?: string;
  test_end?: string;
}

export async function listClasses({ db }: AdminClassDeps, caller: Caller, input: ClassListInput) {
  requireAssignedProvince(caller);
  const page = toPage(input);
  const base: Array<SQL | undefined> = [
    whereProvince(caller, testClasses.provinceId),
    input.ProvinceId ? eq(testClasses.provinceId, input.ProvinceId) : undefined,
    input.CityId ? eq(testClasses.cityId, input.CityId) : undefined,
    contains(institutionProfiles.fullName, input.keyword),
    input.test_start ? gte(testClasses.testStartTime, fromWireDateTime(input.test_start)) : undefined,
    input.test_end ? lte(testClasses.testStartTime, fromWireDateTime(input.test_end)) : undefined,
  ];
  const where = and(...base, input.application_status ? eq(testClasses.applicationStatus, input.application_status) : undefined);
  const rows = await db
    .select({ testClass: testClasses, institution: institutionProfiles.fullName, total: totalOver() })
    .from(testClasses)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, testClasses.institutionUserId))
    .where(where)
    .orderBy(desc(testClasses.createdAt), desc(testClasses.id))
    .limit(page.limit)
    .offset(page.offset);
  const paged = await pageWithTotal(rows, page, async () => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(testClasses)
      .innerJoin(institutionProfiles, eq(institutionProfiles.userId, testClasses.institutionUserId))
      .where(where);
    return total;
  });
  const grouped = await db
    .select({ status: testClasses.applicationStatus, total: count() })
    .from(testClasses)
    .innerJoin(institutionProfiles, eq(institutionProfiles.userId, testClasses.institutionUserId))
    .where(and(...base))
    .groupBy(testClasses.applicationStatus);
  const counts: Record<TestClassStatusCode, number> = { 申请中: 0, 省协会审核通过: 0, 中羽协审核通过: 0, 审核驳回: 0 };
  for (const row of grouped) counts[row.status] = row.total;
  const ids = paged.rows.map((row) => row.testClass.id);
  const [grades, crews] = await Promise.all([gradesOf(db, ids), crewOf(db, ids)]);
  const items: AdminTestClassItem[] = paged.rows.map(({ testClass: c, institution }) => {
    const classGrades = grades.get(c.id) ?? [];
    const open = stageOf(c.applicationStatus) !== 'closed';
    return {
      id: c.id,
      test_class_title: c.title,
      mechanism_name: institution,
      province_name: c.provinceName,
      city_name: c.cityName,
      district_name: c.districtName,
      registration_start_time: toWireDateTime(c.registrationStartTime),
      registration_end_time: toWireDateTime(c.registrationEndTime),
      test_start_time: toWireDateTime(c.testStartTime),
      test_end_time: toWireDateTime(c.testEndTime),
      test_grade: classGrades.map((grade) => ({ grade, grade_name: gradeLabel(grade) })),
      test_num: c.testNum,
      application_status: c.applicationStatus,
      application_status_name: label(c.applicationStatus),
      approval_comments: c.approvalComments,
      assessors_short: open ? crewProblem(classGrades, crews.get(c.id) ?? []) : null,
      can_pass: mayDecide(caller, c.applicationStatus, c.provinceId),
    };
  });
  return { items, totalCount: paged.total, counts };
}

/** The class named by id, or 测试班不存在; another province's is refused (decision 0023), never hidden. */
async function classOf(db: Database, caller: Caller, id: number, lock = false) {
  const query = db.select().from(testClasses).where(eq(testClasses.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new BusinessError(M.classNotFound);
  requireProvince(caller, row.provinceId);
  return row;
}

function assessorOut(member: CrewMember): AdminAssessor {
  return {
    id: member.id,
    name: member.name,
    level: member.level,
    evaluator_rank: member.rank,
    evaluator_rank_name: member.rank ? evaluatorRankLabel(member.rank) : '无考评员级别',
    // Reviewers see mobiles in full (product-decisions §4).
    mobile: member.mobile,
    is_leader: member.isLeader,
    may_assess: member.mayAssess,
  };
}

async function historyOf(db: Database, classId: number): Promise<AdminHistoryRow[]> {
  const rows = await db
    .select()
    .from(statusAudit)
    .where(and(eq(statusAudit.workflow, testClassWorkflow.name), eq(statusAudit.recordId, classId)))
    .orderBy(asc(statusAudit.changedAt), asc(statusAudit.id));
  return rows.map((row) => {
    const rule = testClassWorkflow.transitions.find((candidate) => candidate.from === row.fromStatus && candidate.to === row.toStatus);
    const action = row.action ?? (row.fromStatus === '' && row.toStatus === S.Applied ? '机构提交测试班申请' : (rule?.action ?? ''));
    return {
      status: row.toStatus,
      status_name: row.toStatus ? label(row.toStatus) : '',
      action,
      comment: row.reason ?? '',
      actor: actorLabel(row.actorRole),
      time: toWireDateTime(row.changedAt),
      effective_start_date: null,
      effective_end_date: null,
    };
  });
}

export async function classDetail({ db, clock }: AdminClassDeps, caller: Caller, input: { id: number }): Promise<AdminTestClassDetail> {
  const c = await classOf(db, caller, input.id);
  const [institution] = await db.select().from(institutionProfiles).where(eq(institutionProfiles.userId, c.institutionUserId));
  const [grades, crews, history] = await Promise.all([gradesOf(db, [c.id]), crewOf(db, [c.id]), historyOf(db, c.id)]);
  const classGrades = grades.get(c.id) ?? [];
  const crew = crews.get(c.id) ?? [];
  const may = mayDecide(caller, c.applicationStatus, c.provinceId);
  return {
    id: c.id,
    test_class_title: c.title,
    application_status: c.applicationStatus,
    application_status_name: label(c.applicationStatus),
    approval_comments: c.approvalComments,
    registration_start_time: toWireDateTime(c.registrationStartTime),
    registration_end_time: toWireDateTime(c.registrationEndTime),
    test_start_time: toWireDateTime(c.testStartTime),
    test_end_time: toWireDateTime(c.testEndTime),
    province_name: c.provinceName,
    city_name: c.cityName,
    district_name: c.districtName,
    test_detail_addr: c.detailedAddress,
    test_grade: classGrades.map((grade) => ({ grade, grade_name: gradeLabel(grade) })),
    test_num: c.testNum,
    seats_taken: c.seatsTaken,
    contact: c.contact,
    contact_number: c.contactNumber,
    mailing_address: c.mailingAddress ?? '',
    institution: {
      id: c.institutionUserId,
      mechanism_full_name: institution?.fullName ?? '',
      nickname: institution?.nickname ?? '',
      principal: institution?.principal ?? '',
      principal_tel: institution?.principalTel ?? '',
    },
    assessors: crew.map(assessorOut),
    assessors_short: stageOf(c.applicationStatus) !== 'closed' || c.applicationStatus === S.Approved ? crewProblem(classGrades, crew) : null,
    history,
    actions: {
      can_pass: may,
      can_reject: may,
      can_assign: reachesProvince(caller, c.provinceId) && assignRefusal(caller, c, clock.now()) === null,
      default_start_date: null,
      default_end_date: null,
    },
  };
}

async function decide(deps: AdminClassDeps, caller: Caller, id: number, pass: boolean, comment: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const c = await classOf(tx, caller, id, true);
    requireStage(caller.role, stageOf(c.applicationStatus), label(c.applicationStatus));
    const national = caller.role === Role.NationalAdministrator;
    if (pass) {
      const [grades, crews] = await Promise.all([gradesOf(tx, [c.id]), crewOf(tx, [c.id])]);
      const problem = crewProblem(grades.get(c.id) ?? [], crews.get(c.id) ?? []);
      if (problem) throw new BusinessError(problem);
    }
    const to = pass ? (national ? S.Approved : S.ProvinceApproved) : S.Rejected;
    const reason = comment || (national ? DEFAULT_COMMENT.classNational : DEFAULT_COMMENT.classProvince);
    await commitTransition(tx, testClassWorkflow, testClassRecords, c.id, c.applicationStatus, to, {
      actor: actorOf(caller),
      reason,
      at: now,
      // A rejection's reason is what the institution reads on its list; a pass clears an earlier one.
      changes: { approvalComments: pass ? null : comment },
    });
    return { application_status: to };
  });
}

export function passClass(deps: AdminClassDeps, caller: Caller, input: { id: number; approval_comments: string }) {
  return decide(deps, caller, input.id, true, input.approval_comments);
}

export function rejectClass(deps: AdminClassDeps, caller: Caller, input: { id: number; approval_comments: string }) {
  return decide(deps, caller, input.id, false, input.approval_comments);
}

export async function bulkPassClasses(deps: AdminClassDeps, caller: Caller, input: { ids: number[]; approval_comments: string }): Promise<AdminBulkResult> {
  if (caller.role !== Role.ProvincialReviewer) throw new BusinessError(M.bulkOnlyProvince);
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) throw new BusinessError(M.bulkEmpty);
  const items: AdminBulkResult['items'] = [];
  for (const id of ids) {
    const [row] = await deps.db.select({ title: testClasses.title, provinceId: testClasses.provinceId }).from(testClasses).where(eq(testClasses.id, id));
    const name = row && reachesProvince(caller, row.provinceId) ? row.title : '';
    try {
      await decide(deps, caller, id, true, input.approval_comments);
      items.push({ id, name, ok: true, message: M.passed });
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      items.push({ id, name, ok: false, message: error.message });
    }
  }
  return { items, passed: items.filter((item) => item.ok).length, refused: items.filter((item) => !item.ok).length };
}

export interface SetAssessorsInput {
  id: number;
  grade_one_examiner: number[];
  grade_two_examiner: number[];
  grade_three_examiner: number[];
  leader?: number;
  reason: string;
}

function crewSnapshot(crew: readonly Pick<CrewMember, 'id' | 'name' | 'level' | 'isLeader'>[]) {
  return crew.map((member) => ({ id: member.id, name: member.name, level: member.level, leader: member.isLeader }));
}

/**
 * Replaces the assessors of a class and sets its leader: the reviewer of the class's stage in its province; every
 * assessor one who may assess and of the level they are listed under, nobody in two levels, the institution form's
 * minimum for the class's grades and a leader among them; then the rows, and one audit row with the crew before and
 * after, in one transaction under the class's row lock.
 */
export async function setAssessors(deps: AdminClassDeps, caller: Caller, input: SetAssessorsInput): Promise<{ assessors: AdminAssessor[] }> {
  const now = deps.clock.now();
  const levels: Array<[1 | 2 | 3, number[]]> = [
    [1, input.grade_one_examiner],
    [2, input.grade_two_examiner],
    [3, input.grade_three_examiner],
  ];
  return deps.db.transaction(async (tx) => {
    const c = await classOf(tx, caller, input.id, true);
    const refusal = assignRefusal(caller, c, now);
    if (refusal) throw new BusinessError(refusal);
    const ids = levels.flatMap(([, list]) => list);
    const found = ids.length
      ? await tx
          .select({ id: users.id, name: personProfiles.name, rank: personProfiles.evaluatorRank, mobile: users.mobile })
          .from(users)
          .innerJoin(evaluators, eq(evaluators.userId, users.id))
          .innerJoin(personProfiles, eq(personProfiles.userId, users.id))
          .where(and(inArray(users.id, [...new Set(ids)]), mayAssessSql()))
      : [];
    const byId = new Map(found.map((row) => [row.id, row]));
    const nameOf = (id: number) => byId.get(id)?.name ?? String(id);
    for (const [, list] of levels) {
      const duplicate = duplicateInLevel(list, nameOf);
      if (duplicate) throw new BusinessError(duplicate);
    }
    const seen = new Set<number>();
    for (const [level, list] of levels) {
      for (const id of list) {
        if (seen.has(id)) throw new BusinessError(M.assessorTwice(nameOf(id)));
        seen.add(id);
        const assessor = byId.get(id);
        if (!assessor) throw new BusinessError(INSTITUTION_CLASS_MESSAGES.assessorNotAllowed);
        if (assessor.rank !== level) throw new BusinessError(INSTITUTION_CLASS_MESSAGES.assessorWrongLevel(assessor.name, evaluatorRankLabel(level)));
      }
    }
    if (input.leader === undefined) throw new BusinessError(M.leaderRequired);
    if (!seen.has(input.leader)) throw new BusinessError(M.leaderNotChosen);
    const grades = (await gradesOf(tx, [c.id])).get(c.id) ?? [];
    const short = checkAssessorMinimum(grades, { 1: levels[0][1].length, 2: levels[1][1].length, 3: levels[2][1].length });
    if (short) throw new BusinessError(short);

    const before = (await crewOf(tx, [c.id])).get(c.id) ?? [];
    await tx.delete(testClassEvaluators).where(eq(testClassEvaluators.testClassId, c.id));
    const crew = levels.flatMap(([level, list]) => list.map((id) => ({ testClassId: c.id, evaluatorUserId: id, level, isLeader: id === input.leader })));
    await tx.insert(testClassEvaluators).values(crew);
    const after = (await crewOf(tx, [c.id])).get(c.id) ?? [];
    await appendAudit(tx, {
      workflow: testClassWorkflow.name,
      recordId: c.id,
      actorUserId: caller.userId,
      actorRole: caller.role,
      fromStatus: '',
      toStatus: '',
      action: '调整考评员',
      before: { assessors: crewSnapshot(before) },
      after: { assessors: crewSnapshot(after) },
      reason: input.reason || null,
      changedAt: now,
    });
    return { assessors: after.map(assessorOut) };
  });
}

export async function searchAssessors(
  { db }: AdminClassDeps,
  _caller: Caller,
  input: { page: number; limit: number; evaluator_rank: number; ProvinceId?: number; CityId?: number; keyword?: string },
) {
  const page = toPage(input);
  const where = and(
    mayAssessSql(),
    eq(personProfiles.evaluatorRank, input.evaluator_rank),
    input.ProvinceId ? eq(personProfiles.provinceId, input.ProvinceId) : undefined,
    input.CityId ? eq(personProfiles.cityId, input.CityId) : undefined,
    contains(personProfiles.name, input.keyword),
  );
  const rows = await db
    .select({
      id: users.id,
      name: personProfiles.name,
      rank: personProfiles.evaluatorRank,
      mobile: users.mobile,
      provinceId: personProfiles.provinceId,
      cityId: personProfiles.cityId,
      total: totalOver(),
    })
    .from(users)
    .innerJoin(evaluators, eq(evaluators.userId, users.id))
    .innerJoin(personProfiles, eq(personProfiles.userId, users.id))
    .where(where)
    .orderBy(asc(personProfiles.name), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const paged = await pageWithTotal(rows, page, async () => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(users)
      .innerJoin(evaluators, eq(evaluators.userId, users.id))
      .innerJoin(personProfiles, eq(personProfiles.userId, users.id))
      .where(where);
    return total;
  });
  const names = await findNames(db, paged.rows.flatMap((row) => [row.provinceId, row.cityId]));
  return {
    items: paged.rows.map((row) => ({
      id: row.id,
      name: row.name,
      evaluator_rank: row.rank ?? 0,
      evaluator_rank_name: evaluatorRankLabel(row.rank ?? 0),
      mobile: row.mobile ?? '',
      region: [row.provinceId, row.cityId].map((id) => (id ? (names.get(id) ?? '') : '')).join(''),
    })),
    totalCount: paged.total,
  };
}
