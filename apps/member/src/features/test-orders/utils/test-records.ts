import {
  PAYMENT_STATUS_LABELS,
  PaymentStatus,
  RefundStatus,
  TEST_RECORD_PAGE_SIZE,
  TEST_RECORD_PAGER_ABOVE,
  type PaymentStatusCode,
  type TestOrderRecord,
} from '@badminton/contracts';

/**
 * The grade test records list (req: test-sign-up-and-orders.md#grade-test-records): 4 per page, the pager only above 5.
 * Page 1 asks for 5, so five sign-ups show without a pager and none is unreachable; from page 2 pages hold 4 and
 * offsets stay (page − 1) × 4.
 */
export const RECORD_PAGE_SIZE = TEST_RECORD_PAGE_SIZE;
export const RECORD_PAGER_ABOVE = TEST_RECORD_PAGER_ABOVE;

export function recordRowsShown<T>(items: readonly T[], totalCount: number): readonly T[] {
  return totalCount > RECORD_PAGER_ABOVE ? items.slice(0, RECORD_PAGE_SIZE) : items;
}

/** The payload of page `page`: offsets of (page − 1) × 4 with a limit of 4 (page 1 asks for 5). */
export function recordListPayload(page: number): { limit: number; page: number } {
  if (page === 1) return { limit: RECORD_PAGER_ABOVE, page: 1 };
  return { limit: RECORD_PAGE_SIZE, page };
}

export function paymentStatusLabel(code: PaymentStatusCode): string {
  return PAYMENT_STATUS_LABELS[code] ?? code;
}

export const SCORE_JUDGMENT_LABELS: Record<number, string> = { 0: '未评定', 1: '合格', 2: '不合格' };

export interface RecordActions {
  /** 去支付: pending and not a batch sign-up (a batch sign-up is paid by the institution). */
  pay: boolean;
  /** 查看成绩, 查看发票: paid. */
  score: boolean;
  invoice: boolean;
  /** 申诉: paid and not appealed yet. */
  appeal: boolean;
  /** 已退费 tag. */
  refunded: boolean;
}

export function recordActions(record: Pick<TestOrderRecord, 'payment_status' | 'isBatch' | 'isAppeal' | 'refund_status'>): RecordActions {
  const paid = record.payment_status === PaymentStatus.Paid;
  return {
    pay: record.payment_status === PaymentStatus.Pending && !record.isBatch,
    score: paid,
    invoice: paid,
    appeal: paid && !record.isAppeal,
    refunded: record.refund_status === RefundStatus.Refunded,
  };
}
