// What ties a control to its Form.Item (decision 0057): the item's label names the field and its validation message
// describes it while it is shown (WCAG 1.3.1, 3.3.1, 4.1.2; decision 0028). element-react's Form.Item draws its label
// without `for` and its message as a bare <div>; the kit's Form.Item (./parts/form.tsx) gives them ids and provides them
// here, and each kit control (Input, Select, DatePicker, DateRangePicker, Radio.Group, Checkbox.Group) reads them as it
// renders, so the server's markup already carries them (no script adds them after load). No element-react import here.
import { createContext, createElement, forwardRef, useContext, useEffect, useId, type ComponentType, type Ref } from 'react';

/** The first control that renders in an item takes its field id (the one its label's `for` names). */
export interface FieldOwner {
  current: string | null;
}

export interface FieldState {
  /** The id the label's `for` names: the first control's. */
  fieldId: string;
  /** The label's id, when the item has a label (a group of choices is named by it). */
  labelId: string | undefined;
  /** The validation message's id while one is shown. */
  errorId: string | undefined;
  owner: FieldOwner;
}

export const FieldContext = createContext<FieldState | null>(null);

export interface FieldControlProps {
  id?: string;
  'aria-invalid'?: 'true';
  'aria-describedby'?: string;
}

export interface FieldGroupProps {
  'aria-labelledby'?: string;
  'aria-invalid'?: 'true';
  'aria-describedby'?: string;
}

/**
 * The field attributes of a single control (an input, a select, a date picker) inside a Form.Item: the item's field id
 * when it is the item's first control, and `aria-invalid` + `aria-describedby` while the item shows a message. Nothing
 * outside a Form.Item. Rendered in the same order on the server and while hydrating, so the same control owns the id.
 */
export function useFieldControl(): FieldControlProps {
  const key = useId();
  const field = useContext(FieldContext);
  const owner = field?.owner;
  useEffect(() => {
    if (!owner) return undefined;
    owner.current ??= key;
    return () => {
      if (owner.current === key) owner.current = null;
    };
  }, [owner, key]);
  if (!field) return {};
  field.owner.current ??= key;
  const props: FieldControlProps = {};
  if (field.owner.current === key) props.id = field.fieldId;
  if (field.errorId) {
    props['aria-invalid'] = 'true';
    props['aria-describedby'] = field.errorId;
  }
  return props;
}

/** The attributes of a group of choices (radios, checkboxes) inside a Form.Item: named by the label, and its message. */
export function useFieldGroup(): FieldGroupProps {
  const field = useContext(FieldContext);
  if (!field) return {};
  const props: FieldGroupProps = {};
  if (field.labelId) props['aria-labelledby'] = field.labelId;
  if (field.errorId) {
    props['aria-invalid'] = 'true';
    props['aria-describedby'] = field.errorId;
  }
  return props;
}

/**
 * `Part` with the field attributes of `useFieldControl` added to its props (the caller's own props win), and `extra`
 * (ids the part draws from `useId`). Its sub-components (`Select.Option`, …) stay attached, and it keeps `Part`'s type.
 */
export function withField<C extends object>(Part: C, name: string, extra?: (id: string) => Record<string, unknown>): C {
  const Field = forwardRef(function Field(props: Record<string, unknown>, ref: Ref<unknown>) {
    const field = useFieldControl();
    const id = useId();
    return createElement(Part as unknown as ComponentType<Record<string, unknown>>, { ...field, ...extra?.(id), ...props, ref });
  });
  Field.displayName = name;
  for (const key of Object.keys(Part)) {
    if (/^[A-Z]/.test(key)) (Field as unknown as Record<string, unknown>)[key] = (Part as Record<string, unknown>)[key];
  }
  return Field as unknown as C;
}
