// The workspace's import boundaries (docs/architecture.md, decision 0019), checked on the file an import resolves to:
// - an app never imports another app (remotes meet only through the shell's route table and federation);
// - a package (or tooling) never imports an app;
// - a feature never imports another feature of its app (apps/<app>/src/features/<a> → features/<b>): what both need
//   goes to a shared folder of the app or to a package.
// The one sanctioned crossing is configured, not built in: the shell reads each remote's data-only route manifest
// (`@badminton/<remote>/routes`, decision 0018), given as `allow: [{ from: 'apps/shell', specifier: '^…$' }]`.
// Relative specifiers are resolved against the importing file; `@badminton/<name>` maps to the workspace folder of
// that package. Anything else (npm packages, Node built-ins) is not a boundary.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `@badminton/<name>` → its folder relative to the root (apps/*, packages/*, tooling/*), read once per root. */
const workspaceCache = new Map();
function workspacePackages(root) {
  let table = workspaceCache.get(root);
  if (table) return table;
  table = new Map();
  for (const tier of ['apps', 'packages', 'tooling']) {
    let names = [];
    try {
      names = fs.readdirSync(path.join(root, tier));
    } catch {
      continue;
    }
    for (const folder of names) {
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(root, tier, folder, 'package.json'), 'utf8'));
        if (typeof manifest.name === 'string') table.set(manifest.name, `${tier}/${folder}`);
      } catch {
        // not a workspace package
      }
    }
  }
  workspaceCache.set(root, table);
  return table;
}

/** Where a file (relative to the root, `/`-separated) sits: tier, owner folder, and feature if any. */
export function placeOf(relative) {
  const parts = relative.split('/');
  if (parts[0] !== 'apps' && parts[0] !== 'packages' && parts[0] !== 'tooling') return null;
  if (parts.length < 2 || parts[1] === '..') return null;
  const place = { tier: parts[0], owner: parts[1], feature: null };
  const at = parts.indexOf('features');
  if (place.tier === 'apps' && at >= 2 && parts[at - 1] === 'src' && parts.length > at + 1) place.feature = parts[at + 1];
  return place;
}

function toRelative(root, absolute) {
  const relative = path.relative(root, absolute).split(path.sep).join('/');
  return relative.startsWith('..') ? null : relative;
}

/** The root-relative target of a specifier, or null when it is not a workspace file. */
function targetOf(root, filename, specifier) {
  if (specifier.startsWith('.')) return toRelative(root, path.resolve(path.dirname(filename), specifier));
  const match = /^(@badminton\/[^/]+)(\/.*)?$/.exec(specifier);
  if (!match) return null;
  const folder = workspacePackages(root).get(match[1]);
  return folder ? `${folder}${match[2] ?? ''}` : null;
}

/** Why `from` may not import `to` (both places), or null when it may. */
export function violation(from, to) {
  if (to.tier !== 'apps') return null;
  if (from.tier !== 'apps') return `A ${from.tier === 'tooling' ? 'tooling' : 'package'} never imports an app (${from.tier}/${from.owner} → apps/${to.owner}).`;
  if (from.owner !== to.owner) return `An app never imports another app (apps/${from.owner} → apps/${to.owner}); share through packages/.`;
  if (from.feature && to.feature && from.feature !== to.feature) {
    return `Features never import each other (features/${from.feature} → features/${to.feature}); move what both need to a shared folder or a package.`;
  }
  return null;
}

export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Apps never import other apps, packages never import apps, features never import other features.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, specifier: { type: 'string' } },
              required: ['from', 'specifier'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const root = context.options[0]?.root ?? DEFAULT_ROOT;
    const fromRelative = toRelative(root, context.filename);
    const from = fromRelative ? placeOf(fromRelative) : null;
    if (!from) return {};
    const allowed = (context.options[0]?.allow ?? [])
      .filter((entry) => fromRelative === entry.from || fromRelative.startsWith(`${entry.from}/`))
      .map((entry) => new RegExp(entry.specifier));
    function check(node) {
      const source = node?.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (allowed.some((pattern) => pattern.test(source.value))) return;
      const target = targetOf(root, context.filename, source.value);
      const to = target ? placeOf(target) : null;
      const message = to ? violation(from, to) : null;
      if (message) context.report({ node: source, message });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { meta: { name: '@badminton/boundaries' }, rules: { imports: boundariesRule } };
