import { ID_MESSAGES } from './messages';
import { isRealDate, toDateString, formatLocalDate } from './dates';
import { isBlank, toText, type FieldValue } from './text';

/**
 * Province-level codes (GB/T 2260, first two digits of a national ID number) that are accepted:
 * the 31 mainland provinces, 71 Taiwan, 81 Hong Kong, 82 Macau, and 83 (the residence permit
 * for Taiwan residents, issued with prefix 830000).
 */
export const ID_PROVINCE_CODES: readonly string[] = [
  '11', '12', '13', '14', '15',
  '21', '22', '23',
  '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46',
  '50', '51', '52', '53', '54',
  '61', '62', '63', '64', '65',
  '71', '81', '82', '83',
];

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

/** ISO 7064 MOD 11-2 check character for the first 17 digits of a national ID number. */
export function idNumberCheckCharacter(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error('idNumberCheckCharacter expects 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARACTERS[sum % 11];
}

export interface DateOptions {
  /** "Today" for the not-in-the-future check: a `Date` (its local day) or `YYYY-MM-DD`. Default: now. */
  today?: Date | string;
}

function todayString(options?: DateOptions): string {
  return toDateString(options?.today ?? new Date()) ?? formatLocalDate(new Date());
}

function birthParts(id: string): [string, string, string] | null {
  if (id.length === 18) return [id.slice(6, 10), id.slice(10, 12), id.slice(12, 14)];
  if (id.length === 15) return [`19${id.slice(6, 8)}`, id.slice(8, 10), id.slice(10, 12)];
  return null;
}

/**
 * Birth date encoded in a 15- or 18-character ID number, as `YYYY-MM-DD`
 * (15-character legacy numbers are 20th-century: `YYMMDD` → `19YYMMDD`).
 * `null` for any other length or when the date characters are not a real date.
 * The checksum is not checked here; use `isNationalId` for that.
 */
export function birthDateFromIdNumber(value: FieldValue): string | null {
  const id = toText(value).trim();
  const parts = birthParts(id);
  if (!parts || !parts.every((part) => /^\d+$/.test(part))) return null;
  const [y, m, d] = parts;
  return isRealDate(Number(y), Number(m), Number(d)) ? `${y}-${m}-${d}` : null;
}

/**
 * Mainland resident ID number (居民身份证号码, GB 11643):
 * - 18 characters: 6-digit region code (first digit 1–9, province in `ID_PROVINCE_CODES`),
 *   8-digit birth date `YYYYMMDD` from 1800 that is a real day and not after today,
 *   3-digit sequence, then the ISO 7064 MOD 11-2 check character (0–9 or X; a lower-case x is accepted);
 * - 15 characters (legacy): region code, `YYMMDD` (read as 19YY) that is a real day, 3-digit sequence.
 * Surrounding white space is not accepted.
 */
export function isNationalId(value: FieldValue, options?: DateOptions): boolean {
  const id = toText(value).toUpperCase();
  let birth: string;
  if (/^[1-9]\d{16}[\dX]$/.test(id)) {
    if (idNumberCheckCharacter(id.slice(0, 17)) !== id[17]) return false;
    birth = id.slice(6, 14);
    if (Number(birth.slice(0, 4)) < 1800) return false;
  } else if (/^[1-9]\d{14}$/.test(id)) {
    birth = `19${id.slice(6, 12)}`;
  } else {
    return false;
  }
  if (!ID_PROVINCE_CODES.includes(id.slice(0, 2))) return false;
  const [y, m, d] = [birth.slice(0, 4), birth.slice(4, 6), birth.slice(6, 8)];
  if (!isRealDate(Number(y), Number(m), Number(d))) return false;
  return `${y}-${m}-${d}` <= todayString(options);
}

/**
 * Mainland travel permit for Hong Kong and Macau residents (港澳居民来往内地通行证):
 * `H` (Hong Kong) or `M` (Macau) followed by 8 digits (card, current) or 10 digits (older booklet).
 * The letter may be typed in lower case.
 */
export const HONG_KONG_MACAU_PASS_PATTERN = /^[HM](\d{8}|\d{10})$/i;

export function isHongKongMacauPass(value: FieldValue): boolean {
  return HONG_KONG_MACAU_PASS_PATTERN.test(toText(value));
}

/**
 * Mainland travel permit for Taiwan residents (台湾居民来往大陆通行证):
 * 8 digits (the card number, issued since 2015) or 10 digits (card number plus its 2-digit
 * issue count, or an older booklet number), optionally followed by one letter in parentheses as
 * printed on older booklets, e.g. `12345678`, `1234567801`, `1234567890(B)`.
 */
export const TAIWAN_PASS_PATTERN = /^(\d{8}|\d{10})(\([A-Z]\))?$/i;

export function isTaiwanPass(value: FieldValue): boolean {
  return TAIWAN_PASS_PATTERN.test(toText(value));
}

/** Passport number: 5 to 17 ASCII letters or digits (req: accounts.md#identity-documents-and-names). */
export const PASSPORT_PATTERN = /^[A-Za-z0-9]{5,17}$/;

export function isPassport(value: FieldValue): boolean {
  return PASSPORT_PATTERN.test(toText(value));
}

/** Certificate (identity document) type codes: 1 ID card, 2 HK/Macau pass, 3 Taiwan pass, 4 passport. */
export type IdType = 1 | 2 | 3 | 4;

export function isIdType(value: unknown): value is IdType {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** Checks a number against its document type. */
export function isIdNumberOfType(type: IdType, value: FieldValue, options?: DateOptions): boolean {
  switch (type) {
    case 1:
      return isNationalId(value, options);
    case 2:
      return isHongKongMacauPass(value);
    case 3:
      return isTaiwanPass(value);
    case 4:
      return isPassport(value);
  }
}

export interface IdByTypeOptions extends DateOptions {
  /** Message when the number is blank. Default '请输入证件号码'. */
  requiredMessage?: string;
  /** Message when the type is missing or unknown. Default '请选择证件类型'. */
  typeMessage?: string;
  /** Per-type messages for a wrong number; defaults are `ID_MESSAGES.invalid`. */
  invalidMessages?: Partial<Record<IdType, string>>;
}

/**
 * Identity-document number checked by certificate type (1–4; `'1'`…`'4'` accepted too).
 * Order: unknown type → typeMessage; blank number → requiredMessage; wrong number → the
 * type's message ('请输入正确的身份证号码', '请输入正确的港澳通行证号码', '请输入正确的台湾通行证号码',
 * '请输入正确的护照号码').
 */
export function validateIdByType(
  type: number | string | null | undefined,
  value: FieldValue,
  options: IdByTypeOptions = {},
): string | null {
  const code = typeof type === 'string' && type.trim() !== '' ? Number(type) : type;
  if (!isIdType(code)) return options.typeMessage ?? ID_MESSAGES.typeRequired;
  if (isBlank(value)) return options.requiredMessage ?? ID_MESSAGES.required;
  if (isIdNumberOfType(code, value, options)) return null;
  return options.invalidMessages?.[code] ?? ID_MESSAGES.invalid[code];
}

/** National ID only: blank → '请输入证件号码' (or `requiredMessage`), wrong → '请输入正确的身份证号码'. */
export function validateNationalId(value: FieldValue, options: Omit<IdByTypeOptions, 'typeMessage'> = {}): string | null {
  return validateIdByType(1, value, options);
}

/** Upper-cases a trailing `x` and trims; for storing a national ID number in one canonical form. */
export function normalizeIdNumber(value: FieldValue): string {
  return toText(value).trim().toUpperCase();
}
