// usePolling: a poll of a read while a screen needs it (decision 0019).
import { useEffect, useRef, useState } from 'react';
import type { CallInput, CallOutput, CallRef } from '@badminton/contracts';
import { api } from './installed-client';
import { failureOf, REQUEST_FAILED_MESSAGE } from './outcome';

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
