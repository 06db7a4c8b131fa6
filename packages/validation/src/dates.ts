/** Small date helpers on plain strings; no time zone arithmetic. */

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Local calendar date of `date` as `YYYY-MM-DD`. */
export function formatLocalDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when year/month/day name a real calendar day (1 ≤ month ≤ 12, day within the month). */
export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** `YYYY-MM-DD` (optionally followed by a time) that names a real day → the date part, else `null`. */
export function parseDateString(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(value);
  if (!match) return null;
  const [, y, m, d] = match;
  return isRealDate(Number(y), Number(m), Number(d)) ? `${y}-${m}-${d}` : null;
}

/** A date given as a `Date` (its local calendar day) or a `YYYY-MM-DD` string → `YYYY-MM-DD`, else `null`. */
export function toDateString(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : formatLocalDate(value);
  return parseDateString(value.trim());
}
