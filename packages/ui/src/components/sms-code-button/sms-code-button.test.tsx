import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../feedback/feedback';
import { SmsCodeButton } from './sms-code-button';

vi.mock('../../feedback/feedback', () => ({
  toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

function validateMobile(mobile: string): string | null {
  if (!mobile) return '请输入联系电话';
  return /^1[3-9]\d{9}$/.test(mobile) ? null : '请输入正确的手机号';
}

async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('SmsCodeButton', () => {
  it('counts down 120 s after a successful send, then can send again', async () => {
    const send = vi.fn().mockResolvedValue(true);
    render(<SmsCodeButton mobile="13912345678" validateMobile={validateMobile} send={send} />);
    await click(screen.getByRole('button', { name: '获取验证码' }));

    expect(send).toHaveBeenCalledWith('13912345678');
    const counting = screen.getByRole('button', { name: '120秒后重新获取' });
    expect(counting).toBeDisabled();
    expect(toast.success).toHaveBeenCalledWith('验证码已发送至13912345678，请注意查收', 5000);

    await advance(1000);
    expect(screen.getByRole('button', { name: '119秒后重新获取' })).toBeDisabled();
    await click(screen.getByRole('button', { name: '119秒后重新获取' }));
    expect(send).toHaveBeenCalledTimes(1);

    await advance(118_000);
    expect(screen.getByRole('button', { name: '1秒后重新获取' })).toBeDisabled();
    await advance(1000);
    const again = screen.getByRole('button', { name: '获取验证码' });
    expect(again).toBeEnabled();
    await click(again);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('shows the mobile message and sends nothing when the number is invalid', async () => {
    const send = vi.fn().mockResolvedValue(true);
    const { rerender } = render(<SmsCodeButton mobile="" validateMobile={validateMobile} send={send} />);
    await click(screen.getByRole('button', { name: '获取验证码' }));
    expect(toast.warning).toHaveBeenLastCalledWith('请输入联系电话');

    rerender(<SmsCodeButton mobile="1234" validateMobile={validateMobile} send={send} />);
    await click(screen.getByRole('button', { name: '获取验证码' }));
    expect(toast.warning).toHaveBeenLastCalledWith('请输入正确的手机号');
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('reports a refused send and stays available', async () => {
    const send = vi.fn().mockResolvedValue(false);
    render(<SmsCodeButton mobile="13912345678" validateMobile={validateMobile} send={send} />);
    await click(screen.getByRole('button', { name: '获取验证码' }));
    expect(toast.error).toHaveBeenCalledWith('验证码发送失败，请重新获取');
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('treats a rejected send as a failure', async () => {
    const send = vi.fn().mockRejectedValue(new Error('请求超时'));
    render(<SmsCodeButton mobile="13912345678" validateMobile={validateMobile} send={send} />);
    await click(screen.getByRole('button', { name: '获取验证码' }));
    expect(toast.error).toHaveBeenCalledWith('验证码发送失败，请重新获取');
  });

  it('trims the number before checking and sending', async () => {
    const send = vi.fn().mockResolvedValue(true);
    render(<SmsCodeButton mobile=" 13912345678 " validateMobile={validateMobile} send={send} />);
    await click(screen.getByRole('button', { name: '获取验证码' }));
    expect(send).toHaveBeenCalledWith('13912345678');
  });

  it("keeps its blur from the form item around it (the code field's blur validation)", () => {
    const onBlur = vi.fn();
    render(
      <div onBlur={onBlur}>
        <input aria-label="验证码" />
        <SmsCodeButton mobile="13912345678" validateMobile={validateMobile} send={vi.fn()} />
      </div>,
    );
    fireEvent.blur(screen.getByRole('button', { name: '获取验证码' }));
    expect(onBlur).not.toHaveBeenCalled();
    fireEvent.blur(screen.getByRole('textbox', { name: '验证码' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
