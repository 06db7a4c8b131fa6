import {
  ADMIN_REVIEW_MESSAGES as M,
  bulkPassAdminQualification,
  bulkPassAdminTestClass,
  getAdminQualificationDetail,
  getAdminQualificationList,
  getAdminTestClassDetail,
  getAdminTestClassList,
  getContractList,
  getEvaluatorAssignments,
  getExaminerClassList,
  getInstitutionTestClassList,
  getQualificationList,
  INSTITUTION_CLASS_MESSAGES,
  MESSAGES,
  passAdminQualification,
  passAdminTestClass,
  rejectAdminQualification,
  rejectAdminTestClass,
  Role,
  searchAdminAssessors,
  setAdminTestClassAssessors,
  TestClassStatus,
  WORKFLOW_MESSAGES,
} from '@badminton/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluators, institutionContracts, institutionProfiles, qualificationReviews, statusAudit, testClasses, testClassEvaluators } from '../src/db/schema';
import { toWireDate } from '../src/lib/wire-time';
import { defaultValidity } from '../src/modules/qualification/admin-service';
import { addYears } from '../src/modules/shared/review-stage';
import { startSession } from '../src/modules/accounts/service';
import { verifyAuditChain } from '../src/audit/chain';
import { signedInUser } from './helpers/accounts';
import { applicationIn, classIn, GUANGDONG, GUANGXI, reviewerOf } from './helpers/admin-review-fixture';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';
import { assessor } from './helpers/institution-classes-fixture';

/**
 * The back office's qualification and test class review (decision 0067): every transition allowed, refused out of
 * order, out of province and by another role; the validity of a final approval; the protected licence address; the
 * assessor assignment rules; the bulk first review; what the institution, the public list and the evaluators see next.
 */

let t: TestApp;
type User = { userId: number; userToken: string };
let gd: User;
let gx: User;
let national: User;
let unassigned: User;

beforeAll(async () => {
  t = await build({ demo: null });
  gd = await reviewerOf(t.database.db, GUANGDONG.provinceId);
  gx = await reviewerOf(t.database.db, GUANGXI.provinceId);
  unassigned = await reviewerOf(t.database.db, null);
  national = await signedInUser(t.database.db, Role.NationalAdministrator);
});
afterAll(() => t.close());

const db = () => t.database.db;

async function errorOf(path: string, payload: Record<string, unknown>, as: User): Promise<string | undefined> {
  const answer = await call(t.app, path, payload, as);
  expect(answer.result?.isSuccess, JSON.stringify(answer)).toBe(false);
  return answer.result?.errorMsg as string | undefined;
}

async function statusOf(id: number) {
  const [row] = await db().select({ status: institutionProfiles.approvalStatus }).from(institutionProfiles).where(eq(institutionProfiles.userId, id));
  return row.status;
}

async function classStatus(id: number) {
  const [row] = await db().select({ status: testClasses.applicationStatus, comments: testClasses.approvalComments }).from(testClasses).where(eq(testClasses.id, id));
  return row;
}

async function auditOf(workflow: string, id: number) {
  return db().select().from(statusAudit).where(and(eq(statusAudit.workflow, workflow), eq(statusAudit.recordId, id))).orderBy(asc(statusAudit.id));
}

/** Signs in as an existing account (an institution made by the fixture). */
async function sessionOf(userId: number): Promise<User> {
  return { userId, userToken: await startSession(db(), userId, new Date()) };
}

// ------------------------------------------------------------------ qualification

