/**
 * Navigation from outside React (session expiry): the router's navigate, handed over by the shell's routes once they
 * are mounted. A navigation asked for before that (a call made at boot, such as the unread-count poll, finding the
 * session expired) waits for the router instead of reloading the page, which would lose the message shown with it.
 */
let navigateImpl: ((to: string) => void) | null = null;
let pending: string | null = null;

export function setNavigator(fn: (to: string) => void): void {
  navigateImpl = fn;
  if (pending !== null) {
    const to = pending;
    pending = null;
    fn(to);
  }
}

export function navigateTo(to: string): void {
  if (navigateImpl) navigateImpl(to);
  else pending = to;
}
