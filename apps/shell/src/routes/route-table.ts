import type { RemoteName, RoleCode } from '@badminton/contracts';

/** Who owns a route: a remote, or `byRole`: the member remote for roles 1–2, the institution remote for role 3. */
export type { RemoteName };
export type RouteOwner = RemoteName | 'byRole';

/** Route meta of spec 000 §2. */
export interface RouteMeta {
  /** Page title: browser tab and last breadcrumb. */
  title: string;
  /** Show the breadcrumb trail. */
  crumbsFlag?: boolean;
  /** Show the site footer (default true). */
  bottomFlag?: boolean;
  /** List page whose filters and page number survive a visit to a detail page (kept in the URL query). */
  keepAlive?: boolean;
  /** Page sits on the light grey canvas instead of white. */
  lightFlag?: boolean;
  /** Roles allowed; a signed-in user of another role is sent to /index (spec 000 §2 navigation guard). */
  roles?: readonly RoleCode[];
  /** Needs a completed personal profile (spec 000 §2 navigation guard). */
  needsProfile?: boolean;
}

export interface RouteEntry extends RouteMeta {
  path: string;
  owner: RouteOwner;
}

export interface RedirectEntry {
  path: string;
  redirect: string;
}

/** Screens outside the common layout (spec 000 §2: everything except these is a child of the layout route). */
export const BARE_ROUTES: RouteEntry[] = [
  { path: '/signin', owner: 'portal', title: '登录', bottomFlag: false },
  { path: '/wxsignin', owner: 'portal', title: '微信登录', bottomFlag: false },
  { path: '/bindMobile', owner: 'portal', title: '绑定手机号', bottomFlag: false },
  { path: '/register', owner: 'portal', title: '注册', bottomFlag: false },
];

export const REDIRECTS: RedirectEntry[] = [
  { path: '/', redirect: '/index' },
  { path: '/evaluationStaff', redirect: '/evaluationList' },
  { path: '/enquiry', redirect: '/enquiry/athleteList' },
];

const ATHLETE = [1] as const;
const EVALUATOR = [2] as const;
const INSTITUTION = [3] as const;
const MEMBERS = [1, 2] as const;
const ACCOUNT_ROLES = [1, 2, 3] as const;

