import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirm, notify, toast, TOAST_DURATION_MS } from './feedback';
import { NOTIFICATION_LEAVE_MS } from './notification-host';
import { TOAST_LEAVE_MS } from './toast-host';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('toast', () => {
  it('shows an element message with the icon of its type', async () => {
    toast.warning('请选择测试等级');
    toast.error('请重新登录');
    const warning = (await screen.findByText('请选择测试等级')).closest('.el-message') as HTMLElement;
    const error = (await screen.findByText('请重新登录')).closest('.el-message') as HTMLElement;
    const warningIcon = warning.querySelector('.el-message__img')?.getAttribute('src');
    const errorIcon = error.querySelector('.el-message__img')?.getAttribute('src');
    expect(warningIcon).toMatch(/^data:image/);
    expect(errorIcon).toMatch(/^data:image/);
    expect(warningIcon).not.toBe(errorIcon);
  });

  it('speaks through one polite live region, an error as an alert', () => {
    toast.success('验证码已发送至13800000001，请注意查收');
    toast.error('验证码发送失败，请重新获取');
    const regions = screen.getAllByRole('status');
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveAttribute('aria-live', 'polite');
    expect(regions[0]).toHaveTextContent('验证码已发送至13800000001，请注意查收');
    expect(screen.getByRole('alert')).toHaveTextContent('验证码发送失败，请重新获取');
  });

  it('leaves after its time and the fade, with no transition event', () => {
    vi.useFakeTimers();
    toast.info('已保存');
    toast.success('验证码已发送', 5000);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(screen.getByText('已保存').closest('.el-message')).toHaveClass('el-message-fade-leave-active');
    vi.advanceTimersByTime(TOAST_LEAVE_MS);
    expect(screen.queryByText('已保存')).toBeNull();
    expect(screen.getByText('验证码已发送')).toBeInTheDocument();
    vi.advanceTimersByTime(5000 - TOAST_DURATION_MS);
    expect(screen.queryByText('验证码已发送')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('notify', () => {
  it('shows a notification with a title and the message in a polite live region', () => {
    notify.success('登录成功', 1000);
    notify.error('用户名或密码错误');
    expect(screen.getByText('登录成功')).toHaveClass('el-notification__content');
    expect(screen.getByText('成功')).toHaveClass('el-notification__title');
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('登录成功');
    expect(screen.getByRole('alert')).toHaveTextContent('错误用户名或密码错误');
    const items = region.querySelectorAll('.el-notification');
    expect(items[0].querySelector('.el-notification__icon')).toHaveClass('el-icon-circle-check');
    expect(items[1].querySelector('.el-notification__icon')).toHaveClass('el-icon-circle-cross');
    expect((items[0] as HTMLElement).style.top).toBe('16px');
  });

  it('leaves after its time and the fade, even with the pointer resting on it', async () => {
    vi.useFakeTimers();
    notify.success('登录成功', 1000);
    const item = screen.getByText('登录成功').closest('.el-notification') as HTMLElement;
    item.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    item.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(1000);
    expect(item).toHaveClass('el-notification-fade-leave-active');
    vi.advanceTimersByTime(NOTIFICATION_LEAVE_MS);
    expect(screen.queryByText('登录成功')).toBeNull();
  });

  it('closes on its 关闭 button', () => {
    vi.useFakeTimers();
    notify.error('网络异常');
    screen.getByRole('button', { name: '关闭' }).click();
    vi.advanceTimersByTime(NOTIFICATION_LEAVE_MS);
    expect(screen.queryByText('网络异常')).toBeNull();
  });
});

describe('confirm', () => {
  it('resolves true on 确定', async () => {
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm('确定要退出登录吗？');
    });
    expect(await screen.findByText('确定要退出登录吗？')).toBeInTheDocument();
    expect(screen.getByText('提示')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false on 取消 and uses the given title', async () => {
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm('确定删除该条记录？', '删除确认');
    });
    expect(await screen.findByText('删除确认')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBe(false);
  });
});
