// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@badminton/router/testing';
import { fake, installFakeApi } from '@badminton/api-client/testing';
import { applyCert, type ContractItem, getContractList, getPayCode, payContractDeposit, signContract } from '@badminton/contracts';
import { ContractListPage } from './contract-list-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const contract = (over: Partial<ContractItem>): ContractItem => ({
  id: 1,
  contract_id: 'HT1',
  order_sn: '',
  doc_title: '合作协议',
  viewpdf_url: '',
  download_url: '',
  timestamp: '2026-11-20 10:00:00',
  contract_status: 0,
  payment_status: 0,
  result_code: 0,
  result_name: '签署中',
  deposit1: 5000,
  receipt_url: '',
  ...over,
});

const list = {
  items: [
    contract({}),
    contract({ id: 2, contract_id: 'HT2', result_code: 3001, result_name: '签署失败' }),
    contract({ id: 3, contract_id: 'HT3', result_code: 3000, result_name: '已签署', contract_status: 1 }),
    contract({ id: 4, contract_id: 'HT4', result_code: 3000, result_name: '已签署', contract_status: 1, payment_status: 1, receipt_url: '/wwwroot/invoices/r.pdf' }),
  ],
  totalCount: 4,
  realName: 0,
  certSerial: '',
  hasSeal: false,
};

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/personal/contractList']}>
      <ContractListPage fileHost="/files" />
    </MemoryRouter>,
  );
}

const cardOf = (id: string) => screen.getByText(id).closest('li') as HTMLElement;

describe('/personal/contractList', () => {
  it('shows each state: 签署, 重新签署, 待支付 with 支付保证金, 已支付 with the receipt', async () => {
    installFakeApi([fake(getContractList, list)]);
    renderPage();
    await screen.findByText('HT1');
    expect(within(cardOf('HT1')).getByRole('button', { name: '签署' })).toBeTruthy();
    expect(within(cardOf('HT2')).getByRole('button', { name: '重新签署' })).toBeTruthy();
    expect(within(cardOf('HT3')).getByText('待支付')).toBeTruthy();
    expect(within(cardOf('HT3')).queryByRole('button', { name: '签署' })).toBeNull();
    expect(within(cardOf('HT4')).getByText('已支付')).toBeTruthy();
    expect(within(cardOf('HT4')).getByRole('link', { name: '查看收据' }).getAttribute('href')).toBe('/files/invoices/r.pdf');
  });

  it('签署 opens the signing page in a new tab', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const api = installFakeApi([fake(getContractList, list), fake(signContract, { url: 'https://esign.example/sign?t=1' })]);
    renderPage();
    await screen.findByText('HT1');
    fireEvent.click(within(cardOf('HT1')).getByRole('button', { name: '签署' }));
    await waitFor(() => expect(tab.location.href).toBe('https://esign.example/sign?t=1'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(api.calls.find((entry) => entry.path === signContract.path)?.payload).toMatchObject({ contract_id: 'HT1' });
  });

  it('支付保证金 makes the order and opens the pay dialog', async () => {
    installFakeApi([
      fake(getContractList, list),
      fake(payContractDeposit, { order_sn: 'BM4X' }),
      fake(getPayCode, { payCode: '/api/pay/qr/BM4X.png?t=1', amount: 5000, description: '机构保证金' }),
    ]);
    renderPage();
    await screen.findByText('HT3');
    fireEvent.click(within(cardOf('HT3')).getByRole('button', { name: '支付保证金' }));
    expect(await screen.findByText('订单号：BM4X')).toBeTruthy();
  });

  it('申请实名证书: 申请成功 or the refusal', async () => {
    installFakeApi([fake(getContractList, list), fake(applyCert, (_payload, count) => (count === 1 ? { code: 0, msg: '申请失败，请重新实名认证', certSerial: '' } : { code: 1, msg: '申请成功', certSerial: 'C1' }))]);
    renderPage();
    await screen.findByText('HT1');
    fireEvent.click(screen.getByRole('button', { name: '申请实名证书' }));
    expect(await screen.findByText('申请失败，请重新实名认证')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '申请实名证书' }));
    expect(await screen.findByText('申请成功')).toBeTruthy();
  });
});
