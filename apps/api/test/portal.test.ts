import {
  checkApply,
  getAthleteDetail,
  getAthleteList,
  getExaminerClassList,
  getTestGradeList,
  getTestMechDetail,
  getTestMechList,
  getTestMechListIndex,
  getTrainingClassDetail,
  getTrainingClassList,
  getUserCoachDetail,
  getUserCoachList,
  getUserCoachListIndex,
  openQuery,
  MESSAGES,
  PORTAL_MESSAGES,
  TEST_CLASS_STATUSES,
  TestClassStatus,
} from '@badminton/contracts';
import { ageOn, badgeSum } from '@badminton/validation';
import { and, asc, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificates,
  evaluators,
  institutionProfiles,
  personProfiles,
  regions,
  testClassEvaluators,
  testClasses,
  testRecords,
  trainingClasses,
  users,
} from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { toWireDate, toWireDateTime } from '../src/lib/wire-time';
import { PORTAL_COUNTS, SHOWCASE_CLASSES } from '../demo/portal/index';
import { signedInUser } from './helpers/accounts';
import { build, type TestApp } from './helpers/build';
import { call, callOk, callUrl, signedBody } from './helpers/call';

let t: TestApp;
let athleteSession: { userId: number; userToken: string };
/** Every public answer of this file, to check that no full ID number or mobile ever leaves the service. */
const publicAnswers: string[] = [];

beforeAll(async () => {
  t = await build({ demo: null, portal: true });
  const [athlete] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.usertype, 1), eq(users.mobile, '13800000001')));
  athleteSession = { userId: athlete.id, userToken: await startSession(t.database.db, athlete.id, new Date()) };
});
afterAll(() => t.close());

async function get(path: string, payload: Record<string, unknown> = {}) {
  const result = await callOk(t.app, path, payload);
  publicAnswers.push(JSON.stringify(result));
  return result as unknown as Record<string, unknown> & { items: Array<Record<string, unknown>>; totalCount: number };
}

function parsed<T>(schema: { parse(value: unknown): T }, result: Record<string, unknown>): T {
  const { isSuccess, ...payload } = result;
  expect(isSuccess).toBe(true);
  return schema.parse(payload);
}

async function classIdByTitle(title: string): Promise<number> {
  const [row] = await t.database.db.select({ id: testClasses.id }).from(testClasses).where(eq(testClasses.title, title));
  return row.id;
}

describe('demo data', () => {
  it('has the required scale, spread and states', async () => {
    const { db } = t.database;
    const approved = await db.select({ total: count() }).from(institutionProfiles).where(eq(institutionProfiles.approvalStatus, 3));
    expect(approved[0].total).toBeGreaterThanOrEqual(30);
    expect((await db.select({ total: count() }).from(evaluators))[0].total).toBeGreaterThanOrEqual(60);
    const athletes = await db
      .select({ total: count() })
      .from(personProfiles)
      .innerJoin(users, eq(users.id, personProfiles.userId))
      .where(and(eq(users.usertype, 1), isNotNull(personProfiles.athleteRank)));
    expect(athletes[0].total).toBeGreaterThanOrEqual(2000);
    expect((await db.select({ total: count() }).from(certificates))[0].total).toBeGreaterThan(4000);
    expect((await db.select({ total: count() }).from(testRecords))[0].total).toBeGreaterThan(4000);
    const states = await db.select({ state: testClasses.applicationStatus, total: count() }).from(testClasses).groupBy(testClasses.applicationStatus);
    expect(states.map((row) => row.state).sort()).toEqual([...TEST_CLASS_STATUSES].sort());
    expect(states.reduce((sum, row) => sum + row.total, 0)).toBeGreaterThanOrEqual(40);
    const provinces = await db.selectDistinct({ id: testClasses.provinceId }).from(testClasses);
    expect(provinces.length).toBeGreaterThanOrEqual(10);
    expect((await db.select({ total: count() }).from(trainingClasses))[0].total).toBeGreaterThanOrEqual(10);
    const closed = await db.select({ total: count() }).from(users).where(and(eq(users.usertype, 1), eq(users.openQuery, false)));
    expect(closed[0].total).toBeGreaterThan(100);
    expect(PORTAL_COUNTS.athletes).toBe(2000);
  });
});

