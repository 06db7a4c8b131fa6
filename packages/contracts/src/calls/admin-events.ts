import { z } from 'zod';
import { defineCall } from '../define';
import { pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { EVENT_APPLY_STATUSES } from '../workflow-states';
import { ADMIN_EVENT_MESSAGES as M, ADMIN_EVENT_PAGE_SIZE, ADMIN_EVENT_REASON_MAX } from './admin-events-constants';
import { blankAsAbsent, inputText, numeric, recordId, searchKeyword } from './fields';

/**
 * The back office's event-based level review (issue 26 item 6; decision 0072; req: back-office.md
 * #event-application-review, states.md#event-application-status). Roles 4 (省协会审核员: reads the applications of
 * athletes in their province; another province's record is refused) and 5 (中羽协管理员: reads every one and decides).
 * A decision moves the application through the eventApply workflow with an audit row; the athlete reads the result in
 * their own records (`EventApply/GetApplyRecords`).
 */

/** A reason: trimmed text, at most 200 characters (counted by character); '' when absent. */
function reason(required: string | null) {
  const text = inputText(required ?? M.reasonRequired)
    .trim()
    .refine((value) => Array.from(value).length <= ADMIN_EVENT_REASON_MAX, M.reasonTooLong);
  const present = required ? text.refine((value) => value.length > 0, required) : text;
  return z.preprocess((value) => (value === null || value === undefined ? '' : value), present);
}

const statusCounts = z.object({ '0': z.number().int(), '1': z.number().int(), '2': z.number().int() });

export const adminEventApplyItem = z.object({
  id: z.number().int().describe('赛事等级申请编号'),
  athlete_name: z.string(),
  province_name: z.string().describe('运动员所在省份'),
  event_name: z.string(),
  event_type: z.string(),
  apply_grade: z.number().int(),
  gradeName: z.string(),
  apply_way: z.number().int().describe('1 自动申请（赛事成绩），2 手动申请（证明材料）'),
  apply_time: wireDateTime,
  apply_status: z.number().int(),
  apply_status_name: z.string(),
  can_decide: z.boolean(),
});
export type AdminEventApplyItem = z.infer<typeof adminEventApplyItem>;

export const getAdminEventList = defineCall({
  path: 'AdminEvent/GetList',
  summary:
    '赛事等级申请列表（每页10条，最近申请的在前）：省协会审核员仅本省运动员的申请；按审核状态、赛事或运动员姓名关键字筛选；counts 为同一筛选下各状态的条数',
  input: pagingInputWith(ADMIN_EVENT_PAGE_SIZE).extend({
    apply_status: blankAsAbsent(
      numeric(z.number().int().refine((v) => (EVENT_APPLY_STATUSES as readonly number[]).includes(v), M.statusInvalid)).optional(),
    ).describe('0 待审核，1 审核通过，2 审核不通过；空为全部'),
    keyword: searchKeyword(50).describe('赛事名称或运动员姓名关键字'),
  }),
  output: pagedOf(adminEventApplyItem).extend({ counts: statusCounts }),
});

const historyRow = z.object({
  status: z.string(),
  status_name: z.string(),
  action: z.string(),
  comment: z.string(),
  actor: z.string().describe('操作人（运动员、中羽协管理员）'),
  time: wireDateTime,
});
export type AdminEventHistoryRow = z.infer<typeof historyRow>;

export const adminEventApplyDetail = adminEventApplyItem.extend({
  athlete: z.object({
    name: z.string(),
    certificates_number: z.string().describe('审核员可见完整号码'),
    mobile: z.string(),
    city_name: z.string(),
  }),
  event: z.object({
    organizer: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    max_grade: z.number().int(),
  }),
  placing: z.string().nullable().describe('自动申请：赛事成绩的名次；手动申请为空'),
  proof_path: z.string().nullable().describe('手动申请的证明材料图片'),
  approval_comments: z.string().nullable(),
  reviewed_at: wireDateTime.nullable(),
  history: z.array(historyRow),
  actions: z.object({ can_pass: z.boolean(), can_reject: z.boolean() }),
});
export type AdminEventApplyDetail = z.infer<typeof adminEventApplyDetail>;

export const getAdminEvent = defineCall({
  path: 'AdminEvent/Get',
  summary: '赛事等级申请详情：运动员、赛事、名次或证明材料、审核记录与当前账号可做的审核',
  input: z.object({ id: recordId('赛事等级申请编号') }),
  output: adminEventApplyDetail,
});

export const passAdminEvent = defineCall({
  path: 'AdminEvent/Pass',
  summary: '审核通过（0 → 1，仅中羽协管理员）：写入审核意见与审计记录；运动员在自己的申请记录中看到结果',
  input: z.object({ id: recordId('赛事等级申请编号'), approval_comments: reason(null).describe('审核意见（选填，≤200字）') }),
  output: z.object({ apply_status: z.number().int() }),
});

export const rejectAdminEvent = defineCall({
  path: 'AdminEvent/Reject',
  summary: '审核不通过（0 → 2，仅中羽协管理员）：须填写理由 reason（≤200字），运动员在申请记录中看到；之后可重新申请',
  input: z.object({ id: recordId('赛事等级申请编号'), reason: reason(M.reasonRequired).describe('驳回理由（≤200字）') }),
  output: z.object({ apply_status: z.number().int() }),
});
