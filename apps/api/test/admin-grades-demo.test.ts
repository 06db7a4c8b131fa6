import { getAdminAppealList, getAdminGradeSubmission, getAdminGradeSubmissionList, MESSAGES } from '@badminton/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GRADE_CLASSES, DEMO_GRADE_WALKERS, loadAdminGradesDemo } from '../demo/back-office/grades';
import { verifyAuditChain } from '../src/audit/chain';
import { certificates, testClasses, users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { verifyPassword } from '../src/security/passwords';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';

/** The back office's grade and second-appeal demo (decision 0068): what the demo reviewers find in their queues. */

let t: TestApp;
let loaded: boolean;
const staff: Record<'province' | 'national', { userId: number; userToken: string }> = {} as never;

beforeAll(async () => {
  t = await build({ portal: true });
  loaded = await t.database.db.transaction((tx) => loadAdminGradesDemo(tx, { now: new Date(), storage: t.storage }));
  for (const [key, mobile] of [['province', '13800000004'], ['national', '13800000005']] as const) {
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
    staff[key] = { userId: user.id, userToken: await startSession(t.database.db, user.id, new Date()) };
  }
}, 180_000);
afterAll(() => t.close());

async function classId(title: string) {
  const [row] = await t.database.db.select({ id: testClasses.id }).from(testClasses).where(eq(testClasses.title, title));
  return row.id;
}

describe('the back office’s grade demo', () => {
  it('gives the 广东省 reviewer its submitted and approved classes, never the other province’s', async () => {
    expect(loaded).toBe(true);
    const list = await callOk(t.app, getAdminGradeSubmissionList.path, { page: 1, limit: 50, keyword: '2026冬季成绩审核' }, staff.province);
    const titles = (list.items as Array<{ test_class_title: string; grade_submission_status: number; can_approve: boolean }>).map((i) => [i.test_class_title, i.grade_submission_status]);
    expect(titles).toEqual(
      expect.arrayContaining([
        [DEMO_GRADE_CLASSES.walk1280, 1],
        [DEMO_GRADE_CLASSES.walk375, 1],
        [DEMO_GRADE_CLASSES.approved, 3],
      ]),
    );
    expect(titles.some(([title]) => title === DEMO_GRADE_CLASSES.otherProvince)).toBe(false);
    const other = await call(t.app, getAdminGradeSubmission.path, { id: await classId(DEMO_GRADE_CLASSES.otherProvince) }, staff.province);
    expect(other.result?.errorMsg).toBe(MESSAGES.forbidden);
    const national = await callOk(t.app, getAdminGradeSubmissionList.path, { page: 1, limit: 50, keyword: '2026冬季成绩审核' }, staff.national);
    expect(national.totalCount).toBe(4);
  });

  it('shows the walk class with its four athletes, the supervision form and a video', async () => {
    const detail = await callOk(t.app, getAdminGradeSubmission.path, { id: await classId(DEMO_GRADE_CLASSES.walk1280) }, staff.province);
    expect(detail).toMatchObject({ entry_count: 4, pass_count: 3, can_approve: true });
    expect((detail.entries as Array<{ athlete_name: string }>).map((e) => e.athlete_name)).toContain(DEMO_GRADE_WALKERS[0].name);
    expect(detail.supervision_form).not.toBeNull();
    expect(detail.videos).toHaveLength(1);
  });

  it('opens the walk athletes’ second appeals to the national administrator; their accounts take the demo password', async () => {
    const list = await callOk(t.app, getAdminAppealList.path, { page: 1, limit: 50, status: 4 }, staff.national);
    const names = (list.items as Array<{ athlete_name: string; test_class_title: string }>).map((i) => `${i.athlete_name}:${i.test_class_title}`);
    expect(names).toEqual(expect.arrayContaining([`${DEMO_GRADE_WALKERS[0].name}:${DEMO_GRADE_CLASSES.appeal1280}`, `${DEMO_GRADE_WALKERS[1].name}:${DEMO_GRADE_CLASSES.appeal375}`]));
    const walkers = await t.database.db.select().from(users).where(inArray(users.mobile, DEMO_GRADE_WALKERS.map((w) => w.mobile)));
    expect(walkers).toHaveLength(2);
    for (const walker of walkers) expect(await verifyPassword(walker.passwordHash, 'Demo@2026')).toBe(true);
    const published = await t.database.db.select().from(certificates).where(and(eq(certificates.published, true)));
    expect(published.filter((c) => c.certificateNumber.startsWith('ZY')).length).toBe(4);
    expect((await verifyAuditChain(t.database.db)).intact).toBe(true);
  });
});
