import { useRef, useState } from 'react';
import { useNavigate } from '@badminton/router';
import { useMutation } from '@badminton/api-client/react';
import { Button, Form, Input, notify } from '@badminton/ui';
import { completeSignIn, signInWithPassword } from '../api/sign-in';
import { accountRule, signInPasswordRule, type FormRef } from '../utils/form-rules';
import type { SignInRole } from './role-radio';

export const SIGN_IN_SUCCESS = '登录成功';
export const SIGN_IN_NOTICE_MS = 1000;

/**
 * Account + password sign-in (req: accounts.md#sign-in): both encrypted, 登录成功 for 1 s, the server's message on failure.
 */
export function PasswordSignInForm({ role, onForgot, returnTo = null }: { role: SignInRole; onForgot?: () => void; returnTo?: string | null }) {
  const navigate = useNavigate();
  const form = useRef<FormRef | null>(null);
  const [model, setModel] = useState({ account: '', password: '' });
  // Busy until the session is stored and the next route chosen.
  const signIn = useMutation(signInWithPassword, {
    onError: (message) => notify.error(message),
    onSuccess: async (result) => {
      notify.success(SIGN_IN_SUCCESS, SIGN_IN_NOTICE_MS);
      const destination = await completeSignIn(result.userData, returnTo);
      navigate(destination, { replace: true });
    },
  });
  const rules = { account: [accountRule()], password: [signInPasswordRule()] };

  function submit() {
    if (signIn.pending) return;
    form.current?.validate((valid) => {
      if (valid) void signIn.run({ usertype: role, loginName: model.account.trim(), password: model.password });
    });
  }

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
      <Form.Item label="账号" prop="account">
        <Input
          value={model.account}
          placeholder="请输入手机号（批量注册的运动员请输入身份证号）"
          autoComplete="username"
          aria-label="账号"
          onChange={(account) => setModel((m) => ({ ...m, account }))}
        />
      </Form.Item>
      <Form.Item label="密码" prop="password">
        <Input
          type="password"
          value={model.password}
          placeholder="请输入密码"
          autoComplete="current-password"
          aria-label="密码"
          onChange={(password) => setModel((m) => ({ ...m, password }))}
        />
      </Form.Item>
      {onForgot ? (
        <div className="auth-row-end">
          <button type="button" className="auth-link" onClick={onForgot}>
            忘记密码？
          </button>
        </div>
      ) : null}
      <Button className="auth-submit" type="primary" nativeType="submit" loading={signIn.pending}>
        登录
      </Button>
    </Form>
  );
}
