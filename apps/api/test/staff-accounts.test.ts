import { login } from '@badminton/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusAudit, users } from '../src/db/schema';
import { createStaffAccount } from '../src/modules/accounts/staff';
import { loadReferenceData } from '../src/reference-data/index';
import { browserEncryptor } from './helpers/accounts-flow';
import { build, type TestApp } from './helpers/build';
import { call } from './helpers/call';

/** Association staff accounts are made, not registered (decision 0066): the first national administrator of an installation. */

let t: TestApp;
const AT = new Date(Date.UTC(2026, 11, 1, 8, 0, 0));

beforeAll(async () => {
  t = await build({ demo: null });
  await loadReferenceData(t.database.db, AT);
});
afterAll(() => t.close());

describe('createStaffAccount', () => {
  it('makes a verified national administrator who signs in, audited as the service’s act without the mobile', async () => {
    const { userId } = await createStaffAccount(t.database.db, AT, { role: 5, mobile: '13900000005', password: 'Staff@2026' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ usertype: 5, mobile: '13900000005', isVerify: true, reviewProvinceId: null });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const [audit] = await t.database.db.select().from(statusAudit).where(and(eq(statusAudit.workflow, 'account'), eq(statusAudit.recordId, userId)));
    expect(audit).toMatchObject({ action: '创建协会账号', actorUserId: null, after: { usertype: 5, reviewProvinceId: null } });
    expect(JSON.stringify(audit)).not.toContain('13900000005');

    const encrypt = await browserEncryptor(t.app);
    const signIn = await call(t.app, login.path, { usertype: 5, loginName: encrypt('13900000005'), password: encrypt('Staff@2026') });
    expect(signIn.result).toMatchObject({ isSuccess: true });
  });

  it('makes a provincial reviewer of a province, and refuses a code that is not a province', async () => {
    const { userId } = await createStaffAccount(t.database.db, AT, { role: 4, mobile: '13900000004', password: 'Staff@2026', provinceId: 110000 });
    const [row] = await t.database.db.select({ province: users.reviewProvinceId }).from(users).where(eq(users.id, userId));
    expect(row.province).toBe(110000);
    await expect(createStaffAccount(t.database.db, AT, { role: 4, mobile: '13900000014', password: 'Staff@2026', provinceId: 110100 })).rejects.toThrow('省份代码不存在');
    await expect(createStaffAccount(t.database.db, AT, { role: 4, mobile: '13900000014', password: 'Staff@2026' })).rejects.toThrow('省协会审核员须指定审核的省份');
  });

  it('refuses a taken mobile, a bad mobile, a short password and a province for role 5', async () => {
    await expect(createStaffAccount(t.database.db, AT, { role: 5, mobile: '13900000005', password: 'Staff@2026' })).rejects.toThrow('该手机号已有此类账号');
    await expect(createStaffAccount(t.database.db, AT, { role: 5, mobile: '1390000', password: 'Staff@2026' })).rejects.toThrow();
    await expect(createStaffAccount(t.database.db, AT, { role: 5, mobile: '13900000015', password: '123' })).rejects.toThrow('密码不足6位');
    await expect(createStaffAccount(t.database.db, AT, { role: 5, mobile: '13900000015', password: 'Staff@2026', provinceId: 110000 })).rejects.toThrow('中羽协管理员不限省份');
  });
});
