/** Whole images: banners, article pictures, media covers, partner logos and QR-like service codes. */
import { seededRandom, seedOf } from '../random.js';
import { drawMotif, motifTitle, type Motif } from './motifs.js';
import {
  chip,
  escapeXml,
  fitFontSize,
  flightPath,
  linearGradient,
  n,
  paletteAt,
  perspectiveCourt,
  racket,
  rings,
  shuttlecock,
  svgDocument,
  text,
  textWidthEm,
} from './svg.js';

export interface BannerSpec {
  index: number;
  tag: string;
  title: string;
  subtitle: string;
  action: string;
  /** drawn beside the court instead of the racket */
  motif?: Motif;
}

export const BANNER_SIZE = { width: 1920, height: 520 } as const;

export function bannerSvg(spec: BannerSpec): string {
  const { width, height } = BANNER_SIZE;
  const palette = paletteAt(spec.index * 3 + 1);
  const random = seededRandom(seedOf(spec.title));
  const mirrored = spec.index % 2 === 1;
  // The text stays inside the middle of the canvas (x 470–1450), the part a 375 px wide phone shows of the
  // centred, cropped banner; the art sits beside it and may be cut on narrow screens.
  const textX = mirrored ? 690 : 490;
  const artX = mirrored ? 380 : 1480;
  const defs =
    linearGradient('bg', palette.from, palette.to) +
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.5" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></linearGradient>`;
  const stripes: string[] = [];
  for (let k = 0; k < 6; k += 1) {
    const x = 200 + k * 300 + random.int(-40, 40);
    stripes.push(`<path d="M${x} 0L${x + 120} 0L${x - 160} ${height}L${x - 280} ${height}Z" fill="#ffffff" fill-opacity="${n(0.025 + (k % 3) * 0.012)}"/>`);
  }
  const titleSize = fitFontSize(spec.title, 700, 68);
  // The racket is rotated by ±30°, so its head centre sits 69 px sideways and 120 px above the grip anchor.
  const racketX = mirrored ? artX + 120 : artX - 60;
  const motifBox = { x: racketX - 170, y: 110, w: 340, h: 280 };
  const headX = spec.motif ? racketX : mirrored ? racketX + 69 : racketX - 69;
  const headY = spec.motif ? motifBox.y + 20 : 330 - 120;
  const shuttleX = mirrored ? artX - 280 : artX + 300;
  const trail = `M${headX} ${headY}Q${(headX + shuttleX) / 2} 10 ${shuttleX} 150`;
  const buttonWidth = textWidthEm(spec.action) * 26 + 88;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    stripes.join('') +
    `<circle cx="${artX}" cy="${height / 2}" r="330" fill="url(#glow)"/>` +
    rings(artX, height / 2, 210, 4, '#ffffff') +
    perspectiveCourt(artX, 200, height + 60, 190, 430, { surface: palette.court, opacity: 0.9 }) +
    `<rect width="${width}" height="${height}" fill="url(#fade)"/>` +
    flightPath(trail, palette.accent, 4) +
    (spec.motif
      ? drawMotif(spec.motif, motifBox, palette, random)
      : racket(racketX, 330, 1.5, mirrored ? 30 : -30, { grip: palette.accent })) +
    shuttlecock(shuttleX, 150, 1.7, mirrored ? -60 : 60) +
    text(textX, 150, spec.tag, { size: 26, fill: palette.accent, weight: 700, letterSpacing: 4 }) +
    `<rect x="${textX}" y="172" width="72" height="6" rx="3" fill="${palette.accent}"/>` +
    text(textX, 260, spec.title, { size: titleSize, weight: 800 }) +
    text(textX, 322, spec.subtitle, { size: fitFontSize(spec.subtitle, 700, 30), opacity: 0.88 }) +
    `<rect x="${textX}" y="368" width="${n(buttonWidth)}" height="64" rx="32" fill="${palette.accent}"/>` +
    text(textX + 40, 410, `${spec.action} →`, { size: 26, fill: palette.from, weight: 700 });
  return svgDocument(width, height, defs, motifTitle(spec.title) + body);
}

