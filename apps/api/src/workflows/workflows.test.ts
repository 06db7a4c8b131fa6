import { MESSAGES, WORKFLOW_NAMES, type WorkflowName } from '@badminton/contracts';
import { describe, expect, it } from 'vitest';
import { appealWorkflow } from './appeal';
import { contractWorkflow } from './contract';
import { eventApplyWorkflow } from './event-apply';
import { checkTransition, defineWorkflow, nextStatuses, SYSTEM, type TransitionRole, type Workflow } from './define';
import { gradeSubmissionWorkflow } from './grade-submission';
import { invoiceWorkflow } from './invoice';
import { paymentWorkflow } from './payment';
import { qualificationWorkflow } from './qualification';
import { realNameWorkflow } from './real-name';
import { refundWorkflow } from './refund';
import { testClassWorkflow } from './test-class';

/**
 * The transition tables, written down here independently of the workflow modules: `from → to: roles`
 * (s = the service itself). Every pair of statuses is tried by every role; exactly these pass.
 */
const LEGAL: Record<WorkflowName, readonly string[]> = {
  testClass: [
    '申请中 → 省协会审核通过: 4',
    '申请中 → 审核驳回: 4',
    '省协会审核通过 → 中羽协审核通过: 5',
    '省协会审核通过 → 审核驳回: 5',
    '审核驳回 → 申请中: 3',
  ],
  qualification: ['1 → 2: 4', '1 → 4: 4', '2 → 3: 5', '2 → 4: 5', '4 → 1: 3'],
  payment: ['1 → 3: s', '1 → 5: s', '1 → 9: s 5', '5 → 3: s', '5 → 9: s', '3 → 7: s'],
  refund: ['0 → 1: 3 s', '1 → 0: 3', '1 → 2: s', '1 → 3: s 5', '3 → 1: s 5'],
  appeal: [
    '0 → 1: 3',
    '0 → 2: 3',
    '0 → 3: 3',
    '1 → 2: 3',
    '1 → 3: 3',
    '3 → 4: 1',
    '4 → 5: 5',
    '4 → 6: 5',
    '4 → 7: 5',
    '5 → 6: 5',
    '5 → 7: 5',
  ],
  gradeSubmission: ['0 → 1: 3', '1 → 3: 4', '1 → 2: 4', '3 → 4: 5', '3 → 2: 5', '2 → 1: 3'],
  invoice: ['0 → 1: s', '0 → 2: s', '0 → 3: s', '2 → 0: s 5', '3 → 0: s 5'],
  contract: ['0 → 3000: s', '0 → 3001: s', '3001 → 0: 3'],
  realName: ['1 → 2: s', '1 → 3: s'],
  eventApply: ['0 → 1: 5', '0 → 2: 5'],
};

const WORKFLOWS: Record<WorkflowName, Workflow> = {
  testClass: testClassWorkflow,
  qualification: qualificationWorkflow,
  payment: paymentWorkflow,
  refund: refundWorkflow,
  appeal: appealWorkflow,
  gradeSubmission: gradeSubmissionWorkflow,
  invoice: invoiceWorkflow,
  contract: contractWorkflow,
  realName: realNameWorkflow,
  eventApply: eventApplyWorkflow,
} as Record<WorkflowName, Workflow>;

const ROLES: readonly TransitionRole[] = [1, 2, 3, 4, 5, SYSTEM];

function legalRoles(name: WorkflowName, from: string | number, to: string | number): TransitionRole[] {
  const line = LEGAL[name].find((entry) => entry.startsWith(`${from} → ${to}:`));
  if (!line) return [];
  return line
    .split(': ')[1]
    .split(' ')
    .map((token) => (token === 's' ? SYSTEM : (Number(token) as TransitionRole)));
}

const cases = WORKFLOW_NAMES.flatMap((name) => {
  const workflow = WORKFLOWS[name];
  return workflow.codes.flatMap((from) =>
    workflow.codes.flatMap((to) => ROLES.map((role) => ({ name, from, to, role, legal: legalRoles(name, from, to).includes(role) }))),
  );
});

describe('workflow transitions', () => {
  it('cover every workflow of the contracts', () => {
    expect(Object.keys(WORKFLOWS).sort()).toEqual([...WORKFLOW_NAMES].sort());
    for (const name of WORKFLOW_NAMES) expect(WORKFLOWS[name].transitions, name).toHaveLength(LEGAL[name].length);
  });

  it.each(cases.filter((entry) => entry.legal))('$name: $from → $to by $role passes', ({ name, from, to, role }) => {
    const check = checkTransition(WORKFLOWS[name], from, to, role);
    expect(check).toMatchObject({ ok: true, rule: { from, to } });
  });

  it.each(cases.filter((entry) => !entry.legal))('$name: $from → $to by $role is refused', ({ name, from, to, role }) => {
    const check = checkTransition(WORKFLOWS[name], from, to, role);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    // A change the table lists, made by another role, is an authorization refusal; any other is a state refusal.
    if (legalRoles(name, from, to).length > 0) expect(check.message).toBe(MESSAGES.forbidden);
    else expect(check.message).toMatch(/^.+当前为“.+”，不能变更为“.+”$/);
  });

  it('word a refused change with the labels the portal shows', () => {
    expect(checkTransition(testClassWorkflow, '审核驳回', '中羽协审核通过', 5)).toEqual({
      ok: false,
      message: '测试班当前为“审核驳回”，不能变更为“中羽协审核通过”',
    });
    expect(checkTransition(testClassWorkflow, '申请中', '中羽协审核通过', 5)).toEqual({
      ok: false,
      message: '测试班当前为“省协会审核中”，不能变更为“中羽协审核通过”',
    });
    expect(checkTransition(refundWorkflow, 2, 0, 3)).toEqual({ ok: false, message: '退费当前为“已退费”，不能变更为“未退费”' });
  });

  it('refuse a status the contracts do not define, and a record without a status', () => {
    expect(checkTransition(testClassWorkflow, '申请中', '已结束', 4)).toEqual({ ok: false, message: '测试班状态“已结束”无效' });
    expect(checkTransition(qualificationWorkflow, null, 2, 4)).toEqual({ ok: false, message: '资质申请当前为“未提交”，不能变更为“初审通过，待终审”' });
  });

  it('list what a role may do next', () => {
    expect(nextStatuses(testClassWorkflow, '申请中', 4)).toEqual(['省协会审核通过', '审核驳回']);
    expect(nextStatuses(testClassWorkflow, '申请中', 5)).toEqual([]);
    expect(nextStatuses(appealWorkflow, 3, 1)).toEqual([4]);
  });

  it('refuse a malformed table at load time', () => {
    expect(() => defineWorkflow('refund', [{ from: 0, to: 0, roles: [3], action: '' }])).toThrow('不是状态变更');
    expect(() => defineWorkflow('refund', [{ from: 0, to: 9 as 1, roles: [3], action: '' }])).toThrow('未定义的状态');
    expect(() =>
      defineWorkflow('refund', [
        { from: 0, to: 1, roles: [3], action: '' },
        { from: 0, to: 1, roles: [5], action: '' },
      ]),
    ).toThrow('重复定义');
    expect(() => defineWorkflow('refund', [{ from: 0, to: 1, roles: [], action: '' }])).toThrow('没有允许的角色');
  });
});
