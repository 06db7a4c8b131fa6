import * as elementReact from 'element-react';
import { createElement, forwardRef, type ComponentType, type Ref } from 'react';
import type { DialogProps, ElementReactModule } from '../element-react';
import { useHydrated } from '../hydrated';
import '../install';

const RealDialog = (elementReact as unknown as ElementReactModule).Dialog;

/**
 * element-react's Dialog. A closed dialog draws nothing on the server or while hydrating (element keeps a hidden
 * wrapper and mask in the page, which no first paint needs) and element's hidden markup once hydrated; an open one is
 * element's own everywhere (its render needs no browser; it locks the body's scrolling when mounted).
 */
const DialogPart = forwardRef(function Dialog(props: Record<string, unknown>, ref: Ref<unknown>) {
  const hydrated = useHydrated();
  if (!hydrated && !(props as Partial<DialogProps>).visible) return null;
  return createElement(RealDialog as unknown as ComponentType<Record<string, unknown>>, { ...props, ref });
});

export const Dialog = Object.assign(DialogPart, { Body: RealDialog.Body, Footer: RealDialog.Footer }) as unknown as ElementReactModule['Dialog'];
