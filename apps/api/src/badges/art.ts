/**
 * The per-grade badge art, drawn by the project as SVG (no font, no bitmap): adult grades 4–9 are
 * heraldic shields with a laurel wreath, child grades 10–16 are round rosettes with ribbons. Each
 * carries a shuttlecock, the grade name (四级 … / 少儿一级 …) as outlines and one star per step.
 * A badge is drawn into a 200 × 240 box.
 */
import { glyphText } from './glyphs/text';

export const BADGE_WIDTH = 200;
export const BADGE_HEIGHT = 240;

interface Palette {
  /** Metallic rim: light, mid, dark. */
  rim: [string, string, string];
  /** Field: light, dark. */
  field: [string, string];
  /** Text and motif colour on the field. */
  ink: string;
  ribbon: [string, string];
}

const GOLD_RIM: Palette['rim'] = ['#fff3b0', '#e6b422', '#9a6b00'];
const SILVER_RIM: Palette['rim'] = ['#ffffff', '#c4ccd4', '#6f7a86'];
const BRONZE_RIM: Palette['rim'] = ['#ffd0a0', '#c27a3a', '#6e3a12'];

/** Adult tiers: bronze, silver, gold, then jade, sapphire and ruby set in gold. */
const ADULT_PALETTES: Record<number, Palette> = {
  4: { rim: BRONZE_RIM, field: ['#d98c4a', '#7a3d12'], ink: '#fff7ec', ribbon: ['#b5472a', '#7c2714'] },
  5: { rim: SILVER_RIM, field: ['#b9c6d2', '#4f6072'], ink: '#ffffff', ribbon: ['#3b6fb0', '#22477a'] },
  6: { rim: GOLD_RIM, field: ['#f7c948', '#a86f00'], ink: '#fffdf2', ribbon: ['#c8102e', '#7d0a1c'] },
  7: { rim: GOLD_RIM, field: ['#35c48a', '#0b5a3c'], ink: '#fffbe6', ribbon: ['#0f7a52', '#084a31'] },
  8: { rim: GOLD_RIM, field: ['#4a8dff', '#14307e'], ink: '#fffbe6', ribbon: ['#1f4fb8', '#102a6b'] },
  9: { rim: GOLD_RIM, field: ['#ff4d5e', '#7d0614'], ink: '#fff6d6', ribbon: ['#c8102e', '#6d0512'] },
};

