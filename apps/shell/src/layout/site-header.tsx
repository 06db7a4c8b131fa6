import { Link } from '@badminton/router';
import { BrandMark } from '@badminton/ui/brand-mark';
import { displayName, isSignedIn, roleLabel, useSession } from '@badminton/session';
import { requestSignOut } from '../app/sign-out';

/**
 * Header (req: public-portal.md#header): welcome title; 登录/注册 when signed out; role, name, messages and 退出 when signed
 * in.
 */
export function SiteHeader() {
  const signedIn = useSession(isSignedIn);
  const role = useSession(roleLabel);
  const name = useSession(displayName);
  const unread = useSession((s) => s.unreadCount);
  return (
    <header className="shell-header">
      <div className="shell-container shell-header__inner">
        <Link to="/index" className="shell-brand">
          <BrandMark className="shell-brand__mark" />
          <span className="shell-brand__text">
            <strong>羽毛球运动水平等级评定</strong>
            <small>欢迎访问羽毛球运动水平等级评定服务平台</small>
          </span>
        </Link>
        <div className={signedIn ? 'shell-header__account is-signed-in' : 'shell-header__account'}>
          {signedIn ? (
            <>
              <span className="shell-header__user" title={`${role}：${name}`}>
                <span className="shell-header__role">{role}：</span>
                <span className="shell-header__name">{name}</span>
              </span>
              <Link to="/message" className="shell-header__link">
                消息{unread > 0 ? <em className="shell-badge">{unread > 99 ? '99+' : unread}</em> : null}
              </Link>
              <button type="button" className="shell-header__link shell-linklike" onClick={() => void requestSignOut()}>
                退出
              </button>
            </>
          ) : (
            <>
              <Link to="/signin" className="shell-header__link">
                登录
              </Link>
              <span className="shell-header__sep" aria-hidden="true">|</span>
              <Link to="/register" className="shell-header__link">
                注册
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
