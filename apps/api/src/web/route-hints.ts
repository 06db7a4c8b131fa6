import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FRAME_STYLE_ID, RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@badminton/contracts';
import type { BuildMaps, RouteAssetMap, RouteFiles } from '@badminton/contracts/route-assets';
import { REMOTE_NAMES } from '../config';
import { MEMBER_MARK, ROUTE_FILES_ELEMENT_ID, ROUTE_LOADER } from './route-loader';
import type { LeadImage } from './route-frames';

/**
 * What the HTML of a route hands the browser up front (issue 12, docs/decisions/0029-route-loading.md): the runtime
 * configuration inline, and every file the route will load — the shell's entry and bootstrap, the owning remote's
 * entry and App, the screen's chunks and the shared modules they take from the shell (element-react) — asked for
 * together once the page has painted (`modulepreload` for scripts, `preload` for style sheets; decision 0044), so they
 * are fetched in parallel instead of one wave after another. The lists come from each build's `route-assets.json`
 * (tooling/vite/route-assets.js), written from Rollup's chunk graph and the remote's screen table; which files a route
 * loads is decided once, in `routeFiles` (@badminton/contracts/route-assets), which the bundle budget uses too.
 * Nothing here names a file.
 */

/** Where the hints go in the shell's index.html, and the config preload the inline config replaces. */
export const ROUTE_HINTS_MARKER = '<!--bm:route-hints-->';
export const CONFIG_PRELOAD = '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />';

async function readMap(file: string): Promise<RouteAssetMap | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as RouteAssetMap;
  } catch {
    return null;
  }
}

/** Reads the shell's and the remotes' maps from their dist folders under `webRoot`. */
export async function readBuildMaps(webRoot: string): Promise<BuildMaps> {
  const [shell, ...remotes] = await Promise.all([
    readMap(path.join(webRoot, 'shell', 'dist', 'route-assets.json')),
    ...REMOTE_NAMES.map((name) => readMap(path.join(webRoot, name, 'dist', 'route-assets.json'))),
  ]);
  return {
    shell,
    remotes: Object.fromEntries(REMOTE_NAMES.flatMap((name, index) => (remotes[index] ? [[name, remotes[index]]] : []))),
  };
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON safe inside a <script> element: no `</script>` or comment openers can end it early. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** The lead image's preload; with its `srcset` and `sizes`, so the browser preloads the candidate the image will use. */
function imagePreload({ src, srcset, sizes }: LeadImage): string {
  const set = srcset ? ` imagesrcset="${escapeAttribute(srcset)}"${sizes ? ` imagesizes="${escapeAttribute(sizes)}"` : ''}` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(src)}"${set} fetchpriority="high" />`;
}

/** The shell build's entry tags: `<script type="module" … src="…"></script>` (Vite writes one). */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;

/**
 * The shell's index.html for one route: the runtime configuration inline (a JSON data block, which the CSP leaves
 * alone since it never runs) instead of the `/config.json` preload; the route's files — the build's entry module
 * (moved out of the head), the scripts to preload and the style sheets — as a second data block at the end of the
 * body, with the loader that asks for them once the page has painted (web/route-loader.ts, decision 0044). With
 * `frameStyle` (a route whose first-paint frame is drawn with the screen's own classes, decision 0037) those rules go
 * inline at the marker (web/critical-css.ts, decision 0040), so the frame paints from the HTML alone; the app's own
 * insertion of the sheets finds them preloaded. `leadImage` is the frame's first high-priority image, preloaded in
 * the head: the one fetch the first paint waits for.
 */
export function withRouteHints(
  indexHtml: string,
  config: RuntimeConfig,
  hints: RouteFiles,
  {
    frameStyle = '',
    leadImage = null,
    memberMark = false,
  }: { frameStyle?: string; leadImage?: LeadImage | null; memberMark?: boolean } = {},
): string {
  // A member's frame (decision 0045): the tab names its signed-in user before the body is parsed.
  const mark = memberMark ? [`<script>${MEMBER_MARK}</script>`] : [];
  const image = leadImage ? [imagePreload(leadImage)] : [];
  const inline = frameStyle ? [`<style id="${FRAME_STYLE_ID}">${frameStyle}</style>`] : [];
  const entries = [...indexHtml.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  const files = { entries, scripts: hints.scripts, styles: hints.styles };
  const loader =
    `<script type="application/json" id="${ROUTE_FILES_ELEMENT_ID}">${scriptSafeJson(files)}</script>\n` +
    `<script>${ROUTE_LOADER}</script>\n`;
  const configBlock = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`;
  // An index.html without the marker (not the shell's build) keeps its own script tags.
  if (!indexHtml.includes(ROUTE_HINTS_MARKER)) return indexHtml.replace(CONFIG_PRELOAD, configBlock);
  return indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(CONFIG_PRELOAD, configBlock)
    .replace(ROUTE_HINTS_MARKER, [...mark, ...image, ...inline].join('\n    '))
    .replace('</body>', `${loader}</body>`);
}
