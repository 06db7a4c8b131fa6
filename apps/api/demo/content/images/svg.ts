/** SVG building blocks: palettes, text, and the badminton shapes every generated image is made of. */

export const FONT_FAMILY = "'Noto Sans CJK SC','Microsoft YaHei','PingFang SC',sans-serif";

export interface Palette {
  /** gradient start (top left) */
  from: string;
  /** gradient end (bottom right) */
  to: string;
  /** highlight colour for chips, buttons and the shuttle trail */
  accent: string;
  /** the court surface */
  court: string;
}

/** Badminton greens and blues, with one warm accent each. */
export const PALETTES: readonly Palette[] = [
  { from: '#0b5d3b', to: '#1f9d6b', accent: '#ffd166', court: '#117a4d' },
  { from: '#0a3d7a', to: '#1b74c9', accent: '#ffb347', court: '#15609f' },
  { from: '#05525e', to: '#16a3a8', accent: '#ffe08a', court: '#0b7c82' },
  { from: '#1d3f8f', to: '#3a86d6', accent: '#ff8a65', court: '#2a62ad' },
  { from: '#14532d', to: '#4d9e3a', accent: '#fff3b0', court: '#2f7d32' },
  { from: '#113a5c', to: '#2a8c8c', accent: '#f9c74f', court: '#1c6470' },
  { from: '#0f4c5c', to: '#5fa8d3', accent: '#ffcf56', court: '#2b7a8f' },
  { from: '#1b4332', to: '#2d6a4f', accent: '#95d5b2', court: '#24573f' },
];

export function paletteAt(index: number): Palette {
  return PALETTES[((index % PALETTES.length) + PALETTES.length) % PALETTES.length];
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Rounds to two decimals so that the output stays short and stable. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>\n`
  );
}

export function linearGradient(id: string, from: string, to: string, angle: 'diagonal' | 'vertical' | 'horizontal' = 'diagonal'): string {
  const end = angle === 'vertical' ? 'x2="0" y2="1"' : angle === 'horizontal' ? 'x2="1" y2="0"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Visual width of a string in em: CJK and full-width characters count 1, others about 0.56. */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u2e80-\uffef]/.test(ch) ? 1 : 0.56;
  return width;
}

/** The largest font size not above `max` at which `text` fits into `width`. */
export function fitFontSize(text: string, width: number, max: number): number {
  return Math.max(10, Math.min(max, Math.floor(width / Math.max(1, textWidthEm(text)))));
}

export interface TextOptions {
  size: number;
  fill?: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  opacity?: number;
  letterSpacing?: number;
}

export function text(x: number, y: number, content: string, options: TextOptions): string {
  const attrs = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-family="${FONT_FAMILY}"`,
    `font-size="${options.size}"`,
    `font-weight="${options.weight ?? 400}"`,
    `fill="${options.fill ?? '#ffffff'}"`,
  ];
  if (options.anchor && options.anchor !== 'start') attrs.push(`text-anchor="${options.anchor}"`);
  if (options.opacity !== undefined) attrs.push(`fill-opacity="${options.opacity}"`);
  if (options.letterSpacing) attrs.push(`letter-spacing="${options.letterSpacing}"`);
  return `<text ${attrs.join(' ')}>${escapeXml(content)}</text>`;
}

/**
 * A shuttlecock pointing up: the cork at the origin, the feather skirt above it, about 80 units tall
 * before scaling.
 */
