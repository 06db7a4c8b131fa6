import { PAGE_BOOT_ELEMENT_ID, type PageBoot } from '@badminton/contracts/page';
import { MEMBER_MARK, memberPageStyle, ROUTE_FILES_ELEMENT_ID, ROUTE_LOADER } from './route-loader';

/** Where the web tier writes into the shell's index.html (apps/shell/index.html). */
export const HEAD_MARKER = '<!--bm:head-->';
export const PAGE_MARKER = '<!--bm:page-->';

/** JSON safe inside a <script> element: no `</script>` or comment openers can end it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The shell build's entry tags: `<script type="module" … src="…"></script>` (Vite writes one). */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
/** Vite's own style sheet links of the shell's entry (the loader asks for them after the first paint). */
const ENTRY_STYLE = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

export interface PageParts {
  title: string;
  /** The server's markup of the page, or '' (the browser renders it). */
  markup: string;
  /** Rules of the route's style sheets the markup uses (critical-css.ts). */
  style: string;
  boot: PageBoot;
  /** The route's scripts (listed, fetched by the entry's imports) and style sheets (route-assets; decision 0086). */
  scripts: string[];
  styles: string[];
  /** The member the page was drawn for: the tab guard (member mark) goes in. */
  member: number | string | null;
}

/**
 * The HTML of one page (decision 0053): the shell's index.html with the server's markup in `#root`, the rules it uses
 * inline, the boot data (runtime configuration, route documents, what the page was drawn with), and the route's files
 * as a data block with the one loader that asks for them after the first paint (decision 0044).
 */
export function assemblePage(template: string, parts: PageParts): string {
  const entries = [...template.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  const entryStyles = [...template.matchAll(ENTRY_STYLE)].map((match) => match[1]);
  const files = { entries, scripts: parts.scripts, styles: [...new Set([...entryStyles, ...parts.styles])] };
  const head = [
    ...(parts.member !== null ? [`<script>${MEMBER_MARK}</script>`, `<style>${memberPageStyle(parts.member)}</style>`] : []),
    ...(parts.style ? [`<style>${parts.style}</style>`] : []),
  ].join('\n    ');
  const tail =
    `<script type="application/json" id="${PAGE_BOOT_ELEMENT_ID}">${scriptSafeJson(parts.boot)}</script>\n` +
    `<script type="application/json" id="${ROUTE_FILES_ELEMENT_ID}">${scriptSafeJson(files)}</script>\n` +
    `<script>${ROUTE_LOADER}</script>\n`;
  const root = parts.member !== null ? '<div id="root" data-bm-member-page>' : '<div id="root">';
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(ENTRY_STYLE, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(parts.title)}</title>`)
    .replace(HEAD_MARKER, () => head)
    .replace(`<div id="root">${PAGE_MARKER}</div>`, () => `${root}${parts.markup}</div>`)
    .replace('</body>', () => `${tail}</body>`);
}
