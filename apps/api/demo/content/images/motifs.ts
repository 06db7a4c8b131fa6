/** Illustrations drawn into a box: one per article theme. All coordinates are computed from the box. */
import { escapeXml, flightPath, n, perspectiveCourt, racket, shuttlecock, type Palette } from './svg.js';
import type { Random } from '../random.js';

export type Motif = 'court' | 'rackets' | 'certificate' | 'document' | 'medal' | 'youth' | 'meeting' | 'venue';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function drawMotif(motif: Motif, box: Box, palette: Palette, random: Random): string {
  switch (motif) {
    case 'court':
      return courtScene(box, palette, random);
    case 'rackets':
      return racketsScene(box, palette, random);
    case 'certificate':
      return certificateScene(box, palette, random);
    case 'document':
      return documentScene(box, palette, random);
    case 'medal':
      return medalScene(box, palette, random);
    case 'youth':
      return youthScene(box, palette, random);
    case 'meeting':
      return meetingScene(box, palette, random);
    case 'venue':
      return venueScene(box, palette, random);
  }
}

function courtScene(box: Box, palette: Palette, random: Random): string {
  const cx = box.x + box.w / 2;
  const top = box.y + box.h * 0.34;
  const bottom = box.y + box.h * 1.08;
  const unit = Math.min(box.w, box.h);
  const court = perspectiveCourt(cx, top, bottom, box.w * 0.22, box.w * 0.46, { surface: palette.court, opacity: 0.95, depth: 1.3 });
  const sx = box.x + box.w * (0.25 + random.next() * 0.15);
  const ex = box.x + box.w * (0.62 + random.next() * 0.15);
  const peak = box.y + box.h * 0.04;
  const endY = box.y + box.h * 0.3;
  const path = `M${n(sx)} ${n(box.y + box.h * 0.72)}Q${n((sx + ex) / 2)} ${n(peak - box.h * 0.08)} ${n(ex)} ${n(endY)}`;
  return court + flightPath(path, palette.accent, Math.max(2, unit / 140)) + shuttlecock(ex, endY, unit / 200, 60 + random.int(0, 30));
}

function racketsScene(box: Box, palette: Palette, random: Random): string {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h * 0.62;
  const s = Math.min(box.w, box.h) / 250;
  const tilt = 24 + random.int(0, 10);
  return (
    `<circle cx="${n(cx)}" cy="${n(box.y + box.h * 0.45)}" r="${n(Math.min(box.w, box.h) * 0.42)}" fill="#ffffff" fill-opacity="0.08"/>` +
    racket(cx - 18 * s, cy, s, -tilt, { grip: palette.accent }) +
    racket(cx + 18 * s, cy, s, tilt, { grip: '#f25f5c' }) +
    shuttlecock(cx, box.y + 78 * s * 1.1 + 6, s * 1.1, random.int(-15, 15))
  );
}

