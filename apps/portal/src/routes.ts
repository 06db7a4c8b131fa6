// The portal's route manifest (decision 0018): data only, no imports but types. The shell builds its route table
// from it (`@badminton/portal/routes`), and `app/screens.ts` maps every path to its lazy screen.
import type { RouteManifest } from '@badminton/contracts/routes';

const LIST = { crumbsFlag: true, keepAlive: true, lightFlag: true } as const;
const PAGE = { crumbsFlag: true, lightFlag: true } as const;

export const PORTAL_ROUTES = {
  // Outside the common layout (req: routes.md#layout-and-bare-routes).
  // `frame`: what the service draws into the HTML's first paint (decisions 0036, 0037): the auth card's texts, which
  // the screen shows too, or the kind of screen frame a writer in apps/api/src/web/frames/ draws from the service's data.
  '/signin': {
    title: '登录',
    bottomFlag: false,
    bare: true,
    frame: { kind: 'auth', heading: '用户登录', lead: '请选择账号类型后登录' },
  },
  '/wxsignin': { title: '微信登录', bottomFlag: false, bare: true },
  '/bindMobile': { title: '绑定手机号', bottomFlag: false, bare: true },
  '/register': {
    title: '注册',
    bottomFlag: false,
    bare: true,
    frame: { kind: 'auth', heading: '用户注册', lead: '选择账号类型，验证手机号后设置登录密码', wide: true },
  },
  // Children of the common layout (req: routes.md#public-routes).
  '/index': { title: '首页' },
  '/news': { title: '新闻资讯', ...LIST, frame: { kind: 'articles' } },
  '/news/newsDetails': { title: '新闻详情', ...PAGE, frame: { kind: 'article' } },
  '/notice': { title: '通知公告', ...LIST, frame: { kind: 'articles' } },
  '/notice/noticeDetails': { title: '公告详情', ...PAGE, frame: { kind: 'article' } },
  '/test': { title: '测试报名', ...LIST, frame: { kind: 'test-classes' } },
  '/evaluationList': { title: '考评员', ...LIST, frame: { kind: 'evaluators' } },
  '/evaluationList/evaluationListDetail': { title: '考评员详情', ...PAGE, frame: { kind: 'evaluator' } },
  '/evaluationStaffTraining': { title: '考评员培训', ...LIST, frame: { kind: 'training-classes' } },
  '/evaluationStaffTraining/evaluationStaffTrainingDetail': { title: '培训班详情', ...PAGE, roles: [2], needsProfile: true, frame: { kind: 'training-detail' } },
  '/testInstitutions': { title: '测试机构', ...LIST, frame: { kind: 'institutions' } },
  '/testInstitutions/testInstitutionsDetail': { title: '机构详情', ...PAGE, frame: { kind: 'institution' } },
  '/enquiry/athleteList': { title: '运动员查询', ...LIST, frame: { kind: 'athletes' } },
  '/enquiry/certificateAuthenticity': { title: '运动员资格证书查询', ...PAGE, frame: { kind: 'certificate-query' } },
  '/enquiry/certificateAuthenticity/athleteDetail': { title: '运动员详情', ...PAGE, frame: { kind: 'athlete' } },
  '/commonQuestion': { title: '常见问题', ...PAGE, frame: { kind: 'faq' } },
  '/message': { title: '消息中心', ...PAGE, roles: [1, 2, 3, 4, 5], frame: { kind: 'messages' } },
} as const satisfies RouteManifest;

export type PortalPath = keyof typeof PORTAL_ROUTES;
