import { QUALIFICATION_GROUPS, QualificationStatus, Role, TestClassStatus, type TestClassStatusCode } from '@badminton/contracts';
import { standardGradeFeeFen } from '@badminton/validation';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { appendAudit, type AuditEntry } from '../../src/audit/chain';
import type { Database } from '../../src/db/client';
import {
  evaluators,
  institutionProfiles,
  institutions,
  personProfiles,
  qualificationApplications,
  qualificationAttachments,
  qualificationReviews,
  regions,
  testClasses,
  testClassEvaluators,
  testClassGrades,
  testSites,
  users,
} from '../../src/db/schema';
import { hashPassword } from '../../src/security/passwords';
import type { Storage } from '../../src/storage/storage';
import { DEMO_PASSWORD } from '../accounts/index';
import { drawPicture } from '../accounts/png';

/**
 * The back office's review queues demo (issue 26, decision 0067), loaded once (marker `demo-back-office-review`) after
 * the institution centre's demos. Both queues get records in every state in 广东省 (the demo provincial reviewer's
 * province, 13800000004) and some in other provinces, which that reviewer must not see:
 * - qualification applications of new institution accounts (password Demo@2026), each with its licence in the
 *   protected folder, its site, its history and audit rows: 未审核 (three in 广东, two kept for the e2e walk), 初审通过，
 *   待终审, 审核未通过 with the reason; 湖南 未审核 and 广西 初审通过. 审核通过 is 羽翔体育's (the institution centre demo)
 *   and 羽悦体育's below.
 * - 羽悦体育 (13800000018, 广州, qualified) and its classes: 申请中 ×4 kept for the e2e walk (two to pass, two to
 *   reject, one pair per width), 申请中 without a first-level assessor (the assignment walk), 省协会审核通过. 中羽协审核通过
 *   and 审核驳回 in 广东 are 羽翔体育's. Outside 广东, a qualified portal institution gets a 申请中 and a 省协会审核通过 class.
 * Deterministic: fixed names and mobiles, dates relative to the seed's instant.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface DemoApplicant {
  key: string;
  mobile: string;
  fullName: string;
  nickname: string;
  province: number;
  city: number;
  district: number;
  status: 1 | 2 | 3 | 4;
  /** Days before the seed's instant it was submitted. */
  submittedDaysAgo: number;
  rejection?: string;
  legalPerson: string;
  birth: string;
}

export const DEMO_REVIEW_APPLICANTS: readonly DemoApplicant[] = [
  { key: 'walk-1280', mobile: '13800000011', fullName: '深圳市飞羽体育文化有限公司', nickname: '飞羽体育', province: 440000, city: 440300, district: 440304, status: 1, submittedDaysAgo: 3, legalPerson: '陈飞', birth: '19800312' },
  { key: 'walk-375', mobile: '13800000012', fullName: '珠海市海燕羽毛球俱乐部有限公司', nickname: '海燕羽球', province: 440000, city: 440400, district: 440402, status: 1, submittedDaysAgo: 4, legalPerson: '林海燕', birth: '19830706' },
  { key: 'submitted', mobile: '13800000013', fullName: '江门市侨乡羽毛球运动中心', nickname: '侨乡羽球', province: 440000, city: 440700, district: 440703, status: 1, submittedDaysAgo: 2, legalPerson: '梁志强', birth: '19781120' },
  { key: 'province-approved', mobile: '13800000014', fullName: '佛山市南粤羽毛球培训中心', nickname: '南粤羽训', province: 440000, city: 440600, district: 440605, status: 2, submittedDaysAgo: 12, legalPerson: '何建南', birth: '19750918' },
  {
    key: 'rejected',
    mobile: '13800000015',
    fullName: '惠州市鹏程体育发展有限公司',
    nickname: '鹏程体育',
    province: 440000,
    city: 441300,
    district: 441302,
    status: 4,
    submittedDaysAgo: 20,
    rejection: '营业执照图片模糊无法辨认，且塑胶场地数量与现场核查不符，请补充材料后重新提交',
    legalPerson: '黄鹏',
    birth: '19860204',
  },
  { key: 'hunan', mobile: '13800000016', fullName: '长沙市湘羽体育发展有限公司', nickname: '湘羽体育', province: 430000, city: 430100, district: 430104, status: 1, submittedDaysAgo: 5, legalPerson: '周湘', birth: '19820527' },
  { key: 'guangxi', mobile: '13800000017', fullName: '南宁市绿城羽毛球俱乐部有限公司', nickname: '绿城羽球', province: 450000, city: 450100, district: 450103, status: 2, submittedDaysAgo: 9, legalPerson: '韦绿城', birth: '19790810' },
  { key: 'classes', mobile: '13800000018', fullName: '广州市羽悦体育培训有限公司', nickname: '羽悦体育', province: 440000, city: 440100, district: 440105, status: 3, submittedDaysAgo: 120, legalPerson: '苏悦', birth: '19840115' },
];

