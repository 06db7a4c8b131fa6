import { getInstitutionTestClassList, getTestClassDetail, getTestSiteList } from '@badminton/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INSTITUTION_CLASSES, loadInstitutionClassesDemo } from '../demo/institution-centre/classes';
import { users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';

/** The institution centre's test class demo (decision 0059): what the demo institution 羽翔体育 finds. */

let t: TestApp;
let institution: { userId: number; userToken: string };

beforeAll(async () => {
  t = await build({ portal: true });
  await t.database.db.transaction((tx) => loadInstitutionClassesDemo(tx, { now: new Date() }));
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.usertype, 3), eq(users.mobile, '13800000003')));
  institution = { userId: user.id, userToken: await startSession(t.database.db, user.id, new Date()) };
}, 180_000);
afterAll(() => t.close());

describe('the demo institution’s test classes', () => {
  it('has a class in every application state and every class refund status, with its sites', async () => {
    const all: Array<{ id: number; test_class_title: string; application_status: string; refund_status: number; approval_comments: string | null }> = [];
    const first = await callOk(t.app, getInstitutionTestClassList.path, { page: 1, limit: 8 }, institution);
    for (let page = 1; page <= Math.ceil((first.totalCount as number) / 8); page += 1) {
      all.push(...((await callOk(t.app, getInstitutionTestClassList.path, { page, limit: 8 }, institution)).items as typeof all));
    }
    const mine = all.filter((item) => DEMO_INSTITUTION_CLASSES.some((plan) => plan.title === item.test_class_title));
    expect(mine).toHaveLength(DEMO_INSTITUTION_CLASSES.length);
    expect(new Set(mine.map((item) => item.application_status))).toEqual(new Set(['申请中', '省协会审核通过', '中羽协审核通过', '审核驳回']));
    expect(mine.filter((item) => item.application_status === '中羽协审核通过').map((item) => item.refund_status).sort()).toEqual([0, 0, 0, 0, 1, 2, 3]);
    expect(mine.find((item) => item.application_status === '审核驳回')?.approval_comments).toContain('春节');
    const sites = await callOk(t.app, getTestSiteList.path, {}, institution);
    expect((sites.items as unknown[]).length).toBe(2);
    const detail = await callOk(t.app, getTestClassDetail.path, { testId: mine[0].id }, institution);
    expect(((detail.items as Array<{ testcoachdetail: unknown[] }>)[0].testcoachdetail).length).toBeGreaterThanOrEqual(3);
  });
});
