// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { fail, fake, installFakeApi } from '@badminton/api-client/testing';
import { getInstitutionOrderList, getPayCode, getQualificationGate, type InstitutionOrderItem } from '@badminton/contracts';
import OrderCentreScreen from './order-centre-screen';

afterEach(cleanup);

const row = (over: Partial<InstitutionOrderItem>): InstitutionOrderItem => ({
  order_sn: 'BMI1',
  payment_type: '等级测试报名费',
  payment_typeValue: 1,
  creationTime: '2026-11-01 10:00:00',
  order_price: 540,
  payment_time: null,
  payment_status: '待支付',
  payment_status_code: '1',
  express_number: null,
  express_company: null,
  ...over,
});

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={['/personal/orderCenter']}>
      <Routes>
        <Route path="/personal/orderCenter" element={<OrderCentreScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/personal/orderCenter', () => {
  it('shows 请通过资质申请 and asks for no order to an institution that has not passed', async () => {
    const api = installFakeApi([fake(getQualificationGate, { approval_status: 4, qualified: false })]);
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('请通过资质申请');
    expect(api.calls.map((c) => c.path)).not.toContain(getInstitutionOrderList.path);
  });

  it('offers 支付 on 待支付 and 支付失败, 查看物流 on a paid order with a parcel; 8 a page', async () => {
    const api = installFakeApi([
      fake(getQualificationGate, { approval_status: 3, qualified: true }),
      fake(getInstitutionOrderList, {
        items: [
          row({ order_sn: 'BMI1' }),
          row({ order_sn: 'BMI2', payment_typeValue: 3, payment_type: '培训费', payment_status: '支付失败', payment_status_code: '5' }),
          row({ order_sn: 'BMI3', payment_typeValue: 2, payment_type: '批量申领证书证章费', payment_status: '支付成功', payment_status_code: '3', payment_time: '2026-11-02 10:00:00', express_number: 'SF100', express_company: '顺丰速运' }),
          row({ order_sn: 'BMI4', payment_typeValue: 6, payment_type: '机构代缴报名费', payment_status: '已关闭', payment_status_code: '9' }),
        ],
        totalCount: 4,
      }),
      fail(getPayCode, '订单已超过支付时限，请重新下单'),
    ]);
    renderScreen();
    const table = await screen.findByRole('table', { name: '订单列表' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).queryByRole('button')?.textContent ?? within(r).queryByRole('link')?.textContent ?? null)).toEqual([
      '支付 BMI1',
      '支付 BMI2',
      '查看物流',
      null,
    ]);
    expect(within(rows[2]).getByRole('link').getAttribute('href')).toBe('/personal/gradeCertificateDelivery/logistics?id=SF100');
    expect(rows[0].textContent).toContain('540.00');
    expect(api.calls.find((c) => c.path === getInstitutionOrderList.path)?.payload).toMatchObject({ page: 1, limit: 8 });
    // Type 1: a refused pay code shows the service's errorMsg.
    fireEvent.click(within(rows[0]).getByRole('button'));
    await waitFor(() => expect(api.calls.find((c) => c.path === getPayCode.path)?.payload).toMatchObject({ order_sn: 'BMI1' }));
    expect((await screen.findAllByText('订单已超过支付时限，请重新下单')).length).toBeGreaterThan(0);
  });
});
