import type { Locator, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, signIn, testClassId } from './support';

/**
 * The institution's score entry, grade submission and videos (issue 25 point 3, decision 0062): the demo institution
 * 羽翔体育 opens the entries of a finally approved class whose arrangement is in, enters the four subjects page by page
 * (an invalid score refused first), submits the grades (已提交，待审核; score entry closes) and saves a video address
 * (请填写视频地址 first). Each width has a class of its own, so the walks do not depend on each other: 1280 px the
 * 中秋 class (12 entries, two pages of ten), 375 px the 重阳 class (3 entries).
 */

const CLASSES = { 1280: '羽翔体育2026中秋四至六级测试班', 375: '羽翔体育2026重阳四至六级测试班' } as const;

function toast(page: Page, text: string): Locator {
  return page.locator('.el-message', { hasText: text });
}

/** Fills every score input of the dialog's page: 80 everywhere. */
async function fillPage(dialog: Locator) {
  const inputs = dialog.getByRole('table', { name: '成绩录入' }).locator('tbody input');
  const count = await inputs.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) await inputs.nth(i).fill('80');
}

for (const width of [1280, 375] as const) {
  test(`at ${width} px the demo institution enters scores, submits the grades and saves a video`, async ({ page, a11y }) => {
    const title = CLASSES[width];
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, '测试机构', '13800000003', DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/signin/);
    const id = await testClassId(page, title);

    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/personal/testList/viewEntry?id=${id}&application_status=${encodeURIComponent('中羽协审核通过')}&type=4`);
    await expect(page.getByRole('table', { name: '成绩' })).toBeVisible();
    await expect(page.getByText('成绩提交状态：未提交')).toBeVisible();
    const open = page.getByRole('button', { name: '成绩录入' });
    await expect(open).toBeEnabled();

    // Score entry: an invalid score is refused on the page; each page saved.
    await open.click();
    const dialog = page.locator('.score-entry-dialog');
    const scores = dialog.getByRole('table', { name: '成绩录入' });
    await expect(scores).toBeVisible();
    await expect(scores.locator('thead')).toContainText('步法移动');
    await a11y.check('the score entry dialog');
    await fillPage(dialog);
    await scores.locator('tbody input').first().fill('100.5');
    await dialog.getByRole('button', { name: '保存本页' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: '成绩须为 0–100 之间的数字，最多一位小数' })).toBeVisible();
    await a11y.check('an invalid score');
    await scores.locator('tbody input').first().fill('55');
    await dialog.getByRole('button', { name: '保存本页' }).click();
    await expect(toast(page, '保存成功')).toBeVisible();
    const pager = dialog.getByRole('navigation', { name: '分页' });
    if (width === 1280) {
      // The second page of the dialog (its own pager).
      const firstName = (await scores.locator('tbody tr').first().locator('td').first().textContent()) ?? '';
      await pager.getByRole('button', { name: '下一页' }).click();
      await expect(scores.locator('tbody tr').first()).not.toContainText(firstName);
      await expect(dialog.locator('.bm-paged-result[aria-busy="true"]')).toHaveCount(0);
      await fillPage(dialog);
      await dialog.getByRole('button', { name: '保存本页' }).click();
      await expect(toast(page, '保存成功').last()).toBeVisible();
    } else {
      await expect(pager).toHaveCount(0);
    }
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect(dialog).toBeHidden();
    // The scores show on the 成绩 tab.
    await expect(page.getByRole('table', { name: '成绩' }).locator('tbody tr').first()).toContainText('55');

    // Grade submission: confirmed, 已提交，待审核, score entry closed.
    await page.getByRole('button', { name: '提交成绩' }).click();
    const box = page.locator('.el-message-box', { hasText: '成绩提交后不能再修改，确认提交吗？' });
    await expect(box).toBeVisible();
    await a11y.check('the submit confirmation');
    await box.getByRole('button', { name: /确定/ }).click();
    await expect(toast(page, '提交成功')).toBeVisible();
    await expect(page.getByText('成绩提交状态：已提交，待审核')).toBeVisible();
    await expect(page.getByRole('button', { name: '成绩录入' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '提交成绩' })).toBeDisabled();
    await a11y.check('grades submitted');

    // Video recording: the address is required; saved, it is listed.
    await page.getByRole('button', { name: '视频录入' }).click();
    const video = page.locator('.video-dialog');
    await expect(video.getByLabel('视频地址')).toBeVisible();
    await video.getByRole('button', { name: '提交' }).click();
    await expect(video.getByRole('alert').filter({ hasText: '请填写视频地址' })).toBeVisible();
    await a11y.check('the video dialog');
    const url = `https://video.example.com/${id}-${width}.mp4`;
    await video.getByLabel('视频地址').fill(url);
    await video.getByRole('button', { name: '提交' }).click();
    await expect(toast(page, '视频提交成功')).toBeVisible();
    await expect(video.getByRole('link', { name: url })).toBeVisible();
    await a11y.check('a saved video');
  });
}
