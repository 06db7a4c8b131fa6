import { z } from 'zod';
import { defineCall } from '../define';
import { MESSAGES } from '../envelope';
import { pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { ADMIN_TRAINING_MESSAGES as M, ADMIN_TRAINING_PAGE_SIZE, TRAINING_STAGES } from './admin-training-constants';
import { blankAsAbsent, inputText, integerOf, looseFormText, nullableText, numeric, recordId, searchKeyword } from './fields';
import { trainingClassItem } from './public-portal';

/**
 * The back office's evaluator training classes (issue 26 item 6; decision 0074; req: evaluator.md#training-class-detail,
 * evaluator.md#training-records). Roles 4 (省协会审核员: lists and reads the classes held in their province; another
 * province's class is refused) and 5 (中羽协管理员: every class; creates, edits, stops and resumes sign-up, and records
 * the evaluators' results). A result is the evaluator's training record (`performance_review`, score items), which
 * the evaluator reads at /personal/trainingRecord. The service words every rule of the form (the contracts bound the
 * fields loosely), so its messages are the ones answered.
 */

/** Text a form may send empty, bounded generously: the service words the limits. */
const formText = looseFormText;

/** A small whole number the service checks (type, grade, region). */
function formNumber(label: string) {
  return blankAsAbsent(numeric(integerOf(label)).optional());
}

const stageCounts = z.object({ upcoming: z.number().int(), open: z.number().int(), stopped: z.number().int(), ended: z.number().int() });

/** A class as the portal lists it (`trainingClassItem`), with its stage and head counts. */
export const adminTrainingItem = trainingClassItem.extend({
  stage: z.enum(TRAINING_STAGES),
  stage_name: z.string(),
  enrolled: z.number().int().describe('报名人数（全部报名记录）'),
  paid: z.number().int().describe('已缴费人数'),
  reviewed: z.number().int().describe('已录入成绩人数'),
});
export type AdminTrainingItem = z.infer<typeof adminTrainingItem>;

export const getAdminTrainingList = defineCall({
  path: 'AdminTraining/GetList',
  summary:
    '考评员培训班列表（每页10条，报名开始时间最近的在前）：省协会审核员仅本省举办的培训班；按名称关键字、培训等级、报名状态筛选；' +
    'counts 为同一关键字与等级下各报名状态的条数',
  input: pagingInputWith(ADMIN_TRAINING_PAGE_SIZE).extend({
    keyword: searchKeyword(50).describe('培训班名称关键字'),
    grade: blankAsAbsent(numeric(z.number().int().min(1, '培训等级无效').max(3, '培训等级无效')).optional()).describe('培训等级 1–3；空为全部'),
    stage: blankAsAbsent(z.enum(TRAINING_STAGES, { error: M.stageInvalid }).optional()).describe(
      'upcoming 未开始报名，open 报名中，stopped 已停止，ended 已结束；空为全部',
    ),
  }),
  output: pagedOf(adminTrainingItem).extend({ counts: stageCounts }),
});

const scoreItem = z.object({ sort: z.number().int(), content: z.string(), score: z.number() });

export const adminTrainee = z.object({
  record_id: z.number().int().describe('培训记录编号'),
  evaluator_user_id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  certificates_number: z.string().describe('审核员可见完整号码'),
  fee_type: z.number().int(),
  fee_name: z.string(),
  order_sn: z.string().describe('培训订单号；门户开放报名前的记录为空'),
  payment_status: z.string().describe('1 待支付，3 已支付，9 已关闭（无订单的记录视为已支付）'),
  payment_status_name: z.string(),
  aptitude: nullableText,
  aptitude_image: nullableText,
  signed_up_at: wireDateTime,
  performance_review: z.number().int().describe('0 待评定，1 合格，2 不合格'),
  performance_review_name: z.string(),
  completed_on: nullableText.describe('结业日期 YYYY-MM-DD'),
  scores: z.array(scoreItem),
  can_record: z.boolean().describe('当前账号此刻能否为其录入成绩'),
});
export type AdminTrainee = z.infer<typeof adminTrainee>;

export const adminTrainingDetail = adminTrainingItem.extend({
  province_id: z.number().int(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  assessment_start_time: wireDateTime,
  assessment_end_time: wireDateTime,
  aptitude: z.array(z.string()),
  notice_title: z.string(),
  notice_content: z.string(),
  createTime: wireDateTime,
  fees: z.array(z.object({ fee_type: z.number().int(), fee_name: z.string(), fee_fen: z.number().int() })),
  contents: z.array(z.object({ id: z.number().int(), sort: z.number().int(), content: z.string(), assessment_method: z.string() })),
  trainees: z.array(adminTrainee),
  actions: z.object({
    can_edit: z.boolean(),
    edit_refusal: z.string().nullable().describe('不能修改的原因'),
    can_stop: z.boolean(),
    can_resume: z.boolean(),
    can_record: z.boolean().describe('考核已开始，可录入成绩'),
  }),
});
export type AdminTrainingDetail = z.infer<typeof adminTrainingDetail>;

export const getAdminTraining = defineCall({
  path: 'AdminTraining/Get',
  summary: '培训班详情：基本信息、费用、考核内容、报名的考评员（缴费状态、成绩与考核结果）与当前账号可做的操作',
  input: z.object({ id: recordId('培训班编号') }),
  output: adminTrainingDetail,
});

const feeInput = z.object({ fee_type: formNumber('费用类型'), fee_fen: formNumber('费用') });
const contentInput = z.object({ content: formText(100), assessment_method: formText(100) });

export const saveAdminTraining = defineCall({
  path: 'AdminTraining/Save',
  summary:
    '新建（不传 id）或修改培训班（仅中羽协管理员）：全部字段在服务端校验；时间须依次为 报名开始 < 报名截止 ≤ 开班开始 < 开班结束 ≤ ' +
    '考核开始 < 考核结束；费用以分为单位；已开始报名且已有考评员报名的培训班不能修改。写入审计记录',
  input: z.object({
    id: blankAsAbsent(recordId('培训班编号').optional()),
    name: formText(50).describe('培训班名称（≤50字）'),
    trainType: formNumber('培训类型').describe('1 培训，2 考核，3 培训+考核'),
    grade: formNumber('培训等级').describe('考评员等级 1–3'),
    province_id: formNumber('省份'),
    city_id: formNumber('城市'),
    district_id: formNumber('区县'),
    detail_addr: formText(100).describe('详细地址（≤100字）'),
    apply_start_time: formText(19).describe('报名开始时间 YYYY-MM-DD HH:mm:ss'),
    apply_end_time: formText(19).describe('报名截止时间'),
    opening_class_start_time: formText(19).describe('开班开始时间'),
    opening_class_end_time: formText(19).describe('开班结束时间'),
    assessment_start_time: formText(19).describe('考核开始时间'),
    assessment_end_time: formText(19).describe('考核结束时间'),
    aptitude: z.array(inputText(MESSAGES.badRequest).max(200), { error: M.aptitudeRequired }).max(50).default([]).describe('资质选项（第一项无需上传图片）'),
    notice_title: formText(50).describe('培训须知标题'),
    notice_content: formText(5000).describe('培训须知内容'),
    file_path: formText(500).describe('附件（AdminContent/UploadFile 上传的文件，选填）'),
    fees: z.array(feeInput, { error: M.feeRequired }).max(10).default([]).describe('费用：fee_type 1 培训费、2 考核费、3 培训+考核费；fee_fen 分'),
    contents: z.array(contentInput, { error: M.contentRequired }).max(100).default([]).describe('培训及考核内容，按顺序'),
  }),
  output: z.object({ id: z.number().int() }),
});

export const setAdminTrainingStop = defineCall({
  path: 'AdminTraining/SetStop',
  summary: '停止报名（is_stop true）或恢复报名（false），仅中羽协管理员，报名结束前；写入审计记录',
  input: z.object({ id: recordId('培训班编号'), is_stop: z.boolean({ error: '请指定停止或恢复报名' }) }),
  output: z.object({ isStop: z.boolean() }),
});

export const recordAdminTrainingResult = defineCall({
  path: 'AdminTraining/RecordResult',
  summary:
    '为一名已缴费的报名考评员录入成绩（仅中羽协管理员，考核开始后）：每项考核内容一项成绩（0–100，一位小数），考核结果 1 合格 / 2 不合格，' +
    '结业日期；培训记录与成绩项在一个事务中写入并记审计；考评员在“培训记录”中看到。可再次录入以更正',
  input: z.object({
    id: recordId('培训班编号'),
    record_id: recordId('培训记录编号'),
    performance_review: formNumber('考核结果').describe('1 合格，2 不合格'),
    completed_on: formText(10).describe('结业日期 YYYY-MM-DD，不传为今天'),
    scores: z
      .array(z.object({ content_id: recordId('考核内容编号'), score: z.union([z.number(), inputText(M.scoreInvalid).max(10)], { error: M.scoreInvalid }) }), {
        error: M.scoresIncomplete,
      })
      .max(100)
      .describe('每项考核内容的成绩'),
  }),
  output: z.object({ performance_review: z.number().int() }),
});
