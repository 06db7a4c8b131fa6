import { FIRST_SCREEN_EVENT, FRAME_STYLE_ID, HOME_PATHS } from '@badminton/contracts';

/**
 * The static first-paint frame of index.html (`#bm-first-paint`: the header, and on the home page the first
 * banner put in by the service) covers the app until the home page has painted its own banner. See
 * docs/decisions/0012-first-paint-frame.md. A route frame the service wrote for another route (its path in the
 * frame's `data-route`, decision 0036) is held the same way until that route's screen announces itself.
 */
export const FIRST_PAINT_ID = 'bm-first-paint';

/** The frame is removed after this long even if the home page never announced itself. */
export const FIRST_PAINT_TIMEOUT_MS = 8000;

export interface FirstPaintDeps {
  document: Document;
  window: Window;
  pathname: string;
  /** Subscribes to client-side navigations; returns the unsubscribe function. */
  onNavigate(listener: (pathname: string) => void): () => void;
  timeoutMs?: number;
}

/**
 * Removes the frame and the inline style the service wrote for it (decision 0040: a copy of rules the app's own
 * sheets hold, which would only double the rules every later style recalculation matches). Safe to call again.
 */
export function releaseFirstPaint(doc: Document = document): void {
  doc.getElementById(FIRST_PAINT_ID)?.remove();
  doc.getElementById(FRAME_STYLE_ID)?.remove();
}

/**
 * Keeps the frame over the home page, or over the route its `data-route` names, until the screen fires
 * FIRST_SCREEN_EVENT, the user navigates elsewhere, or the timeout passes; on any other page the frame goes at once.
 */
export function holdFirstPaint(deps: FirstPaintDeps): void {
  const frame = deps.document.getElementById(FIRST_PAINT_ID);
  if (!frame) return;
  const framed = frame.dataset.route;
  const holds = (pathname: string) => (framed ? pathname === framed : HOME_PATHS.has(pathname));
  if (!holds(deps.pathname)) {
    releaseFirstPaint(deps.document);
    return;
  }
  let unsubscribe = () => {};
  const release = () => {
    releaseFirstPaint(deps.document);
    deps.window.removeEventListener(FIRST_SCREEN_EVENT, release);
    deps.window.clearTimeout(timer);
    unsubscribe();
  };
  deps.window.addEventListener(FIRST_SCREEN_EVENT, release);
  const timer = deps.window.setTimeout(release, deps.timeoutMs ?? FIRST_PAINT_TIMEOUT_MS);
  unsubscribe = deps.onNavigate((pathname) => {
    if (!holds(pathname)) release();
  });
}
