import { startTransition, useCallback, useEffect, useState } from 'react';
import { api } from '@badminton/api-client';
import { getAthleteList, type AthleteListItem } from '@badminton/contracts';
import { acceptPage, nextPage, scrollRows } from '../utils/index-wheel';

interface LoadedPage {
  page: number;
  items: AthleteListItem[];
}

async function loadPage(page: number, limit: number): Promise<LoadedPage | null> {
  const answer = await api().call(getAthleteList, { limit, page });
  if (!answer.ok) return null;
  return { page, items: answer.result.items };
}

export interface AthleteWheel {
  rows: AthleteListItem[];
  /** Whether the list scrolls (a first page that fits the visible rows stands still). */
  scrolls: boolean;
  /** Rows one pass moves up: the length of the current page. */
  shift: number;
  /** Increases with every pass, to restart the CSS animation. */
  pass: number;
  loading: boolean;
  /** Call when a pass ends: the following page takes over (or the current one loops while it is loading). */
  finishPass: () => void;
}

/**
 * The athlete index wheel: `limit` per page, continuous scroll. While a page scrolls, the page after it is
 * fetched (page 1 again after a short page, or when a later page comes back empty); the rendered rows are the
 * page plus the first visible rows of that following page, so the hand-over at the end of a pass is seamless.
 */
export function useAthleteWheel(limit: number, visible: number): AthleteWheel {
  const [current, setCurrent] = useState<LoadedPage | null>(null);
  const [following, setFollowing] = useState<LoadedPage | null>(null);
  const [pass, setPass] = useState(0);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    loadPage(1, limit)
      .then((page) => {
        if (!live) return;
        // Rendered as a transition (in slices), like every answer of useCall.
        startTransition(() => {
          if (page) setCurrent(page);
          setLoading(false);
        });
      })
      .catch(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [limit]);

  useEffect(() => {
    if (!current) return undefined;
    const target = nextPage(current.page, current.items.length, limit);
    if (target === 1 && current.page === 1) {
      setFollowing(current);
      return undefined;
    }
    let live = true;
    loadPage(target, limit)
      .then((page) => (page && acceptPage(page.page, page.items.length) === 'restart' ? loadPage(1, limit) : page))
      .then((page) => {
        if (live && page) startTransition(() => setFollowing(page));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [current, limit]);

  const finishPass = useCallback(() => {
    setCurrent((shown) => following ?? (shown ? { ...shown } : shown));
    setFollowing(null);
    setPass((n) => n + 1);
  }, [following]);

  const { rows, scrolls, shift } = scrollRows(current?.items ?? [], following?.items ?? null, current?.page ?? 1, visible);
  return { rows, scrolls, shift, pass, loading, finishPass };
}
