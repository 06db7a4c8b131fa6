import * as elementReact from 'element-react';
import { Children, cloneElement, createElement, forwardRef, isValidElement, useId, type ReactElement, type ReactNode, type Ref } from 'react';
import type { ElementReactModule } from '../element-react';
import { FieldContext, type FieldOwner, type FieldState } from '../field';
import { revealOnRefusal } from '../reveal-error';

const RealForm = (elementReact as unknown as ElementReactModule).Form;

interface FieldIds {
  field: string;
  label: string;
  error: string;
}

type ItemElement = ReactElement<{ children: [ReactElement | false | undefined | '', ReactElement<{ children: [ReactNode, ReactElement<{ children: ReactNode }>] }>] }>;

type ItemClass = new (props: object) => {
  props: { bmIds: FieldIds; children?: ReactNode };
  state: { error: string };
  render(): ItemElement;
};

/**
 * element-react's Form.Item, whose label and message the field's controls are tied to in its own markup (decision
 * 0057): the label gets an id and names the field (`for` the first control's id; a radio or checkbox group is named by
 * the label's id instead), the message (while the item is in
 * error) gets an id and `role="alert"`, and the controls inside read both from the field context (../field.ts). The
 * markup is element's own, given these attributes.
 */
class TiedFormItem extends (RealForm.Item as unknown as ItemClass) {
  private readonly owner: FieldOwner = { current: null };

  render(): ItemElement {
    const item = super.render();
    const ids = this.props.bmIds;
    const [label, content] = item.props.children;
    const [controls, transition] = content.props.children;
    const message = transition.props.children;
    const shown = this.state.error !== '' && isValidElement(message);
    // A group of choices as the item's control is named by the label's id (aria-labelledby): no `for` to name nothing.
    const choices = Children.toArray(controls).some((control) => isValidElement(control) && (control.type as { bmChoiceGroup?: boolean }).bmChoiceGroup);
    const field: FieldState = {
      fieldId: ids.field,
      labelId: label ? ids.label : undefined,
      errorId: shown ? ids.error : undefined,
      owner: this.owner,
    };
    return cloneElement(
      item,
      {},
      label ? cloneElement(label, { id: ids.label, htmlFor: choices ? undefined : ids.field } as object) : label,
      cloneElement(
        content,
        {},
        createElement(FieldContext.Provider, { value: field }, controls),
        shown ? cloneElement(transition, {}, cloneElement(message as ReactElement, { id: ids.error, role: 'alert' } as object)) : transition,
      ),
    );
  }
}

/** The kit's Form.Item: the ids of its label, field and message come from `useId`, the same on the server and hydrating. */
const FormItem = forwardRef(function FormItem(props: Record<string, unknown>, ref: Ref<unknown>) {
  const id = useId();
  const bmIds: FieldIds = { field: `${id}field`, label: `${id}label`, error: `${id}error` };
  return createElement(TiedFormItem as unknown as new (props: object) => never, { ...props, bmIds, ref } as never);
});
FormItem.displayName = 'FormItem';

/** element-react's Form with the kit's Form.Item. */
class KitForm extends (RealForm as unknown as new (props: object) => object) {
  static Item = FormItem;
}

export const Form = KitForm as unknown as ElementReactModule['Form'];
// A refused submit scrolls to, focuses and announces its first field in error (issue 28.2).
revealOnRefusal(RealForm as unknown as Parameters<typeof revealOnRefusal>[0]);
