import { z } from 'zod';
import { defineCall } from '../define';
import { pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { blankAsAbsent, inputText, integerOf, numeric, recordId, searchKeyword } from './fields';
import {
  ADMIN_APPEAL_PAGE_SIZE,
  ADMIN_GRADE_MESSAGES as M,
  ADMIN_GRADE_SUBMISSION_PAGE_SIZE,
  ADMIN_GRADE_SUBMISSION_QUEUE_STATUSES,
  ADMIN_SECOND_APPEAL_STATUSES,
  SECOND_APPEAL_DECISIONS,
} from './admin-grades-constants';

/**
 * The back office's grade submissions, their publication and the second appeals (issue 26, decision 0068; req:
 * back-office.md#score-approval-and-publication, back-office.md#appeal-review). Roles 4 (their own province only) and
 * 5; publication and second appeals are the national administrator's. The rules (the workflow's order, the pass rule,
 * the reason's length, the scope) are the service's; the schemas only bound the shapes.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
function optionalDate(label: string) {
  return blankAsAbsent(inputText(`${label}格式应为 YYYY-MM-DD`).regex(DATE, `${label}格式应为 YYYY-MM-DD`).optional()).describe(`${label}（YYYY-MM-DD，含当天）`);
}
function optionalCode(label: string) {
  return blankAsAbsent(numeric(integerOf(label).positive(`${label}无效`)).optional()).describe(label);
}

/** One status's number of records under the other filters (the queue's tabs). */
const statusCount = z.object({ status: z.number().int(), label: z.string(), count: z.number().int().nonnegative() });

/** One row of a record's history (`status_audit`). */
const historyRow = z.object({
  changed_at: wireDateTime,
  actor_role: z.number().int().nullable().describe('操作角色 1–5；null 为系统'),
  action: z.string().describe('操作'),
  from_status: z.string(),
  to_status: z.string(),
  reason: z.string().nullable(),
});
export type AdminStatusHistoryRow = z.infer<typeof historyRow>;

// ---------------------------------------------------------------- grade submissions

export const adminGradeSubmissionItem = z.object({
  id: z.number().int().describe('测试班编号'),
  test_class_title: z.string(),
  institution_name: z.string(),
  province_name: z.string(),
  city_name: z.string(),
  district_name: z.string(),
  test_start_time: wireDateTime,
  test_end_time: wireDateTime,
  grade_submission_status: z.number().int().describe('1 已提交，待审核；2 已驳回；3 审核通过；4 已发布'),
  grade_submission_status_name: z.string(),
  grade_submission_msg: z.string().nullable().describe('驳回理由'),
  entry_count: z.number().int().describe('参测人数'),
  pass_count: z.number().int().describe('合格人数'),
  scores_published_at: wireDateTime.nullable(),
  can_approve: z.boolean().describe('当前账号可审核通过（省协会，待审核）'),
  can_reject: z.boolean().describe('当前账号可驳回'),
  can_publish: z.boolean().describe('当前账号可发布（中羽协，审核通过）'),
});
export type AdminGradeSubmissionItem = z.infer<typeof adminGradeSubmissionItem>;

export const getAdminGradeSubmissionList = defineCall({
  path: 'AdminGradeSubmission/GetList',
  summary: '成绩审核队列：机构已提交成绩的测试班（省协会只见本省），按状态、地区、机构、测试日期筛选，附各状态数量',
  input: pagingInputWith(ADMIN_GRADE_SUBMISSION_PAGE_SIZE).extend({
    status: blankAsAbsent(numeric(z.literal(ADMIN_GRADE_SUBMISSION_QUEUE_STATUSES, { error: '成绩状态无效' })).optional()).describe('成绩提交状态 1–4，空为全部'),
    province_id: optionalCode('省份'),
    city_id: optionalCode('城市'),
    institution: searchKeyword().describe('机构名称，模糊匹配'),
    keyword: searchKeyword().describe('测试班名称，模糊匹配'),
    test_date_from: optionalDate('测试日期起'),
    test_date_to: optionalDate('测试日期止'),
  }),
  output: pagedOf(adminGradeSubmissionItem).extend({ counts: z.array(statusCount) }),
});

const adminEntry = z.object({
  application_id: z.number().int(),
  athlete_name: z.string(),
  certificates_number: z.string().describe('证件号码（审核人员可见完整号码）'),
  grade: z.number().int(),
  gradeName: z.string(),
  subjects: z.array(z.object({ sort: z.number().int(), subject: z.string(), score: z.number().nullable() })),
  score_judgment: z.number().int().describe('0 未评定，1 合格，2 不合格（唯一的及格规则：四科均 ≥ 60）'),
  certificate_number: z.string().nullable().describe('发布后发放的证书编号'),
});
export type AdminGradeEntry = z.infer<typeof adminEntry>;

export const adminGradeSubmissionDetail = adminGradeSubmissionItem.extend({
  detailed_address: z.string(),
  contact: z.string(),
  contact_number: z.string(),
  entries: z.array(adminEntry),
  supervision_form: z.object({ file_name: z.string(), uploaded_at: wireDateTime, uploader_name: z.string() }).nullable(),
  videos: z.array(z.object({ id: z.number().int(), video_url: z.string(), created_at: wireDateTime })),
  history: z.array(historyRow),
});
export type AdminGradeSubmissionDetail = z.infer<typeof adminGradeSubmissionDetail>;

const classId = z.object({ id: recordId('测试班编号') });

export const getAdminGradeSubmission = defineCall({
  path: 'AdminGradeSubmission/Get',
  summary: '一个测试班的成绩审核详情：全部参测学员的四科成绩与评定、考评员监督表、测试视频、审核历史',
  input: classId,
  output: adminGradeSubmissionDetail,
});

export const downloadAdminSupervisionForm = defineCall({
  path: 'AdminGradeSubmission/DownloadSupervisionForm',
  summary: '测试班监督表的下载地址（5分钟内有效）',
  input: classId,
  output: z.object({ file_path: z.string(), file_name: z.string() }),
});

export const approveGradeSubmission = defineCall({
  path: 'AdminGradeSubmission/Approve',
  summary: '省协会审核通过成绩（1 → 3，仅本省）',
  input: classId,
  output: z.object({ grade_submission_status: z.number().int() }),
});

export const rejectGradeSubmission = defineCall({
  path: 'AdminGradeSubmission/Reject',
  summary: '驳回成绩（省协会 1 → 2，中羽协 3 → 2），驳回理由1–100字，机构在查看报名中可见并修改后重新提交',
  input: classId.extend({ reason: inputText(M.reasonRequired).describe('驳回理由') }),
  output: z.object({ grade_submission_status: z.number().int() }),
});

export const publishGradeSubmission = defineCall({
  path: 'AdminGradeSubmission/Publish',
  summary:
    '中羽协发布成绩（3 → 4，一个事务）：运动员可见成绩、7天申诉期开始、合格者发放证书（编号唯一）、站内信通知；重复发布被拒绝',
  input: classId,
  output: z.object({
    grade_submission_status: z.number().int(),
    scores_published_at: wireDateTime,
    certificates: z.number().int().describe('发放的证书数'),
    athletes: z.number().int().describe('通知的运动员数'),
  }),
});

// ---------------------------------------------------------------- second appeals

export const adminAppealItem = z.object({
  id: z.number().int(),
  appeal_no: z.string(),
  athlete_name: z.string(),
  test_class_title: z.string(),
  institution_name: z.string(),
  province_name: z.string(),
  grade: z.number().int(),
  gradeName: z.string(),
  appeal_status: z.number().int().describe('4 已提交二次申诉，5 二次申诉审核中，6 二次复核通过（成绩已修改），7 维持原成绩'),
  appeal_status_name: z.string(),
  second_content: z.string().nullable(),
  second_at: wireDateTime.nullable(),
  score_judgment: z.number().int(),
  can_decide: z.boolean(),
});
export type AdminAppealItem = z.infer<typeof adminAppealItem>;

export const getAdminAppealList = defineCall({
  path: 'AdminAppeal/GetList',
  summary: '二次申诉队列（中羽协）：一次申诉驳回后运动员提交的二次申诉，按状态、地区、关键字筛选，附各状态数量',
  input: pagingInputWith(ADMIN_APPEAL_PAGE_SIZE).extend({
    status: blankAsAbsent(numeric(z.literal(ADMIN_SECOND_APPEAL_STATUSES, { error: '申诉状态无效' })).optional()).describe('申诉状态 4–7，空为全部'),
    province_id: optionalCode('省份'),
    keyword: searchKeyword().describe('申诉编号、运动员姓名或测试班名称'),
  }),
  output: pagedOf(adminAppealItem).extend({ counts: z.array(statusCount) }),
});

const scoreItem = z.object({ test_subject_id: z.number().int(), sort: z.number().int(), subject: z.string(), score: z.number() });

export const adminAppealDetail = adminAppealItem.extend({
  first_content: z.string(),
  creationTime: wireDateTime,
  appeal_reply: z.string().nullable().describe('机构对一次申诉的答复'),
  edit_status: z.number().int().describe('机构处理：0 待处理，1 已修改成绩，2 已驳回'),
  score_changes: z.array(z.object({ subject: z.string(), from_score: z.number(), to_score: z.number(), changed_at: wireDateTime })),
  scores: z.array(scoreItem),
  certificates_number: z.string(),
  scores_published_at: wireDateTime.nullable(),
  manager_reply: z.string().nullable(),
  certificate_number: z.string().nullable(),
  history: z.array(historyRow),
});
export type AdminAppealDetail = z.infer<typeof adminAppealDetail>;

const appealId = z.object({ id: recordId('申诉编号') });

export const getAdminAppeal = defineCall({
  path: 'AdminAppeal/Get',
  summary: '一条二次申诉的详情：一次申诉与机构处理、当前四科成绩、评定与证书、历史',
  input: appealId,
  output: adminAppealDetail,
});

export const acceptAdminAppeal = defineCall({
  path: 'AdminAppeal/Accept',
  summary: '受理二次申诉（4 → 5）',
  input: appealId,
  output: z.object({ appeal_status: z.number().int() }),
});

export const decideAdminAppeal = defineCall({
  path: 'AdminAppeal/Decide',
  summary:
    '处理二次申诉：change 修改成绩（→ 6，按唯一的及格规则重新评定；已发布的测试班由不合格变为合格时发放证书）或 keep 维持原成绩（→ 7）；回复1–100字',
  input: appealId.extend({
    decision: z.enum(SECOND_APPEAL_DECISIONS, { error: '请选择处理结果' }),
    manager_reply: inputText(M.replyRequired).describe('中羽协的回复'),
    score_subject: z
      .array(z.object({ test_subject_id: recordId('成绩科目编号'), score: z.number({ error: M.scoreInvalid }) }))
      .max(4, M.scoresRequired)
      .optional()
      .describe('修改成绩时各科的新成绩'),
  }),
  output: z.object({
    appeal_status: z.number().int(),
    score_qualified_judgment: z.number().int(),
    certificate_number: z.string().nullable().describe('本次发放的证书编号'),
  }),
});
