import type { ReactNode } from 'react';
import { Link, useLocation } from '@badminton/router';
import { activeEnquiryMenu, ENQUIRY_MENU, ENQUIRY_TITLE } from '../utils/enquiry-menu';
import '../enquiry.css';

/** The 公开查询 frame: a side menu with its one entry (运动员资格证书查询) beside the page; a tab row below 768 px. */
export function EnquiryLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const active = activeEnquiryMenu(pathname);
  return (
    <div className="portal-container enquiry-frame">
      <aside className="enquiry-menu" aria-labelledby="enquiry-menu-title">
        <h2 id="enquiry-menu-title" className="enquiry-menu__title">
          {ENQUIRY_TITLE}
        </h2>
        <nav aria-label={ENQUIRY_TITLE}>
          <ul className="enquiry-menu__list">
            {ENQUIRY_MENU.map((entry) => (
              <li key={entry.key}>
                <Link
                  to={entry.to}
                  className={entry.key === active ? 'enquiry-menu__link is-active' : 'enquiry-menu__link'}
                  aria-current={entry.key === active ? 'page' : undefined}
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="enquiry-main">{children}</div>
    </div>
  );
}