interface DemoReviewClass {
  title: string;
  status: TestClassStatusCode;
  grades: number[];
  /** First-level assessors (0 for the class that needs one assigned); a 二级 and a 三级 always. */
  firstLevel: number;
  /** Test day, in days from the seed's instant; registration opens 10 days before the seed, closes 3 days before the test. */
  testInDays: number;
}

export const DEMO_REVIEW_CLASSES: readonly DemoReviewClass[] = [
  { title: '羽悦体育2027五一成人等级测试班', status: TestClassStatus.Applied, grades: [4, 5, 6], firstLevel: 3, testInDays: 40 },
  { title: '羽悦体育2027端午成人等级测试班', status: TestClassStatus.Applied, grades: [6, 7], firstLevel: 2, testInDays: 45 },
  { title: '羽悦体育2027暑期成人等级测试班', status: TestClassStatus.Applied, grades: [4, 5, 6], firstLevel: 3, testInDays: 50 },
  { title: '羽悦体育2027国庆成人等级测试班', status: TestClassStatus.Applied, grades: [6, 7], firstLevel: 2, testInDays: 55 },
  { title: '羽悦体育2027寒假少儿等级测试班', status: TestClassStatus.Applied, grades: [10, 11, 12, 13], firstLevel: 0, testInDays: 60 },
  { title: '羽悦体育2027元旦成人等级测试班', status: TestClassStatus.ProvinceApproved, grades: [7, 8, 9], firstLevel: 2, testInDays: 35 },
];

/** The titles the e2e walk (e2e/tests/admin-review.spec.ts) decides, per width; nothing else uses them. */
export const DEMO_REVIEW_WALK = {
  1280: { qualification: '深圳市飞羽体育文化有限公司', institution: '13800000011', pass: DEMO_REVIEW_CLASSES[0].title, reject: DEMO_REVIEW_CLASSES[1].title },
  375: { qualification: '珠海市海燕羽毛球俱乐部有限公司', institution: '13800000012', pass: DEMO_REVIEW_CLASSES[2].title, reject: DEMO_REVIEW_CLASSES[3].title },
} as const;
export const DEMO_REVIEW_CLASS_INSTITUTION_MOBILE = '13800000018';

