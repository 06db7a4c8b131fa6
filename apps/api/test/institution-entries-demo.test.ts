import { getEntryList, saveEntryScores } from '@badminton/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInstitutionClassesDemo } from '../demo/institution-centre/classes';
import { loadInstitutionOrdersAppealsDemo } from '../demo/institution-centre/orders-appeals';
import { DEMO_ENTRY_MAIN_CLASS, DEMO_ENTRY_REJECTED_CLASS, DEMO_REJECTION_REASON, DEMO_SCORES_CLASS, DEMO_SCORES_SMALL_CLASS, loadInstitutionEntriesDemo } from '../demo/institution-centre/entries';
import { testClasses, users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { findSeatMismatches } from '../src/modules/test-sign-up/seat-check';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';

/** The institution centre's entries demo (decision 0060): what the demo institution 羽翔体育 finds on view entry. */

let t: TestApp;
let institution: { userId: number; userToken: string };

beforeAll(async () => {
  t = await build({ portal: true });
  await t.database.db.transaction((tx) => loadInstitutionClassesDemo(tx, { now: new Date() }));
  // In the seed's order: the complaint-handling demo publishes scores on its own classes, never on the entries' ones.
  expect(await t.database.db.transaction((tx) => loadInstitutionOrdersAppealsDemo(tx, { now: new Date(), storage: t.storage }))).toBe(true);
  expect(await t.database.db.transaction((tx) => loadInstitutionEntriesDemo(tx, { now: new Date() }))).toBe(true);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.usertype, 3), eq(users.mobile, '13800000003')));
  institution = { userId: user.id, userToken: await startSession(t.database.db, user.id, new Date()) };
}, 180_000);
afterAll(() => t.close());

async function classId(title: string): Promise<number> {
  const [row] = await t.database.db.select({ id: testClasses.id }).from(testClasses).where(eq(testClasses.title, title));
  return row.id;
}

type Item = { name: string; refund_status: number; arrange_group: string | null; leave_status: number };

describe('the demo institution’s entries', () => {
  it('the main class: two pages, the arrangement in, every row refund status, one leave record, unsubmitted', async () => {
    const id = await classId(DEMO_ENTRY_MAIN_CLASS);
    const first = await callOk(t.app, getEntryList.path, { test_class_id: id, type: 1, limit: 10, page: 1 }, institution);
    const second = await callOk(t.app, getEntryList.path, { test_class_id: id, type: 1, limit: 10, page: 2 }, institution);
    const items = [...(first.items as Item[]), ...(second.items as Item[])];
    expect(first.totalCount).toBe(14);
    expect(first.grade_submission_status).toBe('未提交');
    expect(new Set(items.map((i) => i.refund_status))).toEqual(new Set([0, 1, 2, 3]));
    expect((first.items as Item[])[0].arrange_group).toMatch(/^第\d组$/);
    const retake = await callOk(t.app, getEntryList.path, { test_class_id: id, type: 5 }, institution);
    expect(retake.totalCount).toBe(1);
  });

  it('the rejected class: its reason, no arrangement', async () => {
    const id = await classId(DEMO_ENTRY_REJECTED_CLASS);
    const list = await callOk(t.app, getEntryList.path, { test_class_id: id, type: 1 }, institution);
    expect(list).toMatchObject({ totalCount: 3, grade_submission_status: '已驳回', grade_submission_msg: DEMO_REJECTION_REASON, refund_status: 3 });
    expect((list.items as Item[]).every((i) => i.arrange_group === null)).toBe(true);
  });

  it('the score-entry class (decision 0062): twelve arranged entries, no scores, unsubmitted, score entry open', async () => {
    const id = await classId(DEMO_SCORES_CLASS);
    const list = await callOk(t.app, getEntryList.path, { test_class_id: id, type: 4 }, institution);
    expect(list).toMatchObject({ totalCount: 12, grade_submission_status: '未提交' });
    const items = list.items as Array<Item & { subject_1: number | null; application_id: number }>;
    expect(items.every((i) => i.arrange_group !== null && i.subject_1 === null && i.leave_status === 0 && i.refund_status === 0)).toBe(true);
    // Score entry is open on it (a save of nothing but blanks leaves it as it was).
    const blank = { application_id: items[0].application_id, subject_1: null, subject_2: null, subject_3: null, subject_4: null };
    await callOk(t.app, saveEntryScores.path, { test_class_id: id, items: [blank] }, institution);
    const small = await callOk(t.app, getEntryList.path, { test_class_id: await classId(DEMO_SCORES_SMALL_CLASS), type: 4 }, institution);
    expect(small).toMatchObject({ totalCount: 3, grade_submission_status: '未提交' });
  });

  it('keeps the seats equal to the live places', async () => {
    const ids = [await classId(DEMO_ENTRY_MAIN_CLASS), await classId(DEMO_ENTRY_REJECTED_CLASS), await classId(DEMO_SCORES_CLASS), await classId(DEMO_SCORES_SMALL_CLASS)];
    expect((await findSeatMismatches(t.database.db)).filter((m) => ids.includes(m.testClassId))).toEqual([]);
  });
});
