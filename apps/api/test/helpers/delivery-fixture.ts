import { randomBytes } from 'node:crypto';
import { Role, TestClassStatus } from '@badminton/contracts';
import type { Database } from '../../src/db/client';
import { certificateFeeRates, certificates, shippingFees, testClasses, testRecords, users } from '../../src/db/schema';
import { institutionProfiles } from '../../src/db/schema';

const DAY = 86_400_000;
let serial = 0;

/** Fee rates of every user type and the shipping fee of Guangdong (440000) and Beijing (110000), in fen. */
export async function seedFees(db: Database): Promise<void> {
  await db
    .insert(certificateFeeRates)
    .values([
      { userType: 1, certificateFeeFen: 3000, badgeFeeFen: 2000 },
      { userType: 2, certificateFeeFen: 5000, badgeFeeFen: 2500 },
    ])
    .onConflictDoNothing();
  await db
    .insert(shippingFees)
    .values([
      { areaCode: 440000, feeFen: 1200 },
      { areaCode: 110000, feeFen: 1000 },
    ])
    .onConflictDoNothing();
}

export interface CertificateOptions {
  grade?: number;
  createdDate: Date;
  isGrant?: boolean;
  isEvent?: boolean;
  published?: boolean;
  /** From a test (with its class and institution) — default true unless an event certificate. */
  fromTest?: boolean;
}

/** A certificate of `userId`, from a test of a fresh institution (or an event). */
export async function certificateOf(db: Database, userId: number, options: CertificateOptions): Promise<{ id: number; institutionUserId: number | null; testClassId: number | null }> {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}${randomBytes(3).toString('hex')}`;
  let testRecordId: number | null = null;
  let institutionUserId: number | null = null;
  let testClassId: number | null = null;
  if (options.fromTest ?? !options.isEvent) {
    const [institution] = await db
      .insert(users)
      .values({ usertype: Role.Institution, loginName: `inst-${tag}`, isVerify: true, createdAt: options.createdDate })
      .returning({ id: users.id });
    institutionUserId = institution.id;
    await db.insert(institutionProfiles).values({
      userId: institution.id,
      fullName: `代领测试机构${tag}`,
      nickname: `机构${serial}`.slice(0, 8),
      businessLicense: `91440106MA${tag}`.slice(0, 18),
      provinceId: 440000,
      cityId: 440100,
      districtId: 440106,
      detailedAddress: '体育西路1号',
      legalPerson: '王法人',
      certificatesType: 1,
      legalPersonIdNumber: '440106198001010011',
      createdAt: options.createdDate,
      updatedAt: options.createdDate,
    } as typeof institutionProfiles.$inferInsert);
    const testEnd = new Date(options.createdDate.getTime() - 10 * DAY);
    const [testClass] = await db
      .insert(testClasses)
      .values({
        institutionUserId: institution.id,
        title: `证书测试班${serial}`,
        provinceId: 440000,
        cityId: 440100,
        districtId: 440106,
        provinceName: '广东省',
        cityName: '广州市',
        districtName: '天河区',
        detailedAddress: '体育西路1号',
        registrationStartTime: new Date(testEnd.getTime() - 40 * DAY),
        registrationEndTime: new Date(testEnd.getTime() - 10 * DAY),
        testStartTime: new Date(testEnd.getTime() - DAY),
        testEndTime: testEnd,
        testNum: 40,
        applicationStatus: TestClassStatus.Approved,
        contact: '张老师',
        contactNumber: '13900000000',
        createdAt: testEnd,
      })
      .returning({ id: testClasses.id });
    testClassId = testClass.id;
    const [record] = await db
      .insert(testRecords)
      .values({ athleteUserId: userId, testClassId: testClass.id, grade: options.grade ?? 4, testDate: testEnd, scoreJudgment: 1, createdAt: testEnd })
      .returning({ id: testRecords.id });
    testRecordId = record.id;
  }
  const [row] = await db
    .insert(certificates)
    .values({
      userId,
      grade: options.grade ?? 4,
      certificateNumber: `ZS${tag}`,
      certificateNumbering: `LS${tag}`,
      certificateUrl: `/wwwroot/certificate/ZS${tag}.png`,
      testRecordId,
      createdDate: options.createdDate,
      isGrant: options.isGrant ?? false,
      isEvent: options.isEvent ?? false,
      published: options.published ?? true,
    })
    .returning({ id: certificates.id });
  return { id: row.id, institutionUserId, testClassId };
}
