// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { fail, fake, installFakeApi } from '@badminton/api-client/testing';
import {
  ADMIN_REFUND_MESSAGES,
  ADMIN_SHIPPING_MESSAGES,
  type AdminRefundItem,
  type AdminShippingItem,
  approveAdminRefund,
  getAdminRefundList,
  getAdminShippingList,
  getDistrictList,
  markAdminShippingPrinted,
  refuseAdminRefund,
  retryAdminRefund,
  shipAdminShipping,
} from '@badminton/contracts';
import RefundsScreen from './refunds-screen';
import ShippingScreen from './shipping-screen';
import { checkRefusal, checkWaybill, readRefundFilters, refundActions, writeFilters } from './view';
import { answerMessageBox } from '@badminton/ui/testing';

afterEach(cleanup);

const provinces = fake(getDistrictList, { items: [{ id: 440000, area_name: '广东省', parent_id: -1 }, { id: 330000, area_name: '浙江省', parent_id: -1 }], totalCount: 2 });

const refund = (over: Partial<AdminRefundItem>): AdminRefundItem => ({
  kind: 'entry',
  id: 11,
  test_class_id: 3,
  test_class_title: '冬训测试班',
  institution_name: '羽翔体育',
  province_name: '广东省',
  refund_status: 1,
  stage: 'pending',
  stage_label: '待审核',
  requested_at: '2026-11-01 10:00:00',
  approved_at: null,
  note: null,
  athlete_count: 1,
  amount: 270,
  entries: [
    {
      application_id: 11,
      name: '苏晓雯',
      certificates_number: '440106201001010011',
      grade: '四级',
      order_sn: 'BM1A',
      amount: 270,
      payment_status: '支付成功',
      refund_status: 1,
      refund_status_label: '退费中',
      refund_sn: null,
    },
  ],
  ...over,
});

function renderAt(path: string, element: JSX.Element) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path.split('?')[0]} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

const confirmBox = (text: RegExp) => answerMessageBox(text);

describe('view rules', () => {
  it('offers 批准/驳回 while pending, 重新退款 when failed, nothing while refunding or refunded', () => {
    expect(refundActions({ stage: 'pending', approved_at: null })).toEqual(['approve', 'refuse']);
    expect(refundActions({ stage: 'failed', approved_at: null })).toEqual(['retry']);
    expect(refundActions({ stage: 'processing', approved_at: 'x' })).toEqual([]);
    expect(refundActions({ stage: 'refunded', approved_at: 'x' })).toEqual([]);
  });
  it('checks the refusal and the waybill as the service does', () => {
    expect(checkRefusal('  ')).toBe(ADMIN_REFUND_MESSAGES.reasonRequired);
    expect(checkRefusal('理'.repeat(201))).toBe(ADMIN_REFUND_MESSAGES.reasonTooLong);
    expect(checkRefusal('不符合条件')).toBeNull();
    expect(checkWaybill('')).toEqual({ problem: ADMIN_SHIPPING_MESSAGES.waybillRequired });
    expect(checkWaybill('abc')).toEqual({ problem: ADMIN_SHIPPING_MESSAGES.waybillInvalid });
    expect(checkWaybill(' sf1400000000001 ')).toEqual({ value: 'SF1400000000001' });
  });
  it('reads and writes the filters of the address', () => {
    expect(readRefundFilters(new URLSearchParams('stage=failed&kind=class&province=440000&page=2&keyword=羽翔'))).toEqual({
      stage: 'failed',
      kind: 'class',
      province: 440000,
      page: 2,
      keyword: '羽翔',
    });
    expect(readRefundFilters(new URLSearchParams('stage=nope&page=-1'))).toMatchObject({ stage: '', page: 1 });
    expect(writeFilters({ stage: 'pending', kind: '', page: 1, province: null }).toString()).toBe('stage=pending');
  });
});

