import type { Page } from '@playwright/test';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * The loading path (issue 12, decision 0029): the HTML of a route hands the browser the runtime configuration inline
 * and a preload hint for every script the route loads up front, so nothing waits for the script before it to ask.
 * Checked on real routes of each remote: every script the page fetched while loading was hinted by its HTML (the
 * route asset maps are complete), no /config.json request was made, and the screen rendered.
 */

async function scriptsWhileLoading(page: Page, url: string, ready: () => Promise<void>) {
  const fetched: string[] = [];
  const record = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
  };
  const configRequests: string[] = [];
  const recordConfig = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === '/config.json') configRequests.push(request.url());
  };
  page.on('request', record);
  page.on('request', recordConfig);
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  page.off('request', recordConfig);
  const hinted = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const entry = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src') ?? ''));
  return { fetched, hinted: new Set([...hinted, ...entry]), configRequests };
}

const PUBLIC: [string, string][] = [
  ['/index', '首页'],
  ['/test', '测试报名'],
  ['/signin', '登录'],
  ['/enquiry/certificateAuthenticity', '运动员资格证书查询'],
  ['/news', '新闻资讯'],
];

for (const [path, title] of PUBLIC) {
  test(`${path}: every script loaded up front was preloaded by the HTML, the configuration came inline`, async ({ page }) => {
    const { fetched, hinted, configRequests } = await scriptsWhileLoading(page, path, () => expect(page).toHaveTitle(new RegExp(title)));
    expect(fetched.length).toBeGreaterThan(5);
    expect(fetched.filter((script) => !hinted.has(script)), 'scripts fetched without a hint').toEqual([]);
    expect(configRequests).toEqual([]);
  });
}

test('a signed-in personal-centre route: the shell and shared modules are hinted, the screen renders', async ({ page }) => {
  await signIn(page, '运动员', '13800000001', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/index$/);
  const { hinted, configRequests } = await scriptsWhileLoading(page, '/personal/completeInformation', () =>
    expect(page.getByRole('navigation', { name: '个人中心菜单' })).toBeVisible(),
  );
  // Served by two remotes (by role): the HTML cannot know which, so it hints the shell's boot set.
  expect([...hinted].some((href) => href.startsWith('/assets/'))).toBe(true);
  expect([...hinted].some((href) => href.startsWith('/remotes/'))).toBe(false);
  expect(configRequests).toEqual([]);
});
