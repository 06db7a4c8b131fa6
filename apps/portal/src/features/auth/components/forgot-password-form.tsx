import { useRef, useState } from 'react';
import { Button, Form, Input, SmsCodeButton, toast } from '@badminton/ui';
import { resetPassword } from '../api/password-reset';
import { sendSmsCode } from '../api/sms';
import { confirmationRule, mobileMessage, mobileRule, newPasswordRule, smsCodeRule, type FormRef } from '../utils/form-rules';
import type { AccountRole } from './role-radio';

export const RESET_SUCCESS = '密码重置成功，请使用新密码登录';

/** Forgot-password mode of /signin: usertype, mobile, code, pwd, confirmpwd → CommonApi/ForgetPassword. */
export function ForgotPasswordForm({ role, onDone, onCancel }: { role: AccountRole; onDone: () => void; onCancel: () => void }) {
  const form = useRef<FormRef | null>(null);
  const [model, setModel] = useState({ mobile: '', code: '', pwd: '', confirmpwd: '' });
  const [busy, setBusy] = useState(false);
  const rules = {
    mobile: [mobileRule()],
    code: [smsCodeRule()],
    pwd: [newPasswordRule()],
    confirmpwd: [confirmationRule(() => model.pwd)],
  };

  async function reset() {
    setBusy(true);
    const outcome = await resetPassword({
      usertype: role,
      mobile: model.mobile.trim(),
      code: model.code.trim(),
      pwd: model.pwd,
      confirmpwd: model.confirmpwd,
    });
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) toast.warning(outcome.errorMsg);
      return;
    }
    toast.success(RESET_SUCCESS);
    onDone();
  }

  function submit() {
    if (busy) return;
    form.current?.validate((valid) => {
      if (valid) void reset();
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
      <Form.Item label="手机号" prop="mobile">
        <Input value={model.mobile} maxLength={11} placeholder="请输入注册时的手机号" aria-label="手机号" onChange={set('mobile')} />
      </Form.Item>
      <Form.Item label="验证码" prop="code">
        <div className="auth-code-row">
          <Input value={model.code} maxLength={4} placeholder="请输入验证码" aria-label="验证码" onChange={set('code')} />
          <SmsCodeButton mobile={model.mobile} validateMobile={mobileMessage} send={sendSmsCode} />
        </div>
      </Form.Item>
      <Form.Item label="新密码" prop="pwd">
        <Input
          type="password"
          value={model.pwd}
          maxLength={18}
          placeholder="6-18位密码"
          autoComplete="new-password"
          aria-label="新密码"
          onChange={set('pwd')}
        />
      </Form.Item>
      <Form.Item label="确认密码" prop="confirmpwd">
        <Input
          type="password"
          value={model.confirmpwd}
          maxLength={18}
          placeholder="请再次输入密码"
          autoComplete="new-password"
          aria-label="确认密码"
          onChange={set('confirmpwd')}
        />
      </Form.Item>
      <div className="auth-actions">
        <Button nativeType="button" onClick={onCancel}>
          返回登录
        </Button>
        <Button type="primary" nativeType="submit" loading={busy}>
          重置密码
        </Button>
      </div>
    </Form>
  );
}
