/** Request timeout (spec 000 §7, §9). */
export const REQUEST_TIMEOUT_MS = 200_000;

/** Path prefix of every call: `POST {baseUrl}/api/services/app/{Service}/{Action}`. */
export const API_PATH_PREFIX = '/api/services/app/';

/** Highest status whose body is still read as an envelope; above it is a transport failure. */
export const MAX_READABLE_STATUS = 500;
