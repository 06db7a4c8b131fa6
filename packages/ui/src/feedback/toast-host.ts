// The kit's toasts, drawn in element's message look (`.el-message`, element-theme-default's styles and icons) by
// the kit itself instead of element-react's `Message`, for two reasons (decision 0039):
// - a screen reader hears them: they appear in one polite live region (`role="status"`, an error also as an
//   alert), where element's toast is a bare `div` (WCAG 2.2 SC 4.1.3, status messages);
// - a toast leaves when its time is up: element's removes itself only on its fade-out's `transitionend`, which
//   a busy browser can miss, leaving the spent toast's text in the page.

export type ToastLevel = 'success' | 'warning' | 'error' | 'info';

/** The icon image (a URL) of each level: element-theme's own (`feedback-elements.ts`). */
export type ToastIcons = Record<ToastLevel, string>;

/** The fade-out's length: element-theme's `.el-message` transition (opacity .3s, transform .4s). */
export const TOAST_LEAVE_MS = 400;

const REGION_CLASS = 'el-message-content';
const ENTER_CLASS = 'el-message-fade-enter';
const LEAVE_CLASS = 'el-message-fade-leave-active';

/**
 * The page's one polite live region of class `className` (`role="status"`): made on first use and kept, so the
 * live region exists before a message lands in it. The toasts and the notifications each have one.
 */
export function liveRegion(className: string): HTMLElement {
  const existing = document.querySelector<HTMLElement>(`body > .${className}`);
  if (existing) return existing;
  const region = document.createElement('div');
  region.className = className;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  document.body.appendChild(region);
  return region;
}

/** A toast shower over `icons`: `show(level, message, durationMs)` shows the message for `durationMs`, then removes it. */
export function createToastHost(icons: ToastIcons) {
  return function show(level: ToastLevel, message: string, durationMs: number): void {
    const region = liveRegion(REGION_CLASS);
    const toast = document.createElement('div');
    toast.className = `el-message ${ENTER_CLASS}`;
    toast.dataset.level = level;
    if (level === 'error') toast.setAttribute('role', 'alert');
    const icon = document.createElement('img');
    icon.className = 'el-message__img';
    icon.src = icons[level];
    icon.alt = '';
    const group = document.createElement('div');
    group.className = 'el-message__group';
    const text = document.createElement('p');
    text.textContent = message;
    group.appendChild(text);
    toast.append(icon, group);
    region.appendChild(toast);
    // Fade in: the toast is laid out with the enter class (transparent, raised), then loses it.
    void toast.offsetWidth;
    toast.classList.remove(ENTER_CLASS);

    setTimeout(() => {
      toast.classList.add(LEAVE_CLASS);
      // Removed by a timer, not on `transitionend`: it leaves even when no transition runs.
      setTimeout(() => toast.remove(), TOAST_LEAVE_MS);
    }, durationMs);
  };
}