describe('institutions', () => {
  it('index: 10 per page of approved institutions, the demo institution first', async () => {
    const page = parsed(getTestMechListIndex.output, await get('TestMechanism/GetTestMechListIndex'));
    expect(page.items).toHaveLength(10);
    expect(page.totalCount).toBe(PORTAL_COUNTS.institutions - PORTAL_COUNTS.unapprovedInstitutions);
    expect(page.items[0]).toMatchObject({ mechanism_fullName: '广州市羽翔体育培训有限公司' });
    expect(page.items[0].institutional_view).toMatch(/^\/wwwroot\//);
    const last = parsed(getTestMechListIndex.output, await get('TestMechanism/GetTestMechListIndex', { page: 3 }));
    expect(last.items).toHaveLength(10);
  });

  it('list: 20 per page, keyword on name or nickname', async () => {
    const page = parsed(getTestMechList.output, await get('TestMechanism/GetTestMechList'));
    expect(page.items).toHaveLength(20);
    expect(page.items[0]).toMatchObject({ mechanismName: '羽翔体育', provinceName: '广东省', cityName: '广州市', districtName: '天河区', star: 5 });
    const found = parsed(getTestMechList.output, await get('TestMechanism/GetTestMechList', { keyword: '羽翔' }));
    expect(found.items.map((item) => item.mechanism_fullName)).toEqual(['广州市羽翔体育培训有限公司']);
    const none = parsed(getTestMechList.output, await get('TestMechanism/GetTestMechList', { keyword: '不存在的机构%' }));
    expect(none).toEqual({ items: [], totalCount: 0 });
  });

  it('detail: photos, introduction and its approved classes with evaluators and counts', async () => {
    const [first] = (await get('TestMechanism/GetTestMechListIndex')).items;
    const detail = parsed(getTestMechDetail.output, await get('TestMechanism/GetTestMechDetail', { id: first.id }));
    const [institution] = detail.items;
    expect(institution.views.length).toBeGreaterThan(0);
    expect(institution.introduce).toContain('羽毛球');
    expect(institution.detailList.length).toBeGreaterThan(5);
    const titles = institution.detailList.map((item) => item.testTitle);
    expect(titles).toContain(SHOWCASE_CLASSES.several);
    const tested = institution.detailList.find((item) => item.testCount > 0);
    expect(tested).toBeDefined();
    expect(tested?.coachLeader).not.toBe('');
    expect(tested?.testLevels).toContain('一级');
    expect(tested?.testTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 至 \d{4}-/);
    // 测试人数 is each class's own number of tested athletes (distinct athletes with a test record).
    const counted = await t.database.db
      .select({ title: testClasses.title, tested: sql<number>`count(distinct ${testRecords.athleteUserId})::int` })
      .from(testClasses)
      .leftJoin(testRecords, eq(testRecords.testClassId, testClasses.id))
      .where(eq(testClasses.institutionUserId, first.id as number))
      .groupBy(testClasses.id);
    const expected = new Map(counted.map((row) => [row.title, row.tested]));
    expect(institution.detailList.map((item) => [item.testTitle, item.testCount])).toEqual(
      institution.detailList.map((item) => [item.testTitle, expected.get(item.testTitle)]),
    );
    expect(new Set(institution.detailList.map((item) => item.testCount)).size).toBeGreaterThan(1);
    const hidden = await t.database.db.select({ id: institutionProfiles.userId }).from(institutionProfiles).where(eq(institutionProfiles.approvalStatus, 4));
    expect((await call(t.app, 'TestMechanism/GetTestMechDetail', { id: hidden[0].id })).result).toEqual({
      isSuccess: false,
      errorMsg: PORTAL_MESSAGES.institutionNotFound,
    });
  });
});

describe('evaluators', () => {
  it('index and list page by 10 and 20, first-level evaluators first; keyword on the name', async () => {
    const index = parsed(getUserCoachListIndex.output, await get('UserCoachApi/GetUserCoachListIndex'));
    expect(index.items).toHaveLength(10);
    expect(index.totalCount).toBe(PORTAL_COUNTS.evaluators);
    expect(index.items[0]).toMatchObject({ evaluator_rank_value: 1, evaluator_rank_name: '一级考评员' });
    const list = parsed(getUserCoachList.output, await get('UserCoachApi/GetUserCoachList', { page: 4 }));
    expect(list.items).toHaveLength(4);
    const found = parsed(getUserCoachList.output, await get('UserCoachApi/GetUserCoachList', { keyword: '王振华' }));
    expect(found.items.map((item) => item.name)).toContain('王振华');
    expect(found.items.every((item) => item.name.includes('王振华'))).toBe(true);
  });

  it('detail: training and work history', async () => {
    const found = parsed(getUserCoachList.output, await get('UserCoachApi/GetUserCoachList', { keyword: '王振华' }));
    const demo = found.items.find((item) => item.name === '王振华');
    const { coachInfo } = parsed(getUserCoachDetail.output, await get('UserCoachApi/GetUserCoachDetail', { id: demo?.id }));
    expect(coachInfo).toMatchObject({ name: '王振华', gradeName: '一级考评员', evaluator_rank_value: 1, address: '广东省广州市越秀区' });
    expect(coachInfo.existRecord.map((record) => record.gradeName)).toEqual(['一级考评员', '二级考评员', '三级考评员']);
    expect(coachInfo.workRecord.length).toBeGreaterThan(3);
    // Work history: only tests that have begun (a class assigned for next month is not yet work done).
    const today = toWireDateTime(new Date()).slice(0, 10);
    expect(coachInfo.workRecord.every((record) => record.workDate <= today)).toBe(true);
    const assigned = await t.database.db
      .select({ start: testClasses.testStartTime })
      .from(testClassEvaluators)
      .innerJoin(testClasses, eq(testClasses.id, testClassEvaluators.testClassId))
      .where(and(eq(testClassEvaluators.evaluatorUserId, demo?.id as number), eq(testClasses.applicationStatus, TestClassStatus.Approved)));
    expect(assigned.some((row) => row.start > new Date())).toBe(true);
    expect(coachInfo.workRecord).toHaveLength(assigned.filter((row) => row.start <= new Date()).length);
    expect((await call(t.app, 'UserCoachApi/GetUserCoachDetail', { id: 999999 })).result).toEqual({
      isSuccess: false,
      errorMsg: PORTAL_MESSAGES.evaluatorNotFound,
    });
  });
});

describe('athletes', () => {
  it('list: 20 per page, masked ID numbers, privacy-closed athletes left out', async () => {
    const page = parsed(getAthleteList.output, await get('CommonApi/GetAthleteList'));
    expect(page.items).toHaveLength(20);
    const [{ total: open }] = await t.database.db
      .select({ total: count() })
      .from(personProfiles)
      .innerJoin(users, eq(users.id, personProfiles.userId))
      .where(and(eq(users.usertype, 1), eq(users.openQuery, true), isNotNull(personProfiles.athleteRank)));
    expect(page.totalCount).toBe(open);
    for (const item of page.items) expect(item.certificates_number).toMatch(/^\d{3}\*{11}[\dX]{4}$/);
    const closed = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.usertype, 1), eq(users.openQuery, false)));
    const closedIds = new Set(closed.map((row) => row.id));
    const all = parsed(getAthleteList.output, await get('CommonApi/GetAthleteList', { limit: 100, page: 2 }));
    expect(all.items.some((item) => closedIds.has(item.userid))).toBe(false);
  });

  it('filters by region, grade and keyword', async () => {
    const byCity = parsed(getAthleteList.output, await get('CommonApi/GetAthleteList', { cityId: 440100, limit: 100 }));
    expect(byCity.totalCount).toBeGreaterThan(0);
    const cityIds = await t.database.db
      .select({ id: personProfiles.userId })
      .from(personProfiles)
      .where(eq(personProfiles.cityId, 440100));
    const inCity = new Set(cityIds.map((row) => row.id));
    expect(byCity.items.every((item) => inCity.has(item.userid))).toBe(true);
    const byProvince = parsed(getAthleteList.output, await get('CommonApi/GetAthleteList', { provinceId: '440000' }));
    expect(byProvince.totalCount).toBeGreaterThanOrEqual(byCity.totalCount);
    const byDistrict = parsed(getAthleteList.output, await get('CommonApi/GetAthleteList', { districtId: 440106 }));
    expect(byDistrict.items.map((item) => item.name)).toContain('李羽涵');
    const grade5 = parsed(getAthleteList.output, await get('CommonApi/GetAthleteList', { evaluator_rank: 5, limit: 100 }));
    expect(grade5.totalCount).toBeGreaterThan(0);
    expect(grade5.items.every((item) => item.athlete_rank === 5 && item.athlete_rank_name === '五级')).toBe(true);
    const named = parsed(getAthleteList.output, await get('CommonApi/GetAthleteList', { keyword: '李羽涵' }));
    expect(named.items.map((item) => item.name)).toEqual(['李羽涵']);
    expect(named.items[0].certificates_number).toBe('440***********0025');
  });

  it('detail: personal info, published certificates, badges and paged test records', async () => {
    const result = await get('AthleteCenter/GetAthleteDetail', { userNumber: athleteSession.userId, limit: 4 });
    const [athlete] = parsed(getAthleteDetail.output, result).items;
    // 李羽涵 (born 2010-05-12) is a minor: findable by name and certificates, nothing that helps find her in person.
    expect(athlete).toMatchObject({ name: '李羽涵', photo: null, sex: null, birth_year: null, address: '广东省', athlete_rank_name: '三级' });
    expect(athlete).not.toHaveProperty('birthday');
    expect(athlete.certList.map((item) => item.certificate_grade)).toEqual([1, 2, 3, 10, 11, 12]);
    for (const item of athlete.certList) expect(item.certificate_url).toMatch(new RegExp(`^/wwwroot/certificate/${item.certificate_number}\\.png\\?t=[0-9a-f]{20}$`));
    // The address with its token serves the image; the bare path does not (numbers cannot be walked to collect names).
    const image = await t.app.inject({ method: 'GET', url: athlete.certList[0].certificate_url as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: (athlete.certList[0].certificate_url as string).split('?')[0] })).statusCode).toBe(404);
    const sums = badgeSum([1, 2, 3, 10, 11, 12]);
    expect(athlete.adultBadge).toBe(sums.adult > 0 ? `/image/output/adult_${sums.adult}.png` : null);
    expect(athlete.childBadge).toBe(`/image/output/child_${sums.child}.png`);
    expect(athlete.testRecordTotal).toBe(6);
    expect(athlete.testRecord).toHaveLength(4);
    expect(athlete.testRecord[0]).toEqual({ testDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), testClassName: expect.any(String), rankName: '三级' });
    const second = parsed(getAthleteDetail.output, await get('AthleteCenter/GetAthleteDetail', { userNumber: athleteSession.userId, limit: 4, page: 2 }));
    expect(second.items[0].testRecord).toHaveLength(2);
  });

  it('detail of an open adult: birth year only, province and city without district (decision 0026)', async () => {
    const adults = await t.database.db
      .select({ id: users.id, birthday: personProfiles.birthday, sex: personProfiles.sex, photo: personProfiles.photoPath, districtId: personProfiles.districtId })
      .from(users)
      .innerJoin(personProfiles, eq(personProfiles.userId, users.id))
      .where(and(eq(users.usertype, 1), eq(users.openQuery, true), isNotNull(personProfiles.districtId), sql`${personProfiles.birthday} < '1990-01-01'`))
      .limit(1);
    const [adult] = adults;
    const [athlete] = parsed(getAthleteDetail.output, await get('AthleteCenter/GetAthleteDetail', { userNumber: adult.id })).items;
    expect(athlete).toMatchObject({ sex: adult.sex, photo: adult.photo, birth_year: Number(adult.birthday.slice(0, 4)) });
    expect(athlete.address).toMatch(/^.+(省|市|自治区).*$/);
    const [district] = await t.database.db.select({ name: regions.areaName }).from(regions).where(eq(regions.id, adult.districtId as number));
    expect(athlete.address).not.toContain(district.name);
    expect(JSON.stringify(athlete)).not.toContain(adult.birthday);
  });

  it('the list shows no minor with a photo (decision 0026)', async () => {
    const page = parsed(getAthleteList.output, await get('CommonApi/GetAthleteList', { limit: 100 }));
    const rows = await t.database.db
      .select({ id: personProfiles.userId, birthday: personProfiles.birthday })
      .from(personProfiles)
      .where(sql`${personProfiles.userId} in (${sql.join(page.items.map((item) => sql`${item.userid}`), sql`, `)})`);
    const birthdays = new Map(rows.map((row) => [row.id, row.birthday]));
    const today = toWireDate(new Date());
    const minors = page.items.filter((item) => ageOn(birthdays.get(item.userid) as string, today) < 18);
    expect(minors.length).toBeGreaterThan(0);
    expect(minors.every((item) => item.photo === null)).toBe(true);
    expect(page.items.some((item) => item.photo !== null)).toBe(true);
  });

  it('detail of a privacy-closed athlete comes without name and photo; unpublished certificates stay hidden', async () => {
    const [closed] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(personProfiles, eq(personProfiles.userId, users.id))
      .innerJoin(certificates, and(eq(certificates.userId, users.id), eq(certificates.published, true)))
      .where(and(eq(users.usertype, 1), eq(users.openQuery, false), isNotNull(personProfiles.photoPath)))
      .limit(1);
    const [athlete] = parsed(getAthleteDetail.output, await get('AthleteCenter/GetAthleteDetail', { userNumber: closed.id })).items;
    // Privacy off: nothing beyond grades (decision 0026).
    expect(athlete).toMatchObject({ name: null, photo: null, sex: null, birth_year: null, address: null, testRecord: [], testRecordTotal: 0 });
    expect(athlete.athlete_rank_name).not.toBe('');
    // The certificate image prints the name, and name + number answers the certificate query: neither is shown.
    expect(athlete.certList.length).toBeGreaterThan(0);
    expect(athlete.certList.every((cert) => cert.certificate_url === null && cert.certificate_number === null)).toBe(true);
    expect(athlete.certList[0].certificate_grade_name).not.toBe('');
    const [pending] = await t.database.db.select({ userId: certificates.userId }).from(certificates).where(eq(certificates.published, false)).limit(1);
    const [withPending] = parsed(getAthleteDetail.output, await get('AthleteCenter/GetAthleteDetail', { userNumber: pending.userId })).items;
    const published = await t.database.db
      .select({ total: count() })
      .from(certificates)
      .where(and(eq(certificates.userId, pending.userId), eq(certificates.published, true)));
    expect(withPending.certList).toHaveLength(published[0].total);
    expect((await call(t.app, 'AthleteCenter/GetAthleteDetail', { userNumber: 99_999_999 })).result?.errorMsg).toBe(PORTAL_MESSAGES.athleteNotFound);
  });
});

