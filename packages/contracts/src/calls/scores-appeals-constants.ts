/**
 * The fixed values of the scores, appeals and event-level calls (issue 13, decision 0032): page sizes, limits and the
 * messages the service answers. zod-free (re-exported by `./constants`), so the browser ships them too.
 */

/** Page sizes (req: 001 §9): event applications 5, event records 10; appeal records follow "the rest" (10). */
export const SCORES_APPEALS_PAGE_SIZES = {
  eventApplications: 5,
  eventRecords: 10,
  appeals: 10,
} as const;

/** The pager appears only above 10 for these lists (001 §9: "10 for the rest"). */
export const SCORES_APPEALS_PAGER_ABOVE = 10;

/** Appeal content: 1–100 characters (001 §5). */
export const APPEAL_CONTENT_MAX = 100;

/** A first appeal may be filed within this many days of the scores' publication (product-decisions §4). */
export const APPEAL_WINDOW_DAYS = 7;

/** The grades a manual event application may ask for (001 §5, §9). */
export const MANUAL_EVENT_GRADES = [4, 5, 6] as const;

/** The proof image of a manual event application: JPG/PNG under 4 MB (001 §9). */
export const EVENT_PROOF_MAX_BYTES = 4 * 1024 * 1024;

/** Messages of the scores, appeals and event-level calls (the spec's words where it gives them). */
export const SCORES_APPEALS_MESSAGES = {
  // scores
  signUpNotFound: '该报名记录不存在',
  notPaid: '报名订单未支付，暂无成绩',
  scoresNotPublished: '成绩尚未发布，请耐心等待',
  // appeals
  appealContentRequired: '请输入申诉内容',
  appealContentTooLong: '申诉内容请控制在100字以内',
  appealStatusInvalid: '申诉状态无效',
  appealWindowClosed: '成绩发布已超过7天，不能再申诉',
  alreadyAppealed: '该成绩已提交过申诉，请在申诉记录中查看处理结果',
  appealNotFound: '该申诉记录不存在',
  secondAppealNotAllowed: '只有成绩未修改的申诉才能再次申诉',
  appealSubmitted: '您的申诉已提交，请耐心等待处理结果',
  appealFailed: '申诉提交失败',
  noSecondBeforeFeedback: '申诉结果反馈前不可再次申诉，请确认申诉内容后提交',
  // events
  eventRequired: '请选择赛事',
  gradeRequired: '请选择等级',
  proofRequired: '请上传证明图片',
  proofType: '上传图片只能是 JPG/PNG 格式!',
  proofSize: '上传图片大小不能超过 4MB!',
  proofCount: '只能上传一张证明图片',
  manualGradeInvalid: '只能申请四级、五级或六级',
  eventNotFound: '该赛事不存在',
  eventNotOpen: '不在该赛事的申请时间范围内',
  gradeAboveEvent: '申请等级超过该赛事可认定的最高等级',
  noEventResult: '您在该赛事中没有可申请该等级的成绩',
  gradeAlreadyHeld: '您已取得该等级或更高等级，无需申请',
  alreadyApplied: '您已提交过该赛事该等级的申请',
  applySubmitted: '您的申请已提交，请等待审核',
  applyFailed: '申请失败',
} as const;
