import { SITE_TITLE, SITE_WELCOME } from '@badminton/contracts';
import {
  breadcrumbTrail,
  PERSONAL_CENTRE,
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
import { PERSONAL_FRAME_WRITERS } from './frames/personal';
import { callAs, personalLayout } from './personal-frame';
import { isPersonalPath } from '@badminton/account/menu';
import type { Caller } from '../registry/types';
import type { RemoteName } from '../config';
import { ownerByRole } from './route-owners';

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

const MANIFEST_OF: Readonly<Record<RemoteName, RouteManifest>> = {
  portal: PORTAL_ROUTES,
  member: MEMBER_ROUTES,
  institution: INSTITUTION_ROUTES,
};
const MANIFESTS: readonly RouteManifest[] = Object.values(MANIFEST_OF);

/** The entry of `pathname` when exactly one remote serves it (a path served by role has none here). */
function soleEntry(pathname: string): RouteDefinition | null {
  const entries = MANIFESTS.flatMap((manifest) => (Object.hasOwn(manifest, pathname) ? [manifest[pathname]] : []));
  return entries.length === 1 ? entries[0] : null;
}

/**
 * The manifest and entry serving `pathname` to `member` (decision 0045): on a path several remotes serve by role, the
 * one whose entry lists the member's role (web/route-owners.ts); else the sole entry, if it lets the role in.
 */
function memberEntry(pathname: string, member: Caller): { manifest: RouteManifest; route: RouteDefinition } | null {
  const owner = ownerByRole(pathname, member.role);
  const owners = owner ? [MANIFEST_OF[owner]] : MANIFESTS.filter((manifest) => Object.hasOwn(manifest, pathname));
  if (owners.length !== 1) return null;
  const route = owners[0][pathname];
  return route.roles && !route.roles.includes(member.role) ? null : { manifest: owners[0], route };
}

/** The frame of `pathname`, when exactly one remote serves it and its entry has one. */
export function routeFrame(pathname: string): RouteFrame | null {
  return soleEntry(pathname)?.frame ?? null;
}

/** A registered path's title: the remotes' routes, and the shell's own /personal. */
function titleOf(path: string): string | undefined {
  for (const manifest of MANIFESTS) if (Object.hasOwn(manifest, path)) return manifest[path].title;
  return path === PERSONAL_CENTRE.path ? PERSONAL_CENTRE.title : undefined;
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

/** The common layout's main area around a screen: breadcrumbs when the route shows them. */
function mainArea(context: FrameContext, screen: string): string {
  const page = `${context.route.crumbsFlag ? crumbs(context.pathname) : ''}${screen}`;
  return `<div class="shell-page${context.route.lightFlag ? ' is-light' : ''}"><div class="shell-main">${page}</div></div>`;
}

/** Runs a writer; its failure is logged and draws no frame (the page then loads as it would without one). */
async function written(context: FrameContext, write: () => Promise<string | null>): Promise<string | null> {
  try {
    return await write();
  } catch (error) {
    context.deps.log?.(error, `first-paint frame of ${context.pathname}`);
    return null;
  }
}

/**
 * The frame's body for the route: the auth card, or the screen writer's markup inside the common layout's main area.
 * Null when there is nothing to draw: no frame, a writer that finds no record to show, or a writer that fails.
 */
async function frameBody(frame: RouteFrame, context: FrameContext): Promise<string | null> {
  if (frame.kind === 'auth') return authBody(frame);
  if (isPersonalKind(frame.kind)) return null;
  const writer = SCREEN_FRAME_WRITERS[frame.kind];
  const screen = await written(context, () => writer(context));
  return screen === null ? null : mainArea(context, screen);
}

function isPersonalKind(kind: string): kind is keyof typeof PERSONAL_FRAME_WRITERS {
  return Object.hasOwn(PERSONAL_FRAME_WRITERS, kind);
}

/**
 * A personal-centre frame (decision 0045): the screen writer's markup, run as `member`, inside the personal-centre
 * layout of the remote that serves them, inside the main area. Null when the route has no such frame for the member.
 */
async function personalBody(pathname: string, search: URLSearchParams, deps: FrameDeps, member: Caller): Promise<{ kind: string; body: string } | null> {
  const served = memberEntry(pathname, member);
  const kind = served?.route.frame?.kind;
  if (!served || !kind || !isPersonalKind(kind) || !deps.registry) return null;
  const context = { deps, pathname, search, route: served.route, member, call: callAs(deps.registry, member, deps.log) };
  const body = await written(context, async () => {
    const screen = await PERSONAL_FRAME_WRITERS[kind](context);
    if (screen === null) return null;
    // Inside the personal centre, the centre's layout; elsewhere (the message centre) the screen alone.
    return mainArea(context, isPersonalPath(pathname) ? await personalLayout(context, served.manifest, screen) : screen);
  });
  return body === null ? null : { kind, body };
}

/** A route's drawn frame: its opening tag, its body, and whether it is drawn with the screen's own classes. */
export interface DrawnFrame {
  open: string;
  body: string;
  /** Screen frames use the screen's own classes: the rules of its style sheets they use go inline (decision 0040). */
  usesScreenStyles: boolean;
  /** The member a personal-centre frame is drawn for (decision 0045), else null. */
  memberId: number | null;
}

/**
 * The frame of the requested route (`url`: path and query), or null when it has none or nothing to draw. With
 * `member` (the page cookie's session, decision 0045) a personal-centre route is drawn for that member, and the frame
 * names them in `data-member`: the page shows it only in a tab signed in as them (`memberFrameStyle`).
 */
export async function drawRouteFrame(url: string, deps: FrameDeps, member: Caller | null = null): Promise<DrawnFrame | null> {
  const [pathname, query = ''] = url.split('?');
  const search = new URLSearchParams(query);
  if (member) {
    const personal = await personalBody(pathname, search, deps, member);
    if (personal) {
      const open = FRAME_OPEN.replace(
        '>',
        ` data-route="${escapeHtml(pathname)}" data-member="${member.userId}" class="bmfp-route-${personal.kind}">`,
      );
      return { open, body: personal.body, usesScreenStyles: true, memberId: member.userId };
    }
  }
  const route = soleEntry(pathname);
  const frame = route?.frame;
  if (!route || !frame) return null;
  const body = await frameBody(frame, { deps, pathname, search, route });
  if (body === null) return null;
  const open = FRAME_OPEN.replace('>', ` data-route="${escapeHtml(pathname)}" class="bmfp-route-${frame.kind}">`);
  return { open, body, usesScreenStyles: frame.kind !== 'auth', memberId: null };
}

/** The frame's first `fetchpriority="high"` image (the writers mark the images of the first screen). */
export interface LeadImage {
  src: string;
  /** Its `srcset` and `sizes`, when it has them: the preload must choose the same candidate the image will. */
  srcset?: string;
  sizes?: string;
}

/** The frame's lead image (its attributes unescaped; the hint escapes them again), or null. */
export function leadImage(frame: DrawnFrame | null): LeadImage | null {
  const tag = frame?.body.match(/<img\s[^>]*fetchpriority="high"[^>]*>/)?.[0];
  // Undo escapeHtml's numeric references.
  const attribute = (name: string) => {
    const value = tag?.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1];
    return value?.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code)));
  };
  const src = attribute('src');
  if (!src) return null;
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  return { src, ...(srcset ? { srcset } : {}), ...(sizes ? { sizes } : {}) };
}

/** The shell's index.html with a drawn frame in `#bm-first-paint`, or unchanged without one. */
export function withRouteFrame(indexHtml: string, frame: DrawnFrame | null): string {
  if (!frame || !indexHtml.includes(FRAME_OPEN)) return indexHtml;
  return indexHtml.replace(FRAME_OPEN, frame.open).replace(FIRST_SCREEN_MARKER, frame.body);
}
