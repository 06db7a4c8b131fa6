import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@badminton/session';
import { fail, fake, installFakeApi } from '@badminton/api-client/testing';
import { changeMobile, changePassword, getMessageCode, getOpenQuery, setOpenQuery } from '@badminton/contracts';
import { REFERENCE_ROUTES } from '../../test/reference';
import { signInAs } from '../../test/session';
import { AccountSettingsPage } from './account-settings-page';

// Encryption stands in as rsa(…) so the test sees which fields were encrypted.
vi.mock('@badminton/api-client/secure', async (importOriginal) => {
  const original = await importOriginal<typeof import('@badminton/api-client/secure')>();
  const { api } = await import('@badminton/api-client');
  return {
    ...original,
    encrypted:
      (contract: { path: `${string}/${string}` }, fields: string[]) =>
      (payload: Record<string, unknown>) =>
        api().call(contract, {
          ...payload,
          ...Object.fromEntries(fields.map((f) => [f, `rsa(${String(payload[f])})`])),
        }),
  };
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/personal/changePassword']}>
      <Routes>
        <Route path="/personal/changePassword" element={<AccountSettingsPage />} />
        <Route path="/" element={<p>根页面</p>} />
        <Route path="/signin" element={<p>登录页面</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const field = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.el-form-item') as HTMLElement;
const input = (label: string) => within(field(label)).getByRole('textbox');
const password = (label: string) => field(label).querySelector('input') as HTMLInputElement;
const tabs = () => Array.from(document.querySelectorAll('.el-tabs__item')).map((el) => el.textContent);

afterEach(() => {
  vi.clearAllMocks();
  sessionStore.getState().signOut();
});

describe('account settings tabs', () => {
  it('offers 隐私设置 to athletes only', () => {
    installFakeApi(REFERENCE_ROUTES);
    signInAs(1, { name: '李娜' });
    const { unmount } = renderPage();
    expect(tabs()).toEqual(['修改密码', '更换手机号', '隐私设置']);
    unmount();
    signInAs(2, { name: '张伟' });
    const second = renderPage();
    expect(tabs()).toEqual(['修改密码', '更换手机号']);
    second.unmount();
    signInAs(3, { mechanism_fullName: '深圳飞羽体育' });
    renderPage();
    expect(tabs()).toEqual(['修改密码', '更换手机号']);
  });
});

describe('修改密码', () => {
  it('shows the messages as written', async () => {
    installFakeApi(REFERENCE_ROUTES);
    signInAs(1, { name: '李娜' });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('原密码不能为空')).toBeInTheDocument();
    expect(await screen.findByText('新密码不能为空')).toBeInTheDocument();
    expect(await screen.findByText('请再次输入新密码')).toBeInTheDocument();
    await user.type(password('新密码'), 'abc12');
    await user.tab();
    expect(await screen.findByText('密码不足6位')).toBeInTheDocument();
    await user.clear(password('新密码'));
    await user.type(password('新密码'), 'Demo@2027');
    await user.type(password('确认新密码'), 'Demo@2028');
    await user.tab();
    expect(await screen.findByText('两次输入密码不一致!')).toBeInTheDocument();
  });

  it('sends the three fields encrypted, then says 修改成功, signs out and goes to the root', async () => {
    const api = installFakeApi([...REFERENCE_ROUTES, fake(changePassword, {})]);
    signInAs(1, { name: '李娜' });
    const user = userEvent.setup();
    renderPage();
    await user.type(password('原密码'), 'Demo@2026');
    await user.type(password('新密码'), 'Demo@2027');
    await user.type(password('确认新密码'), 'Demo@2027');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('根页面')).toBeInTheDocument();
    expect(api.callsTo(changePassword)[0].payload).toEqual({
      oldPassword: 'rsa(Demo@2026)',
      newPassword: 'rsa(Demo@2027)',
      confirmPassword: 'rsa(Demo@2027)',
    });
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('shows the server message and stays signed in when the old password is wrong', async () => {
    installFakeApi([...REFERENCE_ROUTES, fail(changePassword, '原密码错误')]);
    signInAs(1, { name: '李娜' });
    const user = userEvent.setup();
    renderPage();
    await user.type(password('原密码'), 'Wrong@2026');
    await user.type(password('新密码'), 'Demo@2027');
    await user.type(password('确认新密码'), 'Demo@2027');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('原密码错误')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('token-under-test');
    expect(screen.queryByText('根页面')).not.toBeInTheDocument();
  });
});

describe('更换手机号', () => {
  async function openTab() {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByText('更换手机号', { selector: '.el-tabs__item' }));
    return user;
  }

  it('shows the messages as written', async () => {
    installFakeApi(REFERENCE_ROUTES);
    signInAs(2, { name: '张伟' });
    const user = await openTab();
    await user.click(screen.getByRole('button', { name: '确认更换' }));
    expect(await screen.findByText('请输入联系方式')).toBeInTheDocument();
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    await user.type(input('新手机号'), '1380000');
    await user.type(input('验证码'), '123');
    await user.tab();
    await user.click(screen.getByRole('button', { name: '确认更换' }));
    expect(await screen.findByText('请输入正确的电话')).toBeInTheDocument();
    expect(await screen.findByText('请输入四位数验证码')).toBeInTheDocument();
  });

  it('sends the code to the new mobile, then says 绑定成功, signs out and goes to /signin', async () => {
    const api = installFakeApi([...REFERENCE_ROUTES, fake(getMessageCode, {}), fake(changeMobile, {})]);
    signInAs(2, { name: '张伟' });
    const user = await openTab();
    await user.type(input('新手机号'), '13900000009');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    expect(api.callsTo(getMessageCode)[0].payload).toEqual({ mobile: '13900000009' });
    await user.type(input('验证码'), '4321');
    await user.click(screen.getByRole('button', { name: '确认更换' }));
    expect(await screen.findByText('登录页面')).toBeInTheDocument();
    expect(api.callsTo(changeMobile)[0].payload).toEqual({ mobile: '13900000009', code: '4321', usertype: 2 });
    expect(await screen.findByText('绑定成功')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('shows the server message when the mobile is taken', async () => {
    installFakeApi([...REFERENCE_ROUTES, fail(changeMobile, '该手机号已被其他账号使用')]);
    signInAs(2, { name: '张伟' });
    const user = await openTab();
    await user.type(input('新手机号'), '13800000001');
    await user.type(input('验证码'), '4321');
    await user.click(screen.getByRole('button', { name: '确认更换' }));
    expect(await screen.findByText('该手机号已被其他账号使用')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('token-under-test');
  });
});

describe('隐私设置', () => {
  async function openTab() {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByText('隐私设置', { selector: '.el-tabs__item' }));
    return user;
  }
  const switchInput = () => screen.getByRole('checkbox', { name: '公开我的姓名和照片' });

  it('reads the switch, explains it, and saves a change with 设置成功', async () => {
    const api = installFakeApi([...REFERENCE_ROUTES, fake(getOpenQuery, { is_open: true }), fake(setOpenQuery, {})]);
    signInAs(1, { name: '李娜' });
    const user = await openTab();
    await waitFor(() => expect(switchInput()).toBeChecked());
    expect(screen.getByText(/已公开：公开查询的运动员列表和详情中展示您的姓名和照片/)).toBeInTheDocument();
    await user.click(switchInput());
    expect(await screen.findByText('设置成功')).toBeInTheDocument();
    expect(api.callsTo(setOpenQuery)[0].payload).toEqual({ isopen: 0 });
    expect(switchInput()).not.toBeChecked();
    expect(screen.getByText(/未公开/)).toBeInTheDocument();
  });

  it('says 设置失败 and turns the switch back off when saving fails', async () => {
    const api = installFakeApi([...REFERENCE_ROUTES, fake(getOpenQuery, { is_open: false }), fail(setOpenQuery, '服务器繁忙，请稍后重试')]);
    signInAs(1, { name: '李娜' });
    const user = await openTab();
    await waitFor(() => expect(switchInput()).not.toBeChecked());
    await user.click(switchInput());
    expect(await screen.findByText('设置失败')).toBeInTheDocument();
    expect(api.callsTo(setOpenQuery)[0].payload).toEqual({ isopen: 1 });
    await waitFor(() => expect(switchInput()).not.toBeChecked());
  });
});
