// element-react draws its icon buttons (pager arrows, carousel arrows and dots, dialog and message close buttons)
// without an accessible name and offers no prop for one. These helpers name them in Chinese (WCAG 4.1.2, axe
// button-name) and keep the state they show in step: one document-wide observer, installed once by the kit.
// No element-react import here, so the shell's lazy feedback entry can install it too.
import { watchDocument } from './watch-document';

export const CONTROL_NAMES = {
  previousPage: '上一页',
  nextPage: '下一页',
  previousSlide: '上一张',
  nextSlide: '下一张',
  close: '关闭',
} as const;

const NAMED: readonly (readonly [string, string])[] = [
  ['.el-pagination .btn-prev', CONTROL_NAMES.previousPage],
  ['.el-pagination .btn-next', CONTROL_NAMES.nextPage],
  ['.el-carousel__arrow--left', CONTROL_NAMES.previousSlide],
  ['.el-carousel__arrow--right', CONTROL_NAMES.nextSlide],
  ['.el-dialog__headerbtn', CONTROL_NAMES.close],
  ['.el-message-box__headerbtn', CONTROL_NAMES.close],
];

/** element's close icons that are bare `<i>` elements with a click handler: made keyboard buttons. */
const CLOSE_ICONS = '.el-message__closeBtn';

/** Enter or Space on an element made a keyboard button clicks it (element listens for clicks only). */
function clickOnKey(event: KeyboardEvent): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  (event.currentTarget as HTMLElement).click();
}

function makeKeyboardButton(element: HTMLElement, label?: string): void {
  if (element.getAttribute('role') === 'button') return;
  element.setAttribute('role', 'button');
  element.setAttribute('tabindex', '0');
  if (label) element.setAttribute('aria-label', label);
  element.addEventListener('keydown', clickOnKey);
}

/** Names element's icon buttons under `root` and marks their state (disabled arrow, current page, current dot). */
export function nameElementControls(root: ParentNode): void {
  for (const [selector, label] of NAMED) {
    root.querySelectorAll<HTMLElement>(selector).forEach((button) => {
      if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
    });
  }
  root.querySelectorAll<HTMLElement>('.el-pagination .btn-prev, .el-pagination .btn-next').forEach((button) => {
    const disabled = String(button.classList.contains('disabled'));
    if (button.getAttribute('aria-disabled') !== disabled) button.setAttribute('aria-disabled', disabled);
  });
  // The page numbers are bare <li>s with a click handler on their list: keyboard buttons in a plain group.
  root.querySelectorAll<HTMLElement>('.el-pager').forEach((list) => {
    if (list.getAttribute('role') !== 'none') list.setAttribute('role', 'none');
  });
  root.querySelectorAll<HTMLElement>('.el-pager li.number').forEach((item) => {
    makeKeyboardButton(item);
    const active = item.classList.contains('active');
    if (active && item.getAttribute('aria-current') !== 'page') item.setAttribute('aria-current', 'page');
    if (!active && item.hasAttribute('aria-current')) item.removeAttribute('aria-current');
  });
  root.querySelectorAll<HTMLElement>('.el-carousel__indicators').forEach((list) => {
    list.querySelectorAll<HTMLElement>('.el-carousel__button').forEach((dot, index) => {
      const label = `第${index + 1}张`;
      if (dot.getAttribute('aria-label') !== label) dot.setAttribute('aria-label', label);
    });
  });
  root.querySelectorAll<HTMLElement>(CLOSE_ICONS).forEach((icon) => makeKeyboardButton(icon, CONTROL_NAMES.close));
}

let observer: MutationObserver | null = null;

/**
 * Names element's icon buttons now and whenever element renders more (dialogs and messages mount on the body).
 * Idempotent: the kit calls it when element-react is imported and when the feedback entry is created.
 */
export function installControlNames(): void {
  observer ??= watchDocument(nameElementControls, { attributes: ['class'] });
}
