import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES, type RemoteName } from '@badminton/contracts';
import type { RouteDefinition } from '@badminton/contracts/routes';
import { MANIFESTS } from './manifests';
import { findRoute, ownerFor, ROUTES, SHELL_ROUTES } from './route-table';

// Decision 0018: every route is declared once, in its remote's manifest. These checks keep the manifests, the
// remotes' screens, their personal-centre menus and the shell's table in agreement.

const require = createRequire(import.meta.url);

/** Every manifest route with its remote. */
const declared = REMOTE_NAMES.flatMap((remote) =>
  Object.entries(MANIFESTS[remote]).map(([path, route]) => ({ remote, path, route })),
);

/** What a route means to the shell: meta and guard data (the menu slots stay with the remote, the frame with the service). */
function shellView(route: RouteDefinition) {
  const { menu: _menu, menuParent: _menuParent, roles: _roles, frame: _frame, ...meta } = route;
  return meta;
}

/** A remote's screens (`@badminton/<remote>/screens`), loaded by name: tests only, never the shell's bundle. */
async function screensOf(remote: RemoteName): Promise<Record<string, unknown>> {
  const specifier = `@badminton/${remote}/screens`;
  const module = (await import(/* @vite-ignore */ specifier)) as { SCREENS: Record<string, unknown> };
  return module.SCREENS;
}

describe('the route manifests', () => {
  it.each(REMOTE_NAMES)('%s: every route has a screen, and every screen a route', async (remote) => {
    const screens = await screensOf(remote);
    expect(Object.keys(screens).sort()).toEqual(Object.keys(MANIFESTS[remote]).sort());
    for (const [path, screen] of Object.entries(screens)) expect(screen, path).toBeTruthy();
  });

  it.each(REMOTE_NAMES)('%s: the manifest module is data only (type imports, JSON values)', (remote) => {
    const file = require.resolve(`@badminton/${remote}/routes`);
    const source = readFileSync(file, 'utf8');
    const imports = source.match(/^import\b[^;]*;/gm) ?? [];
    for (const statement of imports) expect(statement, file).toMatch(/^import type /);
    expect(source, file).not.toMatch(/\bimport\(|\brequire\(/);
    expect(JSON.parse(JSON.stringify(MANIFESTS[remote]))).toEqual(MANIFESTS[remote]);
  });

  it('gives every path one remote per role: a path two remotes share is role-bound, disjoint and alike', () => {
    const byPath = new Map<string, typeof declared>();
    for (const d of declared) byPath.set(d.path, [...(byPath.get(d.path) ?? []), d]);
    for (const [path, routes] of byPath) {
      if (routes.length === 1) continue;
      const roles = routes.flatMap((d) => {
        expect(d.route.roles, `${path} in ${d.remote} is shared, so it must name its roles`).toBeDefined();
        return [...(d.route.roles ?? [])];
      });
      expect(new Set(roles).size, `${path}: a role served by two remotes`).toBe(roles.length);
      for (const d of routes.slice(1)) expect(shellView(d.route), `${path}: meta differs`).toEqual(shellView(routes[0]!.route));
    }
    const shellPaths = SHELL_ROUTES.map((r) => r.path);
    expect(declared.filter((d) => shellPaths.includes(d.path))).toEqual([]);
  });

  it('points every menu slot at a route its role may open, and orders each menu without ties', () => {
    for (const { remote, path, route } of declared) {
      for (const slot of route.menu ?? []) {
        expect(route.roles, `${remote} ${path}`).toContain(slot.role);
      }
    }
    for (const remote of REMOTE_NAMES) {
      const slots = Object.values(MANIFESTS[remote]).flatMap((r) => r.menu ?? []);
      const keys = slots.map((s) => `${s.role}:${s.order}`);
      expect(new Set(keys).size, `${remote}: two entries of one menu share an order`).toBe(keys.length);
    }
  });

  it('points every menuParent at a menu route of the same remote with an entry for each of its roles', () => {
    for (const { remote, path, route } of declared) {
      if (!route.menuParent) continue;
      const parent = MANIFESTS[remote][route.menuParent];
      expect(parent, `${remote} ${path} → ${route.menuParent}`).toBeDefined();
      const menuRoles = (parent?.menu ?? []).map((s) => s.role);
      for (const role of route.roles ?? []) expect(menuRoles, `${remote} ${path} for role ${role}`).toContain(role);
    }
  });
});

describe("the shell's route table", () => {
  it('is the union of the manifests plus the shell’s own /personal', () => {
    const paths = new Set(declared.map((d) => d.path));
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...paths, ...SHELL_ROUTES.map((r) => r.path)].sort());
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('keeps each manifest route’s meta and guard data and sends each of its roles to its remote', () => {
    for (const { remote, path, route } of declared) {
      const entry = findRoute(path)!;
      expect(entry, path).toBeDefined();
      const { path: _path, owners: _owners, roles: _roles, ...meta } = entry;
      expect(meta, path).toEqual(shellView(route));
      if (!route.roles) {
        expect(entry.roles, path).toBeUndefined();
        expect(ownerFor(entry, null), path).toBe(remote);
        continue;
      }
      for (const role of route.roles) {
        expect(entry.roles, path).toContain(role);
        expect(ownerFor(entry, role), `${path} for role ${role}`).toBe(remote);
      }
    }
  });

  it('lets the roles of the route, and no other, through to a shared path', () => {
    const entry = findRoute('/personal/completeInformation')!;
    expect(entry.roles).toEqual([1, 2, 3]);
    expect(entry.owners.map((o) => o.remote)).toEqual(['member', 'institution']);
  });
});
