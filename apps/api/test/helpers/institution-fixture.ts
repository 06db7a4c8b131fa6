import { QUALIFICATION_GROUPS } from '@badminton/contracts';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client';
import { institutionContracts, institutionProfiles } from '../../src/db/schema';
import type { FormFile } from './call';
import { jpegImage, pngImage } from './images';

/** Gives an institution account its basic information (the qualification asks for it first). */
export async function institutionProfileFor(db: Database, userId: number, at = new Date(), approvalStatus: number | null = null): Promise<void> {
  await db.insert(institutionProfiles).values({
    userId,
    fullName: `资质测试机构${userId}`,
    nickname: `资质${userId}`,
    businessLicense: `91440101MA${String(userId).padStart(8, '0')}`,
    provinceId: 440000,
    cityId: 440100,
    districtId: 440106,
    detailedAddress: '体育西路1号',
    legalPerson: '张三',
    certificatesType: 4,
    legalPersonIdNumber: `E${String(userId).padStart(8, '0')}`,
    approvalStatus,
    createdAt: at,
    updatedAt: at,
  });
}

/** A complete qualification form (text fields as a multipart submit sends them). */
export function qualificationFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    isFormSubmit: 'true',
    grade: '4,5,6',
    comprehensive_content: QUALIFICATION_GROUPS.map((group) => group.options[0]).join('|'),
    plastic_paces_number: '6',
    evaluator_number: '3',
    facility_introduct: '6片标准塑胶场地，照明良好。',
    promotion_and_education_resources: '公众号与社区推广。',
    recent_situation: '2026年组织等级测试两次，约120人次。',
    testInstitutionalSite: '羽翔体育天河球馆',
    detailed_address: '天河路100号',
    isAgree: '1',
    isCommit: '1',
    ...overrides,
  };
}

export async function licenceFile(name = 'business_license_key'): Promise<FormFile> {
  return { name, content: await pngImage(80, 60), filename: 'licence.png', type: 'image/png' };
}

export async function jpegFile(name: string): Promise<FormFile> {
  return { name, content: await jpegImage(60, 40), filename: `${name}.jpg`, type: 'image/jpeg' };
}

/** A contract of `userId` in the given state (defaults: signing, unpaid, deposit 5,000.00 元). */
export async function contractFor(
  db: Database,
  userId: number,
  values: Partial<typeof institutionContracts.$inferInsert> = {},
): Promise<typeof institutionContracts.$inferSelect> {
  const [row] = await db
    .insert(institutionContracts)
    .values({
      institutionUserId: userId,
      contractId: `HT${randomBytes(6).toString('hex').toUpperCase()}`,
      docTitle: '等级评定测试机构合作协议',
      depositFen: 500_000,
      createdAt: new Date(),
      ...values,
    })
    .returning();
  return row;
}
