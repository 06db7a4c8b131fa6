/**
 * Development-time generator of `glyph-data.ts`: the outlines of the few fixed characters the badges
 * and certificates draw, so that the running service needs no font at all.
 *
 *   pnpm --filter @badminton/api exec tsx src/badges/glyphs/generate-glyphs.ts
 *
 * Needs the Noto CJK fonts (Debian/Ubuntu package fonts-noto-cjk) on the development machine only.
 * resvg converts text to outlines; each outline is stored in units of 1/1000 em with the baseline
 * at y = 0 and the pen at x = 0, together with its advance width.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const FONT_DIR = '/usr/share/fonts/opentype/noto';

const FACES = {
  serifBold: { file: 'NotoSerifCJK-Bold.ttc', family: 'Noto Serif CJK SC', weight: 700 },
  serif: { file: 'NotoSerifCJK-Regular.ttc', family: 'Noto Serif CJK SC', weight: 400 },
  sansBold: { file: 'NotoSansCJK-Bold.ttc', family: 'Noto Sans CJK SC', weight: 700 },
} as const;

const DIGITS = '0123456789';
const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GRADE_CHARS = '一二三四五六七八九级少儿';
const CERTIFICATE_TEXT =
  '羽毛球运动水平等级证书中国羽毛球协会姓名等级证书编号序列号发证日期单位年月日经考评达到特发此证成人少儿' +
  // evaluator certificates (grades 31–33): 羽毛球运动水平等级评定考评员证书, 经培训考核合格，具备一级考评员资格
  '定员培训核合格具备资' +
  '，。：·-/';

const CHARSETS: Record<keyof typeof FACES, string> = {
  serifBold: GRADE_CHARS + CERTIFICATE_TEXT + DIGITS,
  serif: CERTIFICATE_TEXT + GRADE_CHARS + DIGITS + LATIN,
  sansBold: DIGITS + GRADE_CHARS,
};

const SIZE = 1000;

function render(face: (typeof FACES)[keyof typeof FACES], text: string): Resvg {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE * 6}" height="${SIZE * 3}">
<text x="${SIZE}" y="${SIZE * 2}" font-family="${face.family}" font-weight="${face.weight}" font-size="${SIZE}" xml:space="preserve">${escaped}</text></svg>`;
  return new Resvg(svg, {
    font: { fontFiles: [path.join(FONT_DIR, face.file)], loadSystemFonts: false, defaultFontFamily: face.family },
  });
}

function inkWidth(face: (typeof FACES)[keyof typeof FACES], text: string): number {
  const box = render(face, text).getBBox();
  if (!box) throw new Error(`no outline for ${text}`);
  return box.width;
}

/** Shifts the outline to pen (0, 0) and rounds to whole units. */
function normalizePath(d: string): string {
  const tokens = d.match(/[MLCQZ]|-?[0-9.]+(?:e-?[0-9]+)?/g) ?? [];
  const out: string[] = [];
  let axis = 0;
  for (const token of tokens) {
    if (/^[MLCQZ]$/.test(token)) {
      out.push(token);
      axis = 0;
    } else {
      const value = Number(token) - (axis === 0 ? SIZE : SIZE * 2);
      out.push(String(Math.round(value)));
      axis = 1 - axis;
    }
  }
  return out.join(' ').replace(/ ([MLCQZ]) /g, '$1').replace(/ (-)/g, '$1');
}

function glyph(face: (typeof FACES)[keyof typeof FACES], char: string): { d: string; advance: number } {
  const svg = render(face, char).toString();
  const d = [...svg.matchAll(/ d="([^"]+)"/g)].map((match) => normalizePath(match[1])).join('');
  if (/transform=/.test(svg)) throw new Error(`unexpected transform for ${char}`);
  const advance = Math.round(inkWidth(face, `I${char}I`) - inkWidth(face, 'II'));
  return { d, advance };
}

const result: Record<string, Record<string, { d: string; advance: number }>> = {};
for (const [name, face] of Object.entries(FACES) as [keyof typeof FACES, (typeof FACES)[keyof typeof FACES]][]) {
  result[name] = {};
  for (const char of [...new Set(CHARSETS[name])].sort()) result[name][char] = glyph(face, char);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const body = `/**
 * Glyph outlines (units of 1/1000 em, baseline y = 0) generated from Noto Serif CJK / Noto Sans CJK
 * (SIL Open Font License 1.1) by generate-glyphs.ts. Do not edit by hand; rerun the generator.
 */
export const GLYPH_UNITS = ${SIZE};

export type GlyphFace = ${Object.keys(FACES).map((name) => `'${name}'`).join(' | ')};

export const GLYPHS: Record<GlyphFace, Record<string, { d: string; advance: number }>> = ${JSON.stringify(result, null, 1)};
`;
writeFileSync(path.join(here, 'glyph-data.ts'), body);
console.log(Object.entries(result).map(([name, set]) => `${name}: ${Object.keys(set).length}`).join(', '));
