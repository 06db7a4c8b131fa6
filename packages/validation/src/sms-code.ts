import { SMS_CODE_MESSAGES } from './messages';
import { codePointLength, isBlank, toText, type FieldValue } from './text';

/** SMS verification code length; also the input's max length (req: accounts.md#sms-verification-code). */
export const SMS_CODE_LENGTH = 4;

/** Seconds the "get code" button waits after a successful send (req: accounts.md#sms-verification-code). */
export const SMS_RESEND_SECONDS = 120;

/**
 * Blank → '请输入验证码'; not exactly 4 characters → '请输入四位数验证码'.
 * The spec says "exactly 4 characters", so the characters themselves are not restricted
 * to digits here (the service compares the code it sent).
 */
export function validateSmsCode(value: FieldValue): string | null {
  if (isBlank(value)) return SMS_CODE_MESSAGES.required;
  return codePointLength(toText(value)) === SMS_CODE_LENGTH ? null : SMS_CODE_MESSAGES.length;
}
