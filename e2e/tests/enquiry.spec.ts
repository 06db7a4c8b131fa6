import type { Page } from '@playwright/test';
import { expect, test } from './a11y';

/** Opens the athlete list and waits for the cards. */
async function openAthleteList(page: Page, query = '') {
  await page.goto(`/enquiry/athleteList${query}`);
  await page.locator('.enquiry-athlete').first().waitFor();
}

/** Chooses an option of an element Select by its visible text. */
async function choose(page: Page, select: ReturnType<Page['locator']>, text: string) {
  await select.locator('input').click();
  await page.locator('.el-select-dropdown:visible .el-select-dropdown__item', { hasText: text }).first().click();
}

test('public-query frame: the athlete list links to the certificate query, framed by 公开查询 with its one entry', async ({ page }) => {
  await openAthleteList(page);
  await expect(page.getByRole('navigation', { name: '公开查询' })).toHaveCount(0);
  await page.getByRole('link', { name: '运动员资格证书查询' }).click();
  await expect(page).toHaveURL(/\/enquiry\/certificateAuthenticity$/);
  await expect(page.getByRole('heading', { name: '公开查询' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '公开查询' });
  await expect(menu.getByRole('link')).toHaveCount(1);
  await expect(menu.getByRole('link', { name: '运动员资格证书查询' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('姓名必填，身份证号与证书编号填写其一即可')).toBeVisible();
});

test('athlete list: 20 cards, pager, grade filter without evaluator grades, province filter', async ({ page }) => {
  await openAthleteList(page);
  await expect(page.locator('.enquiry-athlete')).toHaveCount(20);
  await expect(page.locator('.bm-pager')).toBeVisible();
  // Masked ID numbers: first 3 and last 4 kept.
  const meta = await page.locator('.enquiry-athlete__meta').first().innerText();
  expect(meta).toMatch(/证件号：\d{3}\*+[\dX]{4}/);

  // Grade options: athlete grades only.
  const gradeSelect = page.locator('.enquiry-grade-select');
  await gradeSelect.locator('input').click();
  const options = page.locator('.el-select-dropdown:visible .el-select-dropdown__item');
  await expect(options.first()).toBeVisible();
  const labels = await options.allInnerTexts();
  expect(labels).toContain('一级');
  expect(labels).toContain('少儿七级');
  expect(labels.some((label) => label.includes('考评员'))).toBe(false);
  await options.filter({ hasText: /^少儿三级$/ }).click();
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/grade=12/);
  await expect.poll(async () => {
    const grades = await page.locator('.enquiry-athlete__grade').allInnerTexts();
    return grades.length > 0 && grades.every((grade) => grade === '少儿三级');
  }).toBe(true);

  // Province filter (kept with the grade in the URL).
  await page.getByRole('button', { name: '清空' }).click();
  await expect(page).toHaveURL(/\/enquiry\/athleteList$/);
  const count = page.locator('.enquiry-count');
  await expect(page.locator('.enquiry-athlete__grade').filter({ hasNotText: /^少儿三级$/ }).first()).toBeVisible();
  const everyone = await count.innerText();
  const region = page.getByRole('group', { name: '所在地区' });
  await choose(page, region.locator('.bm-region-cascade__select--province'), '广东省');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/provinceId=440000/);
  // The unfiltered list stays on screen while the filtered one loads (a transition): wait for the answer.
  await expect(count).not.toHaveText(everyone);
  await page.locator('.enquiry-athletes[aria-busy="false"] .enquiry-athlete').first().waitFor();
  // Each listed athlete lives in 广东省: check on the first detail.
  await page.locator('.enquiry-athletes[aria-busy="false"] .enquiry-athlete__link').first().click();
  await expect(page).toHaveURL(/athleteDetail\?id=\d+/);
  await expect(page.locator('.enquiry-profile__facts')).toContainText('广东省');
  // Back keeps the filters (keepAlive through the URL).
  await page.getByRole('button', { name: '返回' }).first().click();
  await expect(page).toHaveURL(/provinceId=440000/);
  await expect(region.locator('.bm-region-cascade__select--province input')).toHaveValue('广东省');
});

test('athlete detail: info, badge image loads, certificates, test records; certificate query answers it', async ({ page }) => {
  // Grade 五级 holds an adult badge (grades 1–3 carry none).
  await openAthleteList(page, '?grade=5');
  const name = (await page.locator('.enquiry-athlete__name').first().innerText()).split(/\s/)[0];
  await page.locator('.enquiry-athlete__link').first().click();
  await expect(page).toHaveURL(/\/enquiry\/certificateAuthenticity\/athleteDetail\?id=\d+&name=/);
  await expect(page.locator('.enquiry-profile__name')).toHaveText(name);
  await expect(page.locator('.enquiry-profile__facts')).toContainText('性别');
  // Public answers carry a birth year at most, never the full birthday (decision 0026).
  await expect(page.locator('.enquiry-profile__facts')).toContainText(/出生年份\s*：?\s*(\d{4}|—)/);
  await expect(page.locator('.enquiry-profile__facts')).not.toContainText(/\d{4}-\d{2}-\d{2}/);

  const badge = page.locator('.enquiry-badge__img').first();
  await expect(badge).toHaveAttribute('src', /^\/image\/output\/(adult|child)_\d+\.png$/);
  await expect.poll(() => badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await expect(page.locator('.enquiry-table tbody tr').first()).toBeVisible();
  const certificateNumber = (await page.locator('.enquiry-certificate__number').first().innerText()).replace('证书编号：', '').trim();
  expect(certificateNumber).toMatch(/^[A-Z0-9]{6,}$/);
  const certificateImage = page.locator('.enquiry-certificate .enquiry-zoom__img').first();
  await certificateImage.scrollIntoViewIfNeeded();
  await expect.poll(() => certificateImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The certificate query: a real certificate, then a wrong serial.
  await page.getByRole('link', { name: '运动员资格证书查询' }).first().click();
  await page.getByRole('textbox', { name: '运动员姓名' }).fill(name);
  await page.getByRole('textbox', { name: '证书编号' }).fill(certificateNumber);
  await page.getByRole('button', { name: '查询' }).click();
  const result = page.locator('.enquiry-result');
  await expect(result).toContainText('证书有效');
  await expect(result.locator('.enquiry-result__facts')).toContainText(name);
  const found = result.locator('.enquiry-zoom__img').first();
  await expect(found).toHaveAttribute('src', new RegExp(`/wwwroot/certificate/${certificateNumber}\\.png\\?t=[0-9a-f]{20}$`));
  // The address with its token serves the image (the bare path is refused).
  await expect.poll(() => found.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Enlarge and close.
  await result.locator('.enquiry-zoom').first().click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.locator('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);

  await page.getByRole('textbox', { name: '证书编号' }).fill(`${certificateNumber}0`);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.locator('.enquiry-result__invalid')).toHaveText('证书无效');
});

test('certificate query rules: name required, at least two items, ID number checked by type', async ({ page }) => {
  const calls: string[] = [];
  await page.route('**/api/services/app/CommonApi/OpenQuery', async (route) => {
    calls.push(route.request().postDataBuffer()?.toString('utf8') ?? '');
    await route.continue();
  });
  await page.goto('/enquiry/certificateAuthenticity');
  const query = page.getByRole('button', { name: '查询' });
  await query.click();
  await expect(page.getByRole('alert')).toHaveText('请输入运动员姓名');

  await page.getByRole('textbox', { name: '运动员姓名' }).fill('张三');
  await query.click();
  await expect(page.getByRole('alert')).toHaveText('至少填写两项进行查询');

  await page.getByRole('textbox', { name: '证件号码' }).fill('E12345678');
  await query.click();
  await expect(page.getByRole('alert')).toHaveText('请输入正确的身份证号码');
  expect(calls).toHaveLength(0);

  // Passport: the same number is valid; empty fields are not sent.
  const typeSelect = page.locator('.enquiry-query__select');
  await choose(page, typeSelect, '护照');
  await query.click();
  await expect(page.locator('.enquiry-result__invalid')).toHaveText('证书无效');
  expect(calls).toHaveLength(1);
  const sent = JSON.parse(calls[0]) as Record<string, unknown>;
  expect(sent).toMatchObject({ name: '张三', certificates_type: 4, certificates_number: 'E12345678' });
  expect(sent).not.toHaveProperty('certificate_numbering');
});

test('375 px: menu, list, query form and detail stay usable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openAthleteList(page, '?grade=5');
  const noOverflow = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noOverflow()).toBe(true);
  const card = page.locator('.enquiry-athlete').first();
  expect((await card.boundingBox())!.width).toBeGreaterThan(300);
  await page.locator('.enquiry-athlete__link').first().click();
  await expect(page.locator('.enquiry-badge__img').first()).toBeVisible();
  expect(await noOverflow()).toBe(true);
  await page.getByRole('link', { name: '运动员资格证书查询' }).first().click();
  const nameInput = page.getByRole('textbox', { name: '运动员姓名' });
  await expect(nameInput).toBeVisible();
  expect((await nameInput.boundingBox())!.width).toBeGreaterThan(280);
  await expect(page.getByRole('button', { name: '查询' })).toBeInViewport();
  expect(await noOverflow()).toBe(true);
});
