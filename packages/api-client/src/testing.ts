import type { CallInput, CallOutput, CallRef, Envelope } from '@badminton/contracts';
import type { ApiClient, CallOptions } from './client';
import { REQUEST_FAILED_MESSAGE } from './constants';
import { readEnvelope, type ApiResult } from './envelope';
import { ApiTransportError } from './errors';
import { installApiClient } from './installed-client';

/**
 * The one fake API of the frontend tests: typed answers per call, installed in place of the real client.
 *
 * ```ts
 * const api = installFakeApi([
 *   fake(getPersonalInfo, { items: [] }),
 *   fail(changeMobile, '该手机号已被其他账号使用'),
 * ]);
 * expect(api.callsTo(changeMobile)[0].payload).toEqual({ mobile: '13900000009', code: '4321', usertype: 2 });
 * ```
 *
 * Answers go through the client's own envelope reading (`readEnvelope`), so `errorMsg`, `sessionExpired` and the
 * hooks behave as in the browser. Each answer arrives asynchronously (a promise), never synchronously.
 */

/** A refusal the service answers (`result.isSuccess: false`), for a dynamic fake. */
export interface FakeFailure {
  readonly kind: 'failure';
  readonly errorMsg: string;
  readonly sessionExpired: boolean;
}
/** A request that never got an envelope: the client reports it and rejects with `ApiTransportError`. */
export interface FakeOffline {
  readonly kind: 'offline';
}
type Reply<R> = R | FakeFailure | FakeOffline;

export interface FakeRoute {
  readonly path: string;
  readonly answer: (payload: never, count: number) => Reply<unknown> | Promise<Reply<unknown>>;
}

export interface RecordedCall {
  path: string;
  payload: Record<string, unknown>;
}

export interface FakeApi {
  /** Every call, in order (the payload as the screen sent it, before the request augmentation). */
  calls: RecordedCall[];
  /** The calls to one contract (or path), in order. */
  callsTo(contract: CallRef | string): RecordedCall[];
}

export interface FakeApiOptions {
  onSessionExpired?: (message: string) => void;
  onTransportError?: (message: string) => void;
}

/** A refusal with `message` (`sessionExpired` when it is one: the client's rule, 请重新登录, decides otherwise). */
export function failure(message: string, options: { sessionExpired?: boolean } = {}): FakeFailure {
  return { kind: 'failure', errorMsg: message, sessionExpired: options.sessionExpired ?? false };
}

/** A transport failure (network error, timeout, status above 500). */
export const OFFLINE: FakeOffline = Object.freeze({ kind: 'offline' });

/**
 * Answers `contract` with `output` (typed by the contract), or with what `answer(payload, count)` returns: an
 * output, `failure(message)` or `OFFLINE` (`count` is 1 for the first call to this contract).
 */
export function fake<C extends CallRef>(
  contract: C,
  output: CallOutput<C> | ((payload: CallInput<C>, count: number) => Reply<CallOutput<C>> | Promise<Reply<CallOutput<C>>>),
): FakeRoute {
  const answer = typeof output === 'function' ? output : () => output;
  return { path: contract.path, answer: answer as FakeRoute['answer'] };
}

/** Refuses `contract` with `message` (what the service says in `result.errorMsg`). */
export function fail<C extends CallRef>(contract: C, message: string, options: { sessionExpired?: boolean } = {}): FakeRoute {
  return { path: contract.path, answer: () => failure(message, options) };
}

/** `contract` fails in transport: the client alerts 请求超时 and the call rejects. */
export function offline<C extends CallRef>(contract: C): FakeRoute {
  return { path: contract.path, answer: () => OFFLINE };
}

function isTagged(value: unknown): value is FakeFailure | FakeOffline {
  return typeof value === 'object' && value !== null && 'kind' in value && (value.kind === 'failure' || value.kind === 'offline');
}

function envelopeOf(reply: unknown): Envelope {
  if (isTagged(reply) && reply.kind === 'failure') {
    return {
      success: true,
      result: { isSuccess: false, errorMsg: reply.errorMsg },
      error: null,
      unAuthorizedRequest: reply.sessionExpired,
    };
  }
  return { success: true, result: { isSuccess: true, ...(reply as Record<string, unknown>) }, error: null, unAuthorizedRequest: false };
}

/**
 * Installs a fake client answering `routes` (a later route for the same path wins). A call to any other path is
 * refused with `未模拟的调用 <path>`.
 */
export function installFakeApi(routes: readonly FakeRoute[], options: FakeApiOptions = {}): FakeApi {
  const calls: RecordedCall[] = [];
  const table = new Map(routes.map((route) => [route.path, route]));
  const counts = new Map<string, number>();

  async function answer<R>(path: string, payload: Record<string, unknown> = {}, callOptions: CallOptions = {}): Promise<ApiResult<R>> {
    calls.push({ path, payload });
    const count = (counts.get(path) ?? 0) + 1;
    counts.set(path, count);
    const route = table.get(path);
    const reply = route ? await route.answer(payload as never, count) : failure(`未模拟的调用 ${path}`);
    if (callOptions.signal?.aborted) throw callOptions.signal.reason;
    if (isTagged(reply) && reply.kind === 'offline') {
      options.onTransportError?.(REQUEST_FAILED_MESSAGE);
      throw new ApiTransportError('network', path);
    }
    const result = readEnvelope<R>(envelopeOf(reply));
    if (result.sessionExpired) options.onSessionExpired?.(result.errorMsg);
    return result;
  }

  const client: ApiClient = {
    call: (contract, payload, callOptions) => answer(contract.path, payload as Record<string, unknown>, callOptions),
    post: (path, payload, callOptions) => answer(path, payload, callOptions),
  };
  installApiClient(client);
  return {
    calls,
    callsTo: (contract) => {
      const path = typeof contract === 'string' ? contract : contract.path;
      return calls.filter((call) => call.path === path);
    },
  };
}
