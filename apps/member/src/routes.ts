// The member remote's route manifest (decision 0018): data only, no imports but types. The shell builds its route
// table from it (`@badminton/member/routes`), `app/screens.ts` maps every path to its lazy screen, and the side menus
// of the athlete and evaluator personal centres are derived from the `menu` slots.
import type { RouteManifest } from '@badminton/contracts/routes';

const PAGE = { crumbsFlag: true, lightFlag: true } as const;
const ATHLETE = [1] as const;
const EVALUATOR = [2] as const;
const MEMBERS = [1, 2] as const;

export const MEMBER_ROUTES = {
  // Order flows (req: routes.md#public-routes).
  '/test/signUp': { title: '报名信息', ...PAGE, roles: ATHLETE, needsProfile: true },
  '/test/sureOrder': { title: '确认订单', ...PAGE, roles: ATHLETE, needsProfile: true },
  '/evaluationStaff/evaluationStaffSignUp': { title: '培训订单确认', ...PAGE, roles: EVALUATOR, needsProfile: true },
  // Athlete (req: routes.md#personal-centre-routes, routes.md#personal-centre-menus).
  '/personal/gradeTestRecord': { title: '等级测试记录', ...PAGE, roles: ATHLETE, menu: [{ role: 1, order: 10 }] },
  '/personal/competitionApplication': { title: '赛事等级申请', ...PAGE, roles: ATHLETE, menu: [{ role: 1, order: 20 }] },
  '/personal/competitionApplicationRecord': { title: '赛事申请记录', ...PAGE, roles: ATHLETE, menu: [{ role: 1, order: 30 }] },
  // In the athlete menu (req: routes.md#personal-centre-menus; issue 28.7), after the test records it appeals.
  '/personal/complaintRecord': { title: '申诉记录', ...PAGE, roles: ATHLETE, menu: [{ role: 1, order: 15 }] },
  '/personal/gradeCertificateDelivery': { title: '证书证章申领', ...PAGE, roles: ATHLETE, menuParent: '/personal/gradeCertificate' },
  // Athlete and evaluator.
  '/personal/gradeCertificate': {
    title: '等级证书',
    ...PAGE,
    roles: MEMBERS,
    menu: [
      { role: 1, order: 40 },
      { role: 2, order: 30 },
    ],
  },
  // Evaluator (req: routes.md#personal-centre-routes, routes.md#personal-centre-menus).
  '/personal/trainingRecord': { title: '培训记录', ...PAGE, roles: EVALUATOR, menu: [{ role: 2, order: 10 }] },
  '/personal/workRecord': { title: '工作记录', ...PAGE, roles: EVALUATOR, menu: [{ role: 2, order: 20 }] },
  '/personal/payRecord': { title: '缴费记录', ...PAGE, roles: EVALUATOR, menu: [{ role: 2, order: 50 }] },
  // The account screens every signed-in role has (req: routes.md#personal-centre-routes); the institution remote serves
  // them to role 3.
  '/personal/invoiceList': {
    title: '发票记录',
    ...PAGE,
    roles: MEMBERS,
    menu: [
      { role: 1, order: 50 },
      { role: 2, order: 40 },
    ],
  },
  '/personal/invoice': { title: '发票详情', ...PAGE, roles: MEMBERS, menuParent: '/personal/invoiceList' },
  '/personal/gradeCertificateDelivery/logistics': {
    title: '物流信息',
    ...PAGE,
    roles: MEMBERS,
    menuParent: '/personal/gradeCertificate',
  },
  '/personal/completeInformation': {
    title: '基本信息',
    ...PAGE,
    roles: MEMBERS,
    menu: [
      { role: 1, order: 60 },
      { role: 2, order: 60 },
    ],
  },
  '/personal/changePassword': {
    title: '账号设置',
    ...PAGE,
    roles: MEMBERS,
    menu: [
      { role: 1, order: 70 },
      { role: 2, order: 70 },
    ],
  },
} as const satisfies RouteManifest;

export type MemberPath = keyof typeof MEMBER_ROUTES;
