import { describe, expect, it } from 'vitest';
import { activeMenuKey, isPersonalPath, menuForRole } from './personal-menu';

describe('menuForRole', () => {
  it('gives the athlete menu of spec 001 §2 in order', () => {
    expect(menuForRole(1).map((e) => [e.title, e.path])).toEqual([
      ['等级测试记录', '/personal/gradeTestRecord'],
      ['赛事等级申请', '/personal/competitionApplication'],
      ['赛事申请记录', '/personal/competitionApplicationRecord'],
      ['等级证书', '/personal/gradeCertificate'],
      ['发票记录', '/personal/invoiceList'],
      ['基本信息', '/personal/completeInformation'],
      ['账号设置', '/personal/changePassword'],
    ]);
  });

  it('gives the evaluator menu of spec 001 §2 in order', () => {
    expect(menuForRole(2).map((e) => e.key)).toEqual([
      'trainingRecord',
      'workRecord',
      'gradeCertificate',
      'invoiceList',
      'payRecord',
      'completeInformation',
      'changePassword',
    ]);
    expect(menuForRole(2).map((e) => e.title)).toEqual([
      '培训记录',
      '工作记录',
      '等级证书',
      '发票记录',
      '缴费记录',
      '基本信息',
      '账号设置',
    ]);
  });

  it('gives the institution menu', () => {
    expect(menuForRole(3).map((e) => `${e.title}:${e.key}`)).toEqual([
      '资质申请:qualificationApplication',
      '合同管理:contractList',
      '测试班管理:testList',
      '申诉处理:complaintHandling',
      '订单中心:orderCenter',
      '发票记录:invoiceList',
      '基本信息:completeInformation',
      '账号设置:changePassword',
    ]);
  });

  it('is empty for the reviewer roles and a visitor', () => {
    expect(menuForRole(4)).toEqual([]);
    expect(menuForRole(5)).toEqual([]);
    expect(menuForRole(null)).toEqual([]);
  });
});

describe('activeMenuKey', () => {
  it.each([
    [1, '/personal/gradeTestRecord', 'gradeTestRecord'],
    [1, '/personal/changePassword/', 'changePassword'],
    [1, '/personal/complaintRecord', 'gradeTestRecord'],
    [1, '/personal/gradeCertificateDelivery', 'gradeCertificate'],
    [1, '/personal/gradeCertificateDelivery/logistics', 'gradeCertificate'],
    [1, '/personal/invoice', 'invoiceList'],
    [2, '/personal/payRecord', 'payRecord'],
    [2, '/personal/invoice', 'invoiceList'],
    [3, '/personal/testList/viewEntry', 'testList'],
    [3, '/personal/testList/viewEntry/testScheduling', 'testList'],
    [3, '/personal/addClassApplication', 'testList'],
    [3, '/personal/realNameAuthentication', 'contractList'],
    [3, '/personal/applicationCertificate', 'contractList'],
    [3, '/personal/gradeCertificateDelivery/logistics', 'orderCenter'],
    [3, '/personal/completeInformation', 'completeInformation'],
  ] as const)('role %s at %s lights %s', (role, path, key) => {
    expect(activeMenuKey(role, path)).toBe(key);
  });

  it.each([
    [1, '/personal/trainingRecord'],
    [2, '/personal/gradeTestRecord'],
    [3, '/personal/pliceApplication'],
    [1, '/personal'],
    [1, '/index'],
    [null, '/personal/completeInformation'],
  ] as const)('role %s at %s lights nothing', (role, path) => {
    expect(activeMenuKey(role, path)).toBeNull();
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
