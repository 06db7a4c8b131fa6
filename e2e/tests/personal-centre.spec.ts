import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { type AccountRole, call, DEMO_PASSWORD, freshMobile, nationalId, PASSWORD, registerAccount, ROLE_LABELS, smsCode } from './support';

/**
 * Personal centre journeys (issue 3, points 5–7): the side menu and its 请完善您的个人信息 warning, basic information
 * for athletes and institutions (validation messages as written, the lock after submit, the uniqueness check on
 * blur), and account settings (privacy, password, mobile).
 *
 * Fresh accounts are registered through the service's own calls (signed and encrypted as the browser does), so
 * these journeys do not depend on the registration screen, which has its own suite.
 */

/** The demo institution's names (seed data): taken for every other institution. */
const DEMO_INSTITUTION_NAME = '广州市羽翔体育培训有限公司';
const DEMO_INSTITUTION_NICKNAME = '羽翔体育';

/** A 1×1 PNG (the service checks uploads by their content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// --- the browser ---------------------------------------------------------------------------

async function signIn(page: Page, role: AccountRole, account: string, password: string) {
  await page.goto('/signin');
  await page.locator('.auth-roles').getByText(ROLE_LABELS[role], { exact: true }).click();
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

async function signInTo(page: Page, role: AccountRole, account: string, password: string, landing: RegExp) {
  await signIn(page, role, account, password);
  await expect(page).toHaveURL(landing);
}

/** The element form item labelled `label` (labels are exact). */
function item(page: Page, label: string): Locator {
  return page.locator('.el-form-item').filter({ has: page.locator('label.el-form-item__label', { hasText: new RegExp(`^${label}$`) }) });
}

function textbox(page: Page, label: string): Locator {
  return item(page, label).locator('input').first();
}

async function expectFieldError(page: Page, label: string, message: string) {
  await expect(item(page, label).locator('.el-form-item__error')).toHaveText(message);
}

async function choose(page: Page, placeholder: string, option: string) {
  await page.getByPlaceholder(placeholder, { exact: true }).click();
  await page.locator('.el-select-dropdown__item:visible', { hasText: new RegExp(`^${option}$`) }).click();
}

async function confirmKeyInformation(page: Page) {
  const box = page.locator('.el-message-box');
  await expect(box).toContainText('带*号信息为关键信息，提交后无法自行修改，请确认后提交?');
  await box.getByRole('button', { name: '确定' }).click();
}

function menu(page: Page): Locator {
  return page.getByRole('navigation', { name: '个人中心菜单' });
}

// --- journeys ------------------------------------------------------------------------------