function certificateScene(box: Box, palette: Palette, random: Random): string {
  const w = Math.min(box.w * 0.82, box.h * 1.15);
  const h = w * 0.7;
  const x = box.x + (box.w - w) / 2;
  const y = box.y + (box.h - h) / 2;
  const bars: string[] = [];
  for (let k = 0; k < 4; k += 1) {
    const bw = w * (0.5 - k * 0.06 + random.next() * 0.05);
    bars.push(`<rect x="${n(x + w * 0.1)}" y="${n(y + h * (0.42 + k * 0.11))}" width="${n(bw)}" height="${n(h * 0.045)}" rx="${n(h * 0.02)}" fill="${palette.from}" fill-opacity="${k === 0 ? 0.7 : 0.28}"/>`);
  }
  const sealR = h * 0.17;
  const sealX = x + w * 0.78;
  const sealY = y + h * 0.66;
  return (
    `<rect x="${n(x + 10)}" y="${n(y + 12)}" width="${n(w)}" height="${n(h)}" rx="10" fill="#000000" fill-opacity="0.18"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="10" fill="#fffdf6"/>` +
    `<rect x="${n(x + w * 0.04)}" y="${n(y + h * 0.06)}" width="${n(w * 0.92)}" height="${n(h * 0.88)}" rx="6" fill="none" stroke="${palette.accent}" stroke-width="3"/>` +
    `<rect x="${n(x + w * 0.3)}" y="${n(y + h * 0.16)}" width="${n(w * 0.4)}" height="${n(h * 0.08)}" rx="${n(h * 0.04)}" fill="${palette.from}"/>` +
    bars.join('') +
    `<path d="M${n(sealX - sealR * 0.6)} ${n(sealY + sealR * 0.6)}l${n(-sealR * 0.25)} ${n(sealR * 0.9)}l${n(sealR * 0.4)} ${n(-sealR * 0.2)}l${n(sealR * 0.2)} ${n(sealR * 0.35)}l${n(sealR * 0.25)} ${n(-sealR * 0.9)}M${n(sealX + sealR * 0.6)} ${n(sealY + sealR * 0.6)}l${n(sealR * 0.25)} ${n(sealR * 0.9)}l${n(-sealR * 0.4)} ${n(-sealR * 0.2)}l${n(-sealR * 0.2)} ${n(sealR * 0.35)}l${n(-sealR * 0.25)} ${n(-sealR * 0.9)}" fill="#e05a47"/>` +
    `<circle cx="${n(sealX)}" cy="${n(sealY)}" r="${n(sealR)}" fill="#e05a47"/>` +
    `<circle cx="${n(sealX)}" cy="${n(sealY)}" r="${n(sealR * 0.72)}" fill="none" stroke="#ffffff" stroke-width="2"/>` +
    `<path d="M${n(sealX - sealR * 0.35)} ${n(sealY)}l${n(sealR * 0.25)} ${n(sealR * 0.27)}l${n(sealR * 0.45)} ${n(-sealR * 0.5)}" fill="none" stroke="#ffffff" stroke-width="${n(Math.max(2, sealR * 0.16))}" stroke-linecap="round" stroke-linejoin="round"/>` +
    shuttlecock(x + w * 0.07, y + h * 0.34, h / 260, -35)
  );
}

function documentScene(box: Box, palette: Palette, random: Random): string {
  const h = box.h * 0.86;
  const w = h * 0.74;
  const x = box.x + (box.w - w) / 2 - box.w * 0.05;
  const y = box.y + (box.h - h) / 2;
  const rows: string[] = [];
  for (let k = 0; k < 5; k += 1) {
    const ry = y + h * (0.24 + k * 0.14);
    const checked = k < 3 || random.next() > 0.5;
    rows.push(
      `<rect x="${n(x + w * 0.1)}" y="${n(ry)}" width="${n(h * 0.07)}" height="${n(h * 0.07)}" rx="3" fill="none" stroke="${palette.from}" stroke-width="2"/>` +
        (checked
          ? `<path d="M${n(x + w * 0.1 + h * 0.012)} ${n(ry + h * 0.035)}l${n(h * 0.022)} ${n(h * 0.022)}l${n(h * 0.04)} ${n(-h * 0.05)}" fill="none" stroke="${palette.to}" stroke-width="3" stroke-linecap="round"/>`
          : '') +
        `<rect x="${n(x + w * 0.1 + h * 0.11)}" y="${n(ry + h * 0.018)}" width="${n(w * (0.45 + random.next() * 0.2))}" height="${n(h * 0.035)}" rx="3" fill="${palette.from}" fill-opacity="0.3"/>`,
    );
  }
  return (
    `<rect x="${n(x + w * 0.08)}" y="${n(y - h * 0.03)}" width="${n(w)}" height="${n(h)}" rx="8" fill="#ffffff" fill-opacity="0.35"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="8" fill="#ffffff"/>` +
    `<rect x="${n(x + w * 0.1)}" y="${n(y + h * 0.08)}" width="${n(w * 0.6)}" height="${n(h * 0.06)}" rx="4" fill="${palette.from}"/>` +
    rows.join('') +
    shuttlecock(x + w + box.w * 0.08, y + h * 0.55, h / 170, 18, { band: palette.from })
  );
}

