// The back-office remote's route manifest (decisions 0018, 0066): data only, no imports but types. The shell and the
// web tier read it at run time from this remote's release (`routes.json`), `app/screens.ts` maps every path to its
// lazy screen, and the back office's side menu (per role: 4 省协会审核员, 5 中羽协管理员) is derived from the `menu`
// slots. Every path is under /personal, so the personal-centre frame, its /personal home and the sign-in return
// work for roles 4 and 5 as for the other centres.
import type { RouteManifest } from '@badminton/contracts/routes';

const PAGE = { crumbsFlag: true, lightFlag: true } as const;
/** Both association roles. */
const ASSOCIATION = [4, 5] as const;
/** The national administrator alone (content editing, decision 0070). */
const NATIONAL = [5] as const;
/** A content screen lights the one 内容管理 entry (decision 0070). */
const CONTENT = { ...PAGE, roles: NATIONAL, menuParent: '/personal/content' } as const;

export const ADMIN_ROUTES = {
  // The qualification and test class review queues (decision 0067; req: back-office.md#qualification-review,
  // #test-class-review): both roles, the provincial reviewer's within their province.
  '/personal/review/qualifications': {
    title: '资质审核',
    ...PAGE,
    roles: ASSOCIATION,
    menu: [
      { role: 4, order: 10 },
      { role: 5, order: 10 },
    ],
  },
  '/personal/review/qualification': { title: '资质审核详情', ...PAGE, roles: ASSOCIATION, menuParent: '/personal/review/qualifications' },
  '/personal/review/testClasses': {
    title: '测试班审核',
    ...PAGE,
    roles: ASSOCIATION,
    menu: [
      { role: 4, order: 20 },
      { role: 5, order: 20 },
    ],
  },
  '/personal/review/testClass': { title: '测试班审核详情', ...PAGE, roles: ASSOCIATION, menuParent: '/personal/review/testClasses' },
  // Content editing (issue 26, decision 0070; req: back-office.md#content-editing): one entry, its screens under it.
  '/personal/content': { title: '内容管理', ...PAGE, roles: NATIONAL, menu: [{ role: 5, order: 100 }] },
  '/personal/content/news': { title: '新闻管理', ...CONTENT },
  '/personal/content/newsEdit': { title: '编辑新闻', ...CONTENT },
  '/personal/content/notices': { title: '公告管理', ...CONTENT },
  '/personal/content/noticeEdit': { title: '编辑公告', ...CONTENT },
  '/personal/content/faq': { title: '常见问题', ...CONTENT },
  '/personal/content/faqEdit': { title: '编辑常见问题', ...CONTENT },
  '/personal/content/banners': { title: '轮播图', ...CONTENT },
  '/personal/content/partners': { title: '合作伙伴', ...CONTENT },
  '/personal/content/media': { title: '图片视频', ...CONTENT },
  '/personal/content/contact': { title: '联系我们', ...CONTENT },
  // Grade submissions, their publication and the second appeals (decision 0068): the provincial reviewer approves or
  // rejects its province's submitted grades; the national administrator publishes or rejects, and decides second appeals.
  '/personal/review/gradeSubmissions': {
    title: '成绩审核',
    ...PAGE,
    roles: ASSOCIATION,
    menu: [
      { role: 4, order: 30 },
      { role: 5, order: 30 },
    ],
  },
  '/personal/review/gradeSubmission': { title: '成绩审核详情', ...PAGE, roles: ASSOCIATION, menuParent: '/personal/review/gradeSubmissions' },
  '/personal/review/secondAppeals': { title: '二次申诉', ...PAGE, roles: [5], menu: [{ role: 5, order: 40 }] },
  // The event-level applications (decision 0072; req: back-office.md#event-application-review): the national
  // administrator decides; the provincial reviewer lists and reads its province's.
  '/personal/review/eventApplications': {
    title: '赛事等级审核',
    ...PAGE,
    roles: ASSOCIATION,
    menu: [
      { role: 4, order: 45 },
      { role: 5, order: 45 },
    ],
  },
  '/personal/review/eventApplication': { title: '赛事等级审核详情', ...PAGE, roles: ASSOCIATION, menuParent: '/personal/review/eventApplications' },
  // The money queues (decision 0069): the national administrator's.
  '/personal/review/refunds': { title: '退费审核', ...PAGE, roles: [5], menu: [{ role: 5, order: 50 }] },
  '/personal/review/certificateShipping': { title: '证书证章邮寄', ...PAGE, roles: [5], menu: [{ role: 5, order: 60 }] },
  // The fee schedule of paper certificates, badges and shipping (decision 0076): both roles read it, the national
  // administrator sets it.
  '/personal/feeSchedule': {
    title: '收费标准',
    ...PAGE,
    roles: ASSOCIATION,
    menu: [
      { role: 4, order: 65 },
      { role: 5, order: 65 },
    ],
  },
  // The decision log's check (decision 0065): the national administrator's.
  '/personal/auditLog': { title: '审计日志', ...PAGE, roles: NATIONAL, menu: [{ role: 5, order: 110 }] },
  // The accounts (decision 0071; req: back-office.md#personal-data-in-the-back-office): both roles, the provincial
  // reviewer's within their province; the detail is the one screen with personal data in full.
  '/personal/accounts': {
    title: '账号管理',
    ...PAGE,
    roles: ASSOCIATION,
    menu: [
      { role: 4, order: 70 },
      { role: 5, order: 70 },
    ],
  },
  '/personal/account': { title: '账号详情', ...PAGE, roles: ASSOCIATION, menuParent: '/personal/accounts' },
  // The evaluator training classes (decision 0074; req: evaluator.md#training-class-detail): both roles read (the
  // provincial reviewer its province's); the national administrator creates, edits, stops and records results.
  '/personal/training/classes': {
    title: '培训班管理',
    ...PAGE,
    roles: ASSOCIATION,
    menu: [
      { role: 4, order: 80 },
      { role: 5, order: 80 },
    ],
  },
  '/personal/training/class': { title: '培训班详情', ...PAGE, roles: ASSOCIATION, menuParent: '/personal/training/classes' },
  '/personal/training/classEdit': { title: '编辑培训班', ...PAGE, roles: NATIONAL, menuParent: '/personal/training/classes' },
  // The account screen every signed-in role has (req: routes.md#personal-centre-routes); last in the menu.
  '/personal/changePassword': {
    title: '账号设置',
    ...PAGE,
    roles: ASSOCIATION,
    menu: [
      { role: 4, order: 900 },
      { role: 5, order: 900 },
    ],
  },
} as const satisfies RouteManifest;

export type AdminPath = keyof typeof ADMIN_ROUTES;
