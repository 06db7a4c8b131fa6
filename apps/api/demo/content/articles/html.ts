/** Tiny HTML builders for article bodies. Inputs are trusted seed text (may contain <strong>). */

export const p = (text: string): string => `<p>${text}</p>`;
export const h3 = (text: string): string => `<h3>${text}</h3>`;
export const ul = (items: readonly string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const ol = (items: readonly string[]): string => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

export function table(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const head = `<thead><tr>${headers.map((h) => `<th>${h}</th>`).join('')}</tr></thead>`;
  const body = `<tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody>`;
  return `<table>${head}${body}</table>`;
}

/** The signature block that closes an official notice. */
export function signature(issuer: string, date: string): string {
  return `<p style="text-align:right">${issuer}<br>${date}</p>`;
}

/** Marks where the n-th figure of an article goes; the assembler swaps in the <img>. */
export const figure = (index: number): string => `{{figure:${index}}}`;

export const FIGURE_PATTERN = /\{\{figure:(\d+)\}\}/g;

const NUMERALS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 1–99 as Chinese numerals: 3 → 三, 12 → 十二, 25 → 二十五. */
export function chineseNumber(value: number): string {
  if (value <= 10) return NUMERALS[value];
  if (value < 20) return `十${NUMERALS[value - 10]}`;
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  return `${NUMERALS[tens]}十${ones === 0 ? '' : NUMERALS[ones]}`;
}

/** Adult grade 1–9 → 一级; children's grade 10–16 → 少儿一级. */
export function gradeName(code: number): string {
  return code >= 10 ? `少儿${NUMERALS[code - 9]}级` : `${NUMERALS[code]}级`;
}

/** [4, 6] → 四级至六级 */
export function gradeRange([from, to]: readonly [number, number]): string {
  if (from === to) return gradeName(from);
  return from >= 10 ? `少儿${NUMERALS[from - 9]}级至少儿${NUMERALS[to - 9]}级` : `${NUMERALS[from]}级至${NUMERALS[to]}级`;
}
