import type { Page } from '@playwright/test';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * Personal-centre frames (issue 12, decision 0045): the signed call after sign-in sets the HttpOnly page cookie, and
 * the HTML of a personal-centre page then carries the member's own first records, which the app replaces once its
 * screen is up. A second tab of the same browser, which has the cookie but not the session, does not show them.
 *
 * The app's scripts are held back while the frame is looked at, so what is on screen is the HTML alone.
 */

const ROUTE = '/personal/gradeTestRecord';
const FRAME_TITLE = '#bm-first-paint .test-record__title';

/** Holds every script request until the returned function is called. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unroute('**/*.js');
  };
}

test('the page cookie is set at sign-in, and a personal-centre page paints the member’s own records from its HTML', async ({ page, context }) => {
  await signIn(page, '运动员', '13800000001', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/index$/);
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'bm_page')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain('bm_page');

  const release = await holdScripts(page);
  await page.goto(ROUTE, { waitUntil: 'domcontentloaded' });
  await expect(page.locator(FRAME_TITLE).first()).toBeVisible();
  const drawn = await page.locator(FRAME_TITLE).allTextContents();
  expect(drawn.length).toBeGreaterThan(0);
  await expect(page.locator('#bm-first-paint .bm-personal__link.is-active')).toHaveText('等级测试记录');
  await expect(page.locator('#bm-first-paint .shell-crumbs')).toContainText('个人中心');

  await release();
  await expect(page.locator('#bm-first-paint')).toHaveCount(0);
  const shown = await page.locator('#root .test-record__title').allTextContents();
  expect(shown.slice(0, drawn.length)).toEqual(drawn);
  await expect(page.getByRole('navigation', { name: '个人中心菜单' })).toBeVisible();
});

test('a second tab without the session does not show the member’s frame, and is sent to sign in', async ({ page, context }) => {
  await signIn(page, '运动员', '13800000001', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/index$/);
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'bm_page')).toBe(true);

  // A new tab shares the cookies, not the session storage.
  const second = await context.newPage();
  const release = await holdScripts(second);
  const response = await second.goto(ROUTE, { waitUntil: 'domcontentloaded' });
  expect(await response?.text()).toContain('data-member=');
  await expect(second.locator(FRAME_TITLE).first()).toBeAttached();
  await expect(second.locator(FRAME_TITLE).first()).toBeHidden();
  await expect(second.locator('#bm-first-paint .bmfp-header')).toBeVisible();

  await release();
  await expect(second).toHaveURL(/\/signin/);
  await second.close();
});
