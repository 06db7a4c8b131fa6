import { useId, type ReactNode } from 'react';
import './page-section.css';

export interface PageSectionProps {
  title: ReactNode;
  /** Right side of the title bar: a "more" link, a back button, a count… */
  extra?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A titled content card for list and detail pages: title bar with a green left accent. */
export function PageSection({ title, extra, children, className }: PageSectionProps) {
  const titleId = useId();
  return (
    <section className={className ? `bm-page-section ${className}` : 'bm-page-section'} aria-labelledby={titleId}>
      <header className="bm-page-section__header">
        <h2 id={titleId} className="bm-page-section__title">
          {title}
        </h2>
        {extra !== undefined && extra !== null && <div className="bm-page-section__extra">{extra}</div>}
      </header>
      <div className="bm-page-section__body">{children}</div>
    </section>
  );
}
