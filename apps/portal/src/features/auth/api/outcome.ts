import { ApiTransportError, api } from '@badminton/api-client';
import { EncryptionError } from '@badminton/api-client/secure';
import type { CallRef, CallInput, CallOutput } from '@badminton/contracts';

/**
 * What a screen needs from a call: the result, or the message to show. `reported` means the message was
 * already shown elsewhere (the shell logs out on 请重新登录 and alerts 请求超时), so the screen stays quiet.
 */
export type Outcome<R> = { ok: true; result: R } | { ok: false; errorMsg: string; reported: boolean };

export const REQUEST_FAILED = '请求失败，请稍后重试';

/** A thrown error as a failed outcome (transport failures were already reported by the shell). */
export function failureOf(error: unknown): Outcome<never> {
  const transport = error instanceof ApiTransportError || (error instanceof EncryptionError && error.cause instanceof ApiTransportError);
  const message = error instanceof Error && error.message ? error.message : REQUEST_FAILED;
  return { ok: false, errorMsg: message, reported: transport };
}

/** Calls a contract through the installed client; never throws. */
export async function callFor<C extends CallRef>(contract: C, payload: CallInput<C>): Promise<Outcome<CallOutput<C>>> {
  try {
    const answer = await api().call(contract, payload);
    if (answer.ok) return { ok: true, result: answer.result as CallOutput<C> };
    return { ok: false, errorMsg: answer.errorMsg || REQUEST_FAILED, reported: answer.sessionExpired };
  } catch (error) {
    return failureOf(error);
  }
}
