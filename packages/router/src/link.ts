import { createElement, forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/**
 * A client-side link: a real `<a href>` (open in a new tab, copy, read by crawlers) whose plain left click navigates
 * in the app. react-router's own `Link` also carries its framework-mode prefetching and route-manifest code (~2 KB
 * gzip on every route, unused by a `<BrowserRouter>` app); this is the part the portal uses, on react-router's own
 * hooks, so the click rules (modifier keys, `target`, same-page) are still react-router's.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, target, onClick, ...rest }, ref) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return createElement('a', { ...rest, ref, href, target, onClick: handleClick });
});
