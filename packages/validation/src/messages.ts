/**
 * Every validation message, verbatim from the specification (req: messages.md#message-catalogue).
 * Forms show them; the service answers them as `errorMsg`.
 */

/** Mobile on the sign-in, register, reset-password and bind-mobile screens (req: accounts.md#mobile-number-rules). */
export const MOBILE_MESSAGES = {
  required: '请输入联系电话',
  invalid: '请输入正确的手机号',
} as const;

/**
 * Mobile on the change-mobile screen and contact numbers of institution forms (req: accounts.md#mobile-number-rules).
 */
export const CONTACT_MOBILE_MESSAGES = {
  required: '请输入联系方式',
  invalid: '请输入正确的电话',
} as const;

export type MobileMessages = { readonly required: string; readonly invalid: string };

export const SMS_CODE_MESSAGES = {
  required: '请输入验证码',
  length: '请输入四位数验证码',
} as const;

export type PasswordMessages = { readonly required: string; readonly tooShort: string; readonly tooLong: string };

/** Password on register and reset-password (req: accounts.md#password-rules). */
export const PASSWORD_MESSAGES = {
  required: '请输入密码',
  tooShort: '密码不足6位',
  tooLong: '密码过长',
} as const;

/**
 * New password on the change-password screen (req: accounts.md#change-password): same length rules, its own empty
 * message.
 */
export const NEW_PASSWORD_MESSAGES = {
  required: '新密码不能为空',
  tooShort: '密码不足6位',
  tooLong: '密码过长',
} as const;

/** Old password on the change-password screen (req: accounts.md#change-password). */
export const OLD_PASSWORD_REQUIRED = '原密码不能为空';

export type PasswordConfirmationMessages = { readonly required: string; readonly mismatch: string };

/** Confirmation on register and reset-password (req: accounts.md#password-rules). */
export const PASSWORD_CONFIRMATION_MESSAGES = {
  required: '请再次输入登录密码',
  mismatch: '两次输入密码不一致!',
} as const;

/** Confirmation on the change-password screen (req: accounts.md#change-password). */
export const NEW_PASSWORD_CONFIRMATION_MESSAGES = {
  required: '请再次输入新密码',
  mismatch: '两次输入密码不一致!',
} as const;

export const ACCOUNT_REQUIRED = '账号不能为空';

/** Identity documents, by certificate type (1 ID card, 2 HK/Macau pass, 3 Taiwan pass, 4 passport). */
export const ID_MESSAGES = {
  required: '请输入证件号码',
  typeRequired: '请选择证件类型',
  invalid: {
    1: '请输入正确的身份证号码',
    2: '请输入正确的港澳通行证号码',
    3: '请输入正确的台湾通行证号码',
    4: '请输入正确的护照号码',
  },
} as const;

/** The institution form's legal-person ID messages (req: accounts.md#institution-form). */
export const LEGAL_PERSON_ID_MESSAGES = {
  required: '请输入身份证号码',
  typeRequired: '请选择法人证件类型',
} as const;

export const NAME_MESSAGES = {
  chineseRequired: '请输入姓名',
  chineseInvalid: '请输入正确的中文名',
  englishRequired: '请输入英文名',
  englishNotCapitalised: '首字母未大写',
  englishInvalid: '请输入正确的英文名',
} as const;

export const EMAIL_MESSAGES = {
  invalid: '请输入正确的邮箱地址',
  /** Wording of the e-mail prompt dialog (req: accounts.md#personal-form). */
  promptInvalid: '邮箱格式不正确',
  promptCancelled: '取消输入',
} as const;

export const CERTIFICATE_QUERY_MESSAGES = {
  nameRequired: '请输入运动员姓名',
  atLeastTwo: '至少填写两项进行查询',
} as const;

/** All of the above in one object, for documentation and tests. */
export const VALIDATION_MESSAGES = {
  mobile: MOBILE_MESSAGES,
  contactMobile: CONTACT_MOBILE_MESSAGES,
  smsCode: SMS_CODE_MESSAGES,
  password: PASSWORD_MESSAGES,
  newPassword: NEW_PASSWORD_MESSAGES,
  oldPasswordRequired: OLD_PASSWORD_REQUIRED,
  passwordConfirmation: PASSWORD_CONFIRMATION_MESSAGES,
  newPasswordConfirmation: NEW_PASSWORD_CONFIRMATION_MESSAGES,
  accountRequired: ACCOUNT_REQUIRED,
  id: ID_MESSAGES,
  legalPersonId: LEGAL_PERSON_ID_MESSAGES,
  name: NAME_MESSAGES,
  email: EMAIL_MESSAGES,
  certificateQuery: CERTIFICATE_QUERY_MESSAGES,
} as const;
