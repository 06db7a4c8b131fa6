import { EMAIL_MESSAGES } from './messages';
import { isBlank, toText, type FieldValue } from './text';

/**
 * E-mail address: a local part of letters, digits and `. _ % + -` (no leading, trailing or
 * double dot), `@`, then dot-separated domain labels of letters, digits and `-` (not at a
 * label's ends) ending in a top-level domain of 2+ letters. At most 254 characters.
 */
export function isEmail(value: FieldValue): boolean {
  const text = toText(value);
  if (text.length > 254) return false;
  return /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/.test(text);
}

export interface EmailOptions {
  /** Blank passes (the field is optional). Default false: blank gets the message. */
  optional?: boolean;
  /** Default '请输入正确的邮箱地址'; the e-mail prompt uses '邮箱格式不正确' (`EMAIL_MESSAGES.promptInvalid`). */
  message?: string;
}

export function validateEmail(value: FieldValue, options: EmailOptions = {}): string | null {
  const message = options.message ?? EMAIL_MESSAGES.invalid;
  if (isBlank(value)) return options.optional ? null : message;
  return isEmail(value) ? null : message;
}
