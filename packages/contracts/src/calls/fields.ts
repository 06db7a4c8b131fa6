import { z } from 'zod';
import { INT32_MAX, INT32_MIN, MESSAGES } from '../envelope';

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
 * The one whole-number schema of every payload: a PostgreSQL `integer` (−2³¹ … 2³¹ − 1), so no id, region code,
 * grade or rank that passes a contract can overflow in SQL.
 * Missing → `请指定<label>`; not a whole number → `<label>必须是整数`; out of range → `<label>无效`.
 */
export function integerOf(label: string) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? `请指定${label}` : `${label}必须是整数`) })
    .int(`${label}必须是整数`)
    .min(INT32_MIN, `${label}无效`)
    .max(INT32_MAX, `${label}无效`);
}

/**
 * Text without C0 control characters (NUL included) or DEL; tab, line feed and carriage return are allowed.
 * PostgreSQL refuses NUL in text, and no field of the portal has a use for the others.
 */
// eslint-disable-next-line no-control-regex
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/** A UTF-16 surrogate without its other half: half a character, which no UTF-8 text (PostgreSQL's) can hold. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when a string is well-formed UTF-16: every surrogate is half of a pair. JSON may carry a lone one
 * (`"\ud800"`); PostgreSQL refuses it (SQLSTATE 22021) or the driver silently turns it into U+FFFD.
 */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/**
 * The one text schema of every payload: a string without control characters (`请求内容格式错误，请检查后重试`) and
 * without a lone surrogate (`内容包含无法识别的字符，请删除后重试`). `error` is the message for a value that is not
 * text (or missing). Chain `.trim()`, `.min()`, `.max()` as usual.
 */
export function inputText(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .regex(WITHOUT_CONTROL_CHARACTERS, MESSAGES.badRequest)
    .refine(isWellFormedText, MESSAGES.malformedText);
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
    inputText('关键字必须是文本')
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
    inputText(`${label}格式应为 YYYY-MM-DD HH:mm:ss`)
      .refine(isWireDateTime, `${label}格式应为 YYYY-MM-DD HH:mm:ss`)
      .optional(),
  ).describe(`${label}（YYYY-MM-DD HH:mm:ss，含当天）`);
}

/**
 * Text a form may send empty ('' and null are absent), bounded generously (four times `maxLength`, so a form's own
 * limit is the service's to word): the back office's editors (content, training classes).
 */
export function looseFormText(maxLength: number) {
  return blankAsAbsent(inputText(MESSAGES.badRequest).max(maxLength * 4, '内容过长，请删减后重试').optional());
}

/** Nullable text in an answer (a path or a name that may be absent). */
export const nullableText = z.string().nullable();
