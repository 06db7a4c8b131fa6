/** Where a successful sign-in leads (req: accounts.md#sign-in). */
export const HOME_AFTER_SIGN_IN = '/';
export const COMPLETE_INFORMATION_PATH = '/personal/completeInformation';
export const BIND_MOBILE_PATH = '/bindMobile';

export type ProfileSource = 'personal' | 'institution' | null;

/** Which call loads the personal info: roles 1–2 `getPersonalInfo`, role 3 `getMechanismInfo`, others none. */
export function profileSourceFor(role: number | null): ProfileSource {
  if (role === 1 || role === 2) return 'personal';
  if (role === 3) return 'institution';
  return null;
}

/** The stored personal info from a `{ items }` answer: the first item, or `null` when there is none. */
export function firstProfile<T>(items: readonly T[] | null | undefined): T | null {
  return items && items.length > 0 ? (items[0] ?? null) : null;
}

/**
 * The route after a successful sign-in: an unverified account binds its mobile first; a verified account goes to
 * completeInformation without personal info (roles without a profile need none), and otherwise back to the address
 * it was going to (`returnTo`, already checked by `safeReturnPath`; issue 28.4) or home.
 */
export function signInDestination(input: { verified: boolean; role: number | null; hasProfile: boolean; returnTo?: string | null }): string {
  if (!input.verified) return BIND_MOBILE_PATH;
  if (profileSourceFor(input.role) !== null && !input.hasProfile) return COMPLETE_INFORMATION_PATH;
  return input.returnTo ?? HOME_AFTER_SIGN_IN;
}
