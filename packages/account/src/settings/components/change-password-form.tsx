import { useMemo, useRef, useState } from 'react';
import { Button, Form, Input, toast, type FormInstance } from '@badminton/ui';
import { requestPasswordChange } from '../api/settings-calls';
import { useLeaveSignedOut } from './use-leave-signed-out';
import { emptyPasswordForm, passwordRules, type PasswordFormValues } from '../utils/settings-rules';

export const PASSWORD_CHANGED = '修改成功';

/**
 * 修改密码 (spec 002 §5, §8): old, new (6–18) and confirmation; the three are encrypted before they are sent.
 * Success shows 修改成功, signs out (the service has ended every session) and goes to the root.
 */
export function ChangePasswordForm() {
  const leaveSignedOut = useLeaveSignedOut();
  const [values, setValues] = useState<PasswordFormValues>(emptyPasswordForm);
  const [submitting, setSubmitting] = useState(false);
  const current = useRef(values);
  current.current = values;
  const form = useRef<FormInstance | null>(null);
  const rules = useMemo(() => passwordRules(() => current.current), []);

  const set = (field: keyof PasswordFormValues, value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit() {
    const valid = await new Promise<boolean>((resolve) => {
      if (form.current) form.current.validate(resolve);
      else resolve(false);
    });
    if (!valid) return;
    setSubmitting(true);
    const answer = await requestPasswordChange(current.current);
    setSubmitting(false);
    if (!answer.ok) {
      if (!answer.sessionExpired) toast.error(answer.errorMsg);
      return;
    }
    toast.success(PASSWORD_CHANGED);
    leaveSignedOut('/');
  }

  return (
    <Form
      ref={(instance: FormInstance | null) => {
        form.current = instance;
      }}
      model={values}
      rules={rules}
      labelWidth="110"
      className="bm-settings-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Form.Item label="原密码" prop="oldPassword">
        <Input
          type="password"
          value={values.oldPassword}
          placeholder="请输入原密码"
          autoComplete="current-password"
          onChange={(v) => set('oldPassword', v)}
        />
      </Form.Item>
      <Form.Item label="新密码" prop="newPassword">
        <Input
          type="password"
          value={values.newPassword}
          placeholder="6–18位新密码"
          autoComplete="new-password"
          maxLength={18}
          onChange={(v) => set('newPassword', v)}
        />
      </Form.Item>
      <Form.Item label="确认新密码" prop="confirmPassword">
        <Input
          type="password"
          value={values.confirmPassword}
          placeholder="请再次输入新密码"
          autoComplete="new-password"
          maxLength={18}
          onChange={(v) => set('confirmPassword', v)}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" nativeType="submit" loading={submitting} disabled={submitting}>
          确认修改
        </Button>
      </Form.Item>
    </Form>
  );
}
