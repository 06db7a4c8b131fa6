import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RoleReminderDialog, roleReminderText } from './role-reminder-dialog';

describe('roleReminderText', () => {
  it('names both roles for a signed-in user of another role', () => {
    expect(roleReminderText('运动员', '测试机构')).toBe('当前为测试机构账号，请使用运动员账号登录');
    expect(roleReminderText('考评员', '运动员')).toBe('当前为运动员账号，请使用考评员账号登录');
  });

  it('asks a visitor to sign in first', () => {
    expect(roleReminderText('运动员')).toBe('请先登录运动员账号再进行报名');
    expect(roleReminderText('考评员', '')).toBe('请先登录考评员账号再进行报名');
    expect(roleReminderText('运动员', null)).toBe('请先登录运动员账号再进行报名');
  });
});

describe('RoleReminderDialog', () => {
  it('shows 温馨提示 with the wrong-role wording and reacts to 去登录 and 取消', async () => {
    const onLogin = vi.fn();
    const onCancel = vi.fn();
    render(<RoleReminderDialog visible requiredRole="运动员" currentRole="考评员" onLogin={onLogin} onCancel={onCancel} />);
    expect(screen.getByText('温馨提示')).toBeVisible();
    expect(screen.getByText('当前为考评员账号，请使用运动员账号登录')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the visitor wording', () => {
    render(<RoleReminderDialog visible requiredRole="运动员" onLogin={() => {}} onCancel={() => {}} />);
    expect(screen.getByText('请先登录运动员账号再进行报名')).toBeVisible();
  });

  it('shows nothing while hidden', () => {
    render(<RoleReminderDialog visible={false} requiredRole="运动员" onLogin={() => {}} onCancel={() => {}} />);
    expect(screen.queryByText('请先登录运动员账号再进行报名')).not.toBeVisible();
  });
});