export interface PictureSpec {
  /** drives colour and layout */
  seed: string;
  width: number;
  height: number;
  label: string;
  title: string;
  motif: Motif;
  /** a second, smaller line under the title */
  caption?: string;
  /** draws a duration chip; the page draws the one play button over a video's cover (issue 28.10) */
  video?: { duration: string };
  /**
   * Picture only: no chip, title or caption band. For images the page captions itself (the home news photos,
   * test-class, training and venue photos), which are also cropped to other shapes, so drawn text would clash.
   */
  bare?: boolean;
}

/** Article thumbnails (640×400), in-body figures (960×540) and media covers (800×450). */
export function pictureSvg(spec: PictureSpec): string {
  const { width, height } = spec;
  const seed = seedOf(spec.seed);
  const random = seededRandom(seed);
  const palette = paletteAt(seed % 97);
  const artOnLeft = seed % 2 === 0;
  const pad = Math.round(width * 0.05);
  const bandHeight = spec.bare ? pad : Math.round(height * (spec.caption ? 0.3 : 0.24));
  const artBox = {
    x: artOnLeft ? pad : width * 0.38,
    y: pad * 0.6,
    w: width * 0.62 - pad,
    h: height - bandHeight - pad * 0.6,
  };
  const defs =
    linearGradient('bg', palette.from, palette.to) +
    `<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="0.35" stop-color="#000000" stop-opacity="0.38"/><stop offset="1" stop-color="#000000" stop-opacity="0.55"/></linearGradient>`;
  const ringX = artOnLeft ? width * 0.85 : width * 0.15;
  const labelSize = Math.round(height * 0.045);
  const titleSize = fitFontSize(spec.title, width - pad * 2, Math.round(height * 0.085));
  const titleY = height - bandHeight * (spec.caption ? 0.52 : 0.36);
  const labelX = artOnLeft ? width - pad - (textWidthEm(spec.label) * labelSize + labelSize * 1.4) : pad;
  const durationChip = spec.video
    ? `<rect x="${n(width - pad - height * 0.16)}" y="${n(height - bandHeight - height * 0.1)}" width="${n(height * 0.16)}" height="${n(height * 0.07)}" rx="6" fill="#000000" fill-opacity="0.55"/>` +
      text(width - pad - height * 0.08, height - bandHeight - height * 0.05, spec.video.duration, { size: Math.round(height * 0.042), anchor: 'middle' })
    : '';
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    rings(ringX, height * 0.25, height * 0.22, 3, '#ffffff') +
    `<circle cx="${n(ringX)}" cy="${n(height * 0.25)}" r="${n(height * 0.12)}" fill="#ffffff" fill-opacity="0.06"/>` +
    drawMotif(spec.motif, artBox, palette, random) +
    durationChip +
    (spec.bare
      ? ''
      : `<rect y="${height - bandHeight - height * 0.12}" width="${width}" height="${bandHeight + height * 0.12}" fill="url(#band)"/>` +
        chip(labelX, pad * 0.7, spec.label, { size: labelSize, fill: palette.accent, colour: palette.from }) +
        text(pad, titleY, spec.title, { size: titleSize, weight: 700 }) +
        (spec.caption ? text(pad, titleY + height * 0.085, spec.caption, { size: Math.round(height * 0.045), opacity: 0.85 }) : ''));
  return svgDocument(width, height, defs, motifTitle(spec.title) + body);
}

export interface LogoSpec {
  index: number;
  name: string;
  /** a short Latin brand line under the name */
  brand: string;
  emblem: 'shuttle' | 'wing' | 'racket' | 'court' | 'star' | 'arch';
}

export const LOGO_SIZE = { width: 240, height: 96 } as const;