describe('qualification queue', () => {
  it('lists a provincial reviewer’s province only, with counts per status, filters and keyword', async () => {
    const name = `筛选羽毛球俱乐部${Date.now() % 10000}`;
    const mine = await applicationIn(db(), GUANGDONG, 1, { name });
    const second = await applicationIn(db(), GUANGDONG, 2);
    const theirs = await applicationIn(db(), GUANGXI, 1);
    const all = await callOk(t.app, getAdminQualificationList.path, { page: 1, limit: 100 }, gd);
    const ids = (all.items as { id: number }[]).map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([mine, second]));
    expect(ids).not.toContain(theirs);
    const counts = all.counts as Record<string, number>;
    expect(counts['1']).toBeGreaterThanOrEqual(1);
    expect(counts['1'] + counts['2'] + counts['3'] + counts['4']).toBe(all.totalCount);

    const submitted = await callOk(t.app, getAdminQualificationList.path, { page: 1, limit: 100, approval_status: 2 }, gd);
    expect((submitted.items as { approval_status: number }[]).every((item) => item.approval_status === 2)).toBe(true);
    // The counts keep every status under the other filters.
    expect(submitted.counts).toEqual(all.counts);

    const byName = await callOk(t.app, getAdminQualificationList.path, { page: 1, limit: 100, keyword: name.slice(0, 6) }, gd);
    expect(byName.items).toEqual([expect.objectContaining({ id: mine, mechanism_full_name: name, province_name: '广东省', approval_status: 1, can_pass: true })]);

    const everywhere = await callOk(t.app, getAdminQualificationList.path, { page: 1, limit: 100 }, national);
    const nationalIds = (everywhere.items as { id: number; can_pass: boolean }[]).map((item) => item.id);
    expect(nationalIds).toEqual(expect.arrayContaining([mine, theirs]));
    // The national administrator decides only once the province has.
    expect((everywhere.items as { id: number; can_pass: boolean }[]).find((item) => item.id === mine)?.can_pass).toBe(false);
    expect((everywhere.items as { id: number; can_pass: boolean }[]).find((item) => item.id === second)?.can_pass).toBe(true);
    const guangxi = await callOk(t.app, getAdminQualificationList.path, { page: 1, limit: 100, ProvinceId: GUANGXI.provinceId }, national);
    expect((guangxi.items as { province_name: string }[]).every((item) => item.province_name === '广西壮族自治区')).toBe(true);
  });

  it('tells a reviewer without a province to ask for one', async () => {
    expect(await errorOf(getAdminQualificationList.path, { page: 1 }, unassigned)).toBe(M.noProvinceAssigned);
    const id = await applicationIn(db(), GUANGDONG, 1);
    expect(await errorOf(passAdminQualification.path, { id }, unassigned)).toBe(MESSAGES.forbidden);
  });

  it('shows the application as submitted, the institution in full and its licence at a signed address only', async () => {
    const id = await applicationIn(db(), GUANGDONG, 1, { storage: t.storage });
    const detail = await callOk(t.app, getAdminQualificationDetail.path, { id }, gd);
    expect(detail).toMatchObject({
      id,
      approval_status: 1,
      approval_status_name: '未审核',
      institution: { province_name: '广东省', legal_person_id_number: '440106198505050017', principal_tel: '13900001111' },
      application: { grade_names: ['四级', '五级', '六级'], plastic_paces_number: 6, site_name: '审核球馆', site_address: '球馆路2号' },
      actions: { can_pass: true, can_reject: true, default_start_date: null },
    });
    expect((detail.application as { groups: unknown[] }).groups).toHaveLength(7);
    expect(detail.history).toEqual([expect.objectContaining({ status: '1', action: '提交资质申请', actor: '机构' })]);
    const licence = (detail.application as { business_license_key: string }).business_license_key;
    expect(licence).toMatch(new RegExp(`^/wwwroot/upload/qualification/${id}/licence${id}\\.png\\?e=\\d+&t=[0-9a-f]{32}$`));
    const shown = await t.app.inject({ method: 'GET', url: licence });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['cache-control']).toBe('private, no-store');
    // The bare path, a changed token or another file with the same token: 404.
    const bare = licence.slice(0, licence.indexOf('?'));
    expect((await t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${licence.slice(0, -1)}${licence.endsWith('0') ? '1' : '0'}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: licence.replace(`licence${id}`, `other${id}`) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: licence.replace('/qualification/', '/Qualification/') })).statusCode).toBe(404);
    // The institution's own answer signs the same file.
    const own = await callOk(t.app, getQualificationList.path, {}, await sessionOf(id));
    expect((own.items as { business_license_key: string }[])[0].business_license_key).toMatch(/\?e=\d+&t=[0-9a-f]{32}$/);

    // Another province's reviewer is refused the detail; the national administrator reads it and may not yet decide.
    expect(await errorOf(getAdminQualificationDetail.path, { id }, gx)).toBe(MESSAGES.forbidden);
    expect((await callOk(t.app, getAdminQualificationDetail.path, { id }, national)).actions).toMatchObject({ can_pass: false, can_reject: false });
    expect(await errorOf(getAdminQualificationDetail.path, { id: 99_999_999 }, national)).toBe(M.qualificationNotFound);
  });

  it('first review then final review: 1 → 2 → 3 with the two-year validity, each a history and an audit row the institution reads', async () => {
    const id = await applicationIn(db(), GUANGDONG, 1);
    expect(await callOk(t.app, passAdminQualification.path, { id, approval_content: '材料齐全，同意推荐' }, gd)).toMatchObject({ approval_status: 2 });
    expect(await statusOf(id)).toBe(2);
    const afterFirst = await callOk(t.app, getAdminQualificationDetail.path, { id }, national);
    expect(afterFirst.actions).toMatchObject({ can_pass: true, ...(() => {
      const v = defaultValidity(new Date());
      return { default_start_date: v.start, default_end_date: v.end };
    })() });
    expect(await callOk(t.app, passAdminQualification.path, { id }, national)).toMatchObject({ approval_status: 3 });
    expect(await statusOf(id)).toBe(3);

    const today = toWireDate(new Date());
    const reviews = await db().select().from(qualificationReviews).where(eq(qualificationReviews.institutionUserId, id)).orderBy(asc(qualificationReviews.id));
    expect(reviews.map((row) => [row.status, row.comment, row.effectiveStartDate, row.effectiveEndDate])).toEqual([
      [1, '机构提交资质申请', null, null],
      [2, '材料齐全，同意推荐', null, null],
      [3, '中羽协终审通过', today, addYears(today, 2, 1)],
    ]);
    const audit = await auditOf('qualification', id);
    expect(audit.map((row) => [row.fromStatus, row.toStatus, row.actorRole, row.actorUserId])).toEqual([
      ['1', '2', Role.ProvincialReviewer, gd.userId],
      ['2', '3', Role.NationalAdministrator, national.userId],
    ]);
    expect(audit[1].reason).toContain(`有效期 ${today} 至 ${addYears(today, 2, 1)}`);

    // The institution's own screen: 审核通过, the validity and the whole history.
    const own = await callOk(t.app, getQualificationList.path, {}, await sessionOf(id));
    expect(own).toMatchObject({ approval_status: 3, canEdit: false });
    const item = (own.items as Record<string, unknown>[])[0];
    expect(item).toMatchObject({ approval_status: 3, approval_content: '中羽协终审通过', effective_start_date: today, effective_end_date: addYears(today, 2, 1) });
    expect((item.history as { approval_status_name: string }[]).map((row) => row.approval_status_name)).toEqual(['未审核', '初审通过，待终审', '审核通过']);

    // Its cooperation agreement for that validity waits on 合同列表, with the 5,000 元 deposit (decision 0077); a
    // second final approval (after a rejection and a new application) would not open another while this one waits.
    const contracts = await callOk(t.app, getContractList.path, { page: 1, limit: 8 }, await sessionOf(id));
    expect(contracts.items).toEqual([
      expect.objectContaining({ doc_title: `等级评定测试机构合作协议（${today} 至 ${addYears(today, 2, 1)}）`, deposit1: 5000, result_code: 0 }),
    ]);
    const opened = (contracts.items as { contract_id: string }[])[0].contract_id;
    expect(opened).toMatch(new RegExp(`^HT${today.replaceAll('-', '')}${String(id).padStart(6, '0')}01$`));
    expect((await auditOf('contract', (await db().select({ id: institutionContracts.id }).from(institutionContracts).where(eq(institutionContracts.contractId, opened)))[0].id)).map((row) => [row.action, row.actorUserId])).toEqual([
      ['生成合同', national.userId],
    ]);

    // Public now: the directory lists it.
    const [profile] = await db().select({ name: institutionProfiles.fullName }).from(institutionProfiles).where(eq(institutionProfiles.userId, id));
    const directory = await callOk(t.app, 'TestMechanism/GetTestMechList', { page: 1, limit: 10, keyword: profile.name }, {});
    expect(JSON.stringify(directory.items)).toContain(profile.name);
    // Decided: neither role may decide again.
    expect(await errorOf(passAdminQualification.path, { id }, national)).toBe(M.alreadyDecided('审核通过'));
    expect(await errorOf(rejectAdminQualification.path, { id, approval_content: '不同意' }, gd)).toBe(M.alreadyDecided('审核通过'));
    expect((await verifyAuditChain(db())).intact).toBe(true);
  });

  it('the national administrator may choose the validity, within the rules', async () => {
    const id = await applicationIn(db(), GUANGDONG, 2);
    const today = toWireDate(new Date());
    expect(await errorOf(passAdminQualification.path, { id, effective_start_date: '2027-02-30' }, national)).toBe(M.dateInvalid);
    expect(await errorOf(passAdminQualification.path, { id, effective_start_date: '2027-01' }, national)).toBe(M.dateInvalid);
    expect(await errorOf(passAdminQualification.path, { id, effective_start_date: addYears(today, 1), effective_end_date: today }, national)).toBe(M.validityOrder);
    expect(await errorOf(passAdminQualification.path, { id, effective_start_date: '2020-01-01', effective_end_date: '2021-01-01' }, national)).toBe(M.validityEnded);
    expect(await errorOf(passAdminQualification.path, { id, effective_start_date: today, effective_end_date: addYears(today, 6) }, national)).toBe(M.validityTooLong);
    expect(await statusOf(id)).toBe(2);
    const end = addYears(today, 3, 1);
    await callOk(t.app, passAdminQualification.path, { id, approval_content: '同意，有效期三年', effective_start_date: today, effective_end_date: end }, national);
    const own = await callOk(t.app, getQualificationList.path, {}, await sessionOf(id));
    expect((own.items as Record<string, unknown>[])[0]).toMatchObject({ approval_content: '同意，有效期三年', effective_start_date: today, effective_end_date: end });
  });

  it('refuses out of order, out of province and a provincial reviewer’s validity, changing nothing', async () => {
    const submitted = await applicationIn(db(), GUANGDONG, 1);
    const reviewed = await applicationIn(db(), GUANGDONG, 2);
    const elsewhere = await applicationIn(db(), GUANGXI, 1);
    expect(await errorOf(passAdminQualification.path, { id: submitted }, national)).toBe(M.awaitingProvince);
    expect(await errorOf(rejectAdminQualification.path, { id: submitted, approval_content: '不同意' }, national)).toBe(M.awaitingProvince);
    expect(await errorOf(passAdminQualification.path, { id: reviewed }, gd)).toBe(M.awaitingNational);
    expect(await errorOf(rejectAdminQualification.path, { id: reviewed, approval_content: '不同意' }, gd)).toBe(M.awaitingNational);
    expect(await errorOf(passAdminQualification.path, { id: elsewhere }, gd)).toBe(MESSAGES.forbidden);
    expect(await errorOf(rejectAdminQualification.path, { id: elsewhere, approval_content: '不同意' }, gd)).toBe(MESSAGES.forbidden);
    expect(await errorOf(passAdminQualification.path, { id: submitted, effective_end_date: '2030-01-01' }, gd)).toBe(M.validityOnlyNational);
    expect(await errorOf(passAdminQualification.path, { id: 99_999_999 }, gd)).toBe(M.qualificationNotFound);
    // Other roles never reach the calls (the matrix tries every role; one here for the words).
    const athlete = await signedInUser(db(), Role.Athlete);
    expect(await errorOf(passAdminQualification.path, { id: submitted }, athlete)).toBe(MESSAGES.forbidden);
    expect([await statusOf(submitted), await statusOf(reviewed), await statusOf(elsewhere)]).toEqual([1, 2, 1]);
    expect(await auditOf('qualification', submitted)).toHaveLength(0);
  });

  it('rejects with a reason at either stage (→ 4); the institution reads it and may edit again', async () => {
    const first = await applicationIn(db(), GUANGDONG, 1);
    expect(await errorOf(rejectAdminQualification.path, { id: first }, gd)).toBe(M.rejectReasonRequired);
    expect(await errorOf(rejectAdminQualification.path, { id: first, approval_content: '   ' }, gd)).toBe(M.rejectReasonRequired);
    expect(await errorOf(rejectAdminQualification.path, { id: first, approval_content: '理'.repeat(201) }, gd)).toBe(M.reasonTooLong);
    await callOk(t.app, rejectAdminQualification.path, { id: first, approval_content: '营业执照不清晰，请重新上传' }, gd);
    expect(await statusOf(first)).toBe(4);
    const own = await callOk(t.app, getQualificationList.path, {}, await sessionOf(first));
    expect(own).toMatchObject({ approval_status: 4, canEdit: true });
    expect((own.items as Record<string, unknown>[])[0]).toMatchObject({ approval_content: '营业执照不清晰，请重新上传' });

    const second = await applicationIn(db(), GUANGXI, 2);
    await callOk(t.app, rejectAdminQualification.path, { id: second, approval_content: '场地数量不足' }, national);
    expect(await statusOf(second)).toBe(4);
    expect((await auditOf('qualification', second)).map((row) => [row.fromStatus, row.toStatus, row.reason])).toEqual([['2', '4', '场地数量不足']]);
  });

  it('of two reviewers racing on one application exactly one decides', async () => {
    const id = await applicationIn(db(), GUANGDONG, 1);
    const other = await reviewerOf(db(), GUANGDONG.provinceId);
    const answers = await Promise.all([
      call(t.app, passAdminQualification.path, { id }, gd),
      call(t.app, rejectAdminQualification.path, { id, approval_content: '不同意' }, other),
    ]);
    expect(answers.filter((answer) => answer.result?.isSuccess)).toHaveLength(1);
    expect(await auditOf('qualification', id)).toHaveLength(1);
    expect((await db().select().from(qualificationReviews).where(eq(qualificationReviews.institutionUserId, id))).length).toBe(2);
  });

  it('bulk first review: each application on its own, with what passed and why the others did not', async () => {
    const a = await applicationIn(db(), GUANGDONG, 1, { name: '批量甲羽毛球馆' });
    const b = await applicationIn(db(), GUANGDONG, 1, { name: '批量乙羽毛球馆' });
    const done = await applicationIn(db(), GUANGDONG, 2);
    const elsewhere = await applicationIn(db(), GUANGXI, 1, { name: '外省羽毛球馆' });
    const answer = await callOk(t.app, bulkPassAdminQualification.path, { ids: [a, b, done, elsewhere, 99_999_999, a] }, gd);
    expect(answer).toMatchObject({ passed: 2, refused: 3 });
    expect(answer.items).toEqual([
      { id: a, name: '批量甲羽毛球馆', ok: true, message: M.passed },
      { id: b, name: '批量乙羽毛球馆', ok: true, message: M.passed },
      { id: done, name: expect.any(String), ok: false, message: M.awaitingNational },
      { id: elsewhere, name: '', ok: false, message: MESSAGES.forbidden },
      { id: 99_999_999, name: '', ok: false, message: M.qualificationNotFound },
    ]);
    expect([await statusOf(a), await statusOf(b), await statusOf(done), await statusOf(elsewhere)]).toEqual([2, 2, 2, 1]);
    expect(await errorOf(bulkPassAdminQualification.path, { ids: [] }, gd)).toBe(M.bulkEmpty);
    expect(await errorOf(bulkPassAdminQualification.path, { ids: Array.from({ length: 21 }, (_, i) => i + 1) }, gd)).toBe('资质申请编号过多');
    expect(await errorOf(bulkPassAdminQualification.path, { ids: [a] }, national)).toBe(MESSAGES.forbidden);
  });
});