describe('/personal/review/refunds', () => {
  it('lists the requests with their athletes, orders and amounts in 元, the counts, and the actions of each stage', async () => {
    const api = installFakeApi([
      provinces,
      fake(getAdminRefundList, {
        items: [
          refund({}),
          refund({ kind: 'class', id: 3, stage: 'failed', stage_label: '退费失败', refund_status: 3, note: '1 笔报名退款失败，可重新退款', athlete_count: 2, amount: 540 }),
          refund({ id: 12, stage: 'processing', stage_label: '退款中', approved_at: '2026-11-02 09:00:00' }),
        ],
        totalCount: 3,
        counts: { pending: 1, processing: 1, refunded: 0, failed: 1 },
      }),
    ]);
    renderAt('/personal/review/refunds', <RefundsScreen />);
    const table = await screen.findByRole('table', { name: '退费申请列表' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0].textContent).toContain('苏晓雯');
    expect(rows[0].textContent).toContain('BM1A');
    expect(rows[0].textContent).toContain('270.00');
    expect(within(rows[0]).getAllByRole('button').map((b) => b.textContent)).toEqual(['批准退费 冬训测试班 苏晓雯（四级）', '驳回 冬训测试班 苏晓雯（四级）']);
    expect(within(rows[1]).getByRole('button').textContent).toContain('重新退款');
    expect(rows[1].textContent).toContain('1 笔报名退款失败');
    expect(within(rows[2]).queryByRole('button')).toBeNull();
    const counts = screen.getByRole('list', { name: '按审核状态筛选' });
    expect(within(counts).getByRole('link', { name: '全部（3）' }).getAttribute('aria-current')).toBe('true');
    expect(within(counts).getByRole('link', { name: '退费失败（1）' }).getAttribute('href')).toBe('/personal/review/refunds?stage=failed');
    expect(api.calls.find((c) => c.path === getAdminRefundList.path)?.payload).toMatchObject({ page: 1, limit: 10 });
  });

  it('sends the filters of the address', async () => {
    const api = installFakeApi([provinces, fake(getAdminRefundList, { items: [], totalCount: 0, counts: { pending: 0, processing: 0, refunded: 0, failed: 0 } })]);
    renderAt('/personal/review/refunds?stage=pending&kind=class&province=440000&keyword=羽翔', <RefundsScreen />);
    await screen.findByText('暂无相关信息');
    expect(api.calls.find((c) => c.path === getAdminRefundList.path)?.payload).toMatchObject({ stage: 'pending', kind: 'class', province_id: 440000, keyword: '羽翔' });
    expect((screen.getByLabelText('退费类型') as HTMLSelectElement).value).toBe('class');
    await waitFor(() => expect((screen.getByLabelText('省份') as HTMLSelectElement).value).toBe('440000'));
  });

  it('approves after the confirmation naming the amount', async () => {
    const api = installFakeApi([
      provinces,
      fake(getAdminRefundList, { items: [refund({})], totalCount: 1, counts: { pending: 1, processing: 0, refunded: 0, failed: 0 } }),
      fake(approveAdminRefund, { refunds: 1 }),
    ]);
    renderAt('/personal/review/refunds', <RefundsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /批准退费/ }));
    expect((await screen.findByText(/270\.00 元将原路退回/)).textContent).toContain('提交后不能撤回');
    await confirmBox(/原路退回/);
    await waitFor(() => expect(api.calls.find((c) => c.path === approveAdminRefund.path)?.payload).toEqual({ kind: 'entry', id: 11 }));
  });

  it('refuses with a reason: empty is refused on the screen, the service’s refusal is shown', async () => {
    const api = installFakeApi([
      provinces,
      fake(getAdminRefundList, { items: [refund({})], totalCount: 1, counts: { pending: 1, processing: 0, refunded: 0, failed: 0 } }),
      fail(refuseAdminRefund, ADMIN_REFUND_MESSAGES.changed),
    ]);
    renderAt('/personal/review/refunds', <RefundsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /^驳回/ }));
    const dialog = await screen.findByRole('dialog', { name: '驳回退费申请' });
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText(ADMIN_REFUND_MESSAGES.reasonRequired)).toBeTruthy();
    expect(api.calls.map((c) => c.path)).not.toContain(refuseAdminRefund.path);
    fireEvent.change(within(dialog).getByLabelText('驳回理由'), { target: { value: '测试已完成' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === refuseAdminRefund.path)?.payload).toEqual({ kind: 'entry', id: 11, reason: '测试已完成' }));
    expect((await screen.findAllByText(ADMIN_REFUND_MESSAGES.changed)).length).toBeGreaterThan(0);
  });

  it('retries a failed request after the confirmation', async () => {
    const api = installFakeApi([
      provinces,
      fake(getAdminRefundList, { items: [refund({ stage: 'failed', stage_label: '退费失败', refund_status: 3 })], totalCount: 1, counts: { pending: 0, processing: 0, refunded: 0, failed: 1 } }),
      fake(retryAdminRefund, { refunds: 1 }),
    ]);
    renderAt('/personal/review/refunds', <RefundsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /重新退款/ }));
    await confirmBox(/重新退款吗/);
    await waitFor(() => expect(api.calls.find((c) => c.path === retryAdminRefund.path)?.payload).toEqual({ kind: 'entry', id: 11 }));
  });
});