test('a fresh athlete is warned, completes basic information, is locked out of the key fields and rebinds the mobile', async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  await registerAccount(request, 1, mobile);
  await signInTo(page, 1, mobile, PASSWORD, /\/personal\/completeInformation$/);

  await expect(menu(page).getByRole('link')).toHaveText(['等级测试记录', '申诉记录', '赛事等级申请', '赛事申请记录', '等级证书', '发票记录', '基本信息', '账号设置']);
  await expect(menu(page).getByRole('link', { name: '基本信息' })).toHaveAttribute('aria-current', 'page');
  const warning = page.getByRole('link', { name: /请完善您的个人信息/ });
  await expect(warning).toBeVisible();

  // Another entry of the centre opens inside the frame, still warning.
  await menu(page).getByRole('link', { name: '等级证书' }).click();
  await expect(page.getByRole('heading', { name: '等级证书' })).toBeVisible();
  await expect(warning).toBeVisible();
  await warning.click();
  await expect(page).toHaveURL(/\/personal\/completeInformation$/);

  // Validation messages as written (req: accounts.md#personal-form).
  await page.getByRole('button', { name: '提交' }).click();
  await expectFieldError(page, '姓名', '请输入姓名');
  await expectFieldError(page, '英文名', '请输入英文名');
  await expectFieldError(page, '性别', '请选择性别');
  await expectFieldError(page, '证件号码', '请输入证件号码');
  await expectFieldError(page, '出生日期', '请选择出生日期');
  await textbox(page, '姓名').fill('Zhang');
  await textbox(page, '姓名').blur();
  await expectFieldError(page, '姓名', '请输入正确的中文名');
  await textbox(page, '英文名').fill('zhang Xiaoyu');
  await textbox(page, '英文名').blur();
  await expectFieldError(page, '英文名', '首字母未大写');
  await textbox(page, '证件号码').fill('440106200001011234');
  await textbox(page, '证件号码').blur();
  await expectFieldError(page, '证件号码', '请输入正确的身份证号码');
  await textbox(page, '邮箱').fill('xiaoyu@');
  await textbox(page, '邮箱').blur();
  await expectFieldError(page, '邮箱', '请输入正确的邮箱地址');

  // A valid profile; the birthday fills itself from the ID card number.
  const id = nationalId('20080315');
  await textbox(page, '姓名').fill('张小羽');
  await textbox(page, '英文名').fill('Zhang Xiaoyu');
  await item(page, '性别').getByText('男', { exact: true }).click();
  await textbox(page, '证件号码').fill(id);
  await expect(textbox(page, '出生日期')).toHaveValue('2008-03-15');
  await textbox(page, '邮箱').fill('xiaoyu@example.com');
  await page.getByLabel('上传头像').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: '提交' }).click();
  await confirmKeyInformation(page);
  await expect(page.getByText('提交成功')).toBeVisible();

  // Locked after submit: read-only, the warning gone; 编辑 opens the other fields only.
  await expect(page.getByRole('button', { name: '编辑' })).toBeVisible();
  await expect(warning).toHaveCount(0);
  await expect(textbox(page, '姓名')).toBeDisabled();
  await expect(textbox(page, '邮箱')).toBeDisabled();
  await expect(page.locator('.bm-personal__name')).toHaveText('张小羽');
  await page.getByRole('button', { name: '编辑' }).click();
  await expect(textbox(page, '姓名')).toBeDisabled();
  await expect(textbox(page, '证件号码')).toBeDisabled();
  await expect(textbox(page, '邮箱')).toBeEnabled();
  await textbox(page, '邮箱').fill('other@example.com');
  await page.getByRole('button', { name: '取消编辑' }).click();
  await expect(textbox(page, '邮箱')).toHaveValue('xiaoyu@example.com');
  await expect(textbox(page, '邮箱')).toBeDisabled();

  // The profile stays after a reload.
  await page.reload();
  await expect(textbox(page, '证件号码')).toHaveValue(id);
  await expect(page.getByRole('img', { name: '头像' })).toHaveAttribute('src', /^\/wwwroot\/.+/);

  // Change mobile: messages as written, then 绑定成功 signs out to /signin; the new mobile signs in.
  await menu(page).getByRole('link', { name: '账号设置' }).click();
  await page.locator('.el-tabs__item', { hasText: '更换手机号' }).click();
  await page.getByRole('button', { name: '确认更换' }).click();
  await expectFieldError(page, '新手机号', '请输入联系方式');
  await expectFieldError(page, '验证码', '请输入验证码');
  await textbox(page, '新手机号').fill('1370000');
  await textbox(page, '验证码').fill('123');
  await page.getByRole('button', { name: '确认更换' }).click();
  await expectFieldError(page, '新手机号', '请输入正确的电话');
  await expectFieldError(page, '验证码', '请输入四位数验证码');
  const newMobile = freshMobile('139');
  await textbox(page, '新手机号').fill(newMobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
  await textbox(page, '验证码').fill(await smsCode(request, newMobile));
  await page.getByRole('button', { name: '确认更换' }).click();
  await expect(page.getByText('绑定成功')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await signInTo(page, 1, newMobile, PASSWORD, /\/index$/);
});

