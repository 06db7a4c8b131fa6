import { NAME_MESSAGES } from './messages';
import { codePointLength, isBlank, toText, type FieldValue } from './text';

/** Names must stay under this many characters (req: accounts.md#personal-form). */
export const NAME_MAX_LENGTH = 100;

/** The separator of transliterated minority names, U+00B7 MIDDLE DOT (as on the ID card). */
export const NAME_MIDDLE_DOT = '·';

const PLAIN_CHINESE_NAME = /^\p{Script=Han}{2,4}$/u;
const DOTTED_CHINESE_NAME = /^\p{Script=Han}+(?:·\p{Script=Han}+)+$/u;

/**
 * Chinese name. Accepted:
 * - 2 to 4 Chinese (Han) characters, e.g. 李娜, 欧阳晓明 (req: accounts.md#identity-documents-and-names);
 * - a transliterated minority name: Han segments joined by single middle dots `·` (U+00B7),
 *   e.g. 买买提·艾力, under 100 characters in all. The 2–4 limit cannot hold for these
 *   names, so it applies to names without a dot only.
 * No spaces, Latin letters, digits, or leading/trailing/double dots.
 */
export function isChineseName(value: FieldValue): boolean {
  const text = toText(value);
  if (PLAIN_CHINESE_NAME.test(text)) return true;
  return DOTTED_CHINESE_NAME.test(text) && codePointLength(text) < NAME_MAX_LENGTH;
}

/** Blank → '请输入姓名'; not a Chinese name (see `isChineseName`) → '请输入正确的中文名'. */
export function validateChineseName(value: FieldValue): string | null {
  if (isBlank(value)) return NAME_MESSAGES.chineseRequired;
  return isChineseName(value) ? null : NAME_MESSAGES.chineseInvalid;
}

const ENGLISH_NAME = /^[A-Z][A-Za-z .'-]*$/;

/**
 * English name (req: accounts.md#personal-form). In order:
 * - blank → '请输入英文名';
 * - 100 characters or more → '请输入正确的英文名';
 * - first character a lower-case letter → '首字母未大写';
 * - anything but an upper-case letter followed by letters, spaces, `.`, `'` and `-` → '请输入正确的英文名'.
 */
export function validateEnglishName(value: FieldValue): string | null {
  const text = toText(value);
  if (isBlank(text)) return NAME_MESSAGES.englishRequired;
  if (codePointLength(text) >= NAME_MAX_LENGTH) return NAME_MESSAGES.englishInvalid;
  if (/^[a-z]/.test(text)) return NAME_MESSAGES.englishNotCapitalised;
  return ENGLISH_NAME.test(text) ? null : NAME_MESSAGES.englishInvalid;
}
