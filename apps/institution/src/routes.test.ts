import { describe, expect, it } from 'vitest';
import { activeMenuKey, personalMenus } from '@badminton/account/menu';
import { INSTITUTION_ROUTES } from './routes';

const menus = personalMenus(INSTITUTION_ROUTES);

describe('the institution personal-centre menu (from the manifest)', () => {
  // req: routes.md#personal-centre-routes, routes.md#personal-centre-menus
  it('lists the role-3 screens reachable from the menu, in the order of spec 002 §2', () => {
    expect(menus[3]?.map((e) => `${e.title}:${e.key}`)).toEqual([
      '资质申请:qualificationApplication',
      '合同管理:contractList',
      '测试班管理:testList',
      '申诉处理:complaintHandling',
      '订单中心:orderCenter',
      '发票记录:invoiceList',
      '基本信息:completeInformation',
      '账号设置:changePassword',
    ]);
    expect(Object.keys(menus)).toEqual(['3']);
  });

  it.each([
    ['/personal/testList/viewEntry', 'testList'],
    ['/personal/testList/viewEntry/testScheduling', 'testList'],
    ['/personal/addClassApplication', 'testList'],
    ['/personal/addClassApplicationView', 'testList'],
    ['/personal/testApplication', 'testList'],
    ['/personal/videoRecording', 'testList'],
    ['/personal/realNameAuthentication', 'contractList'],
    ['/personal/applicationCertificate', 'contractList'],
    ['/personal/gradeCertificateDelivery/logistics', 'orderCenter'],
    ['/personal/invoice', 'invoiceList'],
    ['/personal/pliceApplication', null],
  ] as const)('%s lights %s', (path, key) => {
    expect(activeMenuKey(menus[3] ?? [], path)).toBe(key);
  });
});
