import { useRef, useState } from 'react';
import { Link, useNavigate } from '@badminton/router';
import { useMutation } from '@badminton/api-client/react';
import { sessionStore } from '@badminton/session';
import { Button, Form, toast } from '@badminton/ui';
import { bindMobile } from '../api/bind-mobile';
import { mobileCodeRules, type FormRef } from '../utils/form-rules';
import { clearPendingBind, readPendingBind } from '../utils/pending-bind';
import { AuthCard } from './auth-card';
import { MobileCodeFields } from './mobile-code-fields';

export const BIND_SUCCESS = '手机号绑定成功，请重新登录';
export const BIND_NEEDS_SIGN_IN = '请先使用账号和密码登录，再绑定手机号';

/**
 * /bindMobile (req: accounts.md#bind-mobile): an unverified account binds a mobile (code checked), then signs in again.
 */
export default function BindMobilePage() {
  const navigate = useNavigate();
  const [pending] = useState(readPendingBind);
  const form = useRef<FormRef | null>(null);
  const [model, setModel] = useState({ mobile: '', code: '' });
  const binding = useMutation(bindMobile, {
    onError: (message) => toast.warning(message),
    onSuccess: () => {
      clearPendingBind();
      sessionStore.getState().signOut();
      toast.success(BIND_SUCCESS);
      navigate('/signin', { replace: true });
    },
  });

  function bind() {
    if (!pending) return;
    void binding.run({ mobile: model.mobile.trim(), code: model.code.trim(), ...pending });
  }

  return (
    <AuthCard
      title="绑定手机号"
      subtitle="为保障账号安全，请先绑定手机号"
      footer={
        <span>
          <Link to="/signin">返回登录</Link>
        </span>
      }
    >
      {pending ? (
        <Form
          ref={form}
          className="auth-form"
          model={model}
          rules={mobileCodeRules()}
          labelPosition="top"
          onSubmit={(event) => {
            event.preventDefault();
            if (!binding.pending) form.current?.validate((valid) => valid && bind());
          }}
        >
          <MobileCodeFields
            mobile={model.mobile}
            code={model.code}
            onMobile={(mobile) => setModel((m) => ({ ...m, mobile }))}
            onCode={(code) => setModel((m) => ({ ...m, code }))}
          />
          <Button className="auth-submit" type="primary" nativeType="submit" loading={binding.pending}>
            确认绑定
          </Button>
        </Form>
      ) : (
        <>
          <p className="auth-notice" role="alert">
            {BIND_NEEDS_SIGN_IN}
          </p>
          <Button className="auth-submit" type="primary" onClick={() => navigate('/signin')}>
            去登录
          </Button>
        </>
      )}
    </AuthCard>
  );
}