/** Children of the common layout route (spec 000 §2, 001 §2, 002 §2). */
export const LAYOUT_ROUTES: RouteEntry[] = [
  { path: '/index', owner: 'portal', title: '首页' },
  { path: '/news', owner: 'portal', title: '新闻资讯', crumbsFlag: true, keepAlive: true, lightFlag: true },
  { path: '/news/newsDetails', owner: 'portal', title: '新闻详情', crumbsFlag: true, lightFlag: true },
  { path: '/notice', owner: 'portal', title: '通知公告', crumbsFlag: true, keepAlive: true, lightFlag: true },
  { path: '/notice/noticeDetails', owner: 'portal', title: '公告详情', crumbsFlag: true, lightFlag: true },
  { path: '/test', owner: 'portal', title: '测试报名', crumbsFlag: true, keepAlive: true, lightFlag: true },
  { path: '/test/signUp', owner: 'member', title: '报名信息', crumbsFlag: true, lightFlag: true, roles: ATHLETE, needsProfile: true },
  { path: '/test/sureOrder', owner: 'member', title: '确认订单', crumbsFlag: true, lightFlag: true, roles: ATHLETE, needsProfile: true },
  { path: '/evaluationList', owner: 'portal', title: '考评员', crumbsFlag: true, keepAlive: true, lightFlag: true },
  { path: '/evaluationList/evaluationListDetail', owner: 'portal', title: '考评员详情', crumbsFlag: true, lightFlag: true },
  { path: '/evaluationStaffTraining', owner: 'portal', title: '考评员培训', crumbsFlag: true, keepAlive: true, lightFlag: true },
  {
    path: '/evaluationStaffTraining/evaluationStaffTrainingDetail',
    owner: 'portal',
    title: '培训班详情',
    crumbsFlag: true,
    lightFlag: true,
    roles: EVALUATOR,
    needsProfile: true,
  },
  { path: '/evaluationStaff/evaluationStaffSignUp', owner: 'member', title: '培训订单确认', crumbsFlag: true, lightFlag: true, roles: EVALUATOR },
  { path: '/testInstitutions', owner: 'portal', title: '测试机构', crumbsFlag: true, keepAlive: true, lightFlag: true },
  { path: '/testInstitutions/testInstitutionsDetail', owner: 'portal', title: '机构详情', crumbsFlag: true, lightFlag: true },
  { path: '/enquiry/athleteList', owner: 'portal', title: '运动员查询', crumbsFlag: true, keepAlive: true, lightFlag: true },
  { path: '/enquiry/certificateAuthenticity', owner: 'portal', title: '运动员资格证书查询', crumbsFlag: true, lightFlag: true },
  { path: '/enquiry/certificateAuthenticity/athleteDetail', owner: 'portal', title: '运动员详情', crumbsFlag: true, lightFlag: true },
  { path: '/commonQuestion', owner: 'portal', title: '常见问题', crumbsFlag: true, lightFlag: true },
  { path: '/message', owner: 'portal', title: '消息中心', crumbsFlag: true, lightFlag: true, roles: [1, 2, 3, 4, 5] },
  { path: '/personal', owner: 'byRole', title: '个人中心', crumbsFlag: true, lightFlag: true, roles: ACCOUNT_ROLES },
  // Every signed-in role (spec 002 §2).
  { path: '/personal/completeInformation', owner: 'byRole', title: '基本信息', crumbsFlag: true, lightFlag: true, roles: ACCOUNT_ROLES },
  { path: '/personal/changePassword', owner: 'byRole', title: '账号设置', crumbsFlag: true, lightFlag: true, roles: ACCOUNT_ROLES },
  { path: '/personal/invoiceList', owner: 'byRole', title: '发票记录', crumbsFlag: true, lightFlag: true, roles: ACCOUNT_ROLES },
  { path: '/personal/invoice', owner: 'byRole', title: '发票详情', crumbsFlag: true, lightFlag: true, roles: ACCOUNT_ROLES },
  { path: '/personal/gradeCertificateDelivery/logistics', owner: 'byRole', title: '物流信息', crumbsFlag: true, lightFlag: true, roles: ACCOUNT_ROLES },
  // Athlete (spec 001 §2).
  { path: '/personal/gradeTestRecord', owner: 'member', title: '等级测试记录', crumbsFlag: true, lightFlag: true, roles: ATHLETE },
  { path: '/personal/competitionApplication', owner: 'member', title: '赛事等级申请', crumbsFlag: true, lightFlag: true, roles: ATHLETE },
  { path: '/personal/competitionApplicationRecord', owner: 'member', title: '赛事申请记录', crumbsFlag: true, lightFlag: true, roles: ATHLETE },
  { path: '/personal/complaintRecord', owner: 'member', title: '申诉记录', crumbsFlag: true, lightFlag: true, roles: ATHLETE },
  { path: '/personal/gradeCertificateDelivery', owner: 'member', title: '证书证章申领', crumbsFlag: true, lightFlag: true, roles: ATHLETE },
  // Athlete and evaluator.
  { path: '/personal/gradeCertificate', owner: 'member', title: '等级证书', crumbsFlag: true, lightFlag: true, roles: MEMBERS },
  // Evaluator (spec 001 §2, 002 §2).
  { path: '/personal/trainingRecord', owner: 'member', title: '培训记录', crumbsFlag: true, lightFlag: true, roles: EVALUATOR },
  { path: '/personal/payRecord', owner: 'member', title: '缴费记录', crumbsFlag: true, lightFlag: true, roles: EVALUATOR },
  { path: '/personal/workRecord', owner: 'member', title: '工作记录', crumbsFlag: true, lightFlag: true, roles: EVALUATOR },
  // Institution (spec 002 §2).
  { path: '/personal/qualificationApplication', owner: 'institution', title: '资质申请', crumbsFlag: true, lightFlag: true, roles: INSTITUTION },
  { path: '/personal/contractList', owner: 'institution', title: '合同管理', crumbsFlag: true, lightFlag: true, roles: INSTITUTION },
  { path: '/personal/realNameAuthentication', owner: 'institution', title: '实名认证', crumbsFlag: true, lightFlag: true, roles: INSTITUTION },
  { path: '/personal/applicationCertificate', owner: 'institution', title: '印章上传', crumbsFlag: true, lightFlag: true, roles: INSTITUTION },
  { path: '/personal/testApplication', owner: 'institution', title: '测试申请', crumbsFlag: true, lightFlag: true, roles: INSTITUTION },
  { path: '/personal/testList', owner: 'institution', title: '测试班管理', crumbsFlag: true, lightFlag: true, roles: INSTITUTION },
  { path: '/personal/addClassApplication', owner: 'institution', title: '新增测试班', crumbsFlag: true, lightFlag: true, roles: INSTITUTION },
  { path: '/personal/addClassApplicationView', owner: 'institution', title: '测试班详情', crumbsFlag: true, lightFlag: true, roles: INSTITUTION },
  { path: '/personal/testList/viewEntry', owner: 'institution', title: '报名人员', crumbsFlag: true, lightFlag: true, roles: INSTITUTION },
  { path: '/personal/testList/viewEntry/testScheduling', owner: 'institution', title: '测试安排', crumbsFlag: true, lightFlag: true, roles: INSTITUTION },
  { path: '/personal/complaintHandling', owner: 'institution', title: '申诉处理', crumbsFlag: true, lightFlag: true, roles: INSTITUTION },
  { path: '/personal/orderCenter', owner: 'institution', title: '订单中心', crumbsFlag: true, lightFlag: true, roles: INSTITUTION },
  { path: '/personal/pliceApplication', owner: 'institution', title: '场地申请', crumbsFlag: true, lightFlag: true, roles: INSTITUTION },
  { path: '/personal/addApplication', owner: 'institution', title: '新增申请', crumbsFlag: true, lightFlag: true, roles: INSTITUTION },
  { path: '/personal/videoRecording', owner: 'institution', title: '视频录制', crumbsFlag: true, lightFlag: true, roles: INSTITUTION },
];

