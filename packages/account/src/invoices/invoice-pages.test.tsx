import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@badminton/session';
import { fake, installFakeApi } from '@badminton/api-client/testing';
import { getInvoiceDetail, getInvoiceList, type InvoiceDetail } from '@badminton/contracts';
import { signInAs } from '../test/session';
import { InvoiceDetailPage } from './invoice-detail-page';
import { InvoiceListPage } from './invoice-list-page';

const COMPANY: InvoiceDetail = {
  order_sn: 'T202611230001',
  user_type: 1,
  amount: 180,
  invoice_status: 1,
  custtype: '01',
  custname: '广州羽翔体育有限公司',
  custTaxNo: '91440101MA5CXXXX0A',
  custAddr: '广州市天河区体育西路 1 号',
  custPhone: '',
  custBank: '中国银行广州天河支行',
  custAccount: '6222000000000000',
  invoMemo: null,
  fpdm: '044001900111',
  fphm: '00012345',
  urlQRCode: '/wwwroot/invoice/T202611230001.png',
  invoice_url: '/wwwroot/invoice/T202611230001.pdf',
  issuedTime: '2026-11-23 10:00:00',
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/personal/invoice" element={<InvoiceDetailPage />} />
        <Route path="/personal/invoiceList" element={<InvoiceListPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => sessionStore.getState().signOut());

describe('/personal/invoice', () => {
  it('shows an issued company invoice: fixed type and content, the title fields, code, number, QR and the PDF link', async () => {
    signInAs(1, { name: '李羽涵' });
    const api = installFakeApi([fake(getInvoiceDetail, { items: [COMPANY] })]);
    renderAt('/personal/invoice?orderSn=T202611230001');
    expect(await screen.findByText('已开票')).toBeInTheDocument();
    expect(screen.getByText('电子普通发票')).toBeInTheDocument();
    expect(screen.getByText('商品明细')).toBeInTheDocument();
    expect(screen.getByText('单位')).toBeInTheDocument();
    expect(screen.getByText('91440101MA5CXXXX0A')).toBeInTheDocument();
    expect(screen.getByText('044001900111')).toBeInTheDocument();
    expect(screen.getByText('00012345')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '电子发票二维码' })).toHaveAttribute('src', COMPANY.urlQRCode);
    const link = screen.getByRole('link', { name: /查看发票/ });
    expect(link).toHaveAttribute('href', COMPANY.invoice_url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(api.calls[0]?.payload).toMatchObject({ order_sn: 'T202611230001', user_type: 1 });
  });

  it('shows an invoice in progress without code, number or link, and a personal title without company fields', async () => {
    signInAs(1, { name: '李羽涵' });
    installFakeApi([
      fake(getInvoiceDetail, {
        items: [{ ...COMPANY, invoice_status: 0, custtype: '03', custname: '李羽涵', custTaxNo: null, fpdm: null, fphm: null, urlQRCode: null, invoice_url: null }],
      }),
    ]);
    renderAt('/personal/invoice?orderSn=T202611230001');
    expect(await screen.findByText('开票中')).toBeInTheDocument();
    expect(screen.getByText('个人')).toBeInTheDocument();
    expect(screen.queryByText('纳税人识别号')).not.toBeInTheDocument();
    expect(screen.queryByText('发票代码')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /查看发票/ })).not.toBeInTheDocument();
  });

  it('asks nothing for an address without an order number and shows the empty state', async () => {
    signInAs(2);
    const api = installFakeApi([fake(getInvoiceDetail, { items: [] })]);
    renderAt('/personal/invoice?orderSn=');
    expect(await screen.findByText('暂无相关信息')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('/personal/invoiceList', () => {
  it('lists the records of the last three months by default with a link to each invoice', async () => {
    signInAs(3, { mechanism_fullName: '羽翔体育' });
    const api = installFakeApi([
      fake(getInvoiceList, {
        items: [
          {
            id: 1,
            order_sn: 'P202611230002',
            orderType: '证书证章费',
            amount: 35,
            invoice_status: 2,
            invoice_status_name: '开票中',
            custtype: '03',
            custname: null,
            creationTime: '2026-11-20 09:30:00',
          },
        ],
        totalCount: 1,
      }),
    ]);
    renderAt('/personal/invoiceList');
    const list = await screen.findByRole('list', { name: '发票记录' });
    expect(within(list).getByText('证书证章费')).toBeInTheDocument();
    expect(within(list).getByText('开票中')).toBeInTheDocument();
    expect(within(list).getByText('¥35.00')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /查看发票/ })).toHaveAttribute('href', '/personal/invoice?orderSn=P202611230002');
    expect(api.calls[0]?.payload).toMatchObject({ page: 1, limit: 4, timeRange: '3m', user_type: 3 });
  });
});
