import type { Page } from '@playwright/test';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * Every page's first paint is drawn on the server from its own screen, and the browser hydrates it (issue 23,
 * decision 0053). The app's scripts are held back while the HTML alone is looked at.
 */

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

/** The calls the page makes (their `Service/Action`). */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/services\/app\/([^?]+)/.exec(request.url());
    if (match) calls.push(match[1]);
  });
  return calls;
}

test('a public list is on screen from the HTML alone, and hydrating it asks none of its first calls again', async ({ page }) => {
  const calls = recordCalls(page);
  const release = await holdScripts(page);
  // The frame's own navigation: the fixture's page.goto waits for the app, which the held scripts never let start.
  await page.mainFrame().goto('/evaluationList', { waitUntil: 'domcontentloaded' });
  // The screen itself, not a copy: its heading, its search form and its first cards.
  await expect(page.getByRole('heading', { name: '考评员', level: 2 })).toBeVisible();
  const cards = page.locator('#root .evaluator-card');
  await expect(cards.first()).toBeVisible();
  const drawn = await cards.count();
  expect(drawn).toBeGreaterThan(0);

  await release();
  // Hydrated (the shell marks the page once React has taken it over), with the list's first answer taken from the
  // page: it is not asked again. The search then works as in any client-rendered page.
  await expect(page.locator('html[data-bm-ready]')).toBeAttached();
  expect(calls).not.toContain('UserCoachApi/GetUserCoachList');
  expect(await cards.count()).toBe(drawn);
  await page.getByRole('textbox', { name: '姓名' }).fill('不存在的名字');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => calls).toContain('UserCoachApi/GetUserCoachList');
});

test('a member’s page is drawn for the member of the page cookie, kept by no cache, and hidden in a tab without the session', async ({ page, context }) => {
  await signIn(page, '运动员', '13800000001', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/index$/);
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'bm_page')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
  });

  const release = await holdScripts(page);
  const response = await page.mainFrame().goto('/personal/gradeTestRecord', { waitUntil: 'domcontentloaded' });
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const titles = page.locator('#root .test-record__title');
  await expect(titles.first()).toBeVisible();
  const drawn = await titles.allTextContents();
  await expect(page.locator('#root .bm-personal__link.is-active')).toHaveText('等级测试记录');
  // No full ID number or mobile in the page's HTML (decision 0049).
  expect(await response!.text()).not.toMatch(/(?<!\d)1[3-9]\d{9}(?!\d)|(?<!\d)\d{17}[\dXx](?!\d)/);
  await release();
  await expect(page.getByRole('navigation', { name: '个人中心菜单' })).toBeVisible();
  expect((await titles.allTextContents()).slice(0, drawn.length)).toEqual(drawn);

  // A new tab shares the cookie, not the session: the member's page is never shown there.
  const second = await context.newPage();
  const hold = await holdScripts(second);
  await second.goto('/personal/gradeTestRecord', { waitUntil: 'domcontentloaded' });
  await expect(second.locator('#root .test-record__title').first()).toBeAttached();
  await expect(second.locator('#root .test-record__title').first()).toBeHidden();
  await hold();
  await expect(second).toHaveURL(/\/signin/);
  await second.close();
});
