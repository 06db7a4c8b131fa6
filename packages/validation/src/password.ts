import {
  PASSWORD_CONFIRMATION_MESSAGES,
  PASSWORD_MESSAGES,
  type PasswordConfirmationMessages,
  type PasswordMessages,
} from './messages';
import { codePointLength, toText, type FieldValue } from './text';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 18;

/**
 * Password of 6 to 18 characters (register, reset, change). Empty → required;
 * fewer than 6 → '密码不足6位'; more than 18 → '密码过长'. Length is counted in characters
 * (code points); spaces count as characters and are not trimmed.
 */
export function validatePassword(value: FieldValue, messages: PasswordMessages = PASSWORD_MESSAGES): string | null {
  const text = toText(value);
  if (text === '') return messages.required;
  const length = codePointLength(text);
  if (length < PASSWORD_MIN_LENGTH) return messages.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return messages.tooLong;
  return null;
}

/** Confirmation: empty → '请再次输入登录密码'; different from `password` → '两次输入密码不一致!'. */
export function validatePasswordConfirmation(
  confirmation: FieldValue,
  password: FieldValue,
  messages: PasswordConfirmationMessages = PASSWORD_CONFIRMATION_MESSAGES,
): string | null {
  const text = toText(confirmation);
  if (text === '') return messages.required;
  return text === toText(password) ? null : messages.mismatch;
}

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/**
 * Strength meter score of the register screen (req: accounts.md#password-strength-meter). One point for each class
 * present:
 * - a digit `0-9`;
 * - a lower-case ASCII letter `a-z`;
 * - an upper-case ASCII letter `A-Z`;
 * - a symbol: any other character (punctuation, space, non-ASCII).
 *
 * An empty password scores 0; any non-empty password scores 1 to 4.
 */
export function passwordStrength(value: FieldValue): PasswordStrength {
  const text = toText(value);
  let score = 0;
  if (/[0-9]/.test(text)) score += 1;
  if (/[a-z]/.test(text)) score += 1;
  if (/[A-Z]/.test(text)) score += 1;
  if (/[^0-9a-zA-Z]/.test(text)) score += 1;
  return score as PasswordStrength;
}
