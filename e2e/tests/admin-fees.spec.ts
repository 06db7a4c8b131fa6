import type { Locator, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * The association's fee schedule 收费标准 (decision 0076): the national administrator opens it from the menu, sees the
 * three user types' certificate and badge fees and every province's shipping fee, is refused an amount with three
 * decimals in the service's words, confirms the change (before → after) and reads 保存成功 and the new amount. Each
 * width changes a province no other walk mails to (澳门 at 1280, 香港 at 375), so the demo's fees elsewhere stay as the
 * athletes' walks expect. Every state is scanned at 1280 and 375 px.
 */

const ADMIN = '13800000005';
const PROVINCE = { 1280: { name: '澳门特别行政区', yuan: '66.60' }, 375: { name: '香港特别行政区', yuan: '55.50' } } as const;

function toast(page: Page, text: string): Locator {
  return page.locator('.el-message', { hasText: text });
}

for (const width of [1280, 375] as const) {
  test(`at ${width} px the national administrator changes a province's shipping fee on 收费标准`, async ({ page, a11y }) => {
    const province = PROVINCE[width];
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '中羽协管理员', ADMIN, DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/signin/);

    await page.goto('/personal/feeSchedule');
    await expect(page.getByRole('heading', { name: '收费标准' })).toBeVisible();
    const rates = page.getByRole('table', { name: '证书证章费（每个等级）' });
    await expect(rates.getByRole('row', { name: /运动员/ })).toContainText('元');
    const provinces = page.getByRole('table', { name: '各省份快递费（每个包裹）' });
    await expect(provinces.getByRole('row', { name: /广东省/ })).toContainText('元');
    await a11y.check();

    const row = provinces.getByRole('row', { name: new RegExp(province.name) });
    await row.getByRole('button', { name: `修改 ${province.name}快递费` }).click();
    const dialog = page.locator('.money-dialog', { hasText: '修改快递费' });
    const amount = dialog.getByLabel('快递费（元）');
    await amount.fill('12.345');
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('快递费须为金额（元，最多两位小数）');
    await a11y.check('修改快递费');
    await amount.fill(province.yuan);
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await expect(dialog).toContainText(`→ ${province.yuan} 元`);
    await a11y.check('修改快递费确认');
    await dialog.getByRole('button', { name: '确认保存' }).click();
    await expect(toast(page, '保存成功')).toBeVisible();
    await expect(row).toContainText(`${province.yuan} 元`);
    await a11y.check('保存后');

    // 全部省份设为… opens the bulk dialog (cancelled here: the demo keeps its fees).
    await page.getByRole('button', { name: '全部省份设为…' }).click();
    const bulk = page.locator('.money-dialog', { hasText: '全部省份设为' });
    await expect(bulk).toContainText('个省份');
    await a11y.check('全部省份设为');
    await bulk.getByRole('button', { name: '取消' }).click();
    await expect(bulk).toBeHidden();
  });
}
