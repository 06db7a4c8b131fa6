// element-react's Dialog is a plain <div>: no dialog role or name, focus stays behind it on the page, Tab walks out
// of it, and closing it drops focus on <body>. This helper gives every open element dialog role=dialog, aria-modal and
// its title as name, moves focus into it, keeps Tab and Shift+Tab inside, and on close hands focus back to what had
// it before (WCAG 2.1.1, 2.4.3; issue 11.3, decision 0028). The MessageBox (confirm, alert, prompt) is treated the
// same as an alertdialog described by its message, with focus on its prompt input or else its primary button (确定).
// One document-wide observer, installed once by the kit.
import { watchDocument } from './watch-document';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface OpenDialog {
  returnTo: HTMLElement | null;
}

const open = new Map<HTMLElement, OpenDialog>();
let sequence = 0;

function shown(element: HTMLElement): boolean {
  return element.isConnected && element.getClientRects().length > 0;
}

function tabbables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => {
    if (!shown(element)) return false;
    // One stop per radio group: the checked radio, or the first when none is.
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      const group = [...dialog.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${element.name}"]`)];
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

function idOf(element: HTMLElement, prefix: string): string {
  if (!element.id) element.id = `${prefix}-${(sequence += 1)}`;
  return element.id;
}

function opened(dialog: HTMLElement): void {
  const returnTo = document.activeElement instanceof HTMLElement && document.activeElement !== document.body
    ? document.activeElement
    : null;
  open.set(dialog, { returnTo });
  const messageBox = dialog.classList.contains('el-message-box');
  dialog.setAttribute('role', messageBox ? 'alertdialog' : 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  const title = dialog.querySelector<HTMLElement>(messageBox ? '.el-message-box__title' : '.el-dialog__title');
  if (title && title.textContent?.trim()) dialog.setAttribute('aria-labelledby', idOf(title, 'bm-dialog-title'));
  const message = messageBox ? dialog.querySelector<HTMLElement>('.el-message-box__message') : null;
  if (message) dialog.setAttribute('aria-describedby', idOf(message, 'bm-dialog-message'));
  if (!dialog.hasAttribute('tabindex')) dialog.setAttribute('tabindex', '-1');
  dialog.addEventListener('keydown', trapTab);
  if (!dialog.contains(document.activeElement)) {
    const body = dialog.querySelector<HTMLElement>(messageBox ? '.el-message-box__content' : '.el-dialog__body');
    const primary = messageBox ? dialog.querySelector<HTMLElement>('.el-message-box__btns .el-button--primary') : null;
    const target = (body && tabbables(body)[0]) ?? primary ?? tabbables(dialog)[0] ?? dialog;
    target.focus();
  }
}

function closed(dialog: HTMLElement, state: OpenDialog): void {
  open.delete(dialog);
  dialog.removeEventListener('keydown', trapTab);
  const active = document.activeElement;
  const lost = !active || active === document.body || dialog.contains(active) || !(active as HTMLElement).isConnected;
  if (lost && state.returnTo?.isConnected) state.returnTo.focus();
}

/** Looks for dialogs that opened or closed since the last pass. */
export function trackDialogs(root: ParentNode = document): void {
  for (const [dialog, state] of open) {
    if (!shown(dialog)) closed(dialog, state);
  }
  root.querySelectorAll<HTMLElement>('.el-dialog, .el-message-box').forEach((dialog) => {
    if (!open.has(dialog) && shown(dialog)) opened(dialog);
  });
}

let observer: MutationObserver | null = null;

/** Manages focus for element dialogs now and whenever one opens or closes. Idempotent. */
export function installDialogFocus(): void {
  // After layout: the dialog's show/hide is a style change.
  observer ??= watchDocument(trackDialogs, { attributes: ['style', 'class'], afterLayout: true });
}
