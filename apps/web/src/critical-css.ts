import path from 'node:path';
import postcss, { type AtRule, type ChildNode, type Root } from 'postcss';

/**
 * The style a server-rendered page needs, inline (decisions 0040, 0053). Linking the route's style sheets would make
 * them block its first paint (10 files on a list route, ~25 KB gzip, fetched after the HTML). Instead the HTML carries
 * the rules of those sheets that can apply to the page — a rule is kept when every class its selector names appears in
 * the rendered markup — in their order, and the sheets themselves load after the first paint: the page paints from
 * the HTML alone, and the app's own insertion of the sheets finds them in the cache.
 */

/** Reads a style sheet by its URL (a build file: the name carries its content hash, so it never changes), or null. */
export type SheetReader = (url: string) => Promise<string | null>;

/** One rule of a sheet: the classes each selector needs, and the rule's text with only matching selectors. */
interface IndexedRule {
  kind: 'rule';
  selectors: { text: string; classes: string[] }[];
  body: string;
}
/** A group (@media, @supports, @layer) of rules, or a block kept whole (@font-face, @keyframes and the like). */
type IndexedNode = IndexedRule | { kind: 'group'; prelude: string; children: IndexedNode[] } | { kind: 'whole'; text: string };

const sheets = new Map<string, Promise<IndexedNode[] | null>>();

/** The classes a selector requires of the elements it matches: those outside `:not(…)` and other functional pseudos. */
export function requiredClasses(selector: string): string[] {
  // Drop what cannot require a class of the page: :not(), :is()/:where() (any of), attribute values, pseudo-elements.
  const stripped = selector
    .replace(/:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/::?[a-z-]+(\([^)]*\))?/gi, '');
  return [...stripped.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
}

/** `url(relative)` made absolute against the sheet's own URL, so the rules work from the HTML. */
function absoluteUrls(css: string, sheetUrl: string): string {
  return css.replace(/url\((['"]?)(?!data:|\/|https?:|#)([^'")]+)\1\)/g, (_all, quote: string, ref: string) => {
    return `url(${quote}${path.posix.join(path.posix.dirname(sheetUrl), ref)}${quote})`;
  });
}

function indexNodes(nodes: ChildNode[] | undefined, sheetUrl: string): IndexedNode[] {
  const out: IndexedNode[] = [];
  for (const node of nodes ?? []) {
    if (node.type === 'rule') {
      if (node.parent?.type === 'atrule' && /keyframes$/i.test((node.parent as AtRule).name)) continue;
      const declarations = node.nodes.filter((child) => child.type === 'decl');
      const body = absoluteUrls(declarations.map((declaration) => declaration.toString()).join(';'), sheetUrl);
      out.push({ kind: 'rule', selectors: node.selectors.map((text) => ({ text, classes: requiredClasses(text) })), body });
    } else if (node.type === 'atrule') {
      if (/^(media|supports|layer)$/i.test(node.name) && node.nodes) {
        out.push({ kind: 'group', prelude: `@${node.name} ${node.params}`, children: indexNodes(node.nodes, sheetUrl) });
      } else if (!/^(charset|import)$/i.test(node.name)) {
        out.push({ kind: 'whole', text: absoluteUrls(node.toString(), sheetUrl) });
      }
    }
  }
  return out;
}

/** A sheet's rules, parsed once per URL. */
function indexedSheet(read: SheetReader, url: string): Promise<IndexedNode[] | null> {
  let entry = sheets.get(url);
  if (!entry) {
    entry = read(url).then(
      (css) => (css === null ? null : indexNodes((postcss.parse(css) as Root).nodes, url)),
      () => null,
    );
    sheets.set(url, entry);
  }
  return entry;
}

/** Every class named in the markup's `class` attributes. */
export function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1].split(/\s+/)) if (name) classes.add(name);
  return classes;
}

function emit(nodes: IndexedNode[], classes: Set<string>): string {
  let css = '';
  for (const node of nodes) {
    if (node.kind === 'rule') {
      const kept = node.selectors.filter((selector) => selector.classes.every((name) => classes.has(name)));
      if (kept.length > 0) css += `${kept.map((selector) => selector.text).join(',')}{${node.body}}`;
    } else if (node.kind === 'group') {
      const inner = emit(node.children, classes);
      if (inner) css += `${node.prelude}{${inner}}`;
    } else {
      css += node.text;
    }
  }
  return css;
}

/**
 * The rules of the sheets `urls` (in their order) that can apply to `markup`: the text of one `<style>` element.
 * A sheet that cannot be read is left out (the page then paints with less style, never blocks).
 */
export async function criticalCss(read: SheetReader, urls: string[], markup: string): Promise<string> {
  const classes = markupClasses(markup);
  const indexed = await Promise.all(urls.map((url) => indexedSheet(read, url)));
  return indexed.map((nodes) => (nodes ? emit(nodes, classes) : '')).join('').replace(/<\/style/gi, '<\\/style');
}
