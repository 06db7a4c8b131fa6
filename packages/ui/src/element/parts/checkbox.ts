import * as elementReact from 'element-react';
import { cloneElement, createElement, forwardRef, type ReactElement, type Ref } from 'react';
import type { ElementReactModule } from '../element-react';
import { useFieldGroup, type FieldGroupProps } from '../field';

const RealCheckbox = (elementReact as unknown as ElementReactModule).Checkbox;

type GroupClass = new (props: object) => { props: { bmField: FieldGroupProps }; render(): ReactElement };

/** element-react's Checkbox.Group in its own markup a `group` named by its Form.Item's label (../field.ts). */
class NamedCheckboxGroup extends (RealCheckbox.Group as unknown as GroupClass) {
  render(): ReactElement {
    return cloneElement(super.render(), { role: 'group', ...this.props.bmField } as object);
  }
}

const CheckboxGroup = forwardRef(function CheckboxGroup(props: Record<string, unknown>, ref: Ref<unknown>) {
  const bmField = useFieldGroup();
  return createElement(NamedCheckboxGroup as unknown as new (props: object) => never, { ...props, bmField, ref } as never);
});
CheckboxGroup.displayName = 'CheckboxGroup';
/** Named by its Form.Item's label's id, not by a `for` (./form.tsx). */
(CheckboxGroup as { bmChoiceGroup?: boolean }).bmChoiceGroup = true;

/** element-react's Checkbox with the Checkbox.Group above. */
class Checkbox extends (RealCheckbox as unknown as new (props: object) => object) {
  static Group = CheckboxGroup;
}

const KitCheckbox = Checkbox as unknown as ElementReactModule['Checkbox'];
export { KitCheckbox as Checkbox };
