import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, freshMobile, item, type ListedClass, nationalId, openClassWithGradeOne, PASSWORD, PNG, registerAccount, signIn, textbox } from './support';

/**
 * Issue 28 (decision 0051), what a first-time user met: a toast hidden under the sticky navigation (1), an order page
 * that refused 立即支付 in silence (2), browser Back from the pay dialog into a dead end (3), and a personal-centre
 * address opened in a new tab that led to /index after sign-in (4).
 */

/** A fresh athlete with basic information, signed in on `page`, standing on the order page of an open class. */
async function athleteOnOrderPage(page: Page, request: APIRequestContext): Promise<ListedClass> {
  const mobile = freshMobile('137');
  await registerAccount(request, 1, mobile);
  const klass = await openClassWithGradeOne(request);
  await signIn(page, '运动员', mobile, PASSWORD);
  await expect(page).toHaveURL(/\/personal\/completeInformation$/);
  await textbox(page, '姓名').fill('周新羽');
  await textbox(page, '英文名').fill('Zhou Xinyu');
  await item(page, '性别').getByText('女', { exact: true }).click();
  await textbox(page, '证件号码').fill(nationalId('19980521'));
  await page.getByLabel('上传头像').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: '提交' }).click();
  await page.locator('.el-message-box').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await page.goto(`/test/signUp?id=${klass.id}&key=1`);
  await page.getByRole('button', { name: '去报名' }).click();
  await expect(page).toHaveURL(new RegExp(`/test/sureOrder\\?id=${klass.id}&key=1$`));
  await expect(textbox(page, '教练员姓名')).toBeVisible();
  return klass;
}

for (const width of [1280, 375]) {
  test(`at ${width} px a toast on a scrolled page is shown above the sticky navigation (28.1)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await signIn(page, '运动员', '13800000001', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/personal/competitionApplication');
    const submit = page.getByRole('button', { name: '提交申请' });
    await submit.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // The navigation sticks to the top of the window, where the toast appears.
    const nav = page.locator('nav.shell-nav');
    expect((await nav.boundingBox())?.y).toBe(0);
    await submit.click();
    // While the toast is shown (3 s), its middle is on top of everything and it overlaps the navigation's band.
    const shown = await page.waitForFunction(() => {
      const toast = document.querySelector('.el-message[data-level="error"]');
      const bar = document.querySelector('nav.shell-nav');
      if (!toast || !bar) return null;
      const box = toast.getBoundingClientRect();
      const navBox = bar.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { onTop: hit !== null && toast.contains(hit), overNav: box.top < navBox.bottom, text: toast.textContent };
    });
    const result = (await shown.jsonValue()) as { onTop: boolean; overNav: boolean; text: string };
    expect(result.text).toContain('请选择');
    expect(result.overNav).toBe(true);
    expect(result.onTop).toBe(true);
  });

  test(`at ${width} px an incomplete order focuses its first field in error and says so (28.2)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 700 });
    await athleteOnOrderPage(page, request);
    // The coach's name left empty; the page scrolled down to 立即支付, the coach form out of sight.
    const pay = page.getByRole('button', { name: '立即支付' });
    await pay.scrollIntoViewIfNeeded();
    await expect(textbox(page, '教练员姓名')).not.toBeInViewport();
    await pay.click();
    const coach = textbox(page, '教练员姓名');
    await expect(coach).toBeFocused();
    await expect(coach).toBeInViewport();
    await expect(coach).toHaveAttribute('aria-invalid', 'true');
    await expect(item(page, '教练员姓名').locator('.el-form-item__error')).toHaveText('请输入教练员姓名');
    await expect(page.locator('.bm-form-announcer')).toContainText('提交未成功');
    await expect(page.locator('.bm-form-announcer')).toContainText('教练员姓名');
    await page.screenshot({ path: test.info().outputPath(`p2-refused-${width}.png`) });
    // Not paid: still the order page, no pay dialog.
    await expect(page).toHaveURL(/\/test\/sureOrder/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

for (const width of [1280, 375]) {
  test(`at ${width} px browser Back from the pay dialog lands on the order, with its number, its state and 去支付 (28.3)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const klass = await athleteOnOrderPage(page, request);
    await textbox(page, '教练员姓名').fill('林教练');
    await textbox(page, '教练员手机号').fill('无');
    const signedUp = page.waitForResponse((response) => response.url().endsWith('/TestApplication/SignUp'));
    await page.getByRole('button', { name: '立即支付' }).click();
    const orderSn = ((await (await signedUp).json()) as { result: { errorMsg: string } }).result.errorMsg;
    const dialog = page.getByRole('dialog');
    // The pay dialog and the order page show the order number.
    await expect(dialog).toContainText(`订单号：${orderSn}`);
    await expect(dialog.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
    await expect(page.locator('.test-order-sn')).toContainText(orderSn);
    await page.screenshot({ path: test.info().outputPath(`p3-dialog-${width}.png`) });

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/test/signUp\\?id=${klass.id}&key=1$`));
    const order = page.locator('.test-order-existing');
    await expect(order).toContainText(orderSn);
    await expect(order).toContainText('待支付');
    await expect(order.getByRole('link', { name: '查看等级测试记录' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`p3-back-${width}.png`), fullPage: true });
    await order.getByRole('button', { name: '去支付' }).click();
    await expect(page.getByRole('dialog')).toContainText(`订单号：${orderSn}`);
    await expect(page.getByRole('dialog').getByRole('img', { name: '微信支付二维码' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();

    // Forward (or a reload) to the order page: the order again, not a dead end.
    await page.goForward();
    await expect(page).toHaveURL(/\/test\/sureOrder/);
    await expect(page.locator('.test-order-existing')).toContainText(orderSn);
    await expect(page.locator('.test-order-existing').getByRole('button', { name: '去支付' })).toBeVisible();
  });
}

test('a personal-centre address opened in a new tab returns there after sign-in, with its role chosen (28.4)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A new tab has no session (sessions are per tab): the address leads to sign-in, which remembers it.
  await page.goto('/personal/trainingRecord?page=1');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fpersonal%2FtrainingRecord%3Fpage%3D1&role=2$/);
  await expect(page.locator('.auth-roles .el-radio-button.is-active')).toHaveText('考评员');
  await expect(page.getByText('登录后将返回您要访问的页面')).toBeVisible();
  await page.getByLabel('账号', { exact: true }).fill('13800000002');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/personal\/trainingRecord\?page=1$/);
  await expect(page.getByRole('heading', { name: '培训记录' })).toBeVisible();
});

test('the sign-in never returns to another site (28.4)', async ({ page }) => {
  await page.goto('/signin?redirect=%2F%2Fevil.example%2Fpersonal&role=1');
  await expect(page.getByText('登录后将返回您要访问的页面')).toHaveCount(0);
  await page.getByLabel('账号', { exact: true }).fill('13800000001');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/index$/);
});
