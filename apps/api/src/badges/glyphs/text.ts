import { GLYPH_UNITS, GLYPHS, type GlyphFace } from './glyph-data';

export interface GlyphTextOptions {
  face: GlyphFace;
  /** Font size in SVG units. */
  size: number;
  x: number;
  /** Baseline. */
  y: number;
  anchor?: 'start' | 'middle' | 'end';
  fill?: string;
  /** Extra space between characters, in SVG units. */
  spacing?: number;
  /** Extra SVG attributes for the path (stroke, opacity…). */
  attributes?: string;
}

/** True when every character of `text` has an outline in that face. */
export function hasGlyphs(face: GlyphFace, text: string): boolean {
  return [...text].every((char) => char === ' ' || GLYPHS[face][char] !== undefined);
}

function advanceOf(face: GlyphFace, char: string): number {
  if (char === ' ') return GLYPH_UNITS / 3;
  const glyph = GLYPHS[face][char];
  if (!glyph) throw new Error(`no glyph for ${JSON.stringify(char)} in ${face}`);
  return glyph.advance;
}

/** Width of `text` in SVG units. */
export function glyphTextWidth(text: string, face: GlyphFace, size: number, spacing = 0): number {
  const chars = [...text];
  const units = chars.reduce((sum, char) => sum + advanceOf(face, char), 0);
  return (units * size) / GLYPH_UNITS + spacing * Math.max(0, chars.length - 1);
}

/** Draws `text` as one SVG path (no font needed when rendering). */
export function glyphText(text: string, options: GlyphTextOptions): string {
  const { face, size, anchor = 'start', fill = '#000', spacing = 0, attributes = '' } = options;
  const width = glyphTextWidth(text, face, size, spacing);
  let pen = anchor === 'middle' ? options.x - width / 2 : anchor === 'end' ? options.x - width : options.x;
  const scale = size / GLYPH_UNITS;
  const parts: string[] = [];
  for (const char of text) {
    if (char !== ' ') {
      const glyph = GLYPHS[face][char];
      parts.push(`<path transform="translate(${pen.toFixed(2)} ${options.y.toFixed(2)}) scale(${scale.toFixed(5)})" d="${glyph.d}"/>`);
    }
    pen += (advanceOf(face, char) * size) / GLYPH_UNITS + spacing;
  }
  return `<g fill="${fill}" ${attributes}>${parts.join('')}</g>`;
}
