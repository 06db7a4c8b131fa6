import { getPublicKey as getPublicKeyCall, type CallInput, type CallOutput, type CallRef } from '@badminton/contracts';
import type { ApiResult } from './envelope';
import { api } from './installed-client';

/**
 * Browser-side RSA encryption of sensitive fields (req: accounts.md#sign-in): every password and the
 * sign-in account are encrypted with the service's public key (jsencrypt, PKCS#1 v1.5, base64) before they leave
 * the page. The key is fetched once through `CommonApi/GetPublicKey` and cached for the page's lifetime.
 *
 * jsencrypt (~18 KB gzip) loads with the first encryption, together with the key, not with the screen: a screen that
 * merely can send a password (the personal centre's layout reaches the account settings) does not pay for it until
 * one is sent (issue 12).
 */

/** Path of the public-key call (contract `getPublicKey` in @badminton/contracts). */
export const PUBLIC_KEY_PATH = getPublicKeyCall.path;

/** The service answers this when it cannot decrypt a field (e.g. its key pair changed): drop the cached key. */
export const KEY_REJECTED_MARKER = '登录信息已失效';

/** Shown when the key cannot be used to encrypt a value (malformed key, value too long for the key). */
export const ENCRYPTION_FAILED_MESSAGE = '信息加密失败，请刷新页面后重试';

/** The key could not be fetched or used; `message` is the Chinese text to show. */
export class EncryptionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EncryptionError';
  }
}

let cachedKey: Promise<string> | null = null;

async function fetchPublicKey(): Promise<string> {
  let answer;
  try {
    answer = await api().call(getPublicKeyCall, {});
  } catch (error) {
    throw new EncryptionError(error instanceof Error && error.message ? error.message : ENCRYPTION_FAILED_MESSAGE, {
      cause: error,
    });
  }
  if (!answer.ok) throw new EncryptionError(answer.errorMsg || ENCRYPTION_FAILED_MESSAGE);
  const key: unknown = answer.result.publicKey;
  if (typeof key !== 'string' || key.trim() === '') throw new EncryptionError(ENCRYPTION_FAILED_MESSAGE);
  return key;
}

/** The service's public key (PEM), fetched once; a failed fetch is not cached. */
export function getPublicKey(): Promise<string> {
  if (!cachedKey) {
    const pending = fetchPublicKey();
    cachedKey = pending;
    pending.catch(() => {
      if (cachedKey === pending) cachedKey = null;
    });
  }
  return cachedKey;
}

/** Forgets the cached key; the next encryption fetches it again. Call it when an answer says {@link KEY_REJECTED_MARKER}. */
export function resetPublicKey(): void {
  cachedKey = null;
}

/** True when a failure message means the service could not decrypt what we sent (stale key). */
export function isKeyRejected(errorMsg: string | null | undefined): boolean {
  return typeof errorMsg === 'string' && errorMsg.includes(KEY_REJECTED_MARKER);
}

type JSEncryptClass = typeof import('jsencrypt').JSEncrypt;
let encryptorClass: Promise<JSEncryptClass> | null = null;

/** jsencrypt's class, loaded once on first use; a failed load is not cached. */
function loadEncryptor(): Promise<JSEncryptClass> {
  if (!encryptorClass) {
    const pending = import('jsencrypt').then((module) => module.JSEncrypt);
    encryptorClass = pending;
    pending.catch(() => {
      if (encryptorClass === pending) encryptorClass = null;
    });
  }
  return encryptorClass;
}

/** Encrypts one value with a PEM public key: PKCS#1 v1.5, base64. Rejects with {@link EncryptionError} when it cannot. */
export async function encryptWithKey(publicKey: string, value: string): Promise<string> {
  let JSEncrypt: JSEncryptClass;
  try {
    JSEncrypt = await loadEncryptor();
  } catch (error) {
    throw new EncryptionError(ENCRYPTION_FAILED_MESSAGE, { cause: error });
  }
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  let encrypted: string | false;
  try {
    encrypted = encryptor.encrypt(value);
  } catch (error) {
    throw new EncryptionError(ENCRYPTION_FAILED_MESSAGE, { cause: error });
  }
  if (typeof encrypted !== 'string' || encrypted === '') throw new EncryptionError(ENCRYPTION_FAILED_MESSAGE);
  return encrypted;
}

/**
 * A copy of `payload` whose `fields` are replaced by their encrypted form (numbers are encrypted as text;
 * `undefined` / `null` fields are left as they are). Other fields are untouched.
 *
 * ```ts
 * const body = await encryptFields({ usertype: 1, loginName, password }, ['loginName', 'password']);
 * ```
 */
export async function encryptFields<T extends Record<string, unknown>>(payload: T, fields: readonly (keyof T & string)[]): Promise<T> {
  const [publicKey] = await Promise.all([getPublicKey(), loadEncryptor().catch(() => null)]);
  const copy: Record<string, unknown> = { ...payload };
  for (const field of fields) {
    const value = payload[field];
    if (value === undefined || value === null) continue;
    copy[field] = await encryptWithKey(publicKey, String(value));
  }
  return copy as T;
}

/**
 * Calls a contract with `fields` RSA-encrypted (every password, and the sign-in account). When the service says it
 * could not decrypt (its key changed: {@link KEY_REJECTED_MARKER}), the cached key is dropped and the call is sent
 * once more with the current key. Rejects like `api().call`, and with {@link EncryptionError} when it cannot encrypt.
 */
export async function callEncrypted<C extends CallRef>(
  contract: C,
  payload: CallInput<C>,
  fields: readonly string[],
): Promise<ApiResult<CallOutput<C>>> {
  for (let attempt = 0; ; attempt += 1) {
    const body = await encryptFields(payload as Record<string, unknown>, fields);
    const answer = await api().call(contract, body as CallInput<C>);
    if (answer.ok || !isKeyRejected(answer.errorMsg) || attempt > 0) return answer;
    resetPublicKey();
  }
}

/**
 * A sender for `useMutation`: the contract called with `fields` encrypted.
 *
 * ```ts
 * const signIn = useMutation(encrypted(login, ['loginName', 'password']), { onError: notify.error });
 * ```
 */
export function encrypted<C extends CallRef>(contract: C, fields: readonly (keyof CallInput<C> & string)[]) {
  return (payload: CallInput<C>): Promise<ApiResult<CallOutput<C>>> => callEncrypted(contract, payload, fields);
}
