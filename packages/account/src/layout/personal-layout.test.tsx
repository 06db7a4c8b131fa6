import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@badminton/router/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@badminton/session';
import { personalMenus } from '../menu/personal-menu';
import { INSTITUTION_FIXTURE, MEMBER_FIXTURE } from '../test/menus';
import { signInAs } from '../test/session';
import { PersonalLayout } from './personal-layout';

// What the member and the institution remote pass: each the menus of its own roles.
const MENUS = { ...personalMenus(MEMBER_FIXTURE), ...personalMenus(INSTITUTION_FIXTURE) };

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PersonalLayout menus={MENUS} fileHost="https://files.example.cn">
        <p>页面内容</p>
      </PersonalLayout>
    </MemoryRouter>,
  );
}

afterEach(() => sessionStore.getState().signOut());

describe('PersonalLayout', () => {
  it('shows the athlete menu with the current entry lit, the name, the role and the screen', () => {
    signInAs(1, { name: '李娜', photo_path: '/wwwroot/avatar/1.png' });
    renderAt('/personal/changePassword');
    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual([
      '等级测试记录',
      '赛事等级申请',
      '赛事申请记录',
      '等级证书',
      '发票记录',
      '基本信息',
      '账号设置',
    ]);
    const current = within(menu).getByRole('link', { name: '账号设置' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('is-active');
    expect(within(menu).getByRole('link', { name: '基本信息' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('李娜')).toBeInTheDocument();
    expect(screen.getByText('运动员')).toBeInTheDocument();
    expect(document.querySelector('img.bm-personal__avatar')).toHaveAttribute('src', 'https://files.example.cn/avatar/1.png');
    expect(screen.getByText('页面内容')).toBeInTheDocument();
    expect(screen.queryByText('请完善您的个人信息')).not.toBeInTheDocument();
  });

  it('warns 请完善您的个人信息 with a link to basic information while no profile is stored', () => {
    signInAs(2, null);
    renderAt('/personal/trainingRecord');
    const warning = screen.getByRole('link', { name: /请完善您的个人信息/ });
    expect(warning).toHaveAttribute('href', '/personal/completeInformation');
    expect(screen.getByText('考评员')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '培训记录' })).toHaveAttribute('aria-current', 'page');
  });

  it('drops the warning as soon as the profile is stored', () => {
    signInAs(3, null);
    renderAt('/personal/completeInformation');
    expect(screen.getByText(/请完善您的个人信息/)).toBeInTheDocument();
    act(() => sessionStore.getState().setPersonalInfo({ mechanism_fullName: '广州羽航体育' }));
    expect(screen.queryByText(/请完善您的个人信息/)).not.toBeInTheDocument();
    expect(screen.getByText('广州羽航体育')).toBeInTheDocument();
  });

  it('gives the institution its menu and lights the parent entry of a nested screen', () => {
    signInAs(3, { mechanism_fullName: '广州羽航体育' });
    renderAt('/personal/testList/viewEntry');
    const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
    expect(within(menu).getAllByRole('link')).toHaveLength(5);
    expect(within(menu).getByRole('link', { name: '测试班管理' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('测试机构')).toBeInTheDocument();
  });
});
