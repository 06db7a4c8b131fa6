import type { Page } from '@playwright/test';
import { expect, test } from './a11y';
import { countReactRenderers, DEMO_PASSWORD, signIn } from './support';

const NAV = ['首页', '新闻资讯', '通知公告', '测试报名', '考评员', '测试机构', '个人中心', '公开查询'];

test('/ redirects to /index with the header, eight nav entries and the footer from the service', async ({ page }) => {
  const renderers = await countReactRenderers(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: '登录' })).toBeVisible();
  await expect(header.getByRole('link', { name: '注册' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link')).toHaveText(NAV);
  await expect(nav.getByRole('link', { name: '首页' })).toHaveClass(/is-active/);
  const footer = page.locator('footer');
  await expect(footer.getByText(/公网安备/)).toBeVisible();
  await expect(footer.getByRole('img')).toHaveCount(3);
  expect(await renderers()).toBe(1);
});

test('redirects of the route table', async ({ page }) => {
  await page.goto('/evaluationStaff');
  await expect(page).toHaveURL(/\/evaluationList$/);
  await page.goto('/enquiry');
  await expect(page).toHaveURL(/\/enquiry\/athleteList$/);
});

test('a route whose screen comes later shows the owning remote not-found page inside the layout', async ({ page }) => {
  await signIn(page, '测试机构', '13800000003', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/index$/);
  // A legacy placeholder the institution centre does not ship (decision 0059): the institution remote shows its
  // not-found page.
  await page.goto('/personal/pliceApplication');
  await expect(page.getByRole('heading', { name: '页面未找到' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByText('您访问的页面不存在')).toBeVisible();
});

test('a role route sends a visitor to sign in, which returns there with the route\'s role (issue 28 point 4)', async ({ page }) => {
  await page.goto('/personal/gradeTestRecord');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fpersonal%2FgradeTestRecord&role=1$/);
});

/** The remote's host is down: every file of it fails (its entry, and the chunks the HTML preloads). */
async function pointRemoteNowhere(page: Page, remote: 'portal' | 'member' | 'institution') {
  await page.route(`**/remotes/${remote}/**`, (route) => route.abort('connectionrefused'));
}

test('when a remote cannot be loaded its routes show the fallback and the shell keeps working', async ({ page }) => {
  await pointRemoteNowhere(page, 'portal');
  await page.goto('/news');
  await expect(page.getByText('该模块暂时无法加载，请稍后重试')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
  // The shell itself keeps working: header, navigation, footer from the service, its own pages.
  await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link')).toHaveCount(8);
  await expect(page.locator('footer').getByText(/公网安备/)).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByText('您访问的页面不存在')).toBeVisible();
});

test('a remote that cannot be loaded does not affect the pages of the other remotes', async ({ page }) => {
  await pointRemoteNowhere(page, 'member');
  await page.goto('/news');
  await expect(page.locator('.bm-article-list__title').first()).toBeVisible();
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '通知公告' }).click();
  await expect(page.locator('.bm-article-list__title').first()).toBeVisible();
  await expect(page.getByText('该模块暂时无法加载，请稍后重试')).toHaveCount(0);
});

test("the shell's dialogs come from the UI kit, not a remote: 退出 still asks with the kit's box when the portal is down", async ({
  page,
}) => {
  await signIn(page, '运动员', '13800000001', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/index$/);
  await pointRemoteNowhere(page, 'portal');
  await page.goto('/news');
  await expect(page.getByText('该模块暂时无法加载，请稍后重试')).toBeVisible();
  let nativeDialogs = 0;
  page.on('dialog', (dialog) => {
    nativeDialogs += 1;
    void dialog.dismiss();
  });
  await page.locator('header').getByRole('button', { name: '退出' }).click();
  const box = page.locator('.el-message-box');
  await expect(box.getByText('确定要退出登录吗？')).toBeVisible();
  await box.getByRole('button', { name: '取消' }).click();
  await expect(page.locator('header').getByRole('button', { name: '退出' })).toBeVisible();
  expect(nativeDialogs).toBe(0);
});

test('the home page does not fetch element-react (the kit loads with the first dialog or form)', async ({ page }) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text() });
  });
  await page.goto('/index');
  await expect(page.locator('.home-banner').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some(({ url }) => url.includes('/remotes/portal/'))).toBe(true);
  // element-react's message box class appears in its code only (the kit's lite parts never render it).
  const withElement: string[] = [];
  for (const { url, body } of scripts) if ((await body).includes('el-message-box__wrapper')) withElement.push(url);
  expect(withElement).toEqual([]);
});

test('below 768 px the navigation collapses into a toggle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/news');
  const toggle = page.getByRole('button', { name: '导航菜单' });
  await expect(toggle).toBeVisible();
  const newsLink = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '通知公告' });
  await expect(newsLink).toBeHidden();
  await toggle.click();
  await expect(newsLink).toBeVisible();
  await newsLink.click();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(newsLink).toBeHidden();
});

test('a new page opens at the top; back returns to where the visitor was', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/news');
  const last = page.locator('.bm-article-list__title').last();
  await last.scrollIntoViewIfNeeded();
  const listScroll = await page.evaluate(() => window.scrollY);
  expect(listScroll).toBeGreaterThan(500);
  await last.click();
  await expect(page).toHaveURL(/\/news\/newsDetail|id=/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

test('on a 360 px phone the signed-in header keeps one row, as tall as the signed-out one', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/index');
  const header = page.locator('.shell-header');
  const signedOut = await header.evaluate((el) => el.getBoundingClientRect().height);
  await signIn(page, '测试机构', '13800000003', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/index$/);
  const account = header.locator('.shell-header__account');
  await expect(account.getByRole('link', { name: /消息/ })).toBeVisible();
  await expect(account.getByRole('button', { name: '退出' })).toBeVisible();
  // The long institution name clips inside the block instead of pushing the links under the brand.
  await expect(account.locator('.shell-header__name')).not.toHaveText('');
  expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBe(signedOut);
  const brand = await page.locator('.shell-brand').boundingBox();
  const box = await account.boundingBox();
  expect(box!.y).toBeLessThan(brand!.y + brand!.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
});
