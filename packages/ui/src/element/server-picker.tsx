// The server drawing of element-react's date pickers (DatePicker, DateRangePicker; issue 23): their render registers a
// click-outside listener on `document`, so on the server and during hydration the parts draw what a closed picker
// shows instead: the `el-date-editor` span around element's input, showing the formatted value (or the placeholder)
// and the calendar icon. The panel is drawn only while open, so it is never part of this.
import type { ComponentType } from 'react';
import { ElementInput as Input } from './parts/input';

/** The methods of element-react's BasePicker this drawing reads (from an instance that is never mounted). */
interface PickerInstance {
  type: string;
  state: { text: string; value: unknown };
  calcIsShowTrigger(): boolean;
  triggerClass(): string;
  classNames(...names: unknown[]): string;
}

type PickerClass = (new (props: object) => PickerInstance) & { defaultProps?: object };

/** `draw` for `drawnUntilHydrated(Picker, …)`: the closed picker of these props, as element-react renders it. */
export function drawClosedPicker(Picker: unknown): ComponentType<Record<string, unknown>> {
  const RealPicker = Picker as PickerClass;
  return function ServerPicker(props: Record<string, unknown>) {
    // React applies defaultProps (element's `value: new Date()` among them) before a component sees its props.
    const merged: Record<string, unknown> = { ...RealPicker.defaultProps };
    for (const [key, value] of Object.entries(props)) if (value !== undefined) merged[key] = value;
    const picker = new RealPicker(merged);
    const { className, placeholder, isReadOnly, isDisabled } = merged;
    const field = { id: merged.id, 'aria-invalid': merged['aria-invalid'], 'aria-describedby': merged['aria-describedby'] } as Record<string, string | undefined>;
    const trigger = picker.calcIsShowTrigger();
    return (
      <span
        className={picker.classNames('el-date-editor', className, {
          'is-have-trigger': trigger,
          'is-active': false,
          'is-filled': !!picker.state.value,
        })}
      >
        <Input
          {...field}
          className={picker.classNames(`el-date-editor el-date-editor--${picker.type}`)}
          readOnly={isReadOnly as boolean | undefined}
          disabled={isDisabled as boolean | undefined}
          type="text"
          placeholder={placeholder as string | undefined}
          value={picker.state.text}
          icon={trigger ? <i className={picker.classNames('el-input__icon', picker.triggerClass())} /> : undefined}
        />
      </span>
    );
  };
}
