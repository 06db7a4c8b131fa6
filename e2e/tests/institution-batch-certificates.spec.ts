import type { Locator, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, signIn, testClassId } from './support';

/**
 * The institution's batch certificate application (issue 25 point 4, decision 0063): on view entry of a class whose
 * scores were published 5 days ago, 批量申请证书 answers 发布成绩还没有超过7天，请稍候再进行申请; on a class published 20
 * days ago (one per width, so each width passes on its own data in either order) the dialog names the five passers
 * and the address notice, confirming answers 批量申请证书证章成功, the button becomes 去支付, and the order centre lists
 * the order as 批量申领证书证章费 待支付. Each new state at 1280 and 375 px with the accessibility check.
 */

const TOO_EARLY_CLASS = '羽翔体育2026秋季少儿补充测试班';
const CLASS_OF_WIDTH: Record<number, string> = {
  1280: '羽翔体育2026暑期四至六级测试班',
  375: '羽翔体育2026暑期七至九级测试班',
};

function toast(page: Page, text: string): Locator {
  return page.locator('.el-message', { hasText: text });
}

async function openEntries(page: Page, id: string) {
  await page.goto(`/personal/testList/viewEntry?id=${id}&application_status=${encodeURIComponent('中羽协审核通过')}`);
  await expect(page.getByRole('table', { name: '报名信息' })).toBeVisible();
  await expect(page.getByText('成绩提交状态：已发布')).toBeVisible();
}

for (const width of [1280, 375]) {
  test(`at ${width} px the demo institution applies for its passers' certificates in a batch`, async ({ page, a11y }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, '测试机构', '13800000003', DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/signin/);
    const early = await testClassId(page, TOO_EARLY_CLASS);
    const ready = await testClassId(page, CLASS_OF_WIDTH[width]!);
    await page.setViewportSize({ width, height: 900 });

    // Published 5 days ago: refused with the spec's message.
    await openEntries(page, early);
    await page.getByRole('button', { name: '批量申请证书' }).click();
    await expect(toast(page, '发布成绩还没有超过7天，请稍候再进行申请')).toBeVisible();
    await a11y.check();

    // Published 20 days ago: the dialog with the count, the persons and the address notice.
    await openEntries(page, ready);
    const button = page.getByRole('button', { name: '批量申请证书' });
    await expect(button).toBeEnabled();
    await button.click();
    const dialog = page.getByRole('dialog', { name: '批量申请证书证章' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('本次可申请 5 人的证书证章');
    await expect(dialog).toContainText('证书证章将统一邮寄到机构地址，仅收取快递费');
    await expect(dialog.getByRole('table').locator('tbody tr')).toHaveCount(5);
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await a11y.check();

    await dialog.getByRole('button', { name: '确认申请' }).click();
    await expect(toast(page, '批量申请证书证章成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    const pay = page.getByRole('link', { name: '去支付' });
    await expect(pay).toBeVisible();
    const orderSn = /订单 (\w+)/.exec((await pay.getAttribute('title')) ?? '')?.[1] ?? '';
    expect(orderSn).toMatch(/^BM5\d+$/);
    await a11y.check();

    // Paid later, in the order centre.
    await pay.click();
    await expect(page).toHaveURL(/\/personal\/orderCenter/);
    const row = page.getByRole('table', { name: '订单列表' }).locator('tbody tr', { hasText: orderSn });
    await expect(row).toContainText('批量申领证书证章费');
    await expect(row).toContainText('待支付');
    await a11y.check();
  });
}
