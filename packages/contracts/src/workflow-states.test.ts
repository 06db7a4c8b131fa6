import { describe, expect, it } from 'vitest';
import {
  PaymentStatus,
  statusLabel,
  TEST_CLASS_STATUSES,
  TestClassStatus,
  WORKFLOW_MESSAGES,
  WORKFLOW_NAMES,
  WORKFLOW_STATUSES,
} from './workflow-states';

describe('workflow statuses', () => {
  it('give every code exactly one label, and no label without a code', () => {
    for (const name of WORKFLOW_NAMES) {
      const codes: readonly (string | number)[] = WORKFLOW_STATUSES[name].codes;
      const labels: Readonly<Record<string | number, string>> = WORKFLOW_STATUSES[name].labels;
      expect(new Set(codes).size, name).toBe(codes.length);
      expect(Object.keys(labels).sort(), name).toEqual(codes.map(String).sort());
      for (const code of codes) expect(labels[code], `${name} ${code}`).toMatch(/\S/);
    }
  });

  it('keep the codes the spec gives', () => {
    expect(TEST_CLASS_STATUSES).toEqual(['申请中', '省协会审核通过', '中羽协审核通过', '审核驳回']);
    expect(WORKFLOW_STATUSES.qualification.codes).toEqual([1, 2, 3, 4]);
    expect(WORKFLOW_STATUSES.payment.codes).toEqual(['1', '3', '5', '7', '9']);
    expect(WORKFLOW_STATUSES.refund.codes).toEqual([0, 1, 2, 3]);
    expect(WORKFLOW_STATUSES.appeal.codes).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(WORKFLOW_STATUSES.gradeSubmission.codes).toEqual([0, 1, 2, 3, 4]);
    expect(WORKFLOW_STATUSES.invoice.codes).toEqual([0, 1, 2, 3]);
    expect(WORKFLOW_STATUSES.contract.codes).toEqual([0, 3000, 3001]);
    expect(WORKFLOW_STATUSES.realName.codes).toEqual([1, 2, 3]);
    expect(WORKFLOW_STATUSES.eventApply.codes).toEqual([0, 1, 2]);
  });

  it('present a test class under review as the spec says', () => {
    expect(statusLabel('testClass', TestClassStatus.Applied)).toBe('省协会审核中');
    expect(statusLabel('testClass', TestClassStatus.ProvinceApproved)).toBe('中羽协审核中');
    expect(statusLabel('testClass', TestClassStatus.Approved)).toBe('中羽协审核通过');
    expect(statusLabel('payment', PaymentStatus.Paid)).toBe('已支付');
    expect(statusLabel('refund', 2)).toBe('已退费');
    expect(statusLabel('gradeSubmission', 0)).toBe('未提交');
  });

  it('show an unknown code as itself', () => {
    expect(statusLabel('refund', 8)).toBe('8');
  });

  it('word a refused change in Chinese', () => {
    expect(WORKFLOW_MESSAGES.illegalTransition('测试班', '审核驳回', '中羽协审核通过')).toBe('测试班当前为“审核驳回”，不能变更为“中羽协审核通过”');
  });
});