test('the demo athlete edits basic information, switches privacy and changes the password', async ({ page }) => {
  await signInTo(page, 1, '13800000001', DEMO_PASSWORD, /\/index$/);
  await page.goto('/personal/completeInformation');
  await expect(page.getByRole('link', { name: /请完善您的个人信息/ })).toHaveCount(0);

  // Read-only with 编辑; the key fields stay locked while editing.
  await expect(textbox(page, '姓名')).toBeDisabled();
  await page.getByRole('button', { name: '编辑' }).click();
  await expect(page.getByText('带*号的关键信息已提交，不能自行修改，如需修改请联系审核人员')).toBeVisible();
  await expect(textbox(page, '姓名')).toBeDisabled();
  await expect(textbox(page, '证件号码')).toBeDisabled();
  await textbox(page, '英文名').fill('');
  await textbox(page, '英文名').blur();
  await expectFieldError(page, '英文名', '请输入英文名');
  await textbox(page, '英文名').fill('li Yuhan');
  await textbox(page, '英文名').blur();
  await expectFieldError(page, '英文名', '首字母未大写');
  await textbox(page, '英文名').fill('Li Yuhan');
  const email = `liyuhan${Date.now() % 100000}@example.com`;
  await textbox(page, '邮箱').fill('liyuhan@');
  await textbox(page, '邮箱').blur();
  await expectFieldError(page, '邮箱', '请输入正确的邮箱地址');
  await textbox(page, '邮箱').fill(email);
  await page.getByRole('button', { name: '提交' }).click();
  await confirmKeyInformation(page);
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '编辑' })).toBeVisible();
  await expect(textbox(page, '邮箱')).toBeDisabled();
  await page.reload();
  await expect(textbox(page, '邮箱')).toHaveValue(email);

  // Privacy (athletes only): the switch is saved and read back; it is switched back afterwards.
  await menu(page).getByRole('link', { name: '账号设置' }).click();
  await expect(page.locator('.el-tabs__item')).toHaveText(['修改密码', '更换手机号', '隐私设置']);
  await page.locator('.el-tabs__item', { hasText: '隐私设置' }).click();
  const toggle = page.locator('.bm-privacy .el-switch');
  const input = page.getByRole('checkbox', { name: '公开我的姓名和照片' });
  await expect(page.getByText(/公开查询的运动员列表和详情中/).first()).toBeVisible();
  const wasOpen = await input.isChecked();
  await toggle.click();
  await expect(page.getByText('设置成功')).toBeVisible();
  await page.reload();
  await page.locator('.el-tabs__item', { hasText: '隐私设置' }).click();
  await expect(input).toBeChecked({ checked: !wasOpen });
  await expect(page.getByText(wasOpen ? /^未公开/ : /^已公开/)).toBeVisible();
  await toggle.click();
  await expect(input).toBeChecked({ checked: wasOpen });

  // Password: messages as written; 修改成功 signs out to the root; the new password signs in, the old one no more.
  await page.locator('.el-tabs__item', { hasText: '修改密码' }).click();
  await page.getByRole('button', { name: '确认修改' }).click();
  await expectFieldError(page, '原密码', '原密码不能为空');
  await expectFieldError(page, '新密码', '新密码不能为空');
  await expectFieldError(page, '确认新密码', '请再次输入新密码');
  await textbox(page, '原密码').fill(DEMO_PASSWORD);
  await textbox(page, '新密码').fill('Demo@2027');
  await textbox(page, '确认新密码').fill('Demo@2028');
  await textbox(page, '确认新密码').blur();
  await expectFieldError(page, '确认新密码', '两次输入密码不一致!');
  await textbox(page, '确认新密码').fill('Demo@2027');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.locator('header').getByRole('link', { name: '登录' })).toBeVisible();

  await signIn(page, 1, '13800000001', DEMO_PASSWORD);
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await signInTo(page, 1, '13800000001', 'Demo@2027', /\/index$/);

  // Put the demo password back for the other journeys.
  await page.goto('/personal/changePassword');
  await textbox(page, '原密码').fill('Demo@2027');
  await textbox(page, '新密码').fill(DEMO_PASSWORD);
  await textbox(page, '确认新密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await signInTo(page, 1, '13800000001', DEMO_PASSWORD, /\/index$/);
});

