import { REFUND_STATUS_LABELS, RefundStatus, type RefundStatusCode, TestClassStatus, type TestClassStatusCode } from '../workflow-states';

/**
 * The fixed values of the institution's test classes (req: institution.md#test-class-list, #class-refund,
 * #new-test-class, #evaluator-picker, #test-class-detail; decision 0059): page sizes, the refund rule and the messages
 * the service answers. zod-free (re-exported by `./constants`), so the browser ships them too.
 */

/** Test classes and the detail: 8 per page; the assessor picker: 5 per page (institution constants). */
export const INSTITUTION_CLASS_PAGE_SIZE = 8;
export const ASSESSOR_PICKER_PAGE_SIZE = 5;

/** Class `refund_status` (the refund workflow): 0 none, 1 refunding, 2 refunded, any other value failed. */
export function classRefundLabel(refundStatus: number): string {
  return refundStatus === 0 || refundStatus === 1 || refundStatus === 2 ? REFUND_STATUS_LABELS[refundStatus] : REFUND_STATUS_LABELS[RefundStatus.Failed];
}

/**
 * The class refund toggle (req: institution.md#class-refund): only a finally approved class whose refund_status is 0
 * or 1; 0 requests the refund (→ 1), 1 cancels the request (→ 0). The value the toggle sets, or null when the class
 * offers no refund action. The screen shows the action by it and the service allows the change by it.
 */
export function classRefundTarget(applicationStatus: TestClassStatusCode | string, refundStatus: number): Extract<RefundStatusCode, 0 | 1> | null {
  if (applicationStatus !== TestClassStatus.Approved) return null;
  if (refundStatus === RefundStatus.None) return RefundStatus.Refunding;
  if (refundStatus === RefundStatus.Refunding) return RefundStatus.None;
  return null;
}

/** The entries (view entry) open only for a finally approved class. */
export function canViewEntries(applicationStatus: TestClassStatusCode | string): boolean {
  return applicationStatus === TestClassStatus.Approved;
}

/** Labels of the test class screens. */
export const INSTITUTION_CLASS_LABELS = {
  requestRefund: '申请退款',
  cancelRefund: '取消退款',
  confirmRequest: '确定为该测试班申请退款吗？',
  confirmCancel: '确定取消该测试班的退款申请吗？',
  submitted: '提交成功!',
  created: '新增测试班成功',
  createFailed: '新增测试班失败',
  viewEntryRefused: '测试班审核通过后才能查看报名',
} as const;

/** Messages of the institution's test class calls. */
export const INSTITUTION_CLASS_MESSAGES = {
  /** Another institution's class, or none: the same answer, so ids cannot be probed. */
  classNotFound: '该测试班不存在',
  refundNotOffered: '该测试班当前不能申请或取消退款',
  refundStatusInvalid: '退款状态只能是0或1',
  refundChanged: '该测试班的退款状态已变更，请刷新后重试',
  siteNotFound: '所选测试地点不存在，请重新选择',
  /** An assessor who may not assess (no rank, withdrawn, not an evaluator, unknown). */
  assessorNotAllowed: '所选考评员不可担任考评工作，请重新选择',
  /** An assessor listed under a level that is not their rank. */
  assessorWrongLevel: (name: string, level: string) => `${name}不是${level}`,
  rankInvalid: '考评员级别只能是1到3',
} as const;