export function shuttlecock(x: number, y: number, scale: number, rotate: number, options: { feather?: string; cork?: string; band?: string } = {}): string {
  const feather = options.feather ?? '#ffffff';
  const cork = options.cork ?? '#f4a259';
  const band = options.band ?? '#1f6f8b';
  const ribs: string[] = [];
  for (let k = 0; k <= 6; k += 1) {
    const t = k / 6;
    const bx = -9 + 18 * t;
    const tx = -27 + 54 * t;
    ribs.push(`M${n(bx)} -5L${n(tx)} -64`);
  }
  const scallops: string[] = ['M-27 -64'];
  for (let k = 0; k < 6; k += 1) {
    const x0 = -27 + 9 * k;
    scallops.push(`Q${n(x0 + 4.5)} -73 ${n(x0 + 9)} -64`);
  }
  const bandAt = (yy: number): string => {
    const half = 9 + (18 * -(yy + 5)) / 59;
    return `M${n(-half)} ${yy}L${n(half)} ${yy}`;
  };
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(scale)})">` +
    `<path d="M-9 -5L-27 -64${scallops.slice(1).join('')}L9 -5Z" fill="${feather}" fill-opacity="0.96"/>` +
    `<path d="${ribs.join('')}" stroke="#9fb7c4" stroke-width="0.9" fill="none"/>` +
    `<path d="${bandAt(-22)}${bandAt(-30)}" stroke="${band}" stroke-width="2.4" fill="none"/>` +
    `<path d="M-10 -5L10 -5A10 10 0 0 1 -10 -5Z" fill="${cork}"/>` +
    `<rect x="-10.5" y="-8" width="21" height="4" rx="1.5" fill="${band}"/>` +
    `</g>`
  );
}

/**
 * A racket with its head up: the head ellipse centred at (0, -92), the handle ending at about +92.
 * Strings are computed inside the ellipse, so no clip path (and no id clash) is needed.
 */
export function racket(x: number, y: number, scale: number, rotate: number, options: { frame?: string; grip?: string; strings?: string } = {}): string {
  const frame = options.frame ?? '#ffffff';
  const grip = options.grip ?? '#f25f5c';
  const stringColour = options.strings ?? '#ffffff';
  const cx = 0;
  const cy = -92;
  const rx = 34;
  const ry = 46;
  const lines: string[] = [];
  for (let yy = cy - ry + 7; yy < cy + ry - 3; yy += 7) {
    const half = rx * Math.sqrt(Math.max(0, 1 - ((yy - cy) / ry) ** 2));
    lines.push(`M${n(cx - half)} ${n(yy)}L${n(cx + half)} ${n(yy)}`);
  }
  for (let xx = cx - rx + 6; xx < cx + rx - 2; xx += 6) {
    const half = ry * Math.sqrt(Math.max(0, 1 - ((xx - cx) / rx) ** 2));
    lines.push(`M${n(xx)} ${n(cy - half)}L${n(xx)} ${n(cy + half)}`);
  }
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(scale)})">` +
    `<path d="${lines.join('')}" stroke="${stringColour}" stroke-opacity="0.55" stroke-width="0.8" fill="none"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${frame}" stroke-width="5"/>` +
    `<path d="M-12 -49L0 -30L12 -49" fill="none" stroke="${frame}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M0 -46L0 42" stroke="${frame}" stroke-width="4.5" stroke-linecap="round"/>` +
    `<rect x="-6.5" y="40" width="13" height="52" rx="5" fill="${grip}"/>` +
    `<path d="M-6.5 50L6.5 56M-6.5 62L6.5 68M-6.5 74L6.5 80" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>` +
    `</g>`
  );
}

/**
 * A doubles court seen from behind one baseline, drawn as a trapezoid: near baseline at `bottom`,
 * far baseline at `top`. Real proportions (13.4 m × 6.1 m) with the service lines and the net.
 */
