import { MESSAGES } from '@badminton/contracts';

/** Request timeout (req: calls.md#call-conventions). */
export const REQUEST_TIMEOUT_MS = 200_000;

/** Path prefix of every call: `POST {baseUrl}/api/services/app/{Service}/{Action}`. */
export const API_PATH_PREFIX = '/api/services/app/';

/** Highest status whose body is still read as an envelope; above it is a transport failure. */
export const MAX_READABLE_STATUS = 500;

/**
 * The one text for a request that failed without a message of its own: a network error, a timeout, a status above 500,
 * a body that is not an envelope, or an envelope that refuses without saying why. The requirements fix it for a
 * transport failure ("request timed out", `MESSAGES.requestTimeout`; req: messages.md#session-and-transport-messages),
 * which the shell already alerts; one text means a screen never says something different from that alert (decision
 * 0019).
 */
export const REQUEST_FAILED_MESSAGE = MESSAGES.requestTimeout;
