import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONTRACTS, loadInstitutionCentreDemo } from '../demo/institution-centre/index';
import { users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { QUALIFICATION_ACTION_MESSAGE, requireQualified } from '../src/modules/institutions/qualification-gate';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';

/** The institution centre's demo (decision 0058): what 羽翔体育 (13800000003) and 白鹭羽球 (13800000007) find. */

let t: TestApp;
const signIn = async (mobile: string) => {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.usertype, 3), eq(users.mobile, mobile)));
  return { userId: user.id, userToken: await startSession(t.database.db, user.id, new Date()) };
};

beforeAll(async () => {
  t = await build({ portal: true });
  await t.database.db.transaction((tx) => loadInstitutionCentreDemo(tx, { storage: t.storage, now: new Date() }));
}, 180_000);
afterAll(() => t.close());

describe('the demo institutions', () => {
  it('羽翔体育 is approved (status 3) with its full history, its site and its licence', async () => {
    const me = await signIn('13800000003');
    const answer = await callOk(t.app, 'TestMechanism/GetQualificationList', {}, me);
    expect(answer).toMatchObject({ approval_status: 3, canEdit: false, hasProfile: true });
    const [item] = answer.items as { history: { approval_status: number }[]; business_license_key: string; testInstitutionalSite: string; effective_end_date: string }[];
    expect(item.history.map((row) => row.approval_status)).toEqual([1, 2, 3]);
    expect(item.testInstitutionalSite).toBe('羽翔羽毛球馆（体育西路馆）');
    expect(item.effective_end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await t.app.inject({ method: 'GET', url: item.business_license_key })).statusCode).toBe(200);
    await expect(requireQualified(t.database.db, me.userId)).resolves.toBeUndefined();
  });

  it('羽翔体育 has a contract in every state', async () => {
    const me = await signIn('13800000003');
    const answer = await callOk(t.app, 'TestMechanism/GetContractList', { page: 1, limit: 8 }, me);
    const byId = Object.fromEntries((answer.items as { contract_id: string; result_code: number; contract_status: number; payment_status: number; order_sn: string }[]).map((item) => [item.contract_id, item]));
    expect(byId[DEMO_CONTRACTS.toSign]).toMatchObject({ result_code: 0, contract_status: 0, payment_status: 0 });
    expect(byId[DEMO_CONTRACTS.unpaid]).toMatchObject({ result_code: 3000, contract_status: 1, payment_status: 0, order_sn: '' });
    expect(byId[DEMO_CONTRACTS.paid]).toMatchObject({ result_code: 3000, contract_status: 1, payment_status: 1 });
    expect(byId[DEMO_CONTRACTS.paid].order_sn).not.toBe('');
    expect(byId[DEMO_CONTRACTS.failed]).toMatchObject({ result_code: 3001, contract_status: 0 });
  });

  it('白鹭羽球 has its basic information and no qualification: the gate refuses it', async () => {
    const me = await signIn('13800000007');
    const answer = await callOk(t.app, 'TestMechanism/GetQualificationList', {}, me);
    expect(answer).toMatchObject({ items: [], approval_status: null, canEdit: true, hasProfile: true });
    await expect(requireQualified(t.database.db, me.userId)).rejects.toThrow(QUALIFICATION_ACTION_MESSAGE);
  });
});
