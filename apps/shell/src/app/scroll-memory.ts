import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@badminton/router';

/** How long a restore waits for the page (a remote screen and its data) to grow tall enough. */
export const RESTORE_WINDOW_MS = 3000;

/** Scroll offsets by history entry (`location.key`), for this tab's session. */
const positions = new Map<string, number>();
/** The entry on screen: scroll events are booked to it (set before any scroll this hook makes). */
let currentKey: string | null = null;

function remember() {
  if (currentKey !== null) positions.set(currentKey, window.scrollY);
}

/**
 * Scroll behaviour across the micro-frontends: a new page (push) opens at the top; back and forward (pop) return to
 * where the visitor was on that entry; a replace (filters written into the URL) leaves the scroll alone.
 * React Router's `<ScrollRestoration>` restores once, right after the route renders; here the screens arrive later
 * (a remote module, then its calls), so the restore follows the page as it grows, until it reaches the offset,
 * the visitor scrolls, or RESTORE_WINDOW_MS passes.
 */
export function useScrollMemory(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey = location.key;
    if (navigationType === 'PUSH') {
      window.scrollTo(0, 0);
      return undefined;
    }
    if (navigationType !== 'POP') return undefined;
    const target = positions.get(location.key);
    if (!target) return undefined;
    return followPage(target);
  }, [location.key, navigationType]);
}

/** Scrolls to `target` as soon as the document is tall enough; returns the cancel function. */
export function followPage(target: number, win: Window = window): () => void {
  const doc = win.document;
  let done = false;
  const stop = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    win.clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) win.removeEventListener(type, stop);
  };
  const attempt = () => {
    win.scrollTo(0, target);
    if (Math.abs(win.scrollY - target) < 2) stop();
  };
  const observer = new ResizeObserver(attempt);
  const timer = win.setTimeout(stop, RESTORE_WINDOW_MS);
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) win.addEventListener(type, stop, { passive: true });
  observer.observe(doc.body);
  attempt();
  return stop;
}
