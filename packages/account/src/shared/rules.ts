import type { FormRule } from '@badminton/ui';
import type { RegionValue } from '@badminton/pickers';
import { asFormValidator, codePointLength, isBlank, validateRequired, type FieldValue } from '@badminton/validation';
import { isRegionComplete } from './region';

export type FormRules = Record<string, FormRule[]>;
export type Trigger = 'blur' | 'change';

/** An element Form rule from a `value → message | null` rule; `required` only draws the asterisk. */
export function rule<V>(check: (value: V) => string | null, trigger: Trigger = 'blur', required = true): FormRule {
  return { required, trigger, validator: asFormValidator(check) as FormRule['validator'] };
}

export function requiredRule(message: string, trigger: Trigger = 'blur'): FormRule {
  return rule((value: FieldValue) => validateRequired(value, message), trigger);
}

export const REGION_REQUIRED = '请选择省/市/地区';

export function regionRule(message = REGION_REQUIRED): FormRule {
  return rule((value: RegionValue) => (isRegionComplete(value) ? null : message), 'change');
}

/** Blank → `required`; more than `max` characters → `tooLong`. */
export function validateMaxLength(value: FieldValue, max: number, required: string, tooLong: string): string | null {
  if (isBlank(value)) return required;
  return codePointLength(String(value).trim()) > max ? tooLong : null;
}
