/**
 * Combined badge images (`/image/output/adult_{sum}.png`, `child_{sum}.png`) are served by the service as
 * given (not under /wwwroot). Each badge in the strip is 128 px wide plus a 4 px margin, 156 px high, so
 * the strip's size follows from the number of grades in the weight sum; the page reserves that box.
 */
export const BADGE_HEIGHT = 156;
const BADGE_STEP = 128;
const BADGE_EDGE = 4;

export interface BadgeImage {
  kind: 'adult' | 'child';
  label: string;
  src: string;
  width: number;
  height: number;
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest > 0; rest >>= 1) count += rest & 1;
  return count;
}

/** Intrinsic size of a combined badge image from its path; null when the path is not a combined badge. */
export function badgeImageSize(path: string): { width: number; height: number } | null {
  const match = /\/(adult|child)_(\d+)\.png$/.exec(path);
  if (!match) return null;
  const sum = Number(match[2]);
  const max = match[1] === 'adult' ? 63 : 127;
  if (sum < 1 || sum > max) return null;
  return { width: bitCount(sum) * BADGE_STEP + BADGE_EDGE, height: BADGE_HEIGHT };
}

/** The detail's badge images, adult first; tracks without a badge are left out. */
export function badgeImages(detail: { adultBadge: string | null; childBadge: string | null }): BadgeImage[] {
  const entries: Array<[BadgeImage['kind'], string, string | null]> = [
    ['adult', '成人等级徽章', detail.adultBadge],
    ['child', '少儿等级徽章', detail.childBadge],
  ];
  return entries.flatMap(([kind, label, src]) => {
    if (!src) return [];
    const size = badgeImageSize(src) ?? { width: BADGE_HEIGHT, height: BADGE_HEIGHT };
    return [{ kind, label, src, ...size }];
  });
}
