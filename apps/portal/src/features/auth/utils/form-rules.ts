import { Form, type FormRule } from '@badminton/ui';
import {
  PASSWORD_MESSAGES,
  asFormValidator,
  validateAccount,
  validateMobile,
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
  validateSmsCode,
  type FieldValue,
} from '@badminton/validation';

type Trigger = 'blur' | 'change';

/** An element Form rule from a `value → message | null` rule of @badminton/validation. */
export function rule(check: (value: FieldValue) => string | null, trigger: Trigger = 'blur'): FormRule {
  return { required: true, trigger, validator: asFormValidator(check) as FormRule['validator'] };
}

export const mobileRule = () => rule((v) => validateMobile(v));
export const smsCodeRule = () => rule((v) => validateSmsCode(v));
export const accountRule = () => rule((v) => validateAccount(v));
/** Sign-in only asks for a password; the length rules apply when one is set. */
export const signInPasswordRule = () => rule((v) => validateRequired(v, PASSWORD_MESSAGES.required));
export const newPasswordRule = () => rule((v) => validatePassword(v));
/** The confirmation compared with the password as it is when the form validates. */
export const confirmationRule = (password: () => string) => rule((v) => validatePasswordConfirmation(v, password()));

/** Rules of the 手机号 + 验证码 fields (`MobileCodeFields`). */
export const mobileCodeRules = () => ({ mobile: [mobileRule()], code: [smsCodeRule()] });
/** Rules of the new password + confirmation fields (`NewPasswordFields`); `password` reads the current one. */
export const newPasswordRules = (password: () => string) => ({ pwd: [newPasswordRule()], confirmpwd: [confirmationRule(password)] });

/** The mobile rule for the SMS code button (a code request needs a valid mobile first). */
export function mobileMessage(mobile: string): string | null {
  return validateMobile(mobile);
}

/** What a `ref` on element's `Form` holds (validate, validateField, resetFields). */
export type FormRef = InstanceType<typeof Form>;
