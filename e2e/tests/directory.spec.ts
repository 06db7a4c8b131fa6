import type { Page } from '@playwright/test';
import { expect, test } from './a11y';

/** The demo institution (apps/api README): qualified, with approved classes. */
const DEMO_INSTITUTION = '羽翔体育';

/** Names on the institution wheel's current pair. */
async function institutionPair(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: '测试机构', exact: true }).locator('.home-directory__name').allInnerTexts();
}

async function cardNames(page: Page, selector: string): Promise<string[]> {
  const names = page.locator(selector);
  await names.first().waitFor();
  return names.allInnerTexts();
}

async function hasNoHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test('home: the three panels show seeded content with view-more links, and the institution wheel advances', async ({ page }) => {
  await page.goto('/index');
  const institutions = page.getByRole('region', { name: '测试机构', exact: true });
  const evaluators = page.getByRole('region', { name: '考评员', exact: true });
  const athletes = page.getByRole('region', { name: '运动员', exact: true });
  await institutions.scrollIntoViewIfNeeded();

  await expect(institutions.locator('.home-directory__card')).toHaveCount(2);
  await expect(evaluators.locator('.home-directory__card')).toHaveCount(2);
  await expect(evaluators.locator('.home-directory__rank').first()).toHaveText(/[一二三]级考评员/);
  await expect(athletes.locator('.home-athletes__row').first()).toBeVisible();
  expect(await athletes.locator('.home-athletes__row').count()).toBeGreaterThan(8);
  await expect(institutions.getByRole('link', { name: '查看更多测试机构' })).toHaveAttribute('href', '/testInstitutions');
  await expect(evaluators.getByRole('link', { name: '查看更多考评员' })).toHaveAttribute('href', '/evaluationList');
  await expect(athletes.getByRole('link', { name: '查看更多运动员' })).toHaveAttribute('href', '/enquiry/athleteList');

  // Institution pictures come from the file host in a fixed box, lazily.
  const picture = institutions.locator('img').first();
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect(picture).toHaveAttribute('src', /^\/wwwroot\//);
  // Lazy: it loads once scrolled near, so wait for it rather than read it once.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The athlete list scrolls continuously.
  const list = athletes.locator('.home-athletes__list');
  await expect(list).toHaveClass(/is-scrolling/);
  const offset = () => list.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42);
  const before = await offset();
  // Waited for, not slept on: the list moves up however slowly the page starts it.
  await expect.poll(offset).toBeLessThan(before);

  // The institution wheel shows the next pair after 10 s.
  const first = await institutionPair(page);
  expect(first).toHaveLength(2);
  // (A generous bound: the wheel turning is checked, not how close to 10 s a busy machine turns it.)
  await expect.poll(() => institutionPair(page), { timeout: 30_000, intervals: [1000] }).not.toEqual(first);
  const second = await institutionPair(page);
  expect(second.filter((name) => first.includes(name))).toEqual([]);
});

test('evaluators: the name search narrows the list, and a detail shows its training and work records', async ({ page }) => {
  await page.goto('/evaluationList');
  const all = await cardNames(page, '.evaluator-card__name');
  expect(all).toHaveLength(20);
  await expect(page.locator('.bm-pager')).toBeVisible();

  const name = all[0];
  await page.getByRole('textbox', { name: '考评员姓名' }).fill(name);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect.poll(async () => (await page.locator('.evaluator-card__name').allInnerTexts()).every((n) => n.includes(name))).toBe(true);
  const narrowed = await page.locator('.evaluator-card__name').allInnerTexts();
  expect(narrowed.length).toBeGreaterThan(0);
  expect(narrowed.length).toBeLessThan(all.length);
  await expect(page.locator('.bm-pager')).toHaveCount(0);

  await page.getByRole('textbox', { name: '考评员姓名' }).fill('不存在的考评员');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('暂无相关信息')).toBeVisible();
  await page.getByRole('button', { name: '清空' }).click();
  await expect(page.locator('.evaluator-card')).toHaveCount(20);

  await page.locator('.evaluator-card__link').first().click();
  await expect(page).toHaveURL(/\/evaluationList\/evaluationListDetail\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('.evaluator-profile__fields')).toContainText(/性别\s*[男女]/);
  await expect(page.getByRole('img', { name: /^[0-5]星$/ })).toBeVisible();
  const training = page.getByRole('region', { name: '培训经历', exact: true });
  const work = page.getByRole('region', { name: '工作经历', exact: true });
  await expect(training.locator('tbody tr').first()).toContainText(/\d{4}-\d{2}-\d{2}.*培训班/);
  await expect(work.locator('tbody tr').first()).toContainText(/\d{4}-\d{2}-\d{2}.*测试班/);
  await page.getByRole('button', { name: '返回' }).first().click();
  await expect(page).toHaveURL(/\/evaluationList$/);
});

