import { type Envelope, MESSAGES } from '@badminton/contracts';

/** `success: true, result: { isSuccess: true, ...payload }`. */
export function succeeded(payload: Record<string, unknown>): Envelope {
  return { success: true, result: { isSuccess: true, ...payload }, error: null, unAuthorizedRequest: false };
}

/** A business, validation, signature or permission failure: `result: { isSuccess: false, errorMsg }`. */
export function failed(errorMsg: string): Envelope {
  return { success: true, result: { isSuccess: false, errorMsg }, error: null, unAuthorizedRequest: false };
}

/** Missing, expired or revoked session on a non-public call. */
export function unauthorized(): Envelope {
  return {
    success: true,
    result: { isSuccess: false, errorMsg: MESSAGES.sessionExpired },
    error: null,
    unAuthorizedRequest: true,
  };
}

/** An unexpected fault: no result and a generic message, never details. */
export function faulted(): Envelope {
  return { success: false, result: null, error: { message: MESSAGES.unexpected }, unAuthorizedRequest: false };
}
