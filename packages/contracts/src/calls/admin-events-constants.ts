/**
 * The fixed values of the back office's event-based level review (issue 26 item 6; decision 0072; req:
 * back-office.md#event-application-review): the page size, the reason limit and the messages the service answers.
 * zod-free (re-exported by `./constants`), so the browser ships them too.
 */

/** The event application queue: 10 per page. */
export const ADMIN_EVENT_PAGE_SIZE = 10;
/** A rejection's reason (approval_comments): at most 200 characters. */
export const ADMIN_EVENT_REASON_MAX = 200;

/** What the service records when the national administrator passes without a comment. */
export const ADMIN_EVENT_DEFAULT_COMMENT = '中羽协审核通过';

export const ADMIN_EVENT_MESSAGES = {
  applicationNotFound: '赛事等级申请不存在',
  reasonRequired: '请填写驳回理由',
  reasonTooLong: `审核意见不能超过${ADMIN_EVENT_REASON_MAX}个字`,
  statusInvalid: '审核状态无效',
  /** Only the national administrator decides (decision 0072). */
  nationalOnly: '赛事等级申请由中羽协管理员审核',
  alreadyDecided: (label: string) => `该申请已${label}，不能重复审核`,
} as const;
