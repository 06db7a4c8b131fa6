import { useEffect, useRef } from 'react';
import { FIRST_SCREEN_EVENT } from '@badminton/contracts';

/** Tells the shell the screen has painted what its first-paint frame showed, so the shell removes the frame. */
export function announceFirstScreen(): void {
  window.dispatchEvent(new Event(FIRST_SCREEN_EVENT));
}

/**
 * For a screen the service draws a first-paint frame of (decisions 0036, 0037): announces the screen once, after the
 * render in which `ready` is first true (its first answer is on screen, or its error or empty state). Until then the
 * shell keeps the frame over the screen, so the visitor never sees the screen half-built behind it.
 */
export function useFirstScreen(ready: boolean): void {
  const announced = useRef(false);
  useEffect(() => {
    if (!ready || announced.current) return;
    announced.current = true;
    announceFirstScreen();
  }, [ready]);
}
