/**
 * The certificate image (羽毛球运动水平等级证书) drawn as SVG and rendered to PNG with resvg.
 * Fixed texts, grade names, numbers and dates are committed glyph outlines (no font needed); the
 * holder's name uses a CJK font when the machine has one (fonts.ts) and is otherwise left out.
 */
import { gradeBadge, starPath, shuttlecock } from '../badges/art';
import { svgToPng } from '../badges/compose';
import { glyphText, hasGlyphs } from '../badges/glyphs/text';
import type { GlyphFace } from '../badges/glyphs/glyph-data';
import { findNameFont, type NameFont } from './fonts';
import { CERTIFICATE_IMAGE_WIDTH } from '@badminton/contracts/files';

export interface CertificateArt {
  holderName: string;
  /** Certificate grade 1–16, or 31–33 for evaluators (req: certificates-and-delivery.md#grades-and-labels). */
  gradeCode: number;
  /** 一级 … 九级, 少儿一级 … 少儿七级, 一级考评员 … 三级考评员. */
  gradeLabel: string;
  certificateNumber: string;
  serialNumber: string;
  /** `YYYY-MM-DD`. */
  issuedOn: string;
  issuer: string;
}

export const CERTIFICATE_WIDTH = CERTIFICATE_IMAGE_WIDTH;
export const CERTIFICATE_HEIGHT = 848;

const RED = '#b3121f';
const DARK_RED = '#7a0a14';
const GOLD = '#c79a2e';
const INK = '#3a2a1a';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

interface TextSpec {
  face: GlyphFace;
  size: number;
  x: number;
  y: number;
  anchor?: 'start' | 'middle' | 'end';
  fill?: string;
  spacing?: number;
}

/** Outlines when every character has one; otherwise the font (if any); otherwise the covered characters. */
function drawText(text: string, spec: TextSpec, font: NameFont | null): string {
  if (hasGlyphs(spec.face, text)) return glyphText(text, spec);
  if (font) {
    const anchor = spec.anchor ?? 'start';
    return `<text x="${spec.x}" y="${spec.y}" font-family="${font.family}" font-size="${spec.size}" fill="${spec.fill ?? INK}" text-anchor="${anchor}" letter-spacing="${spec.spacing ?? 0}">${escapeXml(text)}</text>`;
  }
  const covered = [...text].filter((char) => hasGlyphs(spec.face, char)).join('');
  return covered ? glyphText(covered, spec) : '';
}

/** 2025-03-15 → 2025年03月15日. */
function chineseDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[1]}年${match[2]}月${match[3]}日` : isoDate;
}

function border(): string {
  const w = CERTIFICATE_WIDTH;
  const h = CERTIFICATE_HEIGHT;
  const corner = (x: number, y: number, sx: number, sy: number) =>
    `<g transform="translate(${x} ${y}) scale(${sx} ${sy})" fill="none" stroke="${GOLD}" stroke-width="3">
<path d="M0 70L0 0L70 0"/><path d="M14 56L14 14L56 14" stroke-width="1.5"/>
<path d="M22 22C40 22 46 28 46 46C28 46 22 40 22 22Z" fill="${GOLD}"/>
<path d="${starPath(58, 58, 9)}" fill="${RED}" stroke="none"/></g>`;
  // guilloche-like wave band inside the red frame
  let wave = '';
  for (let i = 0; i <= 60; i += 1) {
    const x = 56 + ((w - 112) * i) / 60;
    wave += `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${(50 + 4 * Math.sin(i * 0.9)).toFixed(1)}`;
  }
  return `<rect x="0" y="0" width="${w}" height="${h}" fill="url(#paper)"/>
<rect x="18" y="18" width="${w - 36}" height="${h - 36}" fill="none" stroke="${RED}" stroke-width="14"/>
<rect x="34" y="34" width="${w - 68}" height="${h - 68}" fill="none" stroke="${GOLD}" stroke-width="2.5"/>
<rect x="42" y="42" width="${w - 84}" height="${h - 84}" fill="none" stroke="${GOLD}" stroke-width="1"/>
<path d="${wave}" fill="none" stroke="${GOLD}" stroke-width="1" opacity="0.6"/>
<path d="${wave}" fill="none" stroke="${GOLD}" stroke-width="1" opacity="0.6" transform="translate(0 ${h - 100})"/>
${corner(50, 50, 1, 1)}${corner(w - 50, 50, -1, 1)}${corner(50, h - 50, 1, -1)}${corner(w - 50, h - 50, -1, -1)}`;
}

function emblem(cx: number, cy: number): string {
  const stars = [0, 1, 2, 3, 4].map((i) => {
    const angle = Math.PI * (1.15 + i * 0.175);
    return starPath(cx + 40 * Math.cos(angle), cy + 40 * Math.sin(angle), 5.5);
  });
  return `<g>
