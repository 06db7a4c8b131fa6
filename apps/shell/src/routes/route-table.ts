import { createContext, useContext } from 'react';
import type { RoleCode } from '@badminton/contracts';
import { breadcrumbTrail as trailOf, PERSONAL_CENTRE, type RouteDefinition, type RouteManifest, type RouteMeta } from '@badminton/contracts/routes';

export type { RouteMeta };

/** A remote's name as the runtime configuration lists it (`portal`, `member`, …). */
export type RemoteName = string;

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
  // The menu slots stay with the remote (its personal-centre menu); the shell keeps meta, guard data and owners.
  const { menu: _menu, menuParent: _menuParent, ...rest } = route;
  return { path, ...rest, owners };
}

/** Each remote's route document (`routes.json`), by remote name, in the runtime configuration's order. */
export type RouteDocuments = Readonly<Record<string, RouteManifest>>;

/** The remote that serves a route to a role: the owner whose roles include it, else the first owner. */
export function ownerFor(route: RouteEntry, role: number | null): RemoteName | undefined {
  const owner = route.owners.find((o) => role !== null && (o.roles as readonly number[] | undefined)?.includes(role));
  return (owner ?? route.owners[0])?.remote;
}

/** The shell's route table, built at run time from what the remotes publish (decision 0053). */
export interface RouteTable {
  /** Every route: the union of the remotes' routes, then the shell's own. */
  readonly routes: readonly RouteEntry[];
  /** Screens outside the common layout (req: routes.md#layout-and-bare-routes). */
  readonly bare: readonly RouteEntry[];
  /** Children of the common layout route (req: routes.md#public-routes, routes.md#personal-centre-routes). */
  readonly layout: readonly RouteEntry[];
  /** The first page of each role's personal centre (req: routes.md#personal-centre-redirect). */
  readonly personalHomes: ReadonlyMap<RoleCode, string>;
  /** What the documents disagree on (a role two remotes both claim for a path): the first remote keeps it. */
  readonly problems: readonly string[];
  find(path: string): RouteEntry | undefined;
  /** Breadcrumb trail for a path: 首页, then every registered ancestor path, then the page itself. */
  breadcrumbTrail(path: string): { title: string; path: string }[];
}

/** The first entry of each role's personal-centre menu, from the remotes' menu slots (the /personal redirect). */
function personalHomes(documents: RouteDocuments): Map<RoleCode, string> {
  const best = new Map<RoleCode, { order: number; path: string }>();
  for (const manifest of Object.values(documents)) {
    for (const [path, route] of Object.entries(manifest)) {
      for (const slot of route.menu ?? []) {
        const current = best.get(slot.role);
        if (!current || slot.order < current.order) best.set(slot.role, { order: slot.order, path });
      }
    }
  }
  return new Map([...best].map(([role, { path }]) => [role, path]));
}

/**
 * The route table from the remotes' route documents: one entry per path, in remote order. A path that several remotes
 * serve (for disjoint roles) gets their roles together and one owner per remote; a role a second remote also claims
 * stays with the first, and the clash is reported in `problems`. The shell adds its own /personal, which sends each
 * role to its first page.
 */
export function createRouteTable(documents: RouteDocuments): RouteTable {
  const byPath = new Map<string, RouteEntry>();
  const problems: string[] = [];
  for (const [remote, manifest] of Object.entries(documents)) {
    for (const [path, route] of Object.entries(manifest)) {
      if (path === PERSONAL_CENTRE.path) {
        problems.push(`${remote}: ${path} is the shell's own route`);
        continue;
      }
      const seen = byPath.get(path);
      if (!seen) {
        byPath.set(path, tableEntry(path, route, [route.roles ? { remote, roles: route.roles } : { remote }]));
        continue;
      }
      const taken = new Set(seen.owners.flatMap((o) => o.roles ?? []));
      const roles = (route.roles ?? []).filter((role) => !taken.has(role));
      if (!route.roles || !seen.roles || roles.length < route.roles.length) {
        problems.push(`${remote}: ${path} is already served by ${seen.owners.map((o) => o.remote).join(', ')} for the same roles`);
      }
      if (!seen.roles || roles.length === 0) continue;
      const all = [...new Set([...seen.roles, ...roles])].sort((a, b) => a - b);
      byPath.set(path, { ...seen, roles: all, owners: [...seen.owners, { remote, roles }] });
    }
  }
  const homes = personalHomes(documents);
  byPath.set(PERSONAL_CENTRE.path, {
    path: PERSONAL_CENTRE.path,
    title: PERSONAL_CENTRE.title,
    crumbsFlag: true,
    lightFlag: true,
    roles: [...homes.keys()].sort((a, b) => a - b),
    owners: [],
  });
  const routes = [...byPath.values()];
  return {
    routes,
    bare: routes.filter((r) => r.bare),
    layout: routes.filter((r) => !r.bare),
    personalHomes: homes,
    problems,
    find: (path) => byPath.get(path),
    breadcrumbTrail: (path) => trailOf(path, (prefix) => byPath.get(prefix)?.title),
  };
}

const RouteTableContext = createContext<RouteTable | null>(null);
export const RouteTableProvider = RouteTableContext.Provider;

/** The route table of the page (provided by the shell's root, in the browser and in a server render). */
export function useRouteTable(): RouteTable {
  const table = useContext(RouteTableContext);
  if (!table) throw new Error('RouteTableProvider missing');
  return table;
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
