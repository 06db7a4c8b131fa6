// A refused submit must not fail in silence (issue 28.2, decision 0051): element's Form draws its messages under
// the fields, which may be off-screen (the coach form of /test/sureOrder above a long invoice form: 立即支付 "did
// nothing"). Every refused `Form.validate` (patched once in ./parts/form.tsx) and every screen's own check call
// `revealFirstError`: the first field in error is scrolled to the middle of the window, focused, and a screen reader is
// told how many fields need attention (WCAG 3.3.1; the focused field also reads its own message, tied to it by the kit's
// Form.Item, ./parts/form.tsx). No element-react import here.

const ITEM_IN_ERROR = '.el-form-item.is-error';
const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';
const ANNOUNCER_CLASS = 'bm-form-announcer';
const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

/** What a screen reader hears when a submit is refused. */
export function refusalText(count: number, label: string): string {
  const where = label ? `，已定位到“${label}”` : '';
  return count > 1 ? `提交未成功：有 ${count} 项信息需要修改${where}` : `提交未成功：请修改标红的信息${where}`;
}

function isFileInput(element: Element): boolean {
  return element instanceof HTMLInputElement && element.type === 'file';
}

function shown(element: Element): boolean {
  if (!element.isConnected) return false;
  // jsdom lays nothing out: there, connected counts as shown.
  return element.getClientRects().length > 0 || typeof navigator !== 'undefined' && /jsdom/.test(navigator.userAgent);
}

/** How long an announcement stays in its region (read by then; a screen reader does not re-read it). */
const ANNOUNCEMENT_MS = 8000;
let clearing: ReturnType<typeof setTimeout> | undefined;

/** Says `text` once through the page's assertive live region (made on first use and kept). */
export function announce(text: string): void {
  if (typeof document === 'undefined') return;
  let region = document.querySelector<HTMLElement>(`body > .${ANNOUNCER_CLASS}`);
  if (!region) {
    region = document.createElement('div');
    region.className = ANNOUNCER_CLASS;
    region.style.cssText = VISUALLY_HIDDEN;
    region.setAttribute('role', 'alert');
    region.setAttribute('aria-live', 'assertive');
    document.body.appendChild(region);
  }
  const live = region;
  // Emptied first, so the same words said twice are heard twice; emptied again later, so no stale alert stays.
  live.textContent = '';
  clearTimeout(clearing);
  setTimeout(() => {
    live.textContent = text;
    clearing = setTimeout(() => {
      if (live.textContent === text) live.textContent = '';
    }, ANNOUNCEMENT_MS);
  }, 50);
}

/** The control to focus in a form item: its first enabled field, the checked radio, or else the message itself. */
function focusTarget(item: HTMLElement): HTMLElement {
  const content = item.querySelector<HTMLElement>('.el-form-item__content') ?? item;
  const checked = content.querySelector<HTMLElement>('input[type="radio"]:checked');
  const radio = content.querySelector<HTMLElement>('input[type="radio"]:not([disabled])');
  const control = [...content.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (element) => !(element instanceof HTMLInputElement && element.type === 'radio') && (shown(element) || isFileInput(element)),
  );
  const target = checked ?? control ?? radio;
  if (target) return target;
  const message = content.querySelector<HTMLElement>('.el-form-item__error') ?? item;
  message.tabIndex = -1;
  return message;
}

/**
 * Scrolls `field` (a form item, or any element) to the middle of the window, focuses it (or its first control) and
 * announces the refusal. For screens that check a form of their own (an upload, a list of choices).
 */
export function revealField(field: HTMLElement, options: { label?: string; count?: number } = {}): void {
  const target = field.matches(FOCUSABLE) ? field : focusTarget(field);
  const visible = isFileInput(target) || !shown(target) ? field : target;
  visible.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  const label =
    options.label ?? field.closest('.el-form-item')?.querySelector('.el-form-item__label')?.textContent?.trim() ?? '';
  announce(refusalText(options.count ?? 1, label));
}

function itemsInError(): HTMLElement[] {
  const items = [...document.querySelectorAll<HTMLElement>(ITEM_IN_ERROR)].filter(shown);
  // A form in an open dialog is the one being submitted: its fields come first.
  const inDialog = items.filter((item) => item.closest('.el-dialog, .el-message-box'));
  return inDialog.length > 0 ? inDialog : items;
}

const nextFrame = () =>
  new Promise<void>((resolve) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => resolve()) : setTimeout(resolve, 16)));

/**
 * After a refused validation: waits (a few frames at most) for element to draw the messages, then reveals the first
 * field in error in the page's order. Resolves true when it found one.
 */
export async function revealFirstError(): Promise<boolean> {
  if (typeof document === 'undefined') return false;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await nextFrame();
    const items = itemsInError();
    if (items.length > 0) {
      revealField(items[0], { count: items.length });
      return true;
    }
  }
  return false;
}

interface ValidatingForm {
  validate(callback?: (valid: boolean, ...rest: unknown[]) => unknown): unknown;
}

const PATCHED = Symbol.for('bm.revealOnRefusal');

/** Makes every refused `validate` of element's Form reveal its first field in error. Idempotent. */
export function revealOnRefusal(FormClass: { prototype: ValidatingForm }): void {
  const proto = FormClass.prototype as ValidatingForm & { [PATCHED]?: true };
  if (proto[PATCHED]) return;
  const validate = proto.validate;
  proto.validate = function (this: ValidatingForm, callback) {
    return validate.call(this, (valid: boolean, ...rest: unknown[]) => {
      if (!valid) void revealFirstError();
      return typeof callback === 'function' ? callback(valid, ...rest) : undefined;
    });
  };
  proto[PATCHED] = true;
}
