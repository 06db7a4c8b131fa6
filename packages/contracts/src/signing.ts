/**
 * Request signing (req: calls.md#request-signing).
 *
 * token = MD5 hex of `lastPathSegment + SIGN_SALT + ts + userToken`.
 * The salt word is public, so the signature does not authenticate (the `userToken` does), and it does not cover
 * the payload: a captured `ts` + `token` is accepted again within SIGN_MAX_SKEW_SECONDS, with any payload. It only
 * refuses stale requests and casual edits (decision 0008, docs/security.md).
 * Each side hashes with its own MD5 (crypto-js in the browser, node:crypto in the service);
 * the string that is hashed is built only here.
 */
export const SIGN_SALT = 'shuttlecock';

/** How far `ts` (seconds) may be from the service clock. */
export const SIGN_MAX_SKEW_SECONDS = 300;

/** The augmentation fields every request body carries. */
export const AUGMENTATION_FIELDS = ['userToken', 'userid', 'user_id', 'ts', 'token'] as const;

export function signatureSource(action: string, ts: number | string, userToken?: string | null): string {
  return `${action}${SIGN_SALT}${ts}${userToken ?? ''}`;
}
