import {
  TEST_RECORD_PAGE_SIZE,
  TEST_RECORD_PAGER_ABOVE,
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

export { paymentStatusLabel } from '@badminton/contracts';

/** The card's judgment labels and actions (one home: @badminton/contracts, shared with the service's frame). */
export { SCORE_JUDGMENT_LABELS, testRecordActions as recordActions, type TestRecordActions as RecordActions } from '@badminton/contracts';
