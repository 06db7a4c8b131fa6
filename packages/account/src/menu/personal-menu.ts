import type { RoleCode } from '@badminton/contracts';
import type { RouteManifest } from '@badminton/contracts/routes';

/** One entry of the personal-centre side menu. `key` is the path after /personal/. */
export interface MenuEntry {
  key: string;
  title: string;
  path: string;
  /** Paths of the screens without an entry of their own that light this entry (and everything below them). */
  lights: readonly string[];
}

/** The side menus a remote hands to the personal-centre frame, per role it serves. */
export type PersonalMenus = Partial<Record<RoleCode, readonly MenuEntry[]>>;

export const PERSONAL_PREFIX = '/personal';
export const COMPLETE_INFORMATION_PATH = '/personal/completeInformation';
export const CHANGE_PASSWORD_PATH = '/personal/changePassword';

function allows(roles: readonly RoleCode[] | undefined, role: RoleCode): boolean {
  return !roles || roles.includes(role);
}

/**
 * A role's side menu, derived from a remote's route manifest (decision 0018): the routes with a menu slot of the
 * role, by the slot's order; an entry is lit by its own path and by the routes whose `menuParent` it is.
 */
export function personalMenu(routes: RouteManifest, role: RoleCode): readonly MenuEntry[] {
  const slots: { order: number; entry: MenuEntry }[] = [];
  for (const [path, route] of Object.entries(routes)) {
    const slot = route.menu?.find((s) => s.role === role);
    if (!slot) continue;
    const lights = Object.entries(routes)
      .filter(([, child]) => child.menuParent === path && allows(child.roles, role))
      .map(([childPath]) => childPath);
    const key = path.startsWith(`${PERSONAL_PREFIX}/`) ? path.slice(PERSONAL_PREFIX.length + 1) : path;
    slots.push({ order: slot.order, entry: { key, title: slot.label ?? route.title, path, lights } });
  }
  return slots.sort((a, b) => a.order - b.order).map((s) => s.entry);
}

/** Every role's side menu of a remote's manifest (the roles its menu slots name). */
export function personalMenus(routes: RouteManifest): PersonalMenus {
  const roles = new Set(Object.values(routes).flatMap((route) => (route.menu ?? []).map((slot) => slot.role)));
  return Object.fromEntries([...roles].map((role) => [role, personalMenu(routes, role)]));
}

function isAtOrBelow(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The key of the entry to light for a pathname, or `null` when none matches. */
export function activeMenuKey(entries: readonly MenuEntry[], pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  const hit = entries.find((e) => isAtOrBelow(path, e.path) || e.lights.some((light) => isAtOrBelow(path, light)));
  return hit ? hit.key : null;
}

/** True for a pathname inside the personal centre (/personal/…). */
export function isPersonalPath(pathname: string): boolean {
  return pathname === PERSONAL_PREFIX || pathname.startsWith(`${PERSONAL_PREFIX}/`);
}
