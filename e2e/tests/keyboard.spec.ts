import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, freshMobile, nationalId, PASSWORD, registerAccount, signIn, smsCode } from './support';

/**
 * Keyboard-only journeys (issue 11.3, WCAG 2.1.1, 2.4.3, 2.4.7): after the first page.goto each flow is done with
 * page.keyboard alone (Tab, Shift+Tab, Enter, Space, arrows), focus lands where expected in a sensible order, and
 * every stop shows a focus indicator.
 */

/** True when the element, or what element-react draws for a hidden native control, shows a focus indicator. */
async function expectFocusIndicator(target: Locator) {
  const visible = await target.evaluate((element) => {
    const candidates = [
      element,
      element.nextElementSibling,
      element.closest('.el-radio__input')?.querySelector('.el-radio__inner'),
      element.closest('.el-checkbox__input')?.querySelector('.el-checkbox__inner'),
      element.closest('label'),
    ].filter((node): node is Element => node instanceof Element);
    return candidates.some((node) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    });
  });
  expect(visible, 'a visible focus indicator').toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times; then asserts focus and its indicator. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) break;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
  await expectFocusIndicator(target);
}

/** One Tab; asserts where focus lands (the focus order). */
async function tabExpect(page: Page, target: Locator, key = 'Tab') {
  await page.keyboard.press(key);
  await expect(target).toBeFocused();
  await expectFocusIndicator(target);
}

