import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { sessionStore } from '@badminton/session';
import { Button, Form, Input, SmsCodeButton, toast } from '@badminton/ui';
import { bindMobile } from '../api/bind-mobile';
import { sendSmsCode } from '../api/sms';
import { mobileMessage, mobileRule, smsCodeRule, type FormRef } from '../utils/form-rules';
import { clearPendingBind, readPendingBind } from '../utils/pending-bind';
import { AuthCard } from './auth-card';

export const BIND_SUCCESS = '手机号绑定成功，请重新登录';
export const BIND_NEEDS_SIGN_IN = '请先使用账号和密码登录，再绑定手机号';

/** /bindMobile (spec 000 §2, §8): an unverified account binds a mobile (code checked), then signs in again. */
export default function BindMobilePage() {
  const navigate = useNavigate();
  const [pending] = useState(readPendingBind);
  const form = useRef<FormRef | null>(null);
  const [model, setModel] = useState({ mobile: '', code: '' });
  const [busy, setBusy] = useState(false);

  async function bind() {
    if (!pending) return;
    setBusy(true);
    const outcome = await bindMobile({ mobile: model.mobile.trim(), code: model.code.trim(), ...pending });
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) toast.warning(outcome.errorMsg);
      return;
    }
    clearPendingBind();
    sessionStore.getState().signOut();
    toast.success(BIND_SUCCESS);
    navigate('/signin', { replace: true });
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
          rules={{ mobile: [mobileRule()], code: [smsCodeRule()] }}
          labelPosition="top"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) form.current?.validate((valid) => valid && void bind());
          }}
        >
          <Form.Item label="手机号" prop="mobile">
            <Input
              value={model.mobile}
              maxLength={11}
              placeholder="请输入手机号"
              aria-label="手机号"
              onChange={(mobile) => setModel((m) => ({ ...m, mobile }))}
            />
          </Form.Item>
          <Form.Item label="验证码" prop="code">
            <div className="auth-code-row">
              <Input
                value={model.code}
                maxLength={4}
                placeholder="请输入验证码"
                aria-label="验证码"
                onChange={(code) => setModel((m) => ({ ...m, code }))}
              />
              <SmsCodeButton mobile={model.mobile} validateMobile={mobileMessage} send={sendSmsCode} />
            </div>
          </Form.Item>
          <Button className="auth-submit" type="primary" nativeType="submit" loading={busy}>
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
