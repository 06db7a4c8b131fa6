import { loadRemote } from '@module-federation/runtime';

/** What the shell needs from the UI kit: a 确定/取消 confirmation and an error toast. */
export interface Feedback {
  confirm(message: string, title?: string): Promise<boolean>;
  toast: { error(message: string): void };
}

/** The browser's own dialogs: used only when the portal remote cannot load. */
const nativeFeedback: Feedback = {
  confirm: (message, title) => Promise.resolve(window.confirm(title ? `${title}\n\n${message}` : message)),
  toast: { error: (message) => window.alert(message) },
};

let pending: Promise<Feedback> | null = null;

/**
 * The kit's feedback, borrowed from the portal remote (`portal/Feedback`) on first use. The shell never
 * imports element-react itself: a federation host loads every shared module it uses before its first
 * paint, and element-react is the largest. Falls back to the browser's dialogs if the remote is down.
 */
export function loadFeedback(): Promise<Feedback> {
  pending ??= loadRemote<Feedback>('portal/Feedback')
    .then((mod) => (mod?.confirm && mod.toast ? mod : nativeFeedback))
    .catch(() => {
      pending = null;
      return nativeFeedback;
    });
  return pending;
}
