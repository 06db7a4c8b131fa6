/**
 * The fixed values of the institution's complaint handling and order centre (issue 25 points 5–6, decision 0061):
 * page sizes, limits, the payment types and the messages the service answers. zod-free (re-exported by
 * `./constants`), so the browser ships them too.
 */

/** Complaint handling lists 7 appeals a page (req: appeals.md#complaint-handling). */
export const COMPLAINT_HANDLING_PAGE_SIZE = 7;
/** The order centre lists 8 orders a page (req: institution.md#order-centre). */
export const ORDER_CENTRE_PAGE_SIZE = 8;
/** The rejection reason: 1–100 characters (req: appeals.md#complaint-handling). */
export const APPEAL_REPLY_MAX = 100;
/** A subject's score: 0–100 points, one decimal. */
export const SUBJECT_SCORE_MAX = 100;
/** A subject passes at this many points; a test passes when every subject does (decision 0061). */
export const SUBJECT_PASS_SCORE = 60;

/**
 * The order centre's `payment_typeValue` (req: institution.md#order-centre; decision 0061) onto the one order model's
 * `kind` (OrderKind): 1 test sign-up fees, 2 certificates (the batch certificate application), 3 training fees,
 * 4 the institution's deposit, 6 registration fees the institution pays for athletes.
 */
export const ORDER_CENTRE_PAYMENT_TYPES = [1, 2, 3, 4, 6] as const;
export type OrderCentrePaymentType = (typeof ORDER_CENTRE_PAYMENT_TYPES)[number];
export const ORDER_CENTRE_PAYMENT_TYPE_LABELS: Record<OrderCentrePaymentType, string> = {
  1: '等级测试报名费',
  2: '批量申领证书证章费',
  3: '培训费',
  4: '机构保证金',
  6: '机构代缴报名费',
};
/** Types whose pay-code failure shows the service's errorMsg as an error (types 1 and 4). */
export const PAY_CODE_ERROR_TYPES: readonly OrderCentrePaymentType[] = [1, 4];
/** Types that show the hint that only WeChat scanning is supported (types 1, 3 and 4). */
export const WECHAT_ONLY_HINT_TYPES: readonly OrderCentrePaymentType[] = [1, 3, 4];

/** The order centre's payment status text (req: institution.md#order-centre). */
export const ORDER_CENTRE_STATUS_TEXT = {
  '1': '待支付',
  '3': '支付成功',
  '5': '支付失败',
  '7': '已退款',
  '9': '已关闭',
} as const;

export const INSTITUTION_ORDERS_APPEALS_MESSAGES = {
  appealNotFound: '该申诉记录不存在',
  appealClosed: '该申诉已处理，不能再修改',
  replyRequired: '请填写驳回理由',
  replyTooLong: '驳回理由请控制在100字以内',
  rejected: '已驳回',
  scoresRequired: '请填写修改后的成绩',
  scoreInvalid: '成绩应为0–100之间的数字，最多一位小数',
  scoreSubjectUnknown: '成绩科目不属于该申诉',
  scoresUnchanged: '成绩没有变化，如维持原成绩请驳回',
  scoresChanged: '成绩修改成功',
  wechatOnly: '目前仅支持微信扫码支付',
  feePaidForAthlete: '报名费由机构代缴，发票将开具给运动员个人，确认支付吗？',
  payComplete: '支付完成',
} as const;
