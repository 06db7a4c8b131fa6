import { Link } from '@badminton/router';
import { useRouteTable } from '../routes/route-table';

export function Breadcrumbs({ pathname }: { pathname: string }) {
  const trail = useRouteTable().breadcrumbTrail(pathname);
  return (
    <nav className="shell-crumbs shell-container" aria-label="面包屑">
      <span className="shell-crumbs__label">当前位置：</span>
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.title}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.title}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
