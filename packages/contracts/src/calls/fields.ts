import { z } from 'zod';

/**
 * Field builders shared by the call contracts. Every payload may arrive as JSON or form-encoded,
 * so numbers can come as strings, and an untouched form field arrives as '' (treated as absent).
 */

function isBlank(value: unknown): boolean {
  return value === '' || value === null || value === undefined;
}

/** Turns '' / null into undefined, so optional fields may be sent empty. */
export function blankAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema);
}

function toNumberIfNumeric(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}

/**
 * A whole number that may arrive as a numeric string.
 * Missing → `请指定<label>`; not a whole number → `<label>必须是整数`.
 */
export function integerOf(label: string) {
  return z.number({ error: (issue) => (issue.input === undefined ? `请指定${label}` : `${label}必须是整数`) }).int(`${label}必须是整数`);
}

/** Wraps a number schema so numeric strings (form-encoded payloads) are accepted. */
export function numeric<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess(toNumberIfNumeric, schema);
}

/** A record id: a positive whole number. */
export function recordId(label: string) {
  return numeric(integerOf(label).positive(`${label}无效`)).describe(label);
}

/** Optional trimmed search text; '' means no filter. */
export function searchKeyword(maxLength = 50) {
  return blankAsAbsent(
    z
      .string({ error: '关键字必须是文本' })
      .trim()
      .max(maxLength, `关键字不能超过${maxLength}个字符`)
      .optional(),
  ).describe('关键字，按标题模糊匹配');
}

const WIRE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** True when `value` is a real calendar date-time in the wire format `YYYY-MM-DD HH:mm:ss`. */
export function isWireDateTime(value: string): boolean {
  const match = WIRE_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/** Optional bound of a date-time range (`YYYY-MM-DD HH:mm:ss`, Asia/Shanghai wall time); '' means unbounded. */
export function optionalDateTime(label: string) {
  return blankAsAbsent(
    z
      .string({ error: `${label}格式应为 YYYY-MM-DD HH:mm:ss` })
      .refine(isWireDateTime, `${label}格式应为 YYYY-MM-DD HH:mm:ss`)
      .optional(),
  ).describe(`${label}（YYYY-MM-DD HH:mm:ss，含当天）`);
}

/** Nullable text in an answer (a path or a name that may be absent). */
export const nullableText = z.string().nullable();
