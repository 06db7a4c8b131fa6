import { describe, expect, it } from 'vitest';
import { INSTITUTION_FIXTURE, MEMBER_FIXTURE } from '../test/menus';
import { activeMenuKey, isPersonalPath, personalMenu, personalMenus } from './personal-menu';

describe('personalMenu', () => {
  it("lists a role's menu slots by order, with the route title and its key", () => {
    expect(personalMenu(MEMBER_FIXTURE, 2).map((e) => `${e.title}:${e.key}`)).toEqual([
      '培训记录:trainingRecord',
      '工作记录:workRecord',
      '等级证书:gradeCertificate',
      '发票记录:invoiceList',
      '缴费记录:payRecord',
      '基本信息:completeInformation',
      '账号设置:changePassword',
    ]);
  });

  it('uses the slot label when one is given and leaves routes without a slot out', () => {
    const menu = personalMenu(INSTITUTION_FIXTURE, 3);
    expect(menu.map((e) => e.title)).toEqual(['资质申请', '合同管理', '测试班管理', '订单', '基本信息']);
    expect(menu.find((e) => e.key === 'orderCenter')?.path).toBe('/personal/orderCenter');
  });

  it('collects the screens that light an entry, for that role only', () => {
    const athlete = personalMenu(MEMBER_FIXTURE, 1);
    expect(athlete.find((e) => e.key === 'gradeCertificate')?.lights).toEqual([
      '/personal/gradeCertificateDelivery',
      '/personal/gradeCertificateDelivery/logistics',
    ]);
    const evaluator = personalMenu(MEMBER_FIXTURE, 2);
    expect(evaluator.find((e) => e.key === 'gradeCertificate')?.lights).toEqual(['/personal/gradeCertificateDelivery/logistics']);
  });

  it('is empty for a role the manifest has no slot for', () => {
    expect(personalMenu(MEMBER_FIXTURE, 3)).toEqual([]);
    expect(personalMenu(INSTITUTION_FIXTURE, 1)).toEqual([]);
  });
});

describe('personalMenus', () => {
  it('gives one menu per role named by the slots', () => {
    const menus = personalMenus(MEMBER_FIXTURE);
    expect(Object.keys(menus).sort()).toEqual(['1', '2']);
    expect(menus[1]?.map((e) => e.key)).toEqual([
      'gradeTestRecord',
      'competitionApplication',
      'competitionApplicationRecord',
      'gradeCertificate',
      'invoiceList',
      'completeInformation',
      'changePassword',
    ]);
  });
});

describe('activeMenuKey', () => {
  const menus = { ...personalMenus(MEMBER_FIXTURE), ...personalMenus(INSTITUTION_FIXTURE) };

  it.each([
    [1, '/personal/gradeTestRecord', 'gradeTestRecord'],
    [1, '/personal/changePassword/', 'changePassword'],
    [1, '/personal/complaintRecord', 'gradeTestRecord'],
    [1, '/personal/gradeCertificateDelivery', 'gradeCertificate'],
    [1, '/personal/gradeCertificateDelivery/logistics', 'gradeCertificate'],
    [1, '/personal/invoice', 'invoiceList'],
    [2, '/personal/payRecord', 'payRecord'],
    [2, '/personal/invoice', 'invoiceList'],
    [2, '/personal/gradeCertificateDelivery/logistics', 'gradeCertificate'],
    [3, '/personal/testList/viewEntry', 'testList'],
    [3, '/personal/addClassApplication', 'testList'],
    [3, '/personal/realNameAuthentication', 'contractList'],
    [3, '/personal/gradeCertificateDelivery/logistics', 'orderCenter'],
    [3, '/personal/completeInformation', 'completeInformation'],
  ] as const)('role %s at %s lights %s', (role, path, key) => {
    expect(activeMenuKey(menus[role] ?? [], path)).toBe(key);
  });

  it.each([
    [1, '/personal/trainingRecord'],
    [2, '/personal/gradeTestRecord'],
    [3, '/personal/pliceApplication'],
    [1, '/personal'],
    [1, '/index'],
    [1, '/personal/invoiceListing'],
  ] as const)('role %s at %s lights nothing', (role, path) => {
    expect(activeMenuKey(menus[role] ?? [], path)).toBeNull();
  });
});

describe('isPersonalPath', () => {
  it('matches /personal and its children only', () => {
    expect(isPersonalPath('/personal')).toBe(true);
    expect(isPersonalPath('/personal/orderCenter')).toBe(true);
    expect(isPersonalPath('/personalx')).toBe(false);
    expect(isPersonalPath('/test/signUp')).toBe(false);
  });
});
