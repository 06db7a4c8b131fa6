import AxeBuilder from '@axe-core/playwright';
import { appendFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { test as base } from './server';

export { expect } from '@playwright/test';

/**
 * The accessibility gate (issue 11.4, decision 0028). Every spec imports `test` from here, and its automatic
 * `a11y` fixture runs axe-core with the WCAG 2.0–2.2 A/AA rules on every distinct route the test shows: after each
 * main-frame navigation has settled (full loads and the router's history navigations alike) and on the page the test
 * ends on. Screens are told apart by pathname, query and viewport width (`?type=`, `?id=` change the screen), so each
 * is checked once per width a test runs at. `a11y.check('<label>')` scans the page as it is at that moment, every
 * time: a dialog open, a form filled, errors shown (issue 29).
 *
 * Any violation fails the test with the list (rule, impact, target, page); `A11Y_STRICT=0` prints and attaches the list
 * instead, for local work on a screen. A scan that throws fails the test in either mode: a broken axe is not a pass.
 */

/** The rule set: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Strict unless `A11Y_STRICT=0` asks for a report only (e.g. while fixing a screen). */
export const A11Y_STRICT = process.env.A11Y_STRICT !== '0';

/** `E2E_SCAN_LOG=<file>`: one JSON line per scan (screen, label, wait and axe milliseconds), to see where time goes. */
const SCAN_LOG = process.env.E2E_SCAN_LOG;

/**
 * The screens this worker has scanned unlabelled, as `<screen>#<who>`: a screen already scanned for the same account
 * (or visitor) at the same width by an earlier test on the worker is not scanned again by the automatic scan (decision
 * 0073). The accessibility sweep scans every route for every role at both widths; a labelled check always scans.
 */
const workerSeen = new Set<string>();

export interface A11yViolation {
  page: string;
  /** The state a labelled `check` named (e.g. 'proxy dialog'), when the scan was one. */
  label?: string;
  width: number;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

export interface A11yScanner {
  /**
   * `check()` checks the current screen if it was not checked yet (once per path, query and width).
   * `check('<label>')` scans the page as it is now, every time (a dialog open, a form filled, errors shown), and
   * fails when it could not scan (an axe error, or the page left during the scan).
   */
  check(label?: string): Promise<void>;
  /** What was found so far in this test. */
  readonly violations: readonly A11yViolation[];
  /** The labelled states scanned so far in this test, as `label@width`. */
  readonly scannedLabels: readonly string[];
}

/**
 * Waits until the page is quiet: network idle, React has the page (`<html data-bm-ready>`), no loading mask on screen, and no finite
 * animation running (a panel fading in is checked at its final colours, not half transparent). Bounded, never fails.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-bm-ready') && !document.querySelector('.el-loading-mask:not([style*="display: none"])'), undefined, {
      timeout: 3_000,
    })
    .catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/**
 * axe's target-size rule takes a sticky element for one laid out where it is drawn, so on a scrolled page every
 * target passing under the sticky navigation counts as covered (axe-core issue #3720, open). A node is dropped when
 * - it lies wholly under a pinned bar: what is drawn at its centre belongs to a sticky or fixed element that does not
 *   hold it and does not span the whole viewport, and whose box holds the target's (scrolled beneath it, not on screen
 *   to be tapped, whatever its size); or
 * - it is at least 24 × 24 px and every element axe's target-size check names as covering it (its related nodes) is
 *   pinned in that sense.
 * - a modal dialog is open (`aria-modal="true"`, on screen) and the target is outside it: the page behind a modal is
 *   inert, nothing there can be tapped until the dialog closes (the dialog's own targets are checked; the page behind
 *   it is checked at rest, by the sweep and the walks). Where the page was scrolled to when the dialog opened decides
 *   which of its targets a sticky bar half covers (axe-core issue #3720 again), which is not the dialog's state.
 * A full-viewport fixed layer that is not a modal dialog really covers what is under it and exempts nothing. A small
 * target partly on screen, one axe names no cover for, or one covered by anything else stays a violation.
 */
async function coveredOnlyByPinned(page: Page, nodes: { target: string; covering: string[] }[]): Promise<boolean[]> {
  return page.evaluate((list) => {
    const pinnedAncestor = (element: Element): HTMLElement | null => {
      for (let at: Element | null = element; at && at !== document.documentElement; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'sticky' || position === 'fixed') return at as HTMLElement;
      }
      return null;
    };
    const modals = [...document.querySelectorAll('[aria-modal="true"]')].filter((modal) => modal.getClientRects().length > 0);
    return list.map(({ target: selector, covering }) => {
      const target = document.querySelector(selector);
      if (!target) return false;
      if (modals.length > 0 && !modals.some((modal) => modal.contains(target))) return true;
      const box = target.getBoundingClientRect();
      const bar = (layer: HTMLElement | null) => {
        if (!layer || layer.contains(target)) return null;
        const rect = layer.getBoundingClientRect();
        return rect.width >= window.innerWidth && rect.height >= window.innerHeight ? null : rect;
      };
      // Scrolled wholly under a pinned bar (what is drawn at its centre belongs to the bar, whose box holds it), a
      // target of any size is not on screen to be tapped.
      const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const over = atCentre ? bar(pinnedAncestor(atCentre)) : null;
      if (over && box.top >= over.top && box.bottom <= over.bottom && box.left >= over.left && box.right <= over.right) return true;
      if (covering.length === 0 || box.width < 24 || box.height < 24) return false;
      return covering.every((coverSelector) => {
        const cover = document.querySelector(coverSelector);
        return cover !== null && bar(pinnedAncestor(cover)) !== null;
      });
    });
  }, nodes);
}

/**
 * An axe run in the page itself (legacy mode: `@axe-core/playwright` otherwise opens a new page in the context for
 * every scan to merge the frames' results, which our pages, with no cross-origin frames, do not need), answering the
 * nodes of the violations only (`resultTypes`: the passes and the rules that do not apply come back as one node each
 * instead of a selector built for each of the page's thousand nodes). Measured on /index, /test and /news: 2.0–3.7 s a
 * scan before, 0.75–1.2 s after (decision 0075). `withTags` comes after `options`, which would otherwise drop it.
 */
export function axe(page: Page, resultTypes: ('violations' | 'incomplete')[] = ['violations']): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes });
}

