// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, fake, installFakeApi } from '@badminton/api-client/testing';
import {
  type AdminAccountDetail,
  type AdminAccountItem,
  getAdminAccount,
  lockAdminAccount,
  searchAdminAccounts,
  startAdminPasswordReset,
  unlockAdminAccount,
} from '@badminton/contracts';
import { sessionStore } from '@badminton/session';
import { renderAt, signInAs } from '../test-support';
import { answerMessageBox } from '@badminton/ui/testing';
import AccountDetailScreen from './account-detail-screen';
import AccountListScreen from './account-list-screen';

afterEach(() => {
  cleanup();
  sessionStore.getState().signOut();
});


const item = (over: Partial<AdminAccountItem>): AdminAccountItem => ({
  id: 1,
  usertype: 1,
  role_label: '运动员',
  name: '张三',
  mobile: '138****0001',
  certificates_number: '440***0011',
  province_name: '广东省',
  locked: false,
  created_at: '2026-11-01 10:00:00',
  ...over,
});

const counts = { athlete: 3, evaluator: 1, institution: 2, staff: 1, locked: 1 };

const account = (over: Partial<AdminAccountDetail>): AdminAccountDetail => ({
  id: 7,
  usertype: 1,
  role_label: '运动员',
  login_name: null,
  mobile: '13800000001',
  contact_mobile: null,
  is_verify: true,
  created_at: '2026-11-01 10:00:00',
  province_name: '广东省',
  review_province_name: null,
  locked: false,
  locked_at: null,
  lock_reason: null,
  person: {
    name: '张三',
    english_name: 'ZHANG SAN',
    sex: '男',
    certificates_type: '居民身份证',
    certificates_number: '440106199001010011',
    birthday: '1990-01-01',
    region: '广东省广州市天河区',
    mailing_address: '体育西路88号',
    native_place: null,
    email: null,
  },
  institution: null,
  history: [{ time: '2026-12-01 09:00:00', actor: '省协会审核员', action: '查看个人信息', reason: null }],
  can: { lock: true, unlock: false, reset: true },
  ...over,
});

