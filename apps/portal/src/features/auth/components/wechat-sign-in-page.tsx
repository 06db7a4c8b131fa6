import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '@badminton/router';
import { useMutation } from '@badminton/api-client/react';
import { notify } from '@badminton/ui';
import { completeSignIn, signInWithWeChat } from '../api/sign-in';
import { weChatKeyFromToken } from '../utils/wechat-key';
import { AuthCard } from './auth-card';
import { SIGN_IN_NOTICE_MS, SIGN_IN_SUCCESS } from './password-sign-in-form';

/** The WeChat redirect without a usable token (the service's own message for a spent key). */
export const WECHAT_KEY_MISSING = '微信登录已失效，请重新扫码';

/**
 * /wxsignin (req: accounts.md#wechat-sign-in): shows 正在跳转…, signs in with the middle section of the `token` query; on
 * success the usual sign-in routing, on failure the message and /register.
 */
export default function WeChatSignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const started = useRef(false);
  const signIn = useMutation(signInWithWeChat, {
    onError: (message) => notify.error(message),
    onSuccess: async (result) => {
      notify.success(SIGN_IN_SUCCESS, SIGN_IN_NOTICE_MS);
      navigate(await completeSignIn(result.userData), { replace: true });
    },
  });
  const { run } = signIn;

  useEffect(() => {
    // The key is single-use: never send it twice (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    const key = weChatKeyFromToken(token);
    void (async () => {
      if (!key) {
        notify.error(WECHAT_KEY_MISSING);
        navigate('/register', { replace: true });
        return;
      }
      const outcome = await run({ key });
      if (!outcome.ok) navigate('/register', { replace: true });
    })();
  }, [token, navigate, run]);

  return (
    <AuthCard title="微信登录">
      <div className="auth-jumping" role="status">
        <span className="auth-jumping__spinner" aria-hidden="true" />
        <span>正在跳转…</span>
      </div>
    </AuthCard>
  );
}
