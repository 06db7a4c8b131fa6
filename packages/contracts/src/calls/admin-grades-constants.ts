/**
 * The fixed values of the back office's grade submissions, publication and second appeals (issue 26, decision 0068):
 * page sizes, limits and the messages the service answers. zod-free (re-exported by `./constants`), so the browser
 * ships them too.
 */

/** The grade-submission queue lists 10 classes a page; the second-appeal queue 10 appeals. */
export const ADMIN_GRADE_SUBMISSION_PAGE_SIZE = 10;
export const ADMIN_APPEAL_PAGE_SIZE = 10;
/** A rejection's reason (grade_submission_msg) and the association's reply (manager_reply): 1–100 characters. */
export const ADMIN_REASON_MAX = 100;

/**
 * The grade-submission statuses the queue lists: a class whose institution has submitted its grades at least once
 * (1 submitted, 2 rejected, 3 approved, 4 published); 0 never reaches the association.
 */
export const ADMIN_GRADE_SUBMISSION_QUEUE_STATUSES = [1, 2, 3, 4] as const;
/** The second-appeal statuses the queue lists: 4 submitted, 5 under review (open), 6 score changed, 7 kept (closed). */
export const ADMIN_SECOND_APPEAL_STATUSES = [4, 5, 6, 7] as const;
/** What the association decides on a second appeal: change the scores (→ 6) or keep them (→ 7). */
export const SECOND_APPEAL_DECISIONS = ['change', 'keep'] as const;
export type SecondAppealDecision = (typeof SECOND_APPEAL_DECISIONS)[number];

/** Certificates issued at publication: `ZY` + year + grade (2 digits) + 6-digit serial; 流水号 `LS` + year + 8 digits. */
export const CERTIFICATE_NUMBER_PREFIX = 'ZY';
export const CERTIFICATE_SERIAL_PREFIX = 'LS';

export const ADMIN_GRADE_MESSAGES = {
  classNotFound: '该测试班不存在或尚未提交成绩',
  reasonRequired: '请填写驳回理由',
  reasonTooLong: '驳回理由请控制在100字以内',
  approved: '已审核通过',
  rejected: '已驳回',
  published: '成绩已发布',
  alreadyPublished: '该测试班成绩已发布，请勿重复发布',
  notApproved: '省协会审核通过后才能发布成绩',
  noEntries: '该测试班没有参测学员，不能发布',
  incomplete: '还有学员的成绩未录入完整，不能发布',
  formNotFound: '该测试班暂无监督表',
  appealNotFound: '该申诉记录不存在',
  appealClosed: '该二次申诉已处理',
  replyRequired: '请填写回复内容',
  replyTooLong: '回复内容请控制在100字以内',
  scoresRequired: '请填写复核后的四科成绩',
  scoreInvalid: '成绩应为0–100之间的数字，最多一位小数',
  scoreSubjectUnknown: '成绩科目不属于该申诉',
  scoresUnchanged: '成绩没有变化，如维持原成绩请选择“维持原成绩”',
  noWorsening: '复核不能使已合格的成绩变为不合格',
  decided: '复核结果已提交',
  accepted: '已受理',
  publishTitle: '成绩发布通知',
  appealTitle: '二次申诉处理结果',
  rejectTitle: '成绩审核未通过',
} as const;

/** The station message an athlete gets when the scores of their test are published. */
export function publicationMessage(classTitle: string, gradeName: string, passed: boolean): string {
  return passed
    ? `您参加的“${classTitle}”${gradeName}测试成绩已发布：合格。电子证书已发放，可在“等级测试记录”中查看成绩，在“证书查询”中查询证书。`
    : `您参加的“${classTitle}”${gradeName}测试成绩已发布：不合格。可在“等级测试记录”中查看成绩；如有异议，可在发布后7天内提出申诉。`;
}

/** The station message an athlete gets when the association decides their second appeal. */
export function secondAppealMessage(classTitle: string, gradeName: string, changed: boolean, reply: string): string {
  return `您对“${classTitle}”${gradeName}成绩的二次申诉已处理：${changed ? '成绩已修改' : '维持原成绩'}。回复：${reply}`;
}

/** The station message an institution gets when its grade submission is rejected. */
export function rejectionMessage(classTitle: string, reason: string): string {
  return `您提交的“${classTitle}”成绩未通过审核，请在“查看报名”中修改后重新提交。驳回理由：${reason}`;
}
