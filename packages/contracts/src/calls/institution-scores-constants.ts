/**
 * The fixed values of the institution's score entry, grade submission and video recording (req:
 * institution.md#score-entry-and-grade-submission, #video-recording; decision 0062): the subjects, the score sheet's
 * columns, the video address bounds and the messages. zod-free (re-exported by `./constants`), so the browser ships
 * them too.
 */

/**
 * The four subjects of a test, `sort` 1–4 (`subject_1` … `subject_4`): the same for every grade, as the score and
 * appeal records name them (decision 0062).
 */
export const SCORE_SUBJECTS = ['步法移动', '发球', '击球技术', '实战对抗'] as const;

/** Score entry pages 10 entries (the view entry's page). */
export const SCORE_ENTRY_PAGE_SIZE = 10;

/** The score sheet: who (name, document number, grade) and the four subjects' points. */
export const SCORE_SHEET_COLUMNS: readonly string[] = ['姓名', '证件号码', '报考等级', ...SCORE_SUBJECTS];
export const SCORE_SHEET_TEMPLATE_NAME = '成绩录入模板.xlsx';

/** A class's video address: https only, at most 500 characters. */
export const VIDEO_URL_MAX = 500;

/** Grade submission statuses in which scores may be entered: 0 未提交, 2 已驳回. */
export const SCORE_ENTRY_OPEN_STATUSES: readonly number[] = [0, 2];

export function isScoreEntryOpen(gradeSubmissionStatus: number): boolean {
  return SCORE_ENTRY_OPEN_STATUSES.includes(gradeSubmissionStatus);
}

/** A subject's points: 0–100 with at most one decimal. */
export function isSubjectScore(score: number): boolean {
  return Number.isFinite(score) && score >= 0 && score <= 100 && Math.abs(score * 10 - Math.round(score * 10)) < 1e-9;
}

export const INSTITUTION_SCORE_MESSAGES = {
  scoreInvalid: '成绩须为 0–100 之间的数字，最多一位小数',
  notArranged: '测试安排上传后才能录入成绩',
  closed: '成绩已提交，不能再录入成绩',
  entryNotFound: '该报名记录不存在',
  notTested: '该人员请假或已退费，不能录入成绩',
  tooMany: '每次最多保存 10 条成绩',
  duplicate: '同一报名记录不能重复提交',
  saved: '保存成功',
  incomplete: '还有学员的成绩未录入完整，不能提交成绩',
  noEntries: '该测试班没有可提交成绩的学员',
  alreadySubmitted: '成绩已提交，请勿重复提交',
  submitted: '提交成功',
  confirmSubmit: '成绩提交后不能再修改，确认提交吗？',
  videoRequired: '请填写视频地址',
  videoInvalid: '视频地址须以 https:// 开头，且不超过 500 个字符',
  videoNotApproved: '您的审核还未通过,不能上传视频',
  videoSaved: '视频提交成功',
  row: {
    score: (subject: string) => `${subject}成绩须为 0–100 之间的数字，最多一位小数`,
  },
} as const;
