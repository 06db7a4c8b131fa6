/** The router instance, set once at boot, for navigation from outside React (session expiry). */
let navigateImpl: ((to: string) => void) | null = null;

export function setNavigator(fn: (to: string) => void): void {
  navigateImpl = fn;
}

export function navigateTo(to: string): void {
  if (navigateImpl) navigateImpl(to);
  else window.location.assign(to);
}
