// What a route loads, from the builds' route asset maps (decision 0029): the one rule, in plain JavaScript so the
// web tier (preload hints) and the bundle budget (scripts/check-bundle-budget.mjs,
// a build check in `pnpm test`) use the same code. The maps are written by tooling/vite/route-assets.js.
import { REMOTE_NAMES } from './remotes.js';

/** The folder URL of a remote from its entry URL (`/remotes/portal/remoteEntry.js` → `/remotes/portal/`). */
export function remoteFolder(entryUrl) {
  return entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
}

/**
 * The files `pathname` loads, as URLs: the shell's boot set; when exactly one remote serves the path, that remote's
 * entry, its boot set (the exposed App) and the screen's own chunks; and the shell's providers of every shared
 * package those take from the share scope. A path served by several remotes (by role) or by none gets the shell's
 * boot set only (the server cannot tell whose it is), unless `owner` names the remote (the budget check does, per
 * role). Without the shell's map: nothing.
 */
export function routeFiles(maps, remotes, pathname, owner) {
  const scripts = new Set();
  const styles = new Set();
  const shell = maps.shell;
  if (!shell) return { scripts: [], styles: [] };
  const add = (list, base) => {
    for (const file of list?.js ?? []) scripts.add(`${base}${file}`);
    for (const file of list?.css ?? []) styles.add(`${base}${file}`);
  };
  add(shell.boot, '/');
  const needs = new Set(shell.boot.shared ?? []);
  const owners = REMOTE_NAMES.filter((name) => maps.remotes[name]?.routes[pathname] && (!owner || name === owner));
  if (owners.length === 1) {
    const name = owners[0];
    const remote = maps.remotes[name];
    const base = remoteFolder(remotes[name]);
    scripts.add(remotes[name]);
    add(remote.boot, base);
    add(remote.routes[pathname], base);
    for (const share of [...(remote.boot.shared ?? []), ...(remote.routes[pathname].shared ?? [])]) needs.add(share);
  }
  for (const share of needs) add(shell.provides[share], '/');
  return { scripts: [...scripts], styles: [...styles] };
}
