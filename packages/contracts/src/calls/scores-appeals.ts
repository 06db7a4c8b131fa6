import { z } from 'zod';
import { defineCall } from '../define';
import { itemsOf, pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { inputText, numeric, recordId } from './fields';
import { APPEAL_CONTENT_MAX, SCORES_APPEALS_MESSAGES as M, SCORES_APPEALS_PAGE_SIZES } from './scores-appeals-constants';

/**
 * Scores, appeals and event-based levels of the athlete centre (req: 001 §3–§9, product-decisions §4; decision 0032).
 * Every call is the signed-in athlete's own: another athlete's sign-up, appeal or application answers as if it did not
 * exist.
 */

const noPayload = z.object({});
const noAnswer = z.object({});

/** Appeal text: required, at most 100 characters (counted as the browser's counter counts them: code points). */
const appealContent = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  inputText(M.appealContentRequired)
    .trim()
    .min(1, M.appealContentRequired)
    .refine((value) => [...value].length <= APPEAL_CONTENT_MAX, M.appealContentTooLong),
);

/** A required choice of a form ('' and absent → the message). */
function requiredId(message: string) {
  return numeric(
    z
      .number({ error: message })
      .int(message)
      .positive(message)
      .max(2_147_483_647, message),
  );
}

// ---------------------------------------------------------------- scores

export const scoreItem = z.object({
  sort: z.number().int().describe('科目序号 1–4'),
  subject: z.string().describe('测试科目'),
  score: z.number().describe('得分（一位小数）'),
});

export const scoreAnswer = z.object({
  items: z.array(scoreItem),
  score_qualified_judgment: z.number().int().describe('0 未评定，1 合格，2 不合格'),
  test_class_title: z.string(),
  grade: z.number().int(),
  gradeName: z.string(),
  publishTime: wireDateTime.describe('成绩发布时间'),
  /** Whether a first appeal may be filed now (paid, published within 7 days, none yet). */
  canAppeal: z.boolean(),
});
export type ScoreAnswer = z.infer<typeof scoreAnswer>;

export const getTestScores = defineCall({
  path: 'TestScore/GetScoreList',
  summary: '本人一条报名的测试成绩（科目、得分、合格判定）：报名已支付且测试班成绩已发布时才可查看',
  input: z.object({
    id: recordId('报名编号'),
    testClassId: recordId('测试班编号'),
  }),
  output: scoreAnswer,
});

// ---------------------------------------------------------------- appeals

export const createAppeal = defineCall({
  path: 'Appeal/CreateAppeal',
  summary: '对本人已发布的成绩提交申诉（成绩发布7天内，每条成绩一次首次申诉）；appeal_status 固定为 0',
  input: z.object({
    appeal_source_id: recordId('报名编号'),
    appeal_status: numeric(z.literal(0, { error: M.appealStatusInvalid })).describe('固定为 0（已提交）'),
    appeal_content: appealContent.describe('申诉内容，1–100 字'),
  }),
  output: noAnswer,
});

export const appealItem = z.object({
  id: z.number().int(),
  appeal_no: z.string(),
  appeal_source_id: z.number().int().describe('报名编号'),
  test_class_title: z.string(),
  grade: z.number().int(),
  gradeName: z.string(),
  appeal_content: z.string().describe('申诉内容；二次申诉时为“首次内容/二次内容”'),
  first_content: z.string(),
  second_content: z.string().nullable(),
  appeal_status: z.number().int().describe('0–7'),
  appeal_status_name: z.string(),
  appeal_reply: z.string().nullable().describe('测试机构的回复'),
  manager_reply: z.string().nullable().describe('中羽协的回复'),
  creationTime: wireDateTime,
});
export type AppealItem = z.infer<typeof appealItem>;

export const getAppealList = defineCall({
  path: 'Appeal/GetAppealList',
  summary: '本人的申诉记录（每页10条），新提交的在前',
  input: pagingInputWith(SCORES_APPEALS_PAGE_SIZES.appeals),
  output: pagedOf(appealItem),
});

export const secondAppeal = defineCall({
  path: 'Appeal/SecondAppeal',
  summary: '对“已完成，成绩未修改”（状态 3）的本人申诉提交二次申诉，状态变为 4',
  input: z.object({
    id: recordId('申诉编号'),
    appeal_content: appealContent.describe('二次申诉内容，1–100 字'),
  }),
  output: noAnswer,
});

// ---------------------------------------------------------------- event levels

export const eventOption = z.object({
  id: z.number().int(),
  name: z.string(),
  event_type: z.string(),
  max_grade: z.number().int(),
  grades: z.array(z.number().int()).describe('手动申请可选等级（4、5、6 中不超过最高等级者）'),
  apply_start_time: wireDateTime,
  apply_end_time: wireDateTime,
});
export type EventOption = z.infer<typeof eventOption>;

export const getEventList = defineCall({
  path: 'EventApply/GetEventList',
  summary: '当前可申请的赛事（手动申请表单的赛事下拉）',
  input: noPayload,
  output: itemsOf(eventOption),
});

export const eventResultItem = z.object({
  id: z.number().int().describe('赛事成绩编号'),
  event_id: z.number().int(),
  event_name: z.string(),
  event_type: z.string(),
  organizer: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  placing: z.string(),
  apply_grade: z.number().int(),
  gradeName: z.string(),
  apply_end_time: wireDateTime,
});
export type EventResultItem = z.infer<typeof eventResultItem>;

export const getEventApplyList = defineCall({
  path: 'EventApply/GetAutoApplyList',
  summary: '可自动申请的赛事等级：本人在申请时间内的赛事成绩中尚未申请者（每页5条）',
  input: pagingInputWith(SCORES_APPEALS_PAGE_SIZES.eventApplications),
  output: pagedOf(eventResultItem),
});

export const autoApplyEvent = defineCall({
  path: 'EventApply/AutoApply',
  summary: '按本人的赛事成绩申请赛事等级（apply_grade、event_id 须与一条成绩相符）',
  input: z.object({
    event_id: requiredId(M.eventRequired).describe('赛事编号'),
    apply_grade: requiredId(M.gradeRequired).describe('申请等级'),
  }),
  output: noAnswer,
});

export const manualApplyEvent = defineCall({
  path: 'EventApply/ManualApply',
  summary:
    '手动申请赛事等级（multipart）。等级只能为 4、5、6 且不超过赛事最高等级；' +
    '文件字段 athletes_photo：证明图片，JPG/PNG（按内容识别），小于4MB，必填',
  input: z.object({
    event_id: requiredId(M.eventRequired).describe('赛事编号'),
    apply_grade: requiredId(M.gradeRequired).describe('申请等级：4、5 或 6'),
  }),
  output: noAnswer,
  isFormSubmit: true,
});

export const eventApplicationItem = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  event_name: z.string(),
  event_type: z.string(),
  apply_grade: z.number().int(),
  gradeName: z.string(),
  apply_way: z.number().int().describe('1 按赛事成绩，2 手动申请'),
  apply_time: wireDateTime,
  apply_status: z.number().int().describe('0 待审核，1 审核通过，2 审核不通过'),
  apply_status_name: z.string(),
  approval_comments: z.string().nullable(),
});
export type EventApplicationItem = z.infer<typeof eventApplicationItem>;

export const getEventApplyRecords = defineCall({
  path: 'EventApply/GetApplyRecordList',
  summary: '本人的赛事等级申请记录（每页10条），新申请的在前',
  input: pagingInputWith(SCORES_APPEALS_PAGE_SIZES.eventRecords),
  output: pagedOf(eventApplicationItem),
});
