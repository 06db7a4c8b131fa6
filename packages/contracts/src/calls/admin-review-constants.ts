/**
 * The fixed values of the back office's qualification and test class review queues (issue 26; decision 0067; req:
 * back-office.md#qualification-review, #test-class-review): page sizes, limits, the default validity of a finally
 * approved qualification and the messages the service answers. zod-free (re-exported by `./constants`), so the browser
 * ships them too.
 */

/** Both review queues: 10 per page. */
export const ADMIN_REVIEW_PAGE_SIZE = 10;
/** The evaluator picker of the class detail: 5 per page, as the institution's. */
export const ADMIN_ASSESSOR_PAGE_SIZE = 5;
/** A reason (a rejection's, a pass's optional comment): at most 200 characters. */
export const ADMIN_REVIEW_REASON_MAX = 200;
/** A bulk pass takes at most this many records at once. */
export const ADMIN_BULK_PASS_MAX = 20;
/**
 * The validity of a finally approved qualification when the national administrator does not choose one: two years,
 * from the day of the decision (Asia/Shanghai) to the day before its second anniversary (decision 0067).
 */
export const QUALIFICATION_DEFAULT_VALIDITY_YEARS = 2;
/** The longest validity the national administrator may give at once. */
export const QUALIFICATION_MAX_VALIDITY_YEARS = 5;

/** What the service records in the history when a reviewer passes without writing a comment. */
export const ADMIN_REVIEW_DEFAULT_COMMENTS = {
  qualificationProvince: '省协会初审通过',
  qualificationNational: '中羽协终审通过',
  classProvince: '省协会审核通过',
  classNational: '中羽协审核通过',
} as const;

export const ADMIN_REVIEW_MESSAGES = {
  qualificationNotFound: '资质申请不存在',
  classNotFound: '测试班不存在',
  reasonRequired: '请填写审核意见',
  rejectReasonRequired: '请填写驳回理由',
  reasonTooLong: `审核意见不能超过${ADMIN_REVIEW_REASON_MAX}个字`,
  /** Out of order: each role decides at its own stage only. */
  awaitingProvince: '该申请尚待省协会初审，中羽协暂不能审核',
  awaitingNational: '该申请已通过省协会审核，待中羽协终审',
  alreadyDecided: (label: string) => `该申请当前为“${label}”，不能再审核`,
  noProvinceAssigned: '当前账号未设置审核省份，请联系中羽协管理员',
  /** Validity dates of a final approval. */
  dateInvalid: '日期格式应为 YYYY-MM-DD',
  validityOrder: '有效期开始日期不能晚于结束日期',
  validityEnded: '有效期结束日期不能早于今天',
  validityTooLong: `有效期不能超过${QUALIFICATION_MAX_VALIDITY_YEARS}年`,
  validityOnlyNational: '有效期由中羽协终审时设置',
  /** Assessors. */
  assessorsShort: (rule: string) => `考评员不足：${rule}，请先分配考评员`,
  leaderRequired: '请设置考评组组长',
  leaderNotChosen: '组长须为本测试班已选的考评员',
  assessorTwice: (name: string) => `${name}不能同时担任两个级别的考评员`,
  assessorsClosed: '当前状态不能调整考评员',
  assessorsAfterTest: '测试已开始，不能再调整考评员',
  bulkEmpty: '请选择要审核的记录',
  bulkTooMany: `一次最多审核${ADMIN_BULK_PASS_MAX}条`,
  bulkOnlyProvince: '批量审核仅供省协会初审使用',
  passed: '审核通过',
  rejected: '已驳回',
  assessorsSaved: '考评员已保存',
} as const;