test('the demo evaluator has no privacy tab; its form asks residence and education', async ({ page }) => {
  await signInTo(page, 2, '13800000002', DEMO_PASSWORD, /\/index$/);
  await page.goto('/personal/changePassword');
  await expect(page.locator('.el-tabs__item')).toHaveText(['修改密码', '更换手机号']);
  await expect(menu(page).getByRole('link')).toHaveText(['培训记录', '工作记录', '等级证书', '发票记录', '缴费记录', '基本信息', '账号设置']);
  await page.goto('/personal/completeInformation');
  await expect(item(page, '居住地')).toBeVisible();
  await expect(item(page, '学历')).toBeVisible();
});

test('a fresh institution fills its form: uniqueness on blur, photos, the confirmation and the lock', async ({ page, request, a11y }) => {
  const mobile = freshMobile();
  await registerAccount(request, 3, mobile);
  await signInTo(page, 3, mobile, PASSWORD, /\/personal\/completeInformation$/);
  await expect(menu(page).getByRole('link')).toHaveText(['资质申请', '合同管理', '测试班管理', '申诉处理', '订单中心', '发票记录', '基本信息', '账号设置']);
  const warning = page.getByRole('link', { name: /请完善您的个人信息/ });
  await expect(warning).toBeVisible();
  // The accessibility scan of this route (one per route and width) runs on the form as it opens, before the test
  // starts typing: run in parallel with the steps below, it once caught the form mid-validation (an error message
  // entering under one field, another on the next), a moment rather than the page.
  await a11y.check();

  await page.getByRole('button', { name: '提交' }).click();
  await expectFieldError(page, '营业执照编号', '请填写营业执照编号');
  await expectFieldError(page, '机构名称', '请填写机构名称');
  await expectFieldError(page, '所在地区', '请选择省/市/地区');
  await expectFieldError(page, '注册详细地址', '请填写机构注册详细地址');
  await expectFieldError(page, '机构简称', '请填写简称');
  await expectFieldError(page, '法人姓名', '请填写法人姓名');
  await expectFieldError(page, '法人证件号码', '请输入身份证号码');

  // Names already used by the demo institution: the service's message on blur.
  await textbox(page, '机构名称').fill(DEMO_INSTITUTION_NAME);
  await textbox(page, '机构名称').blur();
  await expectFieldError(page, '机构名称', '该机构名称已被使用');
  await textbox(page, '机构简称').fill(DEMO_INSTITUTION_NICKNAME);
  await textbox(page, '机构简称').blur();
  await expectFieldError(page, '机构简称', '该简称已被使用');
  await expect(textbox(page, '机构简称')).toHaveAttribute('maxlength', '8');
  await textbox(page, '负责人电话').fill('12345');
  await textbox(page, '负责人电话').blur();
  await expectFieldError(page, '负责人电话', '请输入正确的电话');

  const suffix = String(Date.now() % 100000);
  const fullName = `深圳飞羽${suffix}体育有限公司`;
  await textbox(page, '机构名称').fill(fullName);
  await textbox(page, '机构名称').blur();
  await expect(item(page, '机构名称').locator('.el-form-item__error')).toHaveCount(0);
  await textbox(page, '机构简称').fill(`飞羽${suffix}`);
  await textbox(page, '营业执照编号').fill(`91440300MA${suffix}X`);
  await choose(page, '请选择省', '广东省');
  await choose(page, '请选择市', '深圳市');
  await choose(page, '请选择区', '南山区');
  await textbox(page, '注册详细地址').fill('南山区科技园 1 号');
  await textbox(page, '负责人电话').fill('13900000031');
  await textbox(page, '法人姓名').fill('李飞');
  await textbox(page, '法人证件号码').fill('123');
  await textbox(page, '法人证件号码').blur();
  await expectFieldError(page, '法人证件号码', '请输入正确的身份证号码');
  await textbox(page, '法人证件号码').fill(nationalId('19800101'));

  // Photos: more than three warns; three are kept.
  const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('上传实景图').setInputFiles([photo('1.png'), photo('2.png'), photo('3.png'), photo('4.png')]);
  await expect(page.getByText('最多可上传三张实景图照片')).toBeVisible();
  await page.getByLabel('上传实景图').setInputFiles([photo('1.png'), photo('2.png')]);
  await page.getByLabel('上传实景图').setInputFiles([photo('3.png')]);
  await expect(page.getByRole('img', { name: /^实景图/ })).toHaveCount(3);
  await expect(page.getByLabel('上传实景图')).toHaveCount(0);

  await page.getByRole('button', { name: '提交' }).click();
  await confirmKeyInformation(page);
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '编辑' })).toBeVisible();
  await expect(warning).toHaveCount(0);
  await expect(page.locator('.bm-personal__name')).toHaveText(fullName);
  await expect(page.getByRole('img', { name: /^实景图/ })).toHaveCount(3);
  await expect(textbox(page, '机构名称')).toBeDisabled();

  // Editing: key fields stay read-only; the rest can change.
  await page.getByRole('button', { name: '编辑' }).click();
  await expect(textbox(page, '机构名称')).toBeDisabled();
  await expect(textbox(page, '营业执照编号')).toBeDisabled();
  await expect(textbox(page, '法人证件号码')).toBeDisabled();
  await textbox(page, '办公地址').fill('南山区科技园 2 号');
  await page.getByRole('button', { name: '删除实景图3' }).click();
  await page.getByRole('button', { name: '提交' }).click();
  await confirmKeyInformation(page);
  await expect(page.getByRole('button', { name: '编辑' })).toBeVisible();
  await page.reload();
  await expect(textbox(page, '办公地址')).toHaveValue('南山区科技园 2 号');
  await expect(page.getByRole('img', { name: /^实景图/ })).toHaveCount(2);

  // Account settings of an institution: no privacy tab.
  await menu(page).getByRole('link', { name: '账号设置' }).click();
  await expect(page.locator('.el-tabs__item')).toHaveText(['修改密码', '更换手机号']);
});

