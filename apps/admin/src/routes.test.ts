import { describe, expect, it } from 'vitest';
import { personalMenus } from '@badminton/account/menu';
import { ADMIN_ROUTES } from './routes';

const menus = personalMenus(ADMIN_ROUTES);

describe('the back-office menu (from the manifest)', () => {
  it('gives each association role its own menu, and no other role one', () => {
    expect(Object.keys(menus).sort()).toEqual(['4', '5']);
    expect(menus[4]?.at(-1)?.key).toBe('changePassword');
    expect(menus[5]?.at(-1)?.key).toBe('changePassword');
  });

  it('opens every route to the association roles only', () => {
    for (const [path, route] of Object.entries(ADMIN_ROUTES)) {
      expect(path.startsWith('/personal/'), path).toBe(true);
      expect(route.roles.every((role) => role === 4 || role === 5), path).toBe(true);
    }
  });

  it('gives the national administrator one 内容管理 entry that every content screen lights, and the reviewer none (decision 0070)', () => {
    expect(menus[5]?.find((entry) => entry.key === 'content')).toMatchObject({ title: '内容管理', path: '/personal/content' });
    expect(menus[4]?.some((entry) => entry.key.startsWith('content'))).toBe(false);
    const screens = Object.keys(ADMIN_ROUTES).filter((path) => path.startsWith('/personal/content/'));
    expect(screens.length).toBeGreaterThan(0);
    for (const path of screens) {
      expect(ADMIN_ROUTES[path as keyof typeof ADMIN_ROUTES], path).toMatchObject({ roles: [5], menuParent: '/personal/content' });
    }
  });

  it('gives both association roles one 账号管理 entry that its detail lights (decision 0071)', () => {
    for (const role of [4, 5] as const) {
      expect(menus[role]?.find((entry) => entry.path === '/personal/accounts')).toMatchObject({ title: '账号管理' });
    }
    expect(ADMIN_ROUTES['/personal/account']).toMatchObject({ roles: [4, 5], menuParent: '/personal/accounts' });
  });

  it('gives both association roles one 赛事等级审核 entry (order 45) that its detail lights (decision 0072)', () => {
    for (const role of [4, 5] as const) {
      expect(menus[role]?.find((entry) => entry.path === '/personal/review/eventApplications')).toMatchObject({ title: '赛事等级审核' });
    }
    expect(ADMIN_ROUTES['/personal/review/eventApplications'].menu).toEqual([
      { role: 4, order: 45 },
      { role: 5, order: 45 },
    ]);
    expect(ADMIN_ROUTES['/personal/review/eventApplication']).toMatchObject({ roles: [4, 5], menuParent: '/personal/review/eventApplications' });
  });

  it('gives both association roles one 培训班管理 entry (order 80); the form is the national administrator’s (decision 0074)', () => {
    for (const role of [4, 5] as const) {
      expect(menus[role]?.find((entry) => entry.path === '/personal/training/classes')).toMatchObject({ title: '培训班管理' });
    }
    expect(ADMIN_ROUTES['/personal/training/classes'].menu).toEqual([
      { role: 4, order: 80 },
      { role: 5, order: 80 },
    ]);
    expect(ADMIN_ROUTES['/personal/training/class']).toMatchObject({ roles: [4, 5], menuParent: '/personal/training/classes' });
    expect(ADMIN_ROUTES['/personal/training/classEdit']).toMatchObject({ roles: [5], menuParent: '/personal/training/classes' });
  });
});

describe('the fee schedule (decision 0076)', () => {
  it('gives both association roles one 收费标准 entry (order 65), after 证书证章邮寄', () => {
    for (const role of [4, 5] as const) {
      expect(menus[role]?.find((entry) => entry.path === '/personal/feeSchedule')).toMatchObject({ title: '收费标准' });
    }
    expect(ADMIN_ROUTES['/personal/feeSchedule']).toMatchObject({ roles: [4, 5], menu: [{ role: 4, order: 65 }, { role: 5, order: 65 }] });
  });
});
