import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './a11y';
import { DEMO_PASSWORD, signIn } from './support';

/**
 * The back office's money queues (issue 26, decision 0069): the national administrator approves a demo row refund (a
 * confirmation naming the amount), the WeChat Pay sandbox refunds it (its bank told to finish at once, and its REFUND
 * callback sent, with the sandbox's tool) and the athlete's 等级测试记录 shows 已退费; the refusal dialog asks for a reason; the
 * administrator prints and ships a paid paper-certificate order with a waybill, and the athlete's 查看物流 shows the
 * route. Each width walks its own demo athlete (苏晓雯 at 1280, 林若溪 at 375; apps/api/demo/back-office-money), so the
 * institution's walks keep their records. Every state of both routes is scanned at 1280 and 375 px.
 */

const WALKERS = {
  1280: { name: '苏晓雯', mobile: '13800000021', waybill: 'SF1600000001280' },
  375: { name: '林若溪', mobile: '13800000022', waybill: 'SF1600000000375' },
} as const;

const ADMIN = '13800000005';
const REFUND_CLASS = '羽翔体育2026冬训四至六级测试班';

function toast(page: Page, text: string): Locator {
  return page.locator('.el-message', { hasText: text });
}

function confirmation(page: Page, text: string): Locator {
  return page.locator('.el-message-box', { hasText: text });
}

/**
 * Once the `order.refund` job has posted the refund to the sandbox (404 until then), the sandbox's bank finishes it at
 * once (`finish_now`, rather than waiting out its minute) and its REFUND callback goes to the service.
 */
async function refundSettlesAtTheProvider(request: APIRequestContext, refundSn: string): Promise<void> {
  await expect
    .poll(async () => (await request.post('/dev/wechat-pay/refund-notify', { data: { out_refund_no: refundSn, finish_now: true } })).status(), {
      timeout: 30_000,
    })
    .toBe(200);
}

