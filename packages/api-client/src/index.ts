export { REQUEST_TIMEOUT_MS, API_PATH_PREFIX, MAX_READABLE_STATUS } from './constants';
export { createApiClient, callUrl, type ApiClient, type ApiClientOptions, type CallOptions } from './client';
export { buildAugmentation, signRequest, type AuthInfo, type Augmentation } from './signing';
export { encodeForm, hasFile, type FormBody } from './encoding';
export { asEnvelope, readEnvelope, type ApiResult, type ApiSuccess, type ApiFailure, type ResultRecord } from './envelope';
export { installApiClient, api } from './installed-client';
export { ApiTransportError, ApiContractError, type TransportFailure } from './errors';
export {
  encryptFields,
  encryptWithKey,
  getPublicKey,
  resetPublicKey,
  isKeyRejected,
  EncryptionError,
  PUBLIC_KEY_PATH,
  KEY_REJECTED_MARKER,
  ENCRYPTION_FAILED_MESSAGE,
} from './secure';