describe('test classes', () => {
  it('lists only finally approved classes, open ones first, 10 per page, with grades and fees', async () => {
    const page = parsed(getExaminerClassList.output, await get('TestClass/GetExaminerClassList'));
    expect(page.items).toHaveLength(10);
    const [{ total }] = await t.database.db.select({ total: count() }).from(testClasses).where(eq(testClasses.applicationStatus, TestClassStatus.Approved));
    expect(page.totalCount).toBe(total);
    const now = toWireDateTime(new Date());
    const first = page.items[0];
    expect(first.registration_start_time <= now && now <= first.registration_end_time).toBe(true);
    expect(first.isStop).toBe(false);
    expect(first.grade.length).toBeGreaterThan(0);
    expect(first.grade[0]).toMatchObject({ grade: expect.any(Number), grade_name: expect.any(String), fee: expect.any(Number) });
    expect(first.contact_number).toMatch(/^\d{3}\*{4}\d{4}$/);
    const all = parsed(getExaminerClassList.output, await get('TestClass/GetExaminerClassList', { limit: 100 }));
    expect(all.items.some((item) => item.isStop)).toBe(true);
    const titles = all.items.map((item) => item.test_class_title);
    expect(titles).toEqual(expect.arrayContaining(Object.values(SHOWCASE_CLASSES)));
  });

  it('filters by region, grade, keyword and test time range', async () => {
    const district = parsed(getExaminerClassList.output, await get('TestClass/GetExaminerClassList', { districtId: 440106, limit: 100 }));
    expect(district.totalCount).toBeGreaterThan(3);
    expect(district.items.every((item) => item.districtName === '天河区')).toBe(true);
    const province = parsed(getExaminerClassList.output, await get('TestClass/GetExaminerClassList', { provinceId: 110000, limit: 100 }));
    expect(province.items.every((item) => item.provinceName === '北京市')).toBe(true);
    const grade = parsed(getExaminerClassList.output, await get('TestClass/GetExaminerClassList', { evaluator_rank: 14, limit: 100 }));
    expect(grade.totalCount).toBeGreaterThan(0);
    expect(grade.items.every((item) => item.grade.some((g) => g.grade === 14))).toBe(true);
    const keyword = parsed(getExaminerClassList.output, await get('TestClass/GetExaminerClassList', { keyword: '七至九级' }));
    expect(keyword.items.map((item) => item.test_class_title)).toEqual([SHOWCASE_CLASSES.none]);
    const upcoming = await t.database.db
      .select({ testStartTime: testClasses.testStartTime })
      .from(testClasses)
      .where(and(eq(testClasses.applicationStatus, TestClassStatus.Approved), gt(testClasses.testStartTime, new Date())))
      .orderBy(asc(testClasses.testStartTime));
    const from = toWireDateTime(upcoming[0].testStartTime).slice(0, 10);
    const to = toWireDateTime(upcoming[upcoming.length - 1].testStartTime).slice(0, 10);
    const range = parsed(
      getExaminerClassList.output,
      await get('TestClass/GetExaminerClassList', { startTime: `${from} 00:00:00`, endTime: `${to} 23:59:59`, limit: 100 }),
    );
    expect(range.totalCount).toBe(upcoming.length);
    expect(range.items.every((item) => item.test_start_time >= `${from} 00:00:00` && item.test_start_time <= `${to} 23:59:59`)).toBe(true);
  });

  it('grade list of a class as key/value; a class under review is not found', async () => {
    const id = await classIdByTitle(SHOWCASE_CLASSES.several);
    const grades = parsed(getTestGradeList.output, await get('TestClass/GetTestGradeList', { id }));
    expect(grades.items).toEqual([
      { key: 4, value: '四级' },
      { key: 5, value: '五级' },
      { key: 13, value: '少儿四级' },
      { key: 14, value: '少儿五级' },
    ]);
    const [pending] = await t.database.db.select({ id: testClasses.id }).from(testClasses).where(eq(testClasses.applicationStatus, TestClassStatus.Applied)).limit(1);
    expect((await call(t.app, 'TestClass/GetTestGradeList', { id: pending.id })).result?.errorMsg).toBe(PORTAL_MESSAGES.testClassNotFound);
  });
});

