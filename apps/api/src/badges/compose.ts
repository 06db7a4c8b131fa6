import { type BadgeKind, badgeGrades } from '@badminton/validation';
import { Resvg } from '@resvg/resvg-js';
import { BADGE_HEIGHT, BADGE_WIDTH, gradeBadge } from './art';

/** Pixel size of one badge in a combined image. */
export const CELL_WIDTH = 120;
export const CELL_HEIGHT = 144;
const GAP = 8;
const MARGIN = 6;

/** Pixel size of the combined image of `count` badges. */
export function combinedSize(count: number): { width: number; height: number } {
  return { width: MARGIN * 2 + count * CELL_WIDTH + (count - 1) * GAP, height: MARGIN * 2 + CELL_HEIGHT };
}

/** The combined image of a weight sum as SVG: the badges of its grades in a row, lowest grade first. */
export function combinedBadgeSvg(kind: BadgeKind, sum: number): string {
  const grades = badgeGrades(kind, sum);
  const { width, height } = combinedSize(grades.length);
  const scale = CELL_WIDTH / BADGE_WIDTH;
  const badges = grades.map((grade, index) =>
    gradeBadge(grade, MARGIN + index * (CELL_WIDTH + GAP), MARGIN + (CELL_HEIGHT - BADGE_HEIGHT * scale) / 2, scale),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${badges.join('')}</svg>`;
}

/** Renders an SVG drawn by the project (outlines only, no text) to PNG. */
export function svgToPng(svg: string, options: { fontFiles?: string[]; defaultFontFamily?: string; width?: number } = {}): Buffer {
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: options.fontFiles ?? [], defaultFontFamily: options.defaultFontFamily ?? '' },
    ...(options.width ? { fitTo: { mode: 'width' as const, value: options.width } } : {}),
  });
  return resvg.render().asPng();
}

/** The combined badge image of a weight sum as PNG. */
export function renderCombinedBadge(kind: BadgeKind, sum: number): Buffer {
  return svgToPng(combinedBadgeSvg(kind, sum));
}
