import {
  addTestClass,
  getInstitutionTestClassList,
  getQualificationGate,
  getTestClassDetail,
  getTestGradeOptions,
  getTestSiteList,
  INSTITUTION_CLASS_MESSAGES as M,
  Role,
  searchAssessors,
  setTestClassRefund,
  TestClassStatus,
} from '@badminton/contracts';
import { TEST_CLASS_FORM_MESSAGES as F } from '@badminton/validation';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusAudit, testClasses, testClassEvaluators, testClassGrades } from '../src/db/schema';
import { QUALIFICATION_ACTION_MESSAGE, QUALIFICATION_GATE_MESSAGE } from '../src/modules/institutions/qualification-gate';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';
import { assessor, classOf, institutionWithStatus, qualifiedInstitution, siteOf } from './helpers/institution-classes-fixture';

/**
 * The institution's test classes (issue 24 points 6–7, decision 0059): the gate on the server, the list (own, 8 per
 * page), the class refund toggle (rule, audit, race), the sites, the grades, the assessor search (who may assess,
 * filters, masked mobile), the new class (every rule and message, the minimums case by case, assessors who may not
 * assess or are listed under another level) and the detail; another institution's class is never reached.
 */

type Who = { userId: number; userToken: string };

let t: TestApp;
let me: Who;
let other: Who;
let site: number;
let firsts: Array<{ id: number; name: string }>;
let second: { id: number; name: string };
let third: { id: number; name: string };

beforeAll(async () => {
  t = await build({ demo: null });
  me = await qualifiedInstitution(t.database.db);
  other = await qualifiedInstitution(t.database.db);
  site = await siteOf(t.database.db, me.userId);
  firsts = [];
  for (let i = 0; i < 3; i += 1) firsts.push(await assessor(t.database.db, 1, { name: `一级考评员${i + 1}` }));
  second = await assessor(t.database.db, 2, { name: '二级考评员甲' });
  third = await assessor(t.database.db, 3, { name: '三级考评员甲' });
}, 60_000);
afterAll(() => t.close());

function payload(overrides: Record<string, unknown> = {}) {
  return {
    register_time: ['2027-03-01 09:00:00', '2027-03-20 18:00:00'],
    test_time: ['2027-03-28 09:00:00', '2027-03-28 17:00:00'],
    test_address: site,
    test_grade: [4, 5],
    test_class_title: '2027年春季测试班',
    testNum: '40',
    grade_one_examiner: firsts.map((a) => a.id),
    grade_two_examiner: [second.id],
    grade_three_examiner: [third.id],
    province: 440000,
    city: 440100,
    district: 440106,
    addressinfo: '体育东路118号',
    mailing_address: '广东省_广州市_天河区_体育东路118号',
    contact: '李老师',
    contact_number: '13800138000',
    ...overrides,
  };
}

async function refusal(path: string, body: Record<string, unknown>, who: Who = me): Promise<string | undefined> {
  const answer = await call(t.app, path, body, who);
  expect(answer.result?.isSuccess, JSON.stringify(answer)).toBe(false);
  return answer.result?.errorMsg;
}

