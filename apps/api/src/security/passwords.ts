import { timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashes: argon2id (the library default) with its recommended parameters
 * (19 MiB, 2 passes, 1 lane), PHC string format `$argon2id$v=19$m=19456,t=2,p=1$…`.
 */

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a random password, checked when an account does not exist, so both paths take as long. */
let decoy: Promise<string> | undefined;

/**
 * The stored password of an account an institution registered in bulk (decision 0060): not a hash but the scheme
 * "the last six characters of the login name" (the ID number). That first password is known to anyone who knows the
 * login name, so an argon2id hash of it would protect nothing and cost one hash per row of a 5,000-row sheet; what
 * protects the account is the mobile binding it must pass first (decision 0008), which replaces this with a real hash.
 */
export const PASSWORD_FROM_LOGIN_NAME = '$login-name-last-six$';

/** The first password of a bulk-registered account. */
export function passwordFromLoginName(loginName: string): string {
  return loginName.slice(-6);
}

async function decoyVerification(password: string): Promise<void> {
  decoy ??= hash(`decoy-${Math.random()}`);
  await verify(await decoy, password).catch(() => false);
}

/**
 * True when `password` matches `passwordHash` (or, for a bulk-registered account, its login name's first password); a
 * missing hash and the bulk scheme still cost one verification, so every path takes as long.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string, loginName?: string | null): Promise<boolean> {
  if (!passwordHash || passwordHash === PASSWORD_FROM_LOGIN_NAME) {
    await decoyVerification(password);
    if (!passwordHash || !loginName || loginName.length < 6) return false;
    const expected = Buffer.from(passwordFromLoginName(loginName));
    const given = Buffer.from(password);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
