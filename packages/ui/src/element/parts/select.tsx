import * as elementReact from 'element-react';
import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import type { ElementReactModule, OptionProps, SelectProps } from '../element-react';
import { withField } from '../field';
import { drawnUntilHydrated } from '../hydrated';

const element = elementReact as unknown as ElementReactModule;
const RealSelect = element.Select;
const Input = element.Input;
const Tag = element.Tag;

/** The Select.Option elements among `children`, through fragments and arrays (as element-react's options register). */
function optionsOf(children: ReactNode): OptionProps[] {
  const options: OptionProps[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    if (child.type === RealSelect.Option) options.push(child.props as OptionProps);
    else if (child.type === Fragment) options.push(...optionsOf((child.props as { children?: ReactNode }).children));
  });
  return options;
}

/** element-react's placeholder of a Select without one (its zh-CN locale, the kit's). */
const SELECT_PLACEHOLDER = '请选择';

/** element-react's label of an option: its label, else its value. */
const labelOf = (option: OptionProps) => String(option.label || option.value);

/**
 * A closed Select as element-react draws it (with build fix 12's combobox attributes and its field's) once its options have registered: the `el-select` box with its read-only
 * input showing the chosen option's label (or the placeholder) and the caret; a multiple select's tags above it. Its
 * dropdown is `display: none` while closed, so it is left out: its scrollbar measures the document as it renders.
 */
function ServerSelect(props: Record<string, unknown>) {
  const { value, multiple, filterable, disabled, size, placeholder, className, style, children } = props as SelectProps;
  const { id, 'aria-invalid': invalid, 'aria-describedby': describedBy } = props as Record<string, string | undefined>;
  const options = optionsOf(children);
  const chosen = multiple
    ? options.filter((option) => Array.isArray(value) && value.includes(option.value))
    : options.filter((option) => option.value === value).slice(0, 1);
  return (
    <div style={style} className={className ? `el-select ${className}` : 'el-select'}>
      {multiple && (
        <div className="el-select__tags" style={{ maxWidth: -32 }}>
          {chosen.map((option) => (
            <Tag type="primary" key={String(option.value)} closable={!disabled} closeTransition>
              <span className="el-select__tags-text">{labelOf(option)}</span>
            </Tag>
          ))}
          {filterable && (
            <input type="text" className={['el-select__input', size && `is-${size}`].filter(Boolean).join(' ')} style={{ width: 20, maxWidth: -42 }} disabled={disabled} defaultValue="" />
          )}
        </div>
      )}
      <Input
        id={id}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded="false"
        value={multiple || !chosen[0] ? '' : labelOf(chosen[0])}
        type="text"
        placeholder={multiple && chosen.length ? '' : (placeholder || SELECT_PLACEHOLDER)}
        name="name"
        size={size}
        disabled={disabled}
        readOnly={!filterable || multiple}
        icon={props.remote && filterable ? undefined : 'caret-top'}
      />
    </div>
  );
}

/**
 * Drawn until hydrated, then element's; either way its input is a combobox named by its Form.Item's label, and its list
 * (once element draws it) the listbox of `listboxId` (build fix 12).
 */
export const Select = withField(drawnUntilHydrated(RealSelect, ServerSelect, 'Select'), 'Select', (id) => ({ listboxId: `${id}listbox` }));
