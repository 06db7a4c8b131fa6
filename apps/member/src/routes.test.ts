import { describe, expect, it } from 'vitest';
import { activeMenuKey, personalMenus } from '@badminton/account/menu';
import { MEMBER_ROUTES } from './routes';

const menus = personalMenus(MEMBER_ROUTES);

describe('the member personal-centre menus (from the manifest)', () => {
  // req: routes.md#personal-centre-menus
  it('gives the athlete menu of spec 001 §2 in order', () => {
    expect(menus[1]?.map((e) => [e.title, e.path])).toEqual([
      ['等级测试记录', '/personal/gradeTestRecord'],
      ['申诉记录', '/personal/complaintRecord'],
      ['赛事等级申请', '/personal/competitionApplication'],
      ['赛事申请记录', '/personal/competitionApplicationRecord'],
      ['等级证书', '/personal/gradeCertificate'],
      ['发票记录', '/personal/invoiceList'],
      ['基本信息', '/personal/completeInformation'],
      ['账号设置', '/personal/changePassword'],
    ]);
  });

  // req: routes.md#personal-centre-menus
  it('gives the evaluator menu of spec 001 §2 in order', () => {
    expect(menus[2]?.map((e) => e.title)).toEqual(['培训记录', '工作记录', '等级证书', '发票记录', '缴费记录', '基本信息', '账号设置']);
  });

  it('has no menu for the institution or the reviewers', () => {
    expect(Object.keys(menus).sort()).toEqual(['1', '2']);
  });

  it.each([
    [1, '/personal/complaintRecord', 'complaintRecord'],
    [1, '/personal/gradeCertificateDelivery', 'gradeCertificate'],
    [1, '/personal/gradeCertificateDelivery/logistics', 'gradeCertificate'],
    [2, '/personal/gradeCertificateDelivery/logistics', 'gradeCertificate'],
    [1, '/personal/invoice', 'invoiceList'],
    [2, '/personal/invoice', 'invoiceList'],
    [2, '/personal/payRecord', 'payRecord'],
  ] as const)('role %s at %s lights %s', (role, path, key) => {
    expect(activeMenuKey(menus[role] ?? [], path)).toBe(key);
  });
});
