// The versions of the shared singletons (SHARED_SINGLETONS) an app is built against (decision 0053): read from the
// installed packages the app resolves. The shell writes them into its build (`__BM_SHARED_VERSIONS__`) to judge each
// remote's release at load; a remote writes them into its release manifest.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The package a module specifier belongs to (`react-dom/client` → `react-dom`, `@badminton/router` → itself). */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * `{ package: version }` of every package of `singletons`, as resolved from `dir`.
 * @param {string} dir  the app's folder
 * @param {readonly string[]} singletons
 * @returns {Record<string, string>}
 */
export function sharedVersions(dir, singletons) {
  const versions = {};
  for (const name of new Set(singletons.map(packageOf))) {
    versions[name] = JSON.parse(readFileSync(installedManifest(dir, name), 'utf8')).version;
  }
  return versions;
}

/** The package.json of `name` as Node would find it from `dir` (node_modules folders upwards; a package's exports may hide it). */
function installedManifest(dir, name) {
  for (let folder = path.resolve(dir); ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(folder) === folder) throw new Error(`${name} is not installed for ${dir}`);
  }
}
