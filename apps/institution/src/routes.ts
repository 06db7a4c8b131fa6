// The institution remote's route manifest (decision 0018): data only, no imports but types. The shell builds its
// route table from it (`@badminton/institution/routes`), `app/screens.ts` maps every path to its lazy screen, and the
// institution's personal-centre menu is derived from the `menu` slots.
import type { RouteManifest } from '@badminton/contracts/routes';

const PAGE = { crumbsFlag: true, lightFlag: true } as const;
const INSTITUTION = [3] as const;

export const INSTITUTION_ROUTES = {
  // Institution (req: routes.md#personal-centre-routes). Screens reached from inside others light the entry they are
  // opened from.
  '/personal/qualificationApplication': { title: '资质申请', ...PAGE, roles: INSTITUTION, menu: [{ role: 3, order: 10 }] },
  '/personal/contractList': { title: '合同管理', ...PAGE, roles: INSTITUTION, menu: [{ role: 3, order: 20 }] },
  '/personal/realNameAuthentication': { title: '实名认证', ...PAGE, roles: INSTITUTION, menuParent: '/personal/contractList' },
  '/personal/applicationCertificate': { title: '印章上传', ...PAGE, roles: INSTITUTION, menuParent: '/personal/contractList' },
  '/personal/testApplication': { title: '测试申请', ...PAGE, roles: INSTITUTION, menuParent: '/personal/testList' },
  '/personal/testList': { title: '测试班管理', ...PAGE, roles: INSTITUTION, menu: [{ role: 3, order: 30 }] },
  '/personal/addClassApplication': { title: '新增测试班', ...PAGE, roles: INSTITUTION, menuParent: '/personal/testList' },
  '/personal/addClassApplicationView': { title: '测试班详情', ...PAGE, roles: INSTITUTION, menuParent: '/personal/testList' },
  '/personal/testList/viewEntry': { title: '报名人员', ...PAGE, roles: INSTITUTION },
  '/personal/testList/viewEntry/testScheduling': { title: '测试安排', ...PAGE, roles: INSTITUTION },
  '/personal/complaintHandling': { title: '申诉处理', ...PAGE, roles: INSTITUTION, menu: [{ role: 3, order: 40 }] },
  '/personal/orderCenter': { title: '订单中心', ...PAGE, roles: INSTITUTION, menu: [{ role: 3, order: 50 }] },
  '/personal/pliceApplication': { title: '场地申请', ...PAGE, roles: INSTITUTION },
  '/personal/addApplication': { title: '新增申请', ...PAGE, roles: INSTITUTION },
  '/personal/videoRecording': { title: '视频录制', ...PAGE, roles: INSTITUTION, menuParent: '/personal/testList' },
  // The account screens every signed-in role has (req: routes.md#personal-centre-routes); the member remote serves them
  // to roles 1–2.
  '/personal/invoiceList': { title: '发票记录', ...PAGE, roles: INSTITUTION, menu: [{ role: 3, order: 60 }] },
  '/personal/invoice': { title: '发票详情', ...PAGE, roles: INSTITUTION, menuParent: '/personal/invoiceList' },
  '/personal/gradeCertificateDelivery/logistics': {
    title: '物流信息',
    ...PAGE,
    roles: INSTITUTION,
    menuParent: '/personal/orderCenter',
  },
  '/personal/completeInformation': { title: '基本信息', ...PAGE, roles: INSTITUTION, menu: [{ role: 3, order: 70 }] },
  '/personal/changePassword': { title: '账号设置', ...PAGE, roles: INSTITUTION, menu: [{ role: 3, order: 80 }] },
} as const satisfies RouteManifest;

export type InstitutionPath = keyof typeof INSTITUTION_ROUTES;
