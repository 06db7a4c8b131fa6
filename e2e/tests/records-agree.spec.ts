import type { Locator, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * Issue 28.6 (decision 0051): every action a record offers works when pressed, and the records agree with each other —
 * on the README's demo data, which obeys the rules of real data.
 */

/** The cards of every page of a paged record list at `path` (pages read through `?page=n`). */
async function everyPage(page: Page, path: string, cards: string, visit: (card: Locator) => Promise<void>): Promise<void> {
  for (let n = 1; n <= 10; n += 1) {
    await page.goto(n === 1 ? path : `${path}?page=${n}`);
    const list = page.locator(`#root ${cards}`);
    await expect(list.first()).toBeVisible();
    for (const card of await list.all()) await visit(card);
    const next = page.getByRole('button', { name: '下一页' });
    if ((await next.count()) === 0 || (await next.getAttribute('aria-disabled')) === 'true' || (await next.isDisabled())) break;
  }
}

async function expectInvoiceOf(page: Page, orderSn: string) {
  await page.goto(`/personal/invoice?orderSn=${encodeURIComponent(orderSn)}`);
  const detail = page.locator('#root .bm-invoice-detail');
  await expect(detail).toBeVisible();
  await expect(detail).toContainText(orderSn);
  await expect(detail).toContainText(/已开具|开具中|开票/);
}

test('the athlete’s test records: 查看成绩, 申诉 and 查看发票 each work on every record that offers them', async ({ page }) => {
  // Every page of her records and every invoice they link to: a long walk.
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, '运动员', '13800000001', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/index$/);
  const invoices: string[] = [];
  let scored = 0;
  let appealable = 0;
  await everyPage(page, '/personal/gradeTestRecord', 'li.test-record', async (card) => {
    const sn = ((await card.locator('.order-card__header span').first().innerText()).split('：')[1] ?? '').trim();
    const score = card.getByRole('button', { name: '查看成绩' });
    if ((await score.count()) > 0) {
      scored += 1;
      await score.click();
      const dialog = page.getByRole('dialog', { name: '测试成绩' });
      await expect(dialog.locator('.score-dialog__published')).toContainText('成绩发布时间');
      await expect(dialog).not.toContainText('成绩尚未发布');
      await dialog.locator('.el-dialog__headerbtn').click();
      await expect(dialog).toBeHidden();
    }
    const appeal = card.getByRole('button', { name: '申诉' });
    if ((await appeal.count()) > 0) {
      appealable += 1;
      // Offered only with published scores: the record shows the test result; pressing it opens the appeal form.
      await expect(card).toContainText('测试结果');
      await appeal.click();
      const form = page.getByRole('dialog', { name: '成绩申诉' });
      await expect(form.getByRole('textbox')).toBeVisible();
      await form.locator('.el-dialog__headerbtn').click();
      await expect(form).toBeHidden();
    }
    if ((await card.getByRole('link', { name: '查看发票' }).count()) > 0) invoices.push(sn);
    // A paid record that is not scored yet offers neither 查看成绩 nor 申诉.
    if ((await card.locator('.test-record__status').innerText()) === '已支付' && !(await card.innerText()).includes('测试结果')) {
      await expect(card.getByRole('button', { name: '查看成绩' })).toHaveCount(0);
      await expect(card.getByRole('button', { name: '申诉' })).toHaveCount(0);
    }
  });
  expect(scored).toBeGreaterThan(3);
  expect(appealable).toBeGreaterThan(0);
  expect(invoices.length).toBeGreaterThan(3);
  // Every 查看发票 opens the order's invoice (issued, or being issued), never an empty detail.
  for (const sn of invoices) await expectInvoiceOf(page, sn);
});

test('the evaluator’s training records agree with his payment records, and every 查看发票 opens an invoice', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, '考评员', '13800000002', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/index$/);
  const trainings: { sn: string; status: string; invoice: boolean }[] = [];
  await everyPage(page, '/personal/trainingRecord', 'li.training-record', async (card) => {
    const sn = ((await card.locator('.order-card__header span').first().innerText()).split('：')[1] ?? '').trim();
    const status = (await card.locator('.training-record__status').innerText()).trim();
    trainings.push({ sn, status, invoice: (await card.getByRole('link', { name: '查看发票' }).count()) > 0 });
  });
  expect(trainings.length).toBeGreaterThan(2);
  const paid: string[] = [];
  await everyPage(page, '/personal/payRecord', '.pay-records__table tbody tr', async (row) => {
    paid.push((await row.locator('.pay-records__sn').innerText()).trim());
  });
  for (const training of trainings) {
    // Every training has its order, and every order is in 缴费记录.
    expect(training.sn, `a ${training.status} training without an order`).toMatch(/^BM\d+/);
    expect(paid, `${training.sn} (${training.status}) in 缴费记录`).toContain(training.sn);
    if (training.status === '已支付') expect(training.invoice, `${training.sn} offers 查看发票`).toBe(true);
  }
  for (const training of trainings.filter((t) => t.invoice)) await expectInvoiceOf(page, training.sn);
});