const BY_PATH = new Map<string, RouteEntry>([...BARE_ROUTES, ...LAYOUT_ROUTES].map((r) => [r.path, r]));

export function findRoute(path: string): RouteEntry | undefined {
  return BY_PATH.get(path);
}

/** Breadcrumb trail for a path: 首页, then every registered ancestor path, then the page itself. */
export function breadcrumbTrail(path: string): { title: string; path: string }[] {
  const trail: { title: string; path: string }[] = [{ title: '首页', path: '/index' }];
  const segments = path.split('/').filter(Boolean);
  for (let i = 1; i <= segments.length; i += 1) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    const entry = BY_PATH.get(prefix);
    if (entry && entry.path !== '/index') trail.push({ title: entry.title, path: entry.path });
  }
  return trail;
}

/** Top navigation (spec 000 §2): eight entries. `match` lists the path prefixes that light the entry. */
export const NAV_ITEMS: { title: string; to: string; match: string[] }[] = [
  { title: '首页', to: '/index', match: ['/index'] },
  { title: '新闻资讯', to: '/news', match: ['/news'] },
  { title: '通知公告', to: '/notice', match: ['/notice'] },
  { title: '测试报名', to: '/test', match: ['/test'] },
  { title: '考评员', to: '/evaluationStaff', match: ['/evaluationStaff', '/evaluationList', '/evaluationStaffTraining'] },
  { title: '测试机构', to: '/testInstitutions', match: ['/testInstitutions'] },
  { title: '个人中心', to: '/personal', match: ['/personal', '/message'] },
  { title: '公开查询', to: '/enquiry', match: ['/enquiry'] },
];

export function isNavActive(item: { match: string[] }, pathname: string): boolean {
  return item.match.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
