import * as elementReact from 'element-react';
import { createElement, forwardRef, useId, type ComponentType, type Ref } from 'react';
import { holdFocus } from '../dialog-focus';
import type { DialogProps, ElementReactModule } from '../element-react';
import { useHydrated } from '../hydrated';

const RealDialog = (elementReact as unknown as ElementReactModule).Dialog;

type DialogClass = new (props: object) => {
  props: { visible?: boolean };
  wrap: { current: HTMLElement | null };
  componentDidMount?(): void;
  componentDidUpdate?(prevProps: object): void;
  componentWillUnmount?(): void;
};

/**
 * element-react's Dialog holding focus while open (../dialog-focus.ts): focus moves into its body, Tab stays inside,
 * and on close goes back to what had it. Its `role="dialog"`, `aria-modal` and name (its title, by the `titleId` the
 * part gives it) are in element's own markup (build fix 12), on the server too.
 */
class FocusDialog extends (RealDialog as unknown as DialogClass) {
  private release: (() => void) | null = null;

  componentDidMount(): void {
    super.componentDidMount?.();
    if (this.props.visible) this.hold();
  }

  componentDidUpdate(prevProps: object): void {
    super.componentDidUpdate?.(prevProps);
    const wasVisible = (prevProps as { visible?: boolean }).visible;
    if (!wasVisible && this.props.visible) this.hold();
    if (wasVisible && !this.props.visible) this.letGo();
  }

  componentWillUnmount(): void {
    this.letGo();
    super.componentWillUnmount?.();
  }

  private opening = 0;

  /** element shows an opening dialog a frame or two later (its transition): focus moves in once it is laid out. */
  private hold(): void {
    const opening = (this.opening += 1);
    const returnTo = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const attempt = (frames: number) => {
      if (opening !== this.opening || this.release || !this.props.visible) return;
      const dialog = this.wrap.current?.querySelector<HTMLElement>('.el-dialog');
      if (!dialog) return;
      if (dialog.getClientRects().length === 0 && frames > 0) {
        requestAnimationFrame(() => attempt(frames - 1));
        return;
      }
      this.release = holdFocus(dialog, { returnTo, body: dialog.querySelector<HTMLElement>('.el-dialog__body') });
    };
    attempt(10);
  }

  private letGo(): void {
    this.opening += 1;
    this.release?.();
    this.release = null;
  }
}

/**
 * element-react's Dialog. A closed dialog draws nothing on the server or while hydrating (element keeps a hidden
 * wrapper and mask in the page, which no first paint needs) and element's hidden markup once hydrated; an open one is
 * element's own everywhere (its render needs no browser; it locks the body's scrolling when mounted), named by its title.
 */
const DialogPart = forwardRef(function Dialog(props: Record<string, unknown>, ref: Ref<unknown>) {
  const hydrated = useHydrated();
  const titleId = `${useId()}title`;
  if (!hydrated && !(props as Partial<DialogProps>).visible) return null;
  return createElement(FocusDialog as unknown as ComponentType<Record<string, unknown>>, { titleId, ...props, ref });
});

export const Dialog = Object.assign(DialogPart, { Body: RealDialog.Body, Footer: RealDialog.Footer }) as unknown as ElementReactModule['Dialog'];
