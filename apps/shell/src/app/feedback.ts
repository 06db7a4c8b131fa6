import { loadShare } from '@module-federation/runtime';
import type { FeedbackElements } from '@badminton/ui/feedback';

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

/**
 * element-react from the federation share scope: the copy the shell provides to the remotes. Taken at run time
 * (`loadShare`), not imported, because a federation host loads every shared module it imports before its first
 * paint (decision 0012).
 */
async function loadElementReact(): Promise<FeedbackElements> {
  const factory = await loadShare<FeedbackElements | { default: FeedbackElements }>('element-react');
  const module = factory ? factory() : undefined;
  const elements = module && ('MessageBox' in module ? module : module.default);
  if (!elements?.MessageBox || !elements.Message) throw new Error('element-react is not in the share scope');
  return elements;
}

let pending: Promise<Feedback> | null = null;

/**
 * The UI kit's feedback (`createFeedback` of `@badminton/ui/feedback`, the toasts and confirmation every screen
 * uses), loaded by the shell itself on first use, so no remote's failure takes the shell's messages with it
 * (decision 0018). Falls back to the browser's dialogs only if the kit cannot load.
 */
export function loadFeedback(): Promise<Feedback> {
  pending ??= Promise.all([import('@badminton/ui/feedback'), loadElementReact()])
    .then(([kit, elements]): Feedback => {
      const { confirm, toast } = kit.createFeedback(elements);
      return { confirm, toast: { error: (message) => toast.error(message) } };
    })
    .catch((error: unknown) => {
      console.error('[shell] the UI kit feedback could not load', error);
      pending = null;
      return nativeFeedback;
    });
  return pending;
}
