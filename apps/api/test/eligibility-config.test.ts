import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClasses, users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { SHOWCASE_CLASSES } from '../demo/portal/index';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';

// CHILD_AGE_LIMIT (req: test-sign-up-and-orders.md#eligibility; the age limit of the children's grades is a
// configurable setting). The demo athlete is 16 on the test date: with the limit at 12 the children's grades are closed
// to them.
let t: TestApp;
beforeAll(async () => {
  t = await build({ demo: null, portal: true, env: { CHILD_AGE_LIMIT: '12' } });
});
afterAll(() => t.close());

describe('TestApplication/CheckApply with CHILD_AGE_LIMIT=12', () => {
  it("offers the demo athlete the adult grade only (少儿四级 is closed above the configured age)", async () => {
    const { db } = t.database;
    const [athlete] = await db.select({ id: users.id }).from(users).where(and(eq(users.usertype, 1), eq(users.mobile, '13800000001')));
    const session = { userId: athlete.id, userToken: await startSession(db, athlete.id, new Date()) };
    const [several] = await db.select({ id: testClasses.id }).from(testClasses).where(eq(testClasses.title, SHOWCASE_CLASSES.several));
    const result = await callOk(t.app, 'TestApplication/CheckApply', { id: several.id }, session);
    // With the default 18 the same athlete gets 四级 and 少儿四级 (test/portal.test.ts).
    expect(result.levels).toEqual([{ key: 4, value: '四级' }]);
  });
});
