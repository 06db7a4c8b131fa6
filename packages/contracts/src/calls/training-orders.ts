import { z } from 'zod';
import { defineCall } from '../define';
import { itemsOf, pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { PAYMENT_STATUSES } from '../workflow-states';
import { blankAsAbsent, integerOf, nullableText, numeric, recordId } from './fields';
import { trainingClassDetail } from './public-portal';
import { PAY_RECORD_PAGE_SIZE, TRAINING_ORDER_MESSAGES as M, TRAINING_RECORD_PAGE_SIZE } from './training-orders-constants';

/**
 * The evaluator's training sign-up, training order, training records and payment records (req: evaluator.md, spec 001
 * §1–§9; issue 14 part T, decision 0034). Evaluators only, each on their own records: another evaluator's order, record
 * or scores answer as if they did not exist. The order is paid with `PayOrder/GetPayCode` / `GetOrderStatus`
 * (`./orders`). Named in the `ExaminerClass/…` style of the training list and detail.
 */

const paymentStatus = z.enum(PAYMENT_STATUSES).describe('1 待支付，3 已支付，5 支付失败，7 已退款，9 已关闭');

const TICKED: readonly unknown[] = [true, 1, '1', 'true'];
const UNTICKED: readonly unknown[] = [false, 0, '0', 'false', '', null, undefined];

/** A form box: 1/'1'/true/'true' ticked, 0/'0'/false/'false'/'' or absent not; anything else is refused. */
function tickBox(label: string) {
  return z.preprocess(
    (value) => (TICKED.includes(value) ? true : UNTICKED.includes(value) ? false : value),
    z.boolean({ error: `${label}只能是0或1` }),
  );
}

/** A required choice of a form ('' and absent → the message). */
function requiredChoice(message: string, max: number) {
  return numeric(z.number({ error: message }).int(message).min(1, message).max(max, message));
}

// ---------------------------------------------------------------- sign-up

export const trainingSignUp = defineCall({
  path: 'ExaminerClass/TrainingSignUp',
  summary:
    '考评员培训报名（multipart，考评员）：报名时间内且未停止报名；非三级须选择资质（选项序号大于0须上传资质图片），三级须年满18周岁；' +
    '须勾选报名提示；缴费类型须在培训班费用中。文件字段 aptitude_img：资质图片，JPG/PNG（按内容识别），小于4MB。' +
    '成功后生成培训订单（30 分钟内支付），同一培训班有待支付或已支付订单时不能再报名',
  input: z.object({
    tc_id: recordId('培训班编号'),
    grade: numeric(integerOf('考评员等级').min(1, '考评员等级无效').max(3, '考评员等级无效')).describe('培训班的考评员等级 1–3'),
    aptitude_recording: blankAsAbsent(numeric(integerOf('资质').min(0, M.aptitudeInvalid).max(99, M.aptitudeInvalid)).optional()).describe(
      '所选资质在培训班资质选项中的序号（从0开始）；非三级必填',
    ),
    feeType: requiredChoice(M.feeTypeRequired, 3).describe('缴费类型：1 培训，2 考核，3 培训+考核'),
    isAdult: tickBox('我已年满18周岁').optional().describe('我已年满18周岁（三级必勾选）'),
    isAgree: tickBox('报名提示').optional().describe('已阅读并同意报名提示（必勾选）'),
  }),
  output: z.object({ order_sn: z.string().describe('培训订单号') }),
  isFormSubmit: true,
});

// ---------------------------------------------------------------- training order

/** The class (the detail's fields) with the caller's sign-up and its order. */
export const trainingOrderItem = trainingClassDetail
  .pick({
    id: true,
    name: true,
    trainType: true,
    grade: true,
    gradeName: true,
    provinceName: true,
    cityName: true,
    districtName: true,
    detail_addr: true,
    apply_start_time: true,
    apply_end_time: true,
    opening_class_start_time: true,
    opening_class_end_time: true,
    startTime: true,
    endTime: true,
    isStop: true,
  })
  .extend({
    trainClassName: z.string(),
    aptitude: nullableText.describe('所选资质'),
    aptitude_recording: z.number().int().nullable().describe('所选资质的序号'),
    aptitude_img: nullableText.describe('资质图片'),
    feeType: z.number().int(),
    feeName: z.string(),
    order_sn: z.string(),
    order_price: z.number().describe('订单金额（元）'),
    payment_status: paymentStatus,
    expires_at: wireDateTime.nullable().describe('待支付订单的支付截止时间'),
    createTime: wireDateTime.describe('下单时间'),
  });
export type TrainingOrderItem = z.infer<typeof trainingOrderItem>;

export const getTrainingOrder = defineCall({
  path: 'ExaminerClass/GetTrainingOrder',
  summary: '培训订单（考评员，本人）：该培训班的报名与订单（items，取最后一条）；没有报名时为空',
  input: z.object({ id: recordId('培训班编号') }),
  output: itemsOf(trainingOrderItem),
});

// ---------------------------------------------------------------- training records

export const trainingRecordItem = z.object({
  id: z.number().int().describe('培训记录编号'),
  tc_id: z.number().int(),
  name: z.string().describe('培训班名称'),
  opening_class_start_time: wireDateTime,
  opening_class_end_time: wireDateTime,
  grade: z.number().int(),
  gradeName: z.string(),
  coachName: z.string().describe('报名人（考评员本人姓名）'),
  signup_type: z.number().int().describe('缴费类型：1 培训，2 考核，3 培训+考核'),
  payment_status: paymentStatus,
  order_price: z.number().describe('订单金额（元）'),
  payment_type: z.string().describe('缴费项目'),
  performance_review: z.number().int().describe('0 待评定，1 合格，2 不合格'),
  order_sn: z.string(),
  creationTime: wireDateTime,
  expires_at: wireDateTime.nullable(),
});
export type TrainingRecordItem = z.infer<typeof trainingRecordItem>;

export const getTrainingRecords = defineCall({
  path: 'ExaminerClass/GetTrainingRecords',
  summary: '培训记录（考评员，本人）：每页 8 条，最新在前',
  input: pagingInputWith(TRAINING_RECORD_PAGE_SIZE),
  output: pagedOf(trainingRecordItem),
});

export const trainingScoreSheet = z.object({
  tc_id: z.number().int(),
  name: z.string(),
  performance_review: z.number().int(),
  scores: z.array(z.object({ content: z.string().describe('考核内容'), score: z.number().describe('成绩（一位小数）') })),
});
export type TrainingScoreSheet = z.infer<typeof trainingScoreSheet>;

export const getTrainingScores = defineCall({
  path: 'ExaminerClass/GetTrainingScores',
  summary: '培训成绩（考评员，本人）：已支付且已评定的培训记录的考核成绩（items[0].scores）',
  input: z.object({ tc_id: recordId('培训班编号') }),
  output: itemsOf(trainingScoreSheet),
});

// ---------------------------------------------------------------- payment records

export const payRecordItem = z.object({
  order_sn: z.string(),
  payment_type: z.string().describe('缴费项目'),
  creationTime: wireDateTime,
  order_price: z.number().describe('订单金额（元）'),
  payment_time: wireDateTime.nullable(),
  payment_channel: nullableText.describe('支付方式'),
  payment_status: paymentStatus,
});
export type PayRecordItem = z.infer<typeof payRecordItem>;

export const getPayRecords = defineCall({
  path: 'PayOrder/GetPayRecords',
  summary: '缴费记录（考评员，本人）：本人的全部订单，每页 8 条，最新在前',
  input: pagingInputWith(PAY_RECORD_PAGE_SIZE),
  output: pagedOf(payRecordItem),
});
