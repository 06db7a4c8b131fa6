import { SITE_TITLE, SITE_WELCOME } from '@badminton/contracts';
import type { RouteFrame, RouteManifest } from '@badminton/contracts/routes';
import { INSTITUTION_ROUTES } from '@badminton/institution/routes';
import { MEMBER_ROUTES } from '@badminton/member/routes';
import { PORTAL_ROUTES } from '@badminton/portal/routes';
import { FIRST_SCREEN_MARKER } from './first-paint';

/**
 * First-paint frames of routes other than the home page (issue 12, docs/decisions/0036-route-first-paint-frames.md).
 * A route whose manifest entry carries a `frame` gets it written into the HTML's `#bm-first-paint`, so the page's
 * largest element paints from the HTML instead of after every script, the federation init and React's first render.
 * The texts come from the manifest entry, which the screen renders from too; the markup and CSS (apps/shell/index.html)
 * follow the screen's own geometry. The frame names its route in `data-route`: the shell holds it until that screen
 * fires FIRST_SCREEN_EVENT (apps/shell/src/app/first-paint.ts). Nothing here names a route.
 */

/** The opening tag of the frame in the shell's index.html; a route frame adds its route and kind to it. */
export const FRAME_OPEN = '<div id="bm-first-paint" aria-hidden="true">';

const MANIFESTS: readonly RouteManifest[] = [PORTAL_ROUTES, MEMBER_ROUTES, INSTITUTION_ROUTES];

/** The frame of `pathname`, when exactly one remote serves it and its entry has one (a path served by role has none). */
export function routeFrame(pathname: string): RouteFrame | null {
  const entries = MANIFESTS.flatMap((manifest) => (Object.hasOwn(manifest, pathname) ? [manifest[pathname]] : []));
  return entries.length === 1 ? (entries[0].frame ?? null) : null;
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The frame's body: the bare account card (apps/portal's AuthCard) with its brand, heading and lead. */
function frameBody(frame: RouteFrame): string {
  const lead = frame.lead ? `<p class="bmfp-auth-lead">${escapeText(frame.lead)}</p>` : '';
  return (
    `<div class="bmfp-auth"><div class="bmfp-auth-shell${frame.wide ? ' is-wide' : ''}">` +
    `<div class="bmfp-auth-brand"><span class="bmfp-auth-mark"></span><span class="bmfp-auth-text"><strong>${escapeText(SITE_TITLE)}</strong>` +
    `<small>${escapeText(SITE_WELCOME)}</small></span></div>` +
    `<div class="bmfp-auth-card"><p class="bmfp-auth-title">${escapeText(frame.heading)}</p>${lead}</div>` +
    '</div></div>'
  );
}

/** The shell's index.html with the frame of `pathname` in `#bm-first-paint`, or unchanged when the route has none. */
export function withRouteFrame(indexHtml: string, pathname: string): string {
  const frame = routeFrame(pathname);
  if (!frame || !indexHtml.includes(FRAME_OPEN)) return indexHtml;
  const open = FRAME_OPEN.replace('>', ` data-route="${escapeText(pathname)}" class="bmfp-route-${frame.kind}">`);
  return indexHtml.replace(FRAME_OPEN, open).replace(FIRST_SCREEN_MARKER, frameBody(frame));
}
