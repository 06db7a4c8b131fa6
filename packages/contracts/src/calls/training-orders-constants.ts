/**
 * The fixed values of the evaluator's training sign-up, training order, training records and payment records (issue 14
 * part T, decision 0034): page sizes and the messages the service answers. zod-free (re-exported by `./constants`), so
 * the browser ships them too.
 */

/** Training records and payment records: 8 per page, the pager only above 8 (spec 001 §9). */
export const TRAINING_RECORD_PAGE_SIZE = 8;
export const PAY_RECORD_PAGE_SIZE = 8;

/** The aptitude image of a training sign-up: JPG/PNG under 4 MB (spec 001 §8). */
export const TRAINING_APTITUDE_MAX_BYTES = 4 * 1024 * 1024;

/** performance_review (req: evaluator.md#training-records): 0 pending, 1 qualified, 2 unqualified. */
export const PERFORMANCE_REVIEW_LABELS: Readonly<Record<number, string>> = { 0: '待评定', 1: '合格', 2: '不合格' };

/** Fee type / train type (req: evaluator.md#training-class-detail). */
export const TRAINING_FEE_TYPE_LABELS: Readonly<Record<number, string>> = { 1: '培训', 2: '考核', 3: '培训+考核' };

/** A fee type's or a class's train type's label as every screen and frame shows it; — for an unknown code. */
export function trainingFeeTypeLabel(code: number): string {
  return TRAINING_FEE_TYPE_LABELS[code] ?? '—';
}

/** The payment channel of a paid order as shown (the only channel is WeChat Pay Native). */
export const PAYMENT_CHANNEL_LABELS: Readonly<Record<string, string>> = { wechat: '微信支付' };

/**
 * Messages of the training calls besides the form rules, whose messages (请选择任意资质, 请上传资质图片, 请勾选报名提示, …)
 * are `TRAINING_SIGN_UP_MESSAGES` of @badminton/validation. The image and schema messages repeat the spec's words the
 * upload rules and the payload schema answer.
 */
export const TRAINING_ORDER_MESSAGES = {
  imageType: '上传图片只能是 JPG/PNG 格式!',
  imageSize: '上传图片大小不能超过 4MB!',
  imageCount: '只能上传一张资质图片',
  aptitudeInvalid: '所选资质不存在，请重新选择',
  feeTypeRequired: '请选择缴费类型',
  gradeMismatch: '报名等级与培训班等级不一致',
  classNotFound: '该培训班不存在',
  outsideWindow: '不在当前报名时间范围内',
  stopped: '该培训班已停止报名',
  classChanged: '培训班信息已更新，请刷新页面后重新报名',
  profileRequired: '请完善您的个人信息',
  alreadyPending: '您已报名该培训班，订单待支付，请在培训记录中完成支付',
  alreadyPaid: '您已报名该培训班并完成缴费，无需重复报名',
  recordNotFound: '培训记录不存在',
  notPaid: '培训订单未支付，暂无成绩',
  reviewPending: '成绩尚未评定，请耐心等待',
} as const;
