import {
  ADMIN_ACCOUNT_ACTIONS as ACTION,
  ADMIN_ACCOUNT_MESSAGES as M,
  type AdminAccountDetail,
  type AdminAccountHistoryRow,
  type AdminAccountItem,
  type AdminAccountKind,
  CERTIFICATE_TYPE_LABELS,
  type CertificateTypeCode,
  Role,
  ROLE_LABELS,
  type RoleCode,
} from '@badminton/contracts';
import { maskMiddle } from '@badminton/validation';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { appendAudit } from '../../audit/chain';
import type { Database } from '../../db/client';
import { pageWithTotal, totalOver } from '../../db/paged';
import { institutionProfiles, personProfiles, statusAudit, users } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDateTime } from '../../lib/wire-time';
import type { ModuleDeps } from '../../registry/deps';
import { requireProvince } from '../../registry/scope';
import type { Caller } from '../../registry/types';
import { escapeLike } from '../content/repository';
import { findNames } from '../regions/repository';
import { actorLabel, requireAssignedProvince } from '../shared/review-stage';
import { sendCode } from '../sms-codes/service';
import { revokeSessionsOfUser } from './repository';

/**
 * The back office's accounts (issue 26 item 9; decision 0071; req: back-office.md#personal-data-in-the-back-office,
 * back-office.md#back-office-roles). An account's province is its basic information's (a person's or an institution's),
 * or for a provincial reviewer the province it reviews; a provincial reviewer reaches its own province's accounts only
 * (decision 0023) and never locks, unlocks or resets the association's own staff. The list masks ID numbers and mobiles
 * (product-decisions §4); `getAccount` answers them in full and writes 查看个人信息 to the one audit log each time.
 * Locking, unlocking and the reset SMS are audited too (workflow `account`, decision 0065).
 */

export type AdminAccountDeps = Pick<ModuleDeps, 'db' | 'clock' | 'jobs' | 'codeKey' | 'smsSealKey' | 'limits'>;

/** The account's workflow name in `status_audit` (the same as the staff accounts' creation row). */
const WORKFLOW = 'account';

const KIND_ROLES: Record<AdminAccountKind, readonly RoleCode[]> = {
  athlete: [Role.Athlete],
  evaluator: [Role.Evaluator],
  institution: [Role.Institution],
  staff: [Role.ProvincialReviewer, Role.NationalAdministrator],
};

const SEX_LABELS: Record<number, string> = { 0: '男', 1: '女' };

/** The account's province: its basic information's, else (a provincial reviewer) the province it reviews. */
const provinceOf = sql<number | null>`coalesce(${personProfiles.provinceId}, ${institutionProfiles.provinceId}, ${users.reviewProvinceId})`;

/** The accounts the caller reaches: every one for the national administrator, its province's for a provincial reviewer. */
function withinReach(caller: Caller): SQL | undefined {
  if (caller.scope.kind === 'national') return undefined;
  if (caller.scope.kind === 'province' && caller.scope.provinceCode !== null) return sql`${provinceOf} = ${caller.scope.provinceCode}`;
  return sql`false`;
}

function isStaff(usertype: number): boolean {
  return usertype === Role.ProvincialReviewer || usertype === Role.NationalAdministrator;
}

function roleLabel(usertype: number): string {
  return ROLE_LABELS[usertype as RoleCode] ?? '';
}

function accountsFrom(db: Database) {
  return {
    rows: db
      .select({ user: users, person: personProfiles, institution: institutionProfiles, province: provinceOf, total: totalOver() })
      .from(users)
      .leftJoin(personProfiles, eq(personProfiles.userId, users.id))
      .leftJoin(institutionProfiles, eq(institutionProfiles.userId, users.id)),
  };
}

export interface AccountSearchInput {
  page: number;
  limit: number;
  kind?: AdminAccountKind;
  keyword?: string;
  locked?: '0' | '1';
}

