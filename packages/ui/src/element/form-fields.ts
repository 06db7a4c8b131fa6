// element-react's Form.Item draws its label without `for` and its validation message as a bare <div>: the label is
// not the field's label and the message is neither tied to the field nor announced. These helpers tie them
// (WCAG 1.3.1, 3.3.1, 4.1.3; issue 11.2, decision 0028): the label names the field (`for`, or `aria-labelledby` on a
// group of several controls), the message gets role=alert and the field aria-invalid + aria-describedby while it is
// shown. One document-wide observer, installed once by the kit. No element-react import here.
import { watchDocument } from './watch-document';

const CONTROLS =
  'input:not([type="hidden"]):not([type="file"]):not([type="radio"]):not([type="checkbox"]), textarea, select';
const CHOICES = 'input[type="radio"], input[type="checkbox"]';

let sequence = 0;
function idOf(element: HTMLElement, prefix: string): string {
  if (!element.id) {
    sequence += 1;
    element.id = `${prefix}-${sequence}`;
  }
  return element.id;
}

function setAttr(element: Element, name: string, value: string | null): void {
  if (value === null) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) {
    element.setAttribute(name, value);
  }
}

/** Adds or removes one id in an element's aria-describedby, keeping the ids others put there. */
function describe(element: Element, id: string, on: boolean): void {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const has = ids.includes(id);
  if (on && !has) ids.push(id);
  if (!on && has) ids.splice(ids.indexOf(id), 1);
  if (on === has) return;
  setAttr(element, 'aria-describedby', ids.length ? ids.join(' ') : null);
}

/** The error message ids this helper may have put on a control before (the message element may have gone). */
const DESCRIBED = new WeakMap<Element, string>();

/**
 * element's radios carry no `name`, so each is a Tab stop of its own and the arrow keys do nothing. Each
 * Radio.Group's inputs get one name: one Tab stop per group, arrows move and choose (WCAG 2.1.1).
 */
function groupRadios(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('.el-radio-group').forEach((group) => {
    const name = group.dataset.bmRadioName ?? `bm-radio-${(sequence += 1)}`;
    if (group.dataset.bmRadioName !== name) group.dataset.bmRadioName = name;
    group.querySelectorAll<HTMLInputElement>('input[type="radio"]').forEach((radio) => {
      if (radio.name !== name) radio.name = name;
    });
  });
}

/** element's message icon is an <img> without alt; its text says the same, so the icon is decorative (1.1.1). */
function markDecorativeIcons(root: ParentNode): void {
  root.querySelectorAll<HTMLImageElement>('img.el-message__img:not([alt])').forEach((icon) => icon.setAttribute('alt', ''));
}

/**
 * element's Select is a read-only input over a list of <li>s: a screen reader hears a text box and never the options.
 * Each becomes a combobox (WCAG 4.1.2): the input owns its listbox (`aria-controls`, `aria-expanded` while open), the
 * items are options with `aria-selected`, and the option the arrow keys highlight is the active descendant, so it is
 * read out as it moves (the arrows themselves are build fix 6 in tooling/vite/element-react.js).
 */
function describeSelects(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('.el-select').forEach((select) => {
    const input = select.querySelector<HTMLInputElement>(':scope > .el-input > input');
    const list = select.querySelector<HTMLElement>('.el-select-dropdown__list');
    if (!input || !list) return;
    // element shows the open state by turning the caret (`is-reverse`); the dropdown's display is a style change.
    const expanded = select.querySelector(':scope > .el-input > .el-input__icon.is-reverse') !== null;
    setAttr(list, 'role', 'listbox');
    setAttr(input, 'role', 'combobox');
    setAttr(input, 'aria-haspopup', 'listbox');
    setAttr(input, 'aria-controls', idOf(list, 'bm-listbox'));
    setAttr(input, 'aria-expanded', String(expanded));
    let active: HTMLElement | null = null;
    for (const child of list.children) {
      if (!(child instanceof HTMLElement)) continue;
      if (!child.classList.contains('el-select-dropdown__item')) {
        setAttr(child, 'aria-hidden', 'true'); // element's resize sensor, not an option
        continue;
      }
      idOf(child, 'bm-option');
      setAttr(child, 'role', 'option');
      setAttr(child, 'aria-selected', String(child.classList.contains('selected')));
      setAttr(child, 'aria-disabled', child.classList.contains('is-disabled') ? 'true' : null);
      if (child.classList.contains('hover') && child.style.display !== 'none') active = child;
    }
    setAttr(input, 'aria-activedescendant', expanded && active ? active.id : null);
  });
}

/** Ties every element Form.Item under `root` to its label and its validation message. */
export function associateFormFields(root: ParentNode): void {
  groupRadios(root);
  markDecorativeIcons(root);
  describeSelects(root);
  root.querySelectorAll<HTMLElement>('.el-form-item').forEach((item) => {
    const content = item.querySelector<HTMLElement>(':scope > .el-form-item__content');
    if (!content) return;
    const label = item.querySelector<HTMLLabelElement>(':scope > .el-form-item__label');
    const controls = [...content.querySelectorAll<HTMLElement>(CONTROLS)].filter(
      (control) => !control.closest('.el-form-item__error'),
    );
    const choices = [...content.querySelectorAll<HTMLElement>(CHOICES)];

    if (label && label.textContent?.trim()) {
      if (controls.length === 1 && choices.length === 0) {
        const id = idOf(controls[0], 'bm-field');
        if (label.htmlFor !== id) label.htmlFor = id;
      } else if (controls.length + choices.length > 0) {
        // Several controls (a region cascade, radios, a code and its button): the label names their group.
        const labelId = idOf(label, 'bm-field-label');
        const choiceGroup =
          choices.length > 0 && controls.length === 0
            ? content.querySelector<HTMLElement>('.el-radio-group, .el-checkbox-group')
            : null;
        const group = choiceGroup ?? content;
        if (!group.getAttribute('role')) {
          group.setAttribute('role', choiceGroup?.classList.contains('el-radio-group') ? 'radiogroup' : 'group');
        }
        setAttr(group, 'aria-labelledby', labelId);
      }
    }

    // A message on its way out (element's leave transition) stays in the DOM a moment: the item's is-error decides.
    const error = item.classList.contains('is-error')
      ? content.querySelector<HTMLElement>(':scope > .el-form-item__error')
      : null;
    const errorId = error ? idOf(error, 'bm-field-error') : null;
    if (error) setAttr(error, 'role', 'alert');
    content.querySelectorAll<HTMLElement>(':scope > .el-form-item__error').forEach((leaving) => {
      if (leaving !== error) setAttr(leaving, 'role', null);
    });
    for (const control of [...controls, ...choices]) {
      const previous = DESCRIBED.get(control);
      if (previous && previous !== errorId) describe(control, previous, false);
      if (errorId) {
        describe(control, errorId, true);
        DESCRIBED.set(control, errorId);
      } else {
        DESCRIBED.delete(control);
      }
      setAttr(control, 'aria-invalid', errorId ? 'true' : null);
    }
  });
}

let observer: MutationObserver | null = null;

/** Ties form fields now and whenever the page renders more. Idempotent. */
export function installFormFieldAssociation(): void {
  observer ??= watchDocument(associateFormFields, { attributes: ['class'] });
}