describe('the qualification gate on the server', () => {
  it.each([1, 2, 4, null])('approval_status %s: every gated call refused, the gate status answered', async (status) => {
    const who = await signedInUser(t.database.db, Role.Institution);
    await institutionWithStatus(t.database.db, who.userId, status);
    const ownSite = await siteOf(t.database.db, who.userId);
    const id = await classOf(t.database.db, who.userId);
    expect(await callOk(t.app, getQualificationGate.path, {}, who)).toMatchObject({ approval_status: status, qualified: false });
    expect(await refusal(getInstitutionTestClassList.path, { page: 1, limit: 8 }, who)).toBe(QUALIFICATION_GATE_MESSAGE);
    expect(await refusal(setTestClassRefund.path, { test_class_id: id, status: 1 }, who)).toBe(QUALIFICATION_ACTION_MESSAGE);
    expect(await refusal(getTestSiteList.path, {}, who)).toBe(QUALIFICATION_ACTION_MESSAGE);
    expect(await refusal(searchAssessors.path, { evaluator_rank: 1 }, who)).toBe(QUALIFICATION_ACTION_MESSAGE);
    expect(await refusal(addTestClass.path, payload({ test_address: ownSite }), who)).toBe(QUALIFICATION_ACTION_MESSAGE);
    expect(await refusal(getTestClassDetail.path, { testId: id }, who)).toBe(QUALIFICATION_ACTION_MESSAGE);
    const [row] = await t.database.db.select({ refundStatus: testClasses.refundStatus }).from(testClasses).where(eq(testClasses.id, id));
    expect(row.refundStatus).toBe(0);
  });
  it('an institution without a profile is refused too; status 3 passes', async () => {
    const bare = await signedInUser(t.database.db, Role.Institution);
    expect(await callOk(t.app, getQualificationGate.path, {}, bare)).toMatchObject({ approval_status: null, qualified: false });
    expect(await refusal(getInstitutionTestClassList.path, {}, bare)).toBe('请通过资质申请');
    expect(await callOk(t.app, getQualificationGate.path, {}, me)).toMatchObject({ approval_status: 3, qualified: true });
  });
});

describe('TestMechanism/GetTestClassList', () => {
  it('lists only the caller’s classes, newest first, 8 per page, with every field', async () => {
    const who = await qualifiedInstitution(t.database.db);
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await classOf(t.database.db, who.userId, { createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }));
    await classOf(t.database.db, other.userId);
    const first = await callOk(t.app, getInstitutionTestClassList.path, {}, who);
    expect(first.totalCount).toBe(10);
    const items = first.items as Array<Record<string, unknown>>;
    expect(items).toHaveLength(8);
    expect(items.map((item) => item.id)).toEqual(ids.slice(2).reverse());
    expect(Object.keys(items[0]).sort()).toEqual(
      [
        'id', 'test_class_title', 'registration_start_time', 'registration_end_time', 'test_start_time', 'test_end_time', 'test_detail_addr',
        'test_grade', 'test_num', 'application_status', 'approval_comments', 'refund_status', 'province_name', 'city_name', 'district_name',
      ].sort(),
    );
    expect(items[0]).toMatchObject({ test_grade: [{ grade: 4, grade_name: '四级' }, { grade: 5, grade_name: '五级' }], province_name: '广东省', test_num: 40 });
    const second = await callOk(t.app, getInstitutionTestClassList.path, { page: 2, limit: 8 }, who);
    expect((second.items as unknown[]).length).toBe(2);
  });
  it('shows a rejected class with its comment', async () => {
    const who = await qualifiedInstitution(t.database.db);
    await classOf(t.database.db, who.userId, { status: TestClassStatus.Rejected, comments: '测试场地信息不完整' });
    const result = await callOk(t.app, getInstitutionTestClassList.path, {}, who);
    expect(result.items).toMatchObject([{ application_status: '审核驳回', approval_comments: '测试场地信息不完整' }]);
  });
});

