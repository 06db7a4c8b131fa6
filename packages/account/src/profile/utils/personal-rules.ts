import { PROFILE_MESSAGES } from '@badminton/contracts';
import {
  ID_MESSAGES,
  validateChineseName,
  validateEmail,
  validateEnglishName,
  validateIdByType,
  type FieldValue,
} from '@badminton/validation';
import { regionRule, requiredRule, rule, type FormRules } from '../../shared/rules';
import { asksResidence, type PersonalFormValues } from './personal-form';

/**
 * Messages of the personal form besides @badminton/validation's (req: accounts.md#personal-form; the service answers
 * the same).
 */
export const PERSONAL_FORM_MESSAGES = {
  sex: PROFILE_MESSAGES.sexRequired,
  certificateType: ID_MESSAGES.typeRequired,
  birthday: PROFILE_MESSAGES.birthdayRequired,
  mailingAddress: PROFILE_MESSAGES.addressRequired,
  education: PROFILE_MESSAGES.educationRequired,
} as const;

/**
 * element Form rules of the personal form (req: accounts.md#personal-form). `current` gives the form values at
 * validation time, so the document number is checked against the type chosen now.
 */
export function personalRules(role: number | null | undefined, current: () => PersonalFormValues): FormRules {
  const rules: FormRules = {
    name: [rule(validateChineseName)],
    personal_en_name: [rule(validateEnglishName)],
    sex: [requiredRule(PERSONAL_FORM_MESSAGES.sex, 'change')],
    certificates_type: [requiredRule(PERSONAL_FORM_MESSAGES.certificateType, 'change')],
    certificates_number: [rule((value: FieldValue) => validateIdByType(current().certificates_type, value))],
    birthday: [requiredRule(PERSONAL_FORM_MESSAGES.birthday, 'change')],
    // E-mail is optional (选填) but must be valid when given.
    email: [rule((value: FieldValue) => validateEmail(value, { optional: true }), 'blur', false)],
  };
  if (asksResidence(role)) {
    rules.region = [regionRule()];
    rules.mailing_address = [requiredRule(PERSONAL_FORM_MESSAGES.mailingAddress)];
    rules.educational_information = [requiredRule(PERSONAL_FORM_MESSAGES.education, 'change')];
  }
  return rules;
}