describe('TestApplication/CheckApply', () => {
  async function levels(title: string) {
    const result = await callOk(t.app, 'TestApplication/CheckApply', { id: await classIdByTitle(title) }, athleteSession);
    return parsed(checkApply.output, result).levels;
  }

  it('gives the demo athlete several, one or no grades', async () => {
    expect(await levels(SHOWCASE_CLASSES.several)).toEqual([
      { key: 4, value: '四级' },
      { key: 13, value: '少儿四级' },
    ]);
    expect(await levels(SHOWCASE_CLASSES.one)).toEqual([{ key: 4, value: '四级' }]);
    expect(await levels(SHOWCASE_CLASSES.none)).toEqual([]);
  });

  it('refuses outside the registration window and for a stopped class', async () => {
    const [later] = await t.database.db
      .select({ id: testClasses.id })
      .from(testClasses)
      .where(and(eq(testClasses.applicationStatus, TestClassStatus.Approved), gt(testClasses.registrationStartTime, new Date())))
      .limit(1);
    const [past] = await t.database.db
      .select({ id: testClasses.id })
      .from(testClasses)
      .where(and(eq(testClasses.applicationStatus, TestClassStatus.Approved), sql`${testClasses.registrationEndTime} < now()`))
      .orderBy(desc(testClasses.id))
      .limit(1);
    for (const id of [later.id, past.id]) {
      expect((await call(t.app, 'TestApplication/CheckApply', { id }, athleteSession)).result).toEqual({
        isSuccess: false,
        errorMsg: '不在当前报名时间范围内',
      });
    }
    const stopped = await classIdByTitle(SHOWCASE_CLASSES.stopped);
    expect((await call(t.app, 'TestApplication/CheckApply', { id: stopped }, athleteSession)).result?.errorMsg).toBe(PORTAL_MESSAGES.testClassStopped);
  });

  it('asks an athlete without a profile to complete it', async () => {
    const fresh = await signedInUser(t.database.db, 1);
    const id = await classIdByTitle(SHOWCASE_CLASSES.one);
    expect((await call(t.app, 'TestApplication/CheckApply', { id }, fresh)).result?.errorMsg).toBe(PORTAL_MESSAGES.profileRequired);
  });
});