test('institutions: page 2 differs from page 1, and a detail shows its test classes', async ({ page }) => {
  await page.goto('/testInstitutions');
  const first = await cardNames(page, '.institution-card__name');
  expect(first).toHaveLength(20);
  await expect(page.locator('.institution-card__address').first()).toHaveText(/省|市/);
  const pager = page.locator('.bm-pager');
  await pager.getByText('2', { exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(async () => (await page.locator('.institution-card__name').allInnerTexts())[0]).not.toBe(first[0]);
  const second = await page.locator('.institution-card__name').allInnerTexts();
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((name) => first.includes(name))).toEqual([]);

  // Page 2's first institution: its detail, whatever classes it has, and back to page 2.
  await page.locator('.institution-card__link').first().click();
  await expect(page).toHaveURL(/\/testInstitutions\/testInstitutionsDetail\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second[0]);
  await expect(page.getByRole('region', { name: '机构介绍', exact: true })).toContainText(second[0].slice(0, 4));
  await expect(page.getByRole('region', { name: '测试班', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '返回' }).last().click();
  await expect(page).toHaveURL(/\/testInstitutions\?page=2$/);

  // The demo institution's detail lists its approved classes (which institution sits on page 2 depends on how many
  // institutions the demo data has approved since).
  await page.goto(`/testInstitutions?keyword=${encodeURIComponent(DEMO_INSTITUTION)}`);
  await page.locator('.institution-card__link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO_INSTITUTION);
  const classes = page.getByRole('region', { name: '测试班', exact: true });
  await expect(classes.locator('thead')).toContainText('测试时间测试班名称测试等级主考评员考评员测试人数');
  const row = classes.locator('tbody tr').first();
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 至/);
  await expect(row.locator('td').last()).toHaveText(/^\d+$/);
});

test('narrow layout (375 px): the panels stack and the directory pages fit the width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/index');
  const institutions = page.getByRole('region', { name: '测试机构', exact: true });
  const evaluators = page.getByRole('region', { name: '考评员', exact: true });
  await expect(institutions.locator('.home-directory__card')).toHaveCount(2);
  const a = await institutions.boundingBox();
  const b = await evaluators.boundingBox();
  expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height);
  expect(await hasNoHorizontalOverflow(page)).toBe(true);

  await page.goto('/evaluationList');
  await cardNames(page, '.evaluator-card__name');
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await page.locator('.evaluator-card__link').first().click();
  await expect(page.getByRole('region', { name: '工作经历', exact: true }).locator('tbody tr').first()).toBeVisible();
  expect(await hasNoHorizontalOverflow(page)).toBe(true);

  await page.goto('/testInstitutions');
  await cardNames(page, '.institution-card__name');
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
  await page.locator('.institution-card__link').first().click();
  const row = page.getByRole('region', { name: '测试班', exact: true }).locator('tbody tr').first();
  await expect(row).toBeVisible();
  // Rows become labelled cards: the first cell starts with its label.
  expect(await row.locator('td').first().evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"测试时间"');
  expect(await hasNoHorizontalOverflow(page)).toBe(true);
});