/** AdminAccount/Search: the accounts within reach, newest first, with each kind's number under the keyword. */
export async function searchAccounts({ db }: AdminAccountDeps, caller: Caller, input: AccountSearchInput) {
  requireAssignedProvince(caller);
  const page = toPage(input);
  const pattern = input.keyword ? `%${escapeLike(input.keyword)}%` : undefined;
  const base: Array<SQL | undefined> = [
    withinReach(caller),
    pattern
      ? or(
          ilike(personProfiles.name, pattern),
          ilike(institutionProfiles.fullName, pattern),
          ilike(users.mobile, pattern),
          ilike(users.contactMobile, pattern),
          ilike(users.loginName, pattern),
          ilike(personProfiles.certificatesNumber, pattern),
          ilike(institutionProfiles.businessLicense, pattern),
        )
      : undefined,
  ];
  const lockFilter = input.locked === '1' ? isNotNull(users.lockedAt) : input.locked === '0' ? isNull(users.lockedAt) : undefined;
  const where = and(...base, lockFilter, input.kind ? inArray(users.usertype, [...KIND_ROLES[input.kind]]) : undefined);
  const rows = await accountsFrom(db).rows.where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(page.limit).offset(page.offset);
  const joined = () =>
    db
      .select({ usertype: users.usertype, locked: sql<boolean>`${users.lockedAt} is not null`, total: count() })
      .from(users)
      .leftJoin(personProfiles, eq(personProfiles.userId, users.id))
      .leftJoin(institutionProfiles, eq(institutionProfiles.userId, users.id));
  const paged = await pageWithTotal(rows, page, async () => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(users)
      .leftJoin(personProfiles, eq(personProfiles.userId, users.id))
      .leftJoin(institutionProfiles, eq(institutionProfiles.userId, users.id))
      .where(where);
    return total;
  });
  const grouped = await joined()
    .where(and(...base))
    .groupBy(users.usertype, sql`${users.lockedAt} is not null`);
  const counts = { athlete: 0, evaluator: 0, institution: 0, staff: 0, locked: 0 };
  for (const row of grouped) {
    const kind = (Object.keys(KIND_ROLES) as AdminAccountKind[]).find((key) => KIND_ROLES[key].includes(row.usertype as RoleCode));
    if (kind) counts[kind] += row.total;
    if (row.locked) counts.locked += row.total;
  }
  const names = await findNames(db, paged.rows.map((row) => row.province));
  const items: AdminAccountItem[] = paged.rows.map(({ user, person, institution, province }) => ({
    id: user.id,
    usertype: user.usertype,
    role_label: roleLabel(user.usertype),
    name: person?.name ?? institution?.fullName ?? '',
    // Masked in the list: the full values are only in AdminAccount/Get, which is audited (product-decisions §4).
    mobile: maskMiddle(user.mobile ?? user.contactMobile ?? ''),
    certificates_number: maskMiddle(person?.certificatesNumber ?? institution?.businessLicense ?? ''),
    province_name: province === null ? '' : (names.get(province) ?? ''),
    locked: user.lockedAt !== null,
    created_at: toWireDateTime(user.createdAt),
  }));
  return { items, totalCount: paged.total, counts };
}

/** The account named by id, or 账号不存在; one of another province is refused (decision 0023), never hidden. */
async function accountOf(db: Database, caller: Caller, id: number) {
  requireAssignedProvince(caller);
  const [row] = await accountsFrom(db).rows.where(eq(users.id, id));
  if (!row) throw new BusinessError(M.notFound);
  requireProvince(caller, row.province);
  return row;
}

/** What the caller may do to the account (the screen offers exactly these; the decisions check again). */
function permissions(caller: Caller, user: typeof users.$inferSelect) {
  const mayAct = !(isStaff(user.usertype) && caller.role === Role.ProvincialReviewer);
  return {
    lock: mayAct && user.lockedAt === null && user.id !== caller.userId,
    unlock: mayAct && user.lockedAt !== null,
    reset: mayAct && user.mobile !== null,
  };
}

function requireMayAct(caller: Caller, user: typeof users.$inferSelect): void {
  if (isStaff(user.usertype) && caller.role === Role.ProvincialReviewer) throw new BusinessError(M.staffByProvince);
}

async function historyOf(db: Database, id: number): Promise<AdminAccountHistoryRow[]> {
  const rows = await db
    .select()
    .from(statusAudit)
    .where(and(eq(statusAudit.workflow, WORKFLOW), eq(statusAudit.recordId, id)))
    .orderBy(asc(statusAudit.changedAt), asc(statusAudit.id));
  return rows.map((row) => ({ time: toWireDateTime(row.changedAt), actor: actorLabel(row.actorRole), action: row.action ?? '', reason: row.reason }));
}

/**
 * AdminAccount/Get: the account in full (name, ID numbers, mobiles, addresses). Each call writes 查看个人信息 first, so
 * the history it answers already holds this view (req: back-office.md#personal-data-in-the-back-office).
 */
