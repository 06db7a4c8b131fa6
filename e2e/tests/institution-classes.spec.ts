import type { Locator, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, freshMobile, nextPage, PASSWORD, registerAccount, signIn } from './support';

/**
 * The institution's test classes (issue 24 points 6–7, decision 0059): the demo institution 羽翔体育 creates a test
 * class with assessors — each minimum-assessor rule refused, then met, a second pick of the same assessor refused —
 * and finds it 省协会审核中 at the top of its list; reads its detail; asks for and cancels the refund of a finally
 * approved class; a freshly registered institution meets 请通过资质申请. Each route at 1280 and 375 px with the
 * accessibility check.
 */

const REFUND_CLASS = '羽翔体育2026秋季七至九级测试班';

function toast(page: Page, text: string): Locator {
  return page.locator('.el-message', { hasText: text });
}
function item(page: Page, label: string): Locator {
  return page.locator('.class-form .el-form-item').filter({ has: page.locator('label.el-form-item__label', { hasText: new RegExp(`^${label}$`) }) });
}
function errorOf(page: Page, label: string): Locator {
  return item(page, label).locator('.el-form-item__error');
}

/** Picks day `day` of the month `monthsAhead` months from now in the date picker with `placeholder`. */
async function pickDay(page: Page, placeholder: string, monthsAhead: number, day: number) {
  await page.getByPlaceholder(placeholder).click();
  const panel = page.locator('.el-picker-panel:visible');
  for (let i = 0; i < monthsAhead; i += 1) await panel.locator('.el-date-picker__next-btn.el-icon-arrow-right').click();
  await panel.locator('td.available', { hasText: new RegExp(`^${day}$`) }).first().click();
  await expect(page.getByPlaceholder(placeholder)).not.toHaveValue('');
}

async function pickOption(page: Page, scope: Locator, placeholder: string, option?: string) {
  await scope.getByPlaceholder(placeholder).click();
  const options = page.locator('.el-select-dropdown__item:visible');
  await (option ? options.filter({ hasText: new RegExp(`^${option}$`) }).first() : options.first()).click();
}