export function perspectiveCourt(
  centreX: number,
  top: number,
  bottom: number,
  farHalfWidth: number,
  nearHalfWidth: number,
  options: { surface: string; line?: string; opacity?: number; depth?: number },
): string {
  const line = options.line ?? '#ffffff';
  // >1 makes the near half grow faster than the far half (a cheap perspective).
  const depth = options.depth ?? 1.3;
  // v: metres from the far baseline (0) to the near baseline (13.4); u: metres from the left sideline.
  const project = (u: number, v: number): [number, number] => {
    const t = v / 13.4;
    const p = (t * depth) / (1 + (depth - 1) * t);
    const yy = top + (bottom - top) * p;
    const half = farHalfWidth + (nearHalfWidth - farHalfWidth) * p;
    return [centreX + ((u - 3.05) / 3.05) * half, yy];
  };
  const seg = (u1: number, v1: number, u2: number, v2: number): string => {
    const [x1, y1] = project(u1, v1);
    const [x2, y2] = project(u2, v2);
    return `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  };
  const corners = [project(0, 0), project(6.1, 0), project(6.1, 13.4), project(0, 13.4)];
  const surface = `M${corners.map(([a, b]) => `${n(a)} ${n(b)}`).join('L')}Z`;
  const lines = [
    seg(0, 0, 6.1, 0),
    seg(0, 13.4, 6.1, 13.4),
    seg(0, 0, 0, 13.4),
    seg(6.1, 0, 6.1, 13.4),
    seg(0.46, 0, 0.46, 13.4),
    seg(5.64, 0, 5.64, 13.4),
    seg(0, 0.76, 6.1, 0.76),
    seg(0, 12.64, 6.1, 12.64),
    seg(0, 6.7 - 1.98, 6.1, 6.7 - 1.98),
    seg(0, 6.7 + 1.98, 6.1, 6.7 + 1.98),
    seg(3.05, 0, 3.05, 6.7 - 1.98),
    seg(3.05, 6.7 + 1.98, 3.05, 13.4),
  ].join('');
  const [nl, ny] = project(-0.3, 6.7);
  const [nr] = project(6.4, 6.7);
  const [, farY] = project(0, 0);
  const netHeight = ((bottom - top) / 13.4) * 1.2 * ((ny - farY) / (bottom - top) + 0.4);
  const netMesh: string[] = [];
  for (let k = 1; k < 14; k += 1) {
    const xx = nl + ((nr - nl) * k) / 14;
    netMesh.push(`M${n(xx)} ${n(ny - netHeight)}L${n(xx)} ${n(ny)}`);
  }
  const opacity = options.opacity ?? 1;
  return (
    `<g opacity="${opacity}">` +
    `<path d="${surface}" fill="${options.surface}"/>` +
    `<path d="${lines}" stroke="${line}" stroke-width="2" fill="none" stroke-linecap="square"/>` +
    `<path d="${netMesh.join('')}M${n(nl)} ${n(ny - netHeight / 2)}L${n(nr)} ${n(ny - netHeight / 2)}" stroke="${line}" stroke-opacity="0.45" stroke-width="1"/>` +
    `<path d="M${n(nl)} ${n(ny - netHeight)}L${n(nr)} ${n(ny - netHeight)}" stroke="${line}" stroke-width="3"/>` +
    `<path d="M${n(nl)} ${n(ny - netHeight - 4)}L${n(nl)} ${n(ny + 2)}M${n(nr)} ${n(ny - netHeight - 4)}L${n(nr)} ${n(ny + 2)}" stroke="${line}" stroke-width="4"/>` +
    `</g>`
  );
}

/** A dashed flight path with a soft glow. */
export function flightPath(d: string, colour: string, width = 3): string {
  return (
    `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="0.25" stroke-width="${width * 4}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="${width * 4} ${width * 3}" stroke-linecap="round"/>`
  );
}

/** Decorative translucent rings used as background texture. */
export function rings(cx: number, cy: number, radius: number, count: number, colour: string): string {
  const parts: string[] = [];
  for (let k = 0; k < count; k += 1) {
    parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius + k * radius * 0.35)}" fill="none" stroke="${colour}" stroke-opacity="${n(0.16 - k * 0.03)}" stroke-width="2"/>`);
  }
  return parts.join('');
}

/** A rounded label chip. */
export function chip(x: number, y: number, label: string, options: { size: number; fill: string; colour: string }): string {
  const width = textWidthEm(label) * options.size + options.size * 1.4;
  const height = options.size * 1.9;
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(height / 2)}" fill="${options.fill}"/>` +
    text(x + options.size * 0.7, y + height * 0.68, label, { size: options.size, fill: options.colour, weight: 700 })
  );
}
