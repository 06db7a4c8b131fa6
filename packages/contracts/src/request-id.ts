/**
 * Request ids end to end (decision 0080). The web tier and the service each give every request an id: the one the
 * caller sent in `x-request-id` when it is well formed (a reverse proxy's, or the web tier's for the service),
 * otherwise a new UUID. Each answers it in the same header and logs it with every line (`reqId`), and the web tier
 * sends it on to the service with the calls it makes for that request, so one id follows a page view through both.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from outside may look like: short, and nothing a log reader could mistake for something else. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,64}$/;

/** The caller's id when well formed, else null (a list of values, as a repeated header, is not accepted). */
export function acceptedRequestId(value: string | readonly string[] | undefined): string | null {
  return typeof value === 'string' && WELL_FORMED.test(value) ? value : null;
}

/** The id of a request: the caller's when well formed, else a new UUID. Fastify's `genReqId`. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  return acceptedRequestId(request.headers[REQUEST_ID_HEADER]) ?? globalThis.crypto.randomUUID();
}
