/**
 * The home page's index wheels (req: public-portal.md#index-wheels): institutions and evaluators load 10 per page and
 * show them in pairs, advancing one pair every 10 s and loading the next page after the last pair; athletes
 * load 20 per page and scroll continuously with 8 rows visible. Every wheel restarts at page 1 when a page
 * returns fewer items than its limit. These are the pure decisions; the components own the timers.
 */

/** Index wheel autoplay (req: constants.md#timings). */
export const WHEEL_INTERVAL_MS = 10_000;
/** Institutions and evaluators per index page (req: public-portal.md#index-wheels). */
export const PAIR_WHEEL_LIMIT = 10;
/** Athletes per index page. */
export const ATHLETE_WHEEL_LIMIT = 20;
/** Athlete rows visible at once. */
export const ATHLETE_ROWS_VISIBLE = 8;
/** Items shown together on the institution and evaluator wheels. */
export const PAIR_SIZE = 2;

/** The page to load after `page`: page 1 again when `page` answered fewer items than the limit. */
export function nextPage(page: number, received: number, limit: number): number {
  return received < limit ? 1 : page + 1;
}

/** Number of pairs a page of `count` items shows (the last pair may hold one item). */
export function pairCount(count: number): number {
  return Math.ceil(count / PAIR_SIZE);
}

/** The items of pair `index` (0-based). */
export function pairAt<T>(items: readonly T[], index: number): T[] {
  return items.slice(index * PAIR_SIZE, index * PAIR_SIZE + PAIR_SIZE);
}

export interface PairWheelState {
  page: number;
  /** Items the page answered. */
  count: number;
  /** 0-based pair shown. */
  pair: number;
}

export type PairWheelStep = { kind: 'pair'; pair: number } | { kind: 'load'; page: number };

/**
 * What the 10 s tick does: the next pair of the page, else load the next page. A short first page is the
 * whole list, so the wheel starts over at its first pair without asking for page 1 again.
 */
export function advancePairWheel(state: PairWheelState, limit: number): PairWheelStep {
  if (state.pair + 1 < pairCount(state.count)) return { kind: 'pair', pair: state.pair + 1 };
  const page = nextPage(state.page, state.count, limit);
  if (page === 1 && state.page === 1) return { kind: 'pair', pair: 0 };
  return { kind: 'load', page };
}

/**
 * What to do with a loaded page: show it, or, when a later page came back empty (the previous page was exactly
 * full and the list ended), load page 1 at once instead of showing an empty wheel.
 */
export function acceptPage(page: number, received: number): 'show' | 'restart' {
  return received === 0 && page > 1 ? 'restart' : 'show';
}

/**
 * The rows the athlete wheel renders for one pass: the page followed by the first visible rows of the page
 * that comes after it, so that when the pass ends and the next page takes over at offset 0 the view does not
 * jump. A first page that fits in the visible rows does not scroll (`scrolls` false).
 */
export function scrollRows<T>(current: readonly T[], following: readonly T[] | null, currentPage: number, visible: number) {
  const scrolls = !(currentPage === 1 && current.length <= visible) && current.length > 0;
  if (!scrolls) return { rows: [...current], scrolls: false, shift: 0 };
  const tail = (following && following.length > 0 ? following : current).slice(0, visible);
  return { rows: [...current, ...tail], scrolls: true, shift: current.length };
}
