/**
 * Combined badge images (req: certificates-and-delivery.md#combined-badge-images): every certificate grade of a track
 * has a weight, and the sum of the weights of the grades an athlete holds selects one pre-drawn combined image.
 */

export type BadgeKind = 'adult' | 'child';

/** Adult grades 4–9 → weights 1, 2, 4, 8, 16, 32. */
export const ADULT_BADGE_WEIGHTS: Readonly<Record<number, number>> = Object.freeze({
  4: 1,
  5: 2,
  6: 4,
  7: 8,
  8: 16,
  9: 32,
});

/** Child grades 10–16 (少儿一级 … 少儿七级) → weights 1, 2, 4, 8, 16, 32, 64. */
export const CHILD_BADGE_WEIGHTS: Readonly<Record<number, number>> = Object.freeze({
  10: 1,
  11: 2,
  12: 4,
  13: 8,
  14: 16,
  15: 32,
  16: 64,
});

/** Largest sum of each track: adult 63, child 127. */
export const BADGE_MAX_SUM: Readonly<Record<BadgeKind, number>> = Object.freeze({ adult: 63, child: 127 });

/** The grades of a track, ascending (adult 4–9, child 10–16). */
export const BADGE_GRADES: Readonly<Record<BadgeKind, readonly number[]>> = Object.freeze({
  adult: Object.freeze([4, 5, 6, 7, 8, 9]),
  child: Object.freeze([10, 11, 12, 13, 14, 15, 16]),
});

const WEIGHTS: Record<BadgeKind, Readonly<Record<number, number>>> = { adult: ADULT_BADGE_WEIGHTS, child: CHILD_BADGE_WEIGHTS };

/**
 * Sums the badge weights of a set of certificate grades, per track. Each grade counts once
 * (two certificates of the same grade add its weight once); grades 1–3 and unknown values are ignored.
 */
export function badgeSum(grades: readonly number[]): { adult: number; child: number } {
  const distinct = new Set(grades);
  let adult = 0;
  let child = 0;
  for (const grade of distinct) {
    if (!Number.isInteger(grade)) continue;
    adult += ADULT_BADGE_WEIGHTS[grade] ?? 0;
    child += CHILD_BADGE_WEIGHTS[grade] ?? 0;
  }
  return { adult, child };
}

/** True when `sum` names an existing combined image of that track (adult 1–63, child 1–127). */
export function isBadgeSum(kind: BadgeKind, sum: number): boolean {
  return Number.isInteger(sum) && sum >= 1 && sum <= BADGE_MAX_SUM[kind];
}

/** The grades whose weights make up `sum` (ascending), e.g. `badgeGrades('adult', 5)` → `[4, 6]`. */
export function badgeGrades(kind: BadgeKind, sum: number): number[] {
  if (!isBadgeSum(kind, sum)) throw new RangeError(`不存在的徽章组合：${kind}_${sum}`);
  return BADGE_GRADES[kind].filter((grade) => (sum & WEIGHTS[kind][grade]) !== 0);
}

/** File name of the combined badge image, e.g. `badgeImageName('adult', 5)` → `'adult_5.png'`. */
export function badgeImageName(kind: BadgeKind, sum: number): string {
  if (!isBadgeSum(kind, sum)) throw new RangeError(`不存在的徽章组合：${kind}_${sum}`);
  return `${kind}_${sum}.png`;
}

/** Parses a combined badge file name (`adult_5.png`); null for anything else. */
export function parseBadgeImageName(fileName: string): { kind: BadgeKind; sum: number } | null {
  const match = /^(adult|child)_([1-9][0-9]{0,2})\.png$/.exec(fileName);
  if (!match) return null;
  const kind = match[1] as BadgeKind;
  const sum = Number(match[2]);
  return isBadgeSum(kind, sum) ? { kind, sum } : null;
}
