/**
 * The fixed values of the back office's evaluator training classes (issue 26 item 6; decision 0074; req:
 * evaluator.md#training-class-detail, evaluator.md#training-records): the page size, the stages of a class's sign-up,
 * the form's limits and the messages the service answers. zod-free (re-exported by `./constants`), so the browser
 * ships them too.
 */

/** The training class list: 10 per page. */
export const ADMIN_TRAINING_PAGE_SIZE = 10;

/**
 * Where a class's sign-up stands on the service clock: before its window (未开始报名), inside it and not stopped
 * (报名中), stopped by the association inside or before its window (已停止), past its window (已结束, whether stopped
 * or not).
 */
export const TRAINING_STAGES = ['upcoming', 'open', 'stopped', 'ended'] as const;
export type TrainingStage = (typeof TRAINING_STAGES)[number];
export const TRAINING_STAGE_LABELS: Record<TrainingStage, string> = {
  upcoming: '未开始报名',
  open: '报名中',
  stopped: '已停止',
  ended: '已结束',
};

/** Train and fee types (req: evaluator.md#training-class-detail): 1 培训, 2 考核, 3 培训+考核. */
export const TRAINING_TYPE_LABELS: Record<number, string> = { 1: '培训', 2: '考核', 3: '培训+考核' };
export const TRAINING_FEE_LABELS: Record<number, string> = { 1: '培训费', 2: '考核费', 3: '培训+考核费' };

/** performance_review (req: evaluator.md#training-records): 0 待评定, 1 合格, 2 不合格. */
export const TRAINING_REVIEW_LABELS: Record<number, string> = { 0: '待评定', 1: '合格', 2: '不合格' };

/** The form's limits, counted by character. */
export const TRAINING_TEXT_LIMITS = {
  name: 50,
  detailAddr: 100,
  noticeTitle: 50,
  noticeContent: 5000,
  content: 100,
  assessmentMethod: 100,
  aptitude: 50,
} as const;
/** At most this many qualification options and contents. */
export const TRAINING_APTITUDE_MAX = 10;
export const TRAINING_CONTENT_MAX = 20;
/** A fee: a whole number of fen, above 0 and at most 100,000 元. */
export const TRAINING_FEE_MAX_FEN = 10_000_000;
/** A score: 0–100, one decimal. */
export const TRAINING_SCORE_MAX = 100;

const L = TRAINING_TEXT_LIMITS;

export const ADMIN_TRAINING_MESSAGES = {
  classNotFound: '培训班不存在',
  stageInvalid: '报名状态无效',
  nameRequired: '请填写培训班名称',
  nameTooLong: `培训班名称不能超过${L.name}个字`,
  trainTypeInvalid: '请选择培训类型',
  gradeInvalid: '请选择培训等级',
  regionRequired: '请选择省/市/区',
  regionInvalid: '所选省/市/区无效',
  addressRequired: '请填写详细地址',
  addressTooLong: `详细地址不能超过${L.detailAddr}个字`,
  timeRequired: (label: string) => `请选择${label}`,
  timeInvalid: (label: string) => `${label}格式应为 YYYY-MM-DD HH:mm:ss`,
  applyOrder: '报名开始时间须早于报名截止时间',
  openingAfterApply: '开班时间不能早于报名截止时间',
  openingOrder: '开班开始时间须早于开班结束时间',
  assessmentAfterOpening: '考核开始时间不能早于开班结束时间',
  assessmentOrder: '考核开始时间须早于考核结束时间',
  aptitudeRequired: '请至少填写一项资质选项',
  aptitudeTooMany: `资质选项最多${TRAINING_APTITUDE_MAX}项`,
  aptitudeBlank: '资质选项不能为空',
  aptitudeTooLong: `资质选项不能超过${L.aptitude}个字`,
  aptitudeDuplicate: '资质选项不能重复',
  noticeTitleRequired: '请填写培训须知标题',
  noticeTitleTooLong: `培训须知标题不能超过${L.noticeTitle}个字`,
  noticeContentRequired: '请填写培训须知内容',
  noticeContentTooLong: `培训须知内容不能超过${L.noticeContent}个字`,
  feeRequired: '请至少设置一项费用',
  feeTypeInvalid: '费用类型无效',
  feeTypeDuplicate: '费用类型不能重复',
  feeInvalid: '费用须为大于0的整数（单位：分）',
  feeTooHigh: '费用过高，请核对',
  contentRequired: '请至少填写一项考核内容',
  contentTooMany: `考核内容最多${TRAINING_CONTENT_MAX}项`,
  contentBlank: '考核内容与考核方式不能为空',
  contentTooLong: `考核内容或考核方式不能超过${L.content}个字`,
  filePathInvalid: '附件须为上传的文件',
  editLocked: '该培训班已开始报名且已有考评员报名，不能修改',
  stopAfterEnd: '报名已结束，不能停止或恢复报名',
  alreadyStopped: '该培训班已停止报名',
  notStopped: '该培训班未停止报名',
  recordNotFound: '该考评员未报名此培训班',
  notPaid: '该考评员尚未缴费，不能录入成绩',
  beforeAssessment: '考核尚未开始，不能录入成绩',
  reviewInvalid: '请选择考核结果（合格或不合格）',
  scoresIncomplete: '请为每项考核内容录入成绩',
  scoreInvalid: `成绩须为0–${TRAINING_SCORE_MAX}之间的数字，最多一位小数`,
  completedOnInvalid: '结业日期格式应为 YYYY-MM-DD',
  completedBeforeAssessment: '结业日期不能早于考核开始日期',
  completedInFuture: '结业日期不能晚于今天',
  /** Only the national administrator changes classes (decision 0074). */
  nationalOnly: '培训班由中羽协管理员管理',
} as const;

/** The six times of a class, in the wire format `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai). */
export interface TrainingClassTimes {
  apply_start_time: string;
  apply_end_time: string;
  opening_class_start_time: string;
  opening_class_end_time: string;
  assessment_start_time: string;
  assessment_end_time: string;
}

export const TRAINING_TIME_LABELS: Record<keyof TrainingClassTimes, string> = {
  apply_start_time: '报名开始时间',
  apply_end_time: '报名截止时间',
  opening_class_start_time: '开班开始时间',
  opening_class_end_time: '开班结束时间',
  assessment_start_time: '考核开始时间',
  assessment_end_time: '考核结束时间',
};

/**
 * The order of a class's times (decision 0074): apply start < apply end ≤ opening start < opening end ≤ assessment
 * start < assessment end. Wire date-times compare as text. Answers the first broken rule's message, or null. The
 * service and the form share it.
 */
export function trainingTimeOrderProblem(times: TrainingClassTimes): string | null {
  const M = ADMIN_TRAINING_MESSAGES;
  if (!(times.apply_start_time < times.apply_end_time)) return M.applyOrder;
  if (!(times.apply_end_time <= times.opening_class_start_time)) return M.openingAfterApply;
  if (!(times.opening_class_start_time < times.opening_class_end_time)) return M.openingOrder;
  if (!(times.opening_class_end_time <= times.assessment_start_time)) return M.assessmentAfterOpening;
  if (!(times.assessment_start_time < times.assessment_end_time)) return M.assessmentOrder;
  return null;
}

/** A score as typed: 0–100 with at most one decimal (null: not a score). */
export function parseTrainingScore(value: string | number): number | null {
  const text = String(value).trim();
  if (!/^\d{1,3}(\.\d)?$/.test(text)) return null;
  const score = Number(text);
  return score <= TRAINING_SCORE_MAX ? score : null;
}
