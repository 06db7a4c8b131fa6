import { useRef, useState } from 'react';
import { useMutation } from '@badminton/api-client/react';
import { Button, Form, toast } from '@badminton/ui';
import { resetPassword } from '../api/password-reset';
import { mobileCodeRules, newPasswordRules, type FormRef } from '../utils/form-rules';
import { MobileCodeFields } from './mobile-code-fields';
import { NewPasswordFields } from './new-password-fields';
import type { AccountRole } from './role-radio';

export const RESET_SUCCESS = '密码重置成功，请使用新密码登录';

/** Forgot-password mode of /signin: usertype, mobile, code, pwd, confirmpwd → CommonApi/ForgetPassword. */
export function ForgotPasswordForm({ role, onDone, onCancel }: { role: AccountRole; onDone: () => void; onCancel: () => void }) {
  const form = useRef<FormRef | null>(null);
  const [model, setModel] = useState({ mobile: '', code: '', pwd: '', confirmpwd: '' });
  const reset = useMutation(resetPassword, {
    onError: (message) => toast.warning(message),
    onSuccess: () => {
      toast.success(RESET_SUCCESS);
      onDone();
    },
  });
  const rules = { ...mobileCodeRules(), ...newPasswordRules(() => model.pwd) };

  function submit() {
    if (reset.pending) return;
    form.current?.validate((valid) => {
      if (valid) {
        void reset.run({
          usertype: role,
          mobile: model.mobile.trim(),
          code: model.code.trim(),
          pwd: model.pwd,
          confirmpwd: model.confirmpwd,
        });
      }
    });
  }

  const set = (field: keyof typeof model) => (value: string) => setModel((m) => ({ ...m, [field]: value }));

  return (
    <Form
      ref={form}
      className="auth-form"
      model={model}
      rules={rules}
      labelPosition="top"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <MobileCodeFields
        mobile={model.mobile}
        code={model.code}
        onMobile={set('mobile')}
        onCode={set('code')}
        mobilePlaceholder="请输入注册时的手机号"
      />
      <NewPasswordFields
        label="新密码"
        placeholder="6-18位密码"
        pwd={model.pwd}
        confirmpwd={model.confirmpwd}
        onPwd={set('pwd')}
        onConfirm={set('confirmpwd')}
      />
      <div className="auth-actions">
        <Button nativeType="button" onClick={onCancel}>
          返回登录
        </Button>
        <Button type="primary" nativeType="submit" loading={reset.pending}>
          重置密码
        </Button>
      </div>
    </Form>
  );
}
