import { useEffect } from 'react';
import { Outlet, useLocation } from '@badminton/router';
import { useScrollMemory } from '../app/scroll-memory';
import { useRouteTable } from '../routes/route-table';
import { Breadcrumbs } from './breadcrumbs';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteNav } from './site-nav';

const SITE_TITLE = '羽毛球运动水平等级评定';

/**
 * The common layout route, `/login` in the spec (req: routes.md#layout-and-bare-routes): header, navigation,
 * breadcrumbs, page, footer.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  useScrollMemory();
  const meta = useRouteTable().find(pathname);
  useEffect(() => {
    document.title = meta ? `${meta.title} - ${SITE_TITLE}` : SITE_TITLE;
  }, [meta]);
  return (
    <div className={meta?.lightFlag ? 'shell-page is-light' : 'shell-page'}>
      <SiteHeader />
      <SiteNav />
      <main className="shell-main">
        {meta?.crumbsFlag ? <Breadcrumbs pathname={pathname} /> : null}
        <Outlet />
      </main>
      {meta?.bottomFlag === false ? null : <SiteFooter />}
    </div>
  );
}

/** Screens outside the layout (sign-in, register, bind mobile, messaging-app sign-in). */
export function BareLayout() {
  const { pathname } = useLocation();
  useScrollMemory();
  const meta = useRouteTable().find(pathname);
  useEffect(() => {
    document.title = meta ? `${meta.title} - ${SITE_TITLE}` : SITE_TITLE;
  }, [meta]);
  return <Outlet />;
}
