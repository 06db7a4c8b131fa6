import { act, render, screen } from '@testing-library/react';
import { fake, failure, installFakeApi } from '@badminton/api-client/testing';
import { getOrderStatus, getPayCode } from '@badminton/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAY_SUCCESS, PaymentDialog, QR_ALT, WECHAT_SCAN_ONLY } from './payment-dialog';

const { toastSuccess, toastError } = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('@badminton/ui', async (importOriginal) => {
  const original = await importOriginal<typeof import('@badminton/ui')>();
  return { ...original, toast: { ...original.toast, success: toastSuccess, error: toastError } };
});

const CODE = { payCode: '/api/pay/qr/BM2000.png?t=abc', amount: 25, description: '纸质证书邮寄费' };

/** Lets the fake API's answers (promises) settle. */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

async function tick(seconds: number) {
  await act(async () => {
    vi.advanceTimersByTime(seconds * 1000);
  });
  await flush();
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('PaymentDialog', () => {
  it('shows the QR, the amount and the scan-only hint, and polls every 10 s only while open', async () => {
    const statuses = ['1', '1', '3'];
    const api = installFakeApi([fake(getPayCode, CODE), fake(getOrderStatus, (_payload, count) => ({ orderStatus: statuses[count - 1] ?? '3' }) as never)]);
    const onClose = vi.fn();
    const onPaid = vi.fn();
    const { rerender } = render(<PaymentDialog orderSn="BM2000" open onClose={onClose} onPaid={onPaid} />);
    await flush();
    expect(api.callsTo(getPayCode)[0].payload).toEqual({ order_sn: 'BM2000' });
    expect(screen.getByRole('img', { name: QR_ALT })).toHaveAttribute('src', CODE.payCode);
    expect(screen.getByText(WECHAT_SCAN_ONLY)).toBeInTheDocument();
    expect(screen.getByText(/25\.00/)).toBeInTheDocument();
    expect(screen.getByText('微信支付', { selector: '.el-dialog__title' })).toBeInTheDocument();

    await tick(9);
    expect(api.callsTo(getOrderStatus)).toHaveLength(0);
    await tick(1);
    expect(api.callsTo(getOrderStatus)).toHaveLength(1);
    await tick(10);
    expect(api.callsTo(getOrderStatus)).toHaveLength(2);

    // closed: no more polling
    rerender(<PaymentDialog orderSn="BM2000" open={false} onClose={onClose} onPaid={onPaid} />);
    await tick(60);
    expect(api.callsTo(getOrderStatus)).toHaveLength(2);
    expect(onPaid).not.toHaveBeenCalled();

    // opened again: asks for the code again and polls again; '3' → 支付完成 and onPaid (not onClose: it was paid)
    rerender(<PaymentDialog orderSn="BM2000" open onClose={onClose} onPaid={onPaid} />);
    await flush();
    await tick(10);
    expect(api.callsTo(getOrderStatus)).toHaveLength(3);
    expect(toastSuccess).toHaveBeenCalledWith(PAY_SUCCESS);
    expect(onClose).not.toHaveBeenCalled();
    expect(onPaid).toHaveBeenCalledTimes(1);
    await tick(30);
    expect(api.callsTo(getOrderStatus)).toHaveLength(3);
  });

  it('shows the refusal of the pay code as an error and does not poll', async () => {
    const api = installFakeApi([fake(getPayCode, () => failure('订单已超过支付时限，已关闭')), fake(getOrderStatus, { orderStatus: '1' })]);
    render(<PaymentDialog orderSn="BM2001" open onClose={() => {}} onPaid={() => {}} />);
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('订单已超过支付时限，已关闭');
    expect(toastError).toHaveBeenCalledWith('订单已超过支付时限，已关闭');
    expect(screen.queryByRole('img', { name: QR_ALT })).toBeNull();
    await tick(30);
    expect(api.callsTo(getOrderStatus)).toHaveLength(0);
  });

  it('asks nothing while closed or without an order', async () => {
    const api = installFakeApi([fake(getPayCode, CODE), fake(getOrderStatus, { orderStatus: '1' })]);
    const { rerender } = render(<PaymentDialog orderSn="BM2002" open={false} onClose={() => {}} onPaid={() => {}} />);
    await tick(30);
    rerender(<PaymentDialog orderSn={null} open onClose={() => {}} onPaid={() => {}} />);
    await tick(30);
    expect(api.calls).toHaveLength(0);
  });
});