/** Child tiers: the rainbow, red (少儿一级) to violet (少儿七级). */
const CHILD_PALETTES: Record<number, Palette> = {
  10: { rim: SILVER_RIM, field: ['#ff6b6b', '#c41e3a'], ink: '#ffffff', ribbon: ['#e8384f', '#a3162b'] },
  11: { rim: SILVER_RIM, field: ['#ffa94d', '#d9480f'], ink: '#ffffff', ribbon: ['#f76707', '#b34100'] },
  12: { rim: SILVER_RIM, field: ['#ffe066', '#e0a800'], ink: '#7a4b00', ribbon: ['#f2b705', '#b78600'] },
  13: { rim: GOLD_RIM, field: ['#69db7c', '#2b8a3e'], ink: '#ffffff', ribbon: ['#37b24d', '#1e6b2e'] },
  14: { rim: GOLD_RIM, field: ['#66d9e8', '#0c8599'], ink: '#ffffff', ribbon: ['#15aabf', '#0b6f7d'] },
  15: { rim: GOLD_RIM, field: ['#74c0fc', '#1864ab'], ink: '#ffffff', ribbon: ['#1c7ed6', '#114d85'] },
  16: { rim: GOLD_RIM, field: ['#b197fc', '#5f3dc4'], ink: '#ffffff', ribbon: ['#7048e8', '#43289b'] },
};

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 四级 for 4, 少儿一级 for 10 (req: certificates-and-delivery.md#grades-and-labels). */
export function gradeLabel(grade: number): string {
  if (grade >= 1 && grade <= 9) return `${NUMERALS[grade - 1]}级`;
  if (grade >= 10 && grade <= 16) return `少儿${NUMERALS[grade - 10]}级`;
  throw new RangeError(`未知的等级：${grade}`);
}

const f = (value: number) => Number(value.toFixed(2));

/** A five-pointed star path centred on (cx, cy). */
export function starPath(cx: number, cy: number, outer: number, inner = outer * 0.42): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${f(cx + r * Math.cos(angle))} ${f(cy + r * Math.sin(angle))}`);
  }
  return `M${points.join('L')}Z`;
}

/** A shuttlecock, cork down, feathers up, centred on (cx, cy) with height ≈ 2·s. */
export function shuttlecock(cx: number, cy: number, s: number, colour: string, accent: string): string {
  const corkY = cy + s * 0.62;
  const skirtBottom = corkY - s * 0.05;
  const top = cy - s;
  const halfBottom = s * 0.3;
  const halfTop = s * 0.78;
  const feathers: string[] = [];
  const count = 7;
  for (let i = 0; i < count; i += 1) {
    const t = i / (count - 1);
    const xb = cx - halfBottom + 2 * halfBottom * t;
    const xt = cx - halfTop + 2 * halfTop * t;
    feathers.push(`M${f(xb)} ${f(skirtBottom)}L${f(xt)} ${f(top + s * 0.1)}`);
  }
  // scalloped feather tips
  let tips = `M${f(cx - halfTop)} ${f(top + s * 0.14)}`;
  for (let i = 0; i < count - 1; i += 1) {
    const x0 = cx - halfTop + (2 * halfTop * i) / (count - 1);
    const x1 = cx - halfTop + (2 * halfTop * (i + 1)) / (count - 1);
    tips += `Q${f((x0 + x1) / 2)} ${f(top - s * 0.12)} ${f(x1)} ${f(top + s * 0.14)}`;
  }
  const skirt = `${tips}L${f(cx + halfBottom)} ${f(skirtBottom)}L${f(cx - halfBottom)} ${f(skirtBottom)}Z`;
  const bandY = cy - s * 0.05;
  const bandHalf = halfBottom + (halfTop - halfBottom) * ((skirtBottom - bandY) / (skirtBottom - top));
  const corkR = halfBottom * 1.08;
  return `<g>
<path d="${skirt}" fill="${colour}" fill-opacity="0.95"/>
<path d="${feathers.join('')}" stroke="${accent}" stroke-width="${f(s * 0.05)}" stroke-linecap="round" fill="none" opacity="0.8"/>
<path d="M${f(cx - bandHalf)} ${f(bandY)}L${f(cx + bandHalf)} ${f(bandY)}" stroke="${accent}" stroke-width="${f(s * 0.09)}" stroke-linecap="round"/>
<path d="M${f(cx - corkR)} ${f(corkY - s * 0.04)}A${f(corkR)} ${f(corkR)} 0 0 0 ${f(cx + corkR)} ${f(corkY - s * 0.04)}Z" fill="${accent}"/>
<path d="M${f(cx - corkR)} ${f(corkY - s * 0.04)}L${f(cx + corkR)} ${f(corkY - s * 0.04)}" stroke="${colour}" stroke-width="${f(s * 0.05)}"/>
</g>`;
}

function gradients(id: string, palette: Palette): string {
  const [rimLight, rimMid, rimDark] = palette.rim;
  return `<linearGradient id="${id}-rim" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${rimLight}"/><stop offset="0.45" stop-color="${rimMid}"/><stop offset="0.7" stop-color="${rimDark}"/><stop offset="1" stop-color="${rimMid}"/></linearGradient>
<radialGradient id="${id}-field" cx="0.35" cy="0.3" r="0.85">
<stop offset="0" stop-color="${palette.field[0]}"/><stop offset="1" stop-color="${palette.field[1]}"/></radialGradient>
<linearGradient id="${id}-ribbon" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${palette.ribbon[0]}"/><stop offset="1" stop-color="${palette.ribbon[1]}"/></linearGradient>
<linearGradient id="${id}-shine" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`;
}

function starRow(count: number, cx: number, cy: number, radius: number, spread: number, fill: string, stroke: string): string {
  const stars: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = count === 1 ? 0 : i / (count - 1) - 0.5;
    const angle = -Math.PI / 2 + t * spread;
    const x = cx + radius * Math.cos(angle);
    const y = cy + radius * Math.sin(angle) + radius;
    stars.push(starPath(x, y, 8.5));
  }
  return `<path d="${stars.join('')}" fill="${fill}" stroke="${stroke}" stroke-width="1.2" stroke-linejoin="round"/>`;
}

function laurel(side: 1 | -1, colour: string, dark: string): string {
  // leaves along an arc hugging the lower half of the shield; the right branch mirrors the left
  const leaves: string[] = [];
  const stem: string[] = [];
  const cx = 100;
  const cy = 104;
  const r = 84;
  for (let i = 0; i < 7; i += 1) {
    const theta = ((100 + i * 16) * Math.PI) / 180;
    const px = side === -1 ? cx + r * Math.cos(theta) : cx - r * Math.cos(theta);
    const py = cy + r * Math.sin(theta);
    const degrees = (theta * 180) / Math.PI;
    const rot = side === -1 ? degrees + 25 : 180 - degrees - 25;
    const offset = side === -1 ? -5 : 5;
    leaves.push(`<ellipse cx="${f(px + offset)}" cy="${f(py)}" rx="5.5" ry="12" transform="rotate(${f(rot)} ${f(px + offset)} ${f(py)})"/>`);
    stem.push(`${i === 0 ? 'M' : 'L'}${f(px)} ${f(py)}`);
  }
  return `<path d="${stem.join('')}" fill="none" stroke="${dark}" stroke-width="2"/><g fill="${colour}" stroke="${dark}" stroke-width="0.8">${leaves.join('')}</g>`;
}

/** Adult grade 4–9: a crowned-for-9 heraldic shield on a laurel wreath with two ribbon tails. */
export function adultBadge(grade: number, x = 0, y = 0, scale = 1): string {
  const palette = ADULT_PALETTES[grade];
  if (!palette) throw new RangeError(`不是成人徽章等级：${grade}`);
  const id = `a${grade}`;
  const shield = 'M100 22C128 34 152 38 172 36C174 104 162 170 100 210C38 170 26 104 28 36C48 38 72 34 100 22Z';
  const inner = 'M100 36C124 46 144 50 160 49C160 106 150 160 100 194C50 160 40 106 40 49C56 50 76 46 100 36Z';
  const stars = grade - 3;
  const crown =
    grade === 9
      ? `<g transform="translate(0 4)"><path d="M74 30L80 6L92 20L100 2L108 20L120 6L126 30Z" fill="url(#${id}-rim)" stroke="${palette.rim[2]}" stroke-width="2" stroke-linejoin="round"/>
<circle cx="100" cy="2" r="4" fill="#fff3b0"/><circle cx="80" cy="6" r="3.2" fill="#fff3b0"/><circle cx="120" cy="6" r="3.2" fill="#fff3b0"/></g>`
      : '';
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${scale})">
<defs>${gradients(id, palette)}</defs>
<path d="M62 176L42 232L64 222L76 240L92 190Z" fill="url(#${id}-ribbon)"/>
<path d="M138 176L158 232L136 222L124 240L108 190Z" fill="url(#${id}-ribbon)"/>
${laurel(-1, palette.rim[1], palette.rim[2])}${laurel(1, palette.rim[1], palette.rim[2])}
<path d="${shield}" fill="#00000040" transform="translate(2 4)"/>
<path d="${shield}" fill="url(#${id}-rim)" stroke="${palette.rim[2]}" stroke-width="2"/>
<path d="${inner}" fill="url(#${id}-field)" stroke="${palette.rim[2]}" stroke-width="1.5"/>
<path d="M100 36C124 46 144 50 160 49C160 78 156 100 150 116C120 92 80 92 50 116C44 100 40 78 40 49C56 50 76 46 100 36Z" fill="url(#${id}-shine)"/>
${crown}
${starRow(stars, 100, 56, 60, stars > 1 ? 0.9 + stars * 0.1 : 0, '#fff3b0', palette.rim[2])}
${shuttlecock(100, 110, 32, '#ffffff', palette.field[1])}
${glyphText(gradeLabel(grade), { face: 'sansBold', size: 30, x: 100, y: 176, anchor: 'middle', fill: palette.ink, spacing: 1, attributes: `stroke="${palette.field[1]}" stroke-width="0.6"` })}
</g>`;
}

