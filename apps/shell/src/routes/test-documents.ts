import type { RouteDocuments } from './route-table';

/**
 * Route documents as remotes publish them (`routes.json`), for the shell's tests: a few routes of each kind — public,
 * role-bound, needing a profile, bare, and one path two remotes serve to disjoint roles. Written here, not imported:
 * the shell takes nothing of a remote at build time (decision 0053).
 */
export const TEST_DOCUMENTS: RouteDocuments = {
  portal: {
    '/signin': { title: '登录', bottomFlag: false, bare: true },
    '/index': { title: '首页' },
    '/news': { title: '新闻资讯', crumbsFlag: true, keepAlive: true, lightFlag: true },
    '/news/newsDetails': { title: '新闻详情', crumbsFlag: true, lightFlag: true },
    '/message': { title: '消息中心', crumbsFlag: true, lightFlag: true, roles: [1, 2, 3, 4, 5] },
    '/evaluationStaffTraining/evaluationStaffTrainingDetail': { title: '培训班详情', roles: [2], needsProfile: true },
  },
  member: {
    '/test/signUp': { title: '测试报名', roles: [1], needsProfile: true },
    '/personal/completeInformation': { title: '完善信息', roles: [1, 2] },
    '/personal/gradeTestRecord': { title: '等级测试记录', roles: [1], menu: [{ role: 1, order: 10 }] },
    '/personal/trainingRecord': { title: '培训记录', roles: [2], menu: [{ role: 2, order: 10 }] },
  },
  institution: {
    '/personal/completeInformation': { title: '完善信息', roles: [3] },
    '/personal/qualificationApplication': { title: '资质申请', roles: [3], menu: [{ role: 3, order: 10 }] },
  },
};
