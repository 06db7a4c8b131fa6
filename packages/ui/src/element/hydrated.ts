// "Has this page hydrated yet?" for the parts of ./parts whose element-react component touches the DOM while it
// renders (issue 23, decision 0053). On the server and during hydration the answer is React's server snapshot (false),
// so the part draws the markup element-react shows in that state, the same markup the server sent; once hydration has
// committed React re-renders with the client snapshot (true) and the part switches to element-react's component. A part
// first rendered after hydration (a client-side navigation, a test's `render`) reads true at once.
import { createElement, forwardRef, useSyncExternalStore, type ComponentType, type Ref } from 'react';

const subscribe = () => () => {};
const onTheClient = () => true;
const onTheServer = () => false;

/** false on the server and while hydrating, true from the render after hydration (and in every client-only render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onTheClient, onTheServer);
}

/**
 * The part of an element-react component `Real` whose render needs a browser: `draw(props)` until hydrated, then
 * `Real` itself (with the caller's ref). Its sub-components (`Select.Option`, `Dialog.Body`, …) stay attached, and the
 * result keeps `Real`'s type, so screens see the same component.
 */
export function drawnUntilHydrated<C extends object>(
  Real: C,
  Draw: ComponentType<Record<string, unknown>>,
  name: string,
): C {
  const Part = forwardRef(function Part(props: Record<string, unknown>, ref: Ref<unknown>) {
    return useHydrated()
      ? createElement(Real as unknown as ComponentType<Record<string, unknown>>, { ...props, ref })
      : createElement(Draw, props);
  });
  Part.displayName = name;
  for (const key of Object.keys(Real)) {
    if (/^[A-Z]/.test(key)) (Part as unknown as Record<string, unknown>)[key] = (Real as Record<string, unknown>)[key];
  }
  return Part as unknown as C;
}
