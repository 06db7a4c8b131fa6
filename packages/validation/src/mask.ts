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
