import { useState } from 'react';
import { Link, readSignInQuery, useSearchParams } from '@badminton/router';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { PasswordSignInForm } from './password-sign-in-form';
import { ACCOUNT_ROLE_CODES, RoleRadio, STAFF_ROLE_CODES, type AccountRole, type SignInRole } from './role-radio';

/**
 * The service's WeChat sign-in start (req: accounts.md#wechat-sign-in): it sends the browser to WeChat's QR-code page
 * (open platform) or to the sandbox page `/dev/wechat-login`; either comes back to /wxsignin.
 */
export const WECHAT_SIGN_IN_URL = '/api/wechat/sign-in';

function WeChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <ellipse cx="9.5" cy="10" rx="7.5" ry="6" fill="#2aae67" />
      <ellipse cx="15.5" cy="14.5" rx="6.5" ry="5.2" fill="#1b8f4f" />
      <circle cx="7" cy="9" r="1" fill="#fff" />
      <circle cx="12" cy="9" r="1" fill="#fff" />
      <circle cx="13.5" cy="14" r=".85" fill="#fff" />
      <circle cx="17.5" cy="14" r=".85" fill="#fff" />
    </svg>
  );
}

const isAccountRole = (role: SignInRole): role is AccountRole => (ACCOUNT_ROLE_CODES as readonly number[]).includes(role);

/**
 * /signin: role, account and password, with the forgot-password mode on the same screen (req: accounts.md#sign-in,
 * accounts.md#forgot-password). `?role=4|5` (the 协会工作人员登录 link, or the guard of a back-office address) offers the
 * association roles instead (decision 0066): their accounts are made by the association, so there is no registration,
 * WeChat sign-in or self-service reset (the national administrator starts a reset in the back office).
 */
export default function SignInPage() {
  // `?redirect=…&role=…` from the navigation guard (issue 28.4): the address to return to, the role it needs.
  const [params] = useSearchParams();
  const { returnTo, role: askedRole } = readSignInQuery(params, [...ACCOUNT_ROLE_CODES, ...STAFF_ROLE_CODES]);
  const [role, setRole] = useState<SignInRole>((askedRole as SignInRole | null) ?? 1);
  const [mode, setMode] = useState<'signIn' | 'forgot'>('signIn');
  const forgot = mode === 'forgot';
  if (!isAccountRole(role)) {
    return (
      <AuthCard
        title="协会工作人员登录"
        subtitle="省协会审核员、中羽协管理员登录协会后台"
        footer={
          <span>
            运动员、考评员、测试机构请<Link to="/signin">返回用户登录</Link>
          </span>
        }
      >
        <RoleRadio value={role} onChange={setRole} codes={STAFF_ROLE_CODES as readonly SignInRole[]} />
        <PasswordSignInForm role={role} returnTo={returnTo} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={forgot ? '找回密码' : '用户登录'}
      subtitle={forgot ? '通过注册手机号的短信验证码设置新密码' : '请选择账号类型后登录'}
      footer={
        <>
          <span>
            还没有账号？<Link to="/register">立即注册</Link>
          </span>
          <span>
            <Link to="/signin?role=4" onClick={() => setRole(4)}>
              协会工作人员登录
            </Link>
          </span>
        </>
      }
    >
      <RoleRadio value={role} onChange={setRole} />
      {forgot ? (
        <ForgotPasswordForm role={role} onDone={() => setMode('signIn')} onCancel={() => setMode('signIn')} />
      ) : (
        <>
          {returnTo ? (
            <p className="auth-return" role="note">
              登录后将返回您要访问的页面
            </p>
          ) : null}
          <PasswordSignInForm role={role} onForgot={() => setMode('forgot')} returnTo={returnTo} />
          <div className="auth-divider">其他登录方式</div>
          <a className="auth-wechat" href={WECHAT_SIGN_IN_URL}>
            <WeChatIcon />
            微信登录
          </a>
        </>
      )}
    </AuthCard>
  );
}