// ------------------------------------------------------------------ test classes

describe('test class queue', () => {
  it('lists a provincial reviewer’s province only, with counts, status, keyword and test date filters', async () => {
    const mine = await classIn(db(), GUANGDONG, TestClassStatus.Applied);
    const approved = await classIn(db(), GUANGDONG, TestClassStatus.Approved, { start: new Date(Date.UTC(2027, 5, 1)) });
    const theirs = await classIn(db(), GUANGXI, TestClassStatus.Applied);
    const all = await callOk(t.app, getAdminTestClassList.path, { page: 1, limit: 100 }, gd);
    const ids = (all.items as { id: number }[]).map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([mine.classId, approved.classId]));
    expect(ids).not.toContain(theirs.classId);
    const counts = all.counts as Record<string, number>;
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(all.totalCount);
    expect(counts['申请中']).toBeGreaterThanOrEqual(1);

    const applied = await callOk(t.app, getAdminTestClassList.path, { page: 1, limit: 100, application_status: '申请中' }, gd);
    expect((applied.items as { application_status: string }[]).every((item) => item.application_status === '申请中')).toBe(true);
    expect(applied.counts).toEqual(all.counts);
    const item = (applied.items as Record<string, unknown>[]).find((row) => row.id === mine.classId);
    expect(item).toMatchObject({ application_status_name: '省协会审核中', assessors_short: null, can_pass: true, province_name: '广东省' });

    const [institution] = await db().select({ name: institutionProfiles.fullName }).from(institutionProfiles).where(eq(institutionProfiles.userId, mine.institutionUserId));
    const byName = await callOk(t.app, getAdminTestClassList.path, { page: 1, limit: 100, keyword: institution.name }, gd);
    expect((byName.items as { id: number }[]).map((row) => row.id)).toEqual([mine.classId]);

    const june = await callOk(t.app, getAdminTestClassList.path, { page: 1, limit: 100, test_start: '2027-07-01 00:00:00', test_end: '2027-08-31 23:59:59' }, gd);
    expect((june.items as { id: number }[]).map((row) => row.id)).toEqual([approved.classId]);
    expect(await errorOf(getAdminTestClassList.path, { application_status: '已通过' }, gd)).toBe('审核状态无效');

    const everywhere = await callOk(t.app, getAdminTestClassList.path, { page: 1, limit: 100 }, national);
    expect((everywhere.items as { id: number }[]).map((row) => row.id)).toEqual(expect.arrayContaining([mine.classId, theirs.classId]));
  });

  it('shows the class as applied: dates, site, grades, testers, assessors per level in full, leader, contact, mailing address, history', async () => {
    const { classId, crew } = await classIn(db(), GUANGDONG, TestClassStatus.Applied);
    const detail = await callOk(t.app, getAdminTestClassDetail.path, { id: classId }, gd);
    expect(detail).toMatchObject({
      id: classId,
      application_status: '申请中',
      province_name: '广东省',
      test_detail_addr: '球馆路2号',
      test_grade: [
        { grade: 4, grade_name: '四级' },
        { grade: 5, grade_name: '五级' },
      ],
      test_num: 40,
      contact: '李老师',
      contact_number: '13800138000',
      mailing_address: '广东省_广州市_天河区_球馆路2号',
      assessors_short: null,
      actions: { can_pass: true, can_reject: true, can_assign: true },
    });
    const assessors = detail.assessors as { id: number; level: number; is_leader: boolean; mobile: string; may_assess: boolean }[];
    expect(assessors.map((a) => a.id).sort()).toEqual([...crew].sort());
    expect(assessors.filter((a) => a.is_leader).map((a) => a.id)).toEqual([crew[0]]);
    expect(assessors.every((a) => /^1\d{10}$/.test(a.mobile) && a.may_assess)).toBe(true);
    expect(await errorOf(getAdminTestClassDetail.path, { id: classId }, gx)).toBe(MESSAGES.forbidden);
    expect((await callOk(t.app, getAdminTestClassDetail.path, { id: classId }, national)).actions).toMatchObject({ can_pass: false, can_assign: false });
    expect(await errorOf(getAdminTestClassDetail.path, { id: 99_999_999 }, gd)).toBe(M.classNotFound);
  });

  it('申请中 → 省协会审核通过 → 中羽协审核通过: then public, and in the assessors’ work records', async () => {
    const { classId, crew, institutionUserId } = await classIn(db(), GUANGDONG, TestClassStatus.Applied, { start: new Date() });
    const evaluator = await sessionOf(crew[1]);
    const inPublic = async () => {
      const list = await callOk(t.app, getExaminerClassList.path, { page: 1, limit: 100 }, {});
      return (list.items as { id: number }[]).some((item) => item.id === classId);
    };
    const inWork = async () => {
      const list = await callOk(t.app, getEvaluatorAssignments.path, { page: 1, limit: 100 }, evaluator);
      return (list.items as { id: number }[]).some((item) => item.id === classId);
    };
    expect(await inPublic()).toBe(false);
    await callOk(t.app, passAdminTestClass.path, { id: classId }, gd);
    expect((await classStatus(classId)).status).toBe('省协会审核通过');
    expect(await inPublic()).toBe(false);
    expect(await inWork()).toBe(false);
    await callOk(t.app, passAdminTestClass.path, { id: classId, approval_comments: '同意' }, national);
    expect(await classStatus(classId)).toEqual({ status: '中羽协审核通过', comments: null });
    expect(await inPublic()).toBe(true);
    expect(await inWork()).toBe(true);
    const audit = await auditOf('testClass', classId);
    expect(audit.map((row) => [row.fromStatus, row.toStatus, row.actorRole, row.reason])).toEqual([
      ['申请中', '省协会审核通过', Role.ProvincialReviewer, '省协会审核通过'],
      ['省协会审核通过', '中羽协审核通过', Role.NationalAdministrator, '同意'],
    ]);
    const own = await callOk(t.app, getInstitutionTestClassList.path, { page: 1, limit: 100 }, await sessionOf(institutionUserId));
    expect((own.items as { id: number; application_status: string }[]).find((item) => item.id === classId)?.application_status).toBe('中羽协审核通过');
    const detail = await callOk(t.app, getAdminTestClassDetail.path, { id: classId }, national);
    expect((detail.history as { action: string }[]).map((row) => row.action)).toEqual(['省协会审核通过', '中羽协终审通过']);
    expect(await errorOf(passAdminTestClass.path, { id: classId }, national)).toBe(M.alreadyDecided('中羽协审核通过'));
  });

  it('refuses out of order, out of province and another role, changing nothing', async () => {
    const applied = await classIn(db(), GUANGDONG, TestClassStatus.Applied);
    const reviewed = await classIn(db(), GUANGDONG, TestClassStatus.ProvinceApproved);
    const elsewhere = await classIn(db(), GUANGXI, TestClassStatus.Applied);
    const rejected = await classIn(db(), GUANGDONG, TestClassStatus.Rejected);
    expect(await errorOf(passAdminTestClass.path, { id: applied.classId }, national)).toBe(M.awaitingProvince);
    expect(await errorOf(rejectAdminTestClass.path, { id: applied.classId, approval_comments: '不同意' }, national)).toBe(M.awaitingProvince);
    expect(await errorOf(passAdminTestClass.path, { id: reviewed.classId }, gd)).toBe(M.awaitingNational);
    expect(await errorOf(rejectAdminTestClass.path, { id: reviewed.classId, approval_comments: '不同意' }, gd)).toBe(M.awaitingNational);
    expect(await errorOf(passAdminTestClass.path, { id: elsewhere.classId }, gd)).toBe(MESSAGES.forbidden);
    expect(await errorOf(rejectAdminTestClass.path, { id: elsewhere.classId, approval_comments: '不同意' }, gd)).toBe(MESSAGES.forbidden);
    expect(await errorOf(passAdminTestClass.path, { id: rejected.classId }, gd)).toBe(M.alreadyDecided('审核驳回'));
    const institution = await sessionOf(applied.institutionUserId);
    expect(await errorOf(passAdminTestClass.path, { id: applied.classId }, institution)).toBe(MESSAGES.forbidden);
    expect((await classStatus(applied.classId)).status).toBe('申请中');
    expect((await classStatus(reviewed.classId)).status).toBe('省协会审核通过');
    expect((await classStatus(elsewhere.classId)).status).toBe('申请中');
    expect(await auditOf('testClass', applied.classId)).toHaveLength(0);
  });

  it('rejects with a reason at either stage; the institution reads it on its test list', async () => {
    const applied = await classIn(db(), GUANGDONG, TestClassStatus.Applied);
    expect(await errorOf(rejectAdminTestClass.path, { id: applied.classId, approval_comments: '' }, gd)).toBe(M.rejectReasonRequired);
    await callOk(t.app, rejectAdminTestClass.path, { id: applied.classId, approval_comments: '测试时间与省赛冲突，请调整' }, gd);
    expect(await classStatus(applied.classId)).toEqual({ status: '审核驳回', comments: '测试时间与省赛冲突，请调整' });
    const own = await callOk(t.app, getInstitutionTestClassList.path, { page: 1, limit: 100 }, await sessionOf(applied.institutionUserId));
    expect((own.items as Record<string, unknown>[]).find((item) => item.id === applied.classId)).toMatchObject({
      application_status: '审核驳回',
      approval_comments: '测试时间与省赛冲突，请调整',
    });
    const reviewed = await classIn(db(), GUANGXI, TestClassStatus.ProvinceApproved);
    await callOk(t.app, rejectAdminTestClass.path, { id: reviewed.classId, approval_comments: '考评员安排不合理' }, national);
    expect(await classStatus(reviewed.classId)).toEqual({ status: '审核驳回', comments: '考评员安排不合理' });
  });

  it('will not pass a class whose assessors fall short of the minimum or have no leader', async () => {
    const short = await classIn(db(), GUANGDONG, TestClassStatus.Applied, { crew: 2 });
    expect(await errorOf(passAdminTestClass.path, { id: short.classId }, gd)).toBe(M.assessorsShort('至少选择三个一级考评员'));
    // One withdrawn by the association no longer counts.
    const withdrawn = await classIn(db(), GUANGDONG, TestClassStatus.Applied);
    await db().update(evaluators).set({ isListed: false }).where(eq(evaluators.userId, withdrawn.crew[2]));
    expect(await errorOf(passAdminTestClass.path, { id: withdrawn.classId }, gd)).toBe(M.assessorsShort('至少选择三个一级考评员'));
    const list = await callOk(t.app, getAdminTestClassList.path, { page: 1, limit: 100, application_status: '申请中' }, gd);
    expect((list.items as Record<string, unknown>[]).find((item) => item.id === withdrawn.classId)?.assessors_short).toBe(M.assessorsShort('至少选择三个一级考评员'));
    const leaderless = await classIn(db(), GUANGDONG, TestClassStatus.Applied, { leader: false });
    expect(await errorOf(passAdminTestClass.path, { id: leaderless.classId }, gd)).toBe(M.leaderRequired);
    expect((await classStatus(short.classId)).status).toBe('申请中');
  });

  it('assigns assessors and the leader with the institution form’s rules, audited before and after', async () => {
    const { classId, crew } = await classIn(db(), GUANGDONG, TestClassStatus.Applied, { crew: 2 });
    const fresh = await assessor(db(), 1, { name: '新增一级考评员' });
    const second = await assessor(db(), 2);
    const third = await assessor(db(), 3);
    const withdrawn = await assessor(db(), 1, { listed: false });
    const rankless = await assessor(db(), null);
    const set = (payload: Record<string, unknown>, as: User = gd) => call(t.app, setAdminTestClassAssessors.path, { id: classId, ...payload }, as);
    const refused = async (payload: Record<string, unknown>, as: User = gd) => (await set(payload, as)).result?.errorMsg;

    expect(await refused({ grade_one_examiner: crew, leader: crew[0] })).toBe('至少选择三个一级考评员');
    expect(await refused({ grade_one_examiner: [...crew, crew[0]], leader: crew[0] })).toMatch(/^已经选择了/);
    expect(await refused({ grade_one_examiner: [...crew, second.id], leader: crew[0] })).toBe(INSTITUTION_CLASS_MESSAGES.assessorWrongLevel(second.name, '一级考评员'));
    expect(await refused({ grade_one_examiner: [...crew, withdrawn.id], leader: crew[0] })).toBe(INSTITUTION_CLASS_MESSAGES.assessorNotAllowed);
    expect(await refused({ grade_one_examiner: [...crew, rankless.id], leader: crew[0] })).toBe(INSTITUTION_CLASS_MESSAGES.assessorNotAllowed);
    expect(await refused({ grade_one_examiner: [...crew, fresh.id], grade_two_examiner: [fresh.id], leader: crew[0] })).toBe(M.assessorTwice('新增一级考评员'));
    expect(await refused({ grade_one_examiner: [...crew, fresh.id] })).toBe(M.leaderRequired);
    expect(await refused({ grade_one_examiner: [...crew, fresh.id], leader: second.id })).toBe(M.leaderNotChosen);
    expect(await refused({ grade_one_examiner: [...crew, fresh.id], leader: fresh.id }, gx)).toBe(MESSAGES.forbidden);
    expect(await refused({ grade_one_examiner: [...crew, fresh.id], leader: fresh.id }, national)).toBe(M.assessorsClosed);
    expect(await auditOf('testClass', classId)).toHaveLength(0);

    const saved = await callOk(t.app, setAdminTestClassAssessors.path, {
      id: classId,
      grade_one_examiner: [...crew, fresh.id],
      grade_two_examiner: [second.id],
      grade_three_examiner: [third.id],
      leader: fresh.id,
      reason: '补足一级考评员',
    }, gd);
    expect((saved.assessors as { id: number; level: number; is_leader: boolean }[]).map((a) => [a.id, a.level, a.is_leader]).sort()).toEqual(
      [[crew[0], 1, false], [crew[1], 1, false], [fresh.id, 1, true], [second.id, 2, false], [third.id, 3, false]].sort(),
    );
    const rows = await db().select().from(testClassEvaluators).where(eq(testClassEvaluators.testClassId, classId));
    expect(rows).toHaveLength(5);
    const [audit] = await auditOf('testClass', classId);
    expect(audit).toMatchObject({ fromStatus: '', toStatus: '', action: '调整考评员', reason: '补足一级考评员', actorRole: Role.ProvincialReviewer, actorUserId: gd.userId });
    expect((audit.before as { assessors: { id: number; leader: boolean }[] }).assessors.map((a) => [a.id, a.leader])).toEqual([[crew[0], true], [crew[1], false]]);
    expect((audit.after as { assessors: unknown[] }).assessors).toHaveLength(5);
    // Now it passes; the history shows the change.
    await callOk(t.app, passAdminTestClass.path, { id: classId }, gd);
    const detail = await callOk(t.app, getAdminTestClassDetail.path, { id: classId }, gd);
    expect((detail.history as { action: string; comment: string }[]).map((row) => row.action)).toEqual(['调整考评员', '省协会审核通过']);
    // The province's stage is over; the national administrator's has begun.
    expect(await refused({ grade_one_examiner: [...crew, fresh.id], leader: crew[0] })).toBe(M.assessorsClosed);
    await callOk(t.app, setAdminTestClassAssessors.path, { id: classId, grade_one_examiner: [...crew, fresh.id], leader: crew[0] }, national);
    expect((await callOk(t.app, getAdminTestClassDetail.path, { id: classId }, national)).assessors).toHaveLength(3);
    expect((await verifyAuditChain(db())).intact).toBe(true);
  });

  it('the national administrator may adjust a finally approved class until its test starts', async () => {
    const upcoming = await classIn(db(), GUANGDONG, TestClassStatus.Approved, { start: new Date() });
    const fresh = await assessor(db(), 1);
    await callOk(t.app, setAdminTestClassAssessors.path, { id: upcoming.classId, grade_one_examiner: [upcoming.crew[0], upcoming.crew[1], fresh.id], leader: fresh.id }, national);
    const past = await classIn(db(), GUANGDONG, TestClassStatus.Approved, { start: new Date(Date.now() - 90 * 86_400_000) });
    const answer = await call(t.app, setAdminTestClassAssessors.path, { id: past.classId, grade_one_examiner: past.crew, leader: past.crew[0] }, national);
    expect(answer.result?.errorMsg).toBe(M.assessorsAfterTest);
  });

  it('searches evaluators who may assess, by rank, region and name, with full mobiles', async () => {
    const named = await assessor(db(), 2, { name: '搜索专用二级', provinceId: GUANGXI.provinceId, cityId: GUANGXI.cityId, districtId: GUANGXI.districtId, mobile: '13912340001' });
    await assessor(db(), 2, { name: '搜索专用撤销', listed: false });
    const found = await callOk(t.app, searchAdminAssessors.path, { evaluator_rank: 2, keyword: '搜索专用' }, gd);
    expect(found.items).toEqual([{ id: named.id, name: '搜索专用二级', evaluator_rank: 2, evaluator_rank_name: '二级考评员', mobile: '13912340001', region: '广西壮族自治区南宁市' }]);
    expect((await callOk(t.app, searchAdminAssessors.path, { evaluator_rank: 2, keyword: '搜索专用', ProvinceId: GUANGDONG.provinceId }, national)).items).toEqual([]);
    expect(await errorOf(searchAdminAssessors.path, { evaluator_rank: 4 }, gd)).toBe('考评员级别无效');
  });

  it('bulk pass: each class through its own transition, with what passed and why the others did not', async () => {
    const a = await classIn(db(), GUANGDONG, TestClassStatus.Applied, { title: '批量测试班甲' });
    const short = await classIn(db(), GUANGDONG, TestClassStatus.Applied, { title: '批量测试班乙', crew: 1 });
    const elsewhere = await classIn(db(), GUANGXI, TestClassStatus.Applied, { title: '外省测试班' });
    const reviewed = await classIn(db(), GUANGDONG, TestClassStatus.ProvinceApproved, { title: '批量测试班丙' });
    const answer = await callOk(t.app, bulkPassAdminTestClass.path, { ids: [a.classId, short.classId, elsewhere.classId, reviewed.classId] }, gd);
    expect(answer).toMatchObject({ passed: 1, refused: 3 });
    expect(answer.items).toEqual([
      { id: a.classId, name: '批量测试班甲', ok: true, message: M.passed },
      { id: short.classId, name: '批量测试班乙', ok: false, message: M.assessorsShort('至少选择三个一级考评员') },
      { id: elsewhere.classId, name: '', ok: false, message: MESSAGES.forbidden },
      { id: reviewed.classId, name: '批量测试班丙', ok: false, message: M.awaitingNational },
    ]);
    expect((await classStatus(a.classId)).status).toBe('省协会审核通过');
    expect((await classStatus(short.classId)).status).toBe('申请中');
    expect(await errorOf(bulkPassAdminTestClass.path, { ids: [a.classId] }, national)).toBe(MESSAGES.forbidden);
  });

  it('of two racing decisions on one class exactly one wins', async () => {
    const { classId } = await classIn(db(), GUANGDONG, TestClassStatus.Applied);
    const other = await reviewerOf(db(), GUANGDONG.provinceId);
    const answers = await Promise.all([
      call(t.app, passAdminTestClass.path, { id: classId }, gd),
      call(t.app, rejectAdminTestClass.path, { id: classId, approval_comments: '不同意' }, other),
    ]);
    expect(answers.filter((answer) => answer.result?.isSuccess)).toHaveLength(1);
    const losing = answers.find((answer) => !answer.result?.isSuccess);
    expect([M.alreadyDecided('中羽协审核中'), M.alreadyDecided('审核驳回'), M.awaitingNational, WORKFLOW_MESSAGES.changedMeanwhile]).toContain(losing?.result?.errorMsg);
    expect(await auditOf('testClass', classId)).toHaveLength(1);
  });
});

// ------------------------------------------------------------------ last: moves the service clock

describe('the signed licence address', () => {
  it('stops working after 30 minutes', async () => {
    const id = await applicationIn(db(), GUANGDONG, 1, { storage: t.storage });
    const detail = await callOk(t.app, getAdminQualificationDetail.path, { id }, gd);
    const licence = (detail.application as { business_license_key: string }).business_license_key;
    expect((await t.app.inject({ method: 'GET', url: licence })).statusCode).toBe(200);
    const moved = await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceSeconds: 1900 } });
    expect(moved.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: licence })).statusCode).toBe(404);
  });
});
