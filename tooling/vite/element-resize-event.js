// Fix 9 (./element-react.js): element-react's `libs/utils/resize-event.js`, on ResizeObserver. The original (a copy of
// javascript-detect-element-resize, 2013) puts scroll "trigger" divs into the element and reads their offsetWidth and
// offsetHeight when a listener is added, forcing a synchronous layout inside React's commit. Select adds one on mount
// and Scrollbar removes and re-adds its one on every update, so a screen with a select or a dropdown paid a forced
// layout of the whole page per component, 5–100 ms each on Lighthouse's mobile CPU (issue 12). Same exports, same
// calls: a listener is called, with the element as `this`, once the element's border-box size is first known (after
// the layout the browser does anyway, so reading sizes in it forces nothing; Select takes its input's width from it)
// and whenever that size changes. As the original did, an element whose position is `static` is made `relative`
// (element's CSS may rely on it).

let observer;
/** element → its listeners, while it has any. */
const watched = new WeakMap();
/**
 * element → its last known border-box size. Kept when the last listener goes: Scrollbar removes and re-adds its
 * listener on every update, and a re-added element of a known size is not "resized" (else update → re-add → call →
 * update would never end).
 */
const sizes = new WeakMap();
const positioned = new WeakSet();

function borderBox(entry) {
  const box = entry.borderBoxSize?.[0];
  return box ? { width: box.inlineSize, height: box.blockSize } : { width: entry.target.offsetWidth, height: entry.target.offsetHeight };
}

function resized(entries) {
  for (const entry of entries) {
    const listeners = watched.get(entry.target);
    if (!listeners) continue;
    const size = borderBox(entry);
    const known = sizes.get(entry.target);
    if (known && known.width === size.width && known.height === size.height) continue;
    sizes.set(entry.target, size);
    for (const listener of [...listeners]) listener.call(entry.target);
  }
}

export function addResizeListener(element, listener) {
  if (typeof window === 'undefined' || typeof ResizeObserver === 'undefined' || !element) return;
  let listeners = watched.get(element);
  if (!listeners) {
    if (!positioned.has(element)) {
      positioned.add(element);
      if (getComputedStyle(element).position === 'static') element.style.position = 'relative';
    }
    listeners = [];
    watched.set(element, listeners);
    observer ??= new ResizeObserver(resized);
    observer.observe(element);
  }
  listeners.push(listener);
}

export function removeResizeListener(element, listener) {
  const listeners = element ? watched.get(element) : undefined;
  if (!listeners) return;
  const index = listeners.indexOf(listener);
  if (index !== -1) listeners.splice(index, 1);
  if (listeners.length === 0) {
    watched.delete(element);
    observer.unobserve(element);
  }
}
