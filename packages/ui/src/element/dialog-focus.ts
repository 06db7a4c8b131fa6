// Focus for an open dialog (WCAG 2.1.1, 2.4.3; issue 11.3, decisions 0028 and 0057): focus moves into it, Tab and
// Shift+Tab stay inside, and when it closes focus goes back to what had it before. Called by the dialog itself: the
// kit's Dialog part (./parts/dialog.ts) when it opens and closes, and the kit's `confirm` for element's message box.
// Its role, modality and name are in the dialog's own markup (build fix 12). No element-react import here.

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function shown(element: HTMLElement): boolean {
  return element.isConnected && element.getClientRects().length > 0;
}

/** The Tab stops of `root`, one per radio group (its checked radio, or its first). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => {
    if (!shown(element)) return false;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      const group = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((radio) => radio.name === element.name);
      const stop = group.find((radio) => radio.checked) ?? group[0];
      return stop === element;
    }
    return true;
  });
}

function trapTab(event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget as HTMLElement;
  const stops = tabbables(dialog);
  if (stops.length === 0) {
    event.preventDefault();
    return;
  }
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && dialog.contains(active);
  if (event.shiftKey && (!inside || active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

export interface HoldFocusOptions {
  /** Where focus goes first (default: the first Tab stop of `body`, else of the dialog, else the dialog). */
  initial?: HTMLElement | null;
  /** Where focus goes back to (default: what has it now). */
  returnTo?: HTMLElement | null;
  /** The part of the dialog whose first Tab stop takes focus (its body, not its close button). */
  body?: HTMLElement | null;
}

/**
 * Moves focus into `dialog` (an open dialog, laid out) and keeps Tab inside it; the returned function lets go and,
 * when focus was left in the dialog or lost, gives it back.
 */
export function holdFocus(dialog: HTMLElement, options: HoldFocusOptions = {}): () => void {
  const active = document.activeElement;
  const returnTo =
    options.returnTo !== undefined ? options.returnTo : active instanceof HTMLElement && active !== document.body ? active : null;
  dialog.addEventListener('keydown', trapTab);
  if (!dialog.contains(document.activeElement)) {
    const target = options.initial ?? (options.body && tabbables(options.body)[0]) ?? tabbables(dialog)[0] ?? dialog;
    target.focus();
  }
  return () => {
    dialog.removeEventListener('keydown', trapTab);
    const now = document.activeElement;
    const lost = !now || now === document.body || dialog.contains(now) || !(now as HTMLElement).isConnected;
    if (lost && returnTo?.isConnected) returnTo.focus();
  };
}
