import type { Page } from '@playwright/test';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * The back office's accounts and decision log (issue 26; decisions 0071, 0065): the national administrator finds an
 * institution, opens it (the data in full, the view written to its history), locks it with a reason — the institution
 * cannot sign in, with the service's words — and unlocks it; then 审计日志 checks the chain. Each width walks its own
 * demo institution (apps/api/demo/back-office-review: 湘羽体育 in 湖南, 绿城羽球 in 广西), which no other walk signs in
 * as, and leaves it unlocked. Every state is scanned at 1280 and 375 px.
 */

const WALKERS = {
  1280: { name: '长沙市湘羽体育发展有限公司', mobile: '13800000016' },
  375: { name: '南宁市绿城羽毛球俱乐部有限公司', mobile: '13800000017' },
} as const;

const ADMIN = '13800000005';

async function decide(page: Page, button: '锁定' | '解锁', reason: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: button === '锁定' ? '确认锁定账号' : '确认解锁账号' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(`${button}原因（必填）`).fill(reason);
  await dialog.getByRole('button', { name: `确定${button}` }).click();
  await expect(dialog).toBeHidden();
}

for (const width of [1280, 375] as const) {
  test(`at ${width} px the national administrator locks and unlocks an institution, and the decision log verifies`, async ({ page, a11y, browser }) => {
    test.slow();
    const walker = WALKERS[width];
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '中羽协管理员', ADMIN, DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/signin/);

    // Find the institution by name: the list masks the mobile.
    await page.goto('/personal/accounts');
    await expect(page.getByRole('heading', { name: '账号管理' })).toBeVisible();
    await expect(page.getByRole('table', { name: '账号列表' })).toBeVisible();
    await a11y.check();
    await page.getByLabel('关键字', { exact: true }).fill(walker.name);
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/keyword=/);
    const row = page.getByRole('table', { name: '账号列表' }).locator('tbody tr', { hasText: walker.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('138****');
    await expect(row).not.toContainText(walker.mobile);
    await a11y.check();

    // The detail: the mobile in full, the view in the history.
    await row.getByRole('link', { name: `查看${walker.name}` }).click();
    await expect(page).toHaveURL(/\/personal\/account\?id=\d+/);
    await expect(page.getByRole('heading', { name: '账号信息' })).toBeVisible();
    await expect(page.getByText(walker.mobile).first()).toBeVisible();
    const history = page.locator('section[aria-labelledby="a-history"]');
    await expect(history).toContainText('查看个人信息');
    await a11y.check();

    // Lock: the reason is required; the institution is refused at sign-in.
    await page.getByRole('button', { name: '锁定', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '确认锁定账号' });
    await dialog.getByRole('button', { name: '确定锁定' }).click();
    await expect(dialog.getByRole('alert')).toContainText('请填写');
    await a11y.check('确认锁定账号');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await decide(page, '锁定', '机构资料核查中，暂停登录');
    await expect(page.getByText('已锁定').first()).toBeVisible();
    await expect(history).toContainText('机构资料核查中，暂停登录');
    await a11y.check();

    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    const other = await visitor.newPage();
    await signIn(other, '测试机构', walker.mobile, DEMO_PASSWORD);
    await expect(other.getByText('账号已被锁定，请联系协会')).toBeVisible();
    await expect(other).toHaveURL(/\/signin$/);

    // Unlock: the institution signs in again.
    await decide(page, '解锁', '核查完毕，恢复登录');
    await expect(page.getByRole('button', { name: '锁定', exact: true })).toBeVisible();
    await signIn(other, '测试机构', walker.mobile, DEMO_PASSWORD);
    await expect(other).not.toHaveURL(/\/signin/);
    await visitor.close();

    // The decision log holds, with the lock and the unlock in it.
    await page.goto('/personal/auditLog');
    await expect(page.getByRole('heading', { name: '审计日志' })).toBeVisible();
    await a11y.check();
    await page.getByRole('button', { name: '开始校验' }).click();
    await expect(page.getByText('审计链完整')).toBeVisible();
    await a11y.check();
  });
}
