import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { fake, installFakeApi } from '@badminton/api-client/testing';
import { getOrderStatus, getPayCode } from '@badminton/contracts';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CheckoutPaymentDialog, unpaidNotice } from './checkout-payment-dialog';

const { toastInfo } = vi.hoisted(() => ({ toastInfo: vi.fn() }));
vi.mock('@badminton/ui', async (importOriginal) => {
  const original = await importOriginal<typeof import('@badminton/ui')>();
  return { ...original, toast: { ...original.toast, info: toastInfo, success: vi.fn() } };
});

const CODE = { payCode: '/api/pay/qr/BM3000.png?t=abc', amount: 300, description: '培训费' };

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

function OrderPage() {
  const [orderSn, setOrderSn] = useState<string | null>('BM3000');
  return <CheckoutPaymentDialog orderSn={orderSn} onDismiss={() => setOrderSn(null)} recordsPath="/records" recordsTitle="培训记录" />;
}

function renderAt() {
  render(
    <MemoryRouter initialEntries={['/order']}>
      <Routes>
        <Route path="/order" element={<OrderPage />} />
        <Route path="/records" element={<h1>培训记录页</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

it('paid: goes to the records page without the unpaid notice', async () => {
  installFakeApi([fake(getPayCode, CODE), fake(getOrderStatus, { orderStatus: '3' })]);
  renderAt();
  await flush();
  await act(async () => {
    vi.advanceTimersByTime(10_000);
  });
  await flush();
  expect(screen.getByRole('heading', { name: '培训记录页' })).toBeInTheDocument();
  expect(toastInfo).not.toHaveBeenCalled();
});

it('closed unpaid: says the order is kept and goes to the records page', async () => {
  installFakeApi([fake(getPayCode, CODE), fake(getOrderStatus, { orderStatus: '1' })]);
  renderAt();
  await flush();
  fireEvent.click(screen.getByRole('button', { name: '关闭' }));
  await flush();
  expect(toastInfo).toHaveBeenCalledWith(unpaidNotice('培训记录'));
  expect(unpaidNotice('培训记录')).toBe('订单已保留 30 分钟，可在培训记录中继续支付');
  expect(screen.getByRole('heading', { name: '培训记录页' })).toBeInTheDocument();
});
