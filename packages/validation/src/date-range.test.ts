import { describe, expect, it } from 'vitest';
import { toDateRange } from './date-range';

describe('toDateRange', () => {
  it.each([
    [['2024-01-01', '2024-01-31'], { startTime: '2024-01-01 00:00:00', endTime: '2024-01-31 23:59:59' }],
    [['2024-02-29', '2024-02-29'], { startTime: '2024-02-29 00:00:00', endTime: '2024-02-29 23:59:59' }],
    [[' 2024-03-01 ', '2024-03-02 18:30:00'], { startTime: '2024-03-01 00:00:00', endTime: '2024-03-02 23:59:59' }],
    [[new Date(2024, 0, 1, 15, 30), new Date(2024, 11, 31)], { startTime: '2024-01-01 00:00:00', endTime: '2024-12-31 23:59:59' }],
    [[new Date(2024, 4, 5, 23, 59, 59), '2024-05-06'], { startTime: '2024-05-05 00:00:00', endTime: '2024-05-06 23:59:59' }],
    [[], {}],
    [null, {}],
    [undefined, {}],
    [[null, null], {}],
    [['2024-01-01', null], {}],
    [[undefined, '2024-01-01'], {}],
    [['', ''], {}],
    [['2023-02-29', '2023-03-01'], {}], // not a day
    [['2024/01/01', '2024/01/31'], {}],
    [[new Date(Number.NaN), new Date(2024, 0, 1)], {}],
  ] as const)('%j → %j', (range, expected) => {
    expect(toDateRange(range)).toEqual(expected);
  });

  it('spreads into a payload', () => {
    expect({ keyword: '羽', ...toDateRange([]) }).toEqual({ keyword: '羽' });
  });
});
