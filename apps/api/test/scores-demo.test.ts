import { getAppealList, getEventApplyList, getEventApplyRecords, getEventList, getTestScores, Role, secondAppeal } from '@badminton/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScoresDemo } from '../demo/athlete-centre/scores';
import { appeals, statusAudit, testApplications, users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { findSeatMismatches } from '../src/modules/test-sign-up/seat-check';
import { build, type TestApp } from './helpers/build';
import { call } from './helpers/call';

/**
 * The scores, appeals and event-level demo (decision 0032) on the portal demo: what the demo athlete's walk needs
 * is there, through the real calls, and every status that is not a record's first has its audit row.
 */

let t: TestApp;
let athlete: { userId: number; userToken: string };

beforeAll(async () => {
  t = await build({ portal: true });
  const now = new Date();
  await t.database.db.transaction((tx) => loadScoresDemo(tx, { storage: t.storage, now }));
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.usertype, Role.Athlete), eq(users.mobile, '13800000001')));
  athlete = { userId: user.id, userToken: await startSession(t.database.db, user.id, now) };
}, 120_000);
afterAll(() => t.close());

const ask = async (path: string, payload: Record<string, unknown> = {}) => {
  const answer = await call(t.app, path, payload, athlete);
  expect(answer.result?.isSuccess, `${path} ${JSON.stringify(answer)}`).toBe(true);
  return answer.result as Record<string, unknown>;
};

describe('the scores demo of the demo athlete', () => {
  it('holds a place for every sign-up it makes: seats.check finds no class to complain of', async () => {
    expect(await t.database.db.$count(testApplications)).toBeGreaterThan(0);
    expect(await findSeatMismatches(t.database.db)).toEqual([]);
  });

  it('has appeals in every status, two of them unchanged first appeals with the institution’s reply', async () => {
    const list = await ask(getAppealList.path, { page: 1, limit: 20 });
    const items = list.items as { appeal_status: number; appeal_reply: string | null; id: number }[];
    expect(new Set(items.map((item) => item.appeal_status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7]));
    const unchanged = items.filter((item) => item.appeal_status === 3);
    expect(unchanged).toHaveLength(2);
    for (const item of unchanged) expect(item.appeal_reply).toBeTruthy();
    // Every appeal's history starts with its creation and follows the workflow.
    for (const item of items) {
      const audit = await t.database.db.select().from(statusAudit).where(and(eq(statusAudit.workflow, 'appeal'), eq(statusAudit.recordId, item.id)));
      expect(audit[0]?.fromStatus).toBe('');
      expect(audit.at(-1)?.toStatus).toBe(String(item.appeal_status));
    }
    await ask(secondAppeal.path, { id: unchanged[0].id, appeal_content: '申请中羽协复核' });
  });

  it('has at least two appealable scores (published within 7 days, no appeal), which can be appealed', async () => {
    const rows = await t.database.db
      .select({ id: testApplications.id, testClassId: testApplications.testClassId })
      .from(testApplications)
      .where(eq(testApplications.athleteUserId, athlete.userId));
    const appealed = new Set((await t.database.db.select({ id: appeals.applicationId }).from(appeals)).map((row) => row.id));
    let appealable = 0;
    let passes = 0;
    let fails = 0;
    for (const row of rows) {
      const score = await ask(getTestScores.path, { id: row.id, testClassId: row.testClassId });
      expect((score.items as unknown[]).length).toBe(4);
      if (score.score_qualified_judgment === 1) passes += 1;
      if (score.score_qualified_judgment === 2) fails += 1;
      if (score.canAppeal) {
        expect(appealed.has(row.id)).toBe(false);
        appealable += 1;
      }
    }
    expect(appealable).toBeGreaterThanOrEqual(2);
    expect(passes).toBeGreaterThan(0);
    expect(fails).toBeGreaterThan(0);
    const target = rows.find((row) => !appealed.has(row.id));
    expect(target).toBeDefined();
  });

  it('has open events, results for the automatic list and applications in every status', async () => {
    const open = await ask(getEventList.path);
    expect((open.items as unknown[]).length).toBeGreaterThanOrEqual(2);
    const auto = await ask(getEventApplyList.path, { page: 1, limit: 10 });
    expect(auto.totalCount as number).toBeGreaterThanOrEqual(3);
    const records = await ask(getEventApplyRecords.path, { page: 1, limit: 10 });
    expect(new Set((records.items as { apply_status: number }[]).map((item) => item.apply_status))).toEqual(new Set([0, 1, 2]));
  });
});
