import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, nationalId, signIn, testClassId } from './support';

/**
 * The institution's entries and sheets (issue 25 points 1–2, decision 0060): the demo institution 羽翔体育 opens the
 * entries of its finally approved class, downloads the sign-up sheet (a real workbook), imports a batch sign-up sheet
 * with one bad row (the per-person error, nothing imported), fixes it and imports it, imports an arrangement and a
 * leave record for the new athletes, and requests a row refund. Each new route at 1280 and 375 px with the
 * accessibility check.
 */

const MAIN_CLASS = '羽翔体育2026秋季七至九级测试班';
const HEADERS = {
  1: ['姓名', '性别', '证件类型', '证件号码', '出生日期', '手机号码', '报考等级'],
  2: ['姓名', '证件号码', '报考等级', '分组', '测试时间'],
  3: ['姓名', '证件号码', '报考等级'],
} as const;

async function sheet(kind: 1 | 2 | 3, rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow([...HEADERS[kind]]);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function toast(page: Page, text: string): Locator {
  return page.locator('.el-message', { hasText: text });
}

async function openEntries(page: Page): Promise<string> {
  // The class's id from its 查看 link (the list's 查看报名 itself is issue 24's, tested in institution-classes.spec.ts).
  const id = await testClassId(page, MAIN_CLASS);
  await page.goto(`/personal/testList/viewEntry?id=${id}&application_status=${encodeURIComponent('中羽协审核通过')}`);
  await expect(page.getByRole('table', { name: '报名信息' })).toBeVisible();
  return id;
}

async function upload(page: Page, name: string, content: Buffer) {
  await page.getByLabel('选择要上传的表格').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: content });
  await page.getByRole('button', { name: '上传', exact: true }).click();
}

for (const width of [1280, 375]) {
  test(`at ${width} px the demo institution downloads, imports sheets and requests a row refund`, async ({ page, a11y }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '测试机构', '13800000003', DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/signin/);

    // The class is found on the test list (issue 24's screen) at 1280 px; this screen's routes are then used at `width`.
    await page.setViewportSize({ width: 1280, height: 900 });
    const id = await openEntries(page);
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(page.getByRole('table', { name: '报名信息' })).toBeVisible();
    await expect(page.getByText('成绩提交状态：未提交')).toBeVisible();
    // The arrangement is in: score entry is open (decision 0062; the score-entry walk uses classes of its own).
    await expect(page.getByRole('button', { name: '成绩录入' })).toBeEnabled();
    await a11y.check();

    // The sign-up sheet, built by the service, saved in the background.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载报名信息' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/报名信息\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile((await download.path()) ?? '')) as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(1).getCell(1).value).toBe('姓名');
    expect(wb.worksheets[0].rowCount).toBeGreaterThan(10);

    // Batch sign-up: one bad row → the person's error, nothing imported; fixed → imported.
    await page.getByRole('button', { name: '批量报名' }).click();
    await expect(page).toHaveURL(new RegExp(`testScheduling\\?id=1&test_class_id=${id}`));
    await expect(page.getByRole('heading', { name: '批量报名' })).toBeVisible();
    await a11y.check();
    const suffix = width === 1280 ? '甲' : '乙';
    const first = { name: `测试${suffix}一`, id: nationalId('20110301') };
    const second = { name: `测试${suffix}二`, id: nationalId('20110302') };
    const bad = await sheet(1, [
      [first.name, '男', '居民身份证', first.id, '', '13700001111', '七级'],
      [second.name, '女', '居民身份证', '440106201103020000', '', '13700001112', '八级'],
    ]);
    await upload(page, 'bad.xlsx', bad);
    const errors = page.locator('.scheduling__errors');
    await expect(errors).toContainText('提交失败');
    await expect(errors).toContainText(`第 3 行 ${second.name}：请输入正确的身份证号码`);
    await expect(page.getByLabel('选择要上传的表格')).toHaveValue('');
    await a11y.check('the per-person errors');
    const fixed = await sheet(1, [
      [first.name, '男', '居民身份证', first.id, '', '13700001111', '七级'],
      [second.name, '女', '居民身份证', second.id, '', '13700001112', '八级'],
    ]);
    await upload(page, 'fixed.xlsx', fixed);
    await expect(toast(page, '共导入 2 条')).toBeVisible();
    await expect(errors).toHaveCount(0);

    // The arrangement and a leave record of the new athletes.
    await page.goto(`/personal/testList/viewEntry/testScheduling?id=2&test_class_id=${id}`);
    await expect(page.getByRole('heading', { name: '测试安排' })).toBeVisible();
    await a11y.check();
    await upload(page, 'arrangement.xlsx', await sheet(2, [
      [first.name, first.id, '七级', '第九组', '09:30'],
      [second.name, second.id, '八级', '第九组', '10:30'],
    ]));
    await expect(toast(page, '共导入 2 条')).toBeVisible();
    await page.goto(`/personal/testList/viewEntry/testScheduling?id=3&test_class_id=${id}`);
    await expect(page.getByRole('heading', { name: '请假记录' })).toBeVisible();
    await a11y.check();
    await page.getByLabel('选择要上传的表格').setInputFiles({ name: 'leave.xlsx', mimeType: 'application/octet-stream', buffer: await sheet(3, [[second.name, second.id, '八级']]) });
    await page.getByRole('button', { name: '上传', exact: true }).click();
    await expect(page.locator('.el-message-box', { hasText: '请确认本次请假学员已标记？' })).toBeVisible();
    await page.locator('.el-message-box').getByRole('button', { name: /确定/ }).click();
    await expect(toast(page, '共导入 1 条')).toBeVisible();

    // Back on the entries: the arrangement shows, the retake tab lists the leave; a row refund.
    await page.goto(`/personal/testList/viewEntry?id=${id}&application_status=${encodeURIComponent('中羽协审核通过')}&type=2&page=1`);
    const arranged = page.getByRole('table', { name: '测试安排' }).locator('tbody tr', { hasText: first.name });
    await expect(arranged).toContainText('第九组');
    await page.goto(`/personal/testList/viewEntry?id=${id}&application_status=${encodeURIComponent('中羽协审核通过')}&type=5`);
    await expect(page.getByRole('table', { name: '补考' }).locator('tbody tr', { hasText: second.name })).toBeVisible();
    await page.goto(`/personal/testList/viewEntry?id=${id}&application_status=${encodeURIComponent('中羽协审核通过')}&type=1&page=1`);
    const row = page.getByRole('table', { name: '报名信息' }).locator('tbody tr', { hasText: first.name });
    await row.getByRole('button', { name: '退费', exact: true }).click();
    await expect(page.locator('.el-message-box', { hasText: `确定为${first.name}申请退费吗？` })).toBeVisible();
    await a11y.check('the refund confirmation');
    await page.locator('.el-message-box').getByRole('button', { name: /确定/ }).click();
    await expect(toast(page, '提交成功!')).toBeVisible();
    await expect(row).toHaveClass(/entry-table__refunding/);
    await expect(row.getByRole('button', { name: '取消退费', exact: true })).toBeVisible();
  });
}
