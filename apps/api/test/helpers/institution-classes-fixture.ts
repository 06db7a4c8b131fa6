import { Role, TestClassStatus, type TestClassStatusCode } from '@badminton/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { evaluators, institutionProfiles, personProfiles, testClasses, testClassGrades, testSites, users } from '../../src/db/schema';
import { signedInUser } from './accounts';

/** Fixtures of the institution's test classes (decision 0059). */

const AT = new Date(Date.UTC(2026, 10, 1));
const DAY = 86_400_000;
let serial = 0;

/** Gives an institution account its profile with a qualification status (3 passed; null never applied). */
export async function institutionWithStatus(db: Database, userId: number, approvalStatus: number | null): Promise<void> {
  const existing = await db.select({ userId: institutionProfiles.userId }).from(institutionProfiles).where(eq(institutionProfiles.userId, userId));
  if (existing.length) {
    await db.update(institutionProfiles).set({ approvalStatus }).where(eq(institutionProfiles.userId, userId));
    return;
  }
  await db.insert(institutionProfiles).values({
    userId,
    fullName: `测试班机构${userId}`,
    nickname: `班机构${userId}`,
    businessLicense: `91440101MB${String(userId).padStart(8, '0')}`,
    provinceId: 440000,
    cityId: 440100,
    districtId: 440106,
    detailedAddress: '体育西路1号',
    legalPerson: '张三',
    certificatesType: 4,
    legalPersonIdNumber: `E${String(userId).padStart(8, '0')}`,
    approvalStatus,
    createdAt: AT,
    updatedAt: AT,
  });
}

/** A signed-in, qualified institution (approval_status 3). */
export async function qualifiedInstitution(db: Database) {
  const who = await signedInUser(db, Role.Institution);
  await institutionWithStatus(db, who.userId, 3);
  return who;
}

/** A test site of an institution in 广州市天河区. */
export async function siteOf(db: Database, institutionUserId: number, name = '天河体育馆'): Promise<number> {
  const [row] = await db
    .insert(testSites)
    .values({ institutionUserId, name, provinceId: 440000, cityId: 440100, districtId: 440106, detailedAddress: '体育西路299号', courtCount: 8, createdAt: AT, updatedAt: AT })
    .returning({ id: testSites.id });
  return row.id;
}

/** An evaluator account with a profile (rank 1–3 or null) and its evaluator row (listed or withdrawn). */
export async function assessor(
  db: Database,
  rank: number | null,
  options: { listed?: boolean; name?: string; provinceId?: number; cityId?: number; districtId?: number; mobile?: string } = {},
): Promise<{ id: number; name: string }> {
  serial += 1;
  const name = options.name ?? `考评员${'甲乙丙丁戊己庚辛壬癸'[serial % 10]}${serial}`;
  const [user] = await db
    .insert(users)
    .values({ usertype: Role.Evaluator, mobile: options.mobile ?? `139${String(10_000_000 + serial * 7919).slice(-8)}`, isVerify: true, createdAt: AT })
    .returning({ id: users.id });
  await db.insert(personProfiles).values({
    userId: user.id,
    name,
    englishName: 'Assessor',
    sex: 1,
    certificatesType: 4,
    certificatesNumber: `K${String(user.id).padStart(8, '0')}`,
    birthday: '1985-01-01',
    provinceId: options.provinceId ?? 440000,
    cityId: options.cityId ?? 440100,
    districtId: options.districtId ?? 440106,
    evaluatorRank: rank,
    createdAt: AT,
    updatedAt: AT,
  });
  await db.insert(evaluators).values({ userId: user.id, isListed: options.listed ?? true, createdAt: AT });
  return { id: user.id, name };
}

/** A class of an institution in a given application status and class refund status. */
export async function classOf(
  db: Database,
  institutionUserId: number,
  options: { status?: TestClassStatusCode; refundStatus?: number; title?: string; comments?: string | null; createdAt?: Date } = {},
): Promise<number> {
  serial += 1;
  const start = new Date(AT.getTime() + 60 * DAY);
  const [row] = await db
    .insert(testClasses)
    .values({
      institutionUserId,
      title: options.title ?? `机构测试班${serial}`,
      provinceId: 440000,
      cityId: 440100,
      districtId: 440106,
      provinceName: '广东省',
      cityName: '广州市',
      districtName: '天河区',
      detailedAddress: '体育西路299号',
      mailingAddress: '广东省_广州市_天河区_体育西路1号',
      registrationStartTime: new Date(start.getTime() - 30 * DAY),
      registrationEndTime: new Date(start.getTime() - 5 * DAY),
      testStartTime: start,
      testEndTime: new Date(start.getTime() + 8 * 3_600_000),
      testNum: 40,
      applicationStatus: options.status ?? TestClassStatus.Approved,
      approvalComments: options.comments ?? null,
      refundStatus: options.refundStatus ?? 0,
      contact: '李老师',
      contactNumber: '13800138000',
      createdAt: options.createdAt ?? new Date(AT.getTime() + serial * 1000),
    })
    .returning({ id: testClasses.id });
  await db.insert(testClassGrades).values([4, 5].map((grade) => ({ testClassId: row.id, grade, feeFen: 27_000 })));
  return row.id;
}
