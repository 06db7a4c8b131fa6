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
}

/** The shell's own route /personal, which sends each role to its first page; its title is a breadcrumb of every centre page. */
export const PERSONAL_CENTRE = { path: '/personal', title: '个人中心' } as const;

/**
 * Breadcrumb trail of a path: 首页, then every registered ancestor path, then the page itself. `titleOf` answers a
 * registered path's title (undefined for a path that is not a route). The shell's breadcrumbs use it.
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