<circle cx="${cx}" cy="${cy}" r="52" fill="url(#seal)" stroke="${GOLD}" stroke-width="4"/>
<circle cx="${cx}" cy="${cy}" r="45" fill="none" stroke="#f5d77a" stroke-width="1.5"/>
<path d="${stars.join('')}" fill="#f5d77a"/>
${shuttlecock(cx, cy + 6, 26, '#fffaf0', DARK_RED)}
</g>`;
}

/** The red round seal of the issuer: its name along the upper arc, a star in the middle. */
function seal(cx: number, cy: number, issuer: string): string {
  const chars = [...issuer];
  const size = 19;
  const radius = 50;
  const span = Math.min(200, chars.length * 30);
  const letters = chars.map((char, index) => {
    const degrees = -90 - span / 2 + (span * (index + 0.5)) / chars.length;
    const angle = (degrees * Math.PI) / 180;
    const x = cx + radius * Math.cos(angle);
    const y = cy + radius * Math.sin(angle);
    return `<g transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) rotate(${(degrees + 90).toFixed(2)})">${glyphText(char, { face: 'serifBold', size, x: 0, y: size * 0.38, anchor: 'middle', fill: RED })}</g>`;
  });
  return `<g opacity="0.8">
<circle cx="${cx}" cy="${cy}" r="76" fill="none" stroke="${RED}" stroke-width="5"/>
<circle cx="${cx}" cy="${cy}" r="69" fill="none" stroke="${RED}" stroke-width="1.2"/>
${letters.join('')}
<path d="${starPath(cx, cy + 4, 26)}" fill="${RED}"/>
<path d="M${cx - 40} ${cy + 44}H${cx + 40}" stroke="${RED}" stroke-width="2"/>
</g>`;
}

function field(label: string, value: string, x: number, y: number, font: NameFont | null, valueFace: GlyphFace = 'serif'): string {
  return `${glyphText(label, { face: 'serifBold', size: 28, x, y, fill: DARK_RED, spacing: 2 })}
${glyphText('：', { face: 'serifBold', size: 28, x: x + 152, y, fill: DARK_RED })}
${drawText(value, { face: valueFace, size: 30, x: x + 196, y, fill: INK, spacing: 1 }, font)}
<path d="M${x + 190} ${y + 12}H${x + 570}" stroke="${GOLD}" stroke-width="1.2"/>`;
}

/** Labels set with even width (姓  名 / 证书编号) so the colons line up. */
function spreadLabel(label: string): string {
  return label.length === 2 ? `${label[0]}   ${label[1]}` : label;
}

/** True for an evaluator certificate (grades 31–33: 一级/二级/三级考评员). */
export function isEvaluatorGrade(gradeCode: number): boolean {
  return gradeCode >= 31 && gradeCode <= 33;
}

export function certificateSvg(art: CertificateArt, font: NameFont | null = findNameFont()): string {
  const w = CERTIFICATE_WIDTH;
  const evaluator = isEvaluatorGrade(art.gradeCode);
  const title = evaluator ? '羽毛球运动水平等级评定考评员证书' : '羽毛球运动水平等级证书';
  const titleSize = evaluator ? 50 : 58;
  const badge = art.gradeCode >= 4 && art.gradeCode <= 16 ? gradeBadge(art.gradeCode, 872, 250, 1.05) : emblem(977, 380);
  const sentence = evaluator ? `经培训考核合格，具备${art.gradeLabel}资格，特发此证。` : `经考评，达到羽毛球运动水平${art.gradeLabel}，特发此证。`;
  const left = 150;
  const names = [
    field(spreadLabel('姓名'), art.holderName, left, 380, font, 'serifBold'),
    field(spreadLabel('等级'), art.gradeLabel, left, 440, font, 'serifBold'),
    field('证书编号', art.certificateNumber, left, 500, font),
    field('证书序列号', art.serialNumber, left, 560, font),
    field('发证日期', chineseDate(art.issuedOn), left, 620, font),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${CERTIFICATE_HEIGHT}" viewBox="0 0 ${w} ${CERTIFICATE_HEIGHT}">
<defs>
<radialGradient id="paper" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#fffdf5"/><stop offset="0.75" stop-color="#fbf1d8"/><stop offset="1" stop-color="#f1dfb4"/></radialGradient>
<radialGradient id="seal" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="#e0303f"/><stop offset="1" stop-color="${DARK_RED}"/></radialGradient>
</defs>
${border()}
<g opacity="0.06">${shuttlecock(w / 2, CERTIFICATE_HEIGHT / 2 + 40, 230, RED, RED)}</g>
${emblem(w / 2, 140)}
${glyphText(title, { face: 'serifBold', size: titleSize, x: w / 2, y: 262, anchor: 'middle', fill: RED, spacing: evaluator ? 4 : 8 })}
<path d="M${w / 2 - 330} 290H${w / 2 - 40}M${w / 2 + 40} 290H${w / 2 + 330}" stroke="${GOLD}" stroke-width="2"/>
<path d="${starPath(w / 2, 290, 9)}" fill="${GOLD}"/>
${names.join('\n')}
${glyphText(sentence, { face: 'serif', size: 26, x: left, y: 700, fill: INK, spacing: 1 })}
${badge}
${glyphText(art.issuer, { face: 'serifBold', size: 30, x: 980, y: 722, anchor: 'middle', fill: INK, spacing: 2 })}
${seal(990, 676, art.issuer)}
${glyphText(chineseDate(art.issuedOn), { face: 'serif', size: 22, x: 980, y: 762, anchor: 'middle', fill: INK })}
</svg>`;
}

/** Renders a certificate to PNG: 1200 × 848, or scaled to `width` (the card-size rendering, decision 0041). */
export function renderCertificatePng(art: CertificateArt, width: number = CERTIFICATE_WIDTH): Buffer {
  const font = findNameFont();
  return svgToPng(certificateSvg(art, font), {
    ...(font ? { fontFiles: [font.file], defaultFontFamily: font.family } : {}),
    ...(width === CERTIFICATE_WIDTH ? {} : { width }),
  });
}
