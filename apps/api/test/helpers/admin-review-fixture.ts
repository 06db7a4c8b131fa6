import { QUALIFICATION_GROUPS, QualificationStatus, Role, TestClassStatus, type TestClassStatusCode } from '@badminton/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import {
  institutionProfiles,
  qualificationApplications,
  qualificationAttachments,
  qualificationReviews,
  testClasses,
  testClassEvaluators,
  testClassGrades,
  testSites,
  users,
} from '../../src/db/schema';
import type { Storage } from '../../src/storage/storage';
import { signedInUser } from './accounts';
import { assessor } from './institution-classes-fixture';
import { pngImage } from './images';

/** Fixtures of the back office's review queues (decision 0067). */

export const GUANGDONG = { provinceId: 440000, cityId: 440100, districtId: 440106, names: ['广东省', '广州市', '天河区'] } as const;
export const GUANGXI = { provinceId: 450000, cityId: 450100, districtId: 450102, names: ['广西壮族自治区', '南宁市', '兴宁区'] } as const;
export type Place = typeof GUANGDONG | typeof GUANGXI;

const AT = new Date(Date.UTC(2026, 10, 1));
const DAY = 86_400_000;
let serial = 0;

/** A signed-in provincial reviewer of a province (null: none assigned). */
export async function reviewerOf(db: Database, provinceId: number | null) {
  const who = await signedInUser(db, Role.ProvincialReviewer);
  await db.update(users).set({ reviewProvinceId: provinceId }).where(eq(users.id, who.userId));
  return who;
}

/** An institution account with its basic information in `place` and a qualification status. */
export async function institutionIn(db: Database, place: Place, approvalStatus: number | null, name?: string): Promise<number> {
  serial += 1;
  const who = await signedInUser(db, Role.Institution);
  await db.update(users).set({ mobile: `137${String(20_000_000 + who.userId).slice(-8)}` }).where(eq(users.id, who.userId));
  await db.insert(institutionProfiles).values({
    userId: who.userId,
    fullName: name ?? `审核测试机构${who.userId}`,
    nickname: `审核${who.userId}`,
    businessLicense: `91440101MC${String(who.userId).padStart(8, '0')}`,
    provinceId: place.provinceId,
    cityId: place.cityId,
    districtId: place.districtId,
    detailedAddress: '体育路1号',
    legalPerson: '王五',
    certificatesType: 1,
    legalPersonIdNumber: '440106198505050017',
    principal: '赵六',
    principalTel: '13900001111',
    approvalStatus,
    createdAt: AT,
    updatedAt: AT,
  });
  return who.userId;
}

/**
 * A submitted qualification application of a new institution in `place`, in `status` (1 submitted; 2 after the first
 * review), with its licence stored in the protected folder and its history rows. Returns the institution's id.
 */
export async function applicationIn(db: Database, place: Place, status: number = QualificationStatus.Submitted, options: { storage?: Storage; name?: string } = {}): Promise<number> {
  const userId = await institutionIn(db, place, status, options.name);
  const licence = `upload/qualification/${userId}/licence${userId}.png`;
  if (options.storage) await options.storage.put(licence, await pngImage(40, 30));
  const [site] = await db
    .insert(testSites)
    .values({ institutionUserId: userId, name: '审核球馆', provinceId: place.provinceId, cityId: place.cityId, districtId: place.districtId, detailedAddress: '球馆路2号', courtCount: 6, createdAt: AT, updatedAt: AT })
    .returning({ id: testSites.id });
  await db.insert(qualificationApplications).values({
    institutionUserId: userId,
    grade: '4,5,6',
    comprehensiveContent: QUALIFICATION_GROUPS.map((group) => group.options[0]).join('|'),
    plasticPacesNumber: 6,
    evaluatorNumber: 3,
    facilityIntroduct: '6片标准塑胶场地。',
    promotionAndEducationResources: '公众号推广。',
    recentSituation: '组织测试两次。',
    businessLicenseKey: `/wwwroot/${licence}`,
    testSiteId: site.id,
    submittedAt: new Date(AT.getTime() + serial * 1000),
    updatedAt: AT,
  });
  await db.insert(qualificationAttachments).values({ institutionUserId: userId, kind: 'business_license', path: `/wwwroot/${licence}`, createdAt: AT });
  await db.insert(qualificationReviews).values({ institutionUserId: userId, status: 1, comment: '机构提交资质申请', actorUserId: userId, reviewedAt: AT });
  if (status === QualificationStatus.ProvinceApproved) {
    await db.insert(qualificationReviews).values({ institutionUserId: userId, status: 2, comment: '省协会初审通过', reviewedAt: new Date(AT.getTime() + DAY) });
  }
  return userId;
}

/**
 * A class of a new qualified institution in `place`, in `status`, offering `grades` (default 四级、五级: three
 * first-level assessors needed), with `crew` first-level assessors (default three, the first leads). Test day 60 days
 * after `start` (default: the fixture's instant, 2026-11-01).
 */
export async function classIn(
  db: Database,
  place: Place,
  status: TestClassStatusCode = TestClassStatus.Applied,
  options: { grades?: number[]; crew?: number; leader?: boolean; start?: Date; title?: string; institutionUserId?: number } = {},
): Promise<{ classId: number; institutionUserId: number; crew: number[] }> {
  serial += 1;
  const institutionUserId = options.institutionUserId ?? (await institutionIn(db, place, QualificationStatus.Approved));
  const testStart = new Date((options.start ?? AT).getTime() + 60 * DAY);
  const [row] = await db
    .insert(testClasses)
    .values({
      institutionUserId,
      title: options.title ?? `审核测试班${serial}`,
      provinceId: place.provinceId,
      cityId: place.cityId,
      districtId: place.districtId,
      provinceName: place.names[0],
      cityName: place.names[1],
      districtName: place.names[2],
      detailedAddress: '球馆路2号',
      mailingAddress: `${place.names.join('_')}_球馆路2号`,
      registrationStartTime: new Date(testStart.getTime() - 30 * DAY),
      registrationEndTime: new Date(testStart.getTime() - 5 * DAY),
      testStartTime: testStart,
      testEndTime: new Date(testStart.getTime() + 8 * 3_600_000),
      testNum: 40,
      applicationStatus: status,
      contact: '李老师',
      contactNumber: '13800138000',
      createdAt: new Date(AT.getTime() + serial * 1000),
    })
    .returning({ id: testClasses.id });
  await db.insert(testClassGrades).values((options.grades ?? [4, 5]).map((grade) => ({ testClassId: row.id, grade, feeFen: 27_000 })));
  const crew: number[] = [];
  for (let i = 0; i < (options.crew ?? 3); i += 1) crew.push((await assessor(db, 1)).id);
  if (crew.length) {
    await db
      .insert(testClassEvaluators)
      .values(crew.map((id, i) => ({ testClassId: row.id, evaluatorUserId: id, level: 1, isLeader: options.leader !== false && i === 0 })));
  }
  return { classId: row.id, institutionUserId, crew };
}
