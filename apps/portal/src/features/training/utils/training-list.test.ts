import { describe, expect, it } from 'vitest';
import { trainingListLimit, trainingRowsShown } from './training-list';

describe('training list paging (5 per page, pager above 6)', () => {
  it('asks for 6 on page 1 and 5 afterwards, so page 2 starts at the 6th class', () => {
    expect(trainingListLimit(1)).toBe(6);
    expect(trainingListLimit(2)).toBe(5);
    expect(trainingListLimit(3)).toBe(5);
  });

  it('shows all of up to 6 classes on one page (no pager hides the 6th)', () => {
    expect(trainingRowsShown([1, 2, 3, 4, 5, 6], 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(trainingRowsShown([1, 2, 3], 3)).toEqual([1, 2, 3]);
  });

  it('shows a page of 5 once there are more than 6', () => {
    expect(trainingRowsShown([1, 2, 3, 4, 5, 6], 7)).toEqual([1, 2, 3, 4, 5]);
    expect(trainingRowsShown([6, 7], 7)).toEqual([6, 7]);
  });
});
