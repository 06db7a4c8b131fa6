// The kit's corner notifications (`notify.success('登录成功', 1000)`), drawn in element's notification look
// (`.el-notification`, element-theme-default's styles and icon font) by the kit itself instead of element-react's
// `Notification`, for the reasons its toasts are (decision 0039):
// - a screen reader hears them: they appear in one polite live region (an error also as an alert);
// - one leaves when its time is up, whether or not its fade-out's `transitionend` arrives, and whatever the
//   pointer does. element's paused its timer while the pointer was over it, so a notice that appeared under a
//   resting pointer (the header's 退出 sits under the 登录成功 corner) never left.
import { liveRegion } from './toast-host';

export type NotificationLevel = 'success' | 'error';

/** The fade-out's length: element-theme's `.el-notification` transition (opacity .3s, top .4s). */
export const NOTIFICATION_LEAVE_MS = 400;
/** element's distance from the top of the window to the first notification, and between two. */
const GAP_PX = 16;

const REGION_CLASS = 'el-notification-region';
const ENTER_CLASS = 'el-notification-fade-enter';
const LEAVE_CLASS = 'el-notification-fade-leave-active';
const ICON_CLASSES: Record<NotificationLevel, string> = { success: 'el-icon-circle-check', error: 'el-icon-circle-cross' };
const TITLES: Record<NotificationLevel, string> = { success: '成功', error: '错误' };
/** Padding that makes element's 14 px close icon a 24 px target (WCAG 2.2 SC 2.5.8) in the icon's place. */
const CLOSE_BUTTON_STYLE = 'top:15px;right:15px;padding:5px;border:0;background:none;line-height:1';

/** Stacks the notifications still shown from the top, as element does: each below the one before. */
function stack(region: HTMLElement): void {
  let top = GAP_PX;
  for (const item of region.querySelectorAll<HTMLElement>(`.el-notification:not(.${LEAVE_CLASS})`)) {
    item.style.top = `${top}px`;
    top += item.offsetHeight + GAP_PX;
  }
}

/** Shows `message` under `level`'s title in the top right corner for `durationMs`, then removes it. */
export function showNotification(level: NotificationLevel, message: string, durationMs: number): void {
  const region = liveRegion(REGION_CLASS);
  const item = document.createElement('div');
  item.className = `el-notification ${ENTER_CLASS}`;
  item.dataset.level = level;
  item.style.zIndex = '9999';
  if (level === 'error') item.setAttribute('role', 'alert');
  const icon = document.createElement('i');
  icon.className = `el-notification__icon ${ICON_CLASSES[level]}`;
  icon.setAttribute('aria-hidden', 'true');
  const group = document.createElement('div');
  group.className = 'el-notification__group is-with-icon';
  const title = document.createElement('div');
  title.className = 'el-notification__title';
  title.textContent = TITLES[level];
  const content = document.createElement('div');
  content.className = 'el-notification__content';
  content.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'el-notification__closeBtn el-icon-close';
  close.setAttribute('aria-label', '关闭');
  close.style.cssText = CLOSE_BUTTON_STYLE;
  group.append(title, content, close);
  item.append(icon, group);
  region.appendChild(item);
  stack(region);
  // Slide in: laid out with the enter class (off to the right), then loses it.
  void item.offsetWidth;
  item.classList.remove(ENTER_CLASS);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const leave = () => {
    clearTimeout(timer);
    if (item.classList.contains(LEAVE_CLASS)) return;
    item.classList.add(LEAVE_CLASS);
    stack(region);
    // Removed by a timer, not on `transitionend`: it leaves even when no transition runs.
    setTimeout(() => item.remove(), NOTIFICATION_LEAVE_MS);
  };
  close.addEventListener('click', leave);
  if (durationMs > 0) timer = setTimeout(leave, durationMs);
}