type AxeNode = { target: unknown[]; any: AxeCheck[]; all: AxeCheck[]; none: AxeCheck[] };
type AxeCheck = { id: string; relatedNodes?: { target: unknown[] }[] };
const selectorOf = (target: unknown[]) => target.map(String).join(' ');

export async function scanPage(page: Page, label?: string): Promise<A11yViolation[]> {
  const url = new URL(page.url());
  const width = page.viewportSize()?.width ?? 0;
  const results = await axe(page)
    .withTags(A11Y_TAGS)
    .analyze()
    .catch(async (error: unknown) => {
      // axe is put in the document, then run there: a document that replaced it in between (a navigation) has none.
      const gone = await page.evaluate(() => !('axe' in window)).catch(() => true);
      throw gone ? new Error(`the page navigated during the scan (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`) : error;
    });
  for (const violation of results.violations) {
    if (violation.id !== 'target-size') continue;
    const nodes = (violation.nodes as AxeNode[]).map((node) => ({
      target: selectorOf(node.target),
      // The covers: what axe's target-size check names as obscuring the target. (target-offset's related nodes are
      // neighbours it measures the distance to, from the part left uncovered: not covers.)
      covering: [...node.any, ...node.all, ...node.none]
        .filter((check) => check.id === 'target-size')
        .flatMap((check) => check.relatedNodes ?? [])
        .map((related) => selectorOf(related.target)),
    }));
    const dropped = await coveredOnlyByPinned(page, nodes);
    violation.nodes = violation.nodes.filter((_, index) => !dropped[index]);
  }
  results.violations = results.violations.filter((violation) => violation.nodes.length > 0);
  return results.violations.map((violation) => ({
    page: `${url.pathname}${url.search}`,
    ...(label ? { label } : {}),
    width,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
  }));
}

/** The violations of `first` that `second` found too (same rule, same target). */
function stableOnly(first: A11yViolation[], second: A11yViolation[]): A11yViolation[] {
  return first
    .map((violation) => {
      const again = new Set(second.filter((other) => other.rule === violation.rule).flatMap((other) => other.targets));
      return { ...violation, targets: violation.targets.filter((target) => again.has(target)) };
    })
    .filter((violation) => violation.targets.length > 0);
}

export function formatViolations(violations: readonly A11yViolation[]): string {
  return violations
    .map(
      (v) =>
        `- [${v.impact}] ${v.rule} on ${v.page}${v.label ? ` (${v.label})` : ''} @${v.width}px: ${v.help}\n` +
        v.targets
          .slice(0, 8)
          .map((t) => `    ${t}`)
          .join('\n') +
        (v.targets.length > 8 ? `\n    … ${v.targets.length - 8} more` : ''),
    )
    .join('\n');
}

/** A screen: its pathname and query (parameters in order), at the viewport width. */
export function screenKey(url: string, width: number): string | null {
  if (!url.startsWith('http')) return null;
  const parsed = new URL(url);
  const params = new URLSearchParams(parsed.search);
  params.sort();
  const query = params.toString();
  return `${parsed.pathname}${query ? `?${query}` : ''}@${width}`;
}

