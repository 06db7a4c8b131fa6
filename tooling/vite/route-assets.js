// The route asset map (issue 12, docs/decisions/0029-route-loading.md): what each route of an app loads, written by
// the build into `dist/route-assets.json` from Rollup's own chunk graph and the app's screen table
// (`src/app/screens.ts`, one lazy import per path of its route manifest). The web tier reads the maps of the shell and
// the remotes to list the route's files in the HTML it answers (its loader asks for the entry and the style sheets;
// the entry's imports fetch the scripts: decision 0086), e2e/tests/loading.spec.ts holds those lists against what a
// page fetches, and the bundle budget (scripts/check-bundle-budget.mjs) sums the same lists. Nothing here is a
// hand-kept list.
//
// Shape (file names relative to the app's dist folder):
//   { app, boot: { js, css, shared }, routes: { [path]: { js, css, shared } }, provides: { [package]: { js, css } } }
// - boot: what the app loads before any screen: the shell's entry, federation runtime and bootstrap (with the shared
//   modules it provides at boot), or a remote's entry and exposed App module;
// - routes: each screen's chunk and its static imports (not its lazy ones, which wait for their moment), with the
//   screen table's frame (the personal-centre layout) on the paths it wraps, minus boot;
// - shared: the federation-shared packages a list needs from the share scope (read from the loadShare modules in it);
// - provides (shell only): the chunks providing each shared package, for a route whose screen needs one the boot
//   set does not hold (element-react).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SCREENS_FILE = /[\\/]src[\\/]app[\\/]screens\.tsx?$/;
const LOAD_SHARE = /__(?:loadShare|prebuild)__(.+?)__(?:loadShare|prebuild)__/;

/** Federation's encoding of a package name in virtual module ids: `_mf_0_` @, `_mf_1_` /, `_mf_2_` -. */
export function decodeSharedName(encoded) {
  return encoded.replace(/_mf_0_/g, '@').replace(/_mf_1_/g, '/').replace(/_mf_2_/g, '-');
}

/**
 * The import specifier of each path of a screen table: `'/path': lazy(() => import('spec'))`, or a lazy screen built
 * on a loader declared once (`const account = () => import('spec')` … `'/path': lazy(() => account().then(…))`).
 * Paths without an import (a screen still to come) are left out (`importlessScreens` lists them).
 */
export function screenImports(source) {
  return Object.fromEntries(Object.entries(screenTable(source)).filter(([, specifier]) => specifier !== null));
}

/**
 * The paths of a screen table without an import: a screen still to come (`ScreenToCome`, the not-found page), drawn
 * inside the frame on a framed path, so such a route still has the frame's files (its style sheets above all).
 */
export function importlessScreens(source) {
  return Object.entries(screenTable(source))
    .filter(([, specifier]) => specifier === null)
    .map(([routePath]) => routePath);
}

