/**
 * Deterministic wall-clock helpers for the content seed.
 *
 * Every date is computed backwards from one fixed anchor, never from the current clock, so the
 * seed is byte-identical on every run. Wall time is Asia/Shanghai; the arithmetic runs on UTC
 * milliseconds that carry the wall-time fields, so no time-zone conversion ever happens.
 */

export const CONTENT_ANCHOR = '2026-11-18 09:30:00';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ANCHOR_MS = parseWire(CONTENT_ANCHOR);

/** Parses `YYYY-MM-DD HH:mm:ss` into wall-time milliseconds. */
export function parseWire(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!match) throw new Error(`不是有效的时间字符串：${value}`);
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Formats wall-time milliseconds as the wire string `YYYY-MM-DD HH:mm:ss`. */
export function formatWire(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** The calendar day `daysAgo` days before the anchor, at the given wall time. */
export function daysBeforeAnchor(daysAgo: number, hour: number, minute: number, second = 0): number {
  const anchor = new Date(ANCHOR_MS);
  const midnight = Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), anchor.getUTCDate());
  const ms = midnight - daysAgo * DAY + ((hour * 60 + minute) * 60 + second) * 1000;
  if (ms > ANCHOR_MS) throw new Error(`内容时间晚于锚点：${formatWire(ms)}`);
  return ms;
}

export function addMinutes(ms: number, minutes: number): number {
  return ms + minutes * MINUTE;
}

export function addDays(ms: number, days: number): number {
  return ms + days * DAY;
}

export function anchorMs(): number {
  return ANCHOR_MS;
}

/** `11月8日` */
export function monthDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}

/** `2026年11月8日` */
export function fullDate(ms: number): string {
  return `${new Date(ms).getUTCFullYear()}年${monthDay(ms)}`;
}

export function yearOf(ms: number): number {
  return new Date(ms).getUTCFullYear();
}

/** 1–4 */
export function quarterOf(ms: number): number {
  return Math.floor(new Date(ms).getUTCMonth() / 3) + 1;
}

/** `11月8日至9日` or `10月31日至11月1日` for a span that starts `days` days before `end`. */
export function daySpan(start: number, end: number): string {
  const s = new Date(start);
  const e = new Date(end);
  if (s.getUTCMonth() === e.getUTCMonth() && s.getUTCDate() === e.getUTCDate()) return monthDay(start);
  if (s.getUTCMonth() === e.getUTCMonth()) return `${monthDay(start)}至${e.getUTCDate()}日`;
  return `${monthDay(start)}至${monthDay(end)}`;
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** `（星期六）` */
export function weekday(ms: number): string {
  return `（星期${WEEKDAYS[new Date(ms).getUTCDay()]}）`;
}

/** `2026年11月8日 09:00` */
export function dateTimeText(ms: number): string {
  const d = new Date(ms);
  return `${fullDate(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