export function partnerLogoSvg(spec: LogoSpec): string {
  const { width, height } = LOGO_SIZE;
  const palette = paletteAt(spec.index * 5 + 2);
  const cx = 48;
  const cy = 48;
  const emblem = (() => {
    switch (spec.emblem) {
      case 'shuttle':
        return shuttlecock(cx, cy + 22, 0.58, 0, { band: palette.accent });
      case 'racket':
        return racket(cx - 4, cy + 6, 0.27, 35, { grip: palette.accent });
      case 'wing':
        return `<path d="M${cx - 20} ${cy + 14}C${cx - 14} ${cy - 16} ${cx + 6} ${cy - 22} ${cx + 22} ${cy - 20}C${cx + 10} ${cy - 12} ${cx + 12} ${cy - 4} ${cx + 2} ${cy}C${cx + 12} ${cy} ${cx + 10} ${cy + 8} ${cx - 2} ${cy + 8}C${cx + 4} ${cy + 12} ${cx - 6} ${cy + 18} ${cx - 20} ${cy + 14}Z" fill="#ffffff"/>`;
      case 'court':
        return `<rect x="${cx - 16}" y="${cy - 22}" width="32" height="44" fill="none" stroke="#ffffff" stroke-width="3"/><path d="M${cx - 16} ${cy}L${cx + 16} ${cy}M${cx - 16} ${cy - 8}L${cx + 16} ${cy - 8}M${cx - 16} ${cy + 8}L${cx + 16} ${cy + 8}M${cx} ${cy - 22}L${cx} ${cy - 8}M${cx} ${cy + 8}L${cx} ${cy + 22}" stroke="#ffffff" stroke-width="2"/>`;
      case 'star': {
        const pts: string[] = [];
        for (let k = 0; k < 10; k += 1) {
          const a = -Math.PI / 2 + (k * Math.PI) / 5;
          const r = k % 2 === 0 ? 22 : 9;
          pts.push(`${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`);
        }
        return `<path d="M${pts.join('L')}Z" fill="#ffffff"/>`;
      }
      case 'arch':
        return `<path d="M${cx - 22} ${cy + 14}Q${cx} ${cy - 30} ${cx + 22} ${cy + 14}Z" fill="#ffffff"/><rect x="${cx - 22}" y="${cy + 14}" width="44" height="6" rx="2" fill="#ffffff"/><path d="M${cx - 10} ${cy + 14}L${cx - 10} ${cy}M${cx} ${cy + 14}L${cx} ${cy - 6}M${cx + 10} ${cy + 14}L${cx + 10} ${cy}" stroke="${palette.from}" stroke-width="3"/>`;
    }
  })();
  const nameSize = fitFontSize(spec.name, 136, 20);
  // Latin capitals are about 0.68 em wide, plus the letter spacing.
  const brandSize = Math.min(11, Math.floor(((136 / spec.brand.length - 0.8) / 0.68) * 10) / 10);
  const defs = linearGradient('mark', palette.from, palette.to);
  const body =
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="12" fill="#ffffff" stroke="#d9e6e1" stroke-width="2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="34" fill="url(#mark)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="30" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="1.5"/>` +
    emblem +
    text(94, 50, spec.name, { size: nameSize, fill: palette.from, weight: 700 }) +
    text(94, 72, spec.brand, { size: brandSize, fill: '#6b7f78', weight: 600, letterSpacing: 0.8 });
  return svgDocument(width, height, defs, motifTitle(spec.name) + body);
}

const QR_MODULES = 29;
const QR_MODULE_SIZE = 8;
const QR_QUIET = 3;

/**
 * A square code in the style of a QR code (finder, timing and alignment patterns, deterministic
 * data modules and the site's mark in the centre: the same drawing as the kit's BrandMark and the favicon, one logo
 * everywhere (issue 28 point 10). It is decorative and does not decode.
 */
export function serviceCodeSvg(seedText: string): string {
  const size = (QR_MODULES + QR_QUIET * 2) * QR_MODULE_SIZE;
  const random = seededRandom(seedOf(seedText));
  const grid: boolean[][] = Array.from({ length: QR_MODULES }, () => Array<boolean>(QR_MODULES).fill(false));
  const reserved: boolean[][] = Array.from({ length: QR_MODULES }, () => Array<boolean>(QR_MODULES).fill(false));
  const finder = (row: number, col: number): void => {
    for (let r = -1; r <= 7; r += 1) {
      for (let c = -1; c <= 7; c += 1) {
        const rr = row + r;
        const cc = col + c;
        if (rr < 0 || cc < 0 || rr >= QR_MODULES || cc >= QR_MODULES) continue;
        reserved[rr][cc] = true;
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        grid[rr][cc] = r >= 0 && r <= 6 && c >= 0 && c <= 6 && ring !== 2;
      }
    }
  };
  finder(0, 0);
  finder(0, QR_MODULES - 7);
  finder(QR_MODULES - 7, 0);
  for (let k = 8; k < QR_MODULES - 8; k += 1) {
    grid[6][k] = k % 2 === 0;
    grid[k][6] = k % 2 === 0;
    reserved[6][k] = true;
    reserved[k][6] = true;
  }
  const align = QR_MODULES - 7;
  for (let r = -2; r <= 2; r += 1) {
    for (let c = -2; c <= 2; c += 1) {
      reserved[align + r][align + c] = true;
      grid[align + r][align + c] = Math.max(Math.abs(r), Math.abs(c)) !== 1;
    }
  }
  const centreFrom = Math.floor(QR_MODULES / 2) - 4;
  const centreTo = Math.floor(QR_MODULES / 2) + 4;
  for (let r = 0; r < QR_MODULES; r += 1) {
    for (let c = 0; c < QR_MODULES; c += 1) {
      if (reserved[r][c]) continue;
      const inCentre = r >= centreFrom && r <= centreTo && c >= centreFrom && c <= centreTo;
      grid[r][c] = !inCentre && random.next() < 0.5;
    }
  }
  const runs: string[] = [];
  for (let r = 0; r < QR_MODULES; r += 1) {
    let c = 0;
    while (c < QR_MODULES) {
      if (!grid[r][c]) {
        c += 1;
        continue;
      }
      const start = c;
      while (c < QR_MODULES && grid[r][c]) c += 1;
      const x = (start + QR_QUIET) * QR_MODULE_SIZE;
      const y = (r + QR_QUIET) * QR_MODULE_SIZE;
      runs.push(`M${x} ${y}h${(c - start) * QR_MODULE_SIZE}v${QR_MODULE_SIZE}h${-(c - start) * QR_MODULE_SIZE}z`);
    }
  }
  const centre = size / 2;
  const badge = 7 * QR_MODULE_SIZE;
  const body =
    `<rect width="${size}" height="${size}" fill="#ffffff"/>` +
    `<path d="${runs.join('')}" fill="#0f2e25"/>` +
    `<circle cx="${centre}" cy="${centre}" r="${badge / 2 + 3}" fill="#ffffff"/>` +
    // BrandMark's 64-unit drawing, scaled to the badge.
    `<g transform="translate(${centre - badge / 2} ${centre - badge / 2}) scale(${badge / 64})">` +
    `<circle cx="32" cy="32" r="30" fill="url(#mark)"/><path d="M22 18 L32 40 L42 18 Z" fill="#ffffff" opacity=".92"/>` +
    `<path d="M27 18 L32 40 M37 18 L32 40" stroke="#167c50" stroke-width="1.5"/><circle cx="32" cy="44" r="7" fill="#ffffff"/></g>`;
  return svgDocument(size, size, linearGradient('mark', '#167c50', '#1d4f91'), `<title>${escapeXml(seedText)}</title>` + body);
}
