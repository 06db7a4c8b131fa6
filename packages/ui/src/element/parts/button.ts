import * as elementReact from 'element-react';
import { createElement, type ComponentType } from 'react';
import type { ButtonProps, ElementReactModule } from '../element-react';
import { useHydrated } from '../hydrated';

const RealButton = (elementReact as unknown as ElementReactModule).Button;

/**
 * element-react's Button. A submit button is a plain button (`type="button"`) until the page has hydrated: tapped on
 * the server's first paint, before the screen's script runs, it would submit the form natively — reload the page and
 * drop what was typed (a sign-in with a password field, say). Until then the tap does nothing; from the render after
 * hydration the button submits.
 */
function KitButton(props: ButtonProps) {
  const hydrated = useHydrated();
  return createElement(RealButton as unknown as ComponentType<ButtonProps>, hydrated || props.nativeType !== 'submit' ? props : { ...props, nativeType: 'button' });
}
KitButton.displayName = 'Button';

export const Button = KitButton as unknown as ElementReactModule['Button'];