function medalScene(box: Box, palette: Palette, random: Random): string {
  const cx = box.x + box.w / 2;
  const r = Math.min(box.w, box.h) * 0.24;
  const cy = box.y + box.h * 0.56;
  const star: string[] = [];
  for (let k = 0; k < 10; k += 1) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const rr = k % 2 === 0 ? r * 0.52 : r * 0.22;
    star.push(`${n(cx + rr * Math.cos(a))} ${n(cy + rr * Math.sin(a))}`);
  }
  const ribbonTop = box.y + box.h * 0.04;
  const spark = random.int(0, 1) === 0 ? palette.accent : '#ffffff';
  return (
    `<path d="M${n(cx - r * 0.95)} ${n(ribbonTop)}L${n(cx - r * 0.2)} ${n(ribbonTop)}L${n(cx + r * 0.3)} ${n(cy - r * 0.7)}L${n(cx - r * 0.25)} ${n(cy - r * 0.6)}Z" fill="#e05a47"/>` +
    `<path d="M${n(cx + r * 0.95)} ${n(ribbonTop)}L${n(cx + r * 0.2)} ${n(ribbonTop)}L${n(cx - r * 0.3)} ${n(cy - r * 0.7)}L${n(cx + r * 0.25)} ${n(cy - r * 0.6)}Z" fill="#3a86d6"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.08)}" fill="#000000" fill-opacity="0.15"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#f6c343"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.8)}" fill="none" stroke="#fff3c4" stroke-width="3"/>` +
    `<path d="M${star.join('L')}Z" fill="#fff8e1"/>` +
    shuttlecock(cx + r * 1.5, cy - r * 0.2, r / 70, 32) +
    shuttlecock(cx - r * 1.5, cy + r * 0.1, r / 90, -34) +
    `<circle cx="${n(cx - r * 1.2)}" cy="${n(cy - r * 1.1)}" r="${n(r * 0.08)}" fill="${spark}"/>` +
    `<circle cx="${n(cx + r * 1.25)}" cy="${n(cy - r * 1.25)}" r="${n(r * 0.06)}" fill="${spark}"/>`
  );
}

function youthScene(box: Box, palette: Palette, random: Random): string {
  const colours = ['#ffd166', '#ef476f', '#06d6a0', '#ffffff', '#8ecae6'];
  const parts: string[] = [];
  const unit = Math.min(box.w, box.h);
  for (let k = 0; k < 5; k += 1) {
    const x = box.x + box.w * (0.14 + k * 0.18);
    const y = box.y + box.h * (0.35 + (k % 2) * 0.25 + random.next() * 0.08);
    parts.push(shuttlecock(x, y, unit / (230 + k * 20), random.int(-35, 35), { band: colours[k], cork: '#f4a259' }));
  }
  for (let k = 0; k < 7; k += 1) {
    const x = box.x + box.w * random.next();
    const y = box.y + box.h * random.next() * 0.9;
    const r = unit * (0.012 + random.next() * 0.018);
    parts.push(`<path d="M${n(x)} ${n(y - r * 2)}L${n(x + r * 0.6)} ${n(y - r * 0.6)}L${n(x + r * 2)} ${n(y)}L${n(x + r * 0.6)} ${n(y + r * 0.6)}L${n(x)} ${n(y + r * 2)}L${n(x - r * 0.6)} ${n(y + r * 0.6)}L${n(x - r * 2)} ${n(y)}L${n(x - r * 0.6)} ${n(y - r * 0.6)}Z" fill="${colours[k % colours.length]}" fill-opacity="0.85"/>`);
  }
  return (
    `<path d="M${n(box.x)} ${n(box.y + box.h * 0.95)}Q${n(box.x + box.w / 2)} ${n(box.y + box.h * 0.7)} ${n(box.x + box.w)} ${n(box.y + box.h * 0.95)}" fill="none" stroke="${palette.accent}" stroke-width="${n(unit * 0.02)}" stroke-opacity="0.6" stroke-linecap="round"/>` +
    racket(box.x + box.w * 0.82, box.y + box.h * 0.66, unit / 380, 28, { grip: '#ef476f' }) +
    parts.join('')
  );
}