for (const width of [1280, 375] as const) {
  test(`at ${width} px the national administrator refunds a demo row and ships a paper certificate the athlete then follows`, async ({ page, a11y, browser, baseURL }) => {
    // Two sign-ins, the refund's round trip through the job and the sandbox, two dialogs and about a dozen scans.
    test.slow();
    const walker = WALKERS[width];
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '中羽协管理员', ADMIN, DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/signin/);

    // The refund queue, all and filtered.
    await page.goto('/personal/review/refunds');
    await expect(page.getByRole('heading', { name: '退费审核' })).toBeVisible();
    await expect(page.getByRole('table', { name: '退费申请列表' })).toBeVisible();
    await a11y.check();
    const counts = page.getByRole('list', { name: '按审核状态筛选' });
    await counts.getByRole('link', { name: /^退费失败/ }).click();
    await expect(page).toHaveURL(/stage=failed/);
    await expect(page.getByRole('table', { name: '退费申请列表' }).locator('tbody tr').first()).toContainText('退费失败');
    await a11y.check();
    await counts.getByRole('link', { name: /^待审核/ }).click();
    await expect(page).toHaveURL(/stage=pending/);
    const table = page.getByRole('table', { name: '退费申请列表' });
    const row = table.locator('tbody tr', { hasText: walker.name });
    await expect(row).toContainText(REFUND_CLASS);
    await a11y.check();

    // 驳回 asks for the reason (cancelled here: another row, the demo keeps it).
    await table.locator('tbody tr', { hasText: '周以宁' }).getByRole('button', { name: /^驳回/ }).click();
    const refuse = page.locator('.money-dialog', { hasText: '驳回退费申请' });
    await refuse.getByRole('button', { name: '驳回', exact: true }).click();
    await expect(refuse.getByRole('alert')).toHaveText('请填写驳回理由');
    await a11y.check('驳回退费申请');
    await refuse.getByRole('button', { name: '取消' }).click();
    await expect(refuse).toBeHidden();

    // 批准退费: the confirmation names the amount; the row turns 退款中 with its refund number.
    await row.getByRole('button', { name: /^批准退费/ }).click();
    const ask = confirmation(page, '将原路退回');
    await expect(ask).toContainText('提交后不能撤回');
    await a11y.check('批准退费确认');
    await ask.getByRole('button', { name: /确定/ }).click();
    await expect(toast(page, '已批准退费')).toBeVisible();
    await page.goto('/personal/review/refunds?stage=processing');
    const processing = page.getByRole('table', { name: '退费申请列表' }).locator('tbody tr', { hasText: walker.name });
    await expect(processing).toContainText('退款中');
    // The refund number as the service makes it (RF, the order id, T and nine digits): the row's text runs on into the
    // amount's cell after it.
    await expect(processing).toContainText(/退款单号 RF\d+T\d{9}/);
    await a11y.check();
    const refundSn = /退款单号 (RF\d+T\d{9})/.exec((await processing.textContent()) ?? '')?.[1] ?? '';
    expect(refundSn).not.toBe('');

    // The provider refunds: 已退费 in the queue and on the athlete's test record.
    await refundSettlesAtTheProvider(page.request, refundSn);
    await page.goto('/personal/review/refunds?stage=refunded');
    await expect(page.getByRole('table', { name: '退费申请列表' }).locator('tbody tr', { hasText: walker.name })).toContainText('已退费');
    await a11y.check();

    const athleteContext = await browser.newContext({ baseURL, timezoneId: 'Asia/Shanghai', viewport: { width, height: 900 } });
    const athlete = await athleteContext.newPage();
    try {
      await signIn(athlete, '运动员', walker.mobile, DEMO_PASSWORD);
      await expect(athlete).toHaveURL(/\/index$/);
      await athlete.goto('/personal/gradeTestRecord');
      const record = athlete.locator('li.test-record').filter({ hasText: REFUND_CLASS });
      await expect(record.locator('.test-record__tag')).toHaveText('已退费');

      // The paper-certificate queue: print, then ship with a waybill.
      await page.goto('/personal/review/certificateShipping');
      await expect(page.getByRole('heading', { name: '证书证章邮寄' })).toBeVisible();
      await a11y.check();
      const shipping = page.getByRole('table', { name: '证书证章订单列表' });
      const order = shipping.locator('tbody tr', { hasText: walker.mobile });
      await expect(order).toContainText('待打印');
      const orderSn = ((await order.locator('.money-table__main').first().textContent()) ?? '').trim();
      await order.getByRole('button', { name: /^标记已打印/ }).click();
      const printed = confirmation(page, '已打印吗');
      await a11y.check('标记已打印确认');
      await printed.getByRole('button', { name: /确定/ }).click();
      await expect(toast(page, '已标记为已打印')).toBeVisible();
      await expect(order).toContainText('待发货');
      await order.getByRole('button', { name: /^登记发货/ }).click();
      const ship = page.locator('.money-dialog', { hasText: '登记发货' });
      await expect(ship.getByLabel('快递公司')).toHaveValue('顺丰速运');
      await ship.getByRole('button', { name: '确认发货' }).click();
      await expect(ship.getByRole('alert')).toHaveText('请输入运单号');
      await ship.getByLabel('运单号').fill(walker.waybill);
      await a11y.check('登记发货');
      await ship.getByRole('button', { name: '确认发货' }).click();
      await expect(toast(page, '已登记发货')).toBeVisible();
      await page.goto('/personal/review/certificateShipping?stage=shipped');
      await expect(page.getByRole('table', { name: '证书证章订单列表' }).locator('tbody tr', { hasText: orderSn })).toContainText(walker.waybill);
      await a11y.check();

      // The athlete follows the parcel: 查看物流 shows the carrier and its first route node.
      await athlete.goto('/personal/gradeCertificate?tab=orders');
      const parcel = athlete.locator('li.certificate-order').filter({ hasText: orderSn });
      await parcel.getByRole('link', { name: '查看物流' }).click();
      await expect(athlete).toHaveURL(new RegExp(`/personal/gradeCertificateDelivery/logistics\\?id=${walker.waybill}$`));
      await expect(athlete.locator('.bm-logistics__parcel')).toContainText('顺丰速运');
      await expect(athlete.getByRole('list', { name: /物流轨迹/ }).locator('li').first()).toContainText('已收取快件');
    } finally {
      await athleteContext.close();
    }
  });
}
