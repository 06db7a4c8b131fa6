/**
 * The fixed values of the test sign-up calls (issue 13, decision 0031): page sizes and the messages the service
 * answers. zod-free (re-exported by `./constants`), so the browser ships them too. The form rules and their messages
 * (coach form, invoice title) live in @badminton/validation (`sign-up-order.ts`).
 */
import { PaymentStatus, RefundStatus } from '../workflow-states';
import type { TestOrderRecord } from './test-sign-up';

/** Test order records: 4 per page, the pager only above 5 (spec 001 §9). */
export const TEST_RECORD_PAGE_SIZE = 4;
export const TEST_RECORD_PAGER_ABOVE = 5;

/** What the sign-up calls answer besides the spec's own messages (不在当前报名时间范围内, 您未取得测试等级资格). */
export const SIGN_UP_MESSAGES = {
  notEligible: '您未取得测试等级资格',
  gradeNotOffered: '该测试班没有此测试等级',
  full: '该测试班报名名额已满',
  alreadySignedUp: '您已报名该测试班的此等级，请在等级测试记录中查看',
  leaveRecordFailed: '获取报名信息失败',
  applicationNotFound: '报名记录不存在',
  notOnLeave: '该报名记录没有请假记录，无需放弃',
} as const;

/** What a grade test record card offers (the athlete's screen and the service's frame of it). */
export interface TestRecordActions {
  /** 去支付: pending and not a batch sign-up (a batch sign-up is paid by the institution). */
  pay: boolean;
  /** 查看成绩: paid and the scores published (before that the service answers 成绩尚未发布; issue 28.6). */
  score: boolean;
  /** 查看发票: paid. */
  invoice: boolean;
  /** 申诉: paid, the scores published and not appealed yet (issue 28.6). */
  appeal: boolean;
  /** 已退费 tag. */
  refunded: boolean;
}

export function testRecordActions(
  record: Pick<TestOrderRecord, 'payment_status' | 'isBatch' | 'isAppeal' | 'refund_status' | 'score_qualified_judgment'>,
): TestRecordActions {
  const paid = record.payment_status === PaymentStatus.Paid;
  // The list answers score_qualified_judgment only once the class's scores are published (null before).
  const scored = record.score_qualified_judgment !== null && record.score_qualified_judgment !== undefined;
  return {
    pay: record.payment_status === PaymentStatus.Pending && !record.isBatch,
    score: paid && scored,
    invoice: paid,
    appeal: paid && scored && !record.isAppeal,
    refunded: record.refund_status === RefundStatus.Refunded,
  };
}
