import { Message, MessageBox, Notification } from '../element/element';

type Level = 'success' | 'warning' | 'error' | 'info';

/** element Message's own default. */
export const TOAST_DURATION_MS = 3000;
/** element Notification's own default. */
export const NOTIFY_DURATION_MS = 4500;

function showToast(type: Level, message: string, durationMs = TOAST_DURATION_MS): void {
  Message({ message, type, duration: durationMs, showClose: false });
}

/** Short messages at the top of the page (element Message). */
export const toast = {
  success: (message: string, durationMs?: number) => showToast('success', message, durationMs),
  warning: (message: string, durationMs?: number) => showToast('warning', message, durationMs),
  error: (message: string, durationMs?: number) => showToast('error', message, durationMs),
  info: (message: string, durationMs?: number) => showToast('info', message, durationMs),
};

const NOTIFY_TITLES = { success: '成功', error: '错误' } as const;

function showNotification(type: 'success' | 'error', message: string, durationMs = NOTIFY_DURATION_MS): void {
  Notification({ title: NOTIFY_TITLES[type], message, type, duration: durationMs });
}

/** Corner notifications (element Notification), e.g. `notify.success('登录成功', 1000)`. */
export const notify = {
  success: (message: string, durationMs?: number) => showNotification('success', message, durationMs),
  error: (message: string, durationMs?: number) => showNotification('error', message, durationMs),
};

/** A 确定/取消 confirmation (element MessageBox); resolves true on 确定, false on 取消 or close. */
export function confirm(message: string, title = '提示'): Promise<boolean> {
  return MessageBox.confirm(message, title, {
    type: 'warning',
    confirmButtonText: '确定',
    cancelButtonText: '取消',
    showCancelButton: true,
  }).then(
    () => true,
    () => false,
  );
}
