// The kit's feedback (toasts, corner notifications, the 确定/取消 confirmation): the toasts and notifications are
// the kit's own in element's look (toast-host.ts, notification-host.ts), the confirmation element-react's
// `MessageBox`. This module imports no element-react itself: `feedback.ts` binds it to
// the kit's element-react for `@badminton/ui`, and the shell (`@badminton/ui/feedback`) binds it to
// `@badminton/ui/feedback-elements`, which it imports lazily on its first message — so element-react stays off the
// shell's first paint (decisions 0012, 0018, 0029).
import type { MessageBoxApi } from '../element/element-react';
import { holdFocus } from '../element/dialog-focus';
import { showNotification } from './notification-host';
import { createToastHost, type ToastIcons, type ToastLevel } from './toast-host';

/** What the feedback renders with: element-theme's toast icons and element-react's message box. */
export interface FeedbackElements {
  messageIcons: ToastIcons;
  MessageBox: MessageBoxApi;
}

/** element Message's own default, kept for the kit's toasts. */
export const TOAST_DURATION_MS = 3000;
/** element Notification's own default. */
export const NOTIFY_DURATION_MS = 4500;

export function createFeedback({ messageIcons, MessageBox }: FeedbackElements) {
  const showToast = createToastHost(messageIcons);
  const toastOf = (level: ToastLevel) => (message: string, durationMs = TOAST_DURATION_MS) =>
    showToast(level, message, durationMs);

  return {
    /** Short messages at the top of the page, read out by screen readers (toast-host.ts). */
    toast: {
      success: toastOf('success'),
      warning: toastOf('warning'),
      error: toastOf('error'),
      info: toastOf('info'),
    },
    /** Corner notifications under the title 成功 or 错误, e.g. `notify.success('登录成功', 1000)` (notification-host.ts). */
    notify: {
      success: (message: string, durationMs = NOTIFY_DURATION_MS) => showNotification('success', message, durationMs),
      error: (message: string, durationMs = NOTIFY_DURATION_MS) => showNotification('error', message, durationMs),
    },
    /** A 确定/取消 confirmation (element MessageBox); resolves true on 确定, false on 取消 or close. */
    confirm(message: string, title = '提示'): Promise<boolean> {
      // element's message box is named, described and modal in its own markup (build fix 12); its focus is held here.
      const returnTo = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      const settled = { done: false, release: (): void => undefined };
      const answer = MessageBox.confirm(message, title, {
        type: 'warning',
        confirmButtonText: '确定',
        cancelButtonText: '取消',
        showCancelButton: true,
      }).then(
        () => true,
        () => false,
      );
      holdMessageBoxFocus(returnTo, settled);
      return answer.then((confirmed) => {
        settled.done = true;
        settled.release();
        return confirmed;
      });
    },
  };
}

/**
 * Moves focus into the message box `MessageBox.confirm` has just drawn (the last one on the body) once element shows
 * it, on its 确定, and keeps Tab inside until it is answered (then `settled.release` gives focus back to `returnTo`).
 */
function holdMessageBoxFocus(returnTo: HTMLElement | null, settled: { done: boolean; release: () => void }): void {
  const boxes = document.querySelectorAll<HTMLElement>('.el-message-box');
  const box = boxes[boxes.length - 1];
  if (!box) return;
  const attempt = (frames: number) => {
    if (settled.done) return;
    if (box.getClientRects().length === 0 && frames > 0) {
      requestAnimationFrame(() => attempt(frames - 1));
      return;
    }
    settled.release = holdFocus(box, { returnTo, initial: box.querySelector<HTMLElement>('.el-message-box__btns .el-button--primary') });
  };
  attempt(10);
}

export type KitFeedback = ReturnType<typeof createFeedback>;
