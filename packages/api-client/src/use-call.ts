// useCall: a screen's read (decision 0019), drawn on the server with the page's first answers (decision 0053).
import { startTransition, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { CallInput, CallOutput, CallRef } from '@badminton/contracts';
import { api } from './installed-client';
import { failureOf, REQUEST_FAILED_MESSAGE } from './outcome';
import { answerKey, peekFirstAnswer, ServerCallsContext, spendFirstAnswer, type FirstAnswer, type ServerCalls } from './first-answers';

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
  /** The payload the state belongs to: until the effect asks for a new one, the state on screen is another's. */
  const [stateKey, setStateKey] = useState(key);
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
    setStateKey(key);
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
  // A new payload is loading from the render that brings it, not one effect later.
  return { ...state, loading: state.loading || (!options.skip && stateKey !== key), reload };
}
