import { describe, expect, it } from 'vitest';
import {
  ADULT_BADGE_WEIGHTS,
  CHILD_BADGE_WEIGHTS,
  badgeGrades,
  badgeImageName,
  badgeSum,
  isBadgeSum,
  parseBadgeImageName,
} from './badges';

// req: certificates-and-delivery.md#combined-badge-images
describe('badge weights (spec 000 §9)', () => {
  it('adult grades 4–9 weigh 1, 2, 4, 8, 16, 32', () => {
    expect(ADULT_BADGE_WEIGHTS).toEqual({ 4: 1, 5: 2, 6: 4, 7: 8, 8: 16, 9: 32 });
  });
  it('child grades 10–16 weigh 1, 2, 4, 8, 16, 32, 64', () => {
    expect(CHILD_BADGE_WEIGHTS).toEqual({ 10: 1, 11: 2, 12: 4, 13: 8, 14: 16, 15: 32, 16: 64 });
  });
});

describe('badgeSum', () => {
  it.each<[number[], { adult: number; child: number }]>([
    [[], { adult: 0, child: 0 }],
    [[4], { adult: 1, child: 0 }],
    [[5], { adult: 2, child: 0 }],
    [[9], { adult: 32, child: 0 }],
    [[4, 6], { adult: 5, child: 0 }],
    [[4, 5, 6, 7, 8, 9], { adult: 63, child: 0 }],
    [[10], { adult: 0, child: 1 }],
    [[16], { adult: 0, child: 64 }],
    [[10, 11, 12, 13, 14, 15, 16], { adult: 0, child: 127 }],
    [[4, 4, 4], { adult: 1, child: 0 }], // each grade counts once
    [[12, 12, 16], { adult: 0, child: 68 }],
    [[1, 2, 3], { adult: 0, child: 0 }], // grades 1–3 have no badge
    [[0, 17, 31, 32, 33, -4, 4.5], { adult: 0, child: 0 }],
    [[3, 4, 9, 10, 16], { adult: 33, child: 65 }], // both tracks at once
    [[9, 8, 7], { adult: 56, child: 0 }], // order does not matter
  ])('%j → %j', (grades, expected) => {
    expect(badgeSum(grades)).toEqual(expected);
  });
});

describe('every sum maps to its grades and image name', () => {
  const adultGrades = [4, 5, 6, 7, 8, 9];
  const childGrades = [10, 11, 12, 13, 14, 15, 16];
  const cases = [
    ...Array.from({ length: 63 }, (_, i) => ['adult', i + 1] as const),
    ...Array.from({ length: 127 }, (_, i) => ['child', i + 1] as const),
  ];
  it.each(cases)('%s %i', (kind, sum) => {
    const grades = badgeGrades(kind, sum);
    const track = kind === 'adult' ? adultGrades : childGrades;
    // the bits of the sum, low bit = lowest grade
    const expected = track.filter((_, bit) => Math.floor(sum / 2 ** bit) % 2 === 1);
    expect(grades).toEqual(expected);
    expect(badgeSum(grades)[kind]).toBe(sum);
    expect(badgeImageName(kind, sum)).toBe(`${kind}_${sum}.png`);
    expect(parseBadgeImageName(`${kind}_${sum}.png`)).toEqual({ kind, sum });
  });

  it('has 63 adult and 127 child images', () => {
    expect(cases.filter(([kind]) => kind === 'adult')).toHaveLength(63);
    expect(new Set(cases.map(([kind, sum]) => badgeImageName(kind, sum))).size).toBe(190);
  });
});

describe('limits', () => {
  it.each([
    ['adult', 0],
    ['adult', 64],
    ['child', 0],
    ['child', 128],
    ['adult', 1.5],
    ['child', -1],
  ] as const)('%s %d is not a badge sum', (kind, sum) => {
    expect(isBadgeSum(kind, sum)).toBe(false);
    expect(() => badgeImageName(kind, sum)).toThrow('不存在的徽章组合');
  });

  it.each(['adult_0.png', 'adult_64.png', 'child_128.png', 'child_01.png', '../adult_1.png', 'adult_1.png.png', 'adult_1.PNG', 'teen_1.png', 'adult_1.jpg', ''])(
    'refuses the file name %j',
    (name) => {
      expect(parseBadgeImageName(name)).toBeNull();
    },
  );
});