describe('/personal/accounts', () => {
  it('lists the accounts masked, with the counts per kind as the kind filter, the filters kept in the address', async () => {
    signInAs(4);
    const api = installFakeApi([fake(searchAdminAccounts, { items: [item({}), item({ id: 2, name: '', locked: true })], totalCount: 2, counts })]);
    renderAt('/personal/accounts?kind=athlete&keyword=张', <AccountListScreen />, '/personal/accounts');
    const table = await screen.findByRole('table', { name: '账号列表' });
    const tabs = screen.getByRole('navigation', { name: '按账号类型筛选' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['全部7', '运动员3', '考评员1', '测试机构2', '协会账号1']);
    expect(within(tabs).getAllByRole('link')[3].getAttribute('href')).toBe('/personal/accounts?kind=institution&keyword=%E5%BC%A0');
    expect(api.callsTo(searchAdminAccounts)[0].payload).toEqual({ page: 1, limit: 10, kind: 'athlete', keyword: '张' });
    expect(within(table).getAllByText('138****0001')).toHaveLength(2);
    expect(table.textContent).not.toContain('13800000001');
    expect(within(table).getByRole('link', { name: '查看张三' }).getAttribute('href')).toBe('/personal/account?id=1');
    expect(within(table).getByText('未填写基本信息')).toBeTruthy();
    expect(within(table).getByText('已锁定')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('其中已锁定 1 个');
  });

  it('searches by keyword and lock state', async () => {
    signInAs(5);
    const api = installFakeApi([fake(searchAdminAccounts, { items: [item({})], totalCount: 1, counts })]);
    renderAt('/personal/accounts', <AccountListScreen />, '/personal/accounts');
    await screen.findByRole('table', { name: '账号列表' });
    await userEvent.type(screen.getByRole('textbox', { name: '关键字' }), '13800000001');
    fireEvent.change(screen.getByRole('combobox', { name: '账号状态' }), { target: { value: '1' } });
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(api.callsTo(searchAdminAccounts).at(-1)?.payload).toEqual({ page: 1, limit: 10, keyword: '13800000001', locked: '1' }));
  });
});

describe('/personal/account', () => {
  it('shows the personal data in full and the history of views', async () => {
    signInAs(4);
    installFakeApi([fake(getAdminAccount, { items: [account({})] })]);
    renderAt('/personal/account?id=7', <AccountDetailScreen />, '/personal/account');
    expect(await screen.findByText('居民身份证 440106199001010011')).toBeTruthy();
    expect(screen.getByText('13800000001')).toBeTruthy();
    expect(screen.getByText('体育西路88号')).toBeTruthy();
    const history = screen.getByRole('table', { name: '操作记录' });
    expect(within(history).getByText('查看个人信息')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '解锁' })).toBeNull();
  });

  it('locks after a dialog that requires the reason, and shows the service’s refusal', async () => {
    signInAs(4);
    const api = installFakeApi([fake(getAdminAccount, { items: [account({})] }), fail(lockAdminAccount, '该账号已被锁定')]);
    renderAt('/personal/account?id=7', <AccountDetailScreen />, '/personal/account');
    await userEvent.click(await screen.findByRole('button', { name: '锁定' }));
    const dialog = await screen.findByRole('dialog', { name: '确认锁定账号' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定锁定' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请填写原因');
    expect(api.callsTo(lockAdminAccount)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('锁定原因（必填）'), { target: { value: '冒用身份' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定锁定' }));
    expect(await within(dialog).findByText('该账号已被锁定')).toBeTruthy();
    expect(api.callsTo(lockAdminAccount)[0].payload).toEqual({ id: 7, reason: '冒用身份' });
  });

  it('unlocks a locked account with a reason and reloads it', async () => {
    signInAs(5);
    const api = installFakeApi([
      fake(getAdminAccount, { items: [account({ locked: true, locked_at: '2026-12-01 08:00:00', lock_reason: '冒用身份', can: { lock: false, unlock: true, reset: true } })] }),
      fake(unlockAdminAccount, {}),
    ]);
    renderAt('/personal/account?id=7', <AccountDetailScreen />, '/personal/account');
    expect(await screen.findByText('冒用身份')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '锁定' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '解锁' }));
    const dialog = await screen.findByRole('dialog', { name: '确认解锁账号' });
    fireEvent.change(within(dialog).getByLabelText('解锁原因（必填）'), { target: { value: '已核实' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定解锁' }));
    await waitFor(() => expect(api.callsTo(getAdminAccount)).toHaveLength(2));
    expect(api.callsTo(unlockAdminAccount)[0].payload).toEqual({ id: 7, reason: '已核实' });
  });

  it('sends the reset SMS only after a confirmation', async () => {
    signInAs(5);
    const api = installFakeApi([fake(getAdminAccount, { items: [account({})] }), fake(startAdminPasswordReset, { mobile: '138****0001' })]);
    renderAt('/personal/account?id=7', <AccountDetailScreen />, '/personal/account');
    await userEvent.click(await screen.findByRole('button', { name: '发送重置密码短信' }));
    expect(api.callsTo(startAdminPasswordReset)).toHaveLength(0);
    await answerMessageBox('确定向该账号绑定的手机号 13800000001 发送重置密码短信吗？用户收到验证码后，在登录页“忘记密码”中设置新密码。');
    await waitFor(() => expect(api.callsTo(startAdminPasswordReset)).toHaveLength(1));
    expect(api.callsTo(startAdminPasswordReset)[0].payload).toEqual({ id: 7 });
  });

  it('offers nothing the caller may not do (a provincial reviewer on a staff account)', async () => {
    signInAs(4);
    installFakeApi([fake(getAdminAccount, { items: [account({ usertype: 4, role_label: '省协会审核员', person: null, can: { lock: false, unlock: false, reset: false } })] })]);
    renderAt('/personal/account?id=7', <AccountDetailScreen />, '/personal/account');
    expect(await screen.findByText('该账号尚未填写基本信息。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '锁定' })).toBeNull();
    expect(screen.queryByRole('button', { name: '发送重置密码短信' })).toBeNull();
  });
});
