import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEvaluatorTrainingDemo } from '../demo/evaluator-training/index';
import { DEMO_EVALUATOR_MOBILE } from '../demo/portal/index';
import { statusAudit, users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import { build, type TestApp } from './helpers/build';
import { call, callOk } from './helpers/call';

/** The evaluator's training demo (decision 0034): what the demo evaluator finds in 培训记录 and 缴费记录. */

let t: TestApp;
let evaluator: { userId: number; userToken: string };

beforeAll(async () => {
  t = await build({ portal: true });
  await t.database.db.transaction((tx) => loadEvaluatorTrainingDemo(tx, { now: new Date() }));
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.usertype, 2), eq(users.mobile, DEMO_EVALUATOR_MOBILE)));
  evaluator = { userId: user.id, userToken: await startSession(t.database.db, user.id, new Date()) };
});
afterAll(() => t.close());

type Row = { tc_id: number; payment_status: string; performance_review: number; order_sn: string };

describe('the demo evaluator’s training', () => {
  it('shows a paid reviewed training with scores, a pending payable order and his earlier trainings, each paid by its order', async () => {
    const answer = await callOk(t.app, 'ExaminerClass/GetTrainingRecords', { limit: 8, page: 1 }, evaluator);
    const items = answer.items as Row[];
    const pending = items.filter((item) => item.payment_status === '1');
    const paidWithOrder = items.filter((item) => item.payment_status === '3' && item.order_sn !== '');
    expect(pending).toHaveLength(1);
    expect(pending[0].performance_review).toBe(0);
    // Every paid training shows its order, and that order is in 缴费记录 (issue 28 point 6: records agree).
    expect(items.filter((item) => item.payment_status === '3' && item.order_sn === '')).toEqual([]);
    expect(paidWithOrder).toHaveLength(4);
    expect(paidWithOrder.every((item) => item.performance_review === 1)).toBe(true);
    expect(answer.totalCount).toBe(5);
    for (const item of items.filter((row) => row.performance_review > 0)) {
      const scores = await callOk(t.app, 'ExaminerClass/GetTrainingScores', { tc_id: item.tc_id }, evaluator);
      expect((scores.items as { scores: unknown[] }[])[0].scores.length, String(item.tc_id)).toBeGreaterThan(0);
    }
    const code = await call(t.app, 'PayOrder/GetPayCode', { order_sn: pending[0].order_sn }, evaluator);
    expect(code.result?.isSuccess, JSON.stringify(code)).toBe(true);
    const pays = await callOk(t.app, 'PayOrder/GetPayRecords', { limit: 8, page: 1 }, evaluator);
    const payRecords = pays.items as { payment_status: string; order_sn: string }[];
    expect(payRecords.map((row) => row.payment_status).sort()).toEqual(['1', '3', '3', '3', '3']);
    expect(payRecords.map((row) => row.order_sn).sort()).toEqual(items.map((item) => item.order_sn).sort());
    const audits = await t.database.db.select().from(statusAudit).where(and(eq(statusAudit.workflow, 'payment'), eq(statusAudit.toStatus, '3')));
    expect(audits).toHaveLength(4);
  });
});