/** path → the import specifier of its screen, or null for a path whose entry imports nothing. */
function screenTable(source) {
  const loaders = new Map();
  for (const match of source.matchAll(/const\s+(\w+)\s*=\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    loaders.set(match[1], match[2]);
  }
  const screens = {};
  // An entry runs from its quoted path to the next entry's path (after any line comments) or the end of the object
  // (it may span lines).
  for (const match of source.matchAll(/['"](\/[^'"]*)['"]\s*:\s*([\s\S]*?)(?=,\s*(?:\/\/[^\n]*\n\s*)*['"]\/|,?\s*\};?)/g)) {
    const [, routePath, value] = match;
    const direct = value.match(/import\(\s*['"]([^'"]+)['"]\s*\)/);
    if (direct) {
      screens[routePath] = direct[1];
      continue;
    }
    const viaLoader = [...value.matchAll(/\b(\w+)\(\)/g)].map((call) => loaders.get(call[1])).find(Boolean);
    screens[routePath] = viaLoader ?? null;
  }
  return screens;
}

/**
 * The import specifiers of the screen table's frame: a lazy component exported beside the screens (the personal-centre
 * layout, `export const PersonalLayout = lazy(() => account().then(…))`), which the remote's App wraps around every
 * screen under `FRAMED_PREFIX` (createRemoteApp's `frame`, matching `isPersonalPath` of @badminton/account). Its chunk
 * loads with each such screen, so it belongs to each such route.
 */
export function frameImports(source) {
  const loaders = new Map();
  for (const match of source.matchAll(/const\s+(\w+)\s*=\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    loaders.set(match[1], match[2]);
  }
  const frames = [];
  for (const match of source.matchAll(/export\s+const\s+\w+\s*=\s*lazy\(\s*\(\)\s*=>\s*(?:import\(\s*['"]([^'"]+)['"]\s*\)|(\w+)\(\))/g)) {
    const specifier = match[1] ?? loaders.get(match[2]);
    if (specifier) frames.push(specifier);
  }
  return frames;
}

/** The paths whose screens the remote's App draws inside the screen table's frame (`isPersonalPath`). */
export const FRAMED_PREFIX = '/personal/';

/** The name of the package that holds `file` (nearest package.json), or null. */
function packageNameOf(file) {
  let dir = path.dirname(file);
  for (let depth = 0; depth < 12; depth += 1) {
    try {
      return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name ?? null;
    } catch {
      const parent = path.dirname(dir);
      if (parent === dir) return null;
      dir = parent;
    }
  }
  return null;
}

/**
 * @param {{ host: boolean }} options  host: the shell (boot = entry + bootstrap + provided shares); otherwise a remote
 */
export function routeAssets({ host }) {
  /** path → resolved module id of its screen */
  const screenModules = new Map();
  /** resolved module ids of the screen table's frame */
  const frameModules = new Set();
  /** framed paths whose screen imports nothing (still to come): they load the frame alone */
  const frameOnly = new Set();
  return {
    name: 'badminton-route-assets',
    apply: 'build',
    async transform(code, id) {
      if (!SCREENS_FILE.test(id)) return null;
      for (const [routePath, specifier] of Object.entries(screenImports(code))) {
        const resolved = await this.resolve(specifier, id);
        if (resolved) screenModules.set(routePath, resolved.id);
      }
      for (const routePath of importlessScreens(code)) if (routePath.startsWith(FRAMED_PREFIX)) frameOnly.add(routePath);
      for (const specifier of frameImports(code)) {
        const resolved = await this.resolve(specifier, id);
        if (resolved) frameModules.add(resolved.id);
      }
      return null;
    },
    // After the write: the federation plugin adds chunks of its own late (its pending-shares module).
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byFacade = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId, chunk]));

      const closure = (roots, exclude = new Set()) => {
        const js = new Set();
        const css = new Set();
        const shared = new Set();
        const stack = [...roots];
        while (stack.length > 0) {
          const file = stack.pop();
          if (js.has(file) || exclude.has(file)) continue;
          const chunk = byFile.get(file);
          if (!chunk) continue;
          js.add(file);
          for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
          for (const id of Object.keys(chunk.modules)) {
            const share = id.match(LOAD_SHARE);
            if (share && id.includes('__loadShare__')) shared.add(decodeSharedName(share[1]));
          }
          stack.push(...chunk.imports);
        }
        return { js: [...js].sort(), css: [...css].sort(), shared: [...shared].sort() };
      };

      const importMap = chunks.find((chunk) => chunk.facadeModuleId?.includes('mf-localSharedImportMap'));
      const remoteEntry = byFile.get('remoteEntry.js');
      const roots = new Set();
      if (remoteEntry) roots.add(remoteEntry.fileName);
      if (importMap) roots.add(importMap.fileName);
      // The host's own init (the shell's shares). A remote's hostAutoInit chunk runs only when the remote is opened
      // alone (its own index.html): under the shell, the shell's runtime calls its remote entry's init instead.
      for (const chunk of chunks) {
        if (host && chunk.facadeModuleId?.includes('hostAutoInit')) roots.add(chunk.fileName);
      }
      const providers = new Set(importMap?.dynamicImports ?? []);
      if (host) {
        // The HTML's entry, and what it imports lazily at once (the bootstrap split of main.ts).
        for (const chunk of chunks) {
          if (!chunk.isEntry || !chunk.facadeModuleId?.endsWith('.html')) continue;
          roots.add(chunk.fileName);
          for (const lazy of chunk.dynamicImports) roots.add(lazy);
        }
        // Chunks no chunk imports are imported by the federation plugin's own entry bootstrap, which the HTML runs
        // first (its pending-shares module).
        const imported = new Set(chunks.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]));
        for (const chunk of chunks) if (!chunk.isEntry && !imported.has(chunk.fileName)) roots.add(chunk.fileName);
      } else {
        // The exposed modules the remote entry imports (the App).
        for (const lazy of remoteEntry?.dynamicImports ?? []) if (!providers.has(lazy)) roots.add(lazy);
      }
      const boot = closure(roots);
      const bootFiles = new Set(boot.js);

      const routes = {};
      const missing = [];
      const frameFiles = [...frameModules].flatMap((frame) => byFacade.get(frame)?.fileName ?? []);
      /** A route's own files: the closure of its chunks, without what the boot already loads. */
      const routeFiles = (files) => {
        const own = closure(files, bootFiles);
        return { js: own.js, css: own.css.filter((sheet) => !boot.css.includes(sheet)), shared: own.shared.filter((name) => !boot.shared.includes(name)) };
      };
      for (const [routePath, id] of [...screenModules].sort(([a], [b]) => a.localeCompare(b))) {
        // A screen module Rollup placed in a chunk it shares with other modules (another screen imports from it) is no
        // chunk's facade: the chunk that holds it is the screen's.
        const chunk = byFacade.get(id) ?? chunks.find((candidate) => Object.hasOwn(candidate.modules, id));
        if (!chunk) {
          missing.push(routePath);
          continue;
        }
        const frames = routePath.startsWith(FRAMED_PREFIX) ? frameFiles : [];
        routes[routePath] = routeFiles([chunk.fileName, ...frames]);
      }
      // A framed screen still to come is drawn inside the frame: it loads the frame's files.
      for (const routePath of [...frameOnly].sort()) routes[routePath] = routeFiles(frameFiles);

      // Every screen of the table has its files: a route left out would get no hints and no first-paint styles.
      if (missing.length > 0) throw new Error(`route-assets: no chunk holds the screen of ${missing.join(', ')}`);

      const provides = {};
      if (host) {
        for (const file of providers) {
          const chunk = byFile.get(file);
          if (!chunk) continue;
          const virtual = Object.keys(chunk.modules).map((id) => id.match(LOAD_SHARE)).find(Boolean);
          const name = virtual ? decodeSharedName(virtual[1]) : chunk.facadeModuleId && packageNameOf(chunk.facadeModuleId);
          if (!name) continue;
          const own = closure([file], bootFiles);
          provides[name] = { js: own.js, css: own.css };
        }
      }
      const map = { app: host ? 'shell' : 'remote', boot, routes, provides };
      writeFileSync(path.join(options.dir, 'route-assets.json'), `${JSON.stringify(map, null, 2)}\n`);
    },
  };
}
