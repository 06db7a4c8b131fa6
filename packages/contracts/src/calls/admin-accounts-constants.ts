/**
 * The fixed values of the back office's accounts screen (issue 26 item 9; decision 0071; req:
 * back-office.md#personal-data-in-the-back-office, accounts.md#roles-and-permissions): the page size, the account
 * kinds of the filter, the reason's limit, the audit actions and the messages the service answers. zod-free
 * (re-exported by `./constants`), so the browser ships them too.
 */

/** The accounts list: 10 per page. */
export const ADMIN_ACCOUNT_PAGE_SIZE = 10;
/** A lock's or an unlock's reason: at most 200 characters. */
export const ADMIN_ACCOUNT_REASON_MAX = 200;

/** The filter's account kinds: the three public roles and the association's own staff (roles 4 and 5). */
export const ADMIN_ACCOUNT_KINDS = ['athlete', 'evaluator', 'institution', 'staff'] as const;
export type AdminAccountKind = (typeof ADMIN_ACCOUNT_KINDS)[number];
export const ADMIN_ACCOUNT_KIND_LABELS: Record<AdminAccountKind, string> = {
  athlete: '运动员',
  evaluator: '考评员',
  institution: '测试机构',
  staff: '协会账号',
};

/** The words of the account's audit rows (workflow `account`, decision 0065). */
export const ADMIN_ACCOUNT_ACTIONS = {
  viewed: '查看个人信息',
  locked: '锁定账号',
  unlocked: '解锁账号',
  resetSent: '发送重置密码短信',
} as const;

export const ADMIN_ACCOUNT_MESSAGES = {
  notFound: '账号不存在',
  kindInvalid: '账号类型无效',
  reasonRequired: '请填写原因',
  reasonTooLong: `原因不能超过${ADMIN_ACCOUNT_REASON_MAX}个字`,
  alreadyLocked: '该账号已被锁定',
  notLocked: '该账号未被锁定',
  staffByProvince: '省协会审核员不能锁定、解锁协会账号或为其重置密码',
  notYourself: '不能锁定自己的账号',
  noMobile: '该账号尚未绑定手机号，不能发送重置密码短信',
  /** Answered by CommonApi/Login (and the WeChat sign-in) for a locked account. */
  lockedSignIn: '账号已被锁定，请联系协会',
  locked: '账号已锁定',
  unlocked: '账号已解锁',
  resetSent: (mobile: string) => `重置密码短信已发送至${mobile}`,
} as const;