/** Opens the picker of a level, picks the row `index` and closes it; returns the name picked. */
async function pickAssessor(page: Page, level: string, index: number): Promise<string> {
  await page.getByRole('button', { name: `选择${level}` }).click();
  const dialog = page.locator('.assessor-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('tbody tr').first()).toContainText(level);
  const choose = dialog.locator('tbody').getByRole('button').nth(index);
  await expect(choose).toBeVisible();
  const name = ((await choose.textContent()) ?? '').trim().replace(/^选择/, '');
  await choose.click();
  await expect(dialog.locator('.assessor-notice')).toHaveText(`已选择${name}`);
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(dialog).toBeHidden();
  return name;
}

async function rowOf(page: Page, title: string): Promise<Locator> {
  const table = page.getByRole('table', { name: '测试班列表' });
  for (let i = 0; i < 10; i += 1) {
    await expect(table).toBeVisible();
    const row = table.locator('tbody tr', { hasText: title });
    if ((await row.count()) > 0) return row.first();
    if (!(await nextPage(page))) break;
  }
  throw new Error(`${title} 不在列表中`);
}

for (const width of [1280, 375]) {
  test(`at ${width} px the demo institution creates a test class with assessors, reads it and toggles a class refund`, async ({ page, a11y }) => {
    // A long walk (the form, four assessor pickers, the detail, two refund confirmations, eight accessibility scans):
    // on a two-core machine running two workers it takes about two minutes.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '测试机构', '13800000003', DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/signin/);

    await page.goto('/personal/testList');
    await expect(page.getByRole('heading', { name: '测试班管理' })).toBeVisible();
    const table = page.getByRole('table', { name: '测试班列表' });
    await expect(table.locator('tbody tr')).toHaveCount(8);
    await a11y.check();

    // A new class: the form's rules, then the minimums by the lowest grade, each refused and then met.
    await page.getByRole('link', { name: '新增测试班' }).click();
    await expect(page).toHaveURL(/\/personal\/addClassApplication$/);
    await expect(page.getByRole('heading', { name: '新增测试班' })).toBeVisible();
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(errorOf(page, '测试班名称')).toHaveText('请填写测试班名称');
    await expect(errorOf(page, '测试等级')).toHaveText('请选择测试等级');
    await expect(errorOf(page, '测试人数')).toHaveText('请输入测试人数，为阿拉伯数字');
    await expect(errorOf(page, '联系方式')).toHaveText('请输入联系方式');
    await a11y.check('new class form refused');

    const title = `羽翔体育E2E测试班${width}-${Date.now() % 100000}`;
    await item(page, '测试班名称').locator('input').fill(title);
    await pickDay(page, '报名开始日期', 2, 1);
    await pickDay(page, '报名截止日期', 2, 10);
    await pickDay(page, '测试开始日期', 2, 20);
    await pickDay(page, '测试结束日期', 2, 20);
    await pickOption(page, item(page, '测试地点'), '请选择测试地点', '羽翔羽毛球馆（天河）');
    await item(page, '测试人数').locator('input').fill('四十');
    await item(page, '测试人数').locator('input').blur();
    await expect(errorOf(page, '测试人数')).toHaveText('请输入阿拉伯数字');
    await item(page, '测试人数').locator('input').fill('40');
    await item(page, '联系人').locator('input').fill('刘思远');
    await item(page, '联系方式').locator('input').fill('020-1234');
    await item(page, '联系方式').locator('input').blur();
    await expect(errorOf(page, '联系方式')).toHaveText('请输入正确的电话');
    await item(page, '联系方式').locator('input').fill('13900000031');
    const region = item(page, '邮寄地区');
    await pickOption(page, region, '请选择省', '广东省');
    await pickOption(page, region, '请选择市', '广州市');
    await pickOption(page, region, '请选择区', '天河区');
    await item(page, '详细地址').locator('input').fill('体育西路 191 号羽翔羽毛球馆二楼');

    const grades = item(page, '测试等级');
    const assessors = errorOf(page, '考评员');
    await grades.getByText('少儿五级', { exact: true }).click();
    await expect(assessors).toHaveText('至少选择一个二级以上考评员');
    await pickAssessor(page, '二级考评员', 0);
    await expect(assessors).toHaveCount(0);
    await grades.getByText('九级', { exact: true }).click();
    await expect(assessors).toHaveText('至少选择一个一级考评员');
    const first = await pickAssessor(page, '一级考评员', 0);
    await expect(assessors).toHaveCount(0);
    await grades.getByText('六级', { exact: true }).click();
    await expect(assessors).toHaveText('至少选择两个一级考评员');
    // The same assessor again: 已经选择了{name}.
    await page.getByRole('button', { name: '选择一级考评员' }).click();
    const dialog = page.locator('.assessor-dialog');
    await expect(dialog.locator('tbody tr').first()).toContainText('一级考评员');
    await dialog.locator('tbody').getByRole('button').first().click();
    await expect(dialog.locator('.assessor-notice')).toHaveText(`已经选择了${first}`);
    await a11y.check('assessor picker');
    await dialog.getByRole('button', { name: '完成' }).click();
    await pickAssessor(page, '一级考评员', 1);
    await expect(assessors).toHaveCount(0);
    await grades.getByText('四级', { exact: true }).click();
    await expect(assessors).toHaveText('至少选择三个一级考评员');
    await pickAssessor(page, '一级考评员', 2);
    await expect(assessors).toHaveCount(0);
    await a11y.check('new class form filled');

    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(toast(page, '新增测试班成功')).toBeVisible();
    await expect(page).toHaveURL(/\/personal\/testList$/);
    const created = table.locator('tbody tr').first();
    await expect(created).toContainText(title);
    await expect(created).toContainText('省协会审核中');
    await expect(created).toContainText('四级、六级、九级、少儿五级');

    // The detail, read only.
    await created.getByRole('link', { name: `查看${title}` }).click();
    await expect(page).toHaveURL(/\/personal\/addClassApplicationView\?id=\d+$/);
    const detail = page.locator('.class-detail');
    await expect(detail).toContainText(title);
    await expect(detail).toContainText('40');
    await expect(detail).toContainText(`一级考评员：${first}`);
    await expect(detail).toContainText('广东省 广州市 天河区 体育西路 191 号羽翔羽毛球馆二楼');
    await expect(detail).toContainText('13900000031');
    await expect(detail.locator('dd').nth(2)).toHaveText(/^\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}$/);
    await a11y.check();

    // View entry only for a finally approved class.
    await page.goto('/personal/testList');
    await table.locator('tbody tr').first().getByRole('button', { name: '查看报名' }).click();
    await expect(toast(page, '测试班审核通过后才能查看报名')).toBeVisible();

    // The class refund: request, then cancel, each after the confirmation.
    const row = await rowOf(page, REFUND_CLASS);
    await row.getByRole('button', { name: '申请退款' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('确定为该测试班申请退款吗？');
    await a11y.check('refund confirmation');
    await ask.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '提交成功!')).toBeVisible();
    await expect(row.getByRole('button', { name: '取消退款' })).toBeVisible();
    await expect(row).toContainText('退费中');
    await row.getByRole('button', { name: '取消退款' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('确定取消该测试班的退款申请吗？');
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(row.getByRole('button', { name: '申请退款' })).toBeVisible();
  });

  test(`at ${width} px an institution that has not passed its qualification meets the gate`, async ({ page, request, a11y }) => {
    await page.setViewportSize({ width, height: 900 });
    const mobile = freshMobile();
    await registerAccount(request, 3, mobile);
    await signIn(page, '测试机构', mobile, PASSWORD);
    await expect(page).not.toHaveURL(/\/signin/);
    for (const path of ['/personal/testList', '/personal/addClassApplication']) {
      await page.goto(path);
      await expect(page.getByRole('alert').filter({ hasText: '请通过资质申请' })).toBeVisible();
      await expect(page.getByRole('link', { name: '去申请资质' })).toHaveAttribute('href', '/personal/qualificationApplication');
      await a11y.check();
    }
    await expect(page.getByRole('link', { name: '新增测试班' })).toHaveCount(0);
  });
}
