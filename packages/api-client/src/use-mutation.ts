// useMutation: a screen's write (decision 0019).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallInput, CallOutput, CallRef } from '@badminton/contracts';
import type { ApiResult } from './envelope';
import { api } from './installed-client';
import { settle, type CallFailure, type CallOutcome } from './outcome';

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