describe('TestMechanism/SetTestClassRefund', () => {
  async function refundOf(id: number) {
    const [row] = await t.database.db.select({ refundStatus: testClasses.refundStatus }).from(testClasses).where(eq(testClasses.id, id));
    return row.refundStatus;
  }
  it('requests (0 → 1) and cancels (1 → 0) a finally approved class, with audit rows', async () => {
    const id = await classOf(t.database.db, me.userId);
    await callOk(t.app, setTestClassRefund.path, { test_class_id: id, status: 1 }, me);
    expect(await refundOf(id)).toBe(1);
    await callOk(t.app, setTestClassRefund.path, { test_class_id: id, status: 0 }, me);
    expect(await refundOf(id)).toBe(0);
    const audit = await t.database.db
      .select()
      .from(statusAudit)
      .where(and(eq(statusAudit.workflow, 'refund'), eq(statusAudit.recordId, id)))
      .orderBy(asc(statusAudit.id));
    expect(audit.map((row) => [row.fromStatus, row.toStatus, row.actorUserId, row.actorRole])).toEqual([
      ['0', '1', me.userId, 3],
      ['1', '0', me.userId, 3],
    ]);
  });
  it.each([TestClassStatus.Applied, TestClassStatus.ProvinceApproved, TestClassStatus.Rejected])('refused for a class %s', async (status) => {
    const id = await classOf(t.database.db, me.userId, { status });
    expect(await refusal(setTestClassRefund.path, { test_class_id: id, status: 1 })).toBe(M.refundNotOffered);
    expect(await refundOf(id)).toBe(0);
  });
  it.each([2, 3])('refused for refund_status %i (refunded, failed)', async (refundStatus) => {
    const id = await classOf(t.database.db, me.userId, { refundStatus });
    expect(await refusal(setTestClassRefund.path, { test_class_id: id, status: 1 })).toBe(M.refundNotOffered);
    expect(await refusal(setTestClassRefund.path, { test_class_id: id, status: 0 })).toBe(M.refundNotOffered);
    expect(await refundOf(id)).toBe(refundStatus);
  });
  it('refuses the change to the value it already has, and a status other than 0 or 1', async () => {
    const id = await classOf(t.database.db, me.userId);
    expect(await refusal(setTestClassRefund.path, { test_class_id: id, status: 0 })).toBe(M.refundChanged);
    expect(await refusal(setTestClassRefund.path, { test_class_id: id, status: 2 })).toBe(M.refundStatusInvalid);
    expect(await refundOf(id)).toBe(0);
  });
  it('another institution’s class: not found, untouched', async () => {
    const id = await classOf(t.database.db, other.userId);
    expect(await refusal(setTestClassRefund.path, { test_class_id: id, status: 1 })).toBe(M.classNotFound);
    expect(await refundOf(id)).toBe(0);
  });
  it('two concurrent toggles: one wins, the other is refused, one audit row', async () => {
    const id = await classOf(t.database.db, me.userId);
    const answers = await Promise.all([0, 1, 2].map(() => call(t.app, setTestClassRefund.path, { test_class_id: id, status: 1 }, me)));
    expect(answers.filter((answer) => answer.result?.isSuccess)).toHaveLength(1);
    for (const answer of answers.filter((a) => !a.result?.isSuccess)) expect(answer.result?.errorMsg).toBe(M.refundChanged);
    expect(await refundOf(id)).toBe(1);
    const audit = await t.database.db.select().from(statusAudit).where(and(eq(statusAudit.workflow, 'refund'), eq(statusAudit.recordId, id)));
    expect(audit).toHaveLength(1);
  });
});

describe('TestMechanism/GetTestSiteList and GetTestGradeOptions', () => {
  it('lists only the caller’s sites, with region names', async () => {
    await siteOf(t.database.db, other.userId, '别家场馆');
    const result = await callOk(t.app, getTestSiteList.path, {}, me);
    expect(result.items).toEqual([
      {
        id: site,
        name: '天河体育馆',
        province_id: 440000,
        city_id: 440100,
        district_id: 440106,
        province_name: '广东省',
        city_name: '广州市',
        district_name: '天河区',
        detailed_address: '体育西路299号',
        court_count: 8,
      },
    ]);
  });
  it('offers the 16 test grades', async () => {
    const result = await callOk(t.app, getTestGradeOptions.path, {}, me);
    const items = result.items as Array<{ grade_name: string; grade_value: number }>;
    expect(items).toHaveLength(16);
    expect(items[0]).toEqual({ grade_name: '一级', grade_value: 1 });
    expect(items[15]).toEqual({ grade_name: '少儿七级', grade_value: 16 });
  });
});

