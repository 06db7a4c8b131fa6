import { createHash } from 'node:crypto';
import { SESSION_KEYS, STORAGE_PREFIX } from '@badminton/contracts';

/**
 * The route's files load once the page has painted (decision 0044). The HTML of a route carries its files — the
 * shell's entry module, the scripts it loads, the style sheets — as a JSON data block (`#bm-route-files`), and this
 * one inline script asks for them as soon as the browser reports the first contentful paint (the page the server
 * drew: decision 0053). Hints in the head started ~60 script and style fetches while the page was still being laid
 * out; a fetch that finished before the first paint competed with it for the network and counted as render-blocking in
 * Lighthouse's simulation, which made FCP and LCP 1–3 s and vary with the race. Asked for after the paint, the page's own
 * images have the network to themselves until then.
 *
 * Without a paint to wait for it does not wait: a hidden tab (no frames drawn), a browser without paint timing, and
 * at the latest after `LOADER_FALLBACK_MS`. The script is a constant; the Content-Security-Policy allows it by its
 * hash (`ROUTE_LOADER_HASH`, ./security-headers.ts), and no other inline script.
 *
 * It adds them in slices of `LOADER_SLICE_MS`, one task each (see there), the entry module first.
 *
 * The route's other scripts are not hinted (decision 0086): the entry module's imports fetch them. A hint per script
 * (~55 on a route) cost 1–10 ms of main thread each under Lighthouse's tracing, which counted as blocking time at its
 * CPU slowdown; without them TBT fell on every route of two paired A/B runs (/index 1,697 → 679 and 1,407 → 968 ms,
 * /news 672 → 575 and 1,033 → 420 ms, docs/performance.md session 27), with FCP and LCP unchanged. The data block still
 * lists them (`scripts`): the route's files as the build's route asset maps give them, which e2e/tests/loading.spec.ts
 * holds against what the page really fetches.
 *
 * The style sheets are preloaded in CORS mode (`crossorigin`), as Vite's loader then asks for them: a preload in
 * another mode is not used, and the sheet is downloaded twice.
 */

/** The id of the JSON data block with the route's files: `{ entries, scripts, styles }` (URLs; `scripts` is not hinted). */
export const ROUTE_FILES_ELEMENT_ID = 'bm-route-files';

/** The longest the loader waits for a first contentful paint before loading anyway. */
export const LOADER_FALLBACK_MS = 1000;

/**
 * The longest one task of the loader adds files for before it yields (ms). Adding a hint starts its fetch, which costs
 * Chromium ~1–1.5 ms of main thread each on this machine (measured on Chromium 156.0.8078.108: 20 links ≈ 20–30 ms,
 * whatever their kind, one by one or in a fragment); ~60 of them in one task made a 70–80 ms task, ~300 ms at the 4×
 * CPU slowdown Lighthouse simulates, all of it blocking time. In slices of this budget each task stays under the 50 ms
 * that counts as blocking even at 4×. 8 ms was too long a slice: a slice ends only after the add that crosses the
 * budget, the first preload of the shell's style sheet takes ~7 ms alone, and under Lighthouse's instrumentation the
 * slices measured 15–20 ms (60–90 ms at the fitted ×4–5; docs/performance.md, 2026-12-02). At 3 ms, in one A/B run of three on a
 * quiet machine, `/index` went from 99 to 43 ms of TBT and `/notice` from 198 to 45 ms.
 */
export const LOADER_SLICE_MS = 3;

export const ROUTE_LOADER = [
  '(function (d) {',
  '  var done = false;',
  '  function add(tag, props) { var el = d.createElement(tag); for (var key in props) el[key] = props[key]; d.head.appendChild(el); }',
  '  function load() {',
  '    if (done) return;',
  '    done = true;',
  `    var files = JSON.parse(d.getElementById('${ROUTE_FILES_ELEMENT_ID}').textContent);`,
  '    var queue = [];',
  "    files.entries.forEach(function (url) { queue.push(['script', { type: 'module', crossOrigin: 'anonymous', src: url }]); });",
  "    files.styles.forEach(function (url) { queue.push(['link', { rel: 'preload', as: 'style', crossOrigin: 'anonymous', href: url }]); });",
  '    (function slice() {',
  `      var until = performance.now() + ${LOADER_SLICE_MS};`,
  '      while (queue.length > 0 && performance.now() < until) add.apply(null, queue.shift());',
  '      if (queue.length > 0) setTimeout(slice, 0);',
  '    })();',
  '  }',
  "  if (d.visibilityState === 'hidden') return load();",
  '  try {',
  '    new PerformanceObserver(function (list, observer) {',
  "      if (list.getEntriesByName('first-contentful-paint').length === 0) return;",
  '      observer.disconnect();',
  '      setTimeout(load, 0);',
  "    }).observe({ type: 'paint', buffered: true });",
  '  } catch (error) {',
  '    return load();',
  '  }',
  `  setTimeout(load, ${LOADER_FALLBACK_MS});`,
  "  d.addEventListener('visibilitychange', load);",
  '})(document);',
].join('\n');

/** The CSP source that allows exactly `ROUTE_LOADER`. */
export const ROUTE_LOADER_HASH = `'sha256-${createHash('sha256').update(ROUTE_LOADER).digest('base64')}'`;

/** The session-storage keys of the tab's session (packages/session). */
export const TAB_SESSION_KEYS = {
  userInfo: STORAGE_PREFIX + SESSION_KEYS.userInfo,
  token: STORAGE_PREFIX + SESSION_KEYS.token,
} as const;

/**
 * A page is drawn for the member of the page cookie (decisions 0045, 0053), but the cookie is the browser's and the
 * session is the tab's: a tab signed in as someone else, or not at all, must not show it. This script, in the head of
 * such a page, names the tab's signed-in user on `<html data-bm-member>` before the body is parsed, and the page's
 * style (`memberPageStyle`) hides it unless that is the member it was drawn for; the shell then renders the tab's own
 * page in its place. Allowed by its hash like the loader.
 */
export const MEMBER_MARK = [
  '(function (d, s) {',
  '  try {',
  `    var user = JSON.parse(s.getItem('${TAB_SESSION_KEYS.userInfo}'));`,
  `    if (user && user.userId != null && s.getItem('${TAB_SESSION_KEYS.token}')) d.documentElement.setAttribute('data-bm-member', String(user.userId));`,
  '  } catch (error) {}',
  '})(document, sessionStorage);',
].join('\n');

export const MEMBER_MARK_HASH = `'sha256-${createHash('sha256').update(MEMBER_MARK).digest('base64')}'`;

/** The rule that hides a member's page in a tab not signed in as `memberId`, until the shell renders the tab's own. */
export function memberPageStyle(memberId: number | string): string {
  const id = String(memberId).replace(/[^\w-]/g, '');
  return `html:not([data-bm-member="${id}"]) #root[data-bm-member-page]{visibility:hidden}`;
}
