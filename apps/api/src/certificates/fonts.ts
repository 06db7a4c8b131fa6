import { existsSync } from 'node:fs';

/**
 * CJK fonts the holder's name can be drawn with. Every fixed text of a certificate is drawn from
 * committed outlines (badges/glyphs); only the name needs a font, and a machine without any of
 * these renders the certificate without the name line's text.
 */
export const CJK_FONT_CANDIDATES = [
  { file: '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', family: 'Noto Serif CJK SC' },
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'Noto Sans CJK SC' },
  { file: '/usr/share/fonts/noto-cjk/NotoSerifCJK-Regular.ttc', family: 'Noto Serif CJK SC' },
  { file: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', family: 'Noto Sans CJK SC' },
  { file: '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc', family: 'Noto Sans CJK SC' },
  { file: '/System/Library/Fonts/PingFang.ttc', family: 'PingFang SC' },
] as const;

export interface NameFont {
  file: string;
  family: string;
}

let cached: NameFont | null | undefined;

/** The first CJK font present on this machine, or null. */
export function findNameFont(): NameFont | null {
  if (cached === undefined) cached = CJK_FONT_CANDIDATES.find((font) => existsSync(font.file)) ?? null;
  return cached;
}
