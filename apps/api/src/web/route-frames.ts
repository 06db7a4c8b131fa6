import { SITE_TITLE, SITE_WELCOME } from '@badminton/contracts';
import {
  breadcrumbTrail,
  type AuthFrame,
  type RouteDefinition,
  type RouteFrame,
  type RouteManifest,
} from '@badminton/contracts/routes';
import { INSTITUTION_ROUTES } from '@badminton/institution/routes';
import { MEMBER_ROUTES } from '@badminton/member/routes';
import { PORTAL_ROUTES } from '@badminton/portal/routes';
import { FIRST_SCREEN_MARKER } from './first-paint';
import { escapeHtml, type FrameContext, type FrameDeps } from './frames/markup';
import { SCREEN_FRAME_WRITERS } from './frames';

/**
 * First-paint frames of routes other than the home page (issue 12; docs/decisions/0036-route-first-paint-frames.md,
 * 0037-screen-frames.md). A route whose manifest entry carries a `frame` gets it written into the HTML's
 * `#bm-first-paint`, so the page's largest element paints from the HTML instead of after every script, the federation
 * init, React's first render and the first call. `auth` frames are drawn here with the CSS of the shell's index.html;
 * screen frames by their kind's writer (./frames/), with the screen's own class names and style sheets (the route's
 * style sheets are then linked by the HTML: `frameLinksStyles`). The frame names its route in `data-route`: the shell
 * holds it until that screen fires FIRST_SCREEN_EVENT (apps/shell/src/app/first-paint.ts). Nothing here names a route.
 */

/** The opening tag of the frame in the shell's index.html; a route frame adds its route and kind to it. */
export const FRAME_OPEN = '<div id="bm-first-paint" aria-hidden="true">';

const MANIFESTS: readonly RouteManifest[] = [PORTAL_ROUTES, MEMBER_ROUTES, INSTITUTION_ROUTES];

/** The entry of `pathname` when exactly one remote serves it (a path served by role has none here). */
function soleEntry(pathname: string): RouteDefinition | null {
  const entries = MANIFESTS.flatMap((manifest) => (Object.hasOwn(manifest, pathname) ? [manifest[pathname]] : []));
  return entries.length === 1 ? entries[0] : null;
}

/** The frame of `pathname`, when exactly one remote serves it and its entry has one. */
export function routeFrame(pathname: string): RouteFrame | null {
  return soleEntry(pathname)?.frame ?? null;
}

function titleOf(path: string): string | undefined {
  for (const manifest of MANIFESTS) if (Object.hasOwn(manifest, path)) return manifest[path].title;
  return undefined;
}

/**
 * The shell's breadcrumbs (apps/shell/src/layout/breadcrumbs.tsx) with its classes; like the whole frame, no landmark
 * or focusable element (the frame is aria-hidden and goes when the screen is up).
 */
function crumbs(pathname: string): string {
  const trail = breadcrumbTrail(pathname, titleOf);
  const items = trail
    .map((crumb, index) =>
      index === trail.length - 1
        ? `<li aria-current="page">${escapeHtml(crumb.title)}</li>`
        : `<li><a href="${escapeHtml(crumb.path)}" tabindex="-1">${escapeHtml(crumb.title)}</a></li>`,
    )
    .join('');
  return `<div class="shell-crumbs shell-container"><span class="shell-crumbs__label">当前位置：</span><ol>${items}</ol></div>`;
}

/** The bare account card (apps/portal's AuthCard) with its brand, heading and lead. */
function authBody(frame: AuthFrame): string {
  const lead = frame.lead ? `<p class="bmfp-auth-lead">${escapeHtml(frame.lead)}</p>` : '';
  return (
    `<div class="bmfp-auth"><div class="bmfp-auth-shell${frame.wide ? ' is-wide' : ''}">` +
    `<div class="bmfp-auth-brand"><span class="bmfp-auth-mark"></span><span class="bmfp-auth-text"><strong>${escapeHtml(SITE_TITLE)}</strong>` +
    `<small>${escapeHtml(SITE_WELCOME)}</small></span></div>` +
    `<div class="bmfp-auth-card"><p class="bmfp-auth-title">${escapeHtml(frame.heading)}</p>${lead}</div>` +
    '</div></div>'
  );
}

/**
 * The frame's body for the route: the auth card, or the screen writer's markup inside the common layout's main area
 * (breadcrumbs when the route shows them). Null when there is nothing to draw: no frame, a writer that finds no
 * record to show, or a writer that fails (the page then loads as it would without a frame).
 */
async function frameBody(frame: RouteFrame, context: FrameContext): Promise<string | null> {
  if (frame.kind === 'auth') return authBody(frame);
  const writer = SCREEN_FRAME_WRITERS[frame.kind];
  let screen: string | null;
  try {
    screen = await writer(context);
  } catch (error) {
    context.deps.log?.(error, `first-paint frame of ${context.pathname}`);
    return null;
  }
  if (screen === null) return null;
  const page = `${context.route.crumbsFlag ? crumbs(context.pathname) : ''}${screen}`;
  return `<div class="shell-page${context.route.lightFlag ? ' is-light' : ''}"><div class="shell-main">${page}</div></div>`;
}

/** A route's drawn frame: its opening tag, its body, and whether it is drawn with the screen's own classes. */
export interface DrawnFrame {
  open: string;
  body: string;
  /** Screen frames use the screen's own classes: the rules of its style sheets they use go inline (decision 0040). */
  usesScreenStyles: boolean;
}

/** The frame of the requested route (`url`: path and query), or null when it has none or nothing to draw. */
export async function drawRouteFrame(url: string, deps: FrameDeps): Promise<DrawnFrame | null> {
  const [pathname, query = ''] = url.split('?');
  const route = soleEntry(pathname);
  const frame = route?.frame;
  if (!route || !frame) return null;
  const body = await frameBody(frame, { deps, pathname, search: new URLSearchParams(query), route });
  if (body === null) return null;
  const open = FRAME_OPEN.replace('>', ` data-route="${escapeHtml(pathname)}" class="bmfp-route-${frame.kind}">`);
  return { open, body, usesScreenStyles: frame.kind !== 'auth' };
}

/** The `src` of the frame's first `fetchpriority="high"` image (the writers mark the images of the first screen), or null. */
export function leadImage(frame: DrawnFrame | null): string | null {
  const tag = frame?.body.match(/<img\s[^>]*fetchpriority="high"[^>]*>/)?.[0];
  const src = tag?.match(/\ssrc="([^"]+)"/)?.[1];
  // Undo escapeHtml's numeric references; the hint escapes the value again.
  return src ? src.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code))) : null;
}

/** The shell's index.html with a drawn frame in `#bm-first-paint`, or unchanged without one. */
export function withRouteFrame(indexHtml: string, frame: DrawnFrame | null): string {
  if (!frame || !indexHtml.includes(FRAME_OPEN)) return indexHtml;
  return indexHtml.replace(FRAME_OPEN, frame.open).replace(FIRST_SCREEN_MARKER, frame.body);
}
