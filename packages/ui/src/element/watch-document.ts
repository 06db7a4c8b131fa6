// The one document-wide observer pattern of the kit's element fixes (form fields, control names, dialog focus):
// run once now, then again (coalesced) whenever element renders more.

export interface WatchOptions {
  /** Attribute changes that also count as a render (childList changes always do). */
  attributes: readonly string[];
  /** Run after layout (next animation frame) instead of in a microtask: for changes that are style changes. */
  afterLayout?: boolean;
}

/**
 * Calls `run(document)` now and after each batch of DOM changes; `null` where there is no DOM. Calls are coalesced,
 * and none runs after a test environment tore the document down.
 */
export function watchDocument(run: (root: Document) => void, options: WatchOptions): MutationObserver | null {
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') return null;
  const schedule: (task: () => void) => unknown = !options.afterLayout
    ? queueMicrotask
    : typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame
      : (task) => setTimeout(task, 16);
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    schedule(() => {
      queued = false;
      if (typeof document !== 'undefined') run(document);
    });
  });
  observer.observe(document.documentElement, { subtree: true, childList: true, attributeFilter: [...options.attributes] });
  run(document);
  return observer;
}
