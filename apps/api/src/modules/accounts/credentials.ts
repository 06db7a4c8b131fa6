import { ACCOUNT_MESSAGES } from '@badminton/contracts';
import { BusinessError } from '../../lib/errors';
import type { SignInKeys } from '../../security/rsa-keys';

/** Decrypts one RSA-encrypted payload field; a value that does not decrypt means a stale page or key. */
export function decryptField(keys: SignInKeys, value: string): string {
  const plain = keys.decrypt(value);
  if (plain === null) throw new BusinessError(ACCOUNT_MESSAGES.decryptFailed);
  return plain;
}

/** Throws the first message of a validation rule, if any. */
export function assertRule(problem: string | null): void {
  if (problem) throw new BusinessError(problem);
}