describe('TestMechanism/GetEvaluatorList', () => {
  it('finds evaluators who may assess, by rank, region and name, 5 per page, mobiles masked', async () => {
    const tag = '筛选样本';
    const near = [];
    for (let i = 0; i < 6; i += 1) near.push(await assessor(t.database.db, 2, { name: `${tag}${i}`, provinceId: 110000, cityId: 110100, districtId: 110105, mobile: `1370000000${i}` }));
    await assessor(t.database.db, 2, { name: `${tag}撤销`, provinceId: 110000, cityId: 110100, districtId: 110105, listed: false });
    await assessor(t.database.db, null, { name: `${tag}无级别`, provinceId: 110000, cityId: 110100, districtId: 110105 });
    await assessor(t.database.db, 1, { name: `${tag}一级`, provinceId: 110000, cityId: 110100, districtId: 110105 });
    const page1 = await callOk(t.app, searchAssessors.path, { evaluator_rank: 2, ProvinceId: 110000, CityId: 110100, DistrictId: 110105, keyword: tag }, me);
    expect(page1.totalCount).toBe(6);
    expect(page1.items).toHaveLength(5);
    expect((page1.items as Array<{ name: string }>)[0]).toEqual({ id: near[0].id, name: `${tag}0`, evaluator_rank: 2, evaluator_rank_name: '二级考评员', mobile: '137****0000' });
    const page2 = await callOk(t.app, searchAssessors.path, { evaluator_rank: 2, ProvinceId: 110000, keyword: tag, page: 2 }, me);
    expect(page2.items).toHaveLength(1);
    const elsewhere = await callOk(t.app, searchAssessors.path, { evaluator_rank: 2, ProvinceId: 440000, keyword: tag }, me);
    expect(elsewhere.totalCount).toBe(0);
    const firstLevel = await callOk(t.app, searchAssessors.path, { evaluator_rank: 1, keyword: tag }, me);
    expect((firstLevel.items as Array<{ name: string }>).map((item) => item.name)).toEqual([`${tag}一级`]);
  });
  it('refuses a rank outside 1–3', async () => {
    expect(await refusal(searchAssessors.path, { evaluator_rank: 4 })).toBe(M.rankInvalid);
    expect(await refusal(searchAssessors.path, {})).toBe(M.rankInvalid);
  });
});

