import { toText, type FieldValue } from './text';

/**
 * Masks personal data for public answers (req: public-portal.md#privacy-of-public-answers): the first 3 and last 4
 * characters stay, every character between becomes `*`, so the length is kept:
 * `13812345678` → `138****5678`, `11010519491231002X` → `110***********002X`.
 *
 * Values too short for that rule still hide their middle:
 * - 3 to 7 characters: the first and last character stay (`E1234` → `E***4`);
 * - 1 or 2 characters: all stars;
 * - empty / null / undefined: `''`.
 * Characters are code points.
 */
export function maskMiddle(value: FieldValue): string {
  const chars = Array.from(toText(value));
  const n = chars.length;
  if (n === 0) return '';
  if (n <= 2) return '*'.repeat(n);
  const [head, tail] = n >= 8 ? [3, 4] : [1, 1];
  return chars.slice(0, head).join('') + '*'.repeat(n - head - tail) + chars.slice(n - tail).join('');
}

/**
 * A mainland ID number (17 digits and a digit or X) or a mobile (1, 3–9, nine digits) standing alone in a text —
 * not inside a run of letters and digits, where 18 decimal digits can occur by chance (a file's hex version token).
 */
const PERSONAL_NUMBER = /(?<![\dA-Za-z])(?:\d{17}[\dXx]|1[3-9]\d{9})(?![\dA-Za-z])/g;

/**
 * Masks every ID number and mobile in a text with `maskMiddle` (the last line of an HTML answer that may reach a
 * browser tab other than its member's: decision 0049). Other text is unchanged.
 */
export function maskPersonalNumbers(text: string): string {
  return text.replace(PERSONAL_NUMBER, (value) => maskMiddle(value));
}
