import { z } from 'zod';
import { defineCall } from '../define';
import { pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { recordId } from './fields';
import { WORK_RECORD_PAGE_SIZE } from './work-records-constants';

/**
 * The evaluator's work records and the supervision form (req: evaluator.md#work-records, #supervision-form; 002 §2, §7,
 * §8, §9; decision 0035). Everything is the caller's own: a class the evaluator is not assigned to answers as if it did
 * not exist.
 */

export const evaluatorAssignmentItem = z.object({
  id: z.number().int().describe('测试班编号'),
  test_class_title: z.string(),
  mechanism_fullName: z.string().describe('测试机构全称'),
  test_start_time: wireDateTime,
  test_end_time: wireDateTime,
  grade: z.array(z.number().int()).describe('测试班的等级'),
  isleader: z.number().int().describe('1 考评组长'),
  evaluator_rank: z.number().int().describe('在本班担任的考评员级别 1–3'),
  isHasAttachments: z.number().int().describe('1 已上传监督表'),
  grade_submission_status: z.number().int().describe('0 未提交、1 已提交待审核、2 已驳回、3 审核通过、4 已发布'),
  /** The rule of 002 §7, so the screen does not repeat it: leader, status 1, 3 or 4, no form yet. */
  canUpload: z.boolean().describe('可上传监督表（考评组长、成绩状态 1/3/4、尚未上传）'),
});
export type EvaluatorAssignmentItem = z.infer<typeof evaluatorAssignmentItem>;

export const getEvaluatorAssignments = defineCall({
  path: 'UserCoachApi/GetEvaluatorAssignments',
  summary: '本人的考评工作记录（每页10条），测试开始时间新的在前；url 为监督表模板（PDF）',
  input: pagingInputWith(WORK_RECORD_PAGE_SIZE),
  output: pagedOf(evaluatorAssignmentItem).extend({ url: z.string().describe('监督表模板地址') }),
});

export const downloadAttachment = defineCall({
  path: 'UserCoachApi/DownloadAttachment',
  summary: '监督表下载地址（本人参与的测试班）：5 分钟内有效的签名地址，以附件方式下载',
  input: z.object({ id: recordId('测试班编号') }),
  output: z.object({
    file_path: z.string().describe('带签名的下载地址'),
    file_name: z.string().describe('上传时的文件名'),
  }),
});

export const uploadSupervisionForm = defineCall({
  path: 'UserCoachApi/UploadSupervisionForm',
  summary:
    '上传监督表（multipart，仅考评组长；成绩状态为 1、3、4 且尚未上传；每班一份，上传后不可修改）。' +
    '文件字段 file：PDF、JPG 或 PNG（按内容识别），不超过 10MB',
  input: z.object({ id: recordId('测试班编号') }),
  output: z.object({}),
  isFormSubmit: true,
});
