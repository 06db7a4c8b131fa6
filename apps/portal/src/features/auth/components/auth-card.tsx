import type { ReactNode } from 'react';
import { SITE_TITLE, SITE_WELCOME } from '@badminton/contracts';
import { Link } from '@badminton/router';
import { BrandMark } from '@badminton/ui/lite';
import '../auth.css';

export { SITE_TITLE };

/**
 * The frame of the bare account screens (/signin, /register, /bindMobile, /wxsignin): a centred card with the
 * site title, the page title and a way home.
 */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="auth-page">
      <div className={wide ? 'auth-shell is-wide' : 'auth-shell'}>
        <Link to="/index" className="auth-brand">
          <BrandMark size={44} className="auth-brand__mark" />
          <span className="auth-brand__text">
            <strong>{SITE_TITLE}</strong>
            <small>{SITE_WELCOME}</small>
          </span>
        </Link>
        <main className="auth-card">
          <h1 className="auth-card__title">{title}</h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
          {children}
          {footer ? <div className="auth-card__footer">{footer}</div> : null}
        </main>
        <p className="auth-home">
          <Link to="/index">返回首页</Link>
        </p>
      </div>
    </div>
  );
}
