// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { sessionStore } from '@badminton/session';
import { fake, installFakeApi } from '@badminton/api-client/testing';
import {
  applyProxy,
  getCertificateFees,
  getDistrictList,
  getOwnCertificates,
  getPaperCertificateOrders,
  getShippingFee,
  submitDelivery,
  type OwnCertificateItem,
} from '@badminton/contracts';
import GradeCertificateDeliveryPage from './grade-certificate-delivery-page';
import GradeCertificatePage from './grade-certificate-page';

afterEach(() => {
  cleanup();
  sessionStore.getState().signOut();
});

function signInAs(role: 1 | 2) {
  const state = sessionStore.getState();
  state.signOut();
  state.signIn({ userInfo: { userId: 7, usertype: role, isverify: 1, userToken: 't', name: '李羽涵' } });
  state.setPersonalInfo({ name: '李羽涵' });
}

const cert = (over: Partial<OwnCertificateItem>): OwnCertificateItem => ({
  id: 1,
  certificate_grade: 7,
  gradeName: '七级',
  certificate_number: 'A0001',
  certificate_url: '/wwwroot/certificate/A0001.png?t=x',
  created_date: '2026-11-20 10:00:00',
  is_grant: 0,
  isEvent: 0,
  proxyable: false,
  claimed: false,
  ...over,
});

const tabs = () => Array.from(document.querySelectorAll('.el-tabs__item')).map((el) => el.textContent);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/personal/gradeCertificate" element={<GradeCertificatePage fileHost="/files" />} />
        <Route path="/personal/gradeCertificateDelivery" element={<GradeCertificateDeliveryPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/personal/gradeCertificate', () => {
  it('shows the certificates with their images and states; with nothing to collect, 申领纸质证书 goes straight to delivery', async () => {
    signInAs(1);
    installFakeApi([
      fake(getOwnCertificates, {
        items: [cert({ id: 1 }), cert({ id: 2, gradeName: '六级', is_grant: 1 }), cert({ id: 3, gradeName: '五级', isEvent: 1 })],
      }),
      fake(getCertificateFees, { certificateFee: 30, badgesFee: 20 }),
    ]);
    renderAt('/personal/gradeCertificate');
    const list = await screen.findByRole('list', { name: '我的证书' });
    const first = within(list).getByRole('img', { name: '七级证书' });
    expect(first.getAttribute('src')).toBe('/files/certificate/A0001.png?t=x');
    // The first card's image is the page's largest paint: the card-size rendering where it is enough, loaded at once.
    expect(first.getAttribute('srcset')).toBe('/files/certificate/A0001.png?t=x&w=720 720w, /files/certificate/A0001.png?t=x 1200w');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(within(list).getByRole('img', { name: '六级证书' }).getAttribute('loading')).toBe('lazy');
    expect(within(list).getByText('已领取')).toBeTruthy();
    expect(within(list).getByText('赛事等级')).toBeTruthy();
    expect(tabs()).toEqual(['我的证书', '纸质证书订单', '机构代领记录']);
    fireEvent.click(screen.getByRole('button', { name: '申领纸质证书' }));
    expect(await screen.findByText('证书证章申领')).toBeTruthy();
  });

  it('offers the institution proxy for recent certificates: at least one grade, then 机构代领申请成功', async () => {
    signInAs(1);
    const api = installFakeApi([
      fake(getOwnCertificates, { items: [cert({ id: 1, proxyable: true }), cert({ id: 2, gradeName: '八级', proxyable: true })] }),
      fake(applyProxy, {}),
    ]);
    renderAt('/personal/gradeCertificate');
    fireEvent.click(await screen.findByRole('button', { name: '申领纸质证书' }));
    const dialog = (await screen.findByText('机构代领的等级')).closest('.el-dialog') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: '机构代领' }));
    expect(await within(dialog).findByText('请至少选择一个等级')).toBeTruthy();
    expect(api.callsTo(applyProxy)).toHaveLength(0);
    fireEvent.click(within(dialog).getByText(/八级/));
    fireEvent.click(within(dialog).getByRole('button', { name: '机构代领' }));
    await waitFor(() => expect(api.callsTo(applyProxy)).toHaveLength(1));
    expect(api.callsTo(applyProxy)[0].payload).toEqual({ ApplicationWay: 1, ids: [2] });
    expect(await screen.findByText('机构代领申请成功')).toBeTruthy();
  });

  it('lists paper orders with 去支付 when pending and 查看物流 when paid', async () => {
    signInAs(1);
    installFakeApi([
      fake(getPaperCertificateOrders, {
        items: [
          {
            id: 2,
            payment_order_sn: 'P2',
            creationTime: '2026-11-21 10:00:00',
            record_list: [{ certificate_grade: 31, gradeName: '一级考评员', certificate_type: 0, certificate_type_name: '证书' }],
            amount: 42,
            express_company: null,
            express_number: null,
            mailing_time: null,
            payment_status: '待支付',
            payment_status_code: '1',
          },
          {
            id: 1,
            payment_order_sn: 'P1',
            creationTime: '2026-11-18 10:00:00',
            record_list: [{ certificate_grade: 31, gradeName: '一级考评员', certificate_type: 2, certificate_type_name: '证书和证章' }],
            amount: 62,
            express_company: '顺丰速运',
            express_number: 'SF1400000000001',
            mailing_time: '2026-11-19 09:00:00',
            payment_status: '支付成功',
            payment_status_code: '3',
          },
        ],
        totalCount: 2,
      }),
    ]);
    renderAt('/personal/gradeCertificate?tab=orders');
    const list = await screen.findByRole('list', { name: '纸质证书订单' });
    expect(within(list).getAllByRole('button', { name: '去支付' })).toHaveLength(1);
    expect(within(list).getByRole('link', { name: '查看物流' }).getAttribute('href')).toBe('/personal/gradeCertificateDelivery/logistics?id=SF1400000000001');
    expect(tabs()).toEqual(['我的证书', '纸质证书订单', '机构代领记录']);
  });

  it('shows an evaluator their certificates with rank badges, without tabs, paper orders or 申领纸质证书', async () => {
    signInAs(2);
    installFakeApi([
      fake(getOwnCertificates, {
        items: [
          cert({ id: 3, certificate_grade: 31, gradeName: '一级考评员', certificate_number: 'KP1' }),
          cert({ id: 2, certificate_grade: 32, gradeName: '二级考评员', certificate_number: 'KP2' }),
        ],
      }),
    ]);
    renderAt('/personal/gradeCertificate?tab=orders');
    const list = await screen.findByRole('list', { name: '我的证书' });
    expect(within(list).getByRole('heading', { name: '一级考评员' })).toBeTruthy();
    expect(within(list).getByRole('heading', { name: '二级考评员' })).toBeTruthy();
    expect(list.querySelectorAll('.evaluator-rank--1, .evaluator-rank--2')).toHaveLength(2);
    expect(within(list).getByRole('img', { name: '一级考评员证书' })).toBeTruthy();
    expect(tabs()).toEqual([]);
    expect(screen.queryByRole('button', { name: '申领纸质证书' })).toBeNull();
  });
});

