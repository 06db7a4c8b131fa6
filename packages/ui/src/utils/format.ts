import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

export type DateInput = string | number | Date | null | undefined;

/** Formats a wire date (`YYYY-MM-DD HH:mm:ss`), a Date or a millisecond timestamp; '' when empty or invalid. */
export function formatDateTime(value: DateInput, format: string = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(format) : '';
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