function meetingScene(box: Box, palette: Palette, random: Random): string {
  const cx = box.x + box.w / 2;
  const screenW = box.w * 0.62;
  const screenH = box.h * 0.36;
  const sx = cx - screenW / 2;
  const sy = box.y + box.h * 0.06;
  const tableY = box.y + box.h * 0.74;
  const tableRx = box.w * 0.36;
  const tableRy = box.h * 0.11;
  const seats: string[] = [];
  const count = 6 + random.int(0, 2);
  for (let k = 0; k < count; k += 1) {
    const a = Math.PI * (0.08 + (0.84 * k) / (count - 1));
    const x = cx - Math.cos(a) * tableRx * 1.16;
    const y = tableY - Math.sin(a) * tableRy * 1.6;
    seats.push(`<circle cx="${n(x)}" cy="${n(y - box.h * 0.03)}" r="${n(box.h * 0.04)}" fill="#ffffff" fill-opacity="0.9"/><rect x="${n(x - box.h * 0.055)}" y="${n(y)}" width="${n(box.h * 0.11)}" height="${n(box.h * 0.06)}" rx="${n(box.h * 0.03)}" fill="#ffffff" fill-opacity="0.75"/>`);
  }
  return (
    `<rect x="${n(sx)}" y="${n(sy)}" width="${n(screenW)}" height="${n(screenH)}" rx="6" fill="#ffffff" fill-opacity="0.92"/>` +
    `<rect x="${n(sx + screenW * 0.08)}" y="${n(sy + screenH * 0.2)}" width="${n(screenW * 0.5)}" height="${n(screenH * 0.12)}" rx="3" fill="${palette.from}"/>` +
    `<rect x="${n(sx + screenW * 0.08)}" y="${n(sy + screenH * 0.45)}" width="${n(screenW * 0.38)}" height="${n(screenH * 0.08)}" rx="3" fill="${palette.from}" fill-opacity="0.35"/>` +
    `<rect x="${n(sx + screenW * 0.08)}" y="${n(sy + screenH * 0.62)}" width="${n(screenW * 0.3)}" height="${n(screenH * 0.08)}" rx="3" fill="${palette.from}" fill-opacity="0.35"/>` +
    shuttlecock(sx + screenW * 0.8, sy + screenH * 0.82, screenH / 120, 20, { band: palette.from }) +
    seats.join('') +
    `<ellipse cx="${n(cx)}" cy="${n(tableY)}" rx="${n(tableRx)}" ry="${n(tableRy)}" fill="${palette.accent}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(tableY - tableRy * 0.15)}" rx="${n(tableRx * 0.96)}" ry="${n(tableRy * 0.8)}" fill="#ffffff" fill-opacity="0.25"/>`
  );
}

function venueScene(box: Box, palette: Palette, random: Random): string {
  const cx = box.x + box.w / 2;
  const baseY = box.y + box.h * 0.9;
  const w = box.w * 0.78;
  const h = box.h * 0.36;
  const x = cx - w / 2;
  const windows: string[] = [];
  const cols = 6 + random.int(0, 2);
  for (let k = 0; k < cols; k += 1) {
    const wx = x + w * 0.06 + (k * (w * 0.88)) / cols;
    windows.push(`<rect x="${n(wx)}" y="${n(baseY - h * 0.62)}" width="${n((w * 0.88) / cols - 8)}" height="${n(h * 0.36)}" rx="3" fill="${palette.from}" fill-opacity="0.55"/>`);
  }
  return (
    `<path d="M${n(x - w * 0.04)} ${n(baseY - h)}Q${n(cx)} ${n(baseY - h * 1.85)} ${n(x + w * 1.04)} ${n(baseY - h)}Z" fill="#ffffff" fill-opacity="0.95"/>` +
    `<path d="M${n(x + w * 0.1)} ${n(baseY - h * 1.08)}Q${n(cx)} ${n(baseY - h * 1.62)} ${n(x + w * 0.9)} ${n(baseY - h * 1.08)}" fill="none" stroke="${palette.accent}" stroke-width="4"/>` +
    `<rect x="${n(x)}" y="${n(baseY - h)}" width="${n(w)}" height="${n(h)}" fill="#eef6f3"/>` +
    windows.join('') +
    `<rect x="${n(cx - w * 0.08)}" y="${n(baseY - h * 0.22)}" width="${n(w * 0.16)}" height="${n(h * 0.22)}" fill="${palette.to}"/>` +
    `<rect x="${n(box.x)}" y="${n(baseY)}" width="${n(box.w)}" height="${n(box.h * 0.04)}" rx="3" fill="#ffffff" fill-opacity="0.5"/>` +
    shuttlecock(cx, baseY - h * 1.5, h / 140, 0, { band: palette.from })
  );
}

/** Alternative text for a motif, used in the generated images' <title>. */
export function motifTitle(title: string): string {
  return `<title>${escapeXml(title)}</title>`;
}
