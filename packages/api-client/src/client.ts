import ky, { TimeoutError, type KyInstance } from 'ky';
import { MESSAGES, type CallInput, type CallOutput, type CallRef } from '@badminton/contracts';
import { API_PATH_PREFIX, MAX_READABLE_STATUS, REQUEST_TIMEOUT_MS } from './constants';
import { encodeForm } from './encoding';
import { asEnvelope, readEnvelope, type ApiResult, type ResultRecord } from './envelope';
import { ApiTransportError } from './errors';
import { buildAugmentation, type AuthInfo } from './signing';
import { yieldToMain } from './yield-to-main';

export interface ApiClientOptions {
  /** API base URL without the `/api/...` part, e.g. `https://api.example.cn`; `''` = same origin. */
  baseUrl: string;
  /** The caller's credentials at request time (the session store's `getAuth`). */
  getAuth(): AuthInfo | null;
  /** Called once per answer whose message contains '请重新登录' (or that is `unAuthorizedRequest`). */
  onSessionExpired(message: string): void;
  /** Called with '请求超时' before the call rejects with `ApiTransportError`. */
  onTransportError(message: string): void;
  /** Clock in milliseconds (tests). Default `Date.now`. */
  now?(): number;
  /** `fetch` implementation (tests). Default the global `fetch`. */
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** Send form-encoded / multipart instead of JSON. Default: the contract's `isFormSubmit`, else false. */
  isFormSubmit?: boolean;
  /** Aborting it rejects with the abort reason; no transport hook is called. */
  signal?: AbortSignal;
}

export interface ApiClient {
  /**
   * Calls a contract (its `CallRef`: path and encoding): typed payload in, typed result out. The answer's shape is
   * the service's promise: it parses every answer through the contract's output schema before sending it.
   */
  call<C extends CallRef>(contract: C, payload: CallInput<C>, options?: CallOptions): Promise<ApiResult<CallOutput<C>>>;
  /** Calls `Service/Action` without a contract. */
  post<R = ResultRecord>(path: string, payload?: Record<string, unknown>, options?: CallOptions): Promise<ApiResult<R>>;
}

/** Full URL of a call: `${baseUrl}/api/services/app/${path}` (slashes at the joint collapsed). */
export function callUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${API_PATH_PREFIX}${path.replace(/^\/+/, '')}`;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const now = options.now ?? (() => Date.now());
  const http: KyInstance = ky.create({
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  function transportFailure(error: ApiTransportError): never {
    options.onTransportError(MESSAGES.requestTimeout);
    throw error;
  }

  async function send<R>(
    path: string,
    payload: Record<string, unknown>,
    callOptions: CallOptions,
    isFormSubmit: boolean,
  ): Promise<ApiResult<R>> {
    // Each call builds, signs and sends its request in a task of its own (no long task when a screen starts many).
    await yieldToMain();
    const body = { ...payload, ...buildAugmentation(path, options.getAuth(), now()) };
    let response: Response;
    try {
      response = await http.post(callUrl(options.baseUrl, path), {
        ...(isFormSubmit ? { body: encodeForm(body) } : { json: body }),
        signal: callOptions.signal,
      });
    } catch (error) {
      if (callOptions.signal?.aborted) throw error;
      return transportFailure(new ApiTransportError(error instanceof TimeoutError ? 'timeout' : 'network', path, { cause: error }));
    }
    if (response.status > MAX_READABLE_STATUS) {
      return transportFailure(new ApiTransportError('status', path, { status: response.status }));
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await response.text());
    } catch (error) {
      if (callOptions.signal?.aborted) throw error;
      return transportFailure(new ApiTransportError('body', path, { status: response.status, cause: error }));
    }
    const envelope = asEnvelope(parsed);
    if (!envelope) return transportFailure(new ApiTransportError('body', path, { status: response.status }));
    const answer = readEnvelope<R>(envelope);
    if (answer.sessionExpired) options.onSessionExpired(answer.errorMsg);
    return answer;
  }

  return {
    async call(contract, payload, callOptions = {}) {
      const isFormSubmit = callOptions.isFormSubmit ?? contract.isFormSubmit ?? false;
      return send<CallOutput<typeof contract>>(contract.path, payload as Record<string, unknown>, callOptions, isFormSubmit);
    },
    post(path, payload = {}, callOptions = {}) {
      return send(path, payload, callOptions, callOptions.isFormSubmit ?? false);
    },
  };
}
