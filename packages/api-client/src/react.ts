import { startTransition, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { CallInput, CallOutput, CallRef } from '@badminton/contracts';
import type { ApiResult } from './envelope';
import { api } from './installed-client';
import { failureOf, REQUEST_FAILED_MESSAGE, settle, type CallFailure, type CallOutcome } from './outcome';
import { answerKey, peekFirstAnswer, ServerCallsContext, spendFirstAnswer, type FirstAnswer, type ServerCalls } from './first-answers';

export type { CallFailure, CallOutcome } from './outcome';

export interface CallState<R> {
  loading: boolean;
  /** The last successful result (kept while a new request is in flight). */
  result: R | null;
  /** The failure message of the last request ('' when it succeeded). */
  errorMsg: string;
  /**
   * Whether trying again may help: a transport failure or a server fault. A refusal the service answered (a record
   * that does not exist, a rule) is not retryable, so screens offer 重试 only when it is.
   */
  retryable: boolean;
  reload: () => void;
}

interface CallData<R> {
  loading: boolean;
  result: R | null;
  errorMsg: string;
  retryable: boolean;
}

function fromAnswer<R>(answer: FirstAnswer): CallData<R> {
  return { loading: false, result: answer.ok ? (answer.result as R) : null, errorMsg: answer.errorMsg, retryable: answer.retryable };
}

/**
 * The state a `useCall` starts from: on the server, the render's answer (suspending until it has one: decision 0053);
 * in the browser, the page's first answer when the screen hydrates; otherwise loading.
 */
function initialCall<R>(server: ServerCalls | null, contract: CallRef, payload: unknown, skip: boolean): { data: CallData<R>; first: FirstAnswer | null } {
  const loading: CallData<R> = { loading: !skip, result: null, errorMsg: '', retryable: false };
  if (skip) return { data: loading, first: null };
  const key = answerKey(contract, payload);
  if (server) {
    if (!server.answers.has(key)) throw server.load(key, contract, payload);
    const answer = server.answers.get(key);
    return { data: answer ? fromAnswer<R>(answer) : loading, first: null };
  }
  const first = peekFirstAnswer(key) ?? null;
  return { data: first ? fromAnswer<R>(first) : loading, first };
}

/**
 * Runs a call when the component mounts and again whenever the payload changes (compared by value).
 * Out-of-order answers are dropped. `skip` holds the call back (e.g. a missing id).
 * A screen rendered on the server starts from the answer the page carries and does not ask again on hydration
 * (unless the page carried it masked: then it asks once more for the full values).
 */
export function useCall<C extends CallRef>(
  contract: C,
  payload: CallInput<C>,
  options: { skip?: boolean } = {},
): CallState<CallOutput<C>> {
  const key = JSON.stringify(payload);
  const server = useContext(ServerCallsContext);
  const [initial] = useState(() => initialCall<CallOutput<C>>(server, contract, payload, Boolean(options.skip)));
  const [state, setState] = useState<CallData<CallOutput<C>>>(initial.data);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  /** The page's answer this screen started from, until the first run of the effect uses it up. */
  const first = useRef(initial.first);

  useEffect(() => {
    if (options.skip) return;
    const answered = first.current;
    first.current = null;
    if (answered) {
      spendFirstAnswer(answerKey(contract, JSON.parse(key)));
      if (!answered.masked) return;
    }
    const ticket = ++latest.current;
    if (!answered) setState((s) => ({ ...s, loading: true }));
    api()
      .call(contract, JSON.parse(key) as CallInput<C>)
      .then((answer) => {
        if (ticket !== latest.current) return;
        // A transition: React renders the answer in slices and keeps the page responsive (no long task).
        startTransition(() => {
          if (answer.ok) setState({ loading: false, result: answer.result as CallOutput<C>, errorMsg: '', retryable: false });
          else {
            const retryable = !answer.envelope.success;
            setState((s) => ({ loading: false, result: s.result, errorMsg: answer.errorMsg || REQUEST_FAILED_MESSAGE, retryable }));
          }
        });
      })
      .catch((error: unknown) => {
        if (ticket === latest.current) setState((s) => ({ ...s, loading: false, errorMsg: failureOf(error).errorMsg, retryable: true }));
      });
  }, [contract, key, attempt, options.skip]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/** Sends a write: `(payload) => api().call(contract, payload)`, or another sender such as `encrypted(...)`. */
export type Sender<P, R> = (payload: P) => Promise<ApiResult<R>>;

export interface MutationOptions<P, R> {
  /**
   * Runs after a successful answer, still while pending (a sign-in that stores the session and navigates): the
   * button stays busy and a second submit stays ignored until it is done.
   */
  onSuccess?: (result: R, payload: P) => void | Promise<void>;
  /**
   * Shows a failure the user has not seen yet: not a session expiry (the shell signs out and says why) nor a
   * transport failure (the shell alerts 请求超时). Called once per failed run.
   */
  onError?: (errorMsg: string) => void;
}

export interface Mutation<P, R> {
  /** Sends the write. While one is pending, another run sends nothing and resolves {@link ALREADY_PENDING}. */
  run: (payload: P) => Promise<CallOutcome<R>>;
  pending: boolean;
  /** The last failure not reported elsewhere ('' after a success, while pending, and after `reset`). */
  errorMsg: string;
  reset: () => void;
}

/** What `run` resolves while an earlier run is still pending (nothing was sent, nothing to show). */
export const ALREADY_PENDING: CallFailure = Object.freeze({ ok: false, errorMsg: '', reported: true });

/**
 * A write call for a screen: `run(payload)` sends it, `pending` is true until the answer (and `onSuccess`) is done,
 * a failure's message is surfaced once (`onError` and `errorMsg`, or not at all when the shell already showed it),
 * and a second submit while pending sends nothing. `run` never rejects.
 *
 * ```ts
 * const save = useMutation(changeMobile, { onSuccess: () => toast.success(MOBILE_CHANGED), onError: toast.warning });
 * <Button loading={save.pending} onClick={() => void save.run(values)}>保存</Button>
 * ```
 */
export function useMutation<C extends CallRef>(
  contract: C,
  options?: MutationOptions<CallInput<C>, CallOutput<C>>,
): Mutation<CallInput<C>, CallOutput<C>>;
export function useMutation<P, R>(send: Sender<P, R>, options?: MutationOptions<P, R>): Mutation<P, R>;
export function useMutation(
  target: CallRef | Sender<unknown, unknown>,
  options: MutationOptions<unknown, unknown> = {},
): Mutation<unknown, unknown> {
  const [pending, setPending] = useState(false);
  const [errorMsg, setErrorMsg] = useState('');
  const busy = useRef(false);
  const mounted = useRef(true);
  // The newest sender and callbacks, read when a run starts (screens pass inline functions).
  const latest = useRef({ target, options });
  latest.current = { target, options };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (payload: unknown): Promise<CallOutcome<unknown>> => {
    if (busy.current) return ALREADY_PENDING;
    busy.current = true;
    setPending(true);
    setErrorMsg('');
    const { target: current, options: callbacks } = latest.current;
    try {
      const send: Sender<unknown, unknown> =
        typeof current === 'function' ? current : (body) => api().call(current, body as never);
      const outcome = await settle(Promise.resolve().then(() => send(payload)));
      if (outcome.ok) await callbacks.onSuccess?.(outcome.result, payload);
      else if (!outcome.reported) {
        if (mounted.current) setErrorMsg(outcome.errorMsg);
        callbacks.onError?.(outcome.errorMsg);
      }
      return outcome;
    } finally {
      busy.current = false;
      if (mounted.current) setPending(false);
    }
  }, []);

  const reset = useCallback(() => setErrorMsg(''), []);
  return { run, pending, errorMsg, reset };
}

export interface PollingOptions<R> {
  /** Time between the end of one answer and the next request (no two requests overlap). */
  intervalMs: number;
  /** Polls only while true: false (a dialog closed) clears the timer and drops the answer in flight. */
  enabled: boolean;
  /** A terminal answer (an order paid or closed): polling stops after it. */
  until?: (result: R) => boolean;
  /** Each successful answer, as it arrives (not after polling stopped). */
  onResult?: (result: R) => void;
  /** Sends the first request at once instead of after `intervalMs`. */
  immediate?: boolean;
}

export interface PollingState<R> {
  /** The last successful answer. */
  result: R | null;
  /** The last failure's message ('' after a success). */
  errorMsg: string;
  /** `until` held for an answer, or the session is gone: no more requests until re-enabled. */
  done: boolean;
}

/**
 * Calls `contract` every `intervalMs` while `enabled` (e.g. a payment dialog's 10 s order-status poll). The next
 * request is scheduled when an answer arrives, so requests never overlap; disabling it or unmounting stops it at once
 * (the timer is cleared, the request in flight is aborted and its answer ignored). A refusal or a transport failure
 * does not stop it (the next tick may succeed); a session expiry does. Re-enabling starts a new run.
 */
export function usePolling<C extends CallRef>(
  contract: C,
  payload: CallInput<C>,
  options: PollingOptions<CallOutput<C>>,
): PollingState<CallOutput<C>> {
  const { intervalMs, enabled, immediate = false } = options;
  const key = JSON.stringify(payload);
  const [state, setState] = useState<PollingState<CallOutput<C>>>({ result: null, errorMsg: '', done: false });
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const body = JSON.parse(key) as CallInput<C>;
    setState((s) => (s.done ? { ...s, done: false } : s));

    async function tick(): Promise<void> {
      timer = undefined;
      let next: PollingState<CallOutput<C>> | ((s: PollingState<CallOutput<C>>) => PollingState<CallOutput<C>>);
      let done = false;
      try {
        const answer = await api().call(contract, body, { signal: controller.signal });
        if (stopped) return;
        if (answer.ok) {
          const result = answer.result as CallOutput<C>;
          done = latest.current.until?.(result) ?? false;
          latest.current.onResult?.(result);
          next = { result, errorMsg: '', done };
        } else {
          done = answer.sessionExpired;
          const message = answer.errorMsg || REQUEST_FAILED_MESSAGE;
          next = (s) => ({ ...s, errorMsg: message, done });
        }
      } catch (error) {
        if (stopped) return;
        const message = failureOf(error).errorMsg;
        next = (s) => ({ ...s, errorMsg: message });
      }
      setState(next);
      if (!done) timer = setTimeout(() => void tick(), intervalMs);
    }

    if (immediate) void tick();
    else timer = setTimeout(() => void tick(), intervalMs);
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      controller.abort();
    };
  }, [contract, key, enabled, intervalMs, immediate]);

  return state;
}

export {
  answerKey,
  createServerCalls,
  dropFirstAnswers,
  ServerCallsContext,
  setFirstAnswers,
  toFirstAnswer,
  type FirstAnswer,
  type ServerCalls,
} from './first-answers';