/** A mainland ID number with its check character (ISO 7064 mod 11-2). */
function idNumber(district: number, birth: string, order: number): string {
  const body = `${district}${birth}${String(order).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}

function localDate(at: Date): string {
  return new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 10);
}

export async function loadBackOfficeReviewDemo(tx: Database, { now, storage }: { now: Date; storage: Storage }): Promise<boolean> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const codes = [...new Set(DEMO_REVIEW_APPLICANTS.flatMap((a) => [a.province, a.city, a.district]))];
  const regionRows = await tx.select({ id: regions.id, name: regions.areaName }).from(regions);
  const names = new Map(regionRows.filter((row) => codes.includes(row.id)).map((row) => [row.id, row.name]));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const audit: AuditEntry[] = [];
  const ids = new Map<string, number>();

  for (const [index, applicant] of DEMO_REVIEW_APPLICANTS.entries()) {
    const [user] = await tx
      .insert(users)
      .values({ usertype: Role.Institution, mobile: applicant.mobile, passwordHash, isVerify: true, createdAt: ago(applicant.submittedDaysAgo + 5) })
      .returning({ id: users.id });
    ids.set(applicant.key, user.id);
    const created = ago(applicant.submittedDaysAgo + 5);
    const city = names.get(applicant.city) ?? '';
    const district = names.get(applicant.district) ?? '';
    await tx.insert(institutionProfiles).values({
      userId: user.id,
      fullName: applicant.fullName,
      nickname: applicant.nickname,
      businessLicense: `91${applicant.district}MA${String(index + 51).padStart(2, '0')}R${String(index * 13 + 200).padStart(4, '0')}`.slice(0, 18),
      provinceId: applicant.province,
      cityId: applicant.city,
      districtId: applicant.district,
      detailedAddress: `${district}体育路 ${18 + index * 7} 号`,
      officeAddress: `${city}${district}体育路 ${18 + index * 7} 号二楼`,
      principal: applicant.legalPerson,
      principalTel: `1370000${String(81 + index).padStart(4, '0')}`,
      legalPerson: applicant.legalPerson,
      certificatesType: 1,
      legalPersonIdNumber: idNumber(applicant.district, applicant.birth, 11 + index * 2),
      managementTel: `1370000${String(91 + index).padStart(4, '0')}`,
      approvalStatus: applicant.status,
      createdAt: created,
      updatedAt: created,
    });
    if (applicant.status === QualificationStatus.Approved) await tx.insert(institutions).values({ userId: user.id, star: 4, introduce: `${applicant.fullName}是${names.get(applicant.province) ?? ''}羽毛球协会推荐的等级评定测试机构。`, createdAt: created });

    const licence = `upload/qualification/${user.id}/demo-business-licence.png`;
    await storage.put(licence, await drawPicture(480, 320, [230, 226, 210], [30 + index * 25, 80, 140]));
    const attachment = `upload/qualification/${user.id}/demo-venue-photo.png`;
    await storage.put(attachment, await drawPicture(480, 320, [210, 232, 214], [40, 120 + index * 10, 60]));
    const [site] = await tx
      .insert(testSites)
      .values({
        institutionUserId: user.id,
        name: `${applicant.nickname}羽毛球馆`,
        provinceId: applicant.province,
        cityId: applicant.city,
        districtId: applicant.district,
        detailedAddress: `${district}体育路 ${18 + index * 7} 号${applicant.nickname}羽毛球馆`,
        courtCount: 6 + index,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: testSites.id });
    const submitted = ago(applicant.submittedDaysAgo);
    await tx.insert(qualificationApplications).values({
      institutionUserId: user.id,
      grade: index % 2 ? '1,2,3,4,5,6' : '4,5,6,7,8,9',
      comprehensiveContent: QUALIFICATION_GROUPS.map((group, g) => group.options.slice(0, 1 + ((index + g) % group.options.length)).join(',')).join('|'),
      plasticPacesNumber: 6 + index,
      evaluatorNumber: 3 + index,
      facilityIntroduct: `${applicant.nickname}羽毛球馆共有 ${6 + index} 片标准塑胶场地，场馆净高 10 米以上，照明无眩光，配备候场区与医务室。`,
      promotionAndEducationResources: '运营微信公众号与视频号，每学期进校园开展羽毛球普及课，与社区合办公益培训。',
      recentSituation: `近一年承办市级羽毛球比赛 ${1 + (index % 3)} 次，开展青少年培训约 ${120 + index * 30} 人次。`,
      businessLicenseKey: storage.url(licence),
      testSiteId: site.id,
      submittedAt: submitted,
      updatedAt: submitted,
    });
    await tx.insert(qualificationAttachments).values([
      { institutionUserId: user.id, kind: 'business_license', path: storage.url(licence), createdAt: submitted },
      { institutionUserId: user.id, kind: 'attachment', path: storage.url(attachment), createdAt: submitted },
    ]);

    const history: Array<{ status: number; comment: string; at: Date; actor: number | null; start?: string; end?: string }> = [
      { status: 1, comment: '机构提交资质申请', at: submitted, actor: user.id },
    ];
    if (applicant.status === 2 || applicant.status === 3) history.push({ status: 2, comment: '材料齐全，场地符合要求，同意推荐', at: new Date(submitted.getTime() + 3 * DAY), actor: null });
    if (applicant.status === 3) {
      const at = new Date(submitted.getTime() + 8 * DAY);
      history.push({ status: 3, comment: '同意，资质有效期两年', at, actor: null, start: localDate(at), end: localDate(new Date(at.getTime() + 729 * DAY)) });
    }
    if (applicant.status === 4) history.push({ status: 4, comment: applicant.rejection ?? '', at: new Date(submitted.getTime() + 4 * DAY), actor: null });
    await tx.insert(qualificationReviews).values(
      history.map((row) => ({
        institutionUserId: user.id,
        status: row.status,
        comment: row.comment,
        actorUserId: row.actor,
        reviewedAt: row.at,
        effectiveStartDate: row.start ?? null,
        effectiveEndDate: row.end ?? null,
      })),
    );
    history.forEach((row, i) =>
      audit.push({
        workflow: 'qualification',
        recordId: user.id,
        actorUserId: row.actor,
        actorRole: row.actor === null ? null : Role.Institution,
        fromStatus: i === 0 ? '' : String(history[i - 1].status),
        toStatus: String(row.status),
        reason: i === 0 ? row.comment : `${row.comment}（演示数据）`,
        changedAt: row.at,
      }),
    );
  }

  // Assessors: demo evaluators who may assess, per rank.
  const pool = await tx
    .select({ id: users.id, rank: personProfiles.evaluatorRank })
    .from(users)
    .innerJoin(evaluators, eq(evaluators.userId, users.id))
    .innerJoin(personProfiles, eq(personProfiles.userId, users.id))
    .where(and(eq(users.usertype, Role.Evaluator), eq(evaluators.isListed, true), isNotNull(personProfiles.evaluatorRank)))
    .orderBy(asc(users.id));
  const ofRank = (rank: number, count: number, skip: number) => pool.filter((row) => row.rank === rank).slice(skip, skip + count).map((row) => row.id);

  const classInstitution = ids.get('classes')!;
  const [classSite] = await tx.select().from(testSites).where(eq(testSites.institutionUserId, classInstitution));
  const addClass = async (owner: number, site: typeof classSite, siteNames: [string, string, string], plan: DemoReviewClass, index: number) => {
    const testStart = new Date(now.getTime() + plan.testInDays * DAY);
    const created = ago(6 - index * 0.5);
    const [row] = await tx
      .insert(testClasses)
      .values({
        institutionUserId: owner,
        title: plan.title,
        provinceId: site.provinceId,
        cityId: site.cityId,
        districtId: site.districtId,
        provinceName: siteNames[0],
        cityName: siteNames[1],
        districtName: siteNames[2],
        detailedAddress: site.detailedAddress,
        mailingAddress: `${siteNames.join('_')}_${site.detailedAddress}`,
        registrationStartTime: ago(10),
        registrationEndTime: new Date(testStart.getTime() - 3 * DAY),
        testStartTime: testStart,
        testEndTime: new Date(testStart.getTime() + 8 * HOUR),
        testNum: 30 + index * 10,
        applicationStatus: plan.status,
        contact: '苏老师',
        contactNumber: '13900000188',
        createdAt: created,
      })
      .returning({ id: testClasses.id });
    await tx.insert(testClassGrades).values(plan.grades.map((grade) => ({ testClassId: row.id, grade, feeFen: standardGradeFeeFen(grade) })));
    const crew = [
      ...ofRank(1, plan.firstLevel, 3 + index).map((id) => ({ id, level: 1 })),
      ...ofRank(2, 1, 2 + index).map((id) => ({ id, level: 2 })),
      ...ofRank(3, 1, 2 + index).map((id) => ({ id, level: 3 })),
    ];
    if (crew.length) {
      await tx
        .insert(testClassEvaluators)
        .values(crew.map((member, i) => ({ testClassId: row.id, evaluatorUserId: member.id, level: member.level, isLeader: i === 0 })))
        .onConflictDoNothing();
    }
    audit.push({ workflow: 'testClass', recordId: row.id, actorUserId: owner, actorRole: Role.Institution, fromStatus: '', toStatus: TestClassStatus.Applied, reason: '机构提交测试班申请', changedAt: created });
    if (plan.status === TestClassStatus.ProvinceApproved) {
      audit.push({ workflow: 'testClass', recordId: row.id, actorUserId: null, actorRole: null, fromStatus: TestClassStatus.Applied, toStatus: TestClassStatus.ProvinceApproved, reason: '省协会审核通过（演示数据）', changedAt: new Date(created.getTime() + DAY) });
    }
  };
  const ownNames: [string, string, string] = [names.get(440000) ?? '广东省', names.get(440100) ?? '广州市', names.get(440105) ?? '海珠区'];
  for (const [index, plan] of DEMO_REVIEW_CLASSES.entries()) await addClass(classInstitution, classSite, ownNames, plan, index);

  // Outside 广东: a qualified portal institution's classes.
  const [elsewhere] = await tx
    .select({ userId: institutionProfiles.userId, nickname: institutionProfiles.nickname })
    .from(institutionProfiles)
    .innerJoin(institutions, eq(institutions.userId, institutionProfiles.userId))
    .where(and(eq(institutionProfiles.approvalStatus, QualificationStatus.Approved), ne(institutionProfiles.provinceId, 440000)))
    .orderBy(asc(institutionProfiles.userId))
    .limit(1);
  if (elsewhere) {
    const [site] = await tx.select().from(testSites).where(eq(testSites.institutionUserId, elsewhere.userId)).limit(1);
    const [profile] = await tx.select().from(institutionProfiles).where(eq(institutionProfiles.userId, elsewhere.userId));
    const ownSite =
      site ??
      (
        await tx
          .insert(testSites)
          .values({
            institutionUserId: elsewhere.userId,
            name: `${elsewhere.nickname}羽毛球馆`,
            provinceId: profile.provinceId,
            cityId: profile.cityId,
            districtId: profile.districtId,
            detailedAddress: profile.detailedAddress,
            courtCount: 8,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
      )[0];
    const placeRows = await tx.select({ id: regions.id, name: regions.areaName }).from(regions).where(eq(regions.id, ownSite.provinceId));
    const cityRows = await tx.select({ id: regions.id, name: regions.areaName }).from(regions).where(eq(regions.id, ownSite.cityId));
    const districtRows = await tx.select({ id: regions.id, name: regions.areaName }).from(regions).where(eq(regions.id, ownSite.districtId));
    const siteNames: [string, string, string] = [placeRows[0]?.name ?? '', cityRows[0]?.name ?? '', districtRows[0]?.name ?? ''];
    const plans: DemoReviewClass[] = [
      { title: `${elsewhere.nickname}2027春季成人等级测试班`, status: TestClassStatus.Applied, grades: [4, 5], firstLevel: 3, testInDays: 42 },
      { title: `${elsewhere.nickname}2027春季少儿等级测试班`, status: TestClassStatus.ProvinceApproved, grades: [12, 13], firstLevel: 1, testInDays: 48 },
    ];
    for (const [index, plan] of plans.entries()) await addClass(elsewhere.userId, ownSite, siteNames, plan, index + DEMO_REVIEW_CLASSES.length);
  }
  audit.sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
  await appendAudit(tx, audit);
  return true;
}