test('a fresh evaluator completes basic information with residence and education and lands on its personal centre', async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  await registerAccount(request, 2, mobile);
  await signInTo(page, 2, mobile, PASSWORD, /\/personal\/completeInformation$/);
  await expect(page.getByRole('link', { name: /请完善您的个人信息/ })).toBeVisible();

  await page.getByRole('button', { name: '提交' }).click();
  await expect(item(page, '居住地').locator('.el-form-item__error')).toBeVisible();
  await expectFieldError(page, '详细地址', '请输入详细地址');

  await textbox(page, '姓名').fill('周考评');
  await textbox(page, '英文名').fill('Zhou Kaoping');
  await item(page, '性别').getByText('女', { exact: true }).click();
  await textbox(page, '证件号码').fill(nationalId('19850620'));
  await expect(textbox(page, '出生日期')).toHaveValue('1985-06-20');
  await choose(page, '请选择省', '广东省');
  await choose(page, '请选择市', '广州市');
  await choose(page, '请选择区', '天河区');
  await textbox(page, '详细地址').fill('天河路 385 号');
  await choose(page, '请选择学历', '本科');
  await page.getByRole('button', { name: '提交' }).click();
  await confirmKeyInformation(page);
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page.getByRole('link', { name: /请完善您的个人信息/ })).toHaveCount(0);

  // With a profile, the personal centre opens on the evaluator's first page (req: routes.md#personal-centre-redirect).
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/personal\/trainingRecord$/);
});
