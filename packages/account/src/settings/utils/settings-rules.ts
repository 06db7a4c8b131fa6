import {
  CONTACT_MOBILE_MESSAGES,
  NEW_PASSWORD_CONFIRMATION_MESSAGES,
  NEW_PASSWORD_MESSAGES,
  OLD_PASSWORD_REQUIRED,
  validateMobile,
  validatePassword,
  validatePasswordConfirmation,
  validateSmsCode,
  type FieldValue,
} from '@badminton/validation';
import { requiredRule, rule, type FormRules } from '../../shared/rules';

export interface PasswordFormValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface MobileFormValues {
  mobile: string;
  code: string;
}

export function emptyPasswordForm(): PasswordFormValues {
  return { oldPassword: '', newPassword: '', confirmPassword: '' };
}

export function emptyMobileForm(): MobileFormValues {
  return { mobile: '', code: '' };
}

/**
 * Change password (req: accounts.md#change-password): 原密码不能为空; the new password 新密码不能为空 and 6–18 characters
 * (密码不足6位, 密码过长); the confirmation 请再次输入新密码 and 两次输入密码不一致!.
 */
export function passwordRules(current: () => PasswordFormValues): FormRules {
  return {
    oldPassword: [requiredRule(OLD_PASSWORD_REQUIRED)],
    newPassword: [rule((value: FieldValue) => validatePassword(value, NEW_PASSWORD_MESSAGES))],
    confirmPassword: [
      rule((value: FieldValue) =>
        validatePasswordConfirmation(value, current().newPassword, NEW_PASSWORD_CONFIRMATION_MESSAGES),
      ),
    ],
  };
}

/** Change mobile (req: accounts.md#change-mobile): 请输入联系方式 / 请输入正确的电话; 请输入验证码 / 请输入四位数验证码. */
export function mobileRules(): FormRules {
  return {
    mobile: [rule((value: FieldValue) => validateMobile(value, CONTACT_MOBILE_MESSAGES))],
    code: [rule((value: FieldValue) => validateSmsCode(value))],
  };
}

/** The change-password payload before encryption (every field is encrypted before it is sent). */
export function toPasswordPayload(values: PasswordFormValues): PasswordFormValues {
  return { oldPassword: values.oldPassword, newPassword: values.newPassword, confirmPassword: values.confirmPassword };
}

/** The change-mobile payload: the new mobile, the SMS code and the caller's role. */
export function toMobilePayload(values: MobileFormValues, role: number): { mobile: string; code: string; usertype: number } {
  return { mobile: values.mobile.trim(), code: values.code.trim(), usertype: role };
}
