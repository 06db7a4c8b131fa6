import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from '@badminton/router';
import { displayName, roleLabel, useSession } from '@badminton/session';
import { resolveFileUrl } from '@badminton/ui';
import { activeMenuKey, COMPLETE_INFORMATION_PATH, type PersonalMenus } from '../menu/personal-menu';
import './personal-layout.css';

export interface PersonalLayoutProps {
  /** The side menus of the mounting remote, per role (`personalMenus(routes)` of its route manifest). */
  menus: PersonalMenus;
  children?: ReactNode;
  /** Runtime file host that replaces the `/wwwroot` prefix of the avatar path. */
  fileHost?: string;
  /** The menu's accessible name (the back office names its own). */
  menuLabel?: string;
  /** Warn 请完善您的个人信息 while no profile is stored (false for roles without a profile: 4 and 5). */
  askForProfile?: boolean;
}

export const MISSING_PROFILE_WARNING = '请完善您的个人信息';

function avatarPath(info: Record<string, unknown> | null, role: number | null): string {
  if (!info) return '';
  const value = role === 3 ? info.view1 : info.photo_path;
  return typeof value === 'string' ? value : '';
}

/**
 * The personal-centre frame (req: routes.md#personal-centre-menus): the user card with name and role, the side menu of
 * the role (from the menus the remote passes) with the current entry lit, the 请完善您的个人信息 warning while no profile is
 * stored, and the screen. Below 768 px the menu becomes a horizontal strip that scrolls sideways.
 */
export function PersonalLayout({ menus, children, fileHost = '/wwwroot', menuLabel = '个人中心菜单', askForProfile = true }: PersonalLayoutProps) {
  const { pathname } = useLocation();
  const role = useSession((s) => s.role);
  const personalInfo = useSession((s) => s.personalInfo);
  const name = useSession(displayName);
  const label = useSession(roleLabel);
  const entries = (role && menus[role]) || [];
  const active = activeMenuKey(entries, pathname);
  const avatar = resolveFileUrl(avatarPath(personalInfo, role), fileHost);
  const menuList = useRef<HTMLUListElement>(null);

  // In the narrow (horizontal, scrolling) menu, bring the current entry into view.
  useEffect(() => {
    const list = menuList.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [active]);

  return (
    <div className="bm-personal">
      <aside className="bm-personal__aside">
        <div className="bm-personal__user">
          {avatar ? (
            <img className="bm-personal__avatar" src={avatar} alt="" />
          ) : (
            <span className="bm-personal__avatar bm-personal__avatar--empty" aria-hidden="true">
              {(name || label).slice(0, 1)}
            </span>
          )}
          <div className="bm-personal__identity">
            <strong className="bm-personal__name">{name || '未填写姓名'}</strong>
            <span className="bm-personal__role">{label}</span>
          </div>
        </div>
        {personalInfo || !askForProfile ? null : (
          <div className="bm-personal__warning" role="status">
            <Link to={COMPLETE_INFORMATION_PATH}>
              <span className="bm-personal__warning-icon" aria-hidden="true">!</span>
              {MISSING_PROFILE_WARNING}
            </Link>
          </div>
        )}
        <nav className="bm-personal__menu" aria-label={menuLabel}>
          <ul ref={menuList}>
            {entries.map((entry) => {
              const isActive = entry.key === active;
              return (
                <li key={entry.key}>
                  <Link
                    to={entry.path}
                    className={isActive ? 'bm-personal__link is-active' : 'bm-personal__link'}
                    aria-current={isActive ? 'page' : undefined}
                  >
                    {entry.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      <div className="bm-personal__content">{children}</div>
    </div>
  );
}
