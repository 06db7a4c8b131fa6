import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { CallInput, CallOutput, CallRef } from '@badminton/contracts';
import { api } from './installed-client';

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

/**
 * Runs a call when the component mounts and again whenever the payload changes (compared by value).
 * Out-of-order answers are dropped. `skip` holds the call back (e.g. a missing id).
 */
export function useCall<C extends CallRef>(
  contract: C,
  payload: CallInput<C>,
  options: { skip?: boolean } = {},
): CallState<CallOutput<C>> {
  const key = JSON.stringify(payload);
  const [state, setState] = useState<{ loading: boolean; result: CallOutput<C> | null; errorMsg: string; retryable: boolean }>({
    loading: !options.skip,
    result: null,
    errorMsg: '',
    retryable: false,
  });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    if (options.skip) return;
    const ticket = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    api()
      .call(contract, JSON.parse(key) as CallInput<C>)
      .then((answer) => {
        if (ticket !== latest.current) return;
        // A transition: React renders the answer in slices and keeps the page responsive (no long task).
        startTransition(() => {
          if (answer.ok) setState({ loading: false, result: answer.result as CallOutput<C>, errorMsg: '', retryable: false });
          else {
            const retryable = !answer.envelope.success;
            setState((s) => ({ loading: false, result: s.result, errorMsg: answer.errorMsg || '请求失败，请稍后重试', retryable }));
          }
        });
      })
      .catch(() => {
        if (ticket === latest.current) setState((s) => ({ ...s, loading: false, errorMsg: '请求超时', retryable: true }));
      });
  }, [contract, key, attempt, options.skip]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