export async function getAccount({ db, clock }: AdminAccountDeps, caller: Caller, input: { id: number }) {
  const { user, person, institution, province } = await accountOf(db, caller, input.id);
  await appendAudit(db, {
    workflow: WORKFLOW,
    recordId: user.id,
    actorUserId: caller.userId,
    actorRole: caller.role,
    fromStatus: '',
    toStatus: '',
    action: ACTION.viewed,
    changedAt: clock.now(),
  });
  const names = await findNames(db, [
    province,
    user.reviewProvinceId,
    person?.provinceId ?? null,
    person?.cityId ?? null,
    person?.districtId ?? null,
    institution?.provinceId ?? null,
    institution?.cityId ?? null,
    institution?.districtId ?? null,
  ]);
  const region = (...ids: Array<number | null | undefined>) =>
    ids
      .map((id) => (id ? (names.get(id) ?? '') : ''))
      .filter(Boolean)
      .join('');
  const detail: AdminAccountDetail = {
    id: user.id,
    usertype: user.usertype,
    role_label: roleLabel(user.usertype),
    login_name: user.loginName,
    mobile: user.mobile,
    contact_mobile: user.contactMobile,
    is_verify: user.isVerify,
    created_at: toWireDateTime(user.createdAt),
    province_name: province === null ? '' : (names.get(province) ?? ''),
    review_province_name: user.reviewProvinceId === null ? null : (names.get(user.reviewProvinceId) ?? null),
    locked: user.lockedAt !== null,
    locked_at: user.lockedAt ? toWireDateTime(user.lockedAt) : null,
    lock_reason: user.lockReason,
    person: person
      ? {
          name: person.name,
          english_name: person.englishName,
          sex: SEX_LABELS[person.sex] ?? '',
          certificates_type: CERTIFICATE_TYPE_LABELS[person.certificatesType as CertificateTypeCode] ?? '',
          certificates_number: person.certificatesNumber,
          birthday: person.birthday,
          region: region(person.provinceId, person.cityId, person.districtId),
          mailing_address: person.mailingAddress,
          native_place: person.nativePlace,
          email: person.email,
        }
      : null,
    institution: institution
      ? {
          full_name: institution.fullName,
          nickname: institution.nickname,
          business_license: institution.businessLicense,
          region: region(institution.provinceId, institution.cityId, institution.districtId),
          detailed_address: institution.detailedAddress,
          office_address: institution.officeAddress,
          legal_person: institution.legalPerson,
          legal_person_id_number: institution.legalPersonIdNumber,
          principal: institution.principal,
          principal_tel: institution.principalTel,
          management_tel: institution.managementTel,
        }
      : null,
    history: await historyOf(db, user.id),
    can: permissions(caller, user),
  };
  return { items: [detail] };
}

/**
 * AdminAccount/Lock: the account can no longer sign in, and its live sessions end now, in the same transaction as the
 * lock (a compare-and-set on `locked_at`) and its audit row.
 */
export async function lockAccount({ db, clock }: AdminAccountDeps, caller: Caller, input: { id: number; reason: string }) {
  const { user } = await accountOf(db, caller, input.id);
  requireMayAct(caller, user);
  if (user.id === caller.userId) throw new BusinessError(M.notYourself);
  if (user.lockedAt) throw new BusinessError(M.alreadyLocked);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .update(users)
      .set({ lockedAt: now, lockReason: input.reason })
      .where(and(eq(users.id, user.id), isNull(users.lockedAt)))
      .returning({ id: users.id });
    if (!locked) throw new BusinessError(M.alreadyLocked);
    const revoked = await revokeSessionsOfUser(tx, user.id, now);
    await appendAudit(tx, {
      workflow: WORKFLOW,
      recordId: user.id,
      actorUserId: caller.userId,
      actorRole: caller.role,
      fromStatus: 'unlocked',
      toStatus: 'locked',
      reason: input.reason,
      action: ACTION.locked,
      after: { revokedSessions: revoked },
      changedAt: now,
    });
  });
  return {};
}

/** AdminAccount/Unlock: the account signs in again (with its password as it was). */
export async function unlockAccount({ db, clock }: AdminAccountDeps, caller: Caller, input: { id: number; reason: string }) {
  const { user } = await accountOf(db, caller, input.id);
  requireMayAct(caller, user);
  const lockedAt = user.lockedAt;
  if (!lockedAt) throw new BusinessError(M.notLocked);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [unlocked] = await tx
      .update(users)
      .set({ lockedAt: null, lockReason: null })
      .where(and(eq(users.id, user.id), isNotNull(users.lockedAt)))
      .returning({ id: users.id });
    if (!unlocked) throw new BusinessError(M.notLocked);
    await appendAudit(tx, {
      workflow: WORKFLOW,
      recordId: user.id,
      actorUserId: caller.userId,
      actorRole: caller.role,
      fromStatus: 'locked',
      toStatus: 'unlocked',
      reason: input.reason,
      action: ACTION.unlocked,
      before: { lockedAt: lockedAt.toISOString(), lockReason: user.lockReason },
      changedAt: now,
    });
  });
  return {};
}

/**
 * AdminAccount/StartPasswordReset: texts a code to the account's own mobile through the one SMS code path (`sendCode`:
 * the same 120 s resend and daily caps, counted per mobile and per the staff member's address). The user then sets a
 * new password with 忘记密码 (CommonApi/ForgetPassword, req: accounts.md#forgot-password), which also ends their
 * sessions; nobody in the back office ever sees or sets the password (decision 0071).
 */
export async function startPasswordReset(
  deps: AdminAccountDeps,
  caller: Caller,
  input: { id: number },
  clientAddress: string,
  log: FastifyBaseLogger,
) {
  const { user } = await accountOf(deps.db, caller, input.id);
  requireMayAct(caller, user);
  if (!user.mobile) throw new BusinessError(M.noMobile);
  await sendCode(deps, user.mobile, clientAddress, log);
  await appendAudit(deps.db, {
    workflow: WORKFLOW,
    recordId: user.id,
    actorUserId: caller.userId,
    actorRole: caller.role,
    fromStatus: '',
    toStatus: '',
    action: ACTION.resetSent,
    changedAt: deps.clock.now(),
  });
  return { mobile: maskMiddle(user.mobile) };
}
