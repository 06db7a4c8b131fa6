import { z } from 'zod';
import { defineCall } from '../define';
import { itemsOf, pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { PAYMENT_STATUSES } from '../workflow-states';
import { inputText, recordId } from './fields';
import {
  COMPLAINT_HANDLING_PAGE_SIZE,
  INSTITUTION_ORDERS_APPEALS_MESSAGES as M,
  ORDER_CENTRE_PAGE_SIZE,
  ORDER_CENTRE_PAYMENT_TYPES,
} from './institution-orders-appeals-constants';

/**
 * The institution's complaint handling and order centre (req: appeals.md#complaint-handling, institution.md#order-centre;
 * decision 0061). Role 3 only; every call passes the qualification gate on the server, and everything is the caller's
 * own: an appeal on another institution's class, or another payer's order, answers as if it did not exist. The rules
 * (open appeal, the reason's length, the scores) are the service's; the schemas here only bound the shapes.
 */

const scoreSubject = z.object({
  test_subject_id: z.number().int().describe('成绩科目编号（test_score_items.id）'),
  subject: z.string().describe('科目名称'),
  sort: z.number().int().describe('科目序号 1–4'),
  score: z.number().describe('分数（一位小数）'),
});

export const institutionAppealItem = z.object({
  id: z.number().int().describe('申诉编号'),
  appeal_no: z.string(),
  test_class_title: z.string(),
  athlete_name: z.string().describe('运动员姓名'),
  grade: z.number().int(),
  gradeName: z.string(),
  appeal_content: z.string().describe('申诉内容：一次申诉/二次申诉（以斜杠分隔）'),
  appeal_status: z.string().describe("申诉状态 '0'–'7'"),
  appeal_status_name: z.string(),
  edit_status: z.string().describe("机构处理：'0' 待处理，'1' 已修改成绩，'2' 已驳回"),
  appeal_reply: z.string().nullable().describe('机构的驳回理由'),
  score_subject: z.array(scoreSubject.pick({ test_subject_id: true, score: true })),
  canHandle: z.boolean().describe('一次申诉待处理（可修改成绩或驳回）'),
  creationTime: wireDateTime,
});
export type InstitutionAppealItem = z.infer<typeof institutionAppealItem>;

export const getInstitutionAppealList = defineCall({
  path: 'TestMechanism/GetAppealList',
  summary: '本机构测试班上运动员提交的申诉（每页7条），新的在前；须通过资质审核',
  input: pagingInputWith(COMPLAINT_HANDLING_PAGE_SIZE),
  output: pagedOf(institutionAppealItem),
});

const appealId = z.object({ id: recordId('申诉编号') });

export const getAppealScores = defineCall({
  path: 'TestMechanism/GetAppealScore',
  summary: '申诉对应报名的各科成绩（修改成绩对话框）；仅本机构测试班上的申诉',
  input: appealId,
  output: itemsOf(scoreSubject),
});

export const modifyAppealScore = defineCall({
  path: 'TestMechanism/ModifyAppealScore',
  summary: '处理一次申诉：修改成绩（申诉状态 0/1 → 2，机构处理 1），按通过规则重新评定；仅待处理的申诉，两人同时处理只有一人成功',
  input: appealId.extend({
    score_subject: z
      .array(z.object({ test_subject_id: recordId('成绩科目编号'), score: z.number({ error: M.scoreInvalid }) }))
      .min(1, M.scoresRequired)
      .max(4, M.scoresRequired),
  }),
  output: z.object({ score_qualified_judgment: z.number().int().describe('修改后的评定：1 合格，2 不合格') }),
});

export const rejectAppeal = defineCall({
  path: 'TestMechanism/RejectAppeal',
  summary: '处理一次申诉：驳回（申诉状态 0/1 → 3，机构处理 2），驳回理由1–100字；仅待处理的申诉，两人同时处理只有一人成功',
  input: appealId.extend({ appeal_reply: inputText(M.replyRequired).describe('驳回理由') }),
  output: z.object({}),
});

export const institutionOrderItem = z.object({
  order_sn: z.string(),
  payment_type: z.string().describe('支付类型名称'),
  payment_typeValue: z.literal(ORDER_CENTRE_PAYMENT_TYPES).describe('1 报名费，2 批量证书证章，3 培训费，4 保证金，6 机构代缴报名费'),
  creationTime: wireDateTime,
  order_price: z.number().describe('金额（元）'),
  payment_time: wireDateTime.nullable(),
  payment_status: z.string().describe('待支付、支付成功、支付失败、已退款、已关闭'),
  payment_status_code: z.enum(PAYMENT_STATUSES),
  express_number: z.string().nullable(),
  express_company: z.string().nullable(),
});
export type InstitutionOrderItem = z.infer<typeof institutionOrderItem>;

export const getInstitutionOrderList = defineCall({
  path: 'TestMechanism/GetOrderList',
  summary: '本机构的订单（每页8条，新的在前）：各支付类型的订单、支付状态与快递单号；须通过资质审核',
  input: pagingInputWith(ORDER_CENTRE_PAGE_SIZE),
  output: pagedOf(institutionOrderItem),
});
