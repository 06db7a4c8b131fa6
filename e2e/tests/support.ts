import type { Page } from '@playwright/test';

/**
 * Counts React renderers that register with the devtools hook: one per react-dom copy in the page.
 * Install before navigation.
 */
export async function countReactRenderers(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __reactRenderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__reactRenderers = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        w.__reactRenderers += 1;
        return w.__reactRenderers;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  return () => page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers);
}

/** Titles of the article rows currently listed. */
export async function listedTitles(page: Page): Promise<string[]> {
  const rows = page.locator('.bm-article-list__title');
  await rows.first().waitFor();
  return rows.allInnerTexts();
}
