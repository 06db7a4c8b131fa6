import type { Locator, Page } from '@playwright/test';
import { expect, test } from './a11y';

/**
 * Test sign-up list (/test), the sign-up button flow for every kind of visitor, the evaluator training list and
 * detail, and the home page's test and training cards. The showcase classes are the demo institution's open
 * classes (apps/api README, SHOWCASE_CLASSES): the demo athlete may take several grades of the first, exactly
 * one (四级) of the second and none of the third; the fourth is stopped.
 */
const DEMO_PASSWORD = 'Demo@2026';
const SHOWCASE = {
  several: '羽翔体育2026冬季等级测试班',
  one: '羽翔体育四至六级进阶测试班',
  none: '羽翔体育七至九级高级测试班',
  stopped: '羽翔体育周末少儿测试班（已停止报名）',
};

async function signIn(page: Page, roleLabel: string, account: string) {
  await page.goto('/signin');
  await page.locator('.auth-roles').getByText(roleLabel, { exact: true }).click();
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/index$/);
}

/** /test narrowed by the class-name keyword to one class; its card. */
async function findClass(page: Page, title: string): Promise<Locator> {
  await page.goto(`/test?keyword=${encodeURIComponent(title)}`);
  const card = page.getByRole('article', { name: title, exact: true });
  await expect(card).toBeVisible();
  return card;
}

function reminder(page: Page): Locator {
  return page.locator('.bm-role-reminder');
}

function warning(page: Page, text: string): Locator {
  return page.locator('.el-message', { hasText: text });
}

test('/test lists 10 per page with a pager, and filters by province', async ({ page }) => {
  await page.goto('/test');
  const cards = page.locator('.test-list__items article');
  await expect(cards).toHaveCount(10);
  await expect(page.locator('.bm-pager')).toBeVisible();

  await page.locator('.bm-region-cascade__select--province input').click();
  await page.locator('.el-select-dropdown__item', { hasText: /^吉林省$/ }).click();
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/provinceId=220000/);
  // The previous page stays on screen while the filtered one loads (a transition), so wait for the answer.
  const locations = () =>
    page.locator('.test-list__items[aria-busy="false"] article').evaluateAll((articles) =>
      articles.map((article) => article.querySelectorAll('dd')[1]?.textContent ?? ''),
    );
  await expect
    .poll(async () => {
      const texts = await locations();
      return texts.length > 0 && texts.every((text) => text.startsWith('吉林省'));
    })
    .toBe(true);
  await expect(page.locator('.bm-pager')).toHaveCount(0);

  // The filters survive a reload (URL query), and 清空 brings every class back.
  await page.reload();
  await expect(page.locator('.bm-region-cascade__select--province input')).toHaveValue('吉林省');
  await page.getByRole('button', { name: '清空' }).click();
  await expect(page).toHaveURL(/\/test$/);
  await expect(page.locator('.test-list__items article')).toHaveCount(10);
});

test('a stopped class shows a disabled 已停止报名 button; a keyword without match shows the empty state', async ({ page }) => {
  const card = await findClass(page, SHOWCASE.stopped);
  const button = card.getByRole('button', { name: '已停止报名' });
  await expect(button).toBeDisabled();
  await expect(page.locator('.test-list__items article')).toHaveCount(1);

  await page.getByRole('textbox', { name: '测试班名称' }).fill('不存在的测试班xyz');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('暂无相关信息')).toBeVisible();
});

/** The card's 报名时间 (`start 至 end`, Beijing wall time) as epoch ms. */
async function registrationWindow(card: Locator): Promise<{ start: number; end: number }> {
  const text = await card.locator('dt', { hasText: '报名时间' }).locator('xpath=following-sibling::dd').innerText();
  const [start, end] = text.split(' 至 ').map((wall) => Date.parse(`${wall.trim().replace(' ', 'T')}+08:00`));
  return { start: start!, end: end! };
}

