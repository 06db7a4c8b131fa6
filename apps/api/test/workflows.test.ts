import { MESSAGES, TestClassStatus, WORKFLOW_MESSAGES } from '@badminton/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { statusAudit, testClasses, users } from '../src/db/schema';
import { BusinessError } from '../src/lib/errors';
import { classRefundRecords, refundWorkflow } from '../src/workflows/refund';
import { testClassRecords, testClassWorkflow } from '../src/workflows/test-class';
import { actorOf, commitTransition, SYSTEM_ACTOR, transition } from '../src/workflows/transition';
import { build, type TestApp } from './helpers/build';

/** The audited status change on the database: one audit row per change, one winner per race (decision 0022). */

let t: TestApp;
let institutionId: number;
let reviewerId: number;
const AT = new Date(Date.UTC(2026, 10, 23, 8, 0, 0));

beforeAll(async () => {
  t = await build({ demo: null });
  const [institution] = await t.database.db.insert(users).values({ usertype: 3, loginName: 'workflow-institution', createdAt: new Date() }).returning({ id: users.id });
  const [reviewer] = await t.database.db
    .insert(users)
    .values({ usertype: 4, loginName: 'workflow-reviewer', reviewProvinceId: 440000, createdAt: new Date() })
    .returning({ id: users.id });
  institutionId = institution.id;
  reviewerId = reviewer.id;
});
afterAll(() => t.close());

let classId: number;
beforeEach(async () => {
  const [row] = await t.database.db
    .insert(testClasses)
    .values({
      institutionUserId: institutionId,
      title: '流程测试班',
      provinceId: 440000,
      cityId: 440100,
      districtId: 440106,
      provinceName: '广东省',
      cityName: '广州市',
      districtName: '天河区',
      detailedAddress: '体育西路1号',
      registrationStartTime: AT,
      registrationEndTime: AT,
      testStartTime: AT,
      testEndTime: AT,
      testNum: 20,
      contact: '张老师',
      contactNumber: '13800000000',
      createdAt: AT,
    })
    .returning({ id: testClasses.id });
  classId = row.id;
});

const reviewer = () => actorOf({ userId: reviewerId, role: 4 });

async function statusOf(id: number) {
  const [row] = await t.database.db.select({ status: testClasses.applicationStatus, comments: testClasses.approvalComments }).from(testClasses).where(eq(testClasses.id, id));
  return row;
}

function auditOf(id: number) {
  return t.database.db.select().from(statusAudit).where(eq(statusAudit.recordId, id)).orderBy(asc(statusAudit.id));
}

describe('transition()', () => {
  it('moves the record and writes its audit row: workflow, record, who, role, when, from, to, reason', async () => {
    const result = await transition(t.database.db, testClassWorkflow, testClassRecords, classId, TestClassStatus.Rejected, {
      actor: reviewer(),
      reason: '测试场地证明材料不清晰',
      at: AT,
      changes: { approvalComments: '测试场地证明材料不清晰，请重新上传' },
    });
    expect(result).toEqual({ from: '申请中', to: '审核驳回' });
    expect(await statusOf(classId)).toEqual({ status: '审核驳回', comments: '测试场地证明材料不清晰，请重新上传' });
    const rows = await auditOf(classId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      workflow: 'testClass',
      recordId: classId,
      actorUserId: reviewerId,
      actorRole: 4,
      fromStatus: '申请中',
      toStatus: '审核驳回',
      reason: '测试场地证明材料不清晰',
      changedAt: AT,
    });
  });

  it('refuses an illegal change or a role the table does not list, and changes nothing', async () => {
    const national = actorOf({ userId: reviewerId, role: 5 });
    await expect(transition(t.database.db, testClassWorkflow, testClassRecords, classId, '中羽协审核通过', { actor: national, at: AT })).rejects.toThrow(
      '测试班当前为“省协会审核中”，不能变更为“中羽协审核通过”',
    );
    await expect(transition(t.database.db, testClassWorkflow, testClassRecords, classId, '省协会审核通过', { actor: national, at: AT })).rejects.toThrow(
      MESSAGES.forbidden,
    );
    await expect(transition(t.database.db, testClassWorkflow, testClassRecords, 2_000_000_000, '省协会审核通过', { actor: reviewer(), at: AT })).rejects.toThrow(
      WORKFLOW_MESSAGES.recordNotFound,
    );
    expect((await statusOf(classId)).status).toBe('申请中');
    expect(await auditOf(classId)).toEqual([]);
  });

  it('records the service itself as an actor without user and role', async () => {
    await t.database.db.update(testClasses).set({ refundStatus: 1 }).where(eq(testClasses.id, classId));
    await transition(t.database.db, refundWorkflow, classRefundRecords, classId, 2, { actor: SYSTEM_ACTOR, reason: '退款成功', at: AT });
    const [row] = await auditOf(classId);
    expect(row).toMatchObject({ workflow: 'refund', actorUserId: null, actorRole: null, fromStatus: '1', toStatus: '2' });
  });

  it('loses the compare-and-set when the status changed after it was read, and writes nothing', async () => {
    await transition(t.database.db, testClassWorkflow, testClassRecords, classId, '省协会审核通过', { actor: reviewer(), at: AT });
    // A change decided on the status read before (申请中) reaches the UPDATE after the record moved on.
    const stale = t.database.db.transaction((tx) =>
      commitTransition(tx, testClassWorkflow, testClassRecords, classId, '申请中', '审核驳回', { actor: reviewer(), at: AT }),
    );
    await expect(stale).rejects.toThrow(WORKFLOW_MESSAGES.changedMeanwhile);
    expect((await statusOf(classId)).status).toBe('省协会审核通过');
    expect((await auditOf(classId)).map((row) => row.toStatus)).toEqual(['省协会审核通过']);
  });

  it('leaves exactly one winner of two racing changes from the same status', async () => {
    const outcomes = await Promise.allSettled([
      transition(t.database.db, testClassWorkflow, testClassRecords, classId, '省协会审核通过', { actor: reviewer(), reason: '甲', at: AT }),
      transition(t.database.db, testClassWorkflow, testClassRecords, classId, '审核驳回', { actor: reviewer(), reason: '乙', at: AT }),
    ]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toBeInstanceOf(BusinessError);
    const winner = (won[0] as PromiseFulfilledResult<{ to: string }>).value.to;
    expect((await statusOf(classId)).status).toBe(winner);
    const rows = await auditOf(classId);
    expect(rows.map((row) => [row.fromStatus, row.toStatus])).toEqual([['申请中', winner]]);
  });
});
