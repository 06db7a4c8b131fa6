import { describe, expect, it } from 'vitest';
import { daysInMonth, isLeapYear, isRealDate, parseDateString, toDateString } from './dates';

describe('dates', () => {
  it.each([
    [2000, true], [1900, false], [2024, true], [2023, false], [2100, false], [1600, true],
  ])('isLeapYear(%i) → %j', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });

  it('daysInMonth', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it.each([
    [2024, 2, 29, true], [2023, 2, 29, false], [2024, 4, 31, false], [2024, 0, 1, false],
    [2024, 13, 1, false], [2024, 1, 0, false], [2024, 12, 31, true], [2024.5, 1, 1, false],
  ])('isRealDate(%i, %i, %i) → %j', (y, m, d, expected) => {
    expect(isRealDate(y, m, d)).toBe(expected);
  });

  it('parseDateString / toDateString', () => {
    expect(parseDateString('2024-02-29')).toBe('2024-02-29');
    expect(parseDateString('2024-02-29T10:00:00Z')).toBe('2024-02-29');
    expect(parseDateString('2024-2-29')).toBeNull();
    expect(parseDateString('2024-02-30')).toBeNull();
    expect(toDateString(new Date(2024, 1, 29, 23, 59))).toBe('2024-02-29');
    expect(toDateString(null)).toBeNull();
  });
});
