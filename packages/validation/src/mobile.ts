import { MOBILE_MESSAGES, CONTACT_MOBILE_MESSAGES, type MobileMessages } from './messages';
import { isBlank, toText, type FieldValue } from './text';

/** Country code shown in front of the mobile field (req: accounts.md#mobile-number-rules). */
export const DEFAULT_COUNTRY_CODE = '+86';

/**
 * Mainland mobile carrier prefixes (the first three digits) that are accepted:
 *
 * | prefix | numbers |
 * |---|---|
 * | 13x | 130–139 |
 * | 14x | 145–149 |
 * | 15x | 150–153, 155–159 (no 154) |
 * | 16x | 162, 165, 166, 167 |
 * | 17x | 170–178 |
 * | 18x | 180–189 |
 * | 19x | 190–193, 195–199 (no 194) |
 */
export const MOBILE_PREFIX_PATTERN = '1(?:3\\d|4[5-9]|5[0-35-9]|6[2567]|7[0-8]|8\\d|9[0-35-9])';

/** 11 digits: a carrier prefix then 8 digits. No spaces, no country code. */
export const MOBILE_PATTERN = new RegExp(`^${MOBILE_PREFIX_PATTERN}\\d{8}$`);

export function isMobile(value: FieldValue): boolean {
  return MOBILE_PATTERN.test(toText(value));
}

/**
 * Required mainland mobile. Blank (empty or white space) → `messages.required`;
 * anything but exactly a valid 11-digit number (surrounding spaces included) → `messages.invalid`.
 * Default wording is the sign-in screens'; pass `CONTACT_MOBILE_MESSAGES` for the change-mobile
 * and contact-number fields (req: accounts.md#mobile-number-rules).
 */
export function validateMobile(value: FieldValue, messages: MobileMessages = MOBILE_MESSAGES): string | null {
  if (isBlank(value)) return messages.required;
  return isMobile(value) ? null : messages.invalid;
}

/** An optional phone (institution form): blank passes, anything else must be a valid mobile. */
export function validateOptionalMobile(
  value: FieldValue,
  invalidMessage: string = CONTACT_MOBILE_MESSAGES.invalid,
): string | null {
  if (isBlank(value)) return null;
  return isMobile(value) ? null : invalidMessage;
}
