import { startTransition, useEffect, useRef, useState } from 'react';
import { api } from '@badminton/api-client';
import type { CallRef, CallInput, CallOutput } from '@badminton/contracts';
import { acceptPage, advancePairWheel, pairAt, WHEEL_INTERVAL_MS } from '../utils/index-wheel';

/** The item type of a paged call's answer. */
export type ItemOf<C> = CallOutput<C> extends { items: Array<infer T> } ? T : never;

interface Shown<T> {
  page: number;
  items: T[];
  pair: number;
}

export interface PairWheel<T> {
  /** The pair on show (one item for the last pair of an odd page). */
  pair: T[];
  /** A stable key of the pair on show (page and pair index), for the enter animation. */
  pairKey: string;
  /** True until the first page answered (successfully or not). */
  loading: boolean;
  /** The first page failed or is empty. */
  empty: boolean;
}

/**
 * A paged pair wheel (institutions, evaluators): loads `limit` items per page, shows them two at a time and
 * advances every 10 s; after the last pair it loads the next page, restarting at page 1 after a short page.
 * A failed load keeps the pair on show and the next tick tries again.
 */
export function usePairWheel<C extends CallRef, T = ItemOf<C>>(
  contract: C,
  limit: number,
  interval: number = WHEEL_INTERVAL_MS,
): PairWheel<T> {
  const [shown, setShown] = useState<Shown<T> | null>(null);
  const [request, setRequest] = useState({ page: 1, attempt: 0 });
  const [settled, setSettled] = useState(false);
  const [busy, setBusy] = useState(true);
  const contractRef = useRef(contract);

  useEffect(() => {
    let live = true;
    setBusy(true);
    api()
      .call(contractRef.current, { limit, page: request.page } as CallInput<C>)
      .then((answer) => {
        if (!live) return;
        if (answer.ok) {
          const items = ((answer.result as { items?: T[] }).items ?? []) as T[];
          if (acceptPage(request.page, items.length) === 'restart') {
            setRequest((r) => ({ page: 1, attempt: r.attempt + 1 }));
            return;
          }
          // Rendered as a transition (in slices), like every answer of useCall.
          startTransition(() => setShown({ page: request.page, items, pair: 0 }));
        }
        startTransition(() => {
          setSettled(true);
          setBusy(false);
        });
      })
      .catch(() => {
        if (!live) return;
        setSettled(true);
        setBusy(false);
      });
    return () => {
      live = false;
    };
  }, [request, limit]);

  useEffect(() => {
    if (busy || !settled) return undefined;
    const timer = setTimeout(() => {
      if (!shown) {
        setRequest((r) => ({ page: 1, attempt: r.attempt + 1 }));
        return;
      }
      const step = advancePairWheel({ page: shown.page, count: shown.items.length, pair: shown.pair }, limit);
      if (step.kind === 'pair') setShown({ ...shown, pair: step.pair });
      else setRequest((r) => ({ page: step.page, attempt: r.attempt + 1 }));
    }, interval);
    return () => clearTimeout(timer);
  }, [shown, busy, settled, limit, interval, request]);

  return {
    pair: shown ? pairAt(shown.items, shown.pair) : [],
    pairKey: shown ? `${shown.page}-${shown.pair}` : '',
    loading: !settled,
    empty: settled && (!shown || shown.items.length === 0),
  };
}