describe('TestMechanism/AddTestClass', () => {
  it('creates the class 申请中 with its grades at the standard fee, its assessors per level, the audit row', async () => {
    const result = await callOk(t.app, addTestClass.path, payload(), me);
    const id = result.id as number;
    const [row] = await t.database.db.select().from(testClasses).where(eq(testClasses.id, id));
    expect(row).toMatchObject({
      institutionUserId: me.userId,
      title: '2027年春季测试班',
      applicationStatus: '申请中',
      provinceName: '广东省',
      cityName: '广州市',
      districtName: '天河区',
      detailedAddress: '体育西路299号',
      mailingAddress: '广东省_广州市_天河区_体育东路118号',
      testNum: 40,
      contact: '李老师',
      contactNumber: '13800138000',
      refundStatus: 0,
    });
    const grades = await t.database.db.select().from(testClassGrades).where(eq(testClassGrades.testClassId, id)).orderBy(asc(testClassGrades.grade));
    expect(grades.map((g) => [g.grade, g.feeFen])).toEqual([
      [4, 27_000],
      [5, 30_000],
    ]);
    const crew = await t.database.db.select().from(testClassEvaluators).where(eq(testClassEvaluators.testClassId, id));
    expect(crew.map((c) => [c.evaluatorUserId, c.level, c.isLeader]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual(
      [
        [firsts[0].id, 1, true],
        [firsts[1].id, 1, false],
        [firsts[2].id, 1, false],
        [second.id, 2, false],
        [third.id, 3, false],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    const audit = await t.database.db.select().from(statusAudit).where(and(eq(statusAudit.workflow, 'testClass'), eq(statusAudit.recordId, id)));
    expect(audit.map((a) => [a.fromStatus, a.toStatus, a.actorUserId, a.actorRole])).toEqual([['', '申请中', me.userId, 3]]);
    const list = await callOk(t.app, getInstitutionTestClassList.path, {}, me);
    expect((list.items as Array<{ id: number; application_status: string }>)[0]).toMatchObject({ id, application_status: '申请中' });
  });

  it.each([
    ['register_time', [], F.registerTimeRequired],
    ['test_time', null, F.testTimeRequired],
    ['register_time', ['2027-02-30 09:00:00', '2027-03-01 09:00:00'], F.timeInvalid],
    ['register_time', ['2027-03-20 09:00:00', '2027-03-01 09:00:00'], '报名开始时间不能晚于报名结束时间'],
    ['test_time', ['2027-03-28 18:00:00', '2027-03-28 09:00:00'], '测试开始时间不能晚于测试结束时间'],
    ['register_time', ['2027-03-01 09:00:00', '2027-03-29 09:00:00'], '报名结束时间不能晚于测试开始时间'],
    ['test_address', '', '请选择测试地点'],
    ['test_grade', [], '请选择测试等级'],
    ['test_grade', [17], '测试等级无效'],
    ['test_class_title', ' ', '请填写测试班名称'],
    ['testNum', '', '请输入测试人数，为阿拉伯数字'],
    ['testNum', '四十', '请输入阿拉伯数字'],
    ['testNum', '4.5', '请输入阿拉伯数字'],
    ['contact', '', '请填写联系人'],
    ['contact_number', '', '请输入联系方式'],
    ['contact_number', '020-1234567', '请输入正确的电话'],
    ['city', '', '请填写地址'],
    ['addressinfo', '', '请填写详细地址'],
  ])('%s = %j → %s', async (field, value, message) => {
    const before = await t.database.db.select({ id: testClasses.id }).from(testClasses);
    expect(await refusal(addTestClass.path, payload({ [field]: value }))).toBe(message);
    expect(await t.database.db.select({ id: testClasses.id }).from(testClasses)).toHaveLength(before.length);
  });

  it('the same assessor twice in a level: 已经选择了{name}', async () => {
    expect(await refusal(addTestClass.path, payload({ grade_one_examiner: [firsts[0].id, firsts[1].id, firsts[0].id] }))).toBe(`已经选择了${firsts[0].name}`);
  });

  describe('minimum assessors by the lowest selected grade', () => {
    const cases: Array<[string, number[], () => Record<string, number[]>, string | null]> = [
      ['adult 1–5 with two first-level', [3, 7], () => ({ grade_one_examiner: firsts.slice(0, 2).map((a) => a.id) }), '至少选择三个一级考评员'],
      ['adult 1–5 with three first-level', [5], () => ({ grade_one_examiner: firsts.map((a) => a.id) }), null],
      ['6–8 with one first-level and a second-level', [6, 9], () => ({ grade_one_examiner: [firsts[0].id] }), '至少选择两个一级考评员'],
      ['6–8 with two first-level', [8], () => ({ grade_one_examiner: firsts.slice(0, 2).map((a) => a.id) }), null],
      ['9 with no first-level', [9, 14], () => ({ grade_one_examiner: [] }), '至少选择一个一级考评员'],
      ['9 with one first-level', [9], () => ({ grade_one_examiner: [firsts[0].id] }), null],
      ['children 10–13 with no first-level', [12], () => ({ grade_one_examiner: [] }), '至少选择一个一级考评员'],
      ['children 10–13 with one first-level', [10, 16], () => ({ grade_one_examiner: [firsts[0].id] }), null],
      ['children 14–16 with a third-level only', [14], () => ({ grade_one_examiner: [], grade_two_examiner: [] }), '至少选择一个二级以上考评员'],
      ['children 14–16 with a second-level', [15], () => ({ grade_one_examiner: [], grade_two_examiner: [second.id] }), null],
      ['children 14–16 with a first-level', [16], () => ({ grade_one_examiner: [firsts[0].id], grade_two_examiner: [] }), null],
    ];
    it.each(cases)('%s', async (_name, grades, crew, message) => {
      const body = payload({ test_grade: grades, grade_two_examiner: [second.id], grade_three_examiner: [third.id], ...crew() });
      if (message === null) await callOk(t.app, addTestClass.path, body, me);
      else expect(await refusal(addTestClass.path, body)).toBe(message);
    });
  });

  it('refuses an assessor who may not assess: withdrawn, without a rank, not an evaluator', async () => {
    const withdrawn = await assessor(t.database.db, 1, { listed: false });
    const unranked = await assessor(t.database.db, null);
    const athlete = await signedInUser(t.database.db, Role.Athlete);
    for (const id of [withdrawn.id, unranked.id, athlete.userId, 99_999_999]) {
      expect(await refusal(addTestClass.path, payload({ grade_one_examiner: [firsts[0].id, firsts[1].id, firsts[2].id, id] }))).toBe(M.assessorNotAllowed);
    }
  });
  it('refuses an assessor listed under another level', async () => {
    expect(await refusal(addTestClass.path, payload({ grade_one_examiner: [firsts[0].id, firsts[1].id, second.id] }))).toBe(`${second.name}不是一级考评员`);
    expect(await refusal(addTestClass.path, payload({ grade_three_examiner: [firsts[0].id] }))).toBe(`${firsts[0].name}不是三级考评员`);
  });
  it('refuses another institution’s site and a region that does not hang together', async () => {
    const foreign = await siteOf(t.database.db, other.userId);
    expect(await refusal(addTestClass.path, payload({ test_address: foreign }))).toBe(M.siteNotFound);
    expect(await refusal(addTestClass.path, payload({ city: 110100 }))).toBe('请填写地址');
  });
  it('accepts form-encoded lists (comma-joined ids)', async () => {
    const result = await callOk(
      t.app,
      addTestClass.path,
      payload({ test_grade: '10,11', grade_one_examiner: String(firsts[0].id), grade_two_examiner: '', grade_three_examiner: '', register_time: '2027-03-01 09:00:00,2027-03-20 18:00:00', testNum: 30 }),
      me,
    );
    expect(result.id).toBeGreaterThan(0);
  });
});

describe('TestMechanism/GetTestClassDetail', () => {
  it('answers the caller’s own class with its grades, assessors per level, mailing address and contact', async () => {
    const { id } = (await callOk(t.app, addTestClass.path, payload({ test_class_title: '详情测试班' }), me)) as unknown as { id: number };
    const result = await callOk(t.app, getTestClassDetail.path, { testId: id, limit: 8, page: 1 }, me);
    const [detail] = result.items as Array<Record<string, unknown>>;
    expect(detail).toMatchObject({
      id,
      test_class_title: '详情测试班',
      registration_start_time: '2027-03-01 09:00:00',
      test_end_time: '2027-03-28 17:00:00',
      test_grade: [{ grade: 4, grade_name: '四级' }, { grade: 5, grade_name: '五级' }],
      test_num: 40,
      mailingtest_detail_addr: '广东省_广州市_天河区_体育东路118号',
      contact: '李老师',
      contact_number: '13800138000',
      application_status: '申请中',
    });
    expect(detail.testcoachdetail).toEqual([
      { testcoachlevel: 1, testcoachName: firsts[0].name },
      { testcoachlevel: 1, testcoachName: firsts[1].name },
      { testcoachlevel: 1, testcoachName: firsts[2].name },
      { testcoachlevel: 2, testcoachName: second.name },
      { testcoachlevel: 3, testcoachName: third.name },
    ]);
  });
  it('another institution’s class: not found', async () => {
    const id = await classOf(t.database.db, other.userId);
    expect(await refusal(getTestClassDetail.path, { testId: id })).toBe(M.classNotFound);
    expect(await refusal(getTestClassDetail.path, { testId: 99_999_999 })).toBe(M.classNotFound);
  });
});
