import { PORTAL_PAGE_SIZES, PORTAL_PAGER_ABOVE } from '@badminton/contracts';

/** 5 classes per page; the pager appears only above 6 (req: public-portal.md#training-class-list). */
export const TRAINING_PAGE_SIZE = PORTAL_PAGE_SIZES.trainingClasses;
export const TRAINING_PAGER_ABOVE = PORTAL_PAGER_ABOVE.trainingClasses;

/**
 * The `limit` of a training list request. Page 1 asks for up to 6, so a search that finds 6 shows them all without
 * a pager (none is left unreachable); from page 2 the page size is 5, and offsets stay `(page - 1) × 5`.
 */
export function trainingListLimit(page: number): number {
  return page === 1 ? TRAINING_PAGER_ABOVE : TRAINING_PAGE_SIZE;
}

/** The rows shown of an answer: all of them when there is no pager, else a page of 5. */
export function trainingRowsShown<T>(items: readonly T[], totalCount: number): readonly T[] {
  return totalCount > TRAINING_PAGER_ABOVE ? items.slice(0, TRAINING_PAGE_SIZE) : items;
}
