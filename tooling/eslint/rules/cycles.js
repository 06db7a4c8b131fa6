// No import circles (decision 0054): a module never imports, directly or through others, a module that imports it back.
// Every import counts — `import type` too, re-exports and dynamic `import()` — because a circle of types ties the
// modules together as much as a circle of values does (the circles removed in decision 0054 were mostly of types).
//
// How: the first file linted in a package has the package's import graph built once per ESLint process (every
// .ts/.tsx/.js/.mjs file under the package folder but node_modules, dist and the like; each file's imports read by
// TypeScript's import scanner, relative specifiers resolved the way the bundler resolution of tsconfig does). Its
// strongly connected components are the circles; an import of the linted file is reported when the file it resolves
// to lies in the same component, with the way around as the message. Only relative imports make edges: a circle across
// packages would be a circle of workspace dependencies, which pnpm and turbo refuse already.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CODE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', 'playwright-report', 'test-results']);

function isCode(name) {
  return CODE_EXTENSIONS.some((extension) => name.endsWith(extension)) && !/\.d\.[mc]?ts$/.test(name);
}

function isFile(candidate) {
  try {
    return fs.statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/**
 * The code file a relative specifier names, as TypeScript's bundler resolution finds it; null for anything else.
 * `exists` answers whether a file is there (the package's files, once they are listed).
 */
export function resolveRelative(fromFile, specifier, exists = isFile) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [];
  if (stem !== base) candidates.push(`${stem}.ts`, `${stem}.tsx`, `${stem}.mts`);
  candidates.push(base);
  for (const extension of CODE_EXTENSIONS) candidates.push(`${base}${extension}`);
  for (const extension of CODE_EXTENSIONS) candidates.push(path.join(base, `index${extension}`));
  return candidates.find((candidate) => isCode(candidate) && exists(candidate)) ?? null;
}

/** The folder of the nearest package.json above a file (cached per folder). */
const rootOfFolder = new Map();
function packageRootOf(file) {
  const seen = [];
  let folder = path.dirname(file);
  let root = null;
  for (;;) {
    if (rootOfFolder.has(folder)) {
      root = rootOfFolder.get(folder);
      break;
    }
    seen.push(folder);
    if (isFile(path.join(folder, 'package.json'))) {
      root = folder;
      break;
    }
    const parent = path.dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  for (const each of seen) rootOfFolder.set(each, root);
  return root;
}

function codeFilesUnder(folder, out = []) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) codeFilesUnder(full, out);
    } else if (entry.isFile() && isCode(entry.name)) out.push(full);
  }
  return out;
}

/** A package's import graph (file → files it imports) and each file's circle (strongly connected component). */
const graphs = new Map();
export function packageGraph(root) {
  let graph = graphs.get(root);
  if (graph) return graph;
  const edges = new Map();
  const files = new Set(codeFilesUnder(root));
  const exists = (candidate) => files.has(candidate);
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveRelative(file, fileName, exists);
      if (target && target !== file) targets.add(target);
    }
    edges.set(file, [...targets]);
  }
  graph = { edges, exists, component: components(edges) };
  graphs.set(root, graph);
  return graph;
}

/** Tarjan's strongly connected components, iteratively: file → its component (a Set), only for components of 2+. */
function components(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const component = new Map();
  let next = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, at] = frame;
      const targets = edges.get(node) ?? [];
      if (at < targets.length) {
        frame[1] += 1;
        const target = targets[at];
        if (!edges.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const members = new Set();
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          members.add(member);
        } while (member !== node);
        if (members.size > 1) for (const each of members) component.set(each, members);
      }
    }
  }
  return component;
}

/** The shortest way from `from` to `to` inside one component (both in it), as the files passed. */
function wayBack(graph, from, to) {
  const members = graph.component.get(from);
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const target of graph.edges.get(node) ?? []) {
      if (!members.has(target) || previous.has(target)) continue;
      previous.set(target, node);
      queue.push(target);
    }
  }
  const way = [];
  for (let node = to; node !== null && node !== undefined; node = previous.get(node)) way.unshift(node);
  return way;
}

export const cyclesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circles: a module never imports a module that imports it back (types included).' },
    schema: [],
  },
  create(context) {
    const filename = context.physicalFilename ?? context.filename;
    if (!path.isAbsolute(filename) || !isCode(filename)) return {};
    const root = packageRootOf(filename);
    if (!root) return {};
    const graph = packageGraph(root);
    const circle = graph.component.get(filename);
    if (!circle) return {};
    const shown = (file) => path.relative(root, file).split(path.sep).join('/');
    function check(node) {
      const source = node.type === 'TSImportType' ? (node.argument?.literal ?? node.argument) : node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolveRelative(filename, source.value, graph.exists);
      if (!target || !circle.has(target)) return;
      const way = [filename, ...wayBack(graph, target, filename)].map(shown);
      context.report({
        node: source,
        message: `Import circle: ${way.join(' → ')}. Move what both need to a module that neither imports back (decision 0054).`,
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
    };
  },
};

export default { meta: { name: '@badminton/cycles' }, rules: { imports: cyclesRule } };
