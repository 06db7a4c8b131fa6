import { describe, expect, it } from 'vitest';
import { recordActions, recordListPayload, recordRowsShown } from './test-records';

const base = { payment_status: '1' as const, isBatch: false, isAppeal: false, refund_status: 0, score_qualified_judgment: 1 as number | null };

describe('grade test record actions', () => {
  it.each([
    [{ ...base }, { pay: true, score: false, invoice: false, appeal: false, refunded: false }],
    [{ ...base, isBatch: true }, { pay: false, score: false, invoice: false, appeal: false, refunded: false }],
    [{ ...base, payment_status: '3' as const }, { pay: false, score: true, invoice: true, appeal: true, refunded: false }],
    [{ ...base, payment_status: '3' as const, isAppeal: true }, { pay: false, score: true, invoice: true, appeal: false, refunded: false }],
    // Issue 28.6: paid but not scored yet — no 查看成绩 and no 申诉 (the service would answer 成绩尚未发布).
    [{ ...base, payment_status: '3' as const, score_qualified_judgment: null }, { pay: false, score: false, invoice: true, appeal: false, refunded: false }],
    [{ ...base, payment_status: '7' as const, refund_status: 2 }, { pay: false, score: false, invoice: false, appeal: false, refunded: true }],
    [{ ...base, payment_status: '5' as const }, { pay: false, score: false, invoice: false, appeal: false, refunded: false }],
    [{ ...base, payment_status: '9' as const }, { pay: false, score: false, invoice: false, appeal: false, refunded: false }],
  ])('%j → %j', (record, expected) => {
    expect(recordActions(record)).toEqual(expected);
  });
});

describe('paging: 4 per page, pager above 5', () => {
  it('asks page 1 for 5 and later pages for 4 at offsets of 4', () => {
    expect(recordListPayload(1)).toEqual({ limit: 5, page: 1 });
    expect(recordListPayload(2)).toEqual({ limit: 4, page: 2 });
  });
  it('shows all of up to 5 rows, else 4', () => {
    const five = [1, 2, 3, 4, 5];
    expect(recordRowsShown(five, 5)).toEqual(five);
    expect(recordRowsShown(five, 6)).toEqual([1, 2, 3, 4]);
    expect(recordRowsShown([1, 2], 6)).toEqual([1, 2]);
  });
});
