import AxeBuilder from '@axe-core/playwright';
import { test as base, type Page, type TestInfo } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The accessibility gate (issue 11.4, decision 0028). Every spec imports `test` from here, and its automatic
 * `a11y` fixture runs axe-core with the WCAG 2.0–2.2 A/AA rules on every distinct route the test shows: after each
 * main-frame navigation has settled (full loads and the router's history navigations alike) and on the page the test
 * ends on. Routes are told apart by pathname and viewport width, so each is checked once per width a test runs at.
 *
 * `A11Y_STRICT=1` fails the test with the list of violations (rule, impact, target, page); without it the list is
 * printed and attached to the test as a report (decision 0028 says when the default becomes strict).
 */

/** The rule set: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const A11Y_STRICT = process.env.A11Y_STRICT === '1';

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

/** Waits until the page is quiet: network idle and no loading mask on screen (bounded, never fails). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.el-loading-mask:not([style*="display: none"])'), undefined, {
      timeout: 3_000,
    })
    .catch(() => undefined);
}

export async function scanPage(page: Page): Promise<A11yViolation[]> {
  const url = new URL(page.url());
  const width = page.viewportSize()?.width ?? 0;
  const results = await new AxeBuilder({ page }).withTags(A11Y_TAGS).analyze();
  return results.violations.map((violation) => ({
    page: `${url.pathname}${url.search}`,
    width,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
  }));
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
      const found = await scanPage(page);
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

export const test = base.extend<{ a11y: A11yScanner }>({
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
