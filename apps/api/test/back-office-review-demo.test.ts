import { getAdminQualificationList, getAdminTestClassList, getQualificationList } from '@badminton/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REVIEW_CLASSES, DEMO_REVIEW_WALK, loadBackOfficeReviewDemo } from '../demo/back-office-review/index';
import { loadInstitutionClassesDemo } from '../demo/institution-centre/classes';
import { loadInstitutionCentreDemo } from '../demo/institution-centre/index';
import { users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { verifyPassword } from '../src/security/passwords';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';

/** The review queues' demo (decision 0067): both queues in every state in 广东, and records elsewhere the 广东 reviewer never sees. */

let t: TestApp;
const signIn = async (usertype: number, mobile: string) => {
  const [user] = await t.database.db.select({ id: users.id, hash: users.passwordHash }).from(users).where(and(eq(users.usertype, usertype), eq(users.mobile, mobile)));
  return { userId: user.id, hash: user.hash, userToken: await startSession(t.database.db, user.id, new Date()) };
};

beforeAll(async () => {
  t = await build({ portal: true });
  const now = new Date();
  await t.database.db.transaction((tx) => loadInstitutionClassesDemo(tx, { now }));
  await t.database.db.transaction((tx) => loadInstitutionCentreDemo(tx, { storage: t.storage, now }));
  await t.database.db.transaction((tx) => loadBackOfficeReviewDemo(tx, { storage: t.storage, now }));
}, 240_000);
afterAll(() => t.close());

describe('the review queues demo', () => {
  it('gives the 广东 reviewer qualifications in every state, and nothing of another province', async () => {
    const reviewer = await signIn(4, '13800000004');
    const answer = await callOk(t.app, getAdminQualificationList.path, { page: 1, limit: 50 }, reviewer);
    expect(Object.values(answer.counts as Record<string, number>).every((n) => n >= 1)).toBe(true);
    const items = answer.items as { province_name: string; mechanism_full_name: string; approval_status: number }[];
    expect(items.every((item) => item.province_name === '广东省')).toBe(true);
    expect(items.filter((item) => item.approval_status === 1).map((item) => item.mechanism_full_name)).toEqual(
      expect.arrayContaining([DEMO_REVIEW_WALK[1280].qualification, DEMO_REVIEW_WALK[375].qualification]),
    );
    const national = await signIn(5, '13800000005');
    const all = await callOk(t.app, getAdminQualificationList.path, { page: 1, limit: 50 }, national);
    const provinces = new Set((all.items as { province_name: string }[]).map((item) => item.province_name));
    expect([...provinces]).toEqual(expect.arrayContaining(['广东省', '湖南省', '广西壮族自治区']));
  });

  it('gives the 广东 reviewer classes in every state, the walk’s classes ready to pass, one short of assessors', async () => {
    const reviewer = await signIn(4, '13800000004');
    const answer = await callOk(t.app, getAdminTestClassList.path, { page: 1, limit: 50 }, reviewer);
    expect(Object.values(answer.counts as Record<string, number>).every((n) => n >= 1)).toBe(true);
    const items = answer.items as { test_class_title: string; province_name: string; assessors_short: string | null; can_pass: boolean }[];
    expect(items.every((item) => item.province_name === '广东省')).toBe(true);
    for (const walk of Object.values(DEMO_REVIEW_WALK)) {
      for (const title of [walk.pass, walk.reject]) expect(items.find((item) => item.test_class_title === title)).toMatchObject({ assessors_short: null, can_pass: true });
    }
    expect(items.find((item) => item.test_class_title === DEMO_REVIEW_CLASSES[4].title)?.assessors_short).toBe('考评员不足：至少选择一个一级考评员，请先分配考评员');
    const national = await signIn(5, '13800000005');
    const all = await callOk(t.app, getAdminTestClassList.path, { page: 1, limit: 50, application_status: '申请中' }, national);
    expect((all.items as { province_name: string }[]).some((item) => item.province_name !== '广东省')).toBe(true);
  });

  it('lets the walk’s institutions sign in with the demo password and read their submitted application', async () => {
    for (const walk of Object.values(DEMO_REVIEW_WALK)) {
      const me = await signIn(3, walk.institution);
      expect(await verifyPassword(me.hash, 'Demo@2026')).toBe(true);
      const answer = await callOk(t.app, getQualificationList.path, {}, me);
      expect(answer).toMatchObject({ approval_status: 1 });
      const [item] = answer.items as { business_license_key: string; attachments: string[] }[];
      expect((await t.app.inject({ method: 'GET', url: item.business_license_key })).statusCode).toBe(200);
      expect(item.attachments).toHaveLength(1);
    }
  });
});