describe('evaluator training classes', () => {
  it('lists 5 per page with keyword search and shows the detail with notice, contents and fees', async () => {
    const page = parsed(getTrainingClassList.output, await get('ExaminerClass/GetExaminerClassList'));
    expect(page.items).toHaveLength(5);
    expect(page.totalCount).toBe(PORTAL_COUNTS.trainingClasses);
    const found = parsed(getTrainingClassList.output, await get('ExaminerClass/GetExaminerClassList', { keyword: '一级考评员' }));
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.items.every((item) => item.name.includes('一级考评员') && item.gradeName === '一级考评员')).toBe(true);
    // Only evaluators reach the detail (req: evaluator.md#training-class-detail): a visitor is asked to sign in, an
    // athlete is refused.
    expect((await call(t.app, 'ExaminerClass/GetExaminerDetailsList', { id: page.items[0].id })).unAuthorizedRequest).toBe(true);
    expect((await call(t.app, 'ExaminerClass/GetExaminerDetailsList', { id: page.items[0].id }, athleteSession)).result).toEqual({
      isSuccess: false,
      errorMsg: MESSAGES.forbidden,
    });
    const [evaluator] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.usertype, 2), eq(users.mobile, '13800000002')));
    const evaluatorSession = { userId: evaluator.id, userToken: await startSession(t.database.db, evaluator.id, new Date()) };
    const detail = parsed(
      getTrainingClassDetail.output,
      await callOk(t.app, 'ExaminerClass/GetExaminerDetailsList', { id: page.items[0].id }, evaluatorSession),
    );
    const [training] = detail.items;
    expect(training.notice_title).toContain('培训班');
    expect(training.notice_content).toContain('<p>');
    expect(training.contents.length).toBeGreaterThanOrEqual(4);
    expect(training.contents[0]).toEqual({ content: expect.any(String), assessment_method: expect.any(String) });
    expect(training.feeList.length).toBeGreaterThan(0);
    expect(training.feeList[0].feeName).toMatch(/费$/);
    expect((await call(t.app, 'ExaminerClass/GetExaminerDetailsList', { id: 999999 }, evaluatorSession)).result?.errorMsg).toBe(
      PORTAL_MESSAGES.trainingClassNotFound,
    );
  });
});

