import { useCallback, useRef, useState } from 'react';
import type { FormInstance } from '@badminton/ui';
import { initialFormMode, type FormMode } from './form-mode';

/**
 * State of a lock-after-submit form (see form-mode.ts): the values, the mode, the element Form ref and a key
 * that remounts the Form (clearing its messages) when an edit is cancelled.
 */
export function useEditLock<V>(savedValues: () => V, hasProfile: boolean) {
  const saved = useRef(savedValues);
  saved.current = savedValues;
  const [values, setValues] = useState<V>(savedValues);
  const [mode, setMode] = useState<FormMode>(() => initialFormMode(hasProfile));
  const [formKey, setFormKey] = useState(0);
  const formRef = useRef<FormInstance | null>(null);

  /** Callback ref for the element Form. */
  const bindForm = useCallback((instance: FormInstance | null) => {
    formRef.current = instance;
  }, []);

  const edit = useCallback(() => setMode('editing'), []);
  const cancelEdit = useCallback(() => {
    setValues(saved.current());
    setFormKey((k) => k + 1);
    setMode('viewing');
  }, []);

  /** Runs every rule of the form; resolves true when all pass. */
  const validate = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        if (!formRef.current) resolve(false);
        else formRef.current.validate((valid) => resolve(valid));
      }),
    [],
  );

  /**
   * Re-runs one field's rules after the state update has rendered (selects, the date picker and the region
   * cascade do not emit the DOM change event element's Form listens to).
   */
  const revalidate = useCallback((prop: string) => {
    setTimeout(() => {
      try {
        formRef.current?.validateField(prop, () => undefined);
      } catch {
        // The field is not mounted (e.g. a role without it).
      }
    });
  }, []);

  return { values, setValues, mode, setMode, formKey, bindForm, edit, cancelEdit, validate, revalidate };
}
