import { REMOTE_NAMES, type RemoteName, type RoleCode } from '@badminton/contracts';
import { breadcrumbTrail as trailOf, PERSONAL_CENTRE, type RouteDefinition, type RouteManifest, type RouteMeta } from '@badminton/contracts/routes';
import { MANIFESTS } from './manifests';

export type { RemoteName, RouteMeta };

/** A remote that serves a route, for the given roles (all roles of the route when absent). */
export interface RouteOwner {
  remote: RemoteName;
  roles?: readonly RoleCode[];
}

/** One route of the shell's table: meta and guard data, and the remote(s) that serve it. */
export interface RouteEntry extends RouteMeta {
  path: string;
  /** Outside the common layout (sign-in and registration screens). */
  bare?: boolean;
  /** Roles allowed; a signed-in user of another role is sent to /index (req: routes.md#navigation-guard). */
  roles?: readonly RoleCode[];
  /** Needs a completed personal profile (req: routes.md#navigation-guard). */
  needsProfile?: boolean;
  /**
   * The remotes serving it: one, or several for disjoint roles (the account screens: the member remote for roles
   * 1–2, the institution remote for role 3). Empty for the shell's own routes.
   */
  owners: readonly RouteOwner[];
}

export interface RedirectEntry {
  path: string;
  redirect: string;
}

export const REDIRECTS: RedirectEntry[] = [
  { path: '/', redirect: '/index' },
  { path: '/evaluationStaff', redirect: '/evaluationList' },
  { path: '/enquiry', redirect: '/enquiry/athleteList' },
];

function tableEntry(path: string, route: RouteDefinition, owners: readonly RouteOwner[]): RouteEntry {
  // The menu slots stay with the remote (its personal-centre menu) and the first-paint frame with the service, which may
  // draw one for one remote's roles only (decision 0045); the shell keeps meta, guard data and owners.
  const { menu: _menu, menuParent: _menuParent, frame: _frame, ...rest } = route;
  return { path, ...rest, owners };
}

/**
 * The shell's route table from the remotes' manifests: one entry per path, in remote order. A path that several
 * remotes serve (for disjoint roles) gets their roles together and one owner per remote.
 */
export function buildRouteTable(manifests: Readonly<Record<RemoteName, RouteManifest>>): RouteEntry[] {
  const byPath = new Map<string, RouteEntry>();
  for (const remote of REMOTE_NAMES) {
    for (const [path, route] of Object.entries(manifests[remote])) {
      const owner: RouteOwner = route.roles ? { remote, roles: route.roles } : { remote };
      const seen = byPath.get(path);
      if (!seen) {
        byPath.set(path, tableEntry(path, route, [owner]));
        continue;
      }
      const roles = [...new Set([...(seen.roles ?? []), ...(route.roles ?? [])])].sort((a, b) => a - b);
      byPath.set(path, { ...seen, roles, owners: [...seen.owners, owner] });
    }
  }
  return [...byPath.values()];
}

/** The remote that serves a route to a role: the owner whose roles include it, else the first owner. */
export function ownerFor(route: RouteEntry, role: number | null): RemoteName | undefined {
  const owner = route.owners.find((o) => role !== null && (o.roles as readonly number[] | undefined)?.includes(role));
  return (owner ?? route.owners[0])?.remote;
}

/** The first entry of each role's personal-centre menu, from the remotes' menu slots (the /personal redirect). */
export function personalHomes(manifests: Readonly<Record<RemoteName, RouteManifest>>): Map<RoleCode, string> {
  const best = new Map<RoleCode, { order: number; path: string }>();
  for (const remote of REMOTE_NAMES) {
    for (const [path, route] of Object.entries(manifests[remote])) {
      for (const slot of route.menu ?? []) {
        const current = best.get(slot.role);
        if (!current || slot.order < current.order) best.set(slot.role, { order: slot.order, path });
      }
    }
  }
  return new Map([...best].map(([role, { path }]) => [role, path]));
}

/** The first page of each role's personal centre: roles 1–3 (req: routes.md#personal-centre-redirect). */
export const PERSONAL_HOMES: ReadonlyMap<RoleCode, string> = personalHomes(MANIFESTS);

/** The shell's own routes (no remote): /personal, which sends each role to its first page. */
export const SHELL_ROUTES: RouteEntry[] = [
  {
    path: PERSONAL_CENTRE.path,
    title: PERSONAL_CENTRE.title,
    crumbsFlag: true,
    lightFlag: true,
    roles: [...PERSONAL_HOMES.keys()].sort((a, b) => a - b),
    owners: [],
  },
];

/** Every route: the union of the remotes' manifests, then the shell's own. */
export const ROUTES: readonly RouteEntry[] = [...buildRouteTable(MANIFESTS), ...SHELL_ROUTES];

/**
 * Screens outside the common layout (req: routes.md#layout-and-bare-routes; everything except these is a child of the
 * layout route).
 */
export const BARE_ROUTES: RouteEntry[] = ROUTES.filter((r) => r.bare);

/** Children of the common layout route (req: routes.md#public-routes, routes.md#personal-centre-routes). */
export const LAYOUT_ROUTES: RouteEntry[] = ROUTES.filter((r) => !r.bare);

const BY_PATH = new Map<string, RouteEntry>(ROUTES.map((r) => [r.path, r]));

export function findRoute(path: string): RouteEntry | undefined {
  return BY_PATH.get(path);
}

/** Breadcrumb trail for a path: 首页, then every registered ancestor path, then the page itself. */
export function breadcrumbTrail(path: string): { title: string; path: string }[] {
  return trailOf(path, (prefix) => BY_PATH.get(prefix)?.title);
}

/**
 * Top navigation (req: public-portal.md#top-navigation): eight entries. `match` lists the path prefixes that light the
 * entry.
 */
export const NAV_ITEMS: { title: string; to: string; match: string[] }[] = [
  { title: '首页', to: '/index', match: ['/index'] },
  { title: '新闻资讯', to: '/news', match: ['/news'] },
  { title: '通知公告', to: '/notice', match: ['/notice'] },
  { title: '测试报名', to: '/test', match: ['/test'] },
  { title: '考评员', to: '/evaluationStaff', match: ['/evaluationStaff', '/evaluationList', '/evaluationStaffTraining'] },
  { title: '测试机构', to: '/testInstitutions', match: ['/testInstitutions'] },
  { title: '个人中心', to: '/personal', match: ['/personal', '/message'] },
  { title: '公开查询', to: '/enquiry', match: ['/enquiry'] },
];

export function isNavActive(item: { match: string[] }, pathname: string): boolean {
  return item.match.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
