import * as elementReact from 'element-react';
import { Children, cloneElement, createElement, forwardRef, isValidElement, useId, type ReactElement, type Ref } from 'react';
import type { ElementReactModule } from '../element-react';
import { useFieldGroup, type FieldGroupProps } from '../field';

const RealRadio = (elementReact as unknown as ElementReactModule).Radio;

type RadioButtonClass = new (props: object) => { activeStyle(): Record<string, string> };

/**
 * element-react's Radio.Button, whose chosen button styles its label with the group's `fill` and `textColor`, each ''
 * when the group sets none: the server leaves those empty declarations out while React's hydration expects
 * `background-color:;border-color:;color:`, a mismatch (issue 23). It leaves them out too; the look is the same (an
 * empty declaration sets nothing).
 */
class RadioButton extends (RealRadio.Button as unknown as RadioButtonClass) {
  activeStyle(): Record<string, string> {
    return Object.fromEntries(Object.entries(super.activeStyle()).filter(([, value]) => value !== ''));
  }
}

type GroupClass = new (props: object) => {
  props: { bmName: string; bmField: FieldGroupProps; 'aria-label'?: string };
  render(): ReactElement<{ children?: unknown }>;
};

/**
 * element-react's Radio.Group in its own markup a `radiogroup` named by its Form.Item's label (and described by its
 * message while one is shown; ../field.ts) or by its own `aria-label`, whose radios share one `name` (build fix 12: one Tab stop, the arrow keys
 * move and choose; WCAG 2.1.1, 4.1.2).
 */
class NamedRadioGroup extends (RealRadio.Group as unknown as GroupClass) {
  render(): ReactElement {
    const group = super.render();
    const { bmName, bmField, 'aria-label': label } = this.props;
    const radios = Children.map(group.props.children as ReactElement[], (radio) =>
      isValidElement(radio) ? cloneElement(radio, { name: bmName } as object) : radio,
    );
    // Its own `aria-label` (a group outside a Form.Item) names it instead of a label.
    const name = label ? { 'aria-label': label, 'aria-labelledby': undefined } : {};
    return cloneElement(group, { role: 'radiogroup', ...bmField, ...name } as object, radios);
  }
}

/** The kit's Radio.Group: the radios' name from `useId` (the same on the server and hydrating). */
const RadioGroup = forwardRef(function RadioGroup(props: Record<string, unknown>, ref: Ref<unknown>) {
  const name = useId();
  const bmField = useFieldGroup();
  return createElement(NamedRadioGroup as unknown as new (props: object) => never, { ...props, bmName: name, bmField, ref } as never);
});
RadioGroup.displayName = 'RadioGroup';
/** Named by its Form.Item's label's id, not by a `for` (./form.tsx). */
(RadioGroup as { bmChoiceGroup?: boolean }).bmChoiceGroup = true;

/** element-react's Radio, with the Group and the Radio.Button above (Radio.Group knows radios by their `elementType`). */
class Radio extends (RealRadio as unknown as new (props: object) => object) {
  static Group = RadioGroup;
  static Button = RadioButton;
}

const KitRadio = Radio as unknown as ElementReactModule['Radio'];
export { KitRadio as Radio };
