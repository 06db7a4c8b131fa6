
/** What the shell needs from the UI kit: a 确定/取消 confirmation and an error toast. */
export interface Feedback {
  confirm(message: string, title?: string): Promise<boolean>;
  toast: { error(message: string): void };
}

/** The browser's own dialogs: used only when the kit's chunks cannot be loaded (e.g. the network is gone). */
const nativeFeedback: Feedback = {
  confirm: (message, title) => Promise.resolve(window.confirm(title ? `${title}\n\n${message}` : message)),
  toast: { error: (message) => window.alert(message) },
};

let pending: Promise<Feedback> | null = null;

/**
 * The UI kit's feedback (`createFeedback` of `@badminton/ui/feedback`, the toasts and confirmation every screen
 * uses), loaded by the shell itself on first use, so no remote's failure takes the shell's messages with it
 * (decision 0018). Falls back to the browser's dialogs only if the kit cannot load.
 */
export function loadFeedback(): Promise<Feedback> {
  // Both lazy: element-react's message box is not part of the shell's first paint (decisions 0012, 0029).
  pending ??= Promise.all([import('@badminton/ui/feedback'), import('@badminton/ui/feedback-elements')])
    .then(([kit, { feedbackElements }]): Feedback => {
      const { confirm, toast } = kit.createFeedback(feedbackElements);
      return { confirm, toast: { error: (message) => toast.error(message) } };
    })
    .catch((error: unknown) => {
      console.error('[shell] the UI kit feedback could not load', error);
      pending = null;
      return nativeFeedback;
    });
  return pending;
}
