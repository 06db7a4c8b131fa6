import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { ApiResult } from '@badminton/api-client';
import { useMutation } from '@badminton/api-client/react';
import { Button, Form, toast, type FormInstance } from '@badminton/ui';
import type { FormRules } from '../../shared/rules';
import { useLeaveSignedOut } from './use-leave-signed-out';

export interface SettingsFormFields<V> {
  values: V;
  set: (field: keyof V, value: string) => void;
}

export interface SettingsFormProps<V> {
  initial: () => V;
  /** The form's rules; `current` reads the values as they are when a rule runs. */
  rules: (current: () => V) => FormRules;
  /** Sends the values; a refusal is shown as an error (unless the session expired, which the shell reports). */
  send: (values: V) => Promise<ApiResult<unknown>>;
  submitText: string;
  /** After success: the notice, then the page to leave for, signed out (the service has ended every session). */
  done: { message: string; to: string };
  children: (fields: SettingsFormFields<V>) => ReactNode;
}

/**
 * One form of 账号设置 (req: accounts.md#account-settings): validate, send while the button spins, then notice and sign
 * out.
 */
export function SettingsForm<V extends object>({ initial, rules, send, submitText, done, children }: SettingsFormProps<V>) {
  const leaveSignedOut = useLeaveSignedOut();
  const [values, setValues] = useState<V>(initial);
  const sending = useMutation(send, {
    onError: (message) => toast.error(message),
    onSuccess: () => {
      toast.success(done.message);
      leaveSignedOut(done.to);
    },
  });
  const current = useRef(values);
  current.current = values;
  const form = useRef<FormInstance | null>(null);
  // The rules read the values through `current`, so they are built once per `rules`.
  const formRules = useMemo(() => rules(() => current.current), [rules]);

  const set = (field: keyof V, value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit() {
    const valid = await new Promise<boolean>((resolve) => {
      if (form.current) form.current.validate(resolve);
      else resolve(false);
    });
    if (valid) await sending.run(current.current);
  }

  return (
    <Form
      ref={(instance: FormInstance | null) => {
        form.current = instance;
      }}
      model={values}
      rules={formRules}
      labelWidth="110"
      className="bm-settings-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {children({ values, set })}
      <Form.Item>
        <Button type="primary" nativeType="submit" loading={sending.pending} disabled={sending.pending}>
          {submitText}
        </Button>
      </Form.Item>
    </Form>
  );
}
