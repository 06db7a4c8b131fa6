import { REQUEST_FAILED_MESSAGE } from './constants';
import type { ApiResult } from './envelope';
import { ApiTransportError } from './errors';

export { REQUEST_FAILED_MESSAGE };

/**
 * What a screen needs from a call: the result, or the message to show. `reported` means the message has already been
 * shown elsewhere (the shell's hooks: it signs out on 请重新登录 and alerts 请求超时 on a transport failure), so the
 * screen stays quiet and the user sees it once.
 */
export type CallOutcome<R> = { ok: true; result: R } | CallFailure;
export type CallFailure = { ok: false; errorMsg: string; reported: boolean };

/** Whether `error` is (or wraps, e.g. an `EncryptionError` around it) a transport failure the client has reported. */
function isReportedTransport(error: unknown): boolean {
  return error instanceof ApiTransportError || (error instanceof Error && error.cause instanceof ApiTransportError);
}

/** Errors whose message is Chinese text meant for the user (the others get {@link REQUEST_FAILED_MESSAGE}). */
function hasUserMessage(error: unknown): error is Error {
  return error instanceof Error && Boolean(error.message) && (error instanceof ApiTransportError || error.name === 'EncryptionError');
}

/** A thrown error as a failed outcome. */
export function failureOf(error: unknown): CallFailure {
  return {
    ok: false,
    errorMsg: hasUserMessage(error) ? error.message : REQUEST_FAILED_MESSAGE,
    reported: isReportedTransport(error),
  };
}

/** A call's answer as an outcome; never rejects (an aborted call still rejects with its abort reason). */
export async function settle<R>(pending: Promise<ApiResult<R>>): Promise<CallOutcome<R>> {
  let answer: ApiResult<R>;
  try {
    answer = await pending;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return failureOf(error);
  }
  if (answer.ok) return { ok: true, result: answer.result };
  return { ok: false, errorMsg: answer.errorMsg || REQUEST_FAILED_MESSAGE, reported: answer.sessionExpired };
}
