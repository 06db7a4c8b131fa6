import md5 from 'crypto-js/md5';
import { actionOf, signatureSource } from '@badminton/contracts';

/** Who is calling, as the session store knows it. `null` (or no `userToken`/`userId`) = visitor. */
export interface AuthInfo {
  userToken?: string | null;
  userId?: string | number | null;
}

/** The fields the client adds to every body (req: calls.md#request-signing). */
export interface Augmentation {
  userToken?: string;
  userid?: string | number;
  user_id?: string | number;
  /** Integer seconds. */
  ts: number;
  /** MD5 hex of `Action + SIGN_SALT + ts + (userToken ?? '')`. */
  token: string;
}

/** MD5 hex (crypto-js) of `signatureSource(action, ts, userToken)`. */
export function signRequest(action: string, ts: number, userToken?: string | null): string {
  return md5(signatureSource(action, ts, userToken ?? '')).toString();
}

/**
 * The augmentation for a call to `path` (`Service/Action`) at `nowMs`:
 * `userToken` when the caller has one, `userid` and `user_id` when it has a user id,
 * `ts` = floor(nowMs / 1000), `token` signed over the Action (`''` stands for a missing userToken).
 */
export function buildAugmentation(path: string, auth: AuthInfo | null, nowMs: number): Augmentation {
  const ts = Math.floor(nowMs / 1000);
  const userToken = auth?.userToken || undefined;
  const userId = auth?.userId ?? undefined;
  const augmentation: Augmentation = { ts, token: signRequest(actionOf(path), ts, userToken) };
  if (userToken !== undefined) augmentation.userToken = userToken;
  if (userId !== undefined && userId !== '') {
    augmentation.userid = userId;
    augmentation.user_id = userId;
  }
  return augmentation;
}
