import type { Locator, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, nextPage, signIn } from './support';

/**
 * The demo athlete's scores, appeals and event levels (issue 13 part A, decision 0032), at 1280 and 375 px: she views
 * a score and appeals it from gradeTestRecord, files a second appeal on a first appeal that ended unchanged, and
 * applies for event levels — automatically from a result, and by hand with a proof image. The demo has two appealable
 * scores and two unchanged first appeals, so each width uses its own.
 */

/** A 1×1 PNG (the service checks uploads by their content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function toast(page: Page, text: string): Locator {
  return page.locator('.el-message', { hasText: text });
}

/** The first test record (paging on) that failed and still offers 申诉: the demo's scores published days ago. */
async function appealableRecord(page: Page): Promise<Locator> {
  for (let pageNo = 1; pageNo <= 8; pageNo += 1) {
    const cards = page.locator('li.test-record').filter({ hasText: '不合格' }).filter({ has: page.getByRole('button', { name: '申诉', exact: true }) });
    await expect(page.locator('li.test-record').first()).toBeVisible();
    if ((await cards.count()) > 0) return cards.first();
    if (!(await nextPage(page))) break;
  }
  throw new Error('no appealable score in the test records');
}

for (const [width, manual] of [
  [1280, { eventIndex: 0, grade: '五级' }],
  [375, { eventIndex: 1, grade: '四级' }],
] as const) {
  test(`at ${width} px the demo athlete files a second appeal, applies for event levels, views a score and appeals it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '运动员', '13800000001', DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/signin/);

    // A first appeal that ended unchanged gets its second appeal.
    await page.goto('/personal/complaintRecord');
    const list = page.getByRole('list', { name: '申诉记录' });
    await expect(list.locator('li').first()).toBeVisible();
    const unchanged = list.locator('li').filter({ has: page.getByRole('button', { name: '二次申诉' }) });
    const before = await unchanged.count();
    expect(before).toBeGreaterThan(0);
    await unchanged.first().getByRole('button', { name: '二次申诉' }).click();
    const second = page.getByRole('dialog', { name: '二次申诉' });
    await expect(second).toContainText('机构回复');
    await second.getByLabel('申诉内容').fill('对机构的复核结果有异议，申请中羽协复核。');
    await second.getByRole('button', { name: '提交申诉' }).click();
    await expect(toast(page, '您的申诉已提交，请耐心等待处理结果')).toBeVisible();
    await expect(unchanged).toHaveCount(before - 1);
    await expect(list).toContainText('/对机构的复核结果有异议，申请中羽协复核。');

    // Event levels: one automatic application, one by hand with a proof image.
    await page.goto('/personal/competitionApplication');
    const auto = page.getByRole('list', { name: '可申请的赛事等级' });
    await expect(auto.locator('li').first()).toBeVisible();
    const applicable = auto.locator('li');
    const count = await applicable.count();
    expect(count).toBeGreaterThan(0);
    await applicable.first().getByRole('button', { name: /^申请/ }).click();
    await expect(toast(page, '您的申请已提交，请等待审核')).toBeVisible();
    await expect(auto.locator('li')).toHaveCount(count - 1);

    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.locator('.event-manual__problem')).toHaveText('请选择赛事');
    await page.getByPlaceholder('请选择赛事').click();
    await page.locator('.el-select-dropdown__item:visible').nth(manual.eventIndex).click();
    await page.getByRole('radio', { name: manual.grade }).check({ force: true });
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.locator('.event-manual__problem')).toHaveText('请上传证明图片');
    await page.getByLabel('上传证明图片').setInputFiles({ name: 'not-an-image.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.locator('.event-manual__problem')).toHaveText('上传图片只能是 JPG/PNG 格式!');
    await page.getByLabel('上传证明图片').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('.event-proof__name')).toHaveText('proof.png');
    await page.getByRole('button', { name: '提交申请' }).click();
    // Done when the form has been cleared for the next application. (The automatic application's toast of the same
    // text may still be up, so the toast alone does not tell; leaving the page before the upload has been answered
    // would cancel it — a CI run did exactly that.)
    await expect(page.locator('.event-proof__name')).toHaveText('未选择图片');
    await expect(page.locator('.event-manual__problem')).toHaveText('');
    await expect(toast(page, '您的申请已提交，请等待审核').last()).toBeVisible();

    // The records list both, awaiting review, with the earlier reviewed ones and their comments.
    await page.goto('/personal/competitionApplicationRecord');
    const records = page.getByRole('list', { name: '赛事申请记录' });
    await expect(records.locator('li', { hasText: '待审核' }).filter({ hasText: manual.grade }).first()).toBeVisible();
    await expect(records).toContainText('审核通过');
    await expect(records).toContainText('审核不通过');
    await expect(records).toContainText('申请等级不符');

    // The score and the first appeal, from the test records (the test-orders screen mounts the dialogs).
    await page.goto('/personal/gradeTestRecord');
    const record = await appealableRecord(page);
    const title = (await record.locator('.test-record__title').textContent()) ?? '';
    await record.getByRole('button', { name: '查看成绩' }).click();
    const scoreDialog = page.getByRole('dialog', { name: '测试成绩' });
    await expect(scoreDialog.getByRole('table')).toBeVisible();
    await expect(scoreDialog.getByRole('row')).toHaveCount(5);
    await expect(scoreDialog).toContainText('不合格');
    // The footer's 关闭 (the header's × is also named 关闭).
    await scoreDialog.getByRole('button', { name: '关闭' }).last().click();
    await expect(scoreDialog).toBeHidden();

    await record.getByRole('button', { name: '申诉', exact: true }).click();
    const appealDialog = page.getByRole('dialog', { name: '成绩申诉' });
    await expect(appealDialog).toContainText('申诉结果反馈前不可再次申诉');
    const text = appealDialog.getByLabel('申诉内容');
    await text.fill('字'.repeat(101));
    await expect(appealDialog).toContainText('101/100');
    await appealDialog.getByRole('button', { name: '提交申诉' }).click();
    await expect(appealDialog.getByRole('alert')).toHaveText('申诉内容请控制在100字以内');
    // Each width appeals a different score (possibly of the same class): the text tells the two appeals apart.
    const reason = `实战对抗科目比分记录与现场不一致，请复核录像（${width}）。`;
    await text.fill(reason);
    await appealDialog.getByRole('button', { name: '提交申诉' }).click();
    await expect(toast(page, '您的申诉已提交，请耐心等待处理结果')).toBeVisible();
    await expect(appealDialog).toBeHidden();

    await page.goto('/personal/complaintRecord');
    await expect(
      page.getByRole('list', { name: '申诉记录' }).locator('li', { hasText: title }).filter({ hasText: reason }),
    ).toContainText('已提交，等待处理');
  });
}