describe('CommonApi/OpenQuery', () => {
  async function demoCertificate() {
    const [row] = await t.database.db
      .select({ numbering: certificates.certificateNumbering, number: certificates.certificateNumber })
      .from(certificates)
      .where(eq(certificates.userId, athleteSession.userId))
      .orderBy(asc(certificates.grade))
      .limit(1);
    return row;
  }

  async function query(payload: Record<string, unknown>, remoteAddress = '10.0.0.1') {
    const response = await t.app.inject({ method: 'POST', url: callUrl('CommonApi/OpenQuery'), remoteAddress, payload: signedBody('CommonApi/OpenQuery', payload) });
    const result = response.json().result as Record<string, unknown>;
    publicAnswers.push(JSON.stringify(result));
    return result;
  }

  it('finds a certificate by name + ID number and by name + serial number', async () => {
    const byId = parsed(openQuery.output, await query({ name: '李羽涵', certificates_type: 1, certificates_number: '440106201005120025' }));
    expect(byId).toMatchObject({ hasCert: true, name: '李羽涵', certificates_number: '440***********0025', gradeStr: '三级、少儿三级' });
    expect(byId.allCertificateList).toHaveLength(6);
    expect(byId.certificateList).toHaveLength(6);
    expect(byId.allCertificateList[0]).toEqual({ certificate_url: expect.stringMatching(/^\/wwwroot\/certificate\/YM\d+\.png\?t=[0-9a-f]{20}$/), certificate_grade: '一级' });
    const { numbering, number } = await demoCertificate();
    const bySerial = parsed(openQuery.output, await query({ name: '李羽涵', certificate_numbering: numbering }));
    expect(bySerial.hasCert).toBe(true);
    expect(bySerial.certificateList).toEqual([
      { certificate_url: expect.stringMatching(new RegExp(`^/wwwroot/certificate/${number}\\.png\\?t=[0-9a-f]{20}$`)), certificate_grade: '一级' },
    ]);
  });

  it('answers hasCert false for a wrong serial, a wrong name or an unpublished certificate', async () => {
    const empty = { hasCert: false, name: '', certificates_number: '', gradeStr: '', certificateList: [], allCertificateList: [] };
    expect(parsed(openQuery.output, await query({ name: '李羽涵', certificate_numbering: '000000000000' }))).toEqual(empty);
    const { numbering } = await demoCertificate();
    expect(parsed(openQuery.output, await query({ name: '李雨涵', certificate_numbering: numbering }))).toEqual(empty);
    const [pending] = await t.database.db
      .select({ numbering: certificates.certificateNumbering, name: personProfiles.name })
      .from(certificates)
      .innerJoin(personProfiles, eq(personProfiles.userId, certificates.userId))
      .where(eq(certificates.published, false))
      .limit(1);
    const hidden = parsed(openQuery.output, await query({ name: pending.name, certificate_numbering: pending.numbering }));
    expect(hidden.hasCert).toBe(false);
  });

  it('needs the name and two of the three items, and checks the ID number by type', async () => {
    expect(await query({ certificates_number: '440106201005120025', certificate_numbering: '1' })).toEqual({ isSuccess: false, errorMsg: '请输入运动员姓名' });
    expect(await query({ name: '李羽涵' })).toEqual({ isSuccess: false, errorMsg: '至少填写两项进行查询' });
    expect(await query({ name: '李羽涵', certificates_number: '', certificate_numbering: '' })).toEqual({ isSuccess: false, errorMsg: '至少填写两项进行查询' });
    const wrongId = await query({ name: '李羽涵', certificates_type: 1, certificates_number: '440106201005120026' });
    expect(wrongId.isSuccess).toBe(false);
    expect(wrongId.errorMsg).toMatch(/身份证/);
  });

  it('limits queries per client address (30 per minute)', async () => {
    const payload = { name: '李羽涵', certificate_numbering: '000000000000' };
    for (let i = 0; i < 30; i += 1) expect((await query(payload, '10.9.9.9')).isSuccess).toBe(true);
    expect(await query(payload, '10.9.9.9')).toEqual({ isSuccess: false, errorMsg: '查询过于频繁，请稍后再试' });
    expect((await query(payload, '10.9.9.10')).isSuccess).toBe(true);
  });
});

describe('masking', () => {
  it('no public answer carries a full ID number or mobile', () => {
    expect(publicAnswers.length).toBeGreaterThan(20);
    // Not inside a run of letters and digits: a file's version token (`?t=` and 20 hex digits) can hold 18 decimal
    // digits in a row by chance (CI, session 14), and is no personal data.
    const idNumber = /(?<![\dA-Za-z])\d{17}[\dX](?![\dA-Za-z])/;
    const mobile = /(?<![\dA-Za-z])1[3-9]\d{9}(?![\dA-Za-z])/;
    for (const answer of publicAnswers) {
      expect(answer).not.toMatch(idNumber);
      expect(answer).not.toMatch(mobile);
    }
  });
});
