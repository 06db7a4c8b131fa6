import { NICKNAME_MAX_LENGTH, PROFILE_MESSAGES } from '@badminton/contracts';
import {
  LEGAL_PERSON_ID_MESSAGES,
  validateIdByType,
  validateOptionalMobile,
  validateRequired,
  type FieldValue,
} from '@badminton/validation';
import type { FormRule } from '@badminton/ui';
import { regionRule, requiredRule, rule, validateMaxLength, type FormRules } from '../../shared/rules';
import type { InstitutionFormValues } from './institution-form';

/** Messages of the institution form (req: accounts.md#institution-form). */
export const INSTITUTION_FORM_MESSAGES = {
  businessLicense: PROFILE_MESSAGES.businessLicenseRequired,
  fullName: PROFILE_MESSAGES.fullNameRequired,
  detailedAddress: PROFILE_MESSAGES.institutionAddressRequired,
  nickname: PROFILE_MESSAGES.nicknameRequired,
  nicknameTooLong: PROFILE_MESSAGES.nicknameTooLong,
  legalPerson: PROFILE_MESSAGES.legalPersonRequired,
  certificateType: LEGAL_PERSON_ID_MESSAGES.typeRequired,
} as const;

export function validateNickname(value: FieldValue): string | null {
  return validateMaxLength(value, NICKNAME_MAX_LENGTH, INSTITUTION_FORM_MESSAGES.nickname, INSTITUTION_FORM_MESSAGES.nicknameTooLong);
}

/** A server check run after the local rule passes: resolves to the server's message, or null when free. */
export type NameCheck = (value: string) => Promise<string | null>;

/**
 * Local rule, then (on blur and on submit) the server uniqueness check; its message becomes the field's error.
 * A check that cannot run (network) does not block: the service refuses a taken name on submit anyway.
 */
function uniqueRule(local: (value: FieldValue) => string | null, check: NameCheck | undefined): FormRule {
  return {
    required: true,
    trigger: 'blur',
    validator: (_rule: unknown, value: unknown, callback: (error?: Error) => void) => {
      const message = local(value as FieldValue);
      if (message !== null || !check) {
        callback(message === null ? undefined : new Error(message));
        return;
      }
      check(String(value).trim()).then(
        (taken) => callback(taken ? new Error(taken) : undefined),
        () => callback(),
      );
    },
  };
}

export interface InstitutionRuleOptions {
  /** Uniqueness of the full name (check_type 2); left out while the field is read-only. */
  checkFullName?: NameCheck;
  /** Uniqueness of the nickname (check_type 1). */
  checkNickname?: NameCheck;
}

/** element Form rules of the institution form (req: accounts.md#institution-form). */
export function institutionRules(current: () => InstitutionFormValues, options: InstitutionRuleOptions = {}): FormRules {
  return {
    business_license: [requiredRule(INSTITUTION_FORM_MESSAGES.businessLicense)],
    mechanism_fullName: [
      uniqueRule((value) => validateRequired(value, INSTITUTION_FORM_MESSAGES.fullName), options.checkFullName),
    ],
    region: [regionRule()],
    detailed_address: [requiredRule(INSTITUTION_FORM_MESSAGES.detailedAddress)],
    nickname: [uniqueRule(validateNickname, options.checkNickname)],
    legal_person: [requiredRule(INSTITUTION_FORM_MESSAGES.legalPerson)],
    certificates_type: [requiredRule(INSTITUTION_FORM_MESSAGES.certificateType, 'change')],
    legal_person_idNumber: [
      rule((value: FieldValue) =>
        validateIdByType(current().certificates_type, value, {
          requiredMessage: LEGAL_PERSON_ID_MESSAGES.required,
          typeMessage: LEGAL_PERSON_ID_MESSAGES.typeRequired,
        }),
      ),
    ],
    principal_tel: [rule((value: FieldValue) => validateOptionalMobile(value), 'blur', false)],
    management_tel: [rule((value: FieldValue) => validateOptionalMobile(value), 'blur', false)],
  };
}