/** Who the tab is signed in as (the session's user id), or `visitor`. */
async function viewer(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      // The session package's tab storage (`BADMINTON_userInfo`, packages/session).
      const user = JSON.parse(sessionStorage.getItem('BADMINTON_userInfo') ?? 'null') as { userId?: unknown } | null;
      return user?.userId != null ? String(user.userId) : 'visitor';
    })
    .catch(() => 'unknown');
}

function createScanner(page: Page) {
  const seen = new Set<string>();
  const violations: A11yViolation[] = [];
  const scanErrors: string[] = [];
  const scannedLabels: string[] = [];
  let queue: Promise<void> = Promise.resolve();
  let closed = false;

  const keyOf = () => screenKey(page.url(), page.viewportSize()?.width ?? 0);

  /** Scans the screen: an unlabelled scan once per screen, a labelled one every time. */
  const scanOnce = async (label?: string) => {
    const where = () => `${label ? `'${label}' on ` : ''}${keyOf() ?? page.url()}`;
    if (closed || page.isClosed()) return;
    // Already scanned on this worker for this account: not even the wait for the page to settle. (A navigation under
    // way queues its own scan of where it lands.)
    if (!label && !page.isClosed()) {
      const early = keyOf();
      if (early && workerSeen.has(`${early}#${await viewer(page)}`)) return;
    }
    const waitStarted = performance.now();
    await settle(page);
    if (page.isClosed()) return;
    const key = keyOf();
    if (!key) {
      if (label) scanErrors.push(`${where()}: no page to scan`);
      return;
    }
    if (!label && seen.has(key)) return;
    const who = label ? '' : await viewer(page);
    if (!label && workerSeen.has(`${key}#${who}`)) return;
    const started = performance.now();
    try {
      let found = await scanPage(page, label);
      // A violation counts when a second scan a second later finds it too: a toast passing over a target, a
      // scroll in progress or the first-paint frame going away are moments, not the page.
      if (found.length > 0) {
        await page.waitForTimeout(1_000);
        await settle(page);
        if (keyOf() === key) found = stableOnly(found, await scanPage(page, label));
      }
      if (keyOf() !== key) {
        // A navigation during the scan leaves the route for a later scan; a labelled state is gone, and says so.
        if (label) scanErrors.push(`'${label}' on ${key}: the page left for ${page.url()} during the scan`);
        return;
      }
      if (!label) {
        seen.add(key);
        workerSeen.add(`${key}#${who}`);
      } else scannedLabels.push(`${label}@${page.viewportSize()?.width ?? 0}`);
      violations.push(...found);
      if (SCAN_LOG) appendFileSync(SCAN_LOG, `${JSON.stringify({ key, label, waitMs: Math.round(started - waitStarted), axeMs: Math.round(performance.now() - started) })}\n`);
    } catch (error) {
      if (page.isClosed()) return;
      const message = error instanceof Error ? error.message : String(error);
      // A document navigated away from mid-scan (a new route or a reload): the navigation queued the next scan, which
      // scans this screen again if it is still the one shown. Any other error, or any error of a labelled scan, fails.
      if (!label && /navigat|Execution context was destroyed|Target closed|has been closed/i.test(message)) return;
      scanErrors.push(`${where()}: ${message.split('\n')[0]}`);
    }
  };

  const enqueue = (label?: string) => {
    queue = queue.then(() => scanOnce(label));
    return queue;
  };

  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) void enqueue();
  });

  const scanner: A11yScanner = {
    check: async (label?: string) => {
      const before = scanErrors.length;
      await enqueue(label);
      // A labelled check that could not scan fails where it was asked for: its error is thrown here (and so fails
      // the test unless the test means to catch it); the errors of the automatic scans fail the test at its end.
      if (label && scanErrors.length > before) throw new Error(`Accessibility scan failed: ${scanErrors.splice(before).join('; ')}`);
    },
    get violations() {
      return violations;
    },
    get scannedLabels() {
      return scannedLabels;
    },
  };

  const finish = async () => {
    await enqueue();
    closed = true;
  };

  return { scanner, finish, scanErrors };
}

/**
 * After a page load, waits (up to 15 s) until React has the page (`<html data-bm-ready>`, set once it has hydrated the
 * server's render or rendered in the browser: decision 0053): a test, like a visitor, acts on the live screen. Tests
 * that look at the server's render itself read the HTML, or hold the scripts back.
 */
async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-bm-ready'), undefined, { timeout: 15_000 }).catch(() => undefined);
  // A remote's screen hydrates in a boundary of its own, after the shell: `<html data-bm-screen>` names the path once
  // the screen is live (its kit parts element's own). A page with no remote screen (the shell's not-found) never marks.
  await page
    .waitForFunction(() => document.documentElement.getAttribute('data-bm-screen') === location.pathname, undefined, { timeout: 10_000 })
    .catch(() => undefined);
}

