import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * The demo evaluator's work records and certificates (issue 14 part W, decision 0035), at 1280 and 375 px: 王振华 opens
 * 工作记录 (10 rows and the pager), downloads the supervision form template, uploads it as the leader of a class whose
 * grades are published — through 监督表提交后不可修改，是否提交？ —, finds the row locked (已上传, no upload button) and
 * downloads the form again; then opens 等级证书 (his 一级/二级/三级考评员 certificates with rank badges and images) and
 * the shared invoice records. Both widths run on one database: each uploads to the first class on page 1 still open
 * for a form (the demo leaves three there), so neither depends on what the other did.
 */

function toast(page: Page, text: string): Locator {
  return page.locator('.el-message', { hasText: text });
}

for (const width of [1280, 375]) {
  test(`at ${width} px the demo evaluator uploads a supervision form, downloads it and sees his certificates`, async ({ page, a11y }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '考评员', '13800000002', DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/signin/);

    // 工作记录: 10 per page, the pager above 10.
    await page.goto('/personal/workRecord');
    await expect(page.getByRole('heading', { name: '工作记录' })).toBeVisible();
    const table = page.getByRole('table', { name: '工作记录' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(page.locator('.el-pagination')).toBeVisible();
    await expect(table).toContainText('考评组长');

    // The template: a PDF download.
    const templateDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: '下载监督表模板' }).click();
    const template = await templateDownload;
    expect(template.suggestedFilename()).toBe('考评工作监督表（模板）.pdf');
    const templateBytes = await readFile(await template.path());
    expect(templateBytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The first class this leader may still upload to.
    let index = -1;
    for (let i = 0; i < 10; i += 1) {
      if ((await rows.nth(i).getByRole('button', { name: '上传监督表' }).count()) > 0) {
        index = i;
        break;
      }
    }
    expect(index).toBeGreaterThanOrEqual(0);
    const row = rows.nth(index);
    await expect(row).toContainText('考评组长');
    const chooser = page.waitForEvent('filechooser');
    await row.getByRole('button', { name: '上传监督表' }).click();
    await (await chooser).setFiles({ name: `监督表-${width}.pdf`, mimeType: 'application/pdf', buffer: templateBytes });
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('监督表提交后不可修改，是否提交？');
    await a11y.check('supervision form confirmation');
    await ask.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '监督表上传成功')).toBeVisible();

    // Locked: 已上传, no upload button; the form downloads as it was sent.
    await expect(row).toContainText('已上传');
    await expect(row.getByRole('button', { name: '上传监督表' })).toHaveCount(0);
    const formDownload = page.waitForEvent('download');
    await row.getByRole('button', { name: '下载监督表' }).click();
    const form = await formDownload;
    expect(form.suggestedFilename()).toBe(`监督表-${width}.pdf`);
    expect(Buffer.compare(await readFile(await form.path()), templateBytes)).toBe(0);
    await a11y.check('work records after the upload');

    // Page 2: the older classes, among them the demo's forms uploaded long ago, and classes he worked in as a member.
    await page.locator('.el-pagination').getByText('2', { exact: true }).click();
    await expect(page).toHaveURL(/\/personal\/workRecord\?page=2$/);
    await expect(table).toContainText('已上传');
    await expect(rows.filter({ hasText: '考评员' }).filter({ hasNotText: '考评组长' }).first()).toBeVisible();

    // 等级证书: his evaluator certificates, rank badges, no paper-certificate parts.
    await page.goto('/personal/gradeCertificate');
    const certificates = page.getByRole('list', { name: '我的证书' });
    await expect(certificates.locator('li')).toHaveCount(3);
    for (const name of ['一级考评员', '二级考评员', '三级考评员']) {
      await expect(certificates.getByRole('heading', { name })).toBeVisible();
      await expect(certificates.getByRole('img', { name: `${name}证书` })).toHaveAttribute('src', /\/certificate\/KP\w+\.png\?t=/);
    }
    await expect(certificates.locator('.evaluator-rank')).toHaveCount(3);
    const image = certificates.getByRole('img', { name: '一级考评员证书' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: '申领纸质证书' })).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);

    // The shared invoice records work for him too.
    await page.goto('/personal/invoiceList');
    await expect(page.getByRole('heading', { name: '发票记录' })).toBeVisible();
    await expect(page.getByRole('list', { name: '发票记录' }).or(page.getByText('暂无相关信息'))).toBeVisible();
  });
}
