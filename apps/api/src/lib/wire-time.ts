/**
 * Wire date-times are `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai wall time (common contract).
 * China Standard Time is UTC+8 with no daylight saving since 1991, so a fixed offset converts exactly.
 */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Formats an instant as Asia/Shanghai wall time. */
export function toWireDateTime(instant: Date): string {
  return new Date(instant.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Reads `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai wall time) as an instant. */
export function fromWireDateTime(value: string): Date {
  const instant = new Date(`${value.replace(' ', 'T')}+08:00`);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`不是有效的时间：${value}`);
  return instant;
}

/** The Asia/Shanghai calendar day of an instant (`YYYY-MM-DD`). */
export function toWireDate(instant: Date): string {
  return toWireDateTime(instant).slice(0, 10);
}