/**
 * The layout-shift budget of a page load (issue 12's CLS ≤ 0.05, decision 0053): the server's render and the hydrated
 * screen must lay the page out alike, so taking it over moves nothing. Counted from the start of the document until
 * the screen is live, without shifts that follow an input.
 */
export const LOAD_SHIFT_BUDGET = 0.05;

/** Sums the page's layout shifts, from the first byte of each document (an init script: it runs before the page's own). */
function recordLayoutShifts(): void {
  const state = { total: 0, sources: [] as string[] };
  (window as unknown as { __bmLayoutShift: typeof state }).__bmLayoutShift = state;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        state.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | null | undefined;
          if (node && 'className' in node) state.sources.push(`${node.tagName.toLowerCase()}.${String(node.className).split(' ').join('.')}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // A browser without layout-shift entries has nothing to count.
  }
}

/** The layout shift of the load so far, once two frames have been drawn after the screen went live (entries arrive after a frame). */
export async function loadShift(page: Page): Promise<{ total: number; sources: string[] } | null> {
  return page
    .evaluate(
      () =>
        new Promise<{ total: number; sources: string[] } | null>((resolve) => {
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const state = (window as unknown as { __bmLayoutShift?: { total: number; sources: string[] } }).__bmLayoutShift;
              resolve(state ? { total: state.total, sources: [...new Set(state.sources)].slice(0, 5) } : null);
            }),
          );
        }),
    )
    .catch(() => null);
}

/** What React and the shell say when hydrating a server's page failed (production builds: React's error codes). */
const HYDRATION_FAILURE = /hydrat|Minified React error #(418|419|421|422|423|425)\b|did not match/i;

export const test = base.extend<{ a11y: A11yScanner }>({
  page: async ({ page }, use, testInfo) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    // A load that moves the page past the budget fails the test (the layout-shift budget above).
    const shifted: string[] = [];
    await page.addInitScript(recordLayoutShifts);
    const checkShift = async () => {
      const shift = await loadShift(page);
      if (shift && shift.total > LOAD_SHIFT_BUDGET) {
        shifted.push(`${page.url()} at ${page.viewportSize()?.width ?? '?'} px: ${shift.total.toFixed(3)} (${shift.sources.join(', ')})`);
      }
    };
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await appReady(page);
      await checkShift();
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await appReady(page);
      await checkShift();
      return response;
    };
    // A hydration mismatch or error fails the test (issue 23 §1): the server's render and the screen must agree.
    const hydration: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_FAILURE.test(message.text())) hydration.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_FAILURE.test(error.message)) hydration.push(`${page.url()}: ${error.message}`);
    });
    // A screen that fails on the server (the web tier then leaves the page to the browser, `x-bm-render: failed`) fails
    // the test that opened it: every page's first paint is drawn on the server (issue 23 §1). Too slow (`timeout`) is
    // the machine's, not the screen's, and passes.
    const serverFailures: string[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame()) return;
      if (response.headers()['x-bm-render'] === 'failed') serverFailures.push(response.url());
    });
    await use(page);
    if (hydration.length > 0 && testInfo.status === testInfo.expectedStatus) {
      throw new Error(`Hydration failed (${hydration.length}):\n${hydration.map((line) => `- ${line}`).join('\n')}`);
    }
    if (shifted.length > 0 && testInfo.status === testInfo.expectedStatus) {
      throw new Error(`A page load moved the layout past CLS ${LOAD_SHIFT_BUDGET}:\n${shifted.map((line) => `- ${line}`).join('\n')}`);
    }
    if (serverFailures.length > 0 && testInfo.status === testInfo.expectedStatus) {
      throw new Error(`A screen failed in the server render (see the web tier's log):\n${serverFailures.map((url) => `- ${url}`).join('\n')}`);
    }
  },
  a11y: [
    async ({ page }, use, testInfo) => {
      const { scanner, finish, scanErrors } = createScanner(page);
      await use(scanner);
      // The page the test ends on, unless the test failed already (its own error is the one to read).
      if (testInfo.status === testInfo.expectedStatus) await finish();
      // A scan that threw is a failure in either mode: a broken axe must not pass the gate (issue 29).
      if (scanErrors.length > 0 && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`Accessibility scan failed (${scanErrors.length}):\n${scanErrors.map((line) => `- ${line}`).join('\n')}`);
      }
      const found = scanner.violations;
      if (found.length === 0) return;
      const list = formatViolations(found);
      await testInfo.attach('a11y-violations', { body: JSON.stringify(found, null, 2), contentType: 'application/json' });
      if (A11Y_STRICT) {
        throw new Error(`Accessibility violations (axe, ${A11Y_TAGS.join(', ')}):\n${list}`);
      }
      console.log(`\n[a11y report] ${testInfo.titlePath.slice(1).join(' › ')}\n${list}`);
    },
    { auto: true },
  ],
});
