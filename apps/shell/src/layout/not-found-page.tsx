import { Link } from '@badminton/router';

/** A path no route claims. (A path a remote owns but has no screen for yet shows that remote's own not-found page.) */
export function NotFoundPage() {
  return (
    <section className="shell-container shell-not-found">
      <p className="shell-not-found__code">404</p>
      <p>您访问的页面不存在</p>
      <Link to="/index" className="shell-button">
        返回首页
      </Link>
    </section>
  );
}
