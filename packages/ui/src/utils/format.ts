// No dayjs here: these helpers are on the first paint of nearly every route (the home page's lists, the shell), and
// the six tokens the screens use take a few lines; dayjs (~3 KB gzip) stays with the date pickers and forms that
// compute with dates (issue 12, docs/performance.md).

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

export type DateInput = string | number | Date | null | undefined;

/** A wire time without a zone (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`, `YYYY-MM-DDTHH:mm`…): read as local time, like dayjs. */
const LOCAL_TIME = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'number') return new Date(value);
  const parts = LOCAL_TIME.exec(value);
  if (!parts) return new Date(value);
  const [year, hour, minute, second] = [parts[1], parts[4], parts[5], parts[6]].map((part) => Number(part || 0));
  // As dayjs reads them: a missing month is January and a missing day the 1st; '00' counts back (2024-00 is 2023-12).
  const monthIndex = parts[2] ? Number(parts[2]) - 1 : 0;
  const day = parts[3] ? Number(parts[3]) : 1;
  const milliseconds = Number((parts[7] ?? '0').slice(0, 3).padEnd(3, '0'));
  return new Date(year, monthIndex, day, hour, minute, second, milliseconds);
}

const TOKENS = /\[([^\]]*)]|YYYY|MM|DD|HH|mm|ss/g;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * Formats a wire date (`YYYY-MM-DD HH:mm:ss`), a Date or a millisecond timestamp; '' when empty or invalid. `format`
 * takes the tokens YYYY MM DD HH mm ss and `[literal]` text; anything else is copied as it is.
 */
export function formatDateTime(value: DateInput, format: string = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const fields: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return format.replace(TOKENS, (token, literal: string | undefined) => literal ?? fields[token] ?? token);
}

/** `YYYY-MM-DD`; '' when empty or invalid. */
export function formatDate(value: DateInput): string {
  return formatDateTime(value, DATE_FORMAT);
}

/**
 * Cuts text longer than `max` characters to `max` characters plus '...', 12 by default
 * (req: constants.md#text-and-input-limits).
 */
export function ellipsis(text: string | null | undefined, max = 12): string {
  if (!text) return '';
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : text;
}
