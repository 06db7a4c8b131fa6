import { describe, expect, it } from 'vitest';
import { acceptPage, advancePairWheel, nextPage, pairAt, pairCount, scrollRows } from './index-wheel';

describe('nextPage', () => {
  it.each([
    [1, 10, 10, 2],
    [2, 10, 10, 3],
    [3, 4, 10, 1],
    [1, 0, 10, 1],
    [4, 19, 20, 1],
    [1, 20, 20, 2],
  ])('page %i answering %i of %i → page %i', (page, received, limit, expected) => {
    expect(nextPage(page, received, limit)).toBe(expected);
  });
});

describe('pairs', () => {
  it('counts pairs, the last one possibly single', () => {
    expect([0, 1, 2, 3, 9, 10].map(pairCount)).toEqual([0, 1, 1, 2, 5, 5]);
  });
  it('slices pair n', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(pairAt(items, 0)).toEqual(['a', 'b']);
    expect(pairAt(items, 1)).toEqual(['c', 'd']);
    expect(pairAt(items, 2)).toEqual(['e']);
    expect(pairAt(items, 3)).toEqual([]);
  });
});

describe('advancePairWheel', () => {
  it('moves one pair within a page', () => {
    expect(advancePairWheel({ page: 1, count: 10, pair: 0 }, 10)).toEqual({ kind: 'pair', pair: 1 });
    expect(advancePairWheel({ page: 2, count: 10, pair: 3 }, 10)).toEqual({ kind: 'pair', pair: 4 });
  });
  it('loads the next page after the last pair of a full page', () => {
    expect(advancePairWheel({ page: 1, count: 10, pair: 4 }, 10)).toEqual({ kind: 'load', page: 2 });
    expect(advancePairWheel({ page: 2, count: 10, pair: 4 }, 10)).toEqual({ kind: 'load', page: 3 });
  });
  it('restarts at page 1 after the last pair of a short page', () => {
    expect(advancePairWheel({ page: 3, count: 7, pair: 3 }, 10)).toEqual({ kind: 'load', page: 1 });
    expect(advancePairWheel({ page: 3, count: 7, pair: 2 }, 10)).toEqual({ kind: 'pair', pair: 3 });
  });
  it('a short first page is the whole list: back to its first pair without a reload', () => {
    expect(advancePairWheel({ page: 1, count: 5, pair: 2 }, 10)).toEqual({ kind: 'pair', pair: 0 });
    expect(advancePairWheel({ page: 1, count: 1, pair: 0 }, 10)).toEqual({ kind: 'pair', pair: 0 });
  });
});

describe('acceptPage', () => {
  it('shows a page with items and an empty first page', () => {
    expect(acceptPage(2, 3)).toBe('show');
    expect(acceptPage(1, 0)).toBe('show');
  });
  it('restarts when a later page is empty', () => {
    expect(acceptPage(4, 0)).toBe('restart');
  });
});

describe('scrollRows', () => {
  const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
  it('appends the first visible rows of the following page and shifts by the page length', () => {
    const result = scrollRows(page(1, 20), page(21, 20), 1, 8);
    expect(result.scrolls).toBe(true);
    expect(result.shift).toBe(20);
    expect(result.rows).toEqual([...page(1, 20), ...page(21, 8)]);
  });
  it('loops on itself while the following page is not there yet', () => {
    const result = scrollRows(page(1, 12), null, 2, 8);
    expect(result.rows).toEqual([...page(1, 12), ...page(1, 8)]);
    expect(result.shift).toBe(12);
  });
  it('does not scroll a first page that fits', () => {
    expect(scrollRows(page(1, 8), page(1, 8), 1, 8)).toEqual({ rows: page(1, 8), scrolls: false, shift: 0 });
    expect(scrollRows([], null, 1, 8).scrolls).toBe(false);
  });
  it('scrolls a short later page into page 1', () => {
    const result = scrollRows(page(41, 3), page(1, 20), 3, 8);
    expect(result.rows).toEqual([...page(41, 3), ...page(1, 8)]);
    expect(result.shift).toBe(3);
  });
});
