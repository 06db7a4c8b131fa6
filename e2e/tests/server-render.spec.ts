import type { Page } from '@playwright/test';
import { expect, formatViolations, scanPage, test } from './a11y';
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

test('the basic-information form is drawn on the server with the ID number masked, and the full number arrives after hydration', async ({ page }) => {
  await signIn(page, '运动员', '13800000001', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/index$/);
  const release = await holdScripts(page);
  const response = await page.mainFrame().goto('/personal/completeInformation', { waitUntil: 'domcontentloaded' });
  // The form itself, from the page's first answer (not the page spinner): its hint, the name and the masked number.
  await expect(page.locator('#root .bm-form-hint').first()).toBeVisible();
  const number = page.locator('#root .el-form-item').filter({ hasText: '证件号码' }).getByRole('textbox');
  await expect(number).toHaveValue(/^\d{3}\*+\d{4}$/);
  expect(await response!.text()).not.toMatch(/(?<!\d)\d{17}[\dXx](?!\d)/);
  await release();
  // Hydrated, the screen asks once more for the full values and starts the form again from them.
  await expect(number).toHaveValue(/^\d{17}[\dXx]$/);
});

/**
 * The server's page of `path` as a browser with JavaScript off has it (decision 0057): the HTML the web tier sends with
 * every `<script>` element taken out and every script request refused, so no script of the page runs. axe (injected by
 * the test, not by the page) can then read it; in a context with JavaScript disabled it cannot run its checks.
 */
async function serverPageWithoutScripts(page: Page, path: string): Promise<void> {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() === 'script') return route.abort();
    if (!request.isNavigationRequest()) return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
    return route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(html)) } });
  });
  await page.mainFrame().goto(path, { waitUntil: 'load' });
}

/** Pages drawn on the server whose kit parts carry their names: what each must show, named, with no script run. */
const NAMED_WITHOUT_SCRIPTS: { path: string; named(page: Page): Promise<void> }[] = [
  {
    // Selects (the region cascade), date pickers (the date range), the pager and the sign-up buttons (a dialog's trigger).
    path: '/test',
    async named(page) {
      const province = page.getByRole('combobox', { name: '请选择省' });
      await expect(province).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('textbox', { name: '开始日期' })).toBeVisible();
      const pager = page.getByRole('navigation', { name: '分页' });
      await expect(pager.getByRole('button', { name: '上一页' })).toHaveAttribute('aria-disabled', 'true');
      await expect(pager.getByRole('button', { name: '下一页' })).toBeVisible();
      await expect(pager.getByRole('button', { name: '1', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('button', { name: /报名/ }).first()).toBeVisible();
    },
  },
  {
    // A form: Form.Item labels name their inputs; the role choice is a named radio group.
    path: '/signin',
    async named(page) {
      const roles = page.getByRole('radiogroup', { name: '账号类型' });
      await expect(roles.getByRole('radio')).toHaveCount(3);
      await expect(page.getByRole('textbox', { name: '账号' })).toBeVisible();
    },
  },
  {
    // A list with its pager and the date range of its search.
    path: '/news',
    async named(page) {
      await expect(page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: '结束日期' })).toBeVisible();
    },
  },
];

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`with JavaScript off, the server's pages are named and pass axe at ${viewport.width} px`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    // JavaScript disabled: what the web tier drew is what a visitor without scripts gets, named by the parts' own markup.
    const off = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false, timezoneId: 'Asia/Shanghai' });
    // The same HTML without its scripts, in a context where axe can run.
    const bare = await browser.newContext({ baseURL, viewport, timezoneId: 'Asia/Shanghai' });
    try {
      for (const { path, named } of NAMED_WITHOUT_SCRIPTS) {
        const page = await off.newPage();
        await page.goto(path, { waitUntil: 'load' });
        expect(await page.evaluate(() => document.documentElement.hasAttribute('data-bm-ready')), `${path}: no script ran`).toBe(false);
        await named(page);
        await page.close();

        const scanned = await bare.newPage();
        await serverPageWithoutScripts(scanned, path);
        await named(scanned);
        const violations = await scanPage(scanned, 'without scripts');
        expect(violations, `${path} at ${viewport.width} px:\n${formatViolations(violations)}`).toEqual([]);
        await scanned.close();
      }
    } finally {
      await off.close();
      await bare.close();
    }
  });
}
