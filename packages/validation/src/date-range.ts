import { toDateString } from './dates';

export const DAY_START_TIME = '00:00:00';
export const DAY_END_TIME = '23:59:59';

export type DateRangeInput = readonly [Date | string | null | undefined, Date | string | null | undefined] | readonly [];

export interface DateRangeQuery {
  startTime?: string;
  endTime?: string;
}

/**
 * Date-range search (req: constants.md#layout-and-formatting): `[start, end]` → `{ startTime: 'YYYY-MM-DD 00:00:00',
 * endTime: 'YYYY-MM-DD 23:59:59' }`. Each end is a `Date` (its local calendar day) or a
 * `YYYY-MM-DD` string (a trailing time is ignored). Pure string work, no time zone shift.
 * Empty, half-filled or unreadable ranges give `{}`, so the result can be spread into a payload.
 */
export function toDateRange(range: DateRangeInput | null | undefined): DateRangeQuery {
  if (!range || range.length !== 2) return {};
  const start = toDateString(range[0]);
  const end = toDateString(range[1]);
  if (!start || !end) return {};
  return { startTime: `${start} ${DAY_START_TIME}`, endTime: `${end} ${DAY_END_TIME}` };
}
