import { z } from 'zod';
import { defineCall } from '../define';
import { inputText, numeric, recordId } from './fields';
import { sheetRowError } from './institution-entries';
import {
  INSTITUTION_SCORE_MESSAGES as M,
  isSubjectScore,
  SCORE_ENTRY_PAGE_SIZE,
  VIDEO_URL_MAX,
} from './institution-scores-constants';

/**
 * The institution's score entry, grade submission and video recording (req:
 * institution.md#score-entry-and-grade-submission, #video-recording; decision 0062). Role 3 only, behind the
 * qualification gate; only the caller's own classes (another institution's class or entry answers as if it did not
 * exist). Scores are entered once the arrangement is in and only while the grade submission is 未提交 or 已驳回.
 */

/** A subject's points, or null to leave it blank. */
const subjectScore = numeric(z.number({ error: M.scoreInvalid }).refine(isSubjectScore, M.scoreInvalid)).nullable();

export const saveEntryScores = defineCall({
  path: 'TestMechanism/SaveEntryScores',
  summary:
    '成绩录入（按页保存，最多10条）：subject_1…subject_4 为四个科目的成绩（0–100，一位小数，null 为未录入）；' +
    '四科齐全时按及格规则判定合格/不合格；仅测试安排后、成绩未提交或已驳回时',
  input: z.object({
    test_class_id: recordId('测试班编号'),
    items: z
      .array(
        z.object({
          application_id: recordId('报名记录编号'),
          subject_1: subjectScore,
          subject_2: subjectScore,
          subject_3: subjectScore,
          subject_4: subjectScore,
        }),
      )
      .min(1, M.tooMany)
      .max(SCORE_ENTRY_PAGE_SIZE, M.tooMany),
  }),
  output: z.object({ items: z.number().int().describe('保存的条数') }),
});

const sheetFile = z.object({
  filePath: z.string().describe('data: 地址（xlsx），前端后台获取后保存'),
  fileName: z.string(),
});

export const downloadScoreTemplate = defineCall({
  path: 'TestMechanism/DownloadScoreTemplate',
  summary: '下载成绩录入模板（xlsx）：姓名、证件号码、报考等级与四个科目，预填该班全部参测学员及已录入成绩',
  input: z.object({ test_class_id: recordId('测试班编号') }),
  output: sheetFile,
});

export const importScoreSheet = defineCall({
  path: 'TestMechanism/ImportScoreSheet',
  summary:
    '上传成绩表（multipart，文件字段 file：xlsx，小于1MB，一个文件）：全部导入或全部不导入；失败时 data.errorList 为逐人错误',
  input: z.object({ test_class_id: recordId('测试班编号') }),
  output: z.object({
    isSuccess: z.boolean().describe('false：表格有错误，未导入任何数据（见 data.errorList）'),
    errorMsg: z.string(),
    items: z.number().int().describe('导入的行数'),
    data: z.object({ errorList: z.array(sheetRowError) }),
  }),
  isFormSubmit: true,
});

export const submitGrades = defineCall({
  path: 'TestMechanism/SubmitGrades',
  summary: '提交成绩：全部参测学员四科成绩齐全时，成绩提交状态 0→1 或 2→1（已提交，待审核），之后不能再录入成绩',
  input: z.object({ test_class_id: recordId('测试班编号') }),
  output: z.object({ grade_submission_status: z.string() }),
});

const videoUrl = inputText(M.videoRequired)
  .trim()
  .min(1, M.videoRequired)
  .max(VIDEO_URL_MAX, M.videoInvalid)
  .refine((value) => {
    if (!value.startsWith('https://')) return false;
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, M.videoInvalid);

export const saveClassVideo = defineCall({
  path: 'TestMechanism/SaveClassVideo',
  summary: '视频录入：为本机构中羽协审核通过的测试班保存一个视频地址（https，不超过500字符）',
  input: z.object({ test_class_id: recordId('测试班编号'), video_url: videoUrl }),
  output: z.object({}),
});

export const getClassVideos = defineCall({
  path: 'TestMechanism/GetClassVideos',
  summary: '该测试班已保存的视频地址（最新在前）',
  input: z.object({ test_class_id: recordId('测试班编号') }),
  output: z.object({
    items: z.array(z.object({ id: z.number().int(), video_url: z.string(), created_at: z.string() })),
  }),
});
