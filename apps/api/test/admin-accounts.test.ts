import {
  ADMIN_ACCOUNT_ACTIONS as ACTION,
  ADMIN_ACCOUNT_MESSAGES as M,
  ADMIN_REVIEW_MESSAGES,
  type AdminAccountDetail,
  type AdminAccountItem,
  forgetPassword,
  getAdminAccount,
  getStationNewsList,
  lockAdminAccount,
  login,
  MESSAGES,
  Role,
  searchAdminAccounts,
  startAdminPasswordReset,
  unlockAdminAccount,
} from '@badminton/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../src/audit/chain';
import { personProfiles, statusAudit, users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { hashPassword } from '../src/security/passwords';
import { signedInUser } from './helpers/accounts';
import { browserEncryptor, latestCode, outbox, userDataOf } from './helpers/accounts-flow';
import { GUANGDONG, GUANGXI, institutionIn, type Place, reviewerOf } from './helpers/admin-review-fixture';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';

/**
 * The back office's accounts (decision 0071): search within the province, the full data of one account with an audit
 * row per view, lock (no sign-in, sessions ended) and unlock with a reason, the reset SMS, and the refusals.
 */

let t: TestApp;
type User = { userId: number; userToken: string };
let gd: User;
let gx: User;
let national: User;
let unassigned: User;
let encrypt: (value: string) => string;
const PASSWORD = 'Acct@2026';
let serial = 0;

beforeAll(async () => {
  t = await build({ demo: null });
  encrypt = await browserEncryptor(t.app);
  gd = await reviewerOf(db(), GUANGDONG.provinceId);
  gx = await reviewerOf(db(), GUANGXI.provinceId);
  unassigned = await reviewerOf(db(), null);
  national = await signedInUser(db(), Role.NationalAdministrator);
});
afterAll(() => t.close());

const db = () => t.database.db;

/** An athlete with a mobile, a password and basic information in `place`. */
async function athleteIn(place: Place, name: string) {
  serial += 1;
  const mobile = `136${String(10_000_000 + serial * 7919).slice(-8)}`;
  const idNumber = `44010619900101${String(1000 + serial).slice(-4)}`;
  const [user] = await db()
    .insert(users)
    .values({ usertype: Role.Athlete, mobile, passwordHash: await hashPassword(PASSWORD), isVerify: true, createdAt: new Date() })
    .returning({ id: users.id });
  await db().insert(personProfiles).values({
    userId: user.id,
    name,
    englishName: 'ZHANG SAN',
    sex: 0,
    certificatesType: 1,
    certificatesNumber: idNumber,
    birthday: '1990-01-01',
    provinceId: place.provinceId,
    cityId: place.cityId,
    districtId: place.districtId,
    mailingAddress: '体育西路88号',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return { id: user.id, mobile, idNumber };
}

async function errorOf(path: string, payload: Record<string, unknown>, as: User): Promise<string | undefined> {
  const answer = await call(t.app, path, payload, as);
  expect(answer.result?.isSuccess, JSON.stringify(answer)).toBe(false);
  return answer.result?.errorMsg as string | undefined;
}

async function search(as: User, payload: Record<string, unknown>) {
  return (await callOk(t.app, searchAdminAccounts.path, { page: 1, ...payload }, as)) as unknown as {
    items: AdminAccountItem[];
    totalCount: number;
    counts: Record<string, number>;
  };
}

async function detail(as: User, id: number): Promise<AdminAccountDetail> {
  const result = (await callOk(t.app, getAdminAccount.path, { id }, as)) as unknown as { items: AdminAccountDetail[] };
  return result.items[0];
}

async function auditOf(id: number) {
  return db().select().from(statusAudit).where(and(eq(statusAudit.workflow, 'account'), eq(statusAudit.recordId, id))).orderBy(asc(statusAudit.id));
}

function signIn(mobile: string) {
  return call(t.app, login.path, { usertype: Role.Athlete, loginName: encrypt(mobile), password: encrypt(PASSWORD) });
}

describe('AdminAccount/Search', () => {
  it('finds by name, mobile or ID number within the reviewer’s province, masked, with counts', async () => {
    const mine = await athleteIn(GUANGDONG, '搜索广东甲');
    const theirs = await athleteIn(GUANGXI, '搜索广西乙');
    const institution = await institutionIn(db(), GUANGDONG, null, '搜索广东机构');

    const byName = await search(gd, { keyword: '搜索广' });
    expect(byName.items.map((item) => item.id).sort()).toEqual([mine.id, institution].sort());
    expect(byName.counts).toMatchObject({ athlete: 1, institution: 1, evaluator: 0, locked: 0 });
    const row = byName.items.find((item) => item.id === mine.id);
    expect(row).toMatchObject({ name: '搜索广东甲', role_label: '运动员', province_name: '广东省', locked: false });
    expect(row?.mobile).toBe(`${mine.mobile.slice(0, 3)}****${mine.mobile.slice(-4)}`);
    expect(row?.certificates_number).not.toContain(mine.idNumber.slice(3, 14));

    expect((await search(gd, { keyword: mine.mobile })).items.map((item) => item.id)).toEqual([mine.id]);
    expect((await search(gd, { keyword: mine.idNumber })).items.map((item) => item.id)).toEqual([mine.id]);
    expect((await search(gd, { keyword: theirs.mobile })).totalCount).toBe(0);
    expect((await search(gd, { keyword: '搜索广', kind: 'institution' })).items.map((item) => item.id)).toEqual([institution]);

    const all = await search(national, { keyword: '搜索广', limit: 10 });
    expect(all.totalCount).toBe(3);
    expect(all.counts.athlete).toBe(2);
  });

  it('validates the filter in Chinese and refuses a reviewer without a province', async () => {
    expect(await errorOf(searchAdminAccounts.path, { kind: 'coach' }, gd)).toBe(M.kindInvalid);
    expect(await errorOf(searchAdminAccounts.path, {}, unassigned)).toBe(ADMIN_REVIEW_MESSAGES.noProvinceAssigned);
  });
});

describe('AdminAccount/Get', () => {
  it('answers the data in full and audits every view', async () => {
    const athlete = await athleteIn(GUANGDONG, '详情张三');
    const first = await detail(gd, athlete.id);
    expect(first).toMatchObject({
      mobile: athlete.mobile,
      province_name: '广东省',
      locked: false,
      person: { name: '详情张三', certificates_number: athlete.idNumber, region: '广东省广州市天河区', mailing_address: '体育西路88号', sex: '男' },
      can: { lock: true, unlock: false, reset: true },
    });
    expect(first.history).toEqual([expect.objectContaining({ action: ACTION.viewed, actor: '省协会审核员' })]);
    await detail(national, athlete.id);
    const rows = await auditOf(athlete.id);
    expect(rows.map((row) => [row.action, row.actorUserId])).toEqual([
      [ACTION.viewed, gd.userId],
      [ACTION.viewed, national.userId],
    ]);
    expect(await verifyAuditChain(db())).toMatchObject({ intact: true });
  });

  it('refuses another province’s account (and audits nothing), and an unknown one', async () => {
    const theirs = await athleteIn(GUANGXI, '详情广西');
    expect(await errorOf(getAdminAccount.path, { id: theirs.id }, gd)).toBe(MESSAGES.forbidden);
    expect(await auditOf(theirs.id)).toEqual([]);
    expect(await errorOf(getAdminAccount.path, { id: 99_999_999 }, national)).toBe(M.notFound);
  });
});

describe('AdminAccount/Lock and Unlock', () => {
  it('locks with a reason: sign-in refused, sessions ended; unlock lets it sign in again', async () => {
    const athlete = await athleteIn(GUANGDONG, '锁定李四');
    expect(userDataOf(await callOk(t.app, login.path, { usertype: 1, loginName: encrypt(athlete.mobile), password: encrypt(PASSWORD) })).isverify).toBe(1);
    const session = { userId: athlete.id, userToken: await startSession(db(), athlete.id, new Date()) };
    expect((await call(t.app, getStationNewsList.path, { page: 1, limit: 10 }, session)).result?.isSuccess).toBe(true);

    expect(await errorOf(lockAdminAccount.path, { id: athlete.id, reason: '  ' }, gd)).toBe(M.reasonRequired);
    expect(await errorOf(lockAdminAccount.path, { id: athlete.id }, gd)).toBe(M.reasonRequired);
    expect(await errorOf(lockAdminAccount.path, { id: athlete.id, reason: '长'.repeat(201) }, gd)).toBe(M.reasonTooLong);
    await callOk(t.app, lockAdminAccount.path, { id: athlete.id, reason: '冒用他人身份' }, gd);

    expect((await call(t.app, getStationNewsList.path, { page: 1, limit: 10 }, session)).unAuthorizedRequest).toBe(true);
    expect((await signIn(athlete.mobile)).result?.errorMsg).toBe(M.lockedSignIn);
    expect(await errorOf(lockAdminAccount.path, { id: athlete.id, reason: '再次' }, gd)).toBe(M.alreadyLocked);
    const locked = await detail(gd, athlete.id);
    expect(locked).toMatchObject({ locked: true, lock_reason: '冒用他人身份', can: { lock: false, unlock: true } });
    expect((await search(gd, { keyword: '锁定李四', locked: '1' })).items.map((item) => item.id)).toEqual([athlete.id]);

    expect(await errorOf(unlockAdminAccount.path, { id: athlete.id, reason: '' }, national)).toBe(M.reasonRequired);
    await callOk(t.app, unlockAdminAccount.path, { id: athlete.id, reason: '已核实身份' }, national);
    expect(await errorOf(unlockAdminAccount.path, { id: athlete.id, reason: '再次' }, national)).toBe(M.notLocked);
    expect((await signIn(athlete.mobile)).result?.isSuccess).toBe(true);

    const rows = await auditOf(athlete.id);
    expect(rows.filter((row) => row.action !== ACTION.viewed).map((row) => [row.action, row.fromStatus, row.toStatus, row.reason])).toEqual([
      [ACTION.locked, 'unlocked', 'locked', '冒用他人身份'],
      [ACTION.unlocked, 'locked', 'unlocked', '已核实身份'],
    ]);
  });

  it('refuses another province, the staff for a provincial reviewer, and oneself', async () => {
    const theirs = await athleteIn(GUANGXI, '锁定广西');
    expect(await errorOf(lockAdminAccount.path, { id: theirs.id, reason: '越权' }, gd)).toBe(MESSAGES.forbidden);
    const colleague = await reviewerOf(db(), GUANGDONG.provinceId);
    expect(await errorOf(lockAdminAccount.path, { id: colleague.userId, reason: '越权' }, gd)).toBe(M.staffByProvince);
    expect(await errorOf(startAdminPasswordReset.path, { id: colleague.userId }, gd)).toBe(M.staffByProvince);
    expect((await detail(gd, colleague.userId)).can).toEqual({ lock: false, unlock: false, reset: false });
    expect(await errorOf(lockAdminAccount.path, { id: gx.userId, reason: '越权' }, gd)).toBe(MESSAGES.forbidden);
    expect(await errorOf(lockAdminAccount.path, { id: national.userId, reason: '自己' }, national)).toBe(M.notYourself);
    await callOk(t.app, lockAdminAccount.path, { id: colleague.userId, reason: '离职' }, national);
    const [row] = await db().select({ lockedAt: users.lockedAt }).from(users).where(eq(users.id, colleague.userId));
    expect(row.lockedAt).not.toBeNull();
  });
});

describe('AdminAccount/StartPasswordReset', () => {
  it('texts a code to the account’s mobile, rate-limited, which the forgot-password flow then takes', async () => {
    const athlete = await athleteIn(GUANGDONG, '重置王五');
    const sent = await callOk(t.app, startAdminPasswordReset.path, { id: athlete.id }, gd);
    expect(sent.mobile).toBe(`${athlete.mobile.slice(0, 3)}****${athlete.mobile.slice(-4)}`);
    expect(await outbox(t.app, athlete.mobile)).toHaveLength(1);
    expect(await errorOf(startAdminPasswordReset.path, { id: athlete.id }, national)).toBe('验证码发送过于频繁，请稍后再试');
    const code = await latestCode(t.app, athlete.mobile);
    await callOk(t.app, forgetPassword.path, { usertype: 1, mobile: athlete.mobile, code, pwd: encrypt('Reset@2026'), confirmpwd: encrypt('Reset@2026') });
    const signedIn = await call(t.app, login.path, { usertype: 1, loginName: encrypt(athlete.mobile), password: encrypt('Reset@2026') });
    expect(signedIn.result?.isSuccess).toBe(true);
    expect((await auditOf(athlete.id)).map((row) => row.action)).toEqual([ACTION.resetSent]);
  });

  it('refuses an account without a mobile and another province’s', async () => {
    const bulk = await signedInUser(db(), Role.Athlete);
    expect(await errorOf(startAdminPasswordReset.path, { id: bulk.userId }, national)).toBe(M.noMobile);
    const theirs = await athleteIn(GUANGXI, '重置广西');
    expect(await errorOf(startAdminPasswordReset.path, { id: theirs.id }, gd)).toBe(MESSAGES.forbidden);
  });
});
