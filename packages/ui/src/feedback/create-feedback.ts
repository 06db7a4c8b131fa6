// The kit's feedback (toasts, corner notifications, the 确定/取消 confirmation), built over element-react's
// `Message`, `Notification` and `MessageBox`. This module imports no element-react itself: `feedback.ts` binds it to
// the kit's element-react for `@badminton/ui`, and the shell (`@badminton/ui/feedback`) binds it to
// `@badminton/ui/feedback-elements`, which it imports lazily on its first message — so element-react stays off the
// shell's first paint (decisions 0012, 0018, 0029).
import type { MessageApi, MessageBoxApi, NotificationApi } from '../element/element-react';
import { installControlNames } from '../element/name-controls';

/** The element-react services the feedback renders with. */
export interface FeedbackElements {
  Message: MessageApi;
  MessageBox: MessageBoxApi;
  Notification: NotificationApi;
}

type Level = 'success' | 'warning' | 'error' | 'info';

/** element Message's own default. */
export const TOAST_DURATION_MS = 3000;
/** element Notification's own default. */
export const NOTIFY_DURATION_MS = 4500;

const NOTIFY_TITLES = { success: '成功', error: '错误' } as const;

export function createFeedback({ Message, MessageBox, Notification }: FeedbackElements) {
  installControlNames(); // the close buttons of its dialogs and notifications get the name 关闭
  function showToast(type: Level, message: string, durationMs = TOAST_DURATION_MS): void {
    Message({ message, type, duration: durationMs, showClose: false });
  }

  function showNotification(type: 'success' | 'error', message: string, durationMs = NOTIFY_DURATION_MS): void {
    Notification({ title: NOTIFY_TITLES[type], message, type, duration: durationMs });
  }

  return {
    /** Short messages at the top of the page (element Message). */
    toast: {
      success: (message: string, durationMs?: number) => showToast('success', message, durationMs),
      warning: (message: string, durationMs?: number) => showToast('warning', message, durationMs),
      error: (message: string, durationMs?: number) => showToast('error', message, durationMs),
      info: (message: string, durationMs?: number) => showToast('info', message, durationMs),
    },
    /** Corner notifications (element Notification), e.g. `notify.success('登录成功', 1000)`. */
    notify: {
      success: (message: string, durationMs?: number) => showNotification('success', message, durationMs),
      error: (message: string, durationMs?: number) => showNotification('error', message, durationMs),
    },
    /** A 确定/取消 confirmation (element MessageBox); resolves true on 确定, false on 取消 or close. */
    confirm(message: string, title = '提示'): Promise<boolean> {
      return MessageBox.confirm(message, title, {
        type: 'warning',
        confirmButtonText: '确定',
        cancelButtonText: '取消',
        showCancelButton: true,
      }).then(
        () => true,
        () => false,
      );
    },
  };
}

export type KitFeedback = ReturnType<typeof createFeedback>;