test('classes outside their registration window show a disabled 未开始报名 or 报名已结束, and clicking asks nothing', async ({ page }) => {
  await signIn(page, '运动员', '13800000001');
  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('TestApplication/CheckApply')) checks.push(request.url());
  });

  // Open classes come first, then those not yet open (the second page holds the first of them).
  await page.goto('/test?page=2');
  const upcoming = page.locator('.test-list__items article').filter({ has: page.getByRole('button', { name: '未开始报名' }) }).first();
  await expect(upcoming.getByRole('button', { name: '未开始报名' })).toBeDisabled();
  expect((await registrationWindow(upcoming)).start).toBeGreaterThan(Date.now());

  // Closed classes come last.
  const lastPage = await page.locator('.bm-pager .el-pager li').last().innerText();
  await page.goto(`/test?page=${lastPage}`);
  const closed = page.locator('.test-list__items article').last();
  const button = closed.getByRole('button', { name: '报名已结束' });
  await expect(button).toBeDisabled();
  expect((await registrationWindow(closed)).end).toBeLessThan(Date.now());
  await button.click({ force: true });
  await expect(warning(page, '不在当前报名时间范围内')).toHaveCount(0);
  expect(checks).toEqual([]);
});

test('a visitor clicking 报名 is asked to sign in as an athlete', async ({ page }) => {
  const card = await findClass(page, SHOWCASE.one);
  await card.getByRole('button', { name: '报名' }).click();
  await expect(reminder(page).getByText('请先登录运动员账号再进行报名')).toBeVisible();
  await reminder(page).getByRole('button', { name: '取消' }).click();
  await expect(reminder(page)).toBeHidden();
  await card.getByRole('button', { name: '报名' }).click();
  await reminder(page).getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('an evaluator clicking 报名 is told to use an athlete account', async ({ page }) => {
  await signIn(page, '考评员', '13800000002');
  const card = await findClass(page, SHOWCASE.several);
  await card.getByRole('button', { name: '报名' }).click();
  await expect(reminder(page).getByText('当前为考评员账号，请使用运动员账号登录')).toBeVisible();
  await reminder(page).getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/test\?/);
});

test('the demo athlete: none → warning, one → the sign-up page, several → the grade choice', async ({ page }) => {
  await signIn(page, '运动员', '13800000001');

  let card = await findClass(page, SHOWCASE.none);
  await card.getByRole('button', { name: '报名' }).click();
  await expect(warning(page, '您未取得测试等级资格')).toBeVisible();
  await expect(page).toHaveURL(/\/test\?/);

  card = await findClass(page, SHOWCASE.one);
  await card.getByRole('button', { name: '报名' }).click();
  await expect(page).toHaveURL(/\/test\/signUp\?id=\d+&key=4$/);

  card = await findClass(page, SHOWCASE.several);
  await card.getByRole('button', { name: '报名' }).click();
  const dialog = page.locator('.sign-up-grades');
  await expect(dialog.getByText('选择测试等级')).toBeVisible();
  await expect(dialog.locator('.el-radio')).toHaveText(['四级', '少儿四级']);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(warning(page, '请选择测试等级')).toBeVisible();
  await expect(dialog.getByText('选择测试等级')).toBeVisible();
  await dialog.locator('.el-radio', { hasText: '少儿四级' }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/test\/signUp\?id=\d+&key=13$/);
});

test('training: a visitor gets the 考评员 reminder; an evaluator opens the detail with its three tabs', async ({ page }) => {
  await page.goto('/evaluationStaffTraining');
  const cards = page.locator('.training-list__items article');
  await expect(cards).toHaveCount(5);
  await expect(page.locator('.bm-pager')).toBeVisible();
  await cards.first().getByRole('button', { name: '查看详情' }).click();
  await expect(reminder(page).getByText('请先登录考评员账号再进行报名')).toBeVisible();
  await expect(page).toHaveURL(/\/evaluationStaffTraining$/);
  await reminder(page).getByRole('button', { name: '取消' }).click();

  await signIn(page, '考评员', '13800000002');
  await page.goto('/evaluationStaffTraining');
  const first = page.locator('.training-list__items article').first();
  const name = await first.locator('h3').innerText();
  await first.getByRole('button', { name: '查看详情' }).click();
  await expect(page).toHaveURL(/\/evaluationStaffTraining\/evaluationStaffTrainingDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  for (const label of ['基本信息', '培训须知', '考核内容']) await expect(page.locator('.el-tabs__item', { hasText: label })).toBeVisible();
  const panel = page.locator('.training-detail__panel');
  await expect(panel.getByText('培训班名称')).toBeVisible();
  await expect(panel.locator('.training-detail__fees li').first()).toContainText('¥');
  // 报名 only within the application window; otherwise the button says why and is disabled.
  const signUp = page.locator('.training-detail__sign-up');
  await expect(signUp).toHaveText(/^(报名|未开始报名|报名已结束|已停止报名)$/);
  if ((await signUp.innerText()) !== '报名') await expect(signUp).toBeDisabled();

  await page.locator('.el-tabs__item', { hasText: '培训须知' }).click();
  await expect(panel.locator('.training-detail__notice h3')).not.toBeEmpty();
  expect((await panel.locator('.training-detail__notice-body').innerText()).length).toBeGreaterThan(20);

  await page.locator('.el-tabs__item', { hasText: '考核内容' }).click();
  await expect(panel.getByRole('columnheader', { name: '考核内容' })).toBeVisible();
  await expect(panel.getByRole('columnheader', { name: '考核方式' })).toBeVisible();
  expect(await panel.locator('tbody tr').count()).toBeGreaterThan(0);
});

test('an athlete opening a training class gets the 考评员 reminder', async ({ page }) => {
  await signIn(page, '运动员', '13800000001');
  await page.goto('/evaluationStaffTraining');
  await page.locator('.training-list__items article').first().getByRole('button', { name: '查看详情' }).click();
  await expect(reminder(page).getByText('当前为运动员账号，请使用考评员账号登录')).toBeVisible();
});

test('the home page shows six test cards and three training cards with the same buttons', async ({ page }) => {
  await page.goto('/index');
  const tests = page.locator('.home-tests');
  await expect(tests.locator('article')).toHaveCount(6);
  await expect(tests.getByRole('link', { name: /查看更多/ })).toHaveAttribute('href', '/test');
  const training = page.locator('.home-training');
  await expect(training.locator('article')).toHaveCount(3);
  await expect(training.getByRole('link', { name: /查看更多/ })).toHaveAttribute('href', '/evaluationStaffTraining');

  await tests.locator('article').first().getByRole('button', { name: '报名' }).click();
  await expect(reminder(page).getByText('请先登录运动员账号再进行报名')).toBeVisible();
  await reminder(page).getByRole('button', { name: '取消' }).click();
  await training.locator('article').first().getByRole('button', { name: '查看详情' }).click();
  await expect(reminder(page).getByText('请先登录考评员账号再进行报名')).toBeVisible();
});

test('at 1280 px the /test filter bar sits on one row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/test');
  const bar = page.getByRole('search');
  const parts = [
    bar.locator('.bm-region-cascade__select--province'),
    bar.locator('.bm-region-cascade__select--city'),
    bar.locator('.bm-region-cascade__select--district'),
    bar.getByRole('group', { name: '日期范围' }),
    bar.getByRole('textbox', { name: '测试班名称' }),
    bar.getByRole('button', { name: '搜索' }),
    bar.getByRole('button', { name: '清空' }),
  ];
  const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!));
  const middles = boxes.map((box) => box.y + box.height / 2);
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(2);
  // Left to right, no overlap.
  for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
});

test('at 375 px /test stays usable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/test');
  await expect(page.locator('.test-list__items article')).toHaveCount(10);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: '搜索' })).toBeInViewport();
  const province = (await page.locator('.bm-region-cascade__select--province').boundingBox())!;
  const city = (await page.locator('.bm-region-cascade__select--city').boundingBox())!;
  expect(city.y).toBeGreaterThan(province.y + province.height - 1);
  expect(province.width).toBeGreaterThan(250);
  const button = page.locator('.test-list__items article').first().getByRole('button', { name: '报名' });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  expect(box!.width).toBeGreaterThan(250);
  await button.click();
  const dialog = page.locator('.bm-role-reminder');
  await expect(dialog.getByText('请先登录运动员账号再进行报名')).toBeVisible();
  const dialogBox = await dialog.boundingBox();
  expect(dialogBox!.width).toBeLessThanOrEqual(375);
});
