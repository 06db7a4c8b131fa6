import { useEffect, useState } from 'react';
import { Link, useLocation } from '@badminton/router';
import { isNavActive, NAV_ITEMS } from '../routes/route-table';

/** Top navigation: eight entries; below 768 px it collapses into a toggle menu (CSS decides the breakpoint). */
export function SiteNav() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);
  return (
    <nav className="shell-nav" aria-label="主导航">
      <div className="shell-container shell-nav__inner">
        <button
          type="button"
          className="shell-nav__toggle"
          aria-expanded={open}
          aria-controls="shell-nav-list"
          onClick={() => setOpen((v) => !v)}
        >
          <span className="shell-nav__toggle-bars" aria-hidden="true" />
          <span>导航菜单</span>
        </button>
        <ul id="shell-nav-list" className={open ? 'shell-nav__list is-open' : 'shell-nav__list'}>
          {NAV_ITEMS.map((item) => {
            const active = isNavActive(item, pathname);
            return (
              <li key={item.to}>
                <Link to={item.to} className={active ? 'shell-nav__item is-active' : 'shell-nav__item'} aria-current={active ? 'page' : undefined}>
                  {item.title}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
