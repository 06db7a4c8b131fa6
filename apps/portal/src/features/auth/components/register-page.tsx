import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@badminton/router';
import { ALREADY_PENDING, useMutation } from '@badminton/api-client/react';
import { Button, Form, Steps, toast } from '@badminton/ui';
import { finishRegistration, verifyRegistration } from '../api/register';
import { mobileCodeRules, newPasswordRules, type FormRef } from '../utils/form-rules';
import {
  nextRegisterStep,
  previousRegisterStep,
  REGISTER_STEPS,
  REGISTER_SUCCESS_REDIRECT_MS,
  type RegisterStep,
} from '../utils/register-steps';
import { AuthCard } from './auth-card';
import { MobileCodeFields } from './mobile-code-fields';
import { NewPasswordFields } from './new-password-fields';
import { RoleRadio, type AccountRole } from './role-radio';

function VerifyPhoneStep({
  mobile,
  code,
  onMobile,
  onCode,
  onVerified,
  role,
}: {
  mobile: string;
  code: string;
  onMobile: (v: string) => void;
  onCode: (v: string) => void;
  onVerified: () => void;
  role: AccountRole;
}) {
  const form = useRef<FormRef | null>(null);
  const verify = useMutation(verifyRegistration, { onError: (message) => toast.warning(message), onSuccess: onVerified });

  return (
    <Form
      ref={form}
      className="auth-form"
      model={{ mobile, code }}
      rules={mobileCodeRules()}
      labelPosition="top"
      onSubmit={(event) => {
        event.preventDefault();
        if (!verify.pending) {
          form.current?.validate((valid) => valid && void verify.run({ mobile: mobile.trim(), userType: role, code: code.trim() }));
        }
      }}
    >
      <MobileCodeFields mobile={mobile} code={code} onMobile={onMobile} onCode={onCode} />
      <Button className="auth-submit" type="primary" nativeType="submit" loading={verify.pending}>
        下一步
      </Button>
    </Form>
  );
}

function SetPasswordStep({
  mobile,
  role,
  onDone,
  onFailed,
}: {
  mobile: string;
  role: AccountRole;
  onDone: () => void;
  onFailed: () => void;
}) {
  const form = useRef<FormRef | null>(null);
  const [model, setModel] = useState({ pwd: '', confirmpwd: '' });
  const finish = useMutation(finishRegistration, { onError: (message) => toast.warning(message), onSuccess: onDone });

  async function submit() {
    const outcome = await finish.run({ mobile: mobile.trim(), userType: role, ...model });
    // Any failure (shown here or by the shell) goes back to the code step.
    if (!outcome.ok && outcome !== ALREADY_PENDING) onFailed();
  }

  return (
    <Form
      ref={form}
      className="auth-form"
      model={model}
      rules={newPasswordRules(() => model.pwd)}
      labelPosition="top"
      onSubmit={(event) => {
        event.preventDefault();
        if (!finish.pending) form.current?.validate((valid) => valid && void submit());
      }}
    >
      <NewPasswordFields
        label="设置密码"
        placeholder="6-18位，建议包含数字、大小写字母和符号"
        withStrength
        pwd={model.pwd}
        confirmpwd={model.confirmpwd}
        onPwd={(pwd) => setModel((m) => ({ ...m, pwd }))}
        onConfirm={(confirmpwd) => setModel((m) => ({ ...m, confirmpwd }))}
      />
      <Button className="auth-submit" type="primary" nativeType="submit" loading={finish.pending}>
        完成注册
      </Button>
    </Form>
  );
}

function SuccessStep() {
  return (
    <div className="auth-success" role="status">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="#e8f6ee" stroke="#1a8f5c" strokeWidth="3" />
        <path d="M19 33 L28 42 L46 23" fill="none" stroke="#1a8f5c" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <strong>注册成功</strong>
      <p>即将跳转到登录页面…</p>
    </div>
  );
}

/**
 * /register (req: accounts.md#registration): role, then verify phone → set password → success (back to /signin after
 * 1 s).
 */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [role, setRole] = useState<AccountRole>(1);
  const [step, setStep] = useState<RegisterStep>(0);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');

  useEffect(() => {
    if (step !== 2) return undefined;
    const timer = setTimeout(() => {
      setStep((s) => nextRegisterStep(s));
      navigate('/signin');
    }, REGISTER_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  function changeRole(next: AccountRole) {
    setRole(next);
    setStep(0);
  }

  return (
    <AuthCard
      title="用户注册"
      subtitle="选择账号类型，验证手机号后设置登录密码"
      wide
      footer={
        <span>
          已有账号？<Link to="/signin">立即登录</Link>
        </span>
      }
    >
      <RoleRadio value={role} onChange={changeRole} />
      <div className="auth-steps">
        <Steps active={step} finishStatus="success" processStatus="process">
          {REGISTER_STEPS.map((title) => (
            <Steps.Step key={title} title={title} />
          ))}
        </Steps>
      </div>
      {step === 0 ? (
        <VerifyPhoneStep
          role={role}
          mobile={mobile}
          code={code}
          onMobile={setMobile}
          onCode={setCode}
          onVerified={() => setStep((s) => nextRegisterStep(s))}
        />
      ) : step === 1 ? (
        <SetPasswordStep
          role={role}
          mobile={mobile}
          onDone={() => setStep((s) => nextRegisterStep(s))}
          onFailed={() => setStep((s) => previousRegisterStep(s))}
        />
      ) : (
        <SuccessStep />
      )}
    </AuthCard>
  );
}
