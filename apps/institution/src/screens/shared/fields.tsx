import { useRef, type ChangeEvent, type ReactNode } from 'react';

/** One labelled row of a form: the label (with * when required), the control, its message. */
export function Field({
  id,
  label,
  required,
  error,
  children,
  group,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
  /** The control is a group of choices: the label names the group (a fieldset legend), not one input. */
  group?: boolean;
}) {
  const labelText = (
    <>
      {required ? (
        <span className="iq-field__required" aria-hidden="true">
          *{' '}
        </span>
      ) : null}
      {label}
    </>
  );
  const message = error ? (
    <p className="iq-error" id={`${id}-error`} role="alert">
      {error}
    </p>
  ) : null;
  if (group) {
    // A labelled group (not a fieldset: a legend does not take part in the row's grid).
    return (
      <div className="iq-field" role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
        <span className="iq-field__label" id={`${id}-label`}>
          {labelText}
        </span>
        <div className="iq-field__control">
          {children}
          {message}
        </div>
      </div>
    );
  }
  return (
    <div className="iq-field">
      <label className="iq-field__label" htmlFor={id}>
        {labelText}
      </label>
      <div className="iq-field__control">
        {children}
        {message}
      </div>
    </div>
  );
}

/** A text input with the kit's look; `aria-invalid` and the message's id when it has an error. */
export function TextInput({
  id,
  value,
  onChange,
  error,
  disabled,
  inputMode,
  maxLength,
  autoComplete,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  disabled?: boolean;
  inputMode?: 'numeric' | 'text' | 'tel';
  maxLength?: number;
  autoComplete?: string;
}) {
  return (
    <input
      id={id}
      className="iq-input"
      value={value}
      disabled={disabled}
      inputMode={inputMode}
      maxLength={maxLength}
      autoComplete={autoComplete ?? 'off'}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * An image chooser: a hidden native file input behind a button, the chosen file's name, and an optional link to the
 * stored image. `onPick` receives the file; the caller checks it (type, size) and says why it refuses one.
 */
export function ImagePicker({
  id,
  label,
  file,
  stored,
  storedLabel,
  accept,
  disabled,
  onPick,
  error,
}: {
  id: string;
  label: string;
  file: File | null;
  stored?: string;
  storedLabel?: string;
  accept: string;
  disabled?: boolean;
  onPick(file: File): void;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) onPick(chosen);
  }
  return (
    <div className="iq-upload">
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className="bm-visually-hidden"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        aria-label={label}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
        tabIndex={-1}
        onChange={pick}
      />
      <button type="button" className="iq-upload__button" disabled={disabled} onClick={() => input.current?.click()}>
        {file || stored ? `更换${label}` : label}
      </button>
      <span className="iq-upload__name">{file ? file.name : stored ? '已上传' : '未选择图片'}</span>
      {stored ? (
        <a className="iq-link" href={stored} target="_blank" rel="noreferrer">
          {storedLabel ?? '查看已上传图片'}
        </a>
      ) : null}
    </div>
  );
}
