import { ACCOUNT_REQUIRED } from './messages';
import { validateRequired, type FieldValue } from './text';

/** Sign-in account: required ('账号不能为空'). */
export function validateAccount(value: FieldValue): string | null {
  return validateRequired(value, ACCOUNT_REQUIRED);
}