/** Child grade 10–16: a round rosette with a scalloped rim, two ribbons and a 少儿 banner. */
export function childBadge(grade: number, x = 0, y = 0, scale = 1): string {
  const palette = CHILD_PALETTES[grade];
  if (!palette) throw new RangeError(`不是少儿徽章等级：${grade}`);
  const id = `c${grade}`;
  const cx = 100;
  const cy = 104;
  const scallops = 20;
  let rosette = '';
  for (let i = 0; i <= scallops; i += 1) {
    const angle = (i * 2 * Math.PI) / scallops;
    const mid = ((i - 0.5) * 2 * Math.PI) / scallops;
    const px = cx + 88 * Math.cos(angle);
    const py = cy + 88 * Math.sin(angle);
    if (i === 0) rosette += `M${f(px)} ${f(py)}`;
    else rosette += `Q${f(cx + 100 * Math.cos(mid))} ${f(cy + 100 * Math.sin(mid))} ${f(px)} ${f(py)}`;
  }
  rosette += 'Z';
  const stars = grade - 9;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${scale})">
<defs>${gradients(id, palette)}</defs>
<path d="M70 170L48 234L70 224L84 240L100 180Z" fill="url(#${id}-ribbon)"/>
<path d="M130 170L152 234L130 224L116 240L100 180Z" fill="url(#${id}-ribbon)"/>
<path d="${rosette}" fill="#00000035" transform="translate(2 4)"/>
<path d="${rosette}" fill="url(#${id}-ribbon)" stroke="${palette.ribbon[1]}" stroke-width="1.5"/>
<circle cx="${cx}" cy="${cy}" r="80" fill="url(#${id}-rim)" stroke="${palette.rim[2]}" stroke-width="1.5"/>
<circle cx="${cx}" cy="${cy}" r="70" fill="url(#${id}-field)" stroke="${palette.rim[2]}" stroke-width="1.5"/>
<circle cx="${cx}" cy="${cy}" r="64" fill="none" stroke="${palette.ink}" stroke-opacity="0.5" stroke-width="1.5" stroke-dasharray="3 4"/>
<path d="M${cx - 70} ${cy}A70 70 0 0 1 ${cx + 70} ${cy}C${cx + 40} ${cy - 18} ${cx - 40} ${cy - 18} ${cx - 70} ${cy}Z" fill="url(#${id}-shine)"/>
${starRow(stars, cx, cy - 58, 52, stars > 1 ? 0.8 + stars * 0.12 : 0, '#fff8d6', palette.rim[2])}
${shuttlecock(cx, cy - 2, 30, '#ffffff', palette.field[1])}
<path d="M40 140L160 140L150 156L160 172L40 172L50 156Z" fill="url(#${id}-ribbon)" stroke="${palette.rim[2]}" stroke-width="1.5" stroke-linejoin="round"/>
${glyphText(gradeLabel(grade), { face: 'sansBold', size: 22, x: cx, y: 164, anchor: 'middle', fill: grade === 12 ? '#5c3800' : '#ffffff', spacing: 0.5 })}
</g>`;
}

/** The badge of one grade (4–9 adult, 10–16 child). */
export function gradeBadge(grade: number, x = 0, y = 0, scale = 1): string {
  return grade >= 10 ? childBadge(grade, x, y, scale) : adultBadge(grade, x, y, scale);
}
