export { REQUEST_TIMEOUT_MS, API_PATH_PREFIX, MAX_READABLE_STATUS } from './constants';
export { createApiClient, callUrl, type ApiClient, type ApiClientOptions, type CallOptions } from './client';
export { buildAugmentation, signRequest, type AuthInfo, type Augmentation } from './signing';
export { encodeForm, hasFile, type FormBody } from './encoding';
export { asEnvelope, readEnvelope, type ApiResult, type ApiSuccess, type ApiFailure, type ResultRecord } from './envelope';
export { installApiClient, api } from './installed-client';
export { yieldToMain } from './yield-to-main';
export { ApiTransportError, type TransportFailure } from './errors';
// Password encryption (jsencrypt) lives at `@badminton/api-client/secure`: only the screens with a password
// field load it, and this shared entry stays small.
export { REQUEST_FAILED_MESSAGE, settle, failureOf, type CallOutcome, type CallFailure } from './outcome';
