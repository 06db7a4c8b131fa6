import { MESSAGES, RELOGIN_MARKER, type Envelope } from '@badminton/contracts';
import { REQUEST_FAILED_MESSAGE } from './constants';

export type ResultRecord = Record<string, unknown>;

export interface ApiSuccess<R> {
  ok: true;
  /** `result` of the envelope (with `isSuccess: true`). */
  result: R & { isSuccess: true };
  errorMsg: '';
  sessionExpired: false;
  envelope: Envelope;
}

export interface ApiFailure {
  ok: false;
  /** `result` of the envelope as received (`{ isSuccess: false, errorMsg }`), or `null` on a fault. */
  result: (ResultRecord & { isSuccess?: boolean; errorMsg?: string }) | null;
  /** `result.errorMsg`, else `error.message`; '请求超时' (the one failure text) when the answer gives none. */
  errorMsg: string;
  /** The answer says the session is gone; `onSessionExpired` has been called. */
  sessionExpired: boolean;
  envelope: Envelope;
}

export type ApiResult<R> = ApiSuccess<R> | ApiFailure;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An envelope when `value` has the ABP shape (`success` boolean; `result`/`error` objects or null). */
export function asEnvelope(value: unknown): Envelope | null {
  if (!isRecord(value) || typeof value.success !== 'boolean') return null;
  const { result = null, error = null, unAuthorizedRequest = false } = value;
  if (result !== null && !isRecord(result)) return null;
  if (error !== null && !isRecord(error)) return null;
  return {
    success: value.success,
    result: result as Envelope['result'],
    error: error as Envelope['error'],
    unAuthorizedRequest: unAuthorizedRequest === true,
  };
}

/**
 * Reads an envelope into an `ApiResult`:
 * - ok ⇔ `success === true` and `result.isSuccess === true`;
 * - errorMsg = `result.errorMsg` || `error.message`; when both are empty: '登录已失效，请重新登录' if the session is
 *   gone, else '请求超时' (the one text for a failure without a message; never '');
 * - sessionExpired ⇔ `result.errorMsg` or `error.message` contains '请重新登录', or `unAuthorizedRequest` is true.
 */
export function readEnvelope<R>(envelope: Envelope): ApiResult<R> {
  const result = envelope.result as ApiFailure['result'];
  if (envelope.success && result?.isSuccess === true) {
    return { ok: true, result: result as R & { isSuccess: true }, errorMsg: '', sessionExpired: false, envelope };
  }
  const received =
    (typeof result?.errorMsg === 'string' && result.errorMsg) ||
    (typeof envelope.error?.message === 'string' && envelope.error.message) ||
    '';
  const sessionExpired =
    received.includes(RELOGIN_MARKER) ||
    (typeof envelope.error?.message === 'string' && envelope.error.message.includes(RELOGIN_MARKER)) ||
    envelope.unAuthorizedRequest;
  const errorMsg = received || (sessionExpired ? MESSAGES.sessionExpired : REQUEST_FAILED_MESSAGE);
  return { ok: false, result, errorMsg, sessionExpired, envelope };
}
