import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { confirm, notify, toast } from './feedback';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('toast', () => {
  it('shows an element message with the icon of its type', async () => {
    act(() => toast.warning('请选择测试等级'));
    act(() => toast.error('请重新登录'));
    const warning = (await screen.findByText('请选择测试等级')).closest('.el-message') as HTMLElement;
    const error = (await screen.findByText('请重新登录')).closest('.el-message') as HTMLElement;
    const warningIcon = warning.querySelector('.el-message__img')?.getAttribute('src');
    const errorIcon = error.querySelector('.el-message__img')?.getAttribute('src');
    expect(warningIcon).toMatch(/^data:image/);
    expect(errorIcon).toMatch(/^data:image/);
    expect(warningIcon).not.toBe(errorIcon);
  });
});

describe('notify', () => {
  it('shows a notification with a title and the message', async () => {
    act(() => notify.success('登录成功', 1000));
    expect(await screen.findByText('登录成功')).toBeInTheDocument();
    expect(screen.getByText('成功')).toHaveClass('el-notification__title');
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
