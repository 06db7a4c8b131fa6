import './not-found-state.css';

export interface NotFoundStateProps {
  /** Where the 返回首页 link goes. */
  homeHref?: string;
  className?: string;
}

/** The not-found page a remote shows for a path it has no screen for. */
export function NotFoundState({ homeHref = '/index', className }: NotFoundStateProps) {
  return (
    <section className={['bm-not-found', className].filter(Boolean).join(' ')} aria-labelledby="bm-not-found-title">
      <p className="bm-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="bm-not-found-title" className="bm-not-found__title">
        页面未找到
      </h1>
      <p className="bm-not-found__text">您访问的页面不存在或尚未开放。</p>
      <a className="bm-not-found__home" href={homeHref}>
        返回首页
      </a>
    </section>
  );
}