test('sign-in with the keyboard: role radios by arrows, account, password, Enter', async ({ page }) => {
  await page.goto('/signin');
  const athlete = page.getByRole('radio', { name: '运动员' });
  await tabTo(page, athlete);
  await expect(athlete).toBeChecked();
  await page.keyboard.press('ArrowRight');
  const evaluator = page.getByRole('radio', { name: '考评员' });
  await expect(evaluator).toBeFocused();
  await expect(evaluator).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(athlete).toBeChecked();

  await tabExpect(page, page.getByRole('textbox', { name: '账号' }));
  await page.keyboard.type('13800000001');
  await tabExpect(page, page.getByLabel('密码', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  // Back and forth keeps the order.
  await tabExpect(page, page.getByRole('textbox', { name: '账号' }), 'Shift+Tab');
  await tabExpect(page, page.getByLabel('密码', { exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/index$/);
});

test('sign-in errors are tied to their fields and announced', async ({ page }) => {
  await page.goto('/signin');
  const account = page.getByRole('textbox', { name: '账号' });
  await tabTo(page, account);
  await page.keyboard.press('Enter');
  const alerts = page.getByRole('alert');
  await expect(alerts.first()).toBeVisible();
  await expect(account).toHaveAttribute('aria-invalid', 'true');
  const message = await alerts.first().innerText();
  await expect(account).toHaveAccessibleDescription(message);
});

test('certificate query with the keyboard: rule messages tied and announced, query, result', async ({ page }) => {
  await page.goto('/enquiry/certificateAuthenticity');
  const name = page.getByRole('textbox', { name: '运动员姓名' });
  await tabTo(page, name);
  await page.keyboard.type('张三');
  const idNumber = page.getByRole('textbox', { name: '证件号码' });
  await tabTo(page, idNumber);
  await page.keyboard.type('E12345678');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('请输入正确的身份证号码');

  await expect(idNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(idNumber).toHaveAccessibleDescription('请输入正确的身份证号码');
  // The ID type select is reached and passed by Tab (it no longer traps the key); choosing its options by arrow keys
  // is element's own gap (decision 0028). A valid ID number then queries.
  const type = page.locator('.enquiry-query__select input');
  await tabTo(page, type, { back: true });
  await tabExpect(page, idNumber);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('11010519491231002X');
  await tabTo(page, page.getByRole('button', { name: '查询' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('.enquiry-result__invalid')).toHaveText('证书无效');
});

/** As the demo athlete, opens the grade choice dialog of a test class from its 报名 button with the keyboard. */
async function openGradeChoice(page: Page) {
  await signIn(page, '运动员', '13800000001', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/index$/);
  await page.goto(`/test?keyword=${encodeURIComponent('羽翔体育2026冬季等级测试班')}`);
  const card = page.getByRole('article', { name: '羽翔体育2026冬季等级测试班', exact: true });
  const signUp = card.getByRole('button', { name: '报名' });
  await tabTo(page, signUp);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '选择测试等级' });
  await expect(dialog).toBeVisible();
  return { signUp, dialog };
}

test('grade choice dialog with the keyboard: focus moves in, radios by arrows, 确定 with Enter', async ({ page }) => {
  const { dialog } = await openGradeChoice(page);
  // Focus is inside the dialog, and Tab stays inside it.
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  const first = dialog.getByRole('radio', { name: '四级', exact: true });
  await tabTo(page, first);
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.keyboard.press('ArrowDown');
  const child = dialog.getByRole('radio', { name: '少儿四级' });
  await expect(child).toBeFocused();
  await expect(child).toBeChecked();
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await tabTo(page, dialog.getByRole('button', { name: '确定' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/test\/signUp\?id=\d+&key=13$/);
});

test('grade choice dialog: Escape closes it and focus returns to 报名', async ({ page }) => {
  const { signUp, dialog } = await openGradeChoice(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(signUp).toBeFocused();
});

test('register (steps 0 → 1 → 2), sign in and change the password, all with the keyboard', async ({ page, request }) => {
  test.setTimeout(120_000);
  const mobile = freshMobile('136');
  const password = 'Badminton@2026';
  const changed = 'Badminton@2027';

  // Step 0: role, mobile, SMS code.
  await page.goto('/register');
  const athlete = page.getByRole('radio', { name: '运动员' });
  await tabTo(page, athlete);
  await expect(athlete).toBeChecked();
  await tabTo(page, page.getByRole('textbox', { name: '手机号' }));
  await page.keyboard.type(mobile);
  const send = page.getByRole('button', { name: '获取验证码' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`验证码已发送至${mobile}`)).toBeVisible();
  const code = await smsCode(request, mobile);
  await tabTo(page, page.getByRole('textbox', { name: '验证码' }), { back: true });
  await page.keyboard.type(code);
  await tabTo(page, page.getByRole('button', { name: '下一步' }));
  await page.keyboard.press('Enter');

  // Step 1: password twice.
  const first = page.getByLabel('设置密码', { exact: true });
  await expect(first).toBeVisible();
  await tabTo(page, first);
  await page.keyboard.type(password);
  await tabTo(page, page.getByLabel('确认密码', { exact: true }));
  await page.keyboard.type(password);
  await tabTo(page, page.getByRole('button', { name: '完成注册' }));
  await page.keyboard.press('Enter');

  // Step 2: done, then the sign-in screen.
  await expect(page.getByText('注册成功', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await tabTo(page, page.getByRole('textbox', { name: '账号' }));
  await page.keyboard.type(mobile);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/personal\/completeInformation$/);

  // Account settings: 修改密码 with the keyboard.
  await page.goto('/personal/changePassword');
  await tabTo(page, page.getByLabel('原密码', { exact: true }));
  await page.keyboard.type(password);
  await tabExpect(page, page.getByLabel('新密码', { exact: true }));
  await page.keyboard.type(changed);
  await tabExpect(page, page.getByLabel('确认新密码', { exact: true }));
  await page.keyboard.type(changed);
  await tabTo(page, page.getByRole('button', { name: '确认修改' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/index$/);
  // The new password signs in.
  await signIn(page, '运动员', mobile, changed);
  await expect(page).toHaveURL(/\/personal\/completeInformation$/);
});

/** With a combobox focused: opens it, arrows down until `option` is the active option, Enter; asserts the value. */
async function chooseByKeyboard(page: Page, combobox: Locator, option: string) {
  await expect(combobox).toBeFocused();
  await page.keyboard.press('ArrowDown'); // opens the list
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('ArrowDown');
    const active = await combobox.getAttribute('aria-activedescendant');
    if (active && (await page.locator(`[id="${active}"]`).innerText()).trim() === option) break;
  }
  await expect(page.locator(`[id="${await combobox.getAttribute('aria-activedescendant')}"]`)).toHaveText(option);
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(option);
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
}

test('a fresh evaluator completes basic information with the keyboard: radios, selects by arrows, confirm', async ({
  page,
  request,
}) => {
  const mobile = freshMobile('135');
  await registerAccount(request, 2, mobile);
  await page.goto('/signin');
  const evaluator = page.getByRole('radio', { name: '考评员' });
  await tabTo(page, page.getByRole('radio', { name: '运动员' }));
  await page.keyboard.press('ArrowRight');
  await expect(evaluator).toBeChecked();
  await tabExpect(page, page.getByRole('textbox', { name: '账号' }));
  await page.keyboard.type(mobile);
  await tabExpect(page, page.getByLabel('密码', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/personal\/completeInformation$/);

  await tabTo(page, page.getByLabel('姓名', { exact: true }));
  await page.keyboard.type('吴键盘');
  await tabExpect(page, page.getByLabel('英文名', { exact: true }));
  await page.keyboard.type('Wu Jianpan');
  await tabExpect(page, page.getByRole('radio', { name: '男' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '女' })).toBeChecked();
  await tabTo(page, page.getByLabel('证件号码', { exact: true }));
  await page.keyboard.type(nationalId('19900412'));
  await expect(page.getByLabel('出生日期', { exact: true })).toHaveValue('1990-04-12');

  for (const [name, option] of [
    ['请选择省', '广东省'],
    ['请选择市', '深圳市'],
    ['请选择区', '南山区'],
  ] as const) {
    const combobox = page.getByRole('combobox').and(page.getByPlaceholder(name, { exact: true }));
    await tabTo(page, combobox);
    await chooseByKeyboard(page, combobox, option);
  }
  await tabTo(page, page.getByLabel('详细地址', { exact: true }));
  await page.keyboard.type('科技园 1 号');
  const education = page.getByRole('combobox').and(page.getByPlaceholder('请选择学历', { exact: true }));
  await tabTo(page, education);
  await chooseByKeyboard(page, education, '本科');

  await tabTo(page, page.getByRole('button', { name: '提交' }));
  await page.keyboard.press('Enter');
  // The confirm box is an alertdialog described by its message, with focus on 确定.
  const confirm = page.getByRole('alertdialog', { name: '提示' });
  await expect(confirm).toHaveAccessibleDescription('带*号信息为关键信息，提交后无法自行修改，请确认后提交?');
  await expect(confirm.getByRole('button', { name: '确定' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page.getByRole('link', { name: /请完善您的个人信息/ })).toHaveCount(0);
});
