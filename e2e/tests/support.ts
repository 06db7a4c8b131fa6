import type { Page } from '@playwright/test';

/** Demo accounts' password (README). */
export const DEMO_PASSWORD = 'Demo@2026';

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

/** Picks a role on the sign-in or registration screen. */
export async function chooseRole(page: Page, label: string) {
  await page.locator('.auth-roles').getByText(label, { exact: true }).click();
}

/** Signs in through the sign-in screen (the caller asserts where it lands). */
export async function signIn(page: Page, roleLabel: string, account: string, password: string) {
  if (!page.url().endsWith('/signin')) await page.goto('/signin');
  await chooseRole(page, roleLabel);
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}
