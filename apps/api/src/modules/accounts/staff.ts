import { Role } from '@badminton/contracts';
import { validateMobile, validatePassword } from '@badminton/validation';
import { and, eq } from 'drizzle-orm';
import { appendAudit } from '../../audit/chain';
import type { Database } from '../../db/client';
import { regions, users } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import { hashPassword } from '../../security/passwords';

/** The association roles: their accounts are made, never registered (decision 0066). */
export type StaffRole = typeof Role.ProvincialReviewer | typeof Role.NationalAdministrator;

export interface StaffAccountInput {
  role: StaffRole;
  /** The sign-in name: a mainland mobile, unique within the role. */
  mobile: string;
  password: string;
  /** The reviewed province (a GB/T 2260 province code): required for role 4, none for role 5. */
  provinceId?: number | null;
}

/**
 * Makes an association staff account (role 4 with its province, or role 5), verified, with an argon2id password, and
 * audits it as the service's own act (`创建协会账号`). The first national administrator of a new installation is made
 * this way from the command line (`pnpm --filter @badminton/api staff:create`); the refusals are Chinese business errors.
 */
export async function createStaffAccount(db: Database, at: Date, input: StaffAccountInput): Promise<{ userId: number }> {
  const mobileProblem = validateMobile(input.mobile);
  if (mobileProblem) throw new BusinessError(mobileProblem);
  const passwordProblem = validatePassword(input.password);
  if (passwordProblem) throw new BusinessError(passwordProblem);
  let provinceId: number | null = null;
  if (input.role === Role.ProvincialReviewer) {
    if (!input.provinceId) throw new BusinessError('省协会审核员须指定审核的省份');
    const [province] = await db.select({ level: regions.level }).from(regions).where(eq(regions.id, input.provinceId));
    if (!province || province.level !== 1) throw new BusinessError('省份代码不存在');
    provinceId = input.provinceId;
  } else if (input.provinceId) {
    throw new BusinessError('中羽协管理员不限省份，无需指定省份');
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(and(eq(users.usertype, input.role), eq(users.mobile, input.mobile)));
    if (taken) throw new BusinessError('该手机号已有此类账号');
    const [created] = await tx
      .insert(users)
      .values({ usertype: input.role, mobile: input.mobile, passwordHash, isVerify: true, reviewProvinceId: provinceId, createdAt: at, passwordChangedAt: at })
      .returning({ id: users.id });
    await appendAudit(tx, {
      workflow: 'account',
      recordId: created.id,
      actorUserId: null,
      actorRole: null,
      fromStatus: '',
      toStatus: '',
      action: '创建协会账号',
      after: { usertype: input.role, reviewProvinceId: provinceId },
      changedAt: at,
    });
    return { userId: created.id };
  });
}
