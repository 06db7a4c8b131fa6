/**
 * The fixed values of the test sign-up calls (issue 13, decision 0031): page sizes and the messages the service
 * answers. zod-free (re-exported by `./constants`), so the browser ships them too. The form rules and their messages
 * (coach form, invoice title) live in @badminton/validation (`sign-up-order.ts`).
 */

/** Test order records: 4 per page, the pager only above 5 (spec 001 §9). */
export const TEST_RECORD_PAGE_SIZE = 4;
export const TEST_RECORD_PAGER_ABOVE = 5;

/** What the sign-up calls answer besides the spec's own messages (不在当前报名时间范围内, 您未取得测试等级资格). */
export const SIGN_UP_MESSAGES = {
  notEligible: '您未取得测试等级资格',
  gradeNotOffered: '该测试班没有此测试等级',
  full: '该测试班报名名额已满',
  alreadySignedUp: '您已报名该测试班的此等级，请在等级测试记录中查看',
  leaveRecordFailed: '获取报名信息失败',
  applicationNotFound: '报名记录不存在',
  notOnLeave: '该报名记录没有请假记录，无需放弃',
} as const;
