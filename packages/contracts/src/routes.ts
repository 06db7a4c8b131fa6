import type { RoleCode } from './enums';

/**
 * Route manifests (decision 0018). Each remote declares its routes once, in `src/routes.ts`: path, meta, allowed
 * roles and personal-centre menu entries. The shell builds its route table from every manifest, the remote maps the
 * same paths to its lazy screens (`src/app/screens.ts`), and the personal-centre menu is derived from it.
 *
 * A manifest is data only (types here, and one pure helper): the shell imports it at build time without pulling the remote in.
 */

/** Route meta (req: routes.md#route-meta; decision 0004). */
export interface RouteMeta {
  /** Page title: browser tab and last breadcrumb. */
  title: string;
  /** Show the breadcrumb trail. */
  crumbsFlag?: boolean;
  /** Show the site footer (default true). */
  bottomFlag?: boolean;
  /** List page whose filters and page number survive a visit to a detail page (kept in the URL query). */
  keepAlive?: boolean;
  /** Page sits on the light grey canvas instead of white. */
  lightFlag?: boolean;
}

/** A route's entry in one role's personal-centre side menu. */
export interface MenuSlot {
  role: RoleCode;
  /** Position in that role's menu, ascending. */
  order: number;
  /** Menu text; the route's title when absent. */
  label?: string;
}

/** One route of a remote. */
export interface RouteDefinition extends RouteMeta {
  /** Outside the common layout: no header, navigation or footer (sign-in and registration screens). */
  bare?: boolean;
  /**
   * Roles allowed; a signed-in user of another role is sent to /index, a visitor to /signin
   * (req: routes.md#navigation-guard).
   */
  roles?: readonly RoleCode[];
  /** Needs a completed personal profile, else /personal/completeInformation (req: routes.md#navigation-guard). */
  needsProfile?: boolean;
  /** Entries of the personal-centre side menu, one per role that sees it. */
  menu?: readonly MenuSlot[];
  /** For a screen without an entry of its own: the path of the menu route whose entry it lights. */
  menuParent?: string;
  /**
   * The route's first-paint frame (decision 0036): what the service writes into the HTML so the screen's largest
   * element paints before any script runs. The screen renders its own texts from this same entry.
   */
  frame?: RouteFrame;
}

/**
 * A first-paint frame (docs/decisions/0036-route-first-paint-frames.md, 0037-screen-frames.md). `auth`: the bare
 * account card of the sign-in and registration screens — the site's brand, the card's heading and its lead line, in
 * the card's place and size.
 */
export interface AuthFrame {
  kind: 'auth';
  heading: string;
  lead?: string;
  /** The wide card (registration's steps). */
  wide?: boolean;
}

/**
 * The screens the service can draw from its own data before any script runs (decision 0037): each kind has one
 * writer in apps/api/src/web/frames/, which renders the screen's first viewport with the screen's own class names
 * (the route's style sheets are linked, not only preloaded) and the first answer of the screen's own query.
 */
export type ScreenFrameKind =
  | 'test-classes'
  | 'training-classes'
  | 'evaluators'
  | 'evaluator'
  | 'institutions'
  | 'institution'
  | 'articles'
  | 'article'
  | 'faq'
  | 'certificate-query'
  | 'athletes'
  | 'athlete'
  | PersonalFrameKind;

/**
 * The personal-centre screens the service draws for the signed-in member whose page it is (decision 0045): only when
 * the page request carries a live page cookie, inside the personal-centre layout (user card, side menu), from the
 * screen's own calls made as that member.
 */
export type PersonalFrameKind =
  | 'grade-test-records'
  | 'complaint-records'
  | 'event-application'
  | 'event-application-records'
  | 'certificates'
  | 'certificate-deliveries'
  | 'logistics'
  | 'invoice'
  | 'profile'
  | 'training-records'
  | 'work-records'
  | 'messages'
  | 'training-detail'
  | 'account-settings';

export interface ScreenFrame {
  kind: ScreenFrameKind;
}

export type RouteFrame = AuthFrame | ScreenFrame;

/** The shell's own route /personal, which sends each role to its first page; its title is a breadcrumb of every centre page. */
export const PERSONAL_CENTRE = { path: '/personal', title: '个人中心' } as const;

/**
 * Breadcrumb trail of a path: 首页, then every registered ancestor path, then the page itself. `titleOf` answers a
 * registered path's title (undefined for a path that is not a route). The shell's breadcrumbs and the service's
 * frames both use it.
 */
export function breadcrumbTrail(path: string, titleOf: (path: string) => string | undefined): { title: string; path: string }[] {
  const trail: { title: string; path: string }[] = [{ title: '首页', path: '/index' }];
  const segments = path.split('/').filter(Boolean);
  for (let i = 1; i <= segments.length; i += 1) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    const title = titleOf(prefix);
    if (title !== undefined && prefix !== '/index') trail.push({ title, path: prefix });
  }
  return trail;
}

/** A remote's manifest: its routes keyed by path. */
export type RouteManifest = Readonly<Record<string, RouteDefinition>>;
