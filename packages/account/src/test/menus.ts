import type { RouteManifest } from '@badminton/contracts/routes';

// Test fixtures in the shape of the member and institution manifests (their real manifests live in the remotes,
// which a package may not import; each remote tests its own menus against the spec).
const PAGE = { crumbsFlag: true, lightFlag: true } as const;

export const MEMBER_FIXTURE: RouteManifest = {
  '/test/signUp': { title: '报名信息', ...PAGE, roles: [1] },
  '/personal/gradeTestRecord': { title: '等级测试记录', ...PAGE, roles: [1], menu: [{ role: 1, order: 10 }] },
  '/personal/competitionApplication': { title: '赛事等级申请', ...PAGE, roles: [1], menu: [{ role: 1, order: 20 }] },
  '/personal/competitionApplicationRecord': { title: '赛事申请记录', ...PAGE, roles: [1], menu: [{ role: 1, order: 30 }] },
  '/personal/complaintRecord': { title: '申诉记录', ...PAGE, roles: [1], menuParent: '/personal/gradeTestRecord' },
  '/personal/gradeCertificateDelivery': { title: '证书证章申领', ...PAGE, roles: [1], menuParent: '/personal/gradeCertificate' },
  '/personal/gradeCertificate': { title: '等级证书', ...PAGE, roles: [1, 2], menu: [{ role: 1, order: 40 }, { role: 2, order: 30 }] },
  '/personal/trainingRecord': { title: '培训记录', ...PAGE, roles: [2], menu: [{ role: 2, order: 10 }] },
  '/personal/workRecord': { title: '工作记录', ...PAGE, roles: [2], menu: [{ role: 2, order: 20 }] },
  '/personal/payRecord': { title: '缴费记录', ...PAGE, roles: [2], menu: [{ role: 2, order: 50 }] },
  '/personal/invoiceList': { title: '发票记录', ...PAGE, roles: [1, 2], menu: [{ role: 1, order: 50 }, { role: 2, order: 40 }] },
  '/personal/invoice': { title: '发票详情', ...PAGE, roles: [1, 2], menuParent: '/personal/invoiceList' },
  '/personal/gradeCertificateDelivery/logistics': { title: '物流信息', ...PAGE, roles: [1, 2], menuParent: '/personal/gradeCertificate' },
  '/personal/completeInformation': { title: '基本信息', ...PAGE, roles: [1, 2], menu: [{ role: 1, order: 60 }, { role: 2, order: 60 }] },
  '/personal/changePassword': { title: '账号设置', ...PAGE, roles: [1, 2], menu: [{ role: 1, order: 70 }, { role: 2, order: 70 }] },
};

export const INSTITUTION_FIXTURE: RouteManifest = {
  '/personal/qualificationApplication': { title: '资质申请', ...PAGE, roles: [3], menu: [{ role: 3, order: 10 }] },
  '/personal/contractList': { title: '合同管理', ...PAGE, roles: [3], menu: [{ role: 3, order: 20 }] },
  '/personal/realNameAuthentication': { title: '实名认证', ...PAGE, roles: [3], menuParent: '/personal/contractList' },
  '/personal/testList': { title: '测试班管理', ...PAGE, roles: [3], menu: [{ role: 3, order: 30 }] },
  '/personal/testList/viewEntry': { title: '报名人员', ...PAGE, roles: [3] },
  '/personal/addClassApplication': { title: '新增测试班', ...PAGE, roles: [3], menuParent: '/personal/testList' },
  '/personal/pliceApplication': { title: '场地申请', ...PAGE, roles: [3] },
  '/personal/orderCenter': { title: '订单中心', ...PAGE, roles: [3], menu: [{ role: 3, order: 50, label: '订单' }] },
  '/personal/gradeCertificateDelivery/logistics': { title: '物流信息', ...PAGE, roles: [3], menuParent: '/personal/orderCenter' },
  '/personal/completeInformation': { title: '基本信息', ...PAGE, roles: [3], menu: [{ role: 3, order: 70 }] },
};