describe('/personal/gradeCertificateDelivery', () => {
  it('shows every message of 001 §5, offers only certificates not granted and sums the chosen fees; nothing is sent while a message stands', async () => {
    signInAs(1);
    const api = installFakeApi([
      fake(getOwnCertificates, { items: [cert({ id: 1 }), cert({ id: 2, gradeName: '六级', is_grant: 1 })] }),
      fake(getCertificateFees, { certificateFee: 30, badgesFee: 20 }),
      fake(getShippingFee, { fee: 12 }),
      fake(getDistrictList, { items: [], totalCount: 0 }),
      fake(submitDelivery, { order_sn: 'P9', amount: 62 }),
    ]);
    renderAt('/personal/gradeCertificateDelivery');
    fireEvent.click(await screen.findByRole('button', { name: '提交并支付' }));
    for (const message of ['用户名不能为空', '请输入联系方式', '省不能为空', '详细地址不能为空', '请选择申请等级类型']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.queryByText('六级')).toBeNull();
    const choice = screen.getByRole('group', { name: /七级/ });
    fireEvent.click(within(choice).getByText('证书'));
    fireEvent.click(within(choice).getByText('证章'));
    expect(await screen.findByText('¥50.00')).toBeTruthy();
    expect(api.callsTo(submitDelivery)).toHaveLength(0);
  });
});