const parcel = (over: Partial<AdminShippingItem>): AdminShippingItem => ({
  delivery_id: 5,
  order_sn: 'BM2A',
  kind: 2,
  kind_label: '个人申领',
  payer_name: '苏晓雯',
  contacts: '苏晓雯',
  telphone: '13800000021',
  address: '广东省广州市天河区体育西路1号',
  province_name: '广东省',
  amount: 62,
  paid_at: '2026-11-01 10:00:00',
  stage: 'print',
  stage_label: '待打印',
  printed_at: null,
  express_company: null,
  express_number: null,
  mailing_time: null,
  items: [{ name: '苏晓雯', grade: '四级', certificate_number: 'YM1', type_label: '证书和证章' }],
  ...over,
});

describe('/personal/review/certificateShipping', () => {
  it('prints after the confirmation, ships with the carrier and a checked waybill', async () => {
    const api = installFakeApi([
      provinces,
      fake(getAdminShippingList, {
        items: [parcel({}), parcel({ delivery_id: 6, order_sn: 'BM2B', stage: 'ship', stage_label: '待发货', printed_at: '2026-11-02 10:00:00' }), parcel({ delivery_id: 7, order_sn: 'BM2C', stage: 'shipped', stage_label: '已发货', express_company: '顺丰速运', express_number: 'SF1400000000007' })],
        totalCount: 3,
        counts: { print: 1, ship: 1, shipped: 1 },
      }),
      fake(markAdminShippingPrinted, {}),
      fail(shipAdminShipping, ADMIN_SHIPPING_MESSAGES.waybillTaken),
    ]);
    renderAt('/personal/review/certificateShipping', <ShippingScreen />);
    const table = await screen.findByRole('table', { name: '证书证章订单列表' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0].textContent).toContain('13800000021');
    expect(rows[2].textContent).toContain('SF1400000000007');
    expect(within(rows[2]).queryByRole('button')).toBeNull();

    fireEvent.click(within(rows[0]).getByRole('button', { name: /标记已打印/ }));
    await confirmBox(/已打印吗/);
    await waitFor(() => expect(api.calls.find((c) => c.path === markAdminShippingPrinted.path)?.payload).toEqual({ delivery_id: 5 }));

    fireEvent.click(within(rows[1]).getByRole('button', { name: /登记发货/ }));
    const dialog = await screen.findByRole('dialog', { name: '登记发货' });
    expect((within(dialog).getByLabelText('快递公司') as HTMLSelectElement).value).toBe('顺丰速运');
    fireEvent.change(within(dialog).getByLabelText('运单号'), { target: { value: '12ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    expect(await within(dialog).findByText(ADMIN_SHIPPING_MESSAGES.waybillInvalid)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('运单号'), { target: { value: 'sf1400000000006' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发货' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === shipAdminShipping.path)?.payload).toEqual({ delivery_id: 6, express_company: '顺丰速运', express_number: 'SF1400000000006' }),
    );
    expect(await within(dialog).findByText(ADMIN_SHIPPING_MESSAGES.waybillTaken)).toBeTruthy();
  });
});
