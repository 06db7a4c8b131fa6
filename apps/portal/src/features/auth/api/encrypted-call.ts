import { encryptFields, isKeyRejected, resetPublicKey } from '@badminton/api-client/secure';
import type { CallRef, CallInput, CallOutput } from '@badminton/contracts';
import { callFor, failureOf, type Outcome } from './outcome';

/**
 * Calls a contract with `fields` RSA-encrypted (every password, and the sign-in account). When the service
 * says it could not decrypt (its key changed: 登录信息已失效), the cached key is dropped and the call is sent
 * once more with the current key.
 */
export async function callEncrypted<C extends CallRef>(
  contract: C,
  payload: CallInput<C>,
  fields: readonly string[],
): Promise<Outcome<CallOutput<C>>> {
  let outcome: Outcome<CallOutput<C>> = failureOf(null);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let body: Record<string, unknown>;
    try {
      body = await encryptFields(payload as Record<string, unknown>, fields);
    } catch (error) {
      return failureOf(error);
    }
    outcome = await callFor(contract, body as CallInput<C>);
    if (outcome.ok || !isKeyRejected(outcome.errorMsg) || attempt > 0) return outcome;
    resetPublicKey();
  }
  return outcome;
}
