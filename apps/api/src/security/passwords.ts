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

/** True when `password` matches `passwordHash`; a missing hash still costs one verification. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hash(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
