import { BATCH_CERTIFICATE_MESSAGES as M, checkBatchCertificates } from '@badminton/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BATCH_CLASSES, DEMO_BATCH_TOO_EARLY_CLASS, loadInstitutionBatchCertificatesDemo } from '../demo/institution-centre/batch-certificates';
import { loadInstitutionClassesDemo } from '../demo/institution-centre/classes';
import { loadInstitutionOrdersAppealsDemo } from '../demo/institution-centre/orders-appeals';
import { testClasses, users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';
import { seedFees } from './helpers/delivery-fixture';

/** The batch certificate demo (decision 0063): what the demo institution 羽翔体育 finds on view entry's 批量申请证书. */

let t: TestApp;
let institution: { userId: number; userToken: string };
let loaded: boolean;

beforeAll(async () => {
  t = await build({ portal: true });
  await seedFees(t.database.db);
  await t.database.db.transaction((tx) => loadInstitutionClassesDemo(tx, { now: new Date() }));
  await t.database.db.transaction((tx) => loadInstitutionOrdersAppealsDemo(tx, { now: new Date(), storage: t.storage }));
  loaded = await t.database.db.transaction((tx) => loadInstitutionBatchCertificatesDemo(tx, { now: new Date() }));
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.usertype, 3), eq(users.mobile, '13800000003')));
  institution = { userId: user.id, userToken: await startSession(t.database.db, user.id, new Date()) };
}, 180_000);
afterAll(() => t.close());

async function checkOf(title: string) {
  const [row] = await t.database.db.select({ id: testClasses.id }).from(testClasses).where(and(eq(testClasses.institutionUserId, institution.userId), eq(testClasses.title, title)));
  return callOk(t.app, checkBatchCertificates.path, { test_class_id: row.id }, institution);
}

describe('the demo institution’s batch certificate application', () => {
  it('may apply on each of the two summer classes: five passers each', async () => {
    expect(loaded).toBe(true);
    for (const plan of DEMO_BATCH_CLASSES) {
      expect(await checkOf(plan.title), plan.title).toMatchObject({ totalCount: 5, isMoreServenDays: true, isAllowApply: true, errorMsg: '' });
    }
  });
  it('is told to wait on the class published 5 days ago', async () => {
    expect(await checkOf(DEMO_BATCH_TOO_EARLY_CLASS)).toMatchObject({ isMoreServenDays: false, isAllowApply: false, errorMsg: M.tooEarly });
  });
});
