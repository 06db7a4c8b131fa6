import AxeBuilder from '@axe-core/playwright';
import { test as base, type Page, type TestInfo } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The accessibility gate (issue 11.4, decision 0028). Every spec imports `test` from here, and its automatic
 * `a11y` fixture runs axe-core with the WCAG 2.0–2.2 A/AA rules on every distinct route the test shows: after each
 * main-frame navigation has settled (full loads and the router's history navigations alike) and on the page the test
 * ends on. Routes are told apart by pathname and viewport width, so each is checked once per width a test runs at.
 *
 * Any violation fails the test with the list (rule, impact, target, page); `A11Y_STRICT=0` prints and attaches the list
 * instead, for local work on a screen.
 */

/** The rule set: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Strict unless `A11Y_STRICT=0` asks for a report only (e.g. while fixing a screen). */
export const A11Y_STRICT = process.env.A11Y_STRICT !== '0';

export interface A11yViolation {
  page: string;
  width: number;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

export interface A11yScanner {
  /** Checks the current page now (once per pathname and width), e.g. after opening a dialog under the same path. */
  check(label?: string): Promise<void>;
  /** What was found so far in this test. */
  readonly violations: readonly A11yViolation[];
}

/**
 * Waits until the page is quiet: network idle, no loading mask on screen, the first-paint frame gone, and no finite
 * animation running (a panel fading in is checked at its final colours, not half transparent). Bounded, never fails.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.el-loading-mask:not([style*="display: none"]), #bm-first-paint'), undefined, {
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
 * target passing under the sticky navigation counts as covered (axe-core issue #3720, open). Such a node is dropped
 * only when the target itself is at least 24 × 24 px and a sticky or fixed element is what overlaps it; a target
 * that is small on its own, or covered by anything else, stays a violation.
 */
async function coveredOnlyBySticky(page: Page, selectors: string[]): Promise<boolean[]> {
  return page.evaluate((list) => {
    const pinned = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const position = getComputedStyle(element).position;
      return position === 'sticky' || position === 'fixed';
    });
    return list.map((selector) => {
      const target = document.querySelector(selector);
      if (!target) return false;
      const box = target.getBoundingClientRect();
      if (box.width < 24 || box.height < 24) return false;
      return pinned.some((element) => {
        if (element.contains(target)) return false;
        const other = element.getBoundingClientRect();
        return other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
      });
    });
  }, selectors);
}

export async function scanPage(page: Page): Promise<A11yViolation[]> {
  const url = new URL(page.url());
  const width = page.viewportSize()?.width ?? 0;
  const results = await new AxeBuilder({ page }).withTags(A11Y_TAGS).analyze();
  for (const violation of results.violations) {
    if (violation.id !== 'target-size') continue;
    const selectors = violation.nodes.map((node) => node.target.map(String).join(' '));
    const dropped = await coveredOnlyBySticky(page, selectors);
    violation.nodes = violation.nodes.filter((_, index) => !dropped[index]);
  }
  results.violations = results.violations.filter((violation) => violation.nodes.length > 0);
  return results.violations.map((violation) => ({
    page: `${url.pathname}${url.search}`,
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
        `- [${v.impact}] ${v.rule} on ${v.page} @${v.width}px: ${v.help}\n` +
        v.targets
          .slice(0, 8)
          .map((t) => `    ${t}`)
          .join('\n') +
        (v.targets.length > 8 ? `\n    … ${v.targets.length - 8} more` : ''),
    )
    .join('\n');
}

function createScanner(page: Page, testInfo: TestInfo) {
  const seen = new Set<string>();
  const violations: A11yViolation[] = [];
  let queue: Promise<void> = Promise.resolve();
  let closed = false;

  const keyOf = () => {
    const url = page.url();
    if (!url.startsWith('http')) return null;
    return `${new URL(url).pathname}@${page.viewportSize()?.width ?? 0}`;
  };

  const scanOnce = async (force: boolean) => {
    if (closed || page.isClosed()) return;
    await settle(page);
    if (page.isClosed()) return;
    const key = keyOf();
    if (!key || (!force && seen.has(key))) return;
    try {
      let found = await scanPage(page);
      // A violation counts when a second scan a second later finds it too: a toast passing over a target, a
      // scroll in progress or the first-paint frame going away are moments, not the page.
      if (found.length > 0) {
        await page.waitForTimeout(1_000);
        await settle(page);
        if (keyOf() !== key) return;
        found = stableOnly(found, await scanPage(page));
      }
      // A navigation during the scan leaves the route for a later scan.
      if (keyOf() !== key) return;
      seen.add(key);
      violations.push(...found);
    } catch (error) {
      if (page.isClosed()) return;
      const message = error instanceof Error ? error.message : String(error);
      if (/navigat|destroyed|Target closed|has been closed/i.test(message)) return;
      testInfo.annotations.push({ type: 'a11y-scan-error', description: message });
    }
  };

  const enqueue = (force = false) => {
    queue = queue.then(() => scanOnce(force));
    return queue;
  };

  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) void enqueue();
  });

  const scanner: A11yScanner = {
    check: () => enqueue(),
    get violations() {
      return violations;
    },
  };

  const finish = async () => {
    await enqueue();
    closed = true;
  };

  return { scanner, finish };
}

/**
 * After a page load, waits (up to 15 s; the shell drops a frame after 8 s at most) until the first-paint frame is gone:
 * the service draws a route's first viewport over the app (decisions 0012, 0036, 0037), and a test, like a visitor,
 * acts on the app's screen, not on the frame's copy of it. Tests that look at the frame itself read the HTML.
 */
async function frameGone(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('bm-first-paint'), undefined, { timeout: 15_000 }).catch(() => undefined);
}

export const test = base.extend<{ a11y: A11yScanner }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await frameGone(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await frameGone(page);
      return response;
    };
    await use(page);
  },
  a11y: [
    async ({ page }, use, testInfo) => {
      const { scanner, finish } = createScanner(page, testInfo);
      await use(scanner);
      // The page the test ends on, unless the test failed already (its own error is the one to read).
      if (testInfo.status === testInfo.expectedStatus) await finish();
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
