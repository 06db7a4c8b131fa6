// The portal's route manifest (decision 0018): data only, no imports but types. The shell builds its route table
// from it (`@badminton/portal/routes`), and `app/screens.ts` maps every path to its lazy screen.
import type { RouteManifest } from '@badminton/contracts/routes';

const LIST = { crumbsFlag: true, keepAlive: true, lightFlag: true } as const;
const PAGE = { crumbsFlag: true, lightFlag: true } as const;

export const PORTAL_ROUTES = {
  // Outside the common layout (req: routes.md#layout-and-bare-routes).
  '/signin': { title: '登录', bottomFlag: false, bare: true },
  '/wxsignin': { title: '微信登录', bottomFlag: false, bare: true },
  '/bindMobile': { title: '绑定手机号', bottomFlag: false, bare: true },
  '/register': { title: '注册', bottomFlag: false, bare: true },
  // Children of the common layout (req: routes.md#public-routes).
  '/index': { title: '首页' },
  '/news': { title: '新闻资讯', ...LIST },
  '/news/newsDetails': { title: '新闻详情', ...PAGE },
  '/notice': { title: '通知公告', ...LIST },
  '/notice/noticeDetails': { title: '公告详情', ...PAGE },
  '/test': { title: '测试报名', ...LIST },
  '/evaluationList': { title: '考评员', ...LIST },
  '/evaluationList/evaluationListDetail': { title: '考评员详情', ...PAGE },
  '/evaluationStaffTraining': { title: '考评员培训', ...LIST },
  '/evaluationStaffTraining/evaluationStaffTrainingDetail': { title: '培训班详情', ...PAGE, roles: [2], needsProfile: true },
  '/testInstitutions': { title: '测试机构', ...LIST },
  '/testInstitutions/testInstitutionsDetail': { title: '机构详情', ...PAGE },
  '/enquiry/athleteList': { title: '运动员查询', ...LIST },
  '/enquiry/certificateAuthenticity': { title: '运动员资格证书查询', ...PAGE },
  '/enquiry/certificateAuthenticity/athleteDetail': { title: '运动员详情', ...PAGE },
  '/commonQuestion': { title: '常见问题', ...PAGE },
  '/message': { title: '消息中心', ...PAGE, roles: [1, 2, 3, 4, 5] },
} as const satisfies RouteManifest;

export type PortalPath = keyof typeof PORTAL_ROUTES;
